import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { matchMotif, motifByAnnotation, wholeBodyOf } from "../../../server/sketch/art.js";
import type { Pose } from "../../../server/sketch/body.js";
import { makeContext } from "../../../server/sketch/context.js";
import { lineMotif, svgPage } from "../../../server/sketch/draw.js";
import { renderSketchSvg, type SketchRequest } from "../../../server/sketch/index.js";
import { inkBounds, type PageBox, placedInk, turnedInkBounds } from "../../../server/sketch/ink-bounds.js";
import { contentBox } from "../../../server/sketch/layouts/common.js";
import { parseRelation } from "../../../server/sketch/layouts/relation.js";

// Composition (docs/sketch.md, "Composition"): the subject's ink spans most of the art box, the
// two things of a phrase stand in the relation it states, nothing unasked sits on them.

const request = (subject: string, page: string, seed: number, hub = "kids", layout = "motif"): SketchRequest => ({
  toolId: `${hub}/test`,
  hub,
  output: "line-art",
  sketch: { layout, subject, page, detail: "medium" },
  seed,
});

/** Every drawing on the page and the box its ink covers (from its placement and its own ink). */
function placed(svg: string) {
  return [
    ...svg.matchAll(
      /<g transform="translate\(([-\d.]+) ([-\d.]+)\) scale\(([\d.]+)\)(?: rotate\((-?[\d.]+) 36 36\))?( translate\(72 0\) scale\(-1 1\))?"><g data-motif="([0-9A-Fa-z-]+)"(?: data-pose="(\w+)")?>/g,
    ),
  ].map((m) => {
    const size = Number(m[3]) * 72;
    const hex = m[6] as string;
    // A head drawn whole (body.ts) is measured as its figure.
    const pose = m[7] as Pose | undefined;
    const [x, y, flip] = [Number(m[1]) + size / 2, Number(m[2]) + size / 2, !!m[5]];
    // A turned drawing (a wide subject climbing a portrait page): its turned ink, mirrored already.
    const ink = m[4]
      ? placedInk(turnedInkBounds(hex, Number(m[4]), flip, undefined, pose), x, y, size)
      : placedInk(inkBounds(hex, undefined, pose), x, y, size, flip);
    return { hex, pose, ink };
  });
}

const hexOf = (name: string) => {
  const m = motifByAnnotation(name);
  if (!m) throw new Error(`no drawing "${name}"`);
  return m.hexcode;
};

const overlap = (a: PageBox, b: PageBox) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("a drawing's ink box", () => {
  it.each(["unicorn", "turtle", "rocket", "evergreen tree", "cat"])("%s: measured where resvg inks it", (name) => {
    const m = motifByAnnotation(name);
    if (!m) throw new Error(name);
    for (const flip of [false, true]) {
      const at = { x: 400, y: 500, size: 600, flip };
      const svg = svgPage(lineMotif(m, at, { main: 8, fine: 4 }));
      const img = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
      const px = img.pixels;
      let [x0, y0, x1, y1] = [1e9, 1e9, -1, -1];
      for (let y = 0; y < img.height; y++)
        for (let x = 0; x < img.width; x++)
          if ((px[(y * img.width + x) * 4] as number) < 160) {
            x0 = Math.min(x0, x);
            x1 = Math.max(x1, x);
            y0 = Math.min(y0, y);
            y1 = Math.max(y1, y);
          }
      const b = placedInk(inkBounds(m.hexcode), at.x, at.y, at.size, flip);
      // The line width differs from the measuring render by a few px on each side.
      for (const [got, want] of [
        [x0, b.x],
        [y0, b.y],
        [x1 + 1, b.x + b.w],
        [y1 + 1, b.y + b.h],
      ])
        expect(Math.abs((got as number) - (want as number))).toBeLessThan(10);
    }
  });
});

/** Ordinary single-subject requests (each drawn as itself). */
const ordinary = [
  "a unicorn",
  "a teddy bear",
  "a dinosaur",
  "a fire truck",
  "a rocket",
  "an owl",
  "a butterfly",
  "a dragon",
  "a princess",
  "a robot",
  "a cupcake",
  "a castle",
  "a bee",
  "a cat",
  "a dog",
  "an elephant",
  "a horse",
  "a lion",
  "a penguin",
  "a pizza",
  "an ice cream",
  "a snowman",
  "a mermaid",
  "a fox",
];

describe("the subject is large and fills the page top to bottom", () => {
  it.each(ordinary)("%s: its ink spans ≥ 60 %% of the art box on portrait and square pages, every seed", (subject) => {
    // A head of the set we drew a whole body for (the unicorn) stands as that body.
    const m = matchMotif(subject);
    const hex = (wholeBodyOf(m) ?? m).hexcode;
    for (const page of ["portrait", "square"])
      for (const seed of [1, 9, 17, 25, 33, 41]) {
        const req = request(subject, page, seed);
        const box = contentBox(makeContext(req));
        const drawn = placed(renderSketchSvg(req));
        const hero = drawn.filter((d) => d.hex === hex).sort((a, b) => b.ink.h - a.ink.h)[0];
        if (!hero) throw new Error(`${subject} not drawn`);
        const span = page === "portrait" ? hero.ink.h / box.h : Math.max(hero.ink.h, hero.ink.w) / box.w;
        // A drawing wider than tall fills the portrait page's width instead (it cannot be taller).
        const wide = page === "portrait" && hero.ink.h < hero.ink.w * 0.85 && hero.ink.w / box.w >= 0.9;
        expect({ page, seed, large: span >= 0.6 || wide }).toEqual({ page, seed, large: true });
        // Not a drawing low on the page under an empty sky: its top is in the upper 40 %.
        const high = hero.ink.y - box.y <= box.h * (wide ? 0.45 : 0.4);
        expect({ page, seed, high }).toEqual({ page, seed, high: true });
        // Nothing else drawn touches it.
        for (const other of drawn.filter((d) => d !== hero))
          expect({ page, seed, other: other.hex, overlap: overlap(other.ink, hero.ink) }).toEqual({
            page,
            seed,
            other: other.hex,
            overlap: false,
          });
      }
  });

  it("a wide drawing (a turtle) fills the portrait page's width instead", () => {
    // Whole on every page of a batch, each at a width of its own: 80 % of the box's at the least.
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const req = request("a turtle", "portrait", seed);
      const box = contentBox(makeContext(req));
      const turtle = placed(renderSketchSvg(req)).find((d) => d.hex === hexOf("turtle"));
      expect((turtle?.ink.w ?? 0) / box.w, `seed ${seed}`).toBeGreaterThanOrEqual(0.8);
    }
  });

  it("no plain circle is drawn round a lone subject", () => {
    for (const seed of [1, 9, 17, 25])
      expect(renderSketchSvg(request("an owl", "portrait", seed))).not.toMatch(/<circle/);
  });
});

describe("two things stand in the relation the phrase states", () => {
  it.each([
    ["a cat on a rock", "cat", "on", "rock"],
    ["a mermaid sitting on a rock", "mermaid", "on", "rock"],
    ["a bird over a house", "bird", "over", "house"],
    ["a dog jumping over a log", "dog", "over", "wood"],
    ["a girl under a tree", "girl", "under", "evergreen tree"],
    ["a girl reading under a tree", "girl", "under", "evergreen tree"],
    ["a cat wearing a hat", "cat", "wearing", "top hat"],
    ["a bear riding a bike", "bear", "riding", "bicycle"],
    ["a lion reading a book", "lion", "holding", "open book"],
    ["a penguin with an umbrella", "penguin", "holding", "umbrella"],
    ["a dog and a cat", "dog", "beside", "cat"],
    ["a fox next to a mushroom", "fox", "beside", "mushroom"],
    ["a frog in a bucket", "frog", "in", "bucket"],
  ])("%s → %s %s %s", (phrase, one, relation, other) => {
    const r = parseRelation(phrase);
    expect({ one: r?.one.annotation, relation: r?.relation, other: r?.other?.annotation }).toEqual({
      one,
      relation,
      other,
    });
  });

  it.each(["a fox in the forest", "a cow on a farm", "a shark in the ocean", "a rabbit in a garden", "a unicorn"])(
    "%s: no second drawing (a place is the backdrop)",
    (phrase) => expect(parseRelation(phrase)).toBeUndefined(),
  );

  /** The two drawings' ink boxes on a page of the phrase. */
  function pair(phrase: string, one: string, other: string, page = "portrait", seed = 5, layout = "motif") {
    const side = parseRelation(phrase)?.relation === "beside";
    const req = request(phrase, page, seed, "kids", layout);
    const drawn = placed(renderSketchSvg(req));
    const a = drawn.find((d) => d.hex === hexOf(one))?.ink;
    // A scene's backdrop may hold smaller ones of the same kind: the relation's is the largest.
    const b = drawn.filter((d) => d.hex === hexOf(other)).sort((p, q) => q.ink.h - p.ink.h)[0]?.ink;
    if (!a || !b) throw new Error(`${phrase}: ${one} ${!!a}, ${other} ${!!b}`);
    const box = contentBox(makeContext(req));
    // Both readable (the subject at least a quarter of the art box's height, a worn or held
    // thing at least 15 %), and the pair most of it.
    expect(a.h / box.h).toBeGreaterThan(0.25);
    expect(b.h / box.h).toBeGreaterThan(0.15);
    // One above the other, they fill 60 % of the box's height like a lone subject; side by
    // side, most of its width (a head drawn whole is narrower for its height than the head alone).
    if (side) expect((Math.max(a.x + a.w, b.x + b.w) - Math.min(a.x, b.x)) / box.w).toBeGreaterThan(0.85);
    else expect((Math.max(a.y + a.h, b.y + b.h) - Math.min(a.y, b.y)) / box.h).toBeGreaterThan(0.6);
    return { a, b, box };
  }

  const pages = ["portrait", "square"];
  const seeds = [2, 5, 11];
  const each = (f: (page: string, seed: number) => void) => {
    for (const page of pages) for (const seed of seeds) f(page, seed);
  };

  it("a cat on a rock: the cat's feet on the rock's top", () =>
    each((page, seed) => {
      const { a, b } = pair("a cat on a rock", "cat", "rock", page, seed);
      expect(Math.abs(a.y + a.h - (b.y + b.h * 0.3))).toBeLessThan(b.h * 0.12);
      expect(a.x + a.w / 2).toBeGreaterThan(b.x);
      expect(a.x + a.w / 2).toBeLessThan(b.x + b.w);
    }));

  it("a bird over a house: the bird wholly above the house", () =>
    each((page, seed) => {
      const { a, b } = pair("a bird over a house", "bird", "house", page, seed);
      expect(a.y + a.h).toBeLessThanOrEqual(b.y);
    }));

  it("a girl under a tree: the girl at the tree's foot, under its top third, at least half as tall", () =>
    each((page, seed) => {
      const { a, b } = pair("a girl under a tree", "girl", "evergreen tree", page, seed);
      expect(a.x).toBeGreaterThanOrEqual(b.x);
      expect(a.x + a.w).toBeLessThanOrEqual(b.x + b.w);
      expect(a.y).toBeGreaterThanOrEqual(b.y + b.h * 0.35);
      expect(a.y + a.h).toBeLessThanOrEqual(b.y + b.h + 1);
      expect(a.h).toBeGreaterThanOrEqual(b.h * 0.5);
    }));

  it("a cat wearing a hat: the hat on top of the cat's head", () =>
    each((page, seed) => {
      const { a, b } = pair("a cat wearing a hat", "cat", "top hat", page, seed);
      expect(b.y).toBeLessThan(a.y);
      expect(b.y + b.h).toBeGreaterThan(a.y);
      expect(b.y + b.h).toBeLessThan(a.y + a.h * 0.2);
    }));

  it("a bear riding a bike: the bear's lower half on the bike", () =>
    each((page, seed) => {
      const { a, b } = pair("a bear riding a bike", "bear", "bicycle", page, seed);
      expect(a.y).toBeLessThan(b.y);
      expect(a.y + a.h).toBeGreaterThan(b.y);
      expect(a.y + a.h).toBeLessThan(b.y + b.h);
    }));

  it("a lion reading a book: the book held in front of the lion", () =>
    each((page, seed) => {
      // Read, so held open (`understood` names the open book).
      const { a, b } = pair("a lion reading a book", "lion", "open book", page, seed);
      expect(overlap(a, b)).toBe(true);
      expect(b.y).toBeGreaterThan(a.y);
    }));

  it("a dog and a cat: side by side on one ground, apart, on a square page and a portrait one", () =>
    each((page, seed) => {
      // Two on all fours: a step behind on a portrait page, the one in front had laid its head
      // over the other's back (pairs-apart.test.ts).
      const { a, b } = pair("a dog and a cat", "dog", "cat", page, seed);
      expect(overlap(a, b)).toBe(false);
      expect(Math.abs(a.y + a.h - (b.y + b.h))).toBeLessThan(page === "square" ? 4 : 40);
    }));

  it("a frog in a bucket: the frog's lower part inside the bucket", () =>
    each((page, seed) => {
      const { a, b } = pair("a frog in a bucket", "frog", "bucket", page, seed);
      expect(a.y + a.h).toBeGreaterThan(b.y);
      expect(a.y + a.h).toBeLessThan(b.y + b.h);
      expect(a.x + a.w / 2).toBeGreaterThan(b.x);
      expect(a.x + a.w / 2).toBeLessThan(b.x + b.w);
    }));

  it("in a scene, the relation holds in front of the backdrop", () => {
    const { a, b } = pair("a girl under a tree", "girl", "evergreen tree", "portrait", 5, "scene");
    expect(a.x).toBeGreaterThanOrEqual(b.x);
    expect(a.y).toBeGreaterThanOrEqual(b.y + b.h * 0.35);
    expect(a.h).toBeGreaterThanOrEqual(b.h * 0.5);
  });
});
