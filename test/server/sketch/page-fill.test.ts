import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { makeContext } from "../../../server/sketch/context.js";
import { classify } from "../../../server/sketch/extras.js";
import { renderSketchSvg, type SketchRequest } from "../../../server/sketch/index.js";
import type { PageBox } from "../../../server/sketch/ink-bounds.js";
import { contentBox } from "../../../server/sketch/layouts/common.js";
import { serialiseSvg } from "../../../server/svg/tree.js";
import { portraitMotif } from "../../helpers/sketch-requests.js";

// A portrait page is filled top to bottom by what was asked (docs/sketch.md, "Composition"):
// measured on the pixels of the asked drawings alone, rendered as placed (turned ones included).

const request = portraitMotif;

/** Each asked drawing's ink box on the page, from its own pixels (1024 units across). */
function askedInk(req: SketchRequest): PageBox[] {
  const svg = renderSketchSvg(req);
  const open = /^<svg[^>]*>/.exec(svg)?.[0] ?? "";
  const { asked } = classify(svg, req.sketch as Record<string, string>, "line-art");
  return asked.map((p) => {
    const img = new Resvg(`${open}${serialiseSvg([p.element])}</svg>`, {
      fitTo: { mode: "width", value: 512 },
      font: { loadSystemFonts: false },
    }).render();
    const px = img.pixels;
    const k = 1024 / img.width;
    let [x0, y0, x1, y1] = [1e9, 1e9, -1, -1];
    for (let y = 0; y < img.height; y++)
      for (let x = 0; x < img.width; x++)
        if ((px[(y * img.width + x) * 4 + 3] as number) > 100 && (px[(y * img.width + x) * 4] as number) < 128) {
          x0 = Math.min(x0, x);
          x1 = Math.max(x1, x);
          y0 = Math.min(y0, y);
          y1 = Math.max(y1, y);
        }
    return { x: x0 * k, y: y0 * k, w: (x1 + 1 - x0) * k, h: (y1 + 1 - y0) * k };
  });
}

const union = (boxes: PageBox[]) => {
  const y0 = Math.min(...boxes.map((b) => b.y));
  const y1 = Math.max(...boxes.map((b) => b.y + b.h));
  return { y0, y1 };
};

/** How the asked ink sits in the art box inside the frame, as shares of its height. */
function fill(req: SketchRequest, boxes = askedInk(req)) {
  const box = contentBox(makeContext(req));
  const u = union(boxes);
  return {
    top: (u.y0 - box.y) / box.h,
    bottom: (u.y1 - box.y) / box.h,
    span: (u.y1 - u.y0) / box.h,
    each: boxes.map((b) => b.h / box.h),
  };
}

describe("a lone subject fills the portrait page top to bottom", () => {
  it.each(["a giraffe", "a castle", "an owl", "a cupcake", "a fire truck", "a whale", "a crocodile", "a train"])(
    "%s: reaches the top and bottom quarters, spans at least 60 percent, every composition of a batch",
    (subject) => {
      for (let seed = 40; seed < 48; seed++) {
        const f = fill(request(subject, seed));
        const got = { seed, top: f.top <= 0.25, bottom: f.bottom >= 0.75, span: f.span >= 0.6 };
        expect(got, JSON.stringify(f)).toEqual({ seed, top: true, bottom: true, span: true });
      }
    },
  );
});

describe("a wide subject on the ground is never turned to fill the page", () => {
  // Issue 41: a turtle or a car had climbed a slope at 30–45° to span the height. Level, it
  // spans the page's width on the ground of a place (80 % of it at the least: each page of a
  // batch at a width of its own, since it is no longer seen close and cut by the frame), or is
  // seen close and spans the height.
  it.each(["a turtle", "a car"])("%s: level across the width on the ground, or close and tall", (subject) => {
    for (let seed = 40; seed < 48; seed++) {
      const req = request(subject, seed);
      const boxes = askedInk(req);
      const f = fill(req, boxes);
      const width = Math.max(...boxes.map((b) => b.w)) / contentBox(makeContext(req)).w;
      const tall = f.top <= 0.25 && f.bottom >= 0.75 && f.span >= 0.6;
      const level = f.bottom >= 0.75 && width >= 0.8;
      expect(tall || level, JSON.stringify({ seed, width, ...f })).toBe(true);
    }
  });
});

describe("two or three asked subjects fill the portrait page together", () => {
  // They stand side by side on one ground, one a step behind, so they span less of the height
  // than in depth; stood in depth to span 60 %, one read as standing on another's head. Two on
  // all fours stand apart, their width setting their size, as three in a row do.
  it.each([
    ["a dog and a cat", 0.25, 0.25],
    ["a cat and a dog", 0.25, 0.25],
    ["two dogs", 0.25, 0.25],
    ["a unicorn and a dragon", 0.25, 0.25],
    ["a girl and a dog", 0.35, 0.42],
    ["three cats", 0.28, 0.42],
    ["three owls", 0.28, 0.42],
    // Three long, low ones stand in a row: the width sets their size.
    ["three pigs", 0.25, 0.35],
  ] as const)("%s: each at least %s of the height, the group spanning at least %s of it", (subject, least, span) => {
    for (let seed = 40; seed < 44; seed++) {
      const f = fill(request(subject, seed));
      const got = { seed, count: f.each.length, each: Math.min(...f.each) >= least, span: f.span >= span };
      expect(got, JSON.stringify(f)).toEqual({
        seed,
        count: subject.startsWith("three") ? 3 : 2,
        each: true,
        span: true,
      });
    }
  });

  it("a big bear and a tiny mouse: the bear large, the mouse in front at its size beside it", () => {
    for (let seed = 40; seed < 44; seed++) {
      const [bear, mouse] = askedInk(request("a big bear and a tiny mouse", seed)).sort((a, b) => b.h - a.h);
      const f = fill(request("a big bear and a tiny mouse", seed));
      expect({ seed, span: f.span >= 0.6, bear: (bear?.h ?? 0) / (mouse?.h ?? 1) > 2 }).toEqual({
        seed,
        span: true,
        bear: true,
      });
    }
  });
});

describe("a swimmer alone is whole on every page of a batch", () => {
  // Seen close, a fish, a shark or a whale had lost its tail or its head to the frame; it swims
  // whole in its water or at its surface instead. Held out: none of these four was looked at
  // while the rule was made.
  it.each(["a dolphin", "a jellyfish", "a seal", "a tropical fish"])("%s: its ink inside the art box", (subject) => {
    for (let seed = 40; seed < 48; seed++) {
      const req = request(subject, seed);
      const box = contentBox(makeContext(req));
      const out = askedInk(req).filter(
        (b) => b.x < box.x - 2 || b.y < box.y - 2 || b.x + b.w > box.x + box.w + 2 || b.y + b.h > box.y + box.h + 2,
      );
      expect({ seed, out }).toEqual({ seed, out: [] });
    }
  });
});
