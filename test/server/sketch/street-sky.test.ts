import { describe, expect, it } from "vitest";
import { motifByHexcode } from "../../../server/sketch/drawing-index.js";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { ofTheSky } from "../../../server/sketch/words.js";
import { pageSvg } from "./helpers.js";

/**
 * A street's sky is over its roofs. "a street at night" had drawn the night's moon as the page's
 * subject, standing in the road as tall as the houses; "a cat on a street at night" had the moon
 * lying in the road beside the cat. "a street at night", "a town at night" and "a cat on a street
 * at night" were looked at while the rule was written; these were not.
 */
describe("a thing of the sky said of a street is in its sky", () => {
  it.each(["an alley at night", "downtown at night", "a rabbit in an alley at night", "a dog in a village at night"])(
    "%s",
    (subject) => {
      for (let seed = 1; seed <= 4; seed++) {
        const svg = pageSvg(subject, seed);
        const sky = placedDrawings(svg).filter((d) => ofTheSky(motifByHexcode(d.hexcode)?.annotation ?? ""));
        for (const d of sky) {
          expect(d.box.y1 - d.box.y0, `seed ${seed}`).toBeLessThan(300);
          // Above the page's middle: nothing of the sky on the ground.
          expect(d.box.y0 + d.box.y1, `seed ${seed}`).toBeLessThan(1024);
        }
      }
    },
  );

  it("the rule can fail: the sun or the moon said alone is the page's subject", () => {
    const moon = placedDrawings(pageSvg("the crescent moon", 1)).filter((d) =>
      ofTheSky(motifByHexcode(d.hexcode)?.annotation ?? ""),
    );
    expect(Math.max(...moon.map((d) => d.box.y1 - d.box.y0))).toBeGreaterThan(300);
  });
});
