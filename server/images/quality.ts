/**
 * The quality gate of line-art pages (API.md, "Page options, quality and print"): pixels in,
 * figures and repairs out. Pure and synchronous; it runs in the sketch worker threads.
 *
 * Everything is measured at print size: a square page prints 8 in wide (2400 px at 300 DPI), a
 * portrait 17:22 page 8.5x11 in, anything else fitted into 8.5x11 in. docs/decisions/012-quality-gate.md
 * explains each figure and threshold.
 */

export interface Quality {
  /** Share of pixels that are neither black nor white (0 on a stored page). */
  greyShare: number;
  /** Share of pixels that are ink. */
  inkShare: number;
  /** The thinnest stroke at print size, in points (2nd percentile of the strokes' widths). */
  minStrokePt: number;
  /** Enclosed areas to colour: white areas of at least SLIVER_MM2 not connected to the page's outside. */
  regions: number;
  /** The smallest of those areas at print size, in cm² (0 when there is none). */
  smallestRegionCm2: number;
  /** Areas that a gap of at most LEAK_GAP_MM in their outline opens to the page's outside. */
  leaks: number;
  passed: boolean;
}

export type Repair = "grey-removed" | "specks-removed" | "gaps-closed" | "strokes-thickened" | "slivers-filled";

export interface GateResult {
  /** The page, one byte per pixel, exactly 0 (ink) or 255 (paper). */
  pixels: Uint8Array;
  quality: Quality;
  repairs: Repair[];
}

/** Strokes under this width fail the gate (KDP's and the contract's minimum). */
export const MIN_STROKE_PT = 0.75;
/** A gap up to this size in an outline is a leak the repair closes. */
export const LEAK_GAP_MM = 0.6;
/** White areas under this size are slivers nobody can colour; the repair fills them with ink. */
export const SLIVER_MM2 = 1;
/** Ink blobs under this size that touch nothing are specks (model noise); the repair removes them. */
export const SPECK_MM2 = 0.3;
/** A page with less ink than this is empty, with more it is a black mess, not line art. */
export const INK_RANGE: [number, number] = [0.004, 0.4];

const INK = 0;
const PAPER = 255;
/** Below this is ink, above GREY_HI paper; between them a pixel is grey. */
const GREY_LO = 48;
const GREY_HI = 208;
/** Where grey that is only a thin line or an anti-aliased edge is split between ink and paper. */
const INK_CUT = 176;

/** Points per pixel of a w×h page at print size. */
export function pointsPerPixel(w: number, h: number): number {
  if (Math.abs(w - h) <= 2) return (8 * 72) / w;
  return Math.min((8.5 * 72) / w, (11 * 72) / h);
}

const mmPerPixel = (w: number, h: number) => (pointsPerPixel(w, h) / 72) * 25.4;

/** Share of grey pixels in a luminance image. */
export function greyShareOf(lum: Uint8Array): number {
  let grey = 0;
  for (let i = 0; i < lum.length; i++) {
    const v = lum[i] as number;
    if (v > 0 && v < 255) grey++;
  }
  return grey / lum.length;
}

/** Whether any pixel is neither pure black nor pure white (stops at the first). */
function hasGrey(lum: Uint8Array): boolean {
  for (let i = 0; i < lum.length; i++) {
    const v = lum[i] as number;
    if (v > 0 && v < 255) return true;
  }
  return false;
}

/**
 * Box filter of a 0/1 mask with a (2r+1)² square: dilation (any pixel set) or erosion (all set;
 * outside the image counts as set). Separable running counts, row by row: O(pixels) whatever r.
 */
function box(mask: Uint8Array, w: number, h: number, r: number, erode: boolean): Uint8Array {
  if (r <= 0) return mask.slice();
  const full = 2 * r + 1;
  const tmp = new Uint8Array(mask.length);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    // Pixels beyond the edge count as set for erosion, unset for dilation.
    let count = erode ? r + 1 : 0;
    for (let x = 0; x < r && x < w; x++) count += mask[row + x] as number;
    for (let x = 0; x < w; x++) {
      count += x + r < w ? (mask[row + x + r] as number) : erode ? 1 : 0;
      count -= x - r - 1 >= 0 ? (mask[row + x - r - 1] as number) : erode ? 1 : 0;
      tmp[row + x] = erode ? (count === full ? 1 : 0) : count > 0 ? 1 : 0;
    }
  }
  const out = new Uint8Array(mask.length);
  const counts = new Int32Array(w).fill(erode ? r + 1 : 0);
  for (let y = 0; y < r && y < h; y++)
    for (let x = 0; x < w; x++) counts[x] = (counts[x] as number) + (tmp[y * w + x] as number);
  for (let y = 0; y < h; y++) {
    const add = y + r < h ? (y + r) * w : -1;
    const sub = y - r - 1 >= 0 ? (y - r - 1) * w : -1;
    const row = y * w;
    for (let x = 0; x < w; x++) {
      let c = (counts[x] as number) + (add >= 0 ? (tmp[add + x] as number) : erode ? 1 : 0);
      c -= sub >= 0 ? (tmp[sub + x] as number) : erode ? 1 : 0;
      counts[x] = c;
      out[row + x] = erode ? (c === full ? 1 : 0) : c > 0 ? 1 : 0;
    }
  }
  return out;
}

const dilate = (mask: Uint8Array, w: number, h: number, r: number) => box(mask, w, h, r, false);
const erode = (mask: Uint8Array, w: number, h: number, r: number) => box(mask, w, h, r, true);
const close = (mask: Uint8Array, w: number, h: number, r: number) => erode(dilate(mask, w, h, r), w, h, r);

/**
 * Connected areas of `mask` by runs: each row's runs of set pixels are joined (union-find) to
 * the runs they touch in the row above (4-connected; 8 with `diagonal`). A page has tens of
 * thousands of runs against millions of pixels. With `edge`, areas touching the image's edge
 * are the outside: `outside[root]` is set for them.
 */
export interface Areas {
  /** Per run: row, first x, one past the last x. */
  ry: Int32Array;
  rx0: Int32Array;
  rx1: Int32Array;
  /** Per run: its area's root run. */
  root: Int32Array;
  runs: number;
  /** Per root run: pixels in the area, and whether it touches the edge. */
  area: Float64Array;
  edge: Uint8Array;
}

export function areas(mask: Uint8Array, w: number, h: number, diagonal = false, want = 1): Areas {
  let cap = 1024;
  let ry = new Int32Array(cap);
  let rx0 = new Int32Array(cap);
  let rx1 = new Int32Array(cap);
  let parent = new Int32Array(cap);
  let n = 0;
  const find = (a: number): number => {
    let r = a;
    while (parent[r] !== r) r = parent[r] as number;
    while (parent[a] !== r) {
      const next = parent[a] as number;
      parent[a] = r;
      a = next;
    }
    return r;
  };
  let prevStart = 0;
  let prevEnd = 0;
  const d = diagonal ? 1 : 0;
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const start = n;
    let j = prevStart;
    let x = 0;
    while (x < w) {
      if (mask[row + x] !== want) {
        x++;
        continue;
      }
      const a = x;
      while (x < w && mask[row + x] === want) x++;
      if (n === cap) {
        cap *= 2;
        const grow = (arr: Int32Array) => {
          const next = new Int32Array(cap);
          next.set(arr);
          return next;
        };
        ry = grow(ry);
        rx0 = grow(rx0);
        rx1 = grow(rx1);
        parent = grow(parent);
      }
      ry[n] = y;
      rx0[n] = a;
      rx1[n] = x;
      parent[n] = n;
      // Runs of the row above that overlap [a, x) (widened by one for diagonal contact).
      while (j < prevEnd && (rx1[j] as number) + d <= a) j++;
      for (let k = j; k < prevEnd && (rx0[k] as number) < x + d; k++) {
        const ra = find(k);
        const rb = find(n);
        if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
      }
      n++;
    }
    prevStart = start;
    prevEnd = n;
  }
  const root = new Int32Array(n);
  const area = new Float64Array(n);
  const edge = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const r = find(i);
    root[i] = r;
    const x0 = rx0[i] as number;
    const x1 = rx1[i] as number;
    area[r] = (area[r] as number) + x1 - x0;
    const y = ry[i] as number;
    if (x0 === 0 || x1 === w || y === 0 || y === h - 1) edge[r] = 1;
  }
  return { ry, rx0, rx1, root, runs: n, area, edge };
}

/** OR-reduce an ink mask by f in both directions. */
function reduce(ink: Uint8Array, w: number, h: number, f: number) {
  const rw = Math.ceil(w / f);
  const rh = Math.ceil(h / f);
  const out = new Uint8Array(rw * rh);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const orow = Math.floor(y / f) * rw;
    for (let x = 0; x < w; x++) if (ink[row + x]) out[orow + Math.floor(x / f)] = 1;
  }
  return { ink: out, w: rw, h: rh };
}

/** Sizes of the areas that do not touch the edge (one entry per area). */
function enclosed(a: Areas): number[] {
  const out: number[] = [];
  for (let i = 0; i < a.runs; i++) if (a.root[i] === i && !a.edge[i]) out.push(a.area[i] as number);
  return out;
}

/** Paint the pixels of the areas `pick` selects into `into` with `value`. */
function paint(a: Areas, w: number, into: Uint8Array, value: number, pick: (root: number) => boolean) {
  for (let i = 0; i < a.runs; i++) {
    if (!pick(a.root[i] as number)) continue;
    const row = (a.ry[i] as number) * w;
    into.fill(value, row + (a.rx0[i] as number), row + (a.rx1[i] as number));
  }
}

/** Walk from (x, y) in direction (dx, dy) over ink, up to `limit` steps; how many steps were ink. */
function walk(ink: Uint8Array, w: number, h: number, x: number, y: number, dx: number, dy: number, limit: number) {
  let n = 0;
  x += dx;
  y += dy;
  while (n < limit && x >= 0 && x < w && y >= 0 && y < h && ink[y * w + x]) {
    n++;
    x += dx;
    y += dy;
  }
  return n;
}

const CAP = 64;
const BINS = 4;

/**
 * Stroke width in pixels at sampled ink pixels. A stroke of width t at angle θ has a run of
 * t/|sin θ| across and t/|cos θ| down through each of its pixels, so t = h·v/√(h² + v²) from the
 * two runs, at any angle. Returned as the 2nd percentile, robust against a few corner pixels.
 */
function strokeHistogram(ink: Uint8Array, w: number, h: number) {
  const hist = new Uint32Array(CAP * BINS + 1);
  let total = 0;
  // Every second row and column: a stroke of any direction still crosses thousands of samples.
  for (let y = 0; y < h; y += 2) {
    for (let x = 0; x < w; x += 2) {
      if (!ink[y * w + x]) continue;
      let across = 1 + walk(ink, w, h, x, y, 1, 0, CAP);
      if (across < CAP) across += walk(ink, w, h, x, y, -1, 0, CAP - across);
      let down = 1 + walk(ink, w, h, x, y, 0, 1, CAP);
      if (down < CAP) down += walk(ink, w, h, x, y, 0, -1, CAP - down);
      const t =
        across >= CAP ? down : down >= CAP ? across : (across * down) / Math.sqrt(across * across + down * down);
      const bin = Math.min(CAP * BINS, Math.round(t * BINS));
      hist[bin] = (hist[bin] as number) + 1;
      total++;
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

const thinnestStrokePx = (ink: Uint8Array, w: number, h: number) => percentile(strokeHistogram(ink, w, h), 0.02);

/** Stroke widths of a black-and-white page at print size, in points, at the given percentiles. */
export function strokeWidthsPt(bw: Uint8Array, w: number, h: number, qs: number[]): number[] {
  const ink = new Uint8Array(bw.length);
  for (let i = 0; i < bw.length; i++) ink[i] = (bw[i] as number) < 128 ? 1 : 0;
  const hist = strokeHistogram(ink, w, h);
  return qs.map((q) => round(percentile(hist, q) * pointsPerPixel(w, h), 2));
}

const gapRadius = (w: number, h: number) => Math.max(1, Math.round(LEAK_GAP_MM / mmPerPixel(w, h) / 2));

/**
 * The leaks: areas that closing every gap of up to LEAK_GAP_MM cuts off from the page's
 * outside, i.e. areas that were meant to be closed but open to the outside through a small gap.
 */
function leakAreas(ink: Uint8Array, paper: Areas, w: number, h: number, minPx: number, radius: number) {
  const closed = close(ink, w, h, Math.max(1, Math.round(radius)));
  // Paper that is outside now and enclosed once the gaps are shut.
  const cut = new Uint8Array(ink.length);
  paint(paper, w, cut, 1, (root) => paper.edge[root] === 1);
  for (let i = 0; i < cut.length; i++) if (closed[i]) cut[i] = 0;
  const after = areas(cut, w, h);
  // Outside before, still reaching the edge after: not a leak. Enclosed after: a leak.
  const stillOut = new Uint8Array(ink.length);
  const closedPaper = areas(closed, w, h, false, 0);
  paint(closedPaper, w, stillOut, 1, (root) => closedPaper.edge[root] === 1);
  let count = 0;
  for (let i = 0; i < after.runs; i++) {
    if (after.root[i] !== i || (after.area[i] as number) < minPx) continue;
    const p = (after.ry[i] as number) * w + (after.rx0[i] as number);
    if (!stillOut[p]) count++;
  }
  return { closed, count };
}

/** Measure a black-and-white page (bytes 0 or 255; grey counted as such). */
export function measureLineArt(bw: Uint8Array, w: number, h: number): Quality {
  let grey = 0;
  let inkCount = 0;
  const ink = new Uint8Array(bw.length);
  for (let i = 0; i < bw.length; i++) {
    const v = bw[i] as number;
    if (v > 0 && v < 255) grey++;
    if (v < 128) {
      ink[i] = 1;
      inkCount++;
    }
  }
  const inkShare = inkCount / ink.length;
  const ptPx = pointsPerPixel(w, h);
  const cm2Px = ((ptPx / 72) * 2.54) ** 2;
  const minStrokePt = thinnestStrokePx(ink, w, h) * ptPx;
  // Areas are analysed at about 1024 px across (an ink pixel of the reduced page is ink if any
  // of its f×f pixels is): the same figures within a few per cent, a quarter of the work at 300 DPI.
  const f = Math.max(1, Math.round(w / 1024));
  const small = f > 1 ? reduce(ink, w, h, f) : { ink, w, h };
  const cellCm2 = cm2Px * f * f;
  const paper = areas(small.ink, small.w, small.h, false, 0);
  // Areas under SLIVER_MM2 (corners where two lines nearly meet) are not areas to colour.
  const sliverPx = SLIVER_MM2 / 100 / cellCm2;
  const inside = enclosed(paper).filter((a) => a >= sliverPx);
  let smallest = inside.length ? (inside[0] as number) : 0;
  for (const a of inside) smallest = Math.min(smallest, a);
  const leaks = inkCount > 0 ? leakAreas(small.ink, paper, small.w, small.h, sliverPx, gapRadius(w, h) / f).count : 0;
  const quality: Quality = {
    greyShare: round(grey / bw.length, 4),
    inkShare: round(inkShare, 4),
    minStrokePt: round(minStrokePt, 2),
    regions: inside.length,
    smallestRegionCm2: round(smallest * cellCm2, 3),
    leaks,
    passed: false,
  };
  quality.passed = verdict(quality);
  return quality;
}

function verdict(q: Quality): boolean {
  return (
    q.greyShare === 0 &&
    q.inkShare >= (INK_RANGE[0] as number) &&
    q.inkShare <= (INK_RANGE[1] as number) &&
    q.minStrokePt >= MIN_STROKE_PT &&
    q.leaks === 0 &&
    q.regions > 0
  );
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Repair a page, from any provider: grey shading becomes paper, thin grey lines become ink,
 * specks go, strokes under the minimum are thickened, small gaps in outlines are closed and
 * slivers too small to colour are filled. Input: luminance (0–255, any grey).
 */
export function repairLineArt(lum: Uint8Array, w: number, h: number): { pixels: Uint8Array; repairs: Repair[] } {
  const repairs: Repair[] = [];
  const n = lum.length;
  const mmPx = mmPerPixel(w, h);
  const mm2Px = mmPx * mmPx;

  // 1. Grey shading: grey areas wider than ~1 mm are fills, not lines; they become paper.
  const grey = new Uint8Array(n);
  let greyCount = 0;
  for (let i = 0; i < n; i++) {
    const v = lum[i] as number;
    if (v >= GREY_LO && v < GREY_HI) {
      grey[i] = 1;
      greyCount++;
    }
  }
  const fillR = Math.max(2, Math.round(0.5 / mmPx));
  const fills = greyCount ? dilate(erode(grey, w, h, fillR), w, h, fillR) : grey;
  let ink: Uint8Array = new Uint8Array(n);
  let removedGrey = 0;
  for (let i = 0; i < n; i++) {
    const v = lum[i] as number;
    if (fills[i] && v >= GREY_LO) removedGrey++;
    else if (v < INK_CUT) ink[i] = 1;
  }
  if (removedGrey > n * 0.0005) repairs.push("grey-removed");

  // 2. Specks: tiny ink blobs standing alone.
  const speckPx = SPECK_MM2 / mm2Px;
  const blobs = areas(ink, w, h, true);
  let specks = 0;
  paint(blobs, w, ink, 0, (root) => {
    const small = (blobs.area[root] as number) < speckPx;
    if (small) specks++;
    return small;
  });
  if (specks) repairs.push("specks-removed");

  // 3. Strokes under the minimum (with a margin for the printer) are thickened.
  const ptPx = pointsPerPixel(w, h);
  const widthPx = thinnestStrokePx(ink, w, h);
  const wantPx = Math.ceil((MIN_STROKE_PT * 1.25) / ptPx);
  if (widthPx > 0 && widthPx < wantPx) {
    ink = dilate(ink, w, h, Math.max(1, Math.ceil((wantPx - widthPx) / 2)));
    repairs.push("strokes-thickened");
  }

  // 4. Gaps: outlines broken by up to LEAK_GAP_MM are closed where that encloses an area.
  const sliverPx = SLIVER_MM2 / mm2Px;
  const leak = leakAreas(ink, areas(ink, w, h, false, 0), w, h, sliverPx, gapRadius(w, h));
  if (leak.count) {
    ink = leak.closed;
    repairs.push("gaps-closed");
  }

  // 5. Slivers: enclosed white areas too small to colour become ink.
  const paper = areas(ink, w, h, false, 0);
  let slivers = 0;
  paint(paper, w, ink, 1, (root) => {
    const small = !paper.edge[root] && (paper.area[root] as number) < sliverPx;
    if (small) slivers++;
    return small;
  });
  if (slivers) repairs.push("slivers-filled");

  const pixels = new Uint8Array(n);
  for (let i = 0; i < n; i++) pixels[i] = ink[i] ? INK : PAPER;
  return { pixels, repairs };
}

/**
 * The gate: a page already pure black and white that passes is kept as it is (the built-in
 * engine's pages, measured once); anything else is repaired and measured again. `passed` is the
 * verdict on the page that is stored.
 */
export function gateLineArt(lum: Uint8Array, w: number, h: number): GateResult {
  if (!hasGrey(lum)) {
    const quality = measureLineArt(lum, w, h);
    if (quality.passed) return { pixels: lum, quality, repairs: [] };
  }
  const { pixels, repairs } = repairLineArt(lum, w, h);
  return { pixels, quality: measureLineArt(pixels, w, h), repairs };
}
