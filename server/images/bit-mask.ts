/**
 * Pages as packed bit masks, one bit per pixel, for the quality gate (quality.ts): packing a
 * page's ink, runs of a row, reduction, transposition, and back to pixels.
 */

/**
 * A mask packed one bit per pixel: rows of `wpr` 32-bit words, pixel x of a row at bit x & 31
 * of word x >> 5; the bits past a row's end are always 0. Morphology and run finding work on
 * 32 pixels at a time, with no per-pixel branches.
 */
export interface Bits {
  w: number;
  h: number;
  wpr: number;
  words: Int32Array;
}

export const newBits = (w: number, h: number): Bits => {
  const wpr = (w + 31) >>> 5;
  return { w, h, wpr, words: new Int32Array(wpr * h) };
};
export const copyBits = (b: Bits): Bits => ({ ...b, words: b.words.slice() });
/** The bits of a row's last word that are pixels. */
export const tailMask = (w: number) => ((w & 31) === 0 ? -1 : (1 << (w & 31)) - 1);
/** Index of the lowest set bit of a non-zero word. */
const ctz = (v: number) => 31 - Math.clz32(v & -v);

export function popcount(b: Bits): number {
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
export function setRange(words: Int32Array, o: number, a: number, e: number, on = true) {
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
export function rowRuns(b: Bits, y: number, want: number, out: Int32Array): number {
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
export function packInk(bw: Uint8Array, w: number, h: number): { ink: Bits; grey: number; inkCount: number } {
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

/** OR-reduce an ink mask by f in both directions (an f×f cell is ink if any of its pixels is). */
export function reduce(ink: Bits, f: number): Bits {
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

/** The mask turned on its side: row x of the result is column x of `b`. 32×32 blocks at a time. */
export function transpose(b: Bits): Bits {
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

const PAPER = 255;

/** A packed ink mask as a page: 0 (ink) or 255 (paper) per pixel. */
export function toPixels(ink: Bits): Uint8Array {
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
