import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { motifMarkup } from "../../../server/sketch/motif-svg.js";

/**
 * Issue 41, found on fresh seed 36602127: the set's octopus has its eyes as black dots on the two
 * sides of its round head, read as headphones on a ball ("kawaii octopus"). Drawn again
 * (own-drawings.ts `redrawnIcons`), its eyes are in its face. Measured on the printed pixels.
 */
const N = 288;

function darkAt(hexcode: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72" width="${N}" height="${N}"><rect width="72" height="72" fill="#fff"/>${motifMarkup(hexcode, "black")}</svg>`;
  const px = new Resvg(svg).render().pixels;
  // Whether every pixel within `r` grid units of (x, y) on the 72-unit grid is ink.
  return (x: number, y: number, r: number) => {
    const k = N / 72;
    for (let v = Math.floor((y - r) * k); v <= (y + r) * k; v++)
      for (let u = Math.floor((x - r) * k); u <= (x + r) * k; u++)
        if (Math.hypot(u / k - x, v / k - y) <= r && (px[(v * N + u) * 4] as number) >= 128) return false;
    return true;
  };
}

describe("the octopus looks out of its face (issue 41)", () => {
  it("two solid pupils inside its head, a third of the way in from each side", () => {
    const octopus = motifByAnnotation("octopus");
    expect(octopus).toBeDefined();
    const dark = darkAt(octopus?.hexcode ?? "");
    // The head spans 14–59 across the 72-unit grid; each pupil is a solid disc well inside it.
    expect(dark(28.4, 29.7, 2)).toBe(true);
    expect(dark(43.6, 29.7, 2)).toBe(true);
    // Where the old eyes were, on the head's sides, no solid disc.
    expect(dark(14.4, 30.6, 2)).toBe(false);
  });
});
