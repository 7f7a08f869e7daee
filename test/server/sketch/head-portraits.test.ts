import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { classify } from "../../../server/sketch/extras.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { portraitMotif } from "../../helpers/sketch-requests.js";

/**
 * Issue 41, class 3 (fresh seed 32602127: "detailed wolf portrait", "german shepherd portrait"): a
 * head the set draws alone is a portrait centred on the page, on no ground. It had sat on a hill,
 * a wolf's or a dog's head on a mound for shoulders. Made on the wolf and the dog; held out: the
 * tiger, the bear, the panda, the fox.
 */
function underTheHead(subject: string, seed: number) {
  const req = portraitMotif(subject, seed);
  const svg = renderSketchSvg(req);
  const head = classify(svg, req.sketch as Record<string, string>, "line-art").asked[0]?.box;
  const img = new Resvg(svg, { fitTo: { mode: "width", value: 256 }, font: { loadSystemFonts: false } }).render();
  const px = img.pixels;
  const k = img.width / 1024;
  // The lowest ink in the middle of the page's width, above its frame: a ground line or a hill
  // runs there, a sparkle in a corner does not.
  let lowest = 0;
  for (let y = 0; y < img.height - 70 * k; y++)
    for (let x = Math.ceil(img.width * 0.3); x < img.width * 0.7; x++) {
      const i = (y * img.width + x) * 4;
      if ((px[i + 3] as number) > 100 && (px[i] as number) < 128) lowest = y / k;
    }
  return { head, lowest, centre: head ? (head.y0 + head.y1) / 2 / (img.height / k) : 0 };
}

describe("a head alone is a portrait on no ground", () => {
  it.each(["a tiger face", "a bear head", "panda portrait", "a fox face"])(
    "%s: no ground under it, its middle near the page's",
    (subject) => {
      for (const seed of [0, 1, 2, 3]) {
        const { head, lowest, centre } = underTheHead(subject, seed);
        expect(head, `${subject} at ${seed}`).toBeDefined();
        expect(lowest, `${subject} at ${seed}`).toBeLessThan((head?.y1 ?? 0) + 12);
        expect(Math.abs(centre - 0.5), `${subject} at ${seed}`).toBeLessThan(0.08);
      }
    },
  );

  it("the rule can fail: an animal with its body stands on the ground", () => {
    const { head, lowest } = underTheHead("a tiger", 0);
    expect(lowest).toBeGreaterThan((head?.y1 ?? 0) + 12);
  });
});
