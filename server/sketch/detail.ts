/**
 * Detail as numbers, on the rasterised page (docs/sketch.md, "Detail"): whatever a layout drew,
 * a `simple` page leaves here with at most SIMPLE_MAX_REGIONS enclosed areas, none under
 * SIMPLE_MIN_CM2 (small areas are merged into their neighbour: the line between them is
 * erased; the tiniest, under TINY_CM2, such as a caption's letter counters, are filled), and a
 * `detailed` page with at least DETAILED_MIN_REGIONS, none under DETAILED_MIN_MM2 (decorative
 * patterns inside the subject's areas: server/sketch/patterns/decorate.ts).
 *
 * Both work on a black-and-white page (0 ink, 255 paper), in place, at any size: every length is
 * set in millimetres at print size, like the quality gate (server/images/quality.ts) that
 * measures the result.
 */
import { type Areas, areas, pointsPerPixel } from "../images/quality.js";

export const SIMPLE_MAX_REGIONS = 40;
export const SIMPLE_MIN_CM2 = 1;
export const DETAILED_MIN_REGIONS = 150;
/** Enclosed areas under this are filled with ink on a simple page rather than merged. */
export const TINY_CM2 = 0.2;

const mmPerPixel = (w: number, h: number) => (pointsPerPixel(w, h) / 72) * 25.4;

/** Per pixel: the root run of its paper area, or -1 on ink. */
export function labels(a: Areas, w: number, n: number): Int32Array {
  const lab = new Int32Array(n).fill(-1);
  for (let i = 0; i < a.runs; i++) {
    const row = (a.ry[i] as number) * w;
    lab.fill(a.root[i] as number, row + (a.rx0[i] as number), row + (a.rx1[i] as number));
  }
  return lab;
}

/**
 * Every ink pixel gets the paper area nearest to it through ink (a breadth-first search from
 * all paper at once) and its distance in pixels: each line is split down its middle between the
 * two areas it separates.
 */
function inkVoronoi(lab: Int32Array, w: number) {
  const n = lab.length;
  const owner = new Int32Array(n).fill(-1);
  const dist = new Uint16Array(n);
  const queue = new Int32Array(n);
  let tail = 0;
  for (let p = 0; p < n; p++) {
    if (lab[p] !== -1) continue;
    const x = p % w;
    let o = -1;
    if (x > 0 && lab[p - 1] !== -1) o = lab[p - 1] as number;
    else if (x < w - 1 && lab[p + 1] !== -1) o = lab[p + 1] as number;
    else if (p >= w && lab[p - w] !== -1) o = lab[p - w] as number;
    else if (p < n - w && lab[p + w] !== -1) o = lab[p + w] as number;
    if (o >= 0) {
      owner[p] = o;
      dist[p] = 1;
      queue[tail++] = p;
    }
  }
  for (let head = 0; head < tail; head++) {
    const p = queue[head] as number;
    const o = owner[p] as number;
    const d = (dist[p] as number) + 1;
    const x = p % w;
    let q = p - 1;
    if (x > 0 && lab[q] === -1 && owner[q] === -1) {
      owner[q] = o;
      dist[q] = d;
      queue[tail++] = q;
    }
    q = p + 1;
    if (x < w - 1 && lab[q] === -1 && owner[q] === -1) {
      owner[q] = o;
      dist[q] = d;
      queue[tail++] = q;
    }
    q = p - w;
    if (q >= 0 && lab[q] === -1 && owner[q] === -1) {
      owner[q] = o;
      dist[q] = d;
      queue[tail++] = q;
    }
    q = p + w;
    if (q < n && lab[q] === -1 && owner[q] === -1) {
      owner[q] = o;
      dist[q] = d;
      queue[tail++] = q;
    }
  }
  return { owner, dist };
}

/**
 * One round of merging: each chosen area is joined to the neighbour it shares the longest line
 * with, by erasing that line (both halves, and no pixel that belongs to a third area's half, so
 * no other area opens). Returns how many areas were merged.
 */
function mergeRound(
  bw: Uint8Array,
  w: number,
  h: number,
  minPx: number,
  tinyPx: number,
  maxRegions: number,
  mmPx: number,
): number {
  const n = bw.length;
  const ink = new Uint8Array(n);
  for (let i = 0; i < n; i++) ink[i] = (bw[i] as number) < 128 ? 1 : 0;
  const paper = areas(ink, w, h, false, 0);
  const enclosed: number[] = [];
  for (let i = 0; i < paper.runs; i++) if (paper.root[i] === i && !paper.edge[i]) enclosed.push(i);
  const small = new Set(enclosed.filter((r) => (paper.area[r] as number) < minPx));
  const big = enclosed
    .filter((r) => !small.has(r))
    .sort((a, b) => (paper.area[a] as number) - (paper.area[b] as number));
  // Too many areas: the smallest of the rest go too (a few more than needed, as merges can stall).
  for (let k = 0; big.length - k > maxRegions; k++) small.add(big[k] as number);
  if (!small.size) return 0;
  const lab = labels(paper, w, n);
  const { owner, dist } = inkVoronoi(lab, w);
  const isSmall = new Uint8Array(paper.runs);
  for (const r of small) isSmall[r] = 1;
  // Length of the line each small area shares with each neighbour.
  const shared = new Map<number, Map<number, number>>();
  // Per small area: pairs of touching pixels (its own, its neighbour's) along its seams.
  const seams = new Map<number, number[]>();
  const note = (a: number, b: number, p: number, q: number) => {
    let m = shared.get(a);
    if (!m) {
      m = new Map();
      shared.set(a, m);
    }
    m.set(b, (m.get(b) ?? 0) + 1);
    let s = seams.get(a);
    if (!s) {
      s = [];
      seams.set(a, s);
    }
    s.push(p, q);
  };
  for (let p = 0; p < n; p++) {
    const a = owner[p] as number;
    if (a < 0) continue;
    const x = p % w;
    if (x < w - 1) {
      const b = owner[p + 1] as number;
      if (b >= 0 && b !== a) {
        if (isSmall[a]) note(a, b, p, p + 1);
        if (isSmall[b]) note(b, a, p + 1, p);
      }
    }
    if (p < n - w) {
      const b = owner[p + w] as number;
      if (b >= 0 && b !== a) {
        if (isSmall[a]) note(a, b, p, p + w);
        if (isSmall[b]) note(b, a, p + w, p);
      }
    }
  }
  // The tiniest inside a single neighbour (a caption's letter counter, an eye's white) are
  // filled instead: merging would erase the letter or the eye; filled they still read as one.
  let filled = 0;
  const tiny = new Set<number>();
  for (const r of small) if ((paper.area[r] as number) < tinyPx && (shared.get(r)?.size ?? 0) <= 1) tiny.add(r);
  if (tiny.size) {
    for (let i = 0; i < paper.runs; i++) {
      if (!tiny.has(paper.root[i] as number)) continue;
      const row = (paper.ry[i] as number) * w;
      bw.fill(0, row + (paper.rx0[i] as number), row + (paper.rx1[i] as number));
    }
    for (const r of tiny) small.delete(r);
    filled = tiny.size;
  }
  // A line up to this thick (each half up to `half`) is erased.
  const half = Math.max(2, Math.round(2.4 / mmPx));
  const seen = new Uint8Array(n);
  const queue = new Int32Array(n);
  let merged = 0;
  const order = [...small].sort((a, b) => (paper.area[a] as number) - (paper.area[b] as number));
  const joined = new Set<number>();
  for (const r of order) {
    const m = shared.get(r);
    if (!m || joined.has(r)) continue;
    let best = -1;
    let most = 0;
    // Into the page's outside only when nothing else touches it (a sparkle beside a card goes
    // whole): through a frame that would cut the frame open.
    for (const [b, c] of m) if (c > most && !paper.edge[b]) [best, most] = [b, c];
    if (best < 0) for (const [b, c] of m) if (c > most) [best, most] = [b, c];
    if (best < 0) continue;
    // The seam between r and best, then straight across the line to either side's paper (each
    // step to a pixel of the same half nearer its paper), never along the line: the lines r
    // and best share with other areas stay whole.
    let tail = 0;
    const pairs = seams.get(r) as number[];
    for (let k = 0; k < pairs.length; k += 2) {
      if (owner[pairs[k + 1] as number] !== best) continue;
      for (const p of [pairs[k] as number, pairs[k + 1] as number]) {
        if (seen[p]) continue;
        seen[p] = 1;
        queue[tail++] = p;
      }
    }
    for (let head = 0; head < tail; head++) {
      const p = queue[head] as number;
      const dp = dist[p] as number;
      if (dp <= half) bw[p] = 255;
      const op = owner[p];
      const x = p % w;
      for (let k = 0; k < 4; k++) {
        const q = k === 0 ? (x > 0 ? p - 1 : -1) : k === 1 ? (x < w - 1 ? p + 1 : -1) : k === 2 ? p - w : p + w;
        if (q < 0 || q >= n || seen[q]) continue;
        if (owner[q] === op && (dist[q] as number) < dp) {
          seen[q] = 1;
          queue[tail++] = q;
        }
      }
    }
    for (let k = 0; k < tail; k++) seen[queue[k] as number] = 0;
    joined.add(r).add(best);
    merged++;
  }
  return merged + filled;
}

/**
 * A simple page: areas under SIMPLE_MIN_CM2 are merged into a neighbour, and the smallest
 * areas beyond SIMPLE_MAX_REGIONS too, round after round until the rule holds.
 */
export function simplifyRegions(bw: Uint8Array, w: number, h: number): void {
  const mmPx = mmPerPixel(w, h);
  // A little over 1 cm², so the gate's measure (at ~1024 px across) stays above it.
  const minPx = (SIMPLE_MIN_CM2 * 100 * 1.12) / (mmPx * mmPx);
  for (let round = 0; round < 12; round++) {
    if (!mergeRound(bw, w, h, minPx, (TINY_CM2 * 100) / (mmPx * mmPx), SIMPLE_MAX_REGIONS - 6, mmPx)) break;
    thickenHairlines(bw, w, h);
  }
  // Crumbs of erased lines: ink blobs under 1.5 mm² that touch nothing go.
  const ink = new Uint8Array(bw.length);
  for (let i = 0; i < bw.length; i++) ink[i] = bw[i] === 0 ? 1 : 0;
  const blobs = areas(ink, w, h, true);
  const crumbPx = 1.5 / (mmPx * mmPx);
  for (let i = 0; i < blobs.runs; i++) {
    if ((blobs.area[blobs.root[i] as number] as number) >= crumbPx) continue;
    const row = (blobs.ry[i] as number) * w;
    bw.fill(255, row + (blobs.rx0[i] as number), row + (blobs.rx1[i] as number));
  }
}

/**
 * Erasing a line can leave a one-pixel sliver of ink where it met another: such hairlines are
 * widened to three pixels, so the page keeps its stroke width (the gate would otherwise thicken
 * every line, and shut the openings the merge made).
 */
function thickenHairlines(bw: Uint8Array, w: number, h: number): void {
  const n = bw.length;
  const thin = new Uint8Array(n);
  let any = false;
  for (let p = 0; p < n; p++) {
    if (bw[p] !== 0) continue;
    const x = p % w;
    const left = x > 0 && bw[p - 1] === 0;
    const right = x < w - 1 && bw[p + 1] === 0;
    const up = p >= w && bw[p - w] === 0;
    const down = p < n - w && bw[p + w] === 0;
    if (!left && !right && !up && !down) bw[p] = 255;
    else if ((!left && !right) || (!up && !down)) {
      thin[p] = 1;
      any = true;
    }
  }
  if (!any) return;
  for (let p = 0; p < n; p++) {
    if (!thin[p]) continue;
    const x = p % w;
    const y = (p - x) / w;
    for (let dy = -1; dy <= 1; dy++) {
      const yy = y + dy;
      if (yy < 0 || yy >= h) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const xx = x + dx;
        if (xx >= 0 && xx < w) bw[yy * w + xx] = 0;
      }
    }
  }
}

/** No area to colour on a detailed page is smaller than this (where a pattern line meets an edge). */
export const DETAILED_MIN_MM2 = 2;
