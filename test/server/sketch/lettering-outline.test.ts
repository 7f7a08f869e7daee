import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { type FontName, fitText, font, textBlockPath } from "../../../server/sketch/text.js";

const W = 1024;
const H = 400;
const EDGE = 8;

function raster(body: string): Uint8Array {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#fff"/>${body}</svg>`;
  const px = new Resvg(svg, { font: { loadSystemFonts: false }, background: "#fff" }).render().pixels; // a copy per read
  const ink = new Uint8Array(W * H);
  for (let i = 0; i < ink.length; i++) ink[i] = (px[i * 4] as number) < 160 ? 1 : 0;
  return ink;
}

/**
 * Ink drawn deep inside a letter: the letter filled (its counters stay open) and shrunk by more
 * than half the edge; any ink of the outlined letter in there is an inner contour or a stray bar.
 */
function innerInk(d: string): number {
  const fill = raster(`<path d="${d}" fill="#000"/>`);
  const outlined = raster(`<path d="${d}" fill="#fff" stroke="#000" stroke-width="${EDGE}" stroke-linejoin="round"/>`);
  const r = EDGE / 2 + 3;
  let inner = 0;
  for (let y = r; y < H - r; y++)
    for (let x = r; x < W - r; x++) {
      if (!outlined[y * W + x]) continue;
      let deep = true;
      for (let dy = -r; dy <= r && deep; dy++)
        for (let dx = -r; dx <= r && deep; dx++) if (!fill[(y + dy) * W + x + dx]) deep = false;
      if (deep) inner++;
    }
  return inner;
}

const box = { x: 40, y: 40, w: 944, h: 320 };

describe("outlined lettering: one clean outline per letter", () => {
  it.each(["fredoka", "baloo", "nunito", "pacifico", "cinzel"] as FontName[])(
    "%s: no line inside any letter of 'Hello Bear'",
    (name) => {
      const d = textBlockPath(fitText("Hello Bear", name, box, 200, 1), name, box);
      expect(innerInk(d)).toBe(0);
    },
  );

  it("the raw glyph contours overlap: stroked as they are, lines run inside the letters", () => {
    // Fredoka's static instances keep the variable font's overlapping contours.
    const f = font("fredoka");
    let d = "";
    let x = 60;
    for (const ch of "Hello Bear") {
      const g = f.charToGlyph(ch);
      d += g.getPath(x, 300, 180).toPathData(1);
      x += ((g.advanceWidth ?? 0) * 180) / f.unitsPerEm;
    }
    expect(innerInk(d)).toBeGreaterThan(50);
  });
});
