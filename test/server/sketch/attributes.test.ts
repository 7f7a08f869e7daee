import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { matchMotif, motifByAnnotation, motifMarkup, oneEyedMotif } from "../../../server/sketch/art.js";
import { castOf, plural } from "../../../server/sketch/cast.js";
import { lineMotif } from "../../../server/sketch/draw.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { flood } from "../../helpers/regions.js";

/** Every drawing placed on a page: which one, how big (px on the 1024 page), where. */
function placed(svg: string) {
  return [
    ...svg.matchAll(
      /<g transform="translate\(([-\d.]+) ([-\d.]+)\) scale\(([\d.]+)\)[^"]*"><g data-motif="([0-9A-F-]+)"(?: data-pose="\w+")?>/g,
    ),
  ].map((m) => {
    const size = Number(m[3]) * 72;
    return { hex: m[4] as string, size, x: Number(m[1]) + size / 2, y: Number(m[2]) + size / 2 };
  });
}

const hexOf = (name: string) => {
  const m = motifByAnnotation(name);
  if (!m) throw new Error(`no drawing "${name}"`);
  return m.hexcode;
};

const page = (sketch: Record<string, string>, seed = 5, toolId = "kids/simple", hub = "kids") =>
  renderSketchSvg({ toolId, hub, output: "line-art", seed, sketch });

describe("counts: that many of the subject on the page", () => {
  it.each([
    ["three cats", "cat", 3],
    ["2 dogs", "dog", 2],
    ["a pair of owls", "owl", 2],
    ["a couple of foxes", "fox", 2],
    ["seven ducks", "duck", 7],
    ["a dozen cupcakes", "cupcake", 12],
  ])("%s → %s × %s, on motif and scene pages, whatever the seed", (subject, name, n) => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      for (const layout of ["motif", "scene"]) {
        const items = placed(page({ layout, subject, setting: "park" }, seed));
        expect(items.filter((p) => p.hex === hexOf(name)).length, `${layout} seed ${seed}`).toBe(n);
      }
    }
    const words = understandSketch({ layout: "motif", subject }, "line-art").understood;
    expect(words).toContainEqual({
      word: castOf(subject)?.[0]?.countWord,
      drawnAs: `${["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"][n]} ${plural(name)}`,
      exact: true,
    });
  });

  it("one cat is one cat (a lone subject never gains a little twin)", () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const items = placed(page({ layout: "motif", subject: "one cat" }, seed));
      expect(items.filter((p) => p.hex === hexOf("cat")).length).toBe(1);
    }
  });

  it("the same counts seen from above, in a container, looking up", () => {
    const views: Array<Record<string, string>> = [
      { perspective: "from above" },
      { container: "jar" },
      { perspective: "looking up" },
    ];
    for (const extra of views) {
      const items = placed(page({ layout: "motif", subject: "four rabbits", ...extra }));
      expect(items.filter((p) => p.hex === hexOf("rabbit")).length, JSON.stringify(extra)).toBe(4);
    }
  });

  it("more than a page holds is drawn as twelve, and said so", () => {
    const items = placed(page({ layout: "motif", subject: "100 ladybugs" }));
    expect(items.filter((p) => p.hex === hexOf("lady beetle")).length).toBe(12);
    expect(understandSketch({ layout: "motif", subject: "100 ladybugs" }, "line-art").understood).toContainEqual({
      word: "100",
      drawnAs: "twelve lady beetles (the most one page holds)",
      exact: false,
    });
  });

  it("a page kind that does not draw counts says so instead of claiming it", () => {
    expect(understandSketch({ layout: "pattern", subject: "three cats" }, "line-art").understood).toContainEqual({
      word: "three",
      drawnAs: "cat (this kind of page does not draw counts)",
      exact: false,
    });
  });

  it("numbers that are not counts stay words: a three-horned beast, the year 2024", () => {
    expect(castOf("three-horned beast")).toBeUndefined();
    expect(castOf("a cat")).toBeUndefined();
  });
});

describe("sizes: big and tiny, side by side", () => {
  it("a big bear and a tiny mouse: both drawn, the bear over three times the mouse", () => {
    for (const seed of [1, 2, 3, 4]) {
      for (const layout of ["motif", "scene"]) {
        const items = placed(page({ layout, subject: "a big bear and a tiny mouse", setting: "forest" }, seed));
        const bear = items.filter((p) => p.hex === hexOf("bear"));
        const mouse = items.filter((p) => p.hex === hexOf("mouse"));
        expect(bear.length).toBe(1);
        expect(mouse.length).toBe(1);
        expect((bear[0]?.size ?? 0) / (mouse[0]?.size ?? 1)).toBeGreaterThan(3);
      }
    }
    expect(
      understandSketch({ layout: "scene", subject: "a big bear and a tiny mouse" }, "line-art").understood,
    ).toEqual([
      { word: "bear", drawnAs: "bear", exact: true },
      { word: "mouse", drawnAs: "mouse", exact: true },
      { word: "big", drawnAs: "big bear", exact: true },
      { word: "tiny", drawnAs: "tiny mouse", exact: true },
    ]);
  });

  it("a lone subject: tiny < small < as it comes < giant", () => {
    const sizeOf = (subject: string) => {
      const cats = placed(page({ layout: "scene", subject, setting: "garden" })).filter(
        (p) => p.hex === hexOf("snail"),
      );
      expect(cats.length, subject).toBe(1);
      return cats[0]?.size ?? 0;
    };
    const tiny = sizeOf("a tiny snail");
    const small = sizeOf("a small snail");
    const plain = sizeOf("a snail");
    const giant = sizeOf("a giant snail");
    expect(tiny).toBeLessThan(small * 0.8);
    expect(small).toBeLessThan(plain * 0.75);
    expect(giant).toBeGreaterThan(plain * 1.1);
  });

  it("alone on a plain ground, a tiny or small subject is drawn over half the page wide, and understood says so", () => {
    for (const [subject, name] of [
      ["a tiny house", "house"],
      ["a small kitten", "cat"],
      ["a tiny mouse", "mouse"],
    ] as const) {
      for (const seed of [1, 2, 3]) {
        const sizeOf = (s: string) =>
          placed(page({ layout: "motif", subject: s }, seed)).find((p) => p.hex === hexOf(name))?.size ?? 0;
        // Over half the page wide (a tiny one was 0.38 of that: 290 px).
        expect(sizeOf(subject), subject).toBeGreaterThan(600);
      }
      const said = understandSketch({ layout: "motif", subject }, "line-art").understood.find((u) =>
        /tiny|small/.test(u.word),
      );
      expect(said, subject).toMatchObject({ exact: false });
      expect(said?.drawnAs, subject).toMatch(/^\w+ \(drawn page-size: alone, nothing to be (tiny|small) beside\)$/);
    }
    // In a place it keeps its size.
    const inGarden = understandSketch({ layout: "motif", subject: "a tiny snail in the garden" }, "line-art");
    expect(inGarden.understood).toContainEqual({ word: "tiny", drawnAs: "tiny snail", exact: true });
  });

  it("a giant panda is a panda, not a giant one", () => {
    expect(castOf("a giant panda")).toBeUndefined();
  });
});

describe("one-eyed: the drawing shows one eye", () => {
  /**
   * Eyes on a drawing, counted on its pixels: the round white areas its lines enclose (pupils
   * and eyes are drawn as rings and dots), small against the drawing and in its upper part.
   */
  function eyes(markup: string): number {
    const size = 360;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="#fff"/>${markup}</svg>`;
    const px = new Resvg(svg).render().pixels;
    const white = new Uint8Array(size * size);
    for (let i = 0; i < size * size; i++) white[i] = (px[i * 4] as number) >= 128 ? 1 : 0;
    const seen = new Uint8Array(size * size);
    let count = 0;
    for (let s = 0; s < size * size; s++) {
      if (!white[s] || seen[s]) continue;
      const { area, x0, x1, y0, y1 } = flood(white, size, size, s, seen);
      const w = x1 - x0 + 1;
      const h = y1 - y0 + 1;
      const round = Math.abs(area / (w * h) - Math.PI / 4) < 0.1 && w / h > 0.5 && w / h < 2;
      if (round && w > size * 0.03 && w < size * 0.2 && (y0 + y1) / 2 < size * 0.62) count++;
    }
    return count;
  }

  it("a one-eyed monster (the ogre) gets one eye in the middle of its face, on the page", () => {
    const ogre = matchMotif("monster");
    expect(ogre.annotation).toBe("ogre");
    const one = oneEyedMotif(ogre);
    expect(one?.eyes).toBe("one");
    const at = { x: 180, y: 180, size: 360 };
    const pen = { main: 6, fine: 3 };
    // Two pupils (and the nose between them) before; one eye after.
    expect(eyes(lineMotif(ogre, at, pen))).toBeGreaterThanOrEqual(2);
    expect(eyes(lineMotif(one as never, at, pen))).toBe(1);

    const sketch = { layout: "scene", subject: "one-eyed monster", setting: "playing soccer" };
    const svg = page(sketch, 5, "kids/monster-fun");
    // The page draws the one-eyed ogre: none of the two-eyed drawing's eye shapes, its one eye.
    const ds = (m: string) => [...m.matchAll(/\sd="([^"]+)"/g)].map((x) => x[1] as string);
    const kept = new Set(ds(motifMarkup(ogre.hexcode, "black", "one")));
    const gone = ds(motifMarkup(ogre.hexcode, "black")).filter((d) => !kept.has(d));
    expect(gone.length).toBeGreaterThanOrEqual(2);
    expect(placed(svg).filter((p) => p.hex === ogre.hexcode).length).toBe(1);
    for (const d of gone) expect(svg).not.toContain(d);
    expect(svg).toContain('<circle cx="16" cy="16"');
    expect(understandSketch(sketch, "line-art").understood).toEqual([
      { word: "monster", drawnAs: "ogre", exact: false },
      { word: "one-eyed", drawnAs: "ogre with one eye", exact: true },
    ]);
  });

  it("an animal keeps one of its two eyes (its face drawing, where the eyes show)", () => {
    const cat = oneEyedMotif(matchMotif("cat"));
    expect(cat?.annotation).toBe("cat face");
    const face = motifByAnnotation("cat face");
    if (!face || !cat) throw new Error("art");
    const at = { x: 180, y: 180, size: 360 };
    const pen = { main: 6, fine: 3 };
    expect(eyes(lineMotif(face, at, pen))).toBe(2);
    expect(eyes(lineMotif(cat, at, pen))).toBe(1);
  });

  it("a drawing with no eyes to change is drawn as it is, and the result says so", () => {
    const words = understandSketch({ layout: "scene", subject: "one-eyed robot" }, "line-art").understood;
    expect(words).toContainEqual({
      word: "one-eyed",
      drawnAs: "robot with two eyes (no one-eyed drawing of it)",
      exact: false,
    });
  });

  it("the cover of a one-eyed monster has its one eye too", () => {
    const svg = renderSketchSvg({
      toolId: "kids/cover-monster",
      hub: "kids",
      output: "cover",
      seed: 3,
      sketch: { layout: "cover", title: "Monster Fun", subject: "fluffy one-eyed monster monster" },
    });
    const ogre = matchMotif("monster");
    expect(svg).toContain(motifMarkup(ogre.hexcode, "color", "one"));
    expect(
      understandSketch({ layout: "cover", subject: "fluffy one-eyed monster monster" }, "cover").understood,
    ).toContainEqual({ word: "one-eyed", drawnAs: "ogre with one eye", exact: true });
  });
});
