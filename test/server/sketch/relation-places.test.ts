import { describe, expect, it } from "vitest";
import { parseRelation, relationHasPlace } from "../../../server/sketch/layouts/relation.js";

/**
 * Issue 41, judged on seed 33221: "a girl riding a bike in the park" drew the girl standing in the
 * park with a tiny bicycle among the flowers: the place after the bike made the whole relation
 * unreadable. The place said after a relation is its setting; the relation is drawn in it.
 * Tested on phrases that are in no list of the code.
 */
describe("a relation said with its place is drawn, in that place", () => {
  it.each([
    ["a boy riding a scooter at the beach", "riding", "boy"],
    ["a bear holding an umbrella in the forest", "holding", "bear"],
    ["a fox sleeping under a tree in the garden", "under", "fox"],
  ])("%s → %s, in its setting", (phrase, relation, one) => {
    const rel = parseRelation(phrase);
    expect(rel?.relation).toBe(relation);
    expect(rel?.one.annotation).toBe(one);
    expect(rel?.b).not.toMatch(/beach|forest|garden/);
    expect(relationHasPlace(phrase)).toBe(true);
  });

  it("the rule can fail: a relation with no place after it has none, and a lone place is no relation", () => {
    expect(relationHasPlace("a cat on a rock")).toBe(false);
    expect(parseRelation("a cat on a rock")?.other?.annotation).toBe("rock");
    expect(relationHasPlace("a dog in the park")).toBe(false);
  });
});
