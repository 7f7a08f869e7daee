import { describe, expect, it } from "vitest";
import { fillabilityRequests } from "../../../scripts/bench/quality.js";
import { type AreaBox, areaBoxes, areas } from "../../../server/images/areas.js";
import { pointsPerPixel } from "../../../server/images/print-size.js";
import { measureLineArt } from "../../../server/images/quality.js";
import { composeSketch, renderSketchPage, renderSketchSync, type SketchRequest } from "../../../server/sketch/index.js";
import { type PatternName, patternLines } from "../../../server/sketch/patterns/choose.js";
import { findFaces } from "../../../server/sketch/patterns/faces.js";
import { circle, stroke } from "../../../server/sketch/patterns/pen.js";
import { textBoxes } from "../../../server/sketch/patterns/text-boxes.js";
import { mulberry32 } from "../../../server/sketch/random.js";
import { grey, smallestOutsideTextAndFaces } from "../../helpers/paper-areas.js";

// The detailed level as adult books draw it: decorative patterns inside the subject's areas,
// faces and text left as drawn, every page over 150 areas, and more detail always more areas.

const req = (hub: string, sketch: Record<string, string>, detail: string, seed: number): SketchRequest => ({
  toolId: `${hub}/patterns`,
  hub,
  output: "line-art",
  sketch: { ...sketch, detail, page: "portrait", lineWeight: "medium" },
  seed,
});

const mmPx = (w: number, h: number) => (pointsPerPixel(w, h) / 72) * 25.4;

/**
 * Pixels of the medium page's background (its largest area, when it spans the page inside a
 * frame) more than 12 mm inside the background's box that differ on the detailed page.
 */
function groundChanges(medium: ReturnType<typeof grey>, detailed: ReturnType<typeof grey>): number {
  const { lum, w, h } = medium;
  const ink = new Uint8Array(lum.length);
  for (let i = 0; i < lum.length; i++) ink[i] = (lum[i] as number) < 128 ? 1 : 0;
  const paper = areas(ink, w, h, false, 0);
  let ground = -1;
  for (let i = 0; i < paper.runs; i++)
    if (
      paper.root[i] === i &&
      !paper.edge[i] &&
      (ground < 0 || (paper.area[i] as number) > (paper.area[ground] as number))
    )
      ground = i;
  if (ground < 0) return 0;
  const [x0, y0, x1, y1] = areaBoxes(paper, (r) => r === ground).get(ground) as AreaBox;
  // Its bottom row itself, not one past it.
  const box = [x0, y0, x1, y1 - 1];
  if ((box[2] as number) - (box[0] as number) < w * 0.75 || (box[3] as number) - (box[1] as number) < h * 0.75)
    return 0;
  const inset = 12 / mmPx(w, h);
  let changed = 0;
  for (let i = 0; i < paper.runs; i++) {
    if (paper.root[i] !== ground) continue;
    const y = paper.ry[i] as number;
    if (y < (box[1] as number) + inset || y > (box[3] as number) - inset) continue;
    for (
      let x = Math.max(paper.rx0[i] as number, (box[0] as number) + inset);
      x < Math.min(paper.rx1[i] as number, (box[2] as number) - inset);
      x++
    )
      if (lum[y * w + x] !== detailed.lum[y * w + x]) changed++;
  }
  return changed;
}

const table: Array<[string, string, Record<string, string>, number]> = [
  ["tiger", "adult", { layout: "motif", subject: "a tiger" }, 7],
  ["owl", "adult", { layout: "motif", subject: "an owl" }, 3],
  ["elephant", "adult", { layout: "motif", subject: "an elephant" }, 11],
  ["peacock", "adult", { layout: "motif", subject: "a peacock" }, 5],
  ["koi", "adult", { layout: "motif", subject: "a koi fish" }, 7],
  ["horse", "adult", { layout: "motif", subject: "a horse" }, 2],
  ["lion", "adult", { layout: "motif", subject: "a lion" }, 9],
  ["butterfly", "adult", { layout: "motif", subject: "a butterfly" }, 4],
  ["turtle", "adult", { layout: "motif", subject: "a turtle" }, 7],
  ["rose", "adult", { layout: "motif", subject: "a rose" }, 6],
  ["kids unicorn", "kids", { layout: "motif", subject: "a unicorn" }, 7],
  ["teapot", "cozy", { layout: "motif", subject: "a teapot" }, 3],
  ["rocket", "kids", { layout: "motif", subject: "a rocket" }, 8],
  ["mandala roses", "adult", { layout: "mandala", subject: "roses" }, 7],
  ["mandala sun", "adult", { layout: "mandala", subject: "the sun" }, 2],
  ["pattern leaves", "adult", { layout: "pattern", subject: "leaves" }, 7],
  ["pattern cats", "adult", { layout: "pattern", subject: "cats" }, 4],
  ["lettering bubble", "doodle", { layout: "lettering", text: "Good Vibes", variant: "bubble" }, 7],
  ["lettering cursive", "doodle", { layout: "lettering", text: "Be Kind", variant: "cursive" }, 3],
  ["lettering quote", "doodle", { layout: "lettering", text: "Dream big and sparkle", variant: "quote" }, 5],
  ["kitchen scene", "cozy", { layout: "scene", subject: "a cat and a teapot", setting: "cozy kitchen" }, 7],
  ["forest scene", "kids", { layout: "scene", subject: "a fox", setting: "forest" }, 4],
  ["letter A", "kids", { layout: "letter", letter: "A", subject: "apple" }, 7],
  ["letter M", "kids", { layout: "letter", letter: "M", subject: "moon" }, 2],
  ["tarot card", "adult", { layout: "card", subject: "the moon", text: "The Moon" }, 7],
  ["flag", "kids", { layout: "flag", country: "Japan" }, 7],
];

describe("detailed: decorative patterns", () => {
  it("a picture of wide plain bands (the photo tool's sample at bold lines) still reaches 150 areas", () => {
    // Its bands cross the page and reach its edge, as a sky does: left calm, the page had 113.
    const found = fillabilityRequests(3).filter(
      (r) =>
        r.req.toolId === "photos/family-portrait" &&
        r.detail === "detailed" &&
        r.req.sketch.page === "portrait" &&
        r.req.sketch.lineWeight === "bold",
    );
    expect(found.length).toBeGreaterThan(0);
    for (const { req } of found) {
      const q = renderSketchPage(req).quality;
      expect(q?.passed).toBe(true);
      expect(q?.regions).toBeGreaterThanOrEqual(150);
    }
  });

  it.each(table)(
    "%s: simple < medium < detailed, detailed ≥ 150 areas, none under 2 mm², through the gate",
    (_n, hub, sketch, seed) => {
      const counts = ["simple", "medium", "detailed"].map((detail) => {
        const page = renderSketchPage(req(hub, sketch, detail, seed));
        const g = grey(page.png);
        const q = measureLineArt(g.lum, g.w, g.h);
        expect({ detail, passed: page.quality?.passed }).toEqual({ detail, passed: true });
        return q.regions;
      });
      // Before the gate, whose own floor is 1 mm²; a face's and the text's own small areas stay as drawn.
      const r = req(hub, sketch, "detailed", seed);
      const before = grey(renderSketchSync(r));
      const least = smallestOutsideTextAndFaces(r, before.lum, before.w, before.h);
      console.log(_n, counts.join(" < "), `smallest ${least.toFixed(1)} mm²`);
      expect(counts[2]).toBeGreaterThanOrEqual(150);
      // The background stays calm: past the light frame (10 mm from its edge) it is as at medium.
      const medium = grey(renderSketchSync(req(hub, sketch, "medium", seed)));
      expect(groundChanges(medium, before)).toBe(0);
      expect(least).toBeGreaterThanOrEqual(2);
      expect(counts[0]).toBeLessThan(counts[1] as number);
      expect(counts[1]).toBeLessThan(counts[2] as number);
    },
  );

  it.each([
    ["owl", "adult", "an owl", 7],
    ["tiger", "adult", "a tiger", 7],
    ["cat", "kids", "a cat", 7],
  ] as const)(
    "the %s's face carries no pattern: inside it the detailed page's ink is the medium page's",
    (_n, hub, subject, seed) => {
      const sketch = { layout: "motif", subject };
      const medium = grey(renderSketchSync(req(hub, sketch, "medium", seed)));
      const detailed = grey(renderSketchSync(req(hub, sketch, "detailed", seed)));
      const faces = findFaces(medium.lum, medium.w, medium.h);
      expect(faces.length).toBeGreaterThan(0);
      let inside = 0;
      let changedInside = 0;
      let changedOutside = 0;
      for (let y = 0; y < medium.h; y++)
        for (let x = 0; x < medium.w; x++) {
          const i = y * medium.w + x;
          const changed = medium.lum[i] !== detailed.lum[i];
          // Inside each face, short of the edge line that closes the cells round it.
          const onFace = faces.some((f) => ((x - f.cx) / (f.rx - 3)) ** 2 + ((y - f.cy) / (f.ry - 3)) ** 2 < 1);
          if (onFace) {
            inside++;
            if (changed) changedInside++;
          } else if (changed) changedOutside++;
        }
      expect(inside).toBeGreaterThan(1000);
      expect(changedInside).toBe(0);
      // The rest of the drawing is patterned.
      expect(changedOutside).toBeGreaterThan(5000);
    },
  );

  it.each([
    ["lettering", "doodle", { layout: "lettering", text: "Good Vibes", variant: "bubble" }],
    ["lettering, cursive", "doodle", { layout: "lettering", text: "Be Kind", variant: "cursive" }],
    ["letter page", "kids", { layout: "letter", letter: "A", subject: "apple" }],
    ["card title", "adult", { layout: "card", subject: "the moon", text: "The Moon" }],
  ] as const)("%s: the text's pixels are the same at medium and detailed", (_n, hub, sketch) => {
    const medium = grey(renderSketchSync(req(hub, sketch, "medium", 7)));
    const detailed = grey(renderSketchSync(req(hub, sketch, "detailed", 7)));
    const boxes = textBoxes(composeSketch(req(hub, sketch, "detailed", 7)).svg, medium.w / 1024);
    expect(boxes.length).toBeGreaterThan(0);
    let pixels = 0;
    let changed = 0;
    for (const [x0, y0, x1, y1] of boxes)
      for (let y = Math.max(0, Math.ceil(y0)); y < Math.min(medium.h, y1); y++)
        for (let x = Math.max(0, Math.ceil(x0)); x < Math.min(medium.w, x1); x++) {
          const i = y * medium.w + x;
          pixels++;
          if (medium.lum[i] !== detailed.lum[i]) changed++;
        }
    expect(pixels).toBeGreaterThan(5000);
    expect(changed).toBe(0);
  });

  const names: PatternName[] = [
    "scales",
    "feathers",
    "paisley",
    "petals",
    "leaves",
    "circles",
    "chevrons",
    "spirals",
    "tangle",
    "stripes",
  ];
  // Fewest cells in the 70 mm disc: spirals are one cell per spiral, stripes one per band.
  const least: Record<PatternName, number> = {
    scales: 100,
    feathers: 150,
    paisley: 40,
    petals: 150,
    leaves: 150,
    circles: 100,
    chevrons: 100,
    spirals: 15,
    tangle: 100,
    stripes: 15,
  };
  it.each(names)("%s: closed cells, every one away from the clip edge at least 2 mm²", (name) => {
    // A 70 mm disc on a Letter page at 300 dpi, the pattern clipped into it.
    const w = 2550;
    const h = 3300;
    const u = 1 / mmPx(w, h);
    const bw = new Uint8Array(w * h).fill(255);
    const lab = new Int32Array(w * h).fill(-1);
    const cx = w / 2;
    const cy = h / 2;
    const R = 35 * u;
    for (let y = Math.floor(cy - R); y <= cy + R; y++)
      for (let x = Math.floor(cx - R); x <= cx + R; x++) if ((x - cx) ** 2 + (y - cy) ** 2 < R * R) lab[y * w + x] = 0;
    const box: [number, number, number, number] = [cx - R, cy - R, cx + R, cy + R];
    const outline = { bw, lab: new Int32Array(w * h).fill(0), w, h, region: 0, half: 4, clip: box };
    stroke(outline, circle(cx, cy, R + 4));
    const lines = patternLines(name, box, u, mulberry32(1));
    for (const line of lines) stroke({ bw, lab, w, h, region: 0, half: 2.7, clip: box }, line);
    // Cells whose every pixel lies 4 mm inside the disc's edge are the pattern's own.
    const ink = new Uint8Array(w * h);
    for (let i = 0; i < ink.length; i++) ink[i] = (bw[i] as number) < 128 ? 1 : 0;
    const paper = areas(ink, w, h, false, 0);
    const far = new Map<number, boolean>();
    for (let i = 0; i < paper.runs; i++) {
      const r = paper.root[i] as number;
      const y = paper.ry[i] as number;
      const ok = [paper.rx0[i] as number, (paper.rx1[i] as number) - 1].every(
        (x) => Math.hypot(x - cx, y - cy) < R - 4 * u,
      );
      far.set(r, (far.get(r) ?? true) && ok && !paper.edge[r]);
    }
    const mm = mmPx(w, h);
    const enclosed = [...far.keys()].filter((r) => !paper.edge[r]).length;
    // A pixel or two left where two lines meet at an angle is no cell (the page fills it in).
    const inner = [...far]
      .filter(([, ok]) => ok)
      .map(([r]) => (paper.area[r] as number) * mm * mm)
      .filter((a) => a >= 0.05);
    // Lines that did not close would leave one open area: a pattern makes dozens of cells here.
    expect(enclosed).toBeGreaterThanOrEqual(least[name]);
    expect(Math.min(...inner, 2)).toBeGreaterThanOrEqual(2);
  });
});

/**
 * Pixels of the medium page's scenery bands (paper areas across more than three quarters of the
 * page's width that reach its top or bottom 7 %: a sky, a sea under a wave line, a hillside)
 * more than 3 mm inside their runs that differ on the detailed page.
 */
function sceneryChanges(medium: ReturnType<typeof grey>, detailed: ReturnType<typeof grey>): number {
  const { lum, w, h } = medium;
  const ink = new Uint8Array(lum.length);
  for (let i = 0; i < lum.length; i++) ink[i] = (lum[i] as number) < 128 ? 1 : 0;
  const paper = areas(ink, w, h, false, 0);
  const box = areaBoxes(paper);
  // Across the page, touching its top or its bottom row (one above the box's end).
  const band = ([x0, y0, x1, y1]: AreaBox) => x1 - x0 > w * 0.75 && (y0 < h * 0.07 || y1 - 1 > h * 0.93);
  const inset = Math.round(3 / mmPx(w, h));
  let changed = 0;
  for (let i = 0; i < paper.runs; i++) {
    const r = paper.root[i] as number;
    if (paper.edge[r] || !band(box.get(r) as AreaBox)) continue;
    const y = paper.ry[i] as number;
    for (let x = (paper.rx0[i] as number) + inset; x < (paper.rx1[i] as number) - inset; x++)
      if ((detailed.lum[y * w + x] as number) < 128) changed++;
  }
  return changed;
}

describe("detailed: the scenery stays calm", () => {
  it.each([
    ["a koi fish", 1],
    ["a turtle", 1],
    ["an owl", 2],
  ] as const)("%s: no pattern in the sky, the sea or the hillside", (subject, seed) => {
    const medium = grey(renderSketchSync(req("adult", { subject, page: "portrait" }, "medium", seed)));
    const detailed = grey(renderSketchSync(req("adult", { subject, page: "portrait" }, "detailed", seed)));
    expect(sceneryChanges(medium, detailed)).toBeLessThan(medium.w * 0.5);
  });
});
