import { describe, expect, it } from "vitest";
import { askedCover } from "../../../server/sketch/extras.js";
import { renderSketchPage, type SketchRequest } from "../../../server/sketch/index.js";
import { detailedPage as detailed, withPatterns } from "./helpers.js";

/**
 * The ink the detailed level adds to a page (its patterns), split by where it lands: on the
 * drawings asked for, or clearly off them (no asked drawing within 12 units).
 */
function patternInk(req: SketchRequest) {
  const { svg, before, after: bw, w, h } = withPatterns(req);
  const on = askedCover(svg, req.sketch);
  if (!on) throw new Error("no asked drawing placed");
  const k = 1024 / w;
  const d = 12;
  let onSubject = 0;
  let off = 0;
  for (let y = 0; y < h; y += 2)
    for (let x = 0; x < w; x += 2) {
      const i = y * w + x;
      if (!(before[i] === 255 && bw[i] === 0)) continue;
      const [u, v] = [x * k, y * k];
      if (on(u, v)) onSubject++;
      else if (!on(u - d, v) && !on(u + d, v) && !on(u, v - d) && !on(u, v + d)) off++;
    }
  return { onSubject, off };
}

/**
 * A detailed page fills the subject asked for with patterns and leaves the place round it plain:
 * a realistic lion had stood in a park whose ground band, trees and cloud were patterned like
 * its mane, so the lion could not be told from its background. The lion, the rooster and the
 * gorilla were looked at while the rule was written; these animals were not.
 */
describe("a detailed page patterns its subject, not the scenery round it", () => {
  it.each([
    "intricate peacock",
    "barn owl with detailed feathers",
    "detailed wolf portrait",
    "a realistic elephant",
    "intricate horse",
  ])("%s: patterns on the animal, none on the place", (subject) => {
    for (const seed of [3, 11]) {
      const { onSubject, off } = patternInk(detailed(subject, seed));
      expect(onSubject).toBeGreaterThan(2000);
      expect(off / (onSubject + off)).toBeLessThan(0.03);
    }
  });

  it("the page still passes the gate at the detailed level", () => {
    for (const subject of ["intricate peacock", "a realistic elephant"]) {
      const { quality } = renderSketchPage(detailed(subject, 3));
      expect(quality?.passed).toBe(true);
    }
  });
});
