import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { motifMarkup } from "../../../server/sketch/motif-svg.js";
import { drawnOnPage } from "./helpers.js";

/**
 * Two of the set's drawings read as something else on a page (fresh seed 19602127): the rainbow
 * is a quarter of an arch in its square's corner, a broken piece beside "number 1" and in skies;
 * the sun a scalloped disc in a disc, a flower or a biscuit on "sun and clouds". They are drawn
 * again (own-drawings.ts `redrawnIcons`): a whole arch, a disc with rays. Measured on the printed
 * pixels.
 */
const N = 288;

function ink(hexcode: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72" width="${N}" height="${N}"><rect width="72" height="72" fill="#fff"/>${motifMarkup(hexcode, "black")}</svg>`;
  const px = new Resvg(svg).render().pixels;
  const dark = (x: number, y: number) => (px[(y * N + x) * 4] as number) < 128;
  let [x0, y0, x1, y1] = [N, N, 0, 0];
  for (let y = 0; y < N; y++)
    for (let x = 0; x < N; x++)
      if (dark(x, y)) [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  // How much of the ink has no ink at its mirror image across the box's middle.
  let lone = 0;
  let all = 0;
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++)
      if (dark(x, y)) {
        all++;
        if (!dark(x0 + x1 - x, y)) lone++;
      }
  // Separate pieces of ink (touching by a side).
  const seen = new Uint8Array(N * N);
  let pieces = 0;
  for (let i = 0; i < N * N; i++) {
    if (seen[i] || !dark(i % N, Math.floor(i / N))) continue;
    pieces++;
    const stack = [i];
    seen[i] = 1;
    while (stack.length) {
      const j = stack.pop() as number;
      const [x, y] = [j % N, Math.floor(j / N)];
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        const [u, v] = [x + dx, y + dy];
        if (u < 0 || v < 0 || u >= N || v >= N || seen[v * N + u] || !dark(u, v)) continue;
        seen[v * N + u] = 1;
        stack.push(v * N + u);
      }
    }
  }
  return { wide: (x1 - x0) / (y1 - y0), unmirrored: lone / all, pieces };
}

describe("drawings drawn again as they are meant", () => {
  it("the rainbow is a whole arch: twice as wide as high, its halves mirrored", () => {
    const r = ink("1F308");
    expect(r.wide).toBeGreaterThan(1.7);
    expect(r.unmirrored).toBeLessThan(0.1);
  });

  it("the sun is a disc with rays: as wide as high, mirrored, the disc and eight rays apart", () => {
    const s = ink("2600");
    expect(s.wide).toBeGreaterThan(0.9);
    expect(s.wide).toBeLessThan(1.1);
    expect(s.unmirrored).toBeLessThan(0.1);
    expect(s.pieces).toBe(9);
  });

  it("pages that ask for them draw them", () => {
    expect(drawnOnPage("a rainbow", 1).has("1F308")).toBe(true);
    expect(drawnOnPage("sun and clouds", 1).has("2600")).toBe(true);
  });
});
