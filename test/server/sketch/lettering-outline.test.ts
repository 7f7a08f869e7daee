import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { measureLineArt } from "../../../server/images/quality.js";
import { outlinedText } from "../../../server/sketch/layouts/common.js";
import { type FontName, font } from "../../../server/sketch/text.js";

/** Areas to colour in an outlined word drawn alone on a page (white fill, black edge). */
function areas(path: string): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 400" width="1024" height="400"><rect width="1024" height="400" fill="#fff"/>${path}</svg>`;
  const img = new Resvg(svg, { font: { loadSystemFonts: false }, background: "#fff" }).render();
  const lum = new Uint8Array(img.width * img.height);
  for (let i = 0; i < lum.length; i++) lum[i] = (img.pixels[i * 4] as number) < 160 ? 0 : 255;
  return measureLineArt(lum, img.width, img.height).regions;
}

const box = { x: 40, y: 40, w: 944, h: 320 };

describe("outlined lettering: one clean outline per letter", () => {
  // H 1, e 2 (bowl and eye), l 1, l 1, o 2: what a child colours in "Hello".
  it.each(["fredoka", "baloo", "nunito", "pacifico"] as FontName[])("%s: 'Hello' has 7 areas to colour", (name) => {
    expect(areas(outlinedText("Hello", name, box, 220, 8))).toBe(7);
  });

  it("the raw glyph contours (no union) overlap: stroked as they are they draw extra areas", () => {
    // Fredoka's static instances keep the variable font's overlapping contours.
    const f = font("fredoka");
    let d = "";
    let x = 60;
    for (const ch of "Hello") {
      const g = f.charToGlyph(ch);
      d += g.getPath(x, 300, 220).toPathData(1);
      x += ((g.advanceWidth ?? 0) * 220) / f.unitsPerEm;
    }
    const raw = areas(`<path d="${d}" fill="#fff" stroke="#000" stroke-width="8" stroke-linejoin="round"/>`);
    expect(raw).toBeGreaterThan(7);
  });
});
