import { Resvg } from "@resvg/resvg-js";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { areas } from "../../../server/images/areas.js";
import { measureLineArt } from "../../../server/images/quality.js";
import {
  composeSketch,
  renderSketchPage,
  renderSketchSvg,
  type SketchRequest,
  textPixels,
} from "../../../server/sketch/index.js";

// Detail as numbers, measured as the gate measures the stored page (npm run bench quality does
// the same over every tool): simple ≤ 40 areas each ≥ 1 cm², detailed ≥ 150 areas.

const layouts: [string, string, Record<string, string>][] = [
  ["motif", "kids", { layout: "motif", subject: "teddy bear" }],
  ["scene indoor", "cozy", { layout: "scene", subject: "cat", setting: "kitchen" }],
  ["scene outdoor", "kids", { layout: "scene", subject: "bunny", setting: "forest" }],
  ["letter", "kids", { layout: "letter", letter: "B", subject: "bear" }],
  ["lettering", "doodle", { layout: "lettering", text: "Hello" }],
  ["mandala", "adult", { layout: "mandala", subject: "flower" }],
  ["pattern", "adult", { layout: "pattern", subject: "leaf" }],
  ["flag", "kids", { layout: "flag", country: "France" }],
  ["card", "cozy", { layout: "card", subject: "heart", text: "Love" }],
];

const req = (hub: string, sketch: Record<string, string>, seed: number): SketchRequest => ({
  toolId: `${hub}/test`,
  hub,
  output: "line-art",
  sketch,
  seed,
});

function grey(png: Buffer) {
  const img = PNG.sync.read(png);
  const lum = new Uint8Array(img.width * img.height);
  for (let i = 0; i < lum.length; i++) lum[i] = img.data[i * 4] as number;
  return { lum, width: img.width, height: img.height };
}

const measure = (r: SketchRequest) => {
  const page = renderSketchPage(r);
  const { lum, width, height } = grey(page.png);
  // A simple page counts the areas to colour: text's own small areas are read (decision 037).
  const text = r.sketch.detail === "simple" ? textPixels(composeSketch(r).text, width) : [];
  return { ...measureLineArt(lum, width, height, text), passed: page.quality?.passed, lum, width, height };
};

describe("detail as numbers, every layout", () => {
  it.each(layouts)("%s: simple pages have at most 40 areas, none under 1 cm²", (_name, hub, sketch) => {
    for (const [seed, page] of [
      [3, "square"],
      [11, "portrait"],
    ] as const) {
      const q = measure(req(hub, { ...sketch, detail: "simple", lineWeight: "medium", page }, seed));
      expect({ seed, regions: q.regions <= 40, big: q.smallestRegionCm2 >= 1, passed: q.passed }).toEqual({
        seed,
        regions: true,
        big: true,
        passed: true,
      });
      expect(q.regions).toBeGreaterThan(0);
    }
  });

  it.each(layouts)("%s: detailed pages have at least 150 areas and pass the gate", (_name, hub, sketch) => {
    for (const [seed, page, lineWeight] of [
      [3, "square", "thin"],
      [11, "portrait", "bold"],
    ] as const) {
      const q = measure(req(hub, { ...sketch, detail: "detailed", lineWeight, page }, seed));
      expect({ seed, regions: q.regions >= 150, passed: q.passed }).toEqual({ seed, regions: true, passed: true });
      expect(q.greyShare).toBe(0);
    }
  });

  it("simple < medium < detailed in areas, on a scene and a motif", () => {
    for (const [, hub, sketch] of [layouts[1], layouts[0]] as typeof layouts) {
      const counts = ["simple", "medium", "detailed"].map(
        (detail) => measure(req(hub, { ...sketch, detail, lineWeight: "medium" }, 7)).regions,
      );
      expect(counts[0]).toBeLessThan(counts[1] as number);
      expect(counts[1]).toBeLessThan(counts[2] as number);
    }
  });
});

describe("closed areas: a fill from inside any area stays inside", () => {
  it.each(layouts)("%s, every detail level", (_name, hub, sketch) => {
    for (const detail of ["simple", "medium", "detailed"]) {
      const { lum, width, height } = measure(req(hub, { ...sketch, detail, lineWeight: "thin" }, 5));
      const ink = new Uint8Array(lum.length);
      for (let i = 0; i < lum.length; i++) ink[i] = lum[i] === 0 ? 1 : 0;
      // A paint bucket that also slips through diagonal gaps (8-connected) is the strictest fill:
      // the paper it reaches from each enclosed (4-connected) area must not touch the page edge.
      const four = areas(ink, width, height, false, 0);
      const eight = areas(ink, width, height, true, 0);
      const rootAt = (a: ReturnType<typeof areas>) => {
        const at = new Int32Array(lum.length).fill(-1);
        for (let i = 0; i < a.runs; i++) {
          const row = (a.ry[i] as number) * width;
          at.fill(a.root[i] as number, row + (a.rx0[i] as number), row + (a.rx1[i] as number));
        }
        return at;
      };
      const at4 = rootAt(four);
      const at8 = rootAt(eight);
      let enclosed = 0;
      let leaking = 0;
      const seen = new Set<number>();
      for (let p = 0; p < lum.length; p++) {
        const r = at4[p] as number;
        if (r < 0 || seen.has(r)) continue;
        seen.add(r);
        if (four.edge[r] || (four.area[r] as number) < 30) continue;
        enclosed++;
        if (eight.edge[at8[p] as number]) leaking++;
      }
      expect({ detail, enclosed: enclosed > 3, leaking }).toEqual({ detail, enclosed: true, leaking: 0 });
    }
  });
});

/** The SVG group of the largest placed drawing (a scene's subject), and the SVG without it. */
function splitSubject(svg: string): { subject: string; without: string } {
  const groups = [...svg.matchAll(/<g transform="translate\([^)]*\) scale\(([\d.]+)\)[^"]*">/g)];
  const largest = groups.sort((a, b) => Number(b[1]) - Number(a[1]))[0];
  if (!largest || largest.index === undefined) throw new Error("no placed drawing");
  let depth = 0;
  let i = largest.index;
  const tag = /<g[\s>]|<\/g>/g;
  tag.lastIndex = i;
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    depth += m[0] === "</g>" ? -1 : 1;
    if (depth === 0) {
      i = m.index + 4;
      break;
    }
  }
  const subject = svg.slice(largest.index, i);
  return { subject, without: svg.slice(0, largest.index) + svg.slice(i) };
}

function raster(svg: string): Uint8Array {
  const img = new Resvg(svg, { fitTo: { mode: "width", value: 1024 }, font: { loadSystemFonts: false } }).render();
  const px = img.pixels; // a getter that copies the buffer: read once
  const out = new Uint8Array(img.width * img.height);
  for (let i = 0; i < out.length; i++) out[i] = (px[i * 4 + 3] as number) > 0 && (px[i * 4] as number) < 128 ? 1 : 0;
  return out;
}

describe("occlusion: a scene's subject hides the room or landscape behind it", () => {
  it.each([
    ["kitchen wall and floor", "cozy", { subject: "cat", setting: "kitchen" }],
    ["bedroom", "kids", { subject: "teddy bear", setting: "bedroom" }],
    ["forest horizon", "kids", { subject: "bunny", setting: "forest" }],
    ["beach horizon", "kids", { subject: "dog", setting: "beach" }],
  ] as const)("%s: no background line inside the subject's outline", (_name, hub, keys) => {
    const r = req(hub, { layout: "scene", ...keys, detail: "medium", lineWeight: "medium", page: "square" }, 9);
    const svg = renderSketchSvg(r);
    const { subject, without } = splitSubject(svg);
    const empty = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 1024" width="1024" height="1024">';
    const full = raster(svg);
    const alone = raster(`${empty}<rect width="1024" height="1024" fill="#fff"/>${subject}</svg>`);
    const background = raster(without);
    // The subject's silhouette: what its lines enclose (paper the page edge cannot reach), a
    // few pixels in from its outline.
    const w = 1024;
    const outside = areas(alone, w, w, false, 0);
    const inside = new Uint8Array(alone.length).fill(1);
    for (let i = 0; i < outside.runs; i++) {
      if (!outside.edge[outside.root[i] as number]) continue;
      const row = (outside.ry[i] as number) * w;
      inside.fill(0, row + (outside.rx0[i] as number), row + (outside.rx1[i] as number));
    }
    let silhouette = 0;
    let behind = 0;
    let through = 0;
    for (let y = 6; y < w - 6; y++)
      for (let x = 6; x < w - 6; x++) {
        const p = y * w + x;
        let core = 1;
        for (const d of [-6, 6, -6 * w, 6 * w]) core &= inside[p + d] as number;
        if (!core || !inside[p]) continue;
        silhouette++;
        if (background[p] && !alone[p]) behind++;
        if (full[p] && !alone[p]) through++;
      }
    expect(silhouette).toBeGreaterThan(40_000);
    // Without the subject the setting does have lines there (so the check can fail) ...
    expect(behind).toBeGreaterThan(200);
    // ... and on the page none of them shows through the subject.
    expect(through).toBe(0);
  });
});
