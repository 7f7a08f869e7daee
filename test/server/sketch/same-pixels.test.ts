/**
 * Work the sketch engine no longer does, shown to draw the same page: layered lettering without
 * its hidden fills, drawings re-lined once per line scale, text boxes read once per outline.
 */
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { matchMotif } from "../../../server/sketch/art.js";
import { drawingMarkup } from "../../../server/sketch/body.js";
import { lineMotif } from "../../../server/sketch/draw.js";
import { letteringPaths, type Treatment } from "../../../server/sketch/layouts/lettering.js";
import { textBoxes } from "../../../server/sketch/patterns/text-boxes.js";
import { fitText, textBlockPath } from "../../../server/sketch/text.js";
import { rescaleStrokes } from "../../../server/svg/tree.js";

const W = 700;
const H = 300;

function pixels(body: string): Uint8Array {
  // A busy background, so a fill that showed anywhere would change a pixel.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#3b82f6"/><path d="M0 0L${W} ${H}V0Z" fill="#f59e0b"/>${body}</svg>`;
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
}

/** The treatment as it was drawn before: every layer filled. */
function everyLayerFilled(markup: string, ink: string, paper: string): string {
  const fills = [ink, paper, paper];
  let i = 0;
  return markup.replace(/fill="[^"]*"/g, () => `fill="${fills[i++ % 3]}"`);
}

describe("layered lettering without its hidden fills", () => {
  const cases: Array<[Treatment, string, number]> = [
    ["bubble", "Bold Ragg", 180],
    ["bubble", "tiny o", 40],
    ["bubble", "small e", 26],
    ["elegant", "Queen", 150],
    ["elegant", "b a", 30],
  ];
  for (const [treatment, text, max] of cases)
    it(`${treatment} at ${max} px: the same pixels as every layer filled`, () => {
      const box = { x: 20, y: 20, w: W - 40, h: H - 40 };
      const font = treatment === "bubble" ? "fredoka" : "playfair-italic";
      const fit = fitText(text, font, box, max, 1);
      const d = textBlockPath(fit, font, box);
      const ink = "#6d28d9";
      const paper = "#fef3c7";
      const now = letteringPaths(d, fit.size, treatment, ink, paper);
      const before = everyLayerFilled(now, ink, paper);
      expect(before).not.toBe(now);
      expect(before.match(/fill="none"/g)).toBeNull();
      const a = pixels(before);
      const b = pixels(now);
      let differ = 0;
      for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differ++;
      expect(differ).toBe(0);
    });
  it("keeps a fill whose edge a thin stroke would not hide", () => {
    // Bubble letters at 40 px: the middle layer's stroke is under 3 px, so the top layer keeps its fill.
    const layers = letteringPaths("M0 0L10 0L10 10Z", 40, "bubble", "#000", "#fff").match(/fill="[^"]*"/g);
    expect(layers).toEqual(['fill="none"', 'fill="#fff"', 'fill="#fff"']);
  });
});

describe("drawings re-lined once per line scale", () => {
  it("gives each pen its own widths, and the same markup again for the same pen", () => {
    const owl = matchMotif("owl");
    const at = { x: 100, y: 100, size: 120 };
    const thin = lineMotif(owl, at, { main: 4, fine: 2 });
    const bold = lineMotif(owl, at, { main: 9, fine: 9 });
    expect(lineMotif(owl, at, { main: 4, fine: 2 })).toBe(thin);
    expect(bold).not.toBe(thin);
    // Exactly what re-lining the drawing afresh gives.
    const k = at.size / 72;
    const f = Math.max(9, Math.min(9, 2 * k)) / (2 * k);
    const fresh = rescaleStrokes(drawingMarkup(owl, "black"), (w) => String(Math.round(w * f * 100) / 100));
    expect(bold).toContain(fresh);
  });
});

describe("text boxes read once per outline", () => {
  it("grows each layer's box by its own stroke", () => {
    const d = "M100 100L300 100L300 200L100 200Z";
    const svg = `<svg><path data-text="1" d="${d}" stroke-width="20"/><g transform="translate(10 0)"><path data-text="1" d="${d}" stroke-width="4"/></g><path data-text="1" d="${d}" stroke-width="4"/></svg>`;
    expect(textBoxes(svg, 2)).toEqual([
      [(100 - 12) * 2, (100 - 12) * 2, (300 + 12) * 2, (200 + 12) * 2],
      [(110 - 4) * 2, (100 - 4) * 2, (310 + 4) * 2, (200 + 4) * 2],
      [(100 - 4) * 2, (100 - 4) * 2, (300 + 4) * 2, (200 + 4) * 2],
    ]);
  });
});
