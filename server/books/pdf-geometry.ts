/** Boxes and matrices of a PDF page's drawing operators, in points from the page's bottom left. */

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A PDF transformation matrix [a b c d e f]: x' = a x + c y + e, y' = b x + d y + f. */
export type Matrix = [number, number, number, number, number, number];
export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
export const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
/** The most a matrix can stretch a length (its Frobenius norm bounds its largest singular value). */
export const stretch = (m: Matrix) => Math.sqrt(m[0] * m[0] + m[1] * m[1] + m[2] * m[2] + m[3] * m[3]);
/**
 * The least a matrix stretches a length in any direction (its smaller singular value): how wide
 * a line of width 1 is drawn at its narrowest.
 */
export function narrowest(m: Matrix): number {
  const f = m[0] * m[0] + m[1] * m[1] + m[2] * m[2] + m[3] * m[3];
  const det = m[0] * m[3] - m[1] * m[2];
  return Math.sqrt(Math.max(0, (f - Math.sqrt(Math.max(0, f * f - 4 * det * det))) / 2));
}
/** Whether a matrix keeps level and upright lines level and upright (a scale, a quarter turn). */
export const keepsAxes = (m: Matrix) => (m[1] === 0 && m[2] === 0) || (m[0] === 0 && m[3] === 0);

export const EMPTY: Box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
export const isEmpty = (b: Box) => b.x0 > b.x1 || b.y0 > b.y1;
export const union = (a: Box, b: Box): Box => ({
  x0: Math.min(a.x0, b.x0),
  y0: Math.min(a.y0, b.y0),
  x1: Math.max(a.x1, b.x1),
  y1: Math.max(a.y1, b.y1),
});
export const intersect = (a: Box, b: Box): Box => ({
  x0: Math.max(a.x0, b.x0),
  y0: Math.max(a.y0, b.y0),
  x1: Math.min(a.x1, b.x1),
  y1: Math.min(a.y1, b.y1),
});
/** Whether two boxes share any area (touching edges do not). */
export const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
/** Whether `inner` lies inside `outer`, edges included. */
export const within = (inner: Box, outer: Box) =>
  inner.x0 >= outer.x0 && inner.y0 >= outer.y0 && inner.x1 <= outer.x1 && inner.y1 <= outer.y1;
export const grow = (b: Box, d: number): Box => ({ x0: b.x0 - d, y0: b.y0 - d, x1: b.x1 + d, y1: b.y1 + d });
export function addPoint(b: Box, m: Matrix, x: number, y: number) {
  const px = m[0] * x + m[2] * y + m[4];
  const py = m[1] * x + m[3] * y + m[5];
  if (px < b.x0) b.x0 = px;
  if (px > b.x1) b.x1 = px;
  if (py < b.y0) b.y0 = py;
  if (py > b.y1) b.y1 = py;
}
export function rectUnder(m: Matrix, x0: number, y0: number, x1: number, y1: number): Box {
  const b = { ...EMPTY };
  addPoint(b, m, x0, y0);
  addPoint(b, m, x1, y0);
  addPoint(b, m, x0, y1);
  addPoint(b, m, x1, y1);
  return b;
}
