import { Resvg } from "@resvg/resvg-js";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { areas } from "../../../server/images/areas.js";
import { pointsPerPixel } from "../../../server/images/print-size.js";
import { measureLineArt } from "../../../server/images/quality.js";
import { composeSketch, renderSketchPage, type SketchRequest, textPixels } from "../../../server/sketch/index.js";

// Simple detail keeps text legible (docs/decisions/037-simple-text.md): on the stored page at
// print size every glyph keeps its ink and every counter stays a white enclosed area, and the
// page still has at most 40 areas to colour, each at least 1 cm².

const requests: Array<[string, string, Record<string, string>]> = [
  ["A is for Apple", "kids", { layout: "letter", letter: "A", subject: "Apple" }],
  ["B is for Bear", "kids", { layout: "letter", letter: "B", subject: "Bear" }],
  ["a flag's name", "kids", { layout: "flag", country: "United Kingdom" }],
  ["lettering", "kids", { layout: "lettering", text: "Happy Birthday Mia" }],
  ["a card's caption", "adult", { layout: "card", subject: "the moon", text: "The Moon" }],
];

const req = (hub: string, sketch: Record<string, string>, page: string, size: number): SketchRequest => ({
  toolId: `${hub}/simple-text`,
  hub,
  output: "line-art",
  sketch: { ...sketch, page, detail: "simple", lineWeight: "medium" },
  seed: 7,
  size,
});

/** The page's text alone, at the page's size: every element but the text hidden. */
function textAlone(svg: string, width: number): Uint8Array {
  const open = svg.indexOf(">") + 1;
  const only = `${svg.slice(0, open)}<style>*{visibility:hidden}[data-text]{visibility:visible}</style>${svg.slice(open)}`;
  const img = new Resvg(only, {
    fitTo: { mode: "width", value: width },
    font: { loadSystemFonts: false },
    background: "#ffffff",
  }).render();
  const px = img.pixels;
  const ink = new Uint8Array(img.width * img.height);
  for (let i = 0; i < ink.length; i++) ink[i] = (px[i * 4] as number) < 160 ? 1 : 0;
  return ink;
}

function inkOf(png: Buffer) {
  const img = PNG.sync.read(png);
  const ink = new Uint8Array(img.width * img.height);
  for (let i = 0; i < ink.length; i++) ink[i] = (img.data[i * 4] as number) < 128 ? 1 : 0;
  return { ink, w: img.width, h: img.height };
}

describe("simple detail keeps text legible", () => {
  // Two pages at print size per request: slow on a busy machine, hence the long timeout.
  it.each(requests)(
    "%s",
    (_name, hub, sketch) => {
      for (const [page, size] of [
        ["portrait", 2550],
        ["square", 1024],
      ] as const) {
        const r = req(hub, sketch, page, size);
        const { svg, text } = composeSketch(r);
        const stored = renderSketchPage(r);
        const { ink, w, h } = inkOf(stored.png);
        const alone = textAlone(svg, w);
        const boxes = textPixels(text, w);
        expect(boxes.length).toBeGreaterThan(0);

        // Every glyph (each piece of the text's own ink: a letter, an i's dot, letters that touch)
        // keeps at least 90 % of its ink.
        const glyphs = areas(alone, w, h, true);
        const drawn = new Map<number, number>();
        const kept = new Map<number, number>();
        for (let i = 0; i < glyphs.runs; i++) {
          const root = glyphs.root[i] as number;
          const row = (glyphs.ry[i] as number) * w;
          let k = 0;
          for (let p = row + (glyphs.rx0[i] as number); p < row + (glyphs.rx1[i] as number); p++) k += ink[p] as number;
          drawn.set(root, (drawn.get(root) ?? 0) + (glyphs.rx1[i] as number) - (glyphs.rx0[i] as number));
          kept.set(root, (kept.get(root) ?? 0) + k);
        }
        expect(drawn.size).toBeGreaterThan(3);
        for (const [root, n] of drawn) {
          const at = [glyphs.rx0[root], glyphs.ry[root]];
          expect({ page, glyph: at, kept: (kept.get(root) as number) / n >= 0.9 }).toEqual({
            page,
            glyph: at,
            kept: true,
          });
        }

        // Every white area of the text (a letter's inside, its counters) of at least 1 mm² is
        // still white and still enclosed on its own: not filled, not opened into a neighbour.
        const mm = (pointsPerPixel(w, h) / 72) * 25.4;
        const textPaper = areas(alone, w, h, false, 0);
        const pagePaper = areas(ink, w, h, false, 0);
        const pageLab = new Int32Array(w * h).fill(-1);
        for (let i = 0; i < pagePaper.runs; i++) {
          const row = (pagePaper.ry[i] as number) * w;
          pageLab.fill(
            pagePaper.root[i] as number,
            row + (pagePaper.rx0[i] as number),
            row + (pagePaper.rx1[i] as number),
          );
        }
        const counters = new Map<number, { px: number; paper: number; holders: Map<number, number> }>();
        for (let i = 0; i < textPaper.runs; i++) {
          const root = textPaper.root[i] as number;
          if (textPaper.edge[root] || (textPaper.area[root] as number) * mm * mm < 1) continue;
          const c = counters.get(root) ?? { px: 0, paper: 0, holders: new Map() };
          counters.set(root, c);
          const row = (textPaper.ry[i] as number) * w;
          for (let p = row + (textPaper.rx0[i] as number); p < row + (textPaper.rx1[i] as number); p++) {
            c.px++;
            const lab = pageLab[p] as number;
            if (lab < 0) continue;
            c.paper++;
            c.holders.set(lab, (c.holders.get(lab) ?? 0) + 1);
          }
        }
        expect(counters.size).toBeGreaterThan(0);
        for (const [root, c] of counters) {
          const [holder] = [...c.holders].sort((a, b) => b[1] - a[1])[0] ?? [-1];
          const open = holder < 0 || pagePaper.edge[holder] === 1;
          const grown = holder >= 0 ? (pagePaper.area[holder] as number) / c.px : 0;
          expect({ page, counter: root, white: c.paper / c.px >= 0.9, enclosed: !open && grown < 1.25 }).toEqual({
            page,
            counter: root,
            white: true,
            enclosed: true,
          });
        }

        // The Simple rule on the areas to colour, as the gate counts them on the stored page.
        const q = measureLineArt(
          ink.map((v) => (v ? 0 : 255)),
          w,
          h,
          boxes,
        );
        expect(stored.quality?.passed).toBe(true);
        expect(q.regions).toBe(stored.quality?.regions);
        expect(q.regions).toBeLessThanOrEqual(40);
        expect(q.smallestRegionCm2).toBeGreaterThanOrEqual(1);
      }
    },
    120_000,
  );
});
