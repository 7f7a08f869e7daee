import { describe, expect, it } from "vitest";
import { motifByHexcode } from "../../../server/sketch/drawing-index.js";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { pageSvg } from "./helpers.js";

const namesOn = (subject: string, seeds: number[]) =>
  seeds.flatMap((seed) => placedDrawings(pageSvg(subject, seed)).map((d) => motifByHexcode(d.hexcode)?.annotation));

/** What a mystery leaves lying about: a street's own things had been these, on every street. */
const mystery = ["magnifying glass tilted left", "old key", "closed umbrella"];

/**
 * A street's things are what stands on a street (a cat, a bicycle, a postbox, a potted plant).
 * A town square's fountain had a magnifying glass, a key and a closed umbrella lying beside it:
 * the street's props were a Victorian mystery's, on every street. A mystery said keeps its clues.
 * "a town square with a fountain" was looked at while the rule was written; these were not.
 */
describe("a street's things belong on a street", () => {
  it.each(["a cat on a village street", "a fountain in a town", "a bicycle on a street"])("%s", (subject) => {
    const names = namesOn(subject, [1, 2, 3, 4, 5, 6]);
    expect(names.filter((n) => mystery.includes(n ?? ""))).toEqual([]);
  });

  it("the rule can fail: a mystery said on a street has its clues", () => {
    const names = namesOn("a mysterious cat on a street", [1, 2, 3, 4, 5, 6]);
    expect(names.some((n) => mystery.includes(n ?? ""))).toBe(true);
  });
});
