import { describe, expect, it } from "vitest";
import { makeContext } from "../../../server/sketch/context.js";
import { classify } from "../../../server/sketch/extras.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { contentBox } from "../../../server/sketch/layouts/common.js";
import { serialiseSvg } from "../../../server/svg/tree.js";
import { portraitMotif } from "../../helpers/sketch-requests.js";
import { inkOf } from "./helpers.js";

// A made thing or a food alone on a portrait page is kept indoors (layouts/motif.ts
// `thingAlone`): no hills, trees, road or sky round it, and it fills the page. Measured on the
// pixels: the page's ink besides the asked drawing and the frame (the scenery), and the asked
// drawing's own ink box. The first subjects showed the class on a fresh sample; the rest are held out.

const request = portraitMotif;

/** The ink's share of the page and its box's size (1024 units). */
function ink(svg: string) {
  const b = inkOf(svg);
  return { share: b.share, w: b.x1 - b.x0, h: b.y1 - b.y0 };
}

function measure(subject: string, seed: number) {
  const req = request(subject, seed);
  const svg = renderSketchSvg(req);
  const open = /^<svg[^>]*>/.exec(svg)?.[0] ?? "";
  const { asked } = classify(svg, req.sketch as Record<string, string>, "line-art");
  const withoutFrame = svg.replace(/<g[^>]*data-frame="1"[^>]*>.*?<\/g>|<[^>]*data-frame="1"[^>]*\/>/gs, "");
  const own = ink(`${open}${serialiseSvg(asked.map((p) => p.element))}</svg>`);
  const box = contentBox(makeContext(req));
  return { scenery: ink(withoutFrame).share - own.share, wide: own.w / box.w, tall: own.h / box.h };
}

const seeds = [0, 1, 2, 3, 4, 5, 6, 7];

/** On each of 8 pages the subject fills the page with stars and sparkles only round it. */
function largeAlone(subject: string) {
  for (const seed of seeds) {
    const m = measure(subject, seed);
    // Stars and sparkles only: hills, trees, a road and clouds were 1.6-3.3 % of the page.
    expect(m.scenery, `${subject}, seed ${seed}`).toBeLessThan(0.011);
    expect(m.wide >= 0.6 || m.tall >= 0.45, `${subject}, seed ${seed}`).toBe(true);
  }
}

describe("a made thing or a food alone is drawn large with no landscape round it", () => {
  it.each(["a pretzel", "a donut", "a camera", "a cupcake", "sunglasses", "a teapot", "a basket", "a bowl of soup"])(
    "%s, over 8 pages",
    largeAlone,
  );

  it.each(["a fox", "a giraffe", "a fire truck"])("%s still stands in its places on some pages", (subject) => {
    expect(Math.max(...seeds.map((seed) => measure(subject, seed).scenery))).toBeGreaterThan(0.015);
  });
});

// A picture the set draws in a frame (ink-measure.ts `framedPicture`) asked for alone is a page of
// its own too: it had stood as a tile on a mound of grass, or in a landscape under a second sky
// (the space theme's shooting star, fresh sample seed 6302127). The last three are held out.
describe("a picture in a frame alone is drawn large with no landscape round it", () => {
  it.each(["fireworks", "a shooting star", "a mountain", "a sparkler", "a water wave", "fog"])(
    "%s, over 8 pages",
    largeAlone,
  );
});
