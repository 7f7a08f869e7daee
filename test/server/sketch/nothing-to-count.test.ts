import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { drawnOnPage } from "./helpers.js";

/**
 * Issue 41, class 2 (seed 5502127): a number page asked with a thing the set cannot draw counts
 * nothing; it had counted ten rainbows under "number 10 with ten fingers", "fingers" said left out.
 * Held out: none of these phrases was looked at before the rule.
 */
describe("a number with nothing the set can count", () => {
  it.each(["number 5 with five toes", "number 8 with eight blorps", "the number 2 with two nostrils"])(
    "%s: the number alone",
    (subject) => {
      for (const seed of [0, 1, 2]) expect([...drawnOnPage(subject, seed)], `seed ${seed}`).toEqual([]);
    },
  );

  it("the rule can fail: a thing the set draws is counted", () => {
    expect(drawnOnPage("number 5 with five apples", 0)).toContain(motifByAnnotation("red apple")?.hexcode);
  });
});
