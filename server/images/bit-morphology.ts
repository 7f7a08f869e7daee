/** Morphology on packed bit masks (bit-mask.ts): dilation, erosion and closing with a square. */
import { type Bits, copyBits, tailMask } from "./bit-mask.js";

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
export function dilate(mask: Bits, r: number): Bits {
  const out = copyBits(mask);
  if (r <= 0) return out;
  dilateRows(out, r);
  dilateCols(out, r);
  return out;
}

export function erode(mask: Bits, r: number): Bits {
  const out = copyBits(mask);
  if (r <= 0) return out;
  invert(out);
  dilateRows(out, r);
  dilateCols(out, r);
  invert(out);
  return out;
}

export const close = (mask: Bits, r: number) => erode(dilate(mask, r), r);
