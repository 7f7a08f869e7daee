import type { Palette } from "../../engine/covers/palettes.js";
import { regionFills } from "./color-page.js";
import { PAPER_THRESHOLD } from "./regions.js";

/** One fill colour of a coloured page as closed polygons in its raster's pixels (nonzero winding). */
interface ColorLayer {
  color: string;
  /** Each loop as x0, y0, x1, y1, … in pixels (0 … width, 0 … height), simplified. */
  loops: Float32Array[];
}

/** A coloured page as vector fills: one layer per colour, drawn over the page's own outlines. */
export interface VectorColoring {
  width: number;
  height: number;
  layers: ColorLayer[];
}

/** Douglas-Peucker on a closed loop of points: split at the point farthest from the first. */
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

/** Where a colour's edge runs: the grey level that separates paper from ink (PAPER_THRESHOLD). */
const ISO = PAPER_THRESHOLD - 0.5;
/** Iso-contour points closer than this to the straightened line are dropped (pixels). */
const ISO_TOLERANCE_PX = 0.2;

/**
 * The paper of each fill colour traced as iso-contours of the grey raster (marching squares over
 * pixel centres, the edge where the grey crosses the paper threshold, interpolated): the fills end
 * where the anti-aliased lines are drawn half dark, so round caps stay round and lines keep their
 * width. For colour k a pixel counts with its grey when it is k's paper or ink, and as black
 * when it is another colour's paper or outside the page. Loops run with the colour on their
 * right, holes the other way round (nonzero winding).
 */
export function traceIsoColors(
  grey: Uint8Array,
  labels: Int32Array,
  fills: string[],
  width: number,
  height: number,
): VectorColoring {
  const classOf = new Int32Array(fills.length);
  const colors: string[] = [""];
  const index = new Map<string, number>();
  for (let r = 1; r < fills.length; r++) {
    const c = fills[r] as string;
    let k = index.get(c);
    if (k === undefined) {
      k = colors.length;
      colors.push(c);
      index.set(c, k);
    }
    classOf[r] = k;
  }
  const K = colors.length;
  const cls = new Int32Array(width * height);
  for (let i = 0; i < cls.length; i++) cls[i] = classOf[labels[i] as number] as number;
  // Per colour: segments as (from edge, to edge) and the from point.
  const segIds: Int32Array[] = Array.from({ length: K }, () => new Int32Array(512));
  const segPts: Float32Array[] = Array.from({ length: K }, () => new Float32Array(512));
  const counts = new Int32Array(K);
  const GW = width + 2;
  // Grid edge ids, corners padded by one: horizontal (x, y)-(x+1, y) even, vertical (x, y)-(x, y+1) odd.
  const hId = (x: number, y: number) => 2 * ((y + 1) * GW + x + 1);
  const vId = (x: number, y: number) => 2 * ((y + 1) * GW + x + 1) + 1;
  const value = (k: number, x: number, y: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return 0;
    const i = y * width + x;
    const c = cls[i] as number;
    return c === k || c === 0 ? (grey[i] as number) : 0;
  };
  const cx = [0, 1, 1, 0];
  const cy = [0, 0, 1, 1];
  const v = [0, 0, 0, 0];
  const ids = [0, 0, 0, 0];
  const inside = [false, false, false, false];
  const seen: number[] = [];
  for (let y = -1; y < height; y++) {
    for (let x = -1; x < width; x++) {
      const inImage = x >= 0 && y >= 0 && x + 1 < width && y + 1 < height;
      const i = y * width + x;
      if (inImage) {
        const a = labels[i] as number;
        // Four pixels of one region: all paper of one colour, no edge here.
        if (a && a === labels[i + 1] && a === labels[i + width] && a === labels[i + width + 1]) continue;
      }
      seen.length = 0;
      for (let q = 0; q < 4; q++) {
        const px = x + (cx[q] as number);
        const py = y + (cy[q] as number);
        const k = px < 0 || py < 0 || px >= width || py >= height ? 0 : (cls[py * width + px] as number);
        if (k && !seen.includes(k)) seen.push(k);
      }
      if (!seen.length) continue;
      ids[0] = hId(x, y);
      ids[1] = vId(x + 1, y);
      ids[2] = hId(x, y + 1);
      ids[3] = vId(x, y);
      for (const k of seen) {
        let n = 0;
        for (let q = 0; q < 4; q++) {
          v[q] = value(k, x + (cx[q] as number), y + (cy[q] as number));
          inside[q] = (v[q] as number) >= ISO;
          if (inside[q]) n++;
        }
        if (n === 0 || n === 4) continue;
        // A saddle whose centre is paper keeps the colour joined across the cell.
        const joined =
          n === 2 &&
          inside[0] === inside[2] &&
          ((v[0] as number) + (v[1] as number) + (v[2] as number) + (v[3] as number)) / 4 >= ISO;
        for (let e = 0; e < 4; e++) {
          if (!inside[e] || inside[(e + 1) & 3]) continue;
          // From this edge (paper to ink, going round the cell clockwise) to the edge where the paper comes back.
          let t = e;
          if (n === 2 && inside[0] === inside[2] && !joined) {
            do t = (t + 3) & 3;
            while (inside[t] || !inside[(t + 1) & 3]);
          } else {
            do t = (t + 1) & 3;
            while (inside[t] || !inside[(t + 1) & 3]);
          }
          const q0 = e;
          const q1 = (e + 1) & 3;
          const f = ((v[q0] as number) - ISO) / ((v[q0] as number) - (v[q1] as number));
          const px = x + 0.5 + (cx[q0] as number) + ((cx[q1] as number) - (cx[q0] as number)) * f;
          const py = y + 0.5 + (cy[q0] as number) + ((cy[q1] as number) - (cy[q0] as number)) * f;
          let n2 = counts[k] as number;
          let sid = segIds[k] as Int32Array;
          let spt = segPts[k] as Float32Array;
          if (2 * n2 + 2 > sid.length) {
            const g1 = new Int32Array(sid.length * 2);
            g1.set(sid);
            sid = g1;
            segIds[k] = g1;
            const g2 = new Float32Array(spt.length * 2);
            g2.set(spt);
            spt = g2;
            segPts[k] = g2;
          }
          sid[2 * n2] = ids[e] as number;
          sid[2 * n2 + 1] = ids[t] as number;
          spt[2 * n2] = px;
          spt[2 * n2 + 1] = py;
          counts[k] = ++n2;
        }
      }
    }
  }
  const layers: ColorLayer[] = [];
  const pts: number[] = [];
  for (let k = 1; k < K; k++) {
    const n = counts[k] as number;
    const sid = segIds[k] as Int32Array;
    const spt = segPts[k] as Float32Array;
    const from = new Map<number, number>();
    for (let s2 = 0; s2 < n; s2++) from.set(sid[2 * s2] as number, s2);
    const used = new Uint8Array(n);
    const loops: Float32Array[] = [];
    for (let s0 = 0; s0 < n; s0++) {
      if (used[s0]) continue;
      pts.length = 0;
      let s2 = s0;
      while (s2 !== undefined && !used[s2]) {
        used[s2] = 1;
        pts.push(spt[2 * s2] as number, spt[2 * s2 + 1] as number);
        s2 = from.get(sid[2 * s2 + 1] as number) as number;
      }
      if (pts.length >= 6) loops.push(simplifyLoop(pts, ISO_TOLERANCE_PX));
    }
    layers.push({ color: colors[k] as string, loops });
  }
  return { width, height, layers };
}

/**
 * A line-art raster coloured as vector fills: the same regions and colours as colorRaster for
 * the same pixels, palette and seed, each colour's paper traced into polygons (traceIsoColours).
 */
export function colorVector(
  grey: Uint8Array,
  width: number,
  height: number,
  palette: Palette,
  seed: number,
): VectorColoring {
  const { map, fills } = regionFills(grey, width, height, palette, seed);
  return traceIsoColors(grey, map.labels, fills, width, height);
}
