/**
 * Detail as numbers, on the rasterised page (docs/sketch.md, "Detail"): whatever a layout drew,
 * a `simple` page leaves here with at most SIMPLE_MAX_REGIONS areas to colour, none under
 * SIMPLE_MIN_CM2 (small areas are merged into their neighbour: the line between them is
 * erased; the tiniest, under TINY_CM2, such as an eye's white, are filled; text is kept whole,
 * docs/decisions/037-simple-text.md), and a `detailed` page with at least DETAILED_MIN_REGIONS,
 * none under DETAILED_MIN_MM2 (decorative patterns inside the subject's areas:
 * server/sketch/patterns/decorate.ts).
 *
 * Both work on a black-and-white page (0 ink, 255 paper), in place, at any size: every length is
 * set in millimetres at print size, like the quality gate (server/images/quality.ts) that
 * measures the result.
 */
import { type Areas, areaBoxes, areas } from "../images/areas.js";
import { pointsPerPixel } from "../images/print-size.js";
import { type TextBox, textAreas } from "../images/text-areas.js";

const SIMPLE_MAX_REGIONS = 40;
const SIMPLE_MIN_CM2 = 1;
export const DETAILED_MIN_REGIONS = 150;
/** Enclosed areas under this are filled with ink on a simple page rather than merged. */
const TINY_CM2 = 0.2;

const mmPerPixel = (w: number, h: number) => (pointsPerPixel(w, h) / 72) * 25.4;

/** Per pixel: the root run of its paper area, or -1 on ink. */
export function labels(a: Areas, w: number, n: number, into?: Int32Array): Int32Array {
  const lab = into ? into.fill(-1) : new Int32Array(n).fill(-1);
  for (let i = 0; i < a.runs; i++) {
    const row = (a.ry[i] as number) * w;
    lab.fill(a.root[i] as number, row + (a.rx0[i] as number), row + (a.rx1[i] as number));
  }
  return lab;
}

/** Per-pixel buffers of a simple page's rounds, made once per page. */
interface Scratch {
  ink: Uint8Array;
  lab: Int32Array;
  owner: Int32Array;
  dist: Uint16Array;
  queue: Int32Array;
  seen: Uint8Array;
  /** 1 where a round looks at the ink: round the areas it merges. */
  active: Uint8Array;
}

const scratchFor = (n: number): Scratch => ({
  ink: new Uint8Array(n),
  lab: new Int32Array(n),
  owner: new Int32Array(n),
  dist: new Uint16Array(n),
  queue: new Int32Array(n),
  seen: new Uint8Array(n),
  active: new Uint8Array(n),
});

/**
 * The pixels of `mask` equal to `on` (the rest being `off`, no other value) as runs of indices
 * [start, end), none across a row's end: the native indexOf finds them, and the passes over a
 * page's ink (a tenth of its pixels) visit nothing else, in the same order as a scan.
 */
function runsOf(mask: Uint8Array, w: number, on: number, off: number): Int32Array {
  let out = new Int32Array(4096);
  let k = 0;
  const n = mask.length;
  for (let p = mask.indexOf(on); p >= 0; ) {
    const rowEnd = p - (p % w) + w;
    let e = mask.indexOf(off, p);
    if (e < 0 || e > rowEnd) e = rowEnd;
    if (k + 2 > out.length) {
      const grown = new Int32Array(out.length * 2);
      grown.set(out);
      out = grown;
    }
    out[k++] = p;
    out[k++] = e;
    p = e < n ? mask.indexOf(on, e) : -1;
  }
  return out.subarray(0, k);
}

/**
 * Every ink pixel gets the paper area nearest to it through ink (a breadth-first search from
 * all paper at once) and its distance in pixels: each line is split down its middle between the
 * two areas it separates.
 */
function inkVoronoi(lab: Int32Array, w: number, inkRuns: Int32Array, scratch: Scratch) {
  const n = lab.length;
  // A pixel's distance is only read where it has an owner, set in this pass.
  const owner = scratch.owner.fill(-1);
  const { dist, queue, active } = scratch;
  // `lab` is this pass's own from here: -1 is ink still to reach, -2 ink reached or left out
  // (outside the round's look), an area's root paper.
  for (let k = 0; k < inkRuns.length; k += 2)
    for (let p = inkRuns[k] as number; p < (inkRuns[k + 1] as number); p++) if (!active[p]) lab[p] = -2;
  let tail = 0;
  for (let k = 0; k < inkRuns.length; k += 2) {
    const first = inkRuns[k] as number;
    const row = first - (first % w);
    for (let p = first; p < (inkRuns[k + 1] as number); p++) {
      if (lab[p] !== -1) continue;
      const x = p - row;
      let o = -1;
      if (x > 0 && (lab[p - 1] as number) >= 0) o = lab[p - 1] as number;
      else if (x < w - 1 && (lab[p + 1] as number) >= 0) o = lab[p + 1] as number;
      else if (p >= w && (lab[p - w] as number) >= 0) o = lab[p - w] as number;
      else if (p < n - w && (lab[p + w] as number) >= 0) o = lab[p + w] as number;
      if (o >= 0) {
        owner[p] = o;
        dist[p] = 1;
        queue[tail++] = p;
      }
    }
  }
  for (let k = 0; k < tail; k++) lab[queue[k] as number] = -2;
  for (let head = 0; head < tail; head++) {
    const p = queue[head] as number;
    const o = owner[p] as number;
    const d = (dist[p] as number) + 1;
    const x = p % w;
    let q = p - 1;
    if (x > 0 && lab[q] === -1) {
      lab[q] = -2;
      owner[q] = o;
      dist[q] = d;
      queue[tail++] = q;
    }
    q = p + 1;
    if (x < w - 1 && lab[q] === -1) {
      lab[q] = -2;
      owner[q] = o;
      dist[q] = d;
      queue[tail++] = q;
    }
    q = p - w;
    if (q >= 0 && lab[q] === -1) {
      lab[q] = -2;
      owner[q] = o;
      dist[q] = d;
      queue[tail++] = q;
    }
    q = p + w;
    if (q < n && lab[q] === -1) {
      lab[q] = -2;
      owner[q] = o;
      dist[q] = d;
      queue[tail++] = q;
    }
  }
  return { owner, dist };
}

/**
 * The page's ink as the gate sees it (server/images/quality.ts measures areas at about 1024 px
 * across, a cell being ink if any of its pixels is): a gap in a line narrower than a cell is
 * shut there, so an area that leaks through one at full size is measured on its own.
 */
function gateInk(bw: Uint8Array, w: number, h: number, into: Uint8Array): Uint8Array {
  const ink = into.fill(0);
  const f = Math.max(1, Math.round(w / 1024));
  // The page is 0 and 255 only: its ink runs are found with the native indexOf.
  if (f === 1) {
    const runs = runsOf(bw, w, 0, 255);
    for (let k = 0; k < runs.length; k += 2) ink.fill(1, runs[k], runs[k + 1]);
    return ink;
  }
  const col = new Uint8Array(w);
  for (let y0 = 0; y0 < h; y0 += f) {
    const y1 = Math.min(h, y0 + f);
    col.fill(0);
    let any = false;
    for (let y = y0; y < y1; y++) {
      // Searched within the row, not on through the blank rows below it.
      const line = bw.subarray(y * w, y * w + w);
      for (let x = line.indexOf(0); x >= 0; ) {
        let e = line.indexOf(255, x);
        if (e < 0) e = w;
        col.fill(1, x, e);
        any = true;
        x = e < w ? line.indexOf(0, e) : -1;
      }
    }
    if (!any) continue;
    for (let x = col.indexOf(1); x >= 0; ) {
      const x0 = x - (x % f);
      let e = col.indexOf(0, x);
      if (e < 0) e = w;
      const x1 = Math.min(w, Math.ceil(e / f) * f);
      for (let y = y0; y < y1; y++) ink.fill(1, y * w + x0, y * w + x1);
      x = x1 < w ? col.indexOf(1, x1) : -1;
    }
  }
  return ink;
}

/**
 * Marks in `active` the part of the page a round looks at: each chosen area's bounding box and
 * 6 mm round it, far more than any line it may erase, so the ink between it and each neighbour
 * is split as over the whole page. After the first round only a few areas are left to merge,
 * and the pass over the ink (the round's dearest at print size) covers only what is round them.
 */
function lookRound(paper: Areas, chosen: Set<number>, w: number, h: number, mmPx: number, active: Uint8Array): void {
  active.fill(0);
  const m = Math.ceil(6 / mmPx);
  for (const [x0, y0, x1, y1] of areaBoxes(paper, (r) => chosen.has(r)).values()) {
    const a = Math.max(0, x0 - m);
    const e = Math.min(w, x1 + m);
    for (let y = Math.max(0, y0 - m); y < Math.min(h, y1 + m); y++) active.fill(1, y * w + a, y * w + e);
  }
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
  text: readonly TextBox[],
  scratch: Scratch,
): number {
  const n = bw.length;
  const ink = gateInk(bw, w, h, scratch.ink);
  const paper = areas(ink, w, h, false, 0);
  // Text keeps every line: its letters and counters are never merged, filled or merged into;
  // those under 1 cm² are read, not coloured, and do not count (docs/decisions/037-simple-text.md).
  const isText = textAreas(paper, text);
  const enclosed: number[] = [];
  for (let i = 0; i < paper.runs; i++)
    if (paper.root[i] === i && !paper.edge[i] && !(isText[i] && (paper.area[i] as number) < minPx)) enclosed.push(i);
  const small = new Set(enclosed.filter((r) => (paper.area[r] as number) < minPx));
  const big = enclosed
    .filter((r) => !small.has(r))
    .sort((a, b) => (paper.area[a] as number) - (paper.area[b] as number));
  // Too many areas: the smallest of the rest go too (a few more than needed, as merges can stall).
  for (let k = 0, over = big.length - maxRegions; k < big.length && over > 0; k++) {
    if (isText[big[k] as number]) continue;
    small.add(big[k] as number);
    over--;
  }
  if (!small.size) return 0;
  const lab = labels(paper, w, n, scratch.lab);
  // Only ink pixels have an owner: every pass below visits the ink's runs alone.
  const inkRuns = runsOf(ink, w, 1, 0);
  lookRound(paper, small, w, h, mmPx, scratch.active);
  const { owner, dist } = inkVoronoi(lab, w, inkRuns, scratch);
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
  for (let k = 0; k < inkRuns.length; k += 2)
    for (let p = inkRuns[k] as number; p < (inkRuns[k + 1] as number); p++) {
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
  // `seen` is cleared after each area's erasing, so it is clear again for the next round.
  const { seen, queue } = scratch;
  let merged = 0;
  const order = [...small].sort((a, b) => (paper.area[a] as number) - (paper.area[b] as number));
  // Merges chain within a round: an area that has already taken a neighbour in is skipped once
  // it is large enough, and a neighbour already joined to it is no neighbour. Each round measures
  // the page afresh, so chains only save rounds (each a pass over the whole page at print size).
  const joined = new Map<number, number>();
  const rootOf = (a: number): number => {
    let r = a;
    for (let up = joined.get(r); up !== undefined; up = joined.get(r)) r = up;
    return r;
  };
  const size = new Map<number, number>();
  for (const r of order) {
    const m = shared.get(r);
    if (!m) continue;
    const own = rootOf(r);
    // Only a joined area has a size here: the rest are as measured.
    if ((size.get(own) ?? 0) >= minPx) continue;
    let best = -1;
    let most = 0;
    // Into the page's outside only when nothing else touches it (a sparkle beside a card goes
    // whole): through a frame that would cut the frame open.
    for (const [b, c] of m) if (c > most && !paper.edge[b] && !isText[b] && rootOf(b) !== own) [best, most] = [b, c];
    if (best < 0) for (const [b, c] of m) if (c > most && !isText[b] && rootOf(b) !== own) [best, most] = [b, c];
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
    const into = rootOf(best);
    joined.set(own, into);
    size.set(into, (size.get(into) ?? (paper.area[into] as number)) + (size.get(own) ?? (paper.area[own] as number)));
    merged++;
  }
  return merged + filled;
}

/**
 * A simple page: areas under SIMPLE_MIN_CM2 are merged into a neighbour, and the smallest
 * areas beyond SIMPLE_MAX_REGIONS too, round after round until the rule holds.
 */
export function simplifyRegions(bw: Uint8Array, w: number, h: number, text: readonly TextBox[] = []): void {
  const mmPx = mmPerPixel(w, h);
  // A little over 1 cm², so the gate's measure (at ~1024 px across) stays above it.
  const minPx = (SIMPLE_MIN_CM2 * 100 * 1.12) / (mmPx * mmPx);
  const scratch = scratchFor(bw.length);
  for (let round = 0; round < 12; round++) {
    if (!mergeRound(bw, w, h, minPx, (TINY_CM2 * 100) / (mmPx * mmPx), SIMPLE_MAX_REGIONS - 6, mmPx, text, scratch))
      break;
    thickenHairlines(bw, w, h);
  }
  // Crumbs of erased lines: ink blobs under 1.5 mm² that touch nothing go.
  const ink = new Uint8Array(bw.length);
  const inkRuns = runsOf(bw, w, 0, 255);
  for (let k = 0; k < inkRuns.length; k += 2) ink.fill(1, inkRuns[k], inkRuns[k + 1]);
  const blobs = areas(ink, w, h, true);
  const crumbPx = 1.5 / (mmPx * mmPx);
  // A full stop or an i's dot is text, not a crumb.
  const dots = textAreas(blobs, text);
  for (let i = 0; i < blobs.runs; i++) {
    const root = blobs.root[i] as number;
    if ((blobs.area[root] as number) >= crumbPx || dots[root]) continue;
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
  const inkRuns = runsOf(bw, w, 0, 255);
  for (let k = 0; k < inkRuns.length; k += 2)
    for (let p = inkRuns[k] as number; p < (inkRuns[k + 1] as number); p++) {
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
  for (let k = 0; k < inkRuns.length; k += 2)
    for (let p = inkRuns[k] as number; p < (inkRuns[k + 1] as number); p++) {
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
