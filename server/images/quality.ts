/**
 * The quality gate of line-art pages (docs/api.md, "Page options, quality and print"): pixels in,
 * figures and repairs out. Pure and synchronous; it runs in the sketch worker threads.
 *
 * Everything is measured at print size: a square page prints 8 in wide (2400 px at 300 DPI), a
 * portrait 17:22 page 8.5x11 in, anything else fitted into 8.5x11 in. docs/decisions/012-quality-gate.md
 * explains each figure and threshold.
 */
import { MIN_STROKE_PT } from "../../engine/books/kdp.js";

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

type Repair = "grey-removed" | "specks-removed" | "gaps-closed" | "strokes-thickened" | "slivers-filled";

interface GateResult {
  /** The page, one byte per pixel, exactly 0 (ink) or 255 (paper). */
  pixels: Uint8Array;
  quality: Quality;
  repairs: Repair[];
  /** Why the page failed, in a seller's words (empty when it passed). */
  reasons: string[];
}

/** A page's detail option (docs/api.md, "Page options, quality and print"); medium when not given. */
type DetailLevel = "simple" | "medium" | "detailed";

/**
 * The fewest areas to colour a page of each detail level may have and pass: under it the page
 * is a frame or a bare outline (a photo whose lines all faded leaves one square), nothing to
 * colour. Floors, far under each level's aim (40 large areas at most for simple, 150 for detailed).
 */
const MIN_REGIONS: Record<DetailLevel, number> = { simple: 2, medium: 4, detailed: 8 };

const minRegions = (detail: string | undefined) =>
  MIN_REGIONS[(detail as DetailLevel) in MIN_REGIONS ? (detail as DetailLevel) : "medium"];

/** A gap up to this size in an outline is a leak the repair closes. */
const LEAK_GAP_MM = 0.6;
/** White areas under this size are slivers nobody can colour; the repair fills them with ink. */
const SLIVER_MM2 = 1;
/** Areas inside a line of text under this size are text to read, not areas to colour (decision 037). */
const TEXT_AREA_CM2 = 1;
/** Ink blobs under this size that touch nothing are specks (model noise); the repair removes them. */
const SPECK_MM2 = 0.3;
/** A page with less ink than this is empty, with more it is a black mess, not line art. */
export const INK_RANGE: [number, number] = [0.004, 0.4];

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

/** Whether any pixel is neither pure black nor pure white (stops at the first; 4 pixels at a time). */
function hasGrey(lum: Uint8Array): boolean {
  let i = 0;
  if (lum.byteOffset % 4 === 0) {
    const words = new Uint32Array(lum.buffer, lum.byteOffset, lum.length >> 2);
    for (let k = 0; k < words.length; k++) {
      const v = words[k] as number;
      // A pure byte is its top bit spread over the whole byte (0x00 or 0xff).
      if ((v | 0) !== Math.imul((v >>> 7) & 0x01010101, 255)) return true;
    }
    i = words.length * 4;
  }
  for (; i < lum.length; i++) {
    const v = lum[i] as number;
    if (v > 0 && v < 255) return true;
  }
  return false;
}

/**
 * A mask packed one bit per pixel: rows of `wpr` 32-bit words, pixel x of a row at bit x & 31
 * of word x >> 5; the bits past a row's end are always 0. Morphology and run finding work on
 * 32 pixels at a time, with no per-pixel branches.
 */
interface Bits {
  w: number;
  h: number;
  wpr: number;
  words: Int32Array;
}

const newBits = (w: number, h: number): Bits => {
  const wpr = (w + 31) >>> 5;
  return { w, h, wpr, words: new Int32Array(wpr * h) };
};
const copyBits = (b: Bits): Bits => ({ ...b, words: b.words.slice() });
/** The bits of a row's last word that are pixels. */
const tailMask = (w: number) => ((w & 31) === 0 ? -1 : (1 << (w & 31)) - 1);
/** Index of the lowest set bit of a non-zero word. */
const ctz = (v: number) => 31 - Math.clz32(v & -v);

function popcount(b: Bits): number {
  let n = 0;
  for (let i = 0; i < b.words.length; i++) {
    let v = b.words[i] as number;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
  }
  return n;
}

/** Set (or clear) pixels [a, e) of the row whose first word is `o`. */
function setRange(words: Int32Array, o: number, a: number, e: number, on = true) {
  const k0 = a >> 5;
  const k1 = (e - 1) >> 5;
  const first = -1 << (a & 31);
  const last = -1 >>> (31 - ((e - 1) & 31));
  if (on) {
    if (k0 === k1) words[o + k0] = (words[o + k0] as number) | (first & last);
    else {
      words[o + k0] = (words[o + k0] as number) | first;
      for (let k = k0 + 1; k < k1; k++) words[o + k] = -1;
      words[o + k1] = (words[o + k1] as number) | last;
    }
  } else if (k0 === k1) words[o + k0] = (words[o + k0] as number) & ~(first & last);
  else {
    words[o + k0] = (words[o + k0] as number) & ~first;
    for (let k = k0 + 1; k < k1; k++) words[o + k] = 0;
    words[o + k1] = (words[o + k1] as number) & ~last;
  }
}

/**
 * The runs of set (or, with want 0, unset) pixels of row y, as [start, end) pairs in `out`
 * (room for w + 1 numbers); returns how many runs. Whole words of paper or ink are skipped.
 */
function rowRuns(b: Bits, y: number, want: number, out: Int32Array): number {
  const { w, wpr, words } = b;
  const tail = tailMask(w);
  const flip = want ? 0 : -1;
  const o = y * wpr;
  const last = wpr - 1;
  let runs = 0;
  let k = 0;
  let word = ((words[o] as number) ^ flip) & (last === 0 ? tail : -1);
  let cur = word;
  for (;;) {
    while (cur === 0) {
      if (++k > last) return runs;
      word = ((words[o + k] as number) ^ flip) & (k === last ? tail : -1);
      cur = word;
    }
    const bit = ctz(cur);
    out[2 * runs] = (k << 5) | bit;
    // The run ends at the first pixel after it that is not wanted (the padding never is).
    let z = ~word & (-1 << bit);
    while (z === 0) {
      if (++k > last) {
        out[2 * runs + 1] = w;
        return runs + 1;
      }
      word = ((words[o + k] as number) ^ flip) & (k === last ? tail : -1);
      z = ~word;
    }
    const end = ctz(z);
    out[2 * runs + 1] = (k << 5) | end;
    runs++;
    cur = word & (-1 << end);
  }
}

/** Grey pixels (neither 0 nor 255) among the 4 bytes of a word. */
function greyIn4(v: number): number {
  let grey = 0;
  for (let i = 0; i < 32; i += 8) {
    const b = (v >>> i) & 255;
    if (b > 0 && b < 255) grey++;
  }
  return grey;
}

/**
 * Pack the ink (pixels darker than 128) of a one-byte-per-pixel page, counting grey on the way.
 * Four pixels are read as one word: a pure page's bytes are 0x00 or 0xff, so its ink is the
 * inverted top bit of each byte, and a word is checked for grey at once.
 */
function packInk(bw: Uint8Array, w: number, h: number): { ink: Bits; grey: number; inkCount: number } {
  const ink = newBits(w, h);
  const { wpr, words } = ink;
  let grey = 0;
  const quads = bw.byteOffset % 4 === 0 ? new Uint32Array(bw.buffer, bw.byteOffset, bw.length >> 2) : null;
  for (let y = 0; y < h; y++) {
    const s = y * w;
    const o = y * wpr;
    let x = 0;
    const byte = () => {
      const v = bw[s + x] as number;
      if (v < 128) words[o + (x >> 5)] = (words[o + (x >> 5)] as number) | (1 << (x & 31));
      if (v > 0 && v < 255) grey++;
    };
    if (quads) {
      for (; x < w && (s + x) & 3; x++) byte();
      for (let q = (s + x) >> 2; x + 4 <= w; x += 4, q++) {
        const v = quads[q] as number;
        const t = (~v >>> 7) & 0x01010101;
        const nib = (t | (t >>> 7) | (t >>> 14) | (t >>> 21)) & 15;
        if (nib) {
          const k = o + (x >> 5);
          const sh = x & 31;
          words[k] = (words[k] as number) | (nib << sh);
          if (sh > 28) words[k + 1] = (words[k + 1] as number) | (nib >>> (32 - sh));
        }
        if ((v | 0) !== Math.imul(t ^ 0x01010101, 255)) grey += greyIn4(v);
      }
    }
    for (; x < w; x++) byte();
  }
  return { ink, grey, inkCount: popcount(ink) };
}

/** Per byte value: 1 if ink for the repair (under INK_CUT), 2 if grey (GREY_LO to GREY_HI). */
const CLASS = Uint8Array.from({ length: 256 }, (_, v) => (v < INK_CUT ? 1 : 0) | (v >= GREY_LO && v < GREY_HI ? 2 : 0));

/** In place: every pixel ORed with its neighbours up to r to the right and r to the left. */
function dilateRows(b: Bits, r: number) {
  const { wpr, h, words } = b;
  const tail = tailMask(b.w);
  for (let y = 0; y < h; y++) {
    const o = y * wpr;
    // Rightward (pixel x takes x + s), doubling the reach each step: log2(r) passes.
    for (let covered = 0; covered < r; ) {
      const s = Math.min(covered + 1, r - covered);
      const q = s >> 5;
      const sh = s & 31;
      if (q === 0) {
        // A shift within a word (r is a few pixels): no bounds to check but the last word.
        for (let i = o; i < o + wpr - 1; i++)
          words[i] = (words[i] as number) | ((words[i] as number) >>> sh) | ((words[i + 1] as number) << (32 - sh));
        words[o + wpr - 1] = (words[o + wpr - 1] as number) | ((words[o + wpr - 1] as number) >>> sh);
      } else
        for (let i = 0; i < wpr; i++) {
          const j = i + q;
          const lo = j < wpr ? (words[o + j] as number) : 0;
          const hi = j + 1 < wpr ? (words[o + j + 1] as number) : 0;
          words[o + i] = (words[o + i] as number) | (sh === 0 ? lo : (lo >>> sh) | (hi << (32 - sh)));
        }
      covered += s;
    }
    // Leftward (pixel x takes x - s); bits pushed past the row's end are cleared below.
    for (let covered = 0; covered < r; ) {
      const s = Math.min(covered + 1, r - covered);
      const q = s >> 5;
      const sh = s & 31;
      if (q === 0) {
        for (let i = o + wpr - 1; i > o; i--)
          words[i] = (words[i] as number) | ((words[i] as number) << sh) | ((words[i - 1] as number) >>> (32 - sh));
        words[o] = (words[o] as number) | ((words[o] as number) << sh);
      } else
        for (let i = wpr - 1; i >= 0; i--) {
          const j = i - q;
          const hi = j >= 0 ? (words[o + j] as number) : 0;
          const lo = j - 1 >= 0 ? (words[o + j - 1] as number) : 0;
          words[o + i] = (words[o + i] as number) | (sh === 0 ? hi : (hi << sh) | (lo >>> (32 - sh)));
        }
      covered += s;
    }
    words[o + wpr - 1] = (words[o + wpr - 1] as number) & tail;
  }
}

/** In place: every row ORed with the rows up to r below and r above. */
function dilateCols(b: Bits, r: number) {
  const { wpr, h, words } = b;
  for (let covered = 0; covered < r; ) {
    const s = Math.min(covered + 1, r - covered, h);
    const d = s * wpr;
    for (let i = 0; i < (h - s) * wpr; i++) words[i] = (words[i] as number) | (words[i + d] as number);
    covered += s;
  }
  for (let covered = 0; covered < r; ) {
    const s = Math.min(covered + 1, r - covered, h);
    const d = s * wpr;
    for (let i = h * wpr - 1; i >= d; i--) words[i] = (words[i] as number) | (words[i - d] as number);
    covered += s;
  }
}

/** In place: set pixels become unset and the other way round (the padding stays 0). */
function invert(b: Bits) {
  const { wpr, h, words } = b;
  const tail = tailMask(b.w);
  for (let i = 0; i < words.length; i++) words[i] = ~(words[i] as number);
  for (let y = 0; y < h; y++) words[y * wpr + wpr - 1] = (words[y * wpr + wpr - 1] as number) & tail;
}

/**
 * Dilation (any pixel set) or erosion (all set; outside the image counts as set) with a
 * (2r+1)² square, separable: rows then columns. Erosion is the dilation of the complement.
 */
function dilate(mask: Bits, r: number): Bits {
  const out = copyBits(mask);
  if (r <= 0) return out;
  dilateRows(out, r);
  dilateCols(out, r);
  return out;
}

function erode(mask: Bits, r: number): Bits {
  const out = copyBits(mask);
  if (r <= 0) return out;
  invert(out);
  dilateRows(out, r);
  dilateCols(out, r);
  invert(out);
  return out;
}

const close = (mask: Bits, r: number) => erode(dilate(mask, r), r);

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
  /** Per run: its area's root run (the area's first run). */
  root: Int32Array;
  runs: number;
  /** Per row, its first run (and, at index h, the number of runs). */
  rowStart: Int32Array;
  /** Per root run: pixels in the area, and whether it touches the edge. */
  area: Float64Array;
  edge: Uint8Array;
}

/** Collects runs row by row and joins each to the runs it touches in the row above. */
class RunSet {
  ry = new Int32Array(1024);
  rx0 = new Int32Array(1024);
  rx1 = new Int32Array(1024);
  parent = new Int32Array(1024);
  n = 0;
  rowStart: Int32Array;
  private prevStart = 0;
  private prevEnd = 0;
  private start = 0;
  private j = 0;
  private d: number;

  constructor(h: number, diagonal: boolean) {
    this.rowStart = new Int32Array(h + 1);
    this.d = diagonal ? 1 : 0;
  }

  find(a: number): number {
    const parent = this.parent;
    let r = a;
    while (parent[r] !== r) r = parent[r] as number;
    while (parent[a] !== r) {
      const next = parent[a] as number;
      parent[a] = r;
      a = next;
    }
    return r;
  }

  row(y: number) {
    this.prevStart = this.start;
    this.prevEnd = this.n;
    this.start = this.n;
    this.j = this.prevStart;
    this.rowStart[y] = this.n;
  }

  run(y: number, a: number, x: number) {
    const n = this.n;
    if (n === this.ry.length) {
      const grow = (arr: Int32Array) => {
        const next = new Int32Array(arr.length * 2);
        next.set(arr);
        return next;
      };
      this.ry = grow(this.ry);
      this.rx0 = grow(this.rx0);
      this.rx1 = grow(this.rx1);
      this.parent = grow(this.parent);
    }
    const { rx0, rx1, parent, d, prevEnd } = this;
    this.ry[n] = y;
    rx0[n] = a;
    rx1[n] = x;
    parent[n] = n;
    // Runs of the row above that overlap [a, x) (widened by one for diagonal contact).
    let j = this.j;
    while (j < prevEnd && (rx1[j] as number) + d <= a) j++;
    this.j = j;
    for (let k = j; k < prevEnd && (rx0[k] as number) < x + d; k++) {
      const ra = this.find(k);
      const rb = this.find(n);
      if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
    }
    this.n = n + 1;
  }

  finish(w: number, h: number): Areas {
    const { n, rx0, rx1, ry } = this;
    this.rowStart[h] = n;
    const root = new Int32Array(n);
    const area = new Float64Array(n);
    const edge = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      const r = this.find(i);
      root[i] = r;
      const x0 = rx0[i] as number;
      const x1 = rx1[i] as number;
      area[r] = (area[r] as number) + x1 - x0;
      const y = ry[i] as number;
      if (x0 === 0 || x1 === w || y === 0 || y === h - 1) edge[r] = 1;
    }
    return { ry, rx0, rx1, root, runs: n, rowStart: this.rowStart, area, edge };
  }
}

/**
 * Connected areas of the pixels of a byte mask of 0 and 1 equal to `want`. Runs are found with
 * the typed array's native indexOf, several times faster than a loop over the pixels.
 */
export function areas(mask: Uint8Array, w: number, h: number, diagonal = false, want = 1): Areas {
  const set = new RunSet(h, diagonal);
  const other = want ? 0 : 1;
  for (let y = 0; y < h; y++) {
    set.row(y);
    // Searched within the row: a search from the row's start through the whole rest of the
    // mask would cross every blank row below it, for each of them (quadratic on a white page).
    const line = mask.subarray(y * w, y * w + w);
    for (let x = line.indexOf(want); x >= 0; ) {
      let e = line.indexOf(other, x);
      if (e < 0) e = w;
      set.run(y, x, e);
      x = e < w ? line.indexOf(want, e) : -1;
    }
  }
  return set.finish(w, h);
}

/** A box in pixels: left, top, right and bottom, the last two one past the area's last pixel. */
export type AreaBox = [number, number, number, number];

/** The bounding box of each area `keep` takes (by its root run; every area when left out). */
export function areaBoxes(a: Areas, keep: (root: number) => boolean = () => true): Map<number, AreaBox> {
  const boxes = new Map<number, AreaBox>();
  for (let i = 0; i < a.runs; i++) {
    const r = a.root[i] as number;
    if (!keep(r)) continue;
    const y = a.ry[i] as number;
    const b = boxes.get(r);
    // Runs come row by row: an area's first run is on its top row, its last on its bottom one.
    if (!b) boxes.set(r, [a.rx0[i] as number, y, a.rx1[i] as number, y + 1]);
    else {
      b[0] = Math.min(b[0], a.rx0[i] as number);
      b[2] = Math.max(b[2], a.rx1[i] as number);
      b[3] = y + 1;
    }
  }
  return boxes;
}

/** Connected areas of the set (want 1) or unset (want 0) pixels of a packed mask. */
function areasOf(b: Bits, want: number, diagonal = false): Areas {
  const set = new RunSet(b.h, diagonal);
  const runs = new Int32Array(b.w + 2);
  for (let y = 0; y < b.h; y++) {
    set.row(y);
    const count = rowRuns(b, y, want, runs);
    for (let i = 0; i < count; i++) set.run(y, runs[2 * i] as number, runs[2 * i + 1] as number);
  }
  return set.finish(b.w, b.h);
}

/** The run of `a` that holds pixel (x, y), or -1. */
function runAt(a: Areas, x: number, y: number): number {
  let lo = a.rowStart[y] as number;
  let hi = (a.rowStart[y + 1] as number) - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((a.rx1[mid] as number) <= x) lo = mid + 1;
    else if ((a.rx0[mid] as number) > x) hi = mid - 1;
    else return mid;
  }
  return -1;
}

/** OR-reduce an ink mask by f in both directions (an f×f cell is ink if any of its pixels is). */
function reduce(ink: Bits, f: number): Bits {
  const out = newBits(Math.ceil(ink.w / f), Math.ceil(ink.h / f));
  const runs = new Int32Array(ink.w + 2);
  for (let y = 0; y < ink.h; y++) {
    const o = Math.floor(y / f) * out.wpr;
    const count = rowRuns(ink, y, 1, runs);
    for (let i = 0; i < count; i++)
      setRange(
        out.words,
        o,
        Math.floor((runs[2 * i] as number) / f),
        Math.floor(((runs[2 * i + 1] as number) - 1) / f) + 1,
      );
  }
  return out;
}

/** The box of a line of the page's text: [x0, y0, x1, y1] (pixels, or canvas units where said). */
export type TextBox = [number, number, number, number];

/**
 * Per root run of `a`: 1 when its whole area lies inside one line of text's box: a letter, one
 * of its counters, or a gap between touching letters. Text is read, not coloured
 * (docs/decisions/037-simple-text.md). `boxes` in pixels of the page; `f` the reduction of `a`'s grid.
 */
export function textAreas(a: Areas, boxes: readonly TextBox[], f = 1): Uint8Array {
  const out = new Uint8Array(a.runs);
  if (!boxes.length) return out;
  const span = new Int32Array(a.runs * 4);
  for (let i = 0; i < a.runs; i++) {
    const r = (a.root[i] as number) * 4;
    const x0 = a.rx0[i] as number;
    const x1 = a.rx1[i] as number;
    const y = a.ry[i] as number;
    if (a.root[i] === i) {
      span[r] = x0;
      span[r + 1] = y;
      span[r + 2] = x1;
    } else {
      if (x0 < (span[r] as number)) span[r] = x0;
      if (x1 > (span[r + 2] as number)) span[r + 2] = x1;
    }
    span[r + 3] = y + 1;
  }
  const cells = boxes.map(([x0, y0, x1, y1]) => [
    Math.floor(x0 / f),
    Math.floor(y0 / f),
    Math.ceil(x1 / f),
    Math.ceil(y1 / f),
  ]);
  for (let i = 0; i < a.runs; i++) {
    if (a.root[i] !== i) continue;
    const [x0, y0, x1, y1] = [span[i * 4], span[i * 4 + 1], span[i * 4 + 2], span[i * 4 + 3]] as number[];
    for (const c of cells)
      if (
        (x0 as number) >= (c[0] as number) &&
        (y0 as number) >= (c[1] as number) &&
        (x1 as number) <= (c[2] as number) &&
        (y1 as number) <= (c[3] as number)
      ) {
        out[i] = 1;
        break;
      }
  }
  return out;
}

/** Sizes of the areas that do not touch the edge (one entry per area); `skip` leaves some out. */
function enclosed(a: Areas, skip?: (root: number) => boolean): number[] {
  const out: number[] = [];
  for (let i = 0; i < a.runs; i++) if (a.root[i] === i && !a.edge[i] && !skip?.(i)) out.push(a.area[i] as number);
  return out;
}

/** Set (or clear) in `into` the pixels of the areas whose root `pick` selects; how many runs. */
function paint(a: Areas, into: Bits, on: boolean, pick: (root: number) => boolean): number {
  let painted = 0;
  for (let i = 0; i < a.runs; i++) {
    if (!pick(a.root[i] as number)) continue;
    setRange(into.words, (a.ry[i] as number) * into.wpr, a.rx0[i] as number, a.rx1[i] as number, on);
    painted++;
  }
  return painted;
}

const CAP = 64;
const BINS = 4;

/** The mask turned on its side: row x of the result is column x of `b`. 32×32 blocks at a time. */
function transpose(b: Bits): Bits {
  const { w, h, wpr, words } = b;
  const out = newBits(h, w);
  const A = new Int32Array(32);
  for (let by = 0; by * 32 < h; by++) {
    for (let k = 0; k < wpr; k++) {
      let any = 0;
      for (let i = 0; i < 32; i++) {
        const y = by * 32 + i;
        const v = y < h ? (words[y * wpr + k] as number) : 0;
        A[i] = v;
        any |= v;
      }
      if (!any) continue;
      // Swap the off-diagonal halves of ever smaller blocks (bit j of word i ↔ bit i of word j).
      for (let j = 16, m = 0x0000ffff; j !== 0; j >>= 1, m ^= m << j)
        for (let i = 0; i < 32; i = ((i | j) + 1) & ~j) {
          const t = (((A[i] as number) >>> j) ^ (A[i | j] as number)) & m;
          A[i] = (A[i] as number) ^ (t << j);
          A[i | j] = (A[i | j] as number) ^ t;
        }
      for (let j = 0; j < 32 && k * 32 + j < w; j++) out.words[(k * 32 + j) * out.wpr + by] = A[j] as number;
    }
  }
  return out;
}

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

const thinnestStrokePx = (ink: Bits) => percentile(strokeHistogram(ink), 0.02);

/** Stroke widths of a black-and-white page at print size, in points, at the given percentiles. */
export function strokeWidthsPt(bw: Uint8Array, w: number, h: number, qs: number[]): number[] {
  const hist = strokeHistogram(packInk(bw, w, h).ink);
  return qs.map((q) => round(percentile(hist, q) * pointsPerPixel(w, h), 2));
}

const gapRadius = (w: number, h: number) => Math.max(1, Math.round(LEAK_GAP_MM / mmPerPixel(w, h) / 2));

/**
 * The leaks: areas that closing every gap of up to LEAK_GAP_MM cuts off from the page's
 * outside, i.e. areas that were meant to be closed but open to the outside through a small gap.
 * Closing only adds ink, so each paper area after it lies inside one area before it: a leak is
 * an enclosed area after closing whose pixels were outside before.
 */
function leakAreas(ink: Bits, paper: Areas, minPx: number, radius: number) {
  const closed = close(ink, Math.max(1, Math.round(radius)));
  const closedPaper = areasOf(closed, 0);
  let count = 0;
  for (let i = 0; i < closedPaper.runs; i++) {
    if (closedPaper.root[i] !== i || closedPaper.edge[i] || (closedPaper.area[i] as number) < minPx) continue;
    const before = runAt(paper, closedPaper.rx0[i] as number, closedPaper.ry[i] as number);
    if (before >= 0 && paper.edge[paper.root[before] as number]) count++;
  }
  return { closed, closedPaper, count };
}

/**
 * Measure a black-and-white page (bytes 0 or 255; grey counted as such). `text`: the boxes of
 * its lines of text, when known (the built-in engine's pages), whose small areas are not areas to colour.
 */
export function measureLineArt(
  bw: Uint8Array,
  w: number,
  h: number,
  text: readonly TextBox[] = [],
  detail?: string,
): Quality {
  const { ink, grey, inkCount } = packInk(bw, w, h);
  return measureInk(ink, grey, inkCount, text, detail);
}

/** The figures of a page given as its packed ink, its grey pixels and its ink pixels. */
function measureInk(
  ink: Bits,
  grey: number,
  inkCount: number,
  text: readonly TextBox[] = [],
  detail?: string,
): Quality {
  const { w, h } = ink;
  const n = w * h;
  const inkShare = inkCount / n;
  const ptPx = pointsPerPixel(w, h);
  const cm2Px = ((ptPx / 72) * 2.54) ** 2;
  const minStrokePt = thinnestStrokePx(ink) * ptPx;
  // Areas are analysed at about 1024 px across (an ink pixel of the reduced page is ink if any
  // of its f×f pixels is): the same figures within a few per cent, a quarter of the work at 300 DPI.
  const f = Math.max(1, Math.round(w / 1024));
  const small = f > 1 ? reduce(ink, f) : ink;
  const cellCm2 = cm2Px * f * f;
  const paper = areasOf(small, 0);
  // Areas under SLIVER_MM2 (corners where two lines nearly meet) are not areas to colour.
  const sliverPx = SLIVER_MM2 / 100 / cellCm2;
  // A letter or its counter under 1 cm² is read, not coloured (decision 037).
  const isText = textAreas(paper, text, f);
  const textPx = TEXT_AREA_CM2 / cellCm2;
  const inside = enclosed(paper, (r) => isText[r] === 1 && (paper.area[r] as number) < textPx).filter(
    (a) => a >= sliverPx,
  );
  let smallest = inside.length ? (inside[0] as number) : 0;
  for (const a of inside) smallest = Math.min(smallest, a);
  const leaks = inkCount > 0 ? leakAreas(small, paper, sliverPx, gapRadius(w, h) / f).count : 0;
  const quality: Quality = {
    greyShare: round(grey / n, 4),
    inkShare: round(inkShare, 4),
    minStrokePt: round(minStrokePt, 2),
    regions: inside.length,
    smallestRegionCm2: round(smallest * cellCm2, 3),
    leaks,
    passed: false,
  };
  quality.passed = failures(quality, detail).length === 0;
  return quality;
}

/** What keeps a page from passing, in a seller's words: none when it passes at its detail level. */
function failures(q: Quality, detail?: string): string[] {
  const out: string[] = [];
  if (q.greyShare > 0) out.push("grey shading left");
  if (q.inkShare < (INK_RANGE[0] as number)) out.push("almost no lines");
  if (q.inkShare > (INK_RANGE[1] as number)) out.push("too much black");
  if (q.minStrokePt < MIN_STROKE_PT) out.push(`lines thinner than ${MIN_STROKE_PT} pt`);
  if (q.leaks > 0) out.push(`${q.leaks} areas not closed`);
  const least = minRegions(detail);
  if (q.regions < least)
    out.push(
      `${q.regions} ${q.regions === 1 ? "area" : "areas"} to colour, under the ${least} a ${detail ?? "medium"} page needs`,
    );
  return out;
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Repair a page, from any provider: grey shading becomes paper, thin grey lines become ink,
 * specks go, strokes under the minimum are thickened, small gaps in outlines are closed and
 * slivers too small to colour are filled. Input: luminance (0–255, any grey).
 */
export function repairLineArt(lum: Uint8Array, w: number, h: number): { pixels: Uint8Array; repairs: Repair[] } {
  const { ink, repairs } = repair(lum, w, h);
  return { pixels: toPixels(ink), repairs };
}

/** The repair on packed masks; returns the repaired page's ink. */
function repair(lum: Uint8Array, w: number, h: number): { ink: Bits; repairs: Repair[] } {
  const repairs: Repair[] = [];
  const n = lum.length;
  const mmPx = mmPerPixel(w, h);
  const mm2Px = mmPx * mmPx;

  // 1. Grey shading: grey areas wider than ~1 mm are fills, not lines; they become paper.
  // One pass packs both the grey and the ink under INK_CUT.
  const grey = newBits(w, h);
  let ink = newBits(w, h);
  const wpr = grey.wpr;
  let anyGrey = 0;
  for (let y = 0; y < h; y++)
    for (let k = 0; k < wpr; k++) {
      const x0 = y * w + (k << 5);
      const end = Math.min(32, w - (k << 5));
      let g = 0;
      let d = 0;
      for (let bit = 0; bit < end; bit++) {
        const c = CLASS[lum[x0 + bit] as number] as number;
        d |= (c & 1) << bit;
        g |= (c >> 1) << bit;
      }
      grey.words[y * wpr + k] = g;
      ink.words[y * wpr + k] = d;
      anyGrey |= g;
    }
  const fillR = Math.max(2, Math.round(0.5 / mmPx));
  // An opening lies inside the grey: every fill pixel is grey, and none of it stays ink.
  const fills = anyGrey ? dilate(erode(grey, fillR), fillR) : grey;
  const removedGrey = popcount(fills);
  for (let i = 0; i < ink.words.length; i++) ink.words[i] = (ink.words[i] as number) & ~(fills.words[i] as number);
  if (removedGrey > n * 0.0005) repairs.push("grey-removed");

  // 2. Specks: tiny ink blobs standing alone.
  const speckPx = SPECK_MM2 / mm2Px;
  const blobs = areasOf(ink, 1, true);
  if (paint(blobs, ink, false, (root) => (blobs.area[root] as number) < speckPx)) repairs.push("specks-removed");

  // 3. Strokes under the minimum (with a margin for the printer) are thickened.
  const ptPx = pointsPerPixel(w, h);
  const widthPx = thinnestStrokePx(ink);
  const wantPx = Math.ceil((MIN_STROKE_PT * 1.25) / ptPx);
  if (widthPx > 0 && widthPx < wantPx) {
    ink = dilate(ink, Math.max(1, Math.ceil((wantPx - widthPx) / 2)));
    repairs.push("strokes-thickened");
  }

  // 4. Gaps: outlines broken by up to LEAK_GAP_MM are closed where that encloses an area.
  const sliverPx = SLIVER_MM2 / mm2Px;
  let paper = areasOf(ink, 0);
  const leak = leakAreas(ink, paper, sliverPx, gapRadius(w, h));
  if (leak.count) {
    ink = leak.closed;
    paper = leak.closedPaper;
    repairs.push("gaps-closed");
  }

  // 5. Slivers: enclosed white areas too small to colour become ink.
  if (paint(paper, ink, true, (root) => !paper.edge[root] && (paper.area[root] as number) < sliverPx))
    repairs.push("slivers-filled");
  return { ink, repairs };
}

/** A packed ink mask as a page: 0 (ink) or 255 (paper) per pixel. */
function toPixels(ink: Bits): Uint8Array {
  const { w, h, wpr, words } = ink;
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let k = 0; k < wpr; k++) {
      const word = words[y * wpr + k] as number;
      const x0 = y * w + (k << 5);
      const end = Math.min(32, w - (k << 5));
      if (word === 0) out.fill(PAPER, x0, x0 + end);
      else for (let bit = 0; bit < end; bit++) out[x0 + bit] = (((word >>> bit) & 1) - 1) & PAPER;
    }
  return out;
}

/**
 * The gate: a page already pure black and white that passes is kept as it is (the built-in
 * engine's pages, measured once); anything else is repaired and measured again. `passed` is the
 * verdict on the page that is stored.
 */
export function gateLineArt(
  lum: Uint8Array,
  w: number,
  h: number,
  text: readonly TextBox[] = [],
  detail?: string,
): GateResult {
  if (!hasGrey(lum)) {
    const quality = measureLineArt(lum, w, h, text, detail);
    if (quality.passed) return { pixels: lum, quality, repairs: [], reasons: [] };
  }
  const { ink, repairs } = repair(lum, w, h);
  // The stored pixels are exactly this mask (0 or 255, no grey): measured from it directly.
  const quality = measureInk(ink, 0, popcount(ink), text, detail);
  return { pixels: toPixels(ink), quality, repairs, reasons: failures(quality, detail) };
}
