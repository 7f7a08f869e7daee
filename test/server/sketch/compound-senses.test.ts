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

  // A baseball bat is a "bat, club": the bat drawn is the animal, which shows no made thing
  // (fresh sample, seed 7302127).
  it("a compound's kind is never a drawing of another sort of thing of that name", () => {
    expect(drawn("baseball bat")).not.toContain("bat");
    expect(drawn("a boy with a baseball bat")).not.toContain("bat");
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

// Held-out words: the rules (lexicon.ts `nearestRelative`, `kindsMeet`; word-match.ts
// `modifierNouns`) name dragonfly, sewing needle, son, rocket ship, rose flower and eagle bird only.
describe("a synonym stands for a word only when its own commonest sense is the word's sort", () => {
  it.each([
    ["sawhorse", /\bhorse\b/],
    ["firedog", /\bdog\b/],
    ["qat", /\bcat\b/],
    ["cowcatcher", /\bpilot\b/],
    ["mosquito hawk", /needle/],
  ])("%s is never drawn as the animal, object or person its synonym's drawing shows", (subject, wrong) => {
    expect(drawn(subject).some((d) => d !== null && wrong.test(d))).toBe(false);
  });

  it("a mosquito hawk is a dragonfly first (WordNet's commonest sense), drawn as our dragonfly", () => {
    const u = understandSketch({ layout: "motif", subject: "mosquito hawk" }, "line-art");
    expect(u.understood).toEqual([{ word: "mosquito hawk", drawnAs: "dragonfly", exact: false }]);
    expect(u.standIn).toBeUndefined();
  });

  it.each([
    ["frankfurter", "hot dog"],
    ["cop", "police officer"],
  ])("a synonym of the same sort still draws it: %s as the %s", (subject, as) => {
    expect(drawn(subject)).toEqual([as]);
  });
});

describe("two nouns that are kinds of one kind: the first is the thing, the second its sort", () => {
  it.each([
    ["tulip flower", "tulip"],
    ["shark fish", "shark"],
    ["canoe boat", "canoe"],
    ["ferry boat", "ferry"],
  ])("%s is drawn as the %s alone", (subject, as) => {
    expect(drawn(subject).filter((d) => d !== null)).toEqual([as]);
  });

  it.each([
    ["pumpkin pie", "pie"],
    ["deer skull", "skull"],
  ])("a first noun of another kind still only qualifies the last: %s is a %s", (subject, as) => {
    expect(drawn(subject).filter((d) => d !== null)).toEqual([as]);
  });
});

describe("a word WordNet knows first as a particular person", () => {
  it("is the thing it also names when that is drawn: a sax is the saxophone (after Adolphe Sax)", () => {
    expect(drawn("sax")).toEqual(["saxophone"]);
  });

  it.each(["einstein", "beethoven"])(
    "the rule can fail: %s names only people (or a kind of person), never drawn",
    (name) => {
      expect(read(name).unknown).toBeDefined();
    },
  );
});
