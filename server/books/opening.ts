import { MIN_STROKE_PT } from "../../engine/books/kdp.js";

/**
 * How much of a printed page's ink is in lines thinner than KDP's 0.75 pt, read from the page
 * as it renders (issue 47 item 3; decision 068): a morphological opening of the page's ink by an
 * octagon about 0.75 pt across keeps every part of the ink that such an octagon fits inside and
 * removes the rest. What it removes is ink in lines (stroked or filled alike) thinner than that.
 *
 * The ink is packed 32 pixels to a word, so each step of the opening is a few word operations
 * per 32 pixels: a 5.5 x 8.5 in page at 400 DPI is opened in tens of milliseconds.
 */

/** Ink: a rendered pixel darker than half grey (an anti-aliased edge counts as far as it covers). */
const INK_BELOW = 128;

/**
 * The octagon as a square of `square` pixels grown by `grow` steps of the 3x3 cross: as wide as
 * `square + 2 * grow` pixels along the axes and about `(square + grow) * √2` along the diagonals,
 * so lines are measured alike in every direction (a square alone would be √2 wider on the
 * diagonal and take a good diagonal line for a thin one).
 */
interface Octagon {
  square: number;
  grow: number;
}

/**
 * The octagon whose narrowest width is `pt` points at `dpi`, rounded down to whole pixels: an
 * anti-aliased line is ink where it covers half a pixel or more, so it measures its width give or
 * take a pixel; rounding down keeps a line of exactly `pt`.
 */
function octagonFor(pt: number, dpi: number): Octagon {
  const across = Math.max(1, Math.floor((pt * dpi) / 72));
  // A regular octagon's square is √2 its growth on each side, and across = square + 2 * grow.
  const grow = Math.round(across / (2 + Math.SQRT2));
  return { square: Math.max(1, across - 2 * grow), grow };
}

/** A black-and-white page packed 32 pixels to a word, row by row (bit j of a word: pixel 32k + j). */
interface Bits {
  words: Uint32Array;
  /** Words per row. */
  stride: number;
  height: number;
}

/**
 * Ink is a byte under 128, one whose top bit is clear: four pixels are read at once and their
 * four top bits gathered into a nibble by one multiplication.
 */
function pack(grey: Uint8Array, width: number, height: number): Bits {
  const stride = (width + 31) >>> 5;
  const words = new Uint32Array(stride * height);
  const view = new DataView(grey.buffer, grey.byteOffset, grey.byteLength);
  const whole = width >>> 5;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const out = y * stride;
    for (let k = 0; k < whole; k++) {
      let w = 0;
      const at = row + (k << 5);
      for (let j = 0; j < 8; j++) {
        const top = ~view.getUint32(at + (j << 2), true) & 0x80808080;
        w |= ((Math.imul(top >>> 7, 0x204081) >>> 21) & 0xf) << (j << 2);
      }
      words[out + k] = w;
    }
    if (whole < stride) {
      let w = 0;
      for (let x = whole << 5; x < width; x++) if ((grey[row + x] as number) < INK_BELOW) w |= 1 << (x & 31);
      words[out + whole] = w;
    }
  }
  return { words, stride, height };
}

const copy = (b: Bits): Bits => ({ ...b, words: b.words.slice() });

/**
 * Every row of `src` shifted `d` pixels (0 < d < 32) towards its start (`toStart`: each pixel
 * takes the value `d` further on) or its end, combined into `acc` by AND or OR; paper comes in at
 * the row's ends.
 */
function shiftInto(acc: Bits, src: Bits, d: number, toStart: boolean, and: boolean): void {
  const { stride, height } = src;
  const s = src.words;
  const a = acc.words;
  const back = 32 - d;
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    const last = row + stride - 1;
    for (let i = row; i <= last; i++) {
      const shifted = toStart
        ? ((s[i] as number) >>> d) | (i < last ? (s[i + 1] as number) << back : 0)
        : ((s[i] as number) << d) | (i > row ? (s[i - 1] as number) >>> back : 0);
      if (and) a[i] = (a[i] as number) & shifted;
      else a[i] = (a[i] as number) | shifted;
    }
  }
}

/** Every row of `src` `d` rows further down (`down`: each row takes the one `d` below) or up, into `acc` by AND or OR. */
function rowsInto(acc: Bits, src: Bits, d: number, down: boolean, and: boolean): void {
  const { stride, height } = src;
  const s = src.words;
  const a = acc.words;
  const offset = (down ? d : -d) * stride;
  for (let y = 0; y < height; y++) {
    const other = down ? y + d : y - d;
    const inside = other >= 0 && other < height;
    const end = (y + 1) * stride;
    for (let i = y * stride; i < end; i++) {
      const v = inside ? (s[i + offset] as number) : 0;
      if (and) a[i] = (a[i] as number) & v;
      else a[i] = (a[i] as number) | v;
    }
  }
}

/**
 * A segment of `len` pixels: erosion keeps a pixel set with the `len - 1` after it, dilation sets
 * the `len - 1` after a set pixel (the reflected segment, so the two make an opening).
 */
function segment(b: Bits, len: number, vertical: boolean, erode: boolean): Bits {
  const out = copy(b);
  for (let d = 1; d < len; d++) {
    if (vertical) rowsInto(out, b, d, erode, erode);
    else shiftInto(out, b, d, erode, erode);
  }
  return out;
}

/** One step of the 3x3 cross: erosion keeps a pixel whose four neighbours are set, dilation sets them. */
function cross(b: Bits, erode: boolean): Bits {
  const out = copy(b);
  shiftInto(out, b, 1, true, erode);
  shiftInto(out, b, 1, false, erode);
  rowsInto(out, b, 1, true, erode);
  rowsInto(out, b, 1, false, erode);
  return out;
}

/** The set pixels an octagon fits over: erosion by the octagon, then dilation by it. */
function opening(b: Bits, element: Octagon): Bits {
  let out = segment(b, element.square, false, true);
  out = segment(out, element.square, true, true);
  for (let i = 0; i < element.grow; i++) out = cross(out, true);
  for (let i = 0; i < element.grow; i++) out = cross(out, false);
  out = segment(out, element.square, true, false);
  return segment(out, element.square, false, false);
}

function count(b: Bits): number {
  let n = 0;
  for (let i = 0; i < b.words.length; i++) {
    let v = b.words[i] as number;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
}

/** A page's ink and the part of it in lines thinner than the octagon (pixels). */
interface ThinInk {
  ink: number;
  thin: number;
}

/**
 * The pixels of `removed` in marks that reach further than `extent` pixels across or down
 * (8-connected, found run by run with a union-find): what the opening took from a line. A mark
 * no larger than that every way is a dot (a dotted guide's, 0.75 pt round), a pointed tip or a
 * corner, not a line.
 */
/** Pixels x0..x1-1 of rows y0..y1-1. */
interface PixelRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function inLines(removed: Bits, extent: number, within?: PixelRect): number {
  const { words, stride, height } = removed;
  const starts: number[] = [];
  const ends: number[] = [];
  const rows: number[] = [];
  const parent: number[] = [];
  const find = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] as number;
    while (parent[i] !== r) {
      const next = parent[i] as number;
      parent[i] = r;
      i = next;
    }
    return r;
  };
  let previous = 0;
  let previousEnd = 0;
  for (let y = 0; y < height; y++) {
    const first = starts.length;
    let open = -1;
    for (let k = 0; k < stride; k++) {
      const w = words[y * stride + k] as number;
      if (w === 0 && open < 0) continue;
      for (let j = 0; j < 32; j++) {
        const x = (k << 5) + j;
        if ((w >>> j) & 1) {
          if (open < 0) open = x;
        } else if (open >= 0) {
          starts.push(open);
          ends.push(x - 1);
          rows.push(y);
          parent.push(parent.length);
          open = -1;
        }
      }
    }
    if (open >= 0) {
      starts.push(open);
      ends.push(stride * 32 - 1);
      rows.push(y);
      parent.push(parent.length);
    }
    // Runs of this row joined to those of the row above that touch them, diagonals included.
    let a = previous;
    for (let b = first; b < starts.length; b++) {
      while (a < previousEnd && (ends[a] as number) < (starts[b] as number) - 1) a++;
      for (let c = a; c < previousEnd && (starts[c] as number) <= (ends[b] as number) + 1; c++) {
        const rb = find(b);
        const rc = find(c);
        if (rb !== rc) parent[Math.max(rb, rc)] = Math.min(rb, rc);
      }
    }
    previous = first;
    previousEnd = starts.length;
  }
  const box = new Map<number, { x0: number; x1: number; y0: number; y1: number; n: number }>();
  for (let i = 0; i < starts.length; i++) {
    const r = find(i);
    const b = box.get(r);
    const [x0, x1, y] = [starts[i] as number, ends[i] as number, rows[i] as number];
    // The pixels counted: the run's, or its part inside `within` (the mark's extent is the whole run's).
    const n = !within
      ? x1 - x0 + 1
      : y < within.y0 || y >= within.y1
        ? 0
        : Math.max(0, Math.min(x1 + 1, within.x1) - Math.max(x0, within.x0));
    if (!b) box.set(r, { x0, x1, y0: y, y1: y, n });
    else {
      b.x0 = Math.min(b.x0, x0);
      b.x1 = Math.max(b.x1, x1);
      b.y1 = y;
      b.n += n;
    }
  }
  let n = 0;
  for (const b of box.values()) if (b.x1 - b.x0 + 1 > extent || b.y1 - b.y0 + 1 > extent) n += b.n;
  return n;
}

/**
 * The ink of a grey page (one byte a pixel, 0 black) and how much of it the opening by `element`
 * removes from lines, marks no larger than `dot` pixels every way left out.
 */
function thinInk(grey: Uint8Array, width: number, height: number, element: Octagon, dot: number): ThinInk {
  const bits = pack(grey, width, height);
  const ink = count(bits);
  if (!ink) return { ink, thin: 0 };
  const kept = opening(bits, element);
  const removed = new Uint32Array(bits.words.length);
  for (let i = 0; i < removed.length; i++) removed[i] = (bits.words[i] as number) & ~(kept.words[i] as number);
  return { ink, thin: inLines({ ...bits, words: removed }, dot) };
}

/**
 * Ink and its part in lines under 0.75 pt inside `within` (pixels of `grey`, which holds it with a
 * margin of paper and ink around): the opening of a pixel reads only pixels within the octagon's
 * reach, and a removed mark is judged a line or a dot by its whole extent in `grey`, so with a
 * margin of more than a dot and an octagon the figures are those of the whole page there.
 */
export function thinInkWithin(grey: Uint8Array, width: number, height: number, within: PixelRect): ThinInk {
  const bits = pack(grey, width, height);
  let ink = 0;
  for (let y = within.y0; y < within.y1; y++)
    for (let x = within.x0; x < within.x1; x++) if ((grey[y * width + x] as number) < INK_BELOW) ink++;
  if (!ink) return { ink, thin: 0 };
  const kept = opening(bits, ELEMENT);
  const removed = new Uint32Array(bits.words.length);
  for (let i = 0; i < removed.length; i++) removed[i] = (bits.words[i] as number) & ~(kept.words[i] as number);
  return { ink, thin: inLines({ ...bits, words: removed }, DOT_PX, within) };
}

/** Pixels of paper and ink kept around a measured part of a page: more than a dot and an octagon. */
export const MARGIN_PX = 16;

/**
 * Pages are rendered anti-aliased at PRINTED_DPI, where 0.75 pt is 4.2 px: the octagon is 4 px
 * across. Measured on lines of known width at every angle, level ones included (decision 068):
 * a line of 0.5 pt or less is removed whole, 0.6 pt a quarter, 0.72 pt and more not at all,
 * stroked or filled. (Without anti-aliasing a level stroke is snapped to whole pixels and a
 * slanted one blackens every pixel it touches: the two would need octagons a pixel apart.)
 */
export const PRINTED_DPI = 400;
const ELEMENT = octagonFor(MIN_STROKE_PT, PRINTED_DPI);
/** A mark at most 1.5 pt every way is a dot, not a line: twice the line, so a 0.75 pt dot with its edges. */
const DOT_PX = Math.floor((2 * MIN_STROKE_PT * PRINTED_DPI) / 72);

/**
 * The share of a page's ink that may be in lines under 0.75 pt (decision 068): pages drawn or
 * grown to 0.75 pt measure under 0.3 % (activity pages and keys) or 0.01 % (art); detailed
 * traced pages as they printed before their fills were grown, 1.9 to 4.5 % at 8.5x11 and
 * 9 to 20 % at 5.5x8.5.
 */
export const THIN_SHARE = 0.01;

/** The share of a page's ink (grey, one byte a pixel, rendered at PRINTED_DPI) in lines under 0.75 pt. */
export function thinShare(grey: Uint8Array, width: number, height: number): number {
  const { ink, thin } = thinInk(grey, width, height, ELEMENT, DOT_PX);
  return ink ? thin / ink : 0;
}

/**
 * Whether ink (grey, one byte a pixel, rendered at PRINTED_DPI) is all in lines 0.75 pt or wider:
 * the opening removes no mark larger than a dot from it (corners and pointed tips may go).
 */
export function allInLines(grey: Uint8Array, width: number, height: number): boolean {
  return thinInk(grey, width, height, ELEMENT, DOT_PX).thin === 0;
}
