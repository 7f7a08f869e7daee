import type { Palette } from "../../engine/covers/palettes.js";
import { regionFills } from "./color-page.js";

/** One fill colour of a coloured page as closed polygons in its raster's pixels (nonzero winding). */
export interface ColourLayer {
  color: string;
  /** Each loop as x0, y0, x1, y1, … (pixel corners, simplified). */
  loops: Float32Array[];
}

/** A coloured page as vector fills: one layer per colour, drawn over the page's own outlines. */
export interface VectorColouring {
  width: number;
  height: number;
  layers: ColourLayer[];
}

/** A loop's corners may move this many pixels when its staircase is straightened. */
const TOLERANCE_PX = 0.8;

// Unit steps between pixel corners: right, down, left, up (y grows downwards).
const DX = [1, 0, -1, 0];
const DY = [0, 1, 0, -1];

/**
 * The paper pixels of each fill colour traced into polygons: every edge between a pixel of the
 * colour and one that is not (ink, another colour or outside the page) walked with the colour on
 * its right, chained into loops at the pixel corners, the staircases straightened
 * (Douglas-Peucker, TOLERANCE_PX). Holes run the other way round, so a nonzero fill paints
 * exactly the colour's pixels; ink pixels are in no layer, so the outlines under the fills
 * stay visible between them. One pass over the pixels, then work in proportion to the edges.
 */
export function traceColours(labels: Int32Array, fills: string[], width: number, height: number): VectorColouring {
  const classOf = new Int32Array(fills.length);
  const colours: string[] = [""];
  const index = new Map<string, number>();
  for (let r = 1; r < fills.length; r++) {
    const c = fills[r] as string;
    let k = index.get(c);
    if (k === undefined) {
      k = colours.length;
      colours.push(c);
      index.set(c, k);
    }
    classOf[r] = k;
  }
  const K = colours.length;
  // Directed unit edges per class: (vertex << 2) | direction, vertex = y * (width + 1) + x.
  const edges: Int32Array[] = Array.from({ length: K }, () => new Int32Array(256));
  const counts = new Int32Array(K);
  const push = (k: number, v: number, d: number) => {
    let arr = edges[k] as Int32Array;
    const n = counts[k] as number;
    if (n >= arr.length) {
      const grown = new Int32Array(arr.length * 2);
      grown.set(arr);
      arr = grown;
      edges[k] = arr;
    }
    arr[n] = (v << 2) | d;
    counts[k] = n + 1;
  };
  const VW = width + 1;
  const cls = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? 0 : (classOf[labels[y * width + x] as number] as number);
  for (let y = 0; y <= height; y++) {
    for (let x = 0; x <= width; x++) {
      const here = cls(x, y);
      // The edge above this pixel: between (x, y - 1) and (x, y).
      if (x < width) {
        const above = cls(x, y - 1);
        if (above !== here) {
          if (here) push(here, y * VW + x, 0);
          if (above) push(above, y * VW + x + 1, 2);
        }
      }
      // The edge left of this pixel: between (x - 1, y) and (x, y).
      if (y < height) {
        const left = cls(x - 1, y);
        if (left !== here) {
          if (here) push(here, (y + 1) * VW + x, 3);
          if (left) push(left, y * VW + x, 1);
        }
      }
    }
  }
  const out = new Uint8Array(VW * (height + 1));
  const layers: ColourLayer[] = [];
  const pts: number[] = [];
  for (let k = 1; k < K; k++) {
    const list = edges[k] as Int32Array;
    const n = counts[k] as number;
    for (let i = 0; i < n; i++) {
      const e = list[i] as number;
      out[e >> 2] = (out[e >> 2] as number) | (1 << (e & 3));
    }
    const loops: Float32Array[] = [];
    for (let i = 0; i < n; i++) {
      const start = (list[i] as number) >> 2;
      if (!out[start]) continue;
      pts.length = 0;
      let v = start;
      let prev = -1;
      for (;;) {
        const bits = out[v] as number;
        if (!bits) break;
        // At a corner where the colour touches itself diagonally, turn right: the loop stays simple.
        let d = -1;
        if (prev >= 0) {
          for (const turn of [1, 0, 3]) {
            const c = (prev + turn) & 3;
            if (bits & (1 << c)) {
              d = c;
              break;
            }
          }
        }
        if (d < 0) d = 31 - Math.clz32(bits & -bits);
        out[v] = bits & ~(1 << d);
        if (d !== prev) pts.push(v % VW, Math.floor(v / VW));
        prev = d;
        v += (DX[d] as number) + (DY[d] as number) * VW;
      }
      if (pts.length >= 6) loops.push(simplifyLoop(pts, TOLERANCE_PX));
    }
    layers.push({ color: colours[k] as string, loops });
  }
  return { width, height, layers };
}

/** Douglas-Peucker on a closed loop of corners: split at the corner farthest from the first. */
function simplifyLoop(p: number[], tol: number): Float32Array {
  const n = p.length / 2;
  let far = 0;
  let best = -1;
  for (let i = 1; i < n; i++) {
    const d = ((p[2 * i] as number) - (p[0] as number)) ** 2 + ((p[2 * i + 1] as number) - (p[1] as number)) ** 2;
    if (d > best) {
      best = d;
      far = i;
    }
  }
  const keep = new Uint8Array(n + 1);
  keep[0] = 1;
  keep[far] = 1;
  keep[n] = 1;
  const at = (i: number) => (i === n ? 0 : i);
  const stack = [0, far, far, n];
  while (stack.length) {
    const b = stack.pop() as number;
    const a = stack.pop() as number;
    if (b - a < 2) continue;
    const ax = p[2 * at(a)] as number;
    const ay = p[2 * at(a) + 1] as number;
    const bx = p[2 * at(b)] as number;
    const by = p[2 * at(b) + 1] as number;
    const dx = bx - ax;
    const dy = by - ay;
    const len = Math.hypot(dx, dy) || 1;
    let worst = -1;
    let wi = -1;
    for (let i = a + 1; i < b; i++) {
      const d = Math.abs(dy * ((p[2 * i] as number) - ax) - dx * ((p[2 * i + 1] as number) - ay)) / len;
      if (d > worst) {
        worst = d;
        wi = i;
      }
    }
    if (worst > tol) {
      keep[wi] = 1;
      stack.push(a, wi, wi, b);
    }
  }
  const res: number[] = [];
  for (let i = 0; i < n; i++) if (keep[i]) res.push(p[2 * i] as number, p[2 * i + 1] as number);
  return Float32Array.from(res);
}

/**
 * A line-art raster coloured as vector fills: the same regions and colours as colorRaster for
 * the same pixels, palette and seed, each colour's paper pixels traced into polygons.
 */
export function colorVector(
  grey: Uint8Array,
  width: number,
  height: number,
  palette: Palette,
  seed: number,
): VectorColouring {
  const { map, fills } = regionFills(grey, width, height, palette, seed);
  return traceColours(map.labels, fills, width, height);
}

/** The layers as SVG paths in the raster's pixels (a viewBox of width x height). */
export function layersSvgPaths(v: VectorColouring): string {
  return v.layers
    .map((l) => {
      const d = l.loops
        .map((loop) => {
          let s = `M${loop[0]} ${loop[1]}`;
          for (let i = 2; i < loop.length; i += 2) s += `L${loop[i]} ${loop[i + 1]}`;
          return `${s}Z`;
        })
        .join("");
      return `<path fill="${l.color}" d="${d}"/>`;
    })
    .join("");
}
