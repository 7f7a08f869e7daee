/**
 * The quality gate measures at print size: a square page prints 8 in wide (2400 px at 300 DPI),
 * a portrait 17:22 page 8.5x11 in, anything else fitted into 8.5x11 in (docs/decisions/012-quality-gate.md).
 */

/** Points per pixel of a w×h page at print size. */
export function pointsPerPixel(w: number, h: number): number {
  if (Math.abs(w - h) <= 2) return (8 * 72) / w;
  return Math.min((8.5 * 72) / w, (11 * 72) / h);
}

export const mmPerPixel = (w: number, h: number) => (pointsPerPixel(w, h) / 72) * 25.4;

/** A figure as the gate reports it, to `digits` decimals. */
export const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
