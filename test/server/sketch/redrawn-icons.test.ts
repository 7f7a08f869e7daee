import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { motifMarkup } from "../../../server/sketch/motif-svg.js";
import { drawnOnPage } from "./helpers.js";

/**
 * Two of the set's drawings read as something else on a page (fresh seed 19602127): the rainbow
 * is a quarter of an arch in its square's corner, a broken piece beside "number 1" and in skies;
 * the sun a scalloped disc in a disc, a flower or a biscuit on "sun and clouds". They are drawn
 * again (own-drawings.ts `redrawnIcons`): a whole arch, a disc with rays. The ear of corn is a
 * bumpy cob with no kernels, a bunch of grapes or a cloud on "pilgrim hat and corn" and a Kwanzaa
 * page (fresh seed 22602127): drawn again as a cob of kernels. Measured on the printed pixels.
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
  // Closed white areas (not reaching the square's edge) of at least 12 pixels: what is coloured in.
  const white = new Uint8Array(N * N);
  let areas = 0;
  for (let i = 0; i < N * N; i++) {
    if (white[i] || dark(i % N, Math.floor(i / N))) continue;
    let size = 0;
    let open = false;
    const stack = [i];
    white[i] = 1;
    while (stack.length) {
      const j = stack.pop() as number;
      const [x, y] = [j % N, Math.floor(j / N)];
      size++;
      if (x === 0 || y === 0 || x === N - 1 || y === N - 1) open = true;
      for (const [u, v] of [
        [x + 1, y],
        [x - 1, y],
        [x, y + 1],
        [x, y - 1],
      ] as const) {
        if (u < 0 || v < 0 || u >= N || v >= N || white[v * N + u] || dark(u, v)) continue;
        white[v * N + u] = 1;
        stack.push(v * N + u);
      }
    }
    if (!open && size >= 12) areas++;
  }
  return { wide: (x1 - x0) / (y1 - y0), unmirrored: lone / all, pieces, areas };
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

  it("the ear of corn is an upright cob of kernels between two husk leaves, its halves mirrored", () => {
    const c = ink("1F33D");
    expect(c.wide).toBeLessThan(0.75);
    expect(c.unmirrored).toBeLessThan(0.1);
    // Twenty kernels, the cob, two leaves and the stem: each an area to colour.
    expect(c.areas).toBeGreaterThanOrEqual(20);
  });

  // Sushi read as two loaves of bread stacked (fresh seed 26602127): two slabs of rice under two
  // slabs of fish, with nothing round. It is a maki roll, round, behind a nigiri with its grains,
  // its fish's stripes and its band of nori.
  it("sushi is a nigiri and a maki roll: many areas to colour, the roll's rings among them", () => {
    const s = ink("1F363");
    expect(s.areas).toBeGreaterThanOrEqual(11);
    expect(s.unmirrored).toBeGreaterThan(0.3);
  });

  it("pages that ask for them draw them", () => {
    expect(drawnOnPage("a rainbow", 1).has("1F308")).toBe(true);
    expect(drawnOnPage("sun and clouds", 1).has("2600")).toBe(true);
    expect(drawnOnPage("pilgrim hat and corn", 1).has("1F33D")).toBe(true);
    expect(drawnOnPage("cute kawaii sushi", 1).has("1F363")).toBe(true);
  });
});
