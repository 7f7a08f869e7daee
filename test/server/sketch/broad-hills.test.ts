import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { renderSketchSvg, type SketchRequest } from "../../../server/sketch/index.js";
import { portraitMotif } from "../../helpers/sketch-requests.js";
import { askedOnPage, landPaths } from "./helpers.js";

// A subject shorter than the page stands on a rise of the ground. The rise had been level for a
// third of the subject's width and fallen to the ground inside the page: a narrow bell under a
// chick, a bunny, a hatching chick or a pumpkin, each balanced on its top (fresh sample seed
// 64602127: "easter coloring book for toddlers", five of twelve pages; "halloween pumpkins").
// Measured on the pixels: the land a page draws of its own, filled, is at least as wide as the
// thing standing on it a little below its top. The first rows showed the class; the rest are held out.

/** The page's own land (top-level white-filled paths spanning the page), each drawn filled alone. */
function lands(req: SketchRequest): Array<{ top: number; widthAt: (y: number) => number }> {
  const svg = renderSketchSvg(req);
  const open = /^<svg[^>]*>/.exec(svg)?.[0] ?? "";
  return landPaths(svg).map(({ d }) => {
    const img = new Resvg(`${open}<path d="${d}" fill="#000"/></svg>`, {
      fitTo: { mode: "width", value: 512 },
      font: { loadSystemFonts: false },
    }).render();
    const k = 1024 / img.width;
    const px = img.pixels;
    const row = (y: number) => {
      let n = 0;
      for (let x = 0; x < img.width; x++) if ((px[(y * img.width + x) * 4 + 3] as number) > 128) n++;
      return n;
    };
    let top = 0;
    while (top < img.height && row(top) === 0) top++;
    return { top: top * k, widthAt: (y: number) => row(Math.min(img.height - 1, Math.round(y / k))) * k };
  });
}

describe("a subject raised on the ground stands on a broad hill, never a bell", () => {
  it.each([
    "a chick",
    "a bunny",
    "a hatching chick",
    "a pumpkin",
    "a halloween pumpkin",
    "a lamb",
    // held out
    "a frog",
    "a mouse",
    "a duck",
    "a snail",
    "a halloween cat",
    "an easter bunny",
  ])("%s: on 12 pages, the land under it is as wide as it a little below its top", (subject) => {
    let raised = 0;
    for (let seed = 0; seed < 12; seed++) {
      const req = portraitMotif(subject, seed);
      const [thing] = askedOnPage(subject, seed);
      if (!thing) continue;
      for (const land of lands(req)) {
        const feet = thing.box.y1;
        // Land whose top is under the thing's feet (a hill it stands on), well above the floor.
        if (Math.abs(land.top - feet) > 40 || land.top > 1100) continue;
        raised++;
        expect(land.widthAt(land.top + 40), `${subject}, seed ${seed}`).toBeGreaterThanOrEqual(
          // One wider than the art box (a pumpkin filling it) on land as wide as the box.
          Math.min((thing.box.x1 - thing.box.x0) * 0.9, 700),
        );
      }
    }
    expect(raised, `${subject}: raised on some page`).toBeGreaterThan(0);
  });
});
