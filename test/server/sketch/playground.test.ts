import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { drawnOnPage, pageSvg } from "./helpers.js";

/**
 * Issue 41, class 2 (seed 3602127, "playground"): a playground is drawn with its swings and its
 * slide. It had been the sports field's scene, a tree with a soccer ball and a trophy. Held out:
 * the dog and the girl at the playground were not looked at before the rule.
 */
const trophy = motifByAnnotation("trophy")?.hexcode;

describe("a playground", () => {
  it.each(["playground", "a dog at the playground", "a girl playing at the playground"])(
    "%s has a swing set and a slide, and no trophy",
    (subject) => {
      for (const seed of [1, 2, 3]) {
        const svg = pageSvg(subject, seed);
        expect(svg, `${subject} at ${seed}`).toContain('data-part="swing set"');
        expect(svg, `${subject} at ${seed}`).toContain('data-part="slide"');
        expect(drawnOnPage(subject, seed).has(trophy), `${subject} at ${seed}`).toBe(false);
      }
    },
  );

  it("the rule can fail: a soccer field has no swings", () => {
    expect(pageSvg("a boy on a soccer field", 1)).not.toContain('data-part="swing set"');
  });
});
