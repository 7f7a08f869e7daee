import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { makeContext } from "../../../server/sketch/context.js";
import { classify } from "../../../server/sketch/extras.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { contentBox } from "../../../server/sketch/layouts/common.js";
import { serialiseSvg } from "../../../server/svg/tree.js";
import { portraitMotif } from "../../helpers/sketch-requests.js";
import { inkOf } from "./helpers.js";

/**
 * A flier facing sideways alone on a page is drawn whole, never a close view cut by the frame: a
 * bee's face and a bat's wings had been cut on one page of eight (fresh sample, seed 7302127).
 * One that looks the same both ways (a butterfly) may still be seen close. Held out: the bat.
 */
describe("a flier facing sideways is whole on every page", () => {
  it.each([
    ["a honeybee", "honeybee"],
    ["a cute bat", "bat"],
  ])("%s", (subject, name) => {
    const hex = motifByAnnotation(name)?.hexcode;
    for (const seed of [0, 1, 2, 3, 4, 5, 6, 7]) {
      const req = portraitMotif(subject, seed);
      const svg = renderSketchSvg(req);
      const open = /^<svg[^>]*>/.exec(svg)?.[0] ?? "";
      const drawn = classify(svg, req.sketch as Record<string, string>, "line-art").asked.filter(
        (p) => p.hexcode === hex,
      );
      expect(drawn.length, `${subject}, seed ${seed}`).toBe(1);
      // The drawing alone, unclipped: all of it inside the page's content box.
      const b = inkOf(`${open}${serialiseSvg(drawn.map((p) => p.element))}</svg>`);
      const box = contentBox(makeContext(req));
      const inside = b.x0 >= box.x - 4 && b.x1 <= box.x + box.w + 4 && b.y0 >= box.y - 4 && b.y1 <= box.y + box.h + 4;
      expect(inside, `${subject}, seed ${seed}: ${JSON.stringify(b)} in ${JSON.stringify(box)}`).toBe(true);
    }
  });
});
