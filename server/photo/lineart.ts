/**
 * A photo made into line art (the built-in engine's photo tools, docs/sketch.md "Photos"). Pure
 * and synchronous: it runs in the sketch worker threads. The photo arrives already denoised and
 * flattened (a median filter) and blurred at two scales by sharp (server/photo/prepare.ts); here:
 *
 * 1. difference of Gaussians: the ink strength of a pixel is how much darker it is than its
 *    wider surround (G2 − G1). Lines appear on the dark side of every edge, whatever the
 *    brightness; unlike XDoG's tonal term, dark flat areas (a shadow, a black coat) do not
 *    become solid ink: only their outlines are drawn.
 * 2. hysteresis: strong responses start lines, weaker ones continue them (as in Canny), so
 *    outlines stay joined while noise on its own does not ink.
 * 3. portraits: shadows are lifted (a gamma on the dark end) and the threshold rises in dark
 *    areas, so a shadow across a face gives at most a soft line, never a blot.
 * 4. specks under a size (by detail) are removed; strokes are widened by the line weight; the
 *    picture gets a frame so no area runs off the page; the page then goes through the quality
 *    gate (server/images/quality.ts), which closes gaps, thickens thin strokes and measures.
 */
import { gateLineArt, type Quality } from "../images/quality.js";
import { boxMean, cannyEdges, linkEnds } from "./edges.js";

type Detail = "simple" | "medium" | "detailed";
type LineWeight = "thin" | "medium" | "bold";

export interface PhotoParams {
  /** Median filter size sharp applies first (denoise and flatten). */
  median: number;
  /** The two Gaussian scales, in page pixels. */
  sigma1: number;
  sigma2: number;
  /** Ink strength (grey levels) that starts a line, and that continues one. */
  high: number;
  low: number;
  /** Ink blobs smaller than this (page pixels) are specks. */
  speck: number;
  /** Stroke widening radius in page pixels. */
  widen: number;
  /** Portraits: lift shadows and raise the threshold in dark areas. */
  kind: boolean;
  /** The page's detail option: the quality gate's least number of areas to colour follows it. */
  detail: Detail;
  /** The outlines' scale (σ3, page pixels), their Canny thresholds and how far a line end reaches for another line. */
  edgeSigma: number;
  edgeHigh: number;
  edgeLow: number;
  reach: number;
}

type DetailParams = Pick<PhotoParams, "median" | "sigma1" | "high" | "low" | "speck" | "edgeSigma" | "reach">;
const DETAIL: Record<Detail, DetailParams> = {
  simple: { median: 7, sigma1: 2.2, high: 16, low: 8, speck: 220, edgeSigma: 3.4, reach: 22 },
  medium: { median: 5, sigma1: 1.5, high: 12, low: 6, speck: 90, edgeSigma: 2.8, reach: 18 },
  detailed: { median: 3, sigma1: 1.0, high: 9, low: 4.5, speck: 35, edgeSigma: 2.2, reach: 14 },
};
/**
 * Canny thresholds on the σ3 gradient, times σ3 (a blurred step's gradient falls as 1/σ): at
 * σ3 2.8, 32 starts an outline (a step of ~28 grey levels) and 14 continues one; the grain left
 * after the median filter stays under ~10.
 */
const EDGE_HIGH = 90;
const EDGE_LOW = 40;
const WIDEN: Record<LineWeight, number> = { thin: 0, medium: 1, bold: 2 };

/** The parameters for a page's options; detail and line weight change what is computed. */
export function photoParams(opts: { detail?: string; lineWeight?: string; variant?: string }): PhotoParams {
  const level: Detail = (opts.detail as Detail) in DETAIL ? (opts.detail as Detail) : "medium";
  const detail = DETAIL[level];
  const widen = WIDEN[(opts.lineWeight as LineWeight) in WIDEN ? (opts.lineWeight as LineWeight) : "medium"];
  const kind = opts.variant === "portrait" || opts.variant === "pet";
  return {
    ...detail,
    // Faces and fur: a wider flattening keeps skin and coats clean (and the lifted shadows below).
    median: kind ? detail.median + 2 : detail.median,
    sigma2: detail.sigma1 * 1.8,
    high: detail.high,
    low: detail.low,
    widen,
    kind,
    detail: level,
    edgeHigh: EDGE_HIGH / detail.edgeSigma,
    edgeLow: EDGE_LOW / detail.edgeSigma,
  };
}

/** Texture suppression: the share of the surround's mean response taken off a pixel's, and the surround's radius (page pixels). */
const INHIBIT = 1;
const SURROUND = 12;

/** Lifts shadows: a gamma of 0.6 on the dark end (portraits). */
const LIFT = (() => {
  const t = new Float32Array(256);
  for (let i = 0; i < 256; i++) t[i] = 255 * (i / 255) ** 0.6;
  return t;
})();

/** Ink (1) where the pixel is darker than its surround by the hysteresis thresholds. */
function inkFromBlurs(g1: Uint8Array, g2: Uint8Array, w: number, h: number, p: PhotoParams): Uint8Array {
  const n = w * h;
  const strength = new Float32Array(n);
  for (let i = 0, c = 0; i < n; i++, c += 3) {
    // Each colour channel on its own (a face against a wall of the same brightness still has
    // an outline); the strongest answer counts.
    let best = 0;
    for (let k = 0; k < 3; k++) {
      const a = g1[c + k] as number;
      const b = g2[c + k] as number;
      let d: number;
      if (p.kind) {
        // Shadows lifted, and in dark areas a higher bar: a soft shadow edge is no line.
        const dark = Math.max(0, (110 - b) / 110);
        d = ((LIFT[b] as number) - (LIFT[a] as number)) / (1 + 1.2 * dark);
      } else d = b - a;
      if (d > best) best = d;
    }
    strength[i] = best;
  }
  // Texture suppression, as for the outlines (edges.ts): foliage or bricks behind the subject
  // are busy all round, so their lines sink; a line with calm around it keeps its strength.
  const around = boxMean(strength, w, h, SURROUND);
  for (let i = 0; i < n; i++) strength[i] = (strength[i] as number) - INHIBIT * (around[i] as number);
  const ink = new Uint8Array(n);
  const stack = new Int32Array(n);
  let top = 0;
  for (let i = 0; i < n; i++) {
    if ((strength[i] as number) >= p.high && !ink[i]) {
      ink[i] = 1;
      stack[top++] = i;
      while (top) {
        const j = stack[--top] as number;
        const x = j % w;
        const y = (j - x) / w;
        for (let dy = -1; dy <= 1; dy++) {
          const yy = y + dy;
          if (yy < 0 || yy >= h) continue;
          for (let dx = -1; dx <= 1; dx++) {
            const xx = x + dx;
            if (xx < 0 || xx >= w) continue;
            const k = yy * w + xx;
            if (!ink[k] && (strength[k] as number) >= p.low) {
              ink[k] = 1;
              stack[top++] = k;
            }
          }
        }
      }
    }
  }
  return ink;
}

/** Removes 8-connected ink blobs smaller than `min` pixels. */
function removeSpecks(ink: Uint8Array, w: number, h: number, min: number): number {
  const n = w * h;
  const seen = new Uint8Array(n);
  const stack = new Int32Array(n);
  const members: number[] = [];
  let removed = 0;
  for (let i = 0; i < n; i++) {
    if (!ink[i] || seen[i]) continue;
    members.length = 0;
    let top = 0;
    stack[top++] = i;
    seen[i] = 1;
    while (top) {
      const j = stack[--top] as number;
      members.push(j);
      const x = j % w;
      const y = (j - x) / w;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= w) continue;
          const k = yy * w + xx;
          if (ink[k] && !seen[k]) {
            seen[k] = 1;
            stack[top++] = k;
          }
        }
      }
    }
    if (members.length < min) {
      for (const j of members) ink[j] = 0;
      removed++;
    }
  }
  return removed;
}

/**
 * Doubles one-pixel lines (the outlines and their links) to two pixels, right and down: the thin
 * line weight, whose thinnest line then already prints (0.75 pt is 1.25 px of a 1024 page), so
 * the gate does not thicken the whole page to reach it.
 */
function pair(ink: Uint8Array, w: number, h: number): Uint8Array {
  const out = ink.slice();
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (!ink[y * w + x]) continue;
      if (x + 1 < w) out[y * w + x + 1] = 1;
      if (y + 1 < h) {
        out[(y + 1) * w + x] = 1;
        if (x + 1 < w) out[(y + 1) * w + x + 1] = 1;
      }
    }
  return out;
}

/** Widens ink by a disc of radius r (0: unchanged). */
function widen(ink: Uint8Array, w: number, h: number, r: number): Uint8Array {
  if (r <= 0) return ink;
  const offsets: [number, number][] = [];
  for (let dy = -r; dy <= r; dy++)
    for (let dx = -r; dx <= r; dx++) if (dx * dx + dy * dy <= r * r + r) offsets.push([dx, dy]);
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!ink[y * w + x]) continue;
      for (const [dx, dy] of offsets) {
        const xx = x + dx;
        const yy = y + dy;
        if (xx >= 0 && xx < w && yy >= 0 && yy < h) out[yy * w + xx] = 1;
      }
    }
  }
  return out;
}

export interface PhotoJob {
  /** The fitted photo blurred at sigma1, sigma2 and edgeSigma (RGB, three bytes per pixel), pw×ph. */
  g1: Uint8Array;
  g2: Uint8Array;
  g3: Uint8Array;
  pw: number;
  ph: number;
  /** The page, and where the photo sits on it. */
  width: number;
  height: number;
  left: number;
  top: number;
  params: PhotoParams;
}

/** The page: line art of the photo in a frame, on white, through the quality gate. */
export function photoPage(job: PhotoJob): { pixels: Uint8Array; quality: Quality } {
  const { g1, g2, g3, pw, ph, width, height, left, top, params } = job;
  let ink = inkFromBlurs(g1, g2, pw, ph, params);
  removeSpecks(ink, pw, ph, params.speck);
  // The subject's outline at the coarser scale: a soft or grainy edge (a head against grass)
  // that the fine lines miss. Its lines are one pixel wide where the fine lines are about four,
  // so a speck of it is a quarter of the size.
  const outline = cannyEdges(g3, pw, ph, {
    high: params.edgeHigh,
    low: params.edgeLow,
    inhibit: INHIBIT * 1.2,
    surround: SURROUND,
  });
  removeSpecks(outline, pw, ph, params.speck / 4);
  for (let i = 0; i < ink.length; i++) if (outline[i]) ink[i] = 1;
  // Its gaps linked, so the outline closes.
  linkEnds(ink, pw, ph, params.reach);
  ink = params.widen > 0 ? widen(ink, pw, ph, params.widen) : pair(ink, pw, ph);
  const page = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < ph; y++) {
    const row = (top + y) * width + left;
    for (let x = 0; x < pw; x++) if (ink[y * pw + x]) page[row + x] = 0;
  }
  // The frame: every area the photo cuts at its edge is closed, so it can be coloured.
  const t = 3 + params.widen;
  for (let y = top - t; y < top + ph + t; y++) {
    if (y < 0 || y >= height) continue;
    for (let x = left - t; x < left + pw + t; x++) {
      if (x < 0 || x >= width) continue;
      const inside = y >= top && y < top + ph && x >= left && x < left + pw;
      if (!inside) page[y * width + x] = 0;
    }
  }
  const gated = gateLineArt(page, width, height, [], params.detail);
  return { pixels: gated.pixels, quality: gated.quality };
}
