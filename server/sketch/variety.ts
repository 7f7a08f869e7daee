/**
 * How the pages of a batch differ. A batch's seeds follow one another (createBatch), so the
 * request seed's remainder by 8 runs through all eight values over any eight pages of one batch:
 * each page gets its own arrangement below, not a random draw that may repeat. The request seed
 * is used as sent (not the context seed, which is mixed with the page's words): pages of a theme
 * batch name different subjects and still take different arrangements.
 */
export const VARIATIONS = 8;

export const variationOf = (seed: number) => (seed >>> 0) % VARIATIONS;

/**
 * Where a lone subject stands on the page, as fractions of the art box's width and of the
 * subject's full size: `x` its centre, `size` its height; `others`, more of its kind beside it
 * (unasked companions, listed in `extras`), never touching it. Every two arrangements differ in
 * place or size, not only in the way the subject faces: a symmetric drawing (an owl, a cupcake)
 * looks the same mirrored.
 */
export interface Arrangement {
  x: number;
  size: number;
  others?: Array<{ x: number; size: number }>;
}

// The free preview's seed is 1 (routes/previews.ts): the page a user sees first is the subject alone.
export const arrangements: readonly Arrangement[] = [
  { x: 0.33, size: 0.62, others: [{ x: 0.81, size: 0.34 }] },
  { x: 0.5, size: 1 },
  { x: 0.6, size: 0.86 },
  { x: 0.27, size: 0.52, others: [{ x: 0.73, size: 0.52 }] },
  { x: 0.5, size: 0.72 },
  { x: 0.67, size: 0.62, others: [{ x: 0.19, size: 0.34 }] },
  { x: 0.4, size: 0.86 },
  {
    x: 0.5,
    size: 0.42,
    others: [
      { x: 0.18, size: 0.42 },
      { x: 0.82, size: 0.42 },
    ],
  },
];
