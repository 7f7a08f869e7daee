import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";

const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");
const drawn = (subject: string) => read(subject).understood.map((u) => u.drawnAs);

// Held-out words: none is named in the rules' code (art.ts `compoundsOf`, `abstractWord`;
// lexicon.ts `isAbstract`, `siblingKinds`), all are read through WordNet (issue 41).
describe("a WordNet compound is one thing: its own drawing or its nearest kind's", () => {
  it.each([
    ["fire ant", "ant"],
    ["barn owl", "owl"],
    ["tree frog", "frog"],
    ["killer whale", "whale"],
    ["grizzly bear", "bear"],
  ])("%s is drawn as a kind of it, the %s", (subject, kind) => {
    const u = read(subject);
    expect(u.unknown).toBeUndefined();
    expect(u.understood).toEqual([{ word: subject, drawnAs: kind, exact: false }]);
  });

  it("a snow leopard is the leopard (its last word, a sibling kind), not the cat above both", () => {
    expect(drawn("snow leopard")).toEqual(["leopard"]);
  });

  it("a sea lion is no lion (WordNet: an eared seal)", () => {
    expect(drawn("sea lion").some((d) => d !== null && /\blion\b/.test(d))).toBe(false);
  });
});

describe("a noun and an -ing word name an activity: a person doing it, or refused", () => {
  it.each(["rock climbing", "mountain biking"])("%s: a person doing it", (subject) => {
    const u = read(subject);
    expect(u.unknown).toBeUndefined();
    expect(u.understood).toHaveLength(1);
    expect(u.understood[0]?.drawnAs).toMatch(/^person /);
  });

  it("water skiing: no drawing of someone doing it, so refused (never water and skis)", () => {
    const u = read("water skiing");
    expect(u.unknown?.key).toBe("subject");
    expect(u.understood.every((w) => w.drawnAs === null)).toBe(true);
  });
});

describe("an abstract noun names nothing to draw", () => {
  it.each(["photosynthesis", "the water cycle", "gravity", "friendship"])("%s: refused", (subject) => {
    const u = read(subject);
    expect(u.unknown?.key).toBe("subject");
    expect(u.understood.every((w) => w.drawnAs === null)).toBe(true);
  });

  it("a substance is not abstract, even when WordNet's commonest sense is (gold: coins)", () => {
    const u = read("gold");
    expect(u.unknown).toBeUndefined();
    expect(u.understood[0]?.drawnAs).not.toBeNull();
  });
});
