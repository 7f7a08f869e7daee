/** Stroke widths of a page's ink at print size (docs/decisions/012-quality-gate.md, minStrokePt). */
import { type Bits, packInk, rowRuns, transpose } from "./bit-mask.js";
import { pointsPerPixel, round } from "./print-size.js";

const CAP = 64;
const BINS = 4;

/**
 * Stroke width in pixels at sampled ink pixels. A stroke of width t at angle θ has a run of
 * t/|sin θ| across and t/|cos θ| down through each of its pixels, so t = h·v/√(h² + v²) from the
 * two runs, at any angle (runs of CAP or more count as long). Returned as a histogram. The runs
 * down are the runs across of the transposed mask.
 */
function strokeHistogram(ink: Bits) {
  const { w, h } = ink;
  const hist = new Uint32Array(CAP * BINS + 1);
  // Every second row and column: a stroke of any direction still crosses thousands of samples.
  const sw = (w + 1) >> 1;
  const down = new Uint8Array(sw * ((h + 1) >> 1));
  const runs = new Int32Array(Math.max(w, h) + 2);
  const side = transpose(ink);
  for (let x = 0; x < w; x += 2) {
    const count = rowRuns(side, x, 1, runs);
    for (let r = 0; r < count; r++) {
      const a = runs[2 * r] as number;
      const e = runs[2 * r + 1] as number;
      const len = Math.min(CAP, e - a);
      for (let y = a + (a & 1); y < e; y += 2) down[(y >> 1) * sw + (x >> 1)] = len;
    }
  }
  let total = 0;
  for (let y = 0; y < h; y += 2) {
    const count = rowRuns(ink, y, 1, runs);
    const row = (y >> 1) * sw;
    for (let r = 0; r < count; r++) {
      const a = runs[2 * r] as number;
      const e = runs[2 * r + 1] as number;
      const across = Math.min(CAP, e - a);
      for (let x = a + (a & 1); x < e; x += 2) {
        const v = down[row + (x >> 1)] as number;
        const t = across >= CAP ? v : v >= CAP ? across : (across * v) / Math.sqrt(across * across + v * v);
        const bin = Math.min(CAP * BINS, Math.round(t * BINS));
        hist[bin] = (hist[bin] as number) + 1;
        total++;
      }
    }
  }
  return { hist, total };
}

function percentile({ hist, total }: { hist: Uint32Array; total: number }, q: number): number {
  if (!total) return 0;
  const want = total * q;
  let seen = 0;
  for (let i = 0; i <= CAP * BINS; i++) {
    seen += hist[i] as number;
    if (seen > want) return i / BINS;
  }
  return CAP;
}

export const thinnestStrokePx = (ink: Bits) => percentile(strokeHistogram(ink), 0.02);

/** Stroke widths of a black-and-white page at print size, in points, at the given percentiles. */
export function strokeWidthsPt(bw: Uint8Array, w: number, h: number, qs: number[]): number[] {
  const hist = strokeHistogram(packInk(bw, w, h).ink);
  return qs.map((q) => round(percentile(hist, q) * pointsPerPixel(w, h), 2));
}
