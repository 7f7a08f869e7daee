import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { pageSvg } from "./helpers.js";

/**
 * Issue 41, class 1 (seed 7502127): the sun, the moon or a rainbow as the subject of a place is in
 * its sky, risen over the land, drawn before it so the land hides its foot. "sunset at the beach"
 * had been a sun as large as the page sitting on the sand, a second sun in the corner. Held out:
 * none of these phrases was looked at before the rule.
 */
const hex = (name: string) => motifByAnnotation(name)?.hexcode as string;

describe("a thing of the sky as a place's subject", () => {
  it.each([
    ["sunrise over a lake", "sun"],
    ["a rainbow over the meadow", "rainbow"],
    ["the sun setting over the hills", "sun"],
  ])("%s: the %s rises behind the land, no second sun in the sky", (subject, thing) => {
    for (const seed of [1, 2, 3]) {
      const svg = pageSvg(subject, seed);
      const at = svg.indexOf(`data-motif="${hex(thing)}"`);
      expect(at, `${subject} at ${seed}`).toBeGreaterThan(-1);
      // Drawn before everything else on the page: the land in front of it covers its foot.
      expect(svg.indexOf("<path"), `${subject} at ${seed}`).toBeGreaterThan(at);
      // No second sun of the sky's own (a rainbow's sky keeps its sun).
      if (thing === "sun") expect(svg).not.toContain('data-colour="#ffd23f"');
    }
  });

  it("the rule can fail: the sun with someone under it stays as it was", () => {
    const svg = pageSvg("a girl playing in the garden", 1);
    expect(svg.indexOf(`data-motif="${hex("sun")}"`)).toBe(-1);
  });
});
