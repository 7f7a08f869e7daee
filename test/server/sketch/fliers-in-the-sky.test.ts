import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";
import { pageSvg } from "./helpers.js";

/**
 * Issue 41, class 2: a flier said flying is in the sky, and an aircraft alone flies (seed
 * 8402127: "majestic eagle in flight" stood on a garden path, "flight" left out; a plane alone
 * stood nose-up on a hill). Held out: none of these fliers or phrasings is in the rule, which
 * reads WordNet's kinds (a bird, a bat, a butterfly, a bee, a pterosaur, an aircraft).
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");
const SKY = 'data-place="sky"';

describe("a flier said flying is drawn in the sky, the words said drawn", () => {
  it.each([
    ["a crow in flight", "in flight"],
    ["a parrot soaring", "soaring"],
    ["a bat flying", "flying"],
    ["an owl flying overhead", "flying overhead"],
    ["a dragonfly hovering", "hovering"],
  ])("%s", (subject, words) => {
    const said = read(subject);
    expect(said.understood).toContainEqual({ word: words, drawnAs: "flying in the sky", exact: true });
    expect(said.understood.some((w) => w.drawnAs === null)).toBe(false);
    for (const seed of [1, 2]) expect(pageSvg(subject, seed), `seed ${seed}`).toContain(SKY);
  });
});

describe("an aircraft alone flies: in the sky, not on a hill", () => {
  it.each(["a helicopter", "a jet", "a small plane"])("%s", (subject) => {
    for (const seed of [1, 2]) expect(pageSvg(subject, seed), `seed ${seed}`).toContain(SKY);
  });
});

describe("the rule can fail", () => {
  it("what does not fly is not read as flying", () => {
    expect(read("a pig flying").understood.map((w) => w.drawnAs)).not.toContain("flying in the sky");
    expect(pageSvg("a pig flying", 1)).not.toContain(SKY);
  });

  it("a bird alone is not set in the sky", () => {
    for (const seed of [1, 2]) expect(pageSvg("a robin", seed)).not.toContain(SKY);
  });
});
