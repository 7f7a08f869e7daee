/**
 * Tilings of shapes that overlap or repeat as an adult colouring book draws them: scales,
 * feathers, paisley, flower rosettes and leaves. Each fills a box (pixels) with closed cells;
 * sizes are in millimetres at print size (`u` pixels to a millimetre), every cell well over
 * 2 mm² so the clipped edge leaves the only smaller pieces.
 */
import { arc, circle, type Line } from "./pen.js";

export type Box = [number, number, number, number];

/**
 * Rows of lower half-ellipses, each row shifted half a cell and hung from the bottoms of the
 * row above: every arc ends exactly on two arcs above it, so each scale is closed.
 */
function overlapRows(box: Box, rx: number, ry: number, each?: (cx: number, cy: number, out: Line[]) => void): Line[] {
  const [x0, y0, x1, y1] = box;
  const out: Line[] = [];
  const steps = Math.max(8, Math.ceil(rx / 2));
  for (let k = -1, cy = y0 - ry; cy <= y1 + ry; k++, cy += ry) {
    const shift = k % 2 ? rx : 0;
    for (let cx = x0 - 2 * rx + shift; cx <= x1 + 2 * rx; cx += 2 * rx) {
      out.push({ pts: arc(cx, cy, rx, ry, 0, Math.PI, steps) });
      each?.(cx, cy, out);
    }
  }
  return out;
}

/**
 * Centres of a staggered grid over `box`, reaching `m` past its edges, rows `dy` apart and
 * centres `dx` apart, every other row shifted half a step; with each its row `k`, row by row.
 */
export function staggered(box: Box, m: number, dx: number, dy: number): Array<[number, number, number]> {
  const [x0, y0, x1, y1] = box;
  const out: Array<[number, number, number]> = [];
  for (let k = 0, cy = y0 - m; cy <= y1 + m; k++, cy += dy)
    for (let cx = x0 - m + (k % 2 ? dx / 2 : 0); cx <= x1 + m; cx += dx) out.push([cx, cy, k]);
  return out;
}

/** Fish and reptile scales: overlapping arcs. */
export const scales = (box: Box, u: number): Line[] => overlapRows(box, 3.2 * u, 3.2 * u);

/**
 * Feathers: the same overlapping rows drawn tall, each feather with its shaft and barbs running
 * from the shaft to its own rounded edge (both ends on ink: closed cells).
 */
export function feathers(box: Box, u: number): Line[] {
  const rx = 3.8 * u;
  const ry = 6.6 * u;
  return overlapRows(box, rx, ry, (cx, cy, out) => {
    // The feather below this arc's row runs from its top cusp (cx, cy - ry) to (cx, cy + ry):
    // a shaft from below the cusp to the lowest pair of barbs, each pair a V down to the edge.
    let apex = cy;
    for (const a of [0.7, 0.35]) {
      const ang = a * (Math.PI / 2);
      const dx = rx * Math.sin(ang);
      const ey = cy + ry * Math.cos(ang);
      apex = ey - dx * 0.9;
      out.push({ pts: [cx - dx, ey, cx, apex, cx + dx, ey] });
    }
    out.push({ pts: [cx, cy - ry * 0.45, cx, apex] });
  });
}

/** A teardrop with a curled tip, its round end at the origin's side, size `r`, turned by `a`. */
function teardrop(cx: number, cy: number, r: number, a: number): Line {
  const pts: number[] = [];
  const c = Math.cos(a);
  const s = Math.sin(a);
  const n = Math.max(24, Math.ceil(r / 1.2));
  for (let k = 0; k < n; k++) {
    const t = (k / n) * Math.PI * 2;
    const y = -Math.cos(t);
    const x = Math.sin(t) * Math.sin(t / 2) * 0.8 + 0.45 * ((1 - y) / 2) ** 3;
    const px = x * r;
    const py = y * r;
    pts.push(cx + px * c - py * s, cy + px * s + py * c);
  }
  return { pts, closed: true };
}

/** Paisley: teardrops with an inner ring and an eye, in staggered rows, turning by row. */
export function paisley(box: Box, u: number, turnBy: number): Line[] {
  const r = 6 * u;
  const out: Line[] = [];
  for (const [cx, cy, k] of staggered(box, r, 2.45 * r, 1.9 * r)) {
    const a = turnBy + (k % 2 ? 0.5 : -0.5);
    out.push(teardrop(cx, cy, r, a));
    const sx = Math.sin(a) * 0.22 * r;
    const sy = -Math.cos(a) * 0.22 * r;
    out.push(teardrop(cx - sx, cy - sy, r * 0.6, a));
    out.push(circle(cx - sx * 1.8, cy - sy * 1.8, 1.5 * u));
  }
  return out;
}

/**
 * A petal from `r0` out to a tip at `r1`, a closed loop. With `base` (radians) it starts as a
 * chord of the circle of radius r0, meeting it square: no sliver between petal and centre.
 */
function petal(cx: number, cy: number, a: number, r0: number, r1: number, half: number, shape = 0.8, base = 0): Line {
  const pts: number[] = [];
  const c = Math.cos(a);
  const s = Math.sin(a);
  const n = 10;
  const start = r0 * Math.cos(base);
  const foot = r0 * Math.sin(base);
  const side = (t: number, sign: number) => {
    const along = start + (r1 - start) * t;
    const off = sign * (foot * (1 - t) + half * Math.sin(Math.PI * t) ** shape);
    pts.push(cx + along * c - off * s, cy + along * s + off * c);
  };
  for (let k = 0; k <= n; k++) side(k / n, 1);
  for (let k = n - 1; k > (base ? -1 : 0); k--) side(k / n, -1);
  return { pts, closed: true };
}

/** Flower rosettes: a centre and six petals, each petal with a smaller one floating inside. */
export function petals(box: Box, u: number): Line[] {
  const R = 7.5 * u;
  const rc = 2.2 * u;
  const out: Line[] = [];
  for (const [cx, cy, k] of staggered(box, R, 2.15 * R, 1.9 * R)) {
    out.push(circle(cx, cy, rc));
    for (let p = 0; p < 6; p++) {
      const a = (p * Math.PI) / 3 + (k % 2 ? Math.PI / 6 : 0);
      out.push(petal(cx, cy, a, rc, R, R * 0.26, 1.3, 0.4));
      out.push(petal(cx, cy, a, rc + 0.8 * u, R * 0.85, R * 0.15));
    }
  }
  return out;
}

/** Leaves with a midrib and veins, alternately leaning, in staggered rows. */
export function leaves(box: Box, u: number): Line[] {
  const L = 13 * u;
  const half = 3.6 * u;
  const out: Line[] = [];
  for (const [cx, cy, k] of staggered(box, L, 0.95 * L, 0.62 * L)) {
    const a = k % 2 ? -Math.PI / 4 : Math.PI / 4;
    const bx = cx - (Math.cos(a) * L) / 2;
    const by = cy - (Math.sin(a) * L) / 2;
    out.push(petal(bx, by, a, 0, L, half));
    out.push({ pts: [bx, by, bx + Math.cos(a) * L, by + Math.sin(a) * L] });
    // Veins from the midrib forward to the edge, both ends on ink.
    for (const t of [0.3, 0.58]) {
      for (const side of [-1, 1]) {
        const t2 = t + 0.16;
        const off = side * half * Math.sin(Math.PI * t2) ** 0.8;
        const ex = bx + Math.cos(a) * L * t2 - Math.sin(a) * off;
        const ey = by + Math.sin(a) * L * t2 + Math.cos(a) * off;
        out.push({ pts: [bx + Math.cos(a) * L * t, by + Math.sin(a) * L * t, ex, ey] });
      }
    }
  }
  return out;
}
