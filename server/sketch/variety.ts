/**
 * How the pages of a batch differ. A batch's seeds follow one another (createBatch), so the
 * request seed's remainder by 8 runs through all eight values over any eight pages of one batch:
 * each page gets its own composition below, not a random draw that may repeat. The request seed
 * is used as sent (not the context seed, which is mixed with the page's words): pages of a theme
 * batch name different subjects and still take different compositions.
 */
export const VARIATIONS = 8;

export const variationOf = (seed: number) => (seed >>> 0) % VARIATIONS;

/**
 * Where a lone subject stands (layouts/hero.ts), as fractions of the art box: `x` its centre
 * across the box, `h` its share of the box's height (never under 0.62: the subject stays the
 * page), or on a hilltop; `little`, small ones of its kind on the ground beside it (unasked,
 * listed in `extras`, never touching it) at those centres. Every two differ in place or size by
 * more than a sixth, not only in the way the subject faces: a symmetric drawing (an owl, a
 * cupcake) looks the same mirrored.
 */
export type Arrangement = { kind: "hilltop" } | { kind: "placed"; x: number; h: number; little?: number[] };

// The free preview's seed is 1 (routes/previews.ts): the page a user sees first is the subject
// centred and large, alone.
export const arrangements: readonly Arrangement[] = [
  { kind: "placed", x: 0.36, h: 0.7, little: [0.87] },
  { kind: "placed", x: 0.5, h: 1 },
  { kind: "hilltop" },
  { kind: "placed", x: 0.64, h: 0.8 },
  { kind: "placed", x: 0.4, h: 0.9 },
  { kind: "placed", x: 0.64, h: 0.66, little: [0.13] },
  { kind: "placed", x: 0.5, h: 0.78 },
  { kind: "placed", x: 0.5, h: 0.63, little: [0.11, 0.89] },
];
