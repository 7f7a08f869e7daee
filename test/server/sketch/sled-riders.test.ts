import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { parseRelation } from "../../../server/sketch/layouts/relation.js";
import { pageSvg } from "./helpers.js";

/**
 * Issue 41, class 1 (seed 1502127): someone in a sled or a sleigh sits on it, in front of its
 * back: "santa in his sleigh" had been a head over the slats of the sled's back, the rest of him
 * behind it. Held out: none of these riders is in the rule, which reads WordNet's kinds of sled.
 */
const sled = motifByAnnotation("sled")?.hexcode ?? "sled";
/** Whether the rider's drawing comes after the sled's in the page, so it is drawn over it. */
const inFront = (svg: string, rider: string) =>
  svg.indexOf(`data-motif="${motifByAnnotation(rider)?.hexcode}"`) > svg.indexOf(`data-motif="${sled}"`);

describe("someone in a sled sits on it, in front of its back", () => {
  it.each([
    ["a penguin in a sled", "penguin"],
    ["an elf in a sleigh", "elf"],
  ])("%s", (subject, rider) => {
    expect(parseRelation(subject)?.relation).toBe("riding");
    for (const seed of [1, 2]) {
      const svg = pageSvg(subject, seed);
      expect(svg, `seed ${seed}`).toContain(`data-motif="${sled}"`);
      expect(inFront(svg, rider), `seed ${seed}`).toBe(true);
    }
  });

  it("the rule can fail: in a holder is still in it", () => {
    expect(parseRelation("a kitten in a basket")?.relation).toBe("in");
  });
});
