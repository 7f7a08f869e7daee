/**
 * Patterns laid in parallel bands (zentangle strips): circles between dividers, chevrons,
 * spirals, and "tangle" bands that change motif band by band. Each is drawn level over a square
 * that covers the box, then turned to the band's angle; sizes in millimetres (`u` px/mm).
 */
import { arc, circle, type Line, turn } from "./pen.js";
import { type Box, staggered } from "./tilings.js";

/** The square (x0, y0, side) covering the box whatever the angle, and its centre. */
function cover(box: Box) {
  const [x0, y0, x1, y1] = box;
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const r = Math.hypot(x1 - x0, y1 - y0) / 2 + 2;
  return { cx, cy, left: cx - r, top: cy - r, side: 2 * r };
}

type Band = (left: number, right: number, top: number, height: number, u: number, out: Line[]) => void;

/** Circles in a band, one per cell between dividers. */
const circleBand: Band = (left, right, top, b, _u, out) => {
  for (let x = left; x <= right; x += b) {
    out.push({ pts: [x, top, x, top + b] });
    out.push(circle(x + b / 2, top + b / 2, b * 0.31));
  }
};

/** A zigzag through the band's middle, dividers at its peaks: triangles up and down. */
const zigzagBand: Band = (left, right, top, b, _u, out) => {
  const pts: number[] = [];
  for (let x = left, k = 0; x <= right + b; x += b / 2, k++) {
    pts.push(x, k % 2 ? top + b * 0.2 : top + b * 0.8);
    out.push({ pts: [x, top, x, top + b] });
  }
  out.push({ pts });
};

/** Half-flowers (fans) sitting on the band's lower edge. */
const fanBand: Band = (left, right, top, b, _u, out) => {
  for (let x = left; x <= right; x += b) {
    out.push({ pts: [x, top, x, top + b] });
    out.push({ pts: arc(x + b / 2, top + b, b * 0.42, b * 0.42, Math.PI, Math.PI * 2, 12) });
    out.push({ pts: arc(x + b / 2, top + b, b * 0.25, b * 0.25, Math.PI, Math.PI * 2, 8) });
  }
};

/** Leaves along the band: each a closed loop corner to corner of its cell. */
const leafBand: Band = (left, right, top, b, _u, out) => {
  for (let x = left; x <= right; x += b * 1.4) {
    out.push({ pts: [x, top, x, top + b] });
    const pts: number[] = [];
    const ax = x + b * 0.12;
    const bx2 = x + b * 1.28;
    const my = top + b / 2;
    for (let k = 0; k <= 10; k++) {
      const t = k / 10;
      pts.push(ax + (bx2 - ax) * t, my - b * 0.32 * Math.sin(Math.PI * t));
    }
    for (let k = 9; k > 0; k--) {
      const t = k / 10;
      pts.push(ax + (bx2 - ax) * t, my + b * 0.32 * Math.sin(Math.PI * t));
    }
    out.push({ pts, closed: true });
    out.push({ pts: [ax, my, bx2, my] });
  }
};

function banded(box: Box, u: number, angle: number, b: number, kinds: Band[], offset: number): Line[] {
  const { cx, cy, left, top, side } = cover(box);
  const out: Line[] = [];
  for (let y = top, k = 0; y <= top + side; y += b, k++) {
    out.push({ pts: [left, y, left + side, y] });
    const kind = kinds[(k + offset) % kinds.length] as Band;
    kind(left - (((k * b) / 3) % b), left + side, y, b, u, out);
  }
  return turn(out, angle, cx, cy);
}

export const circleBands = (box: Box, u: number, angle: number): Line[] =>
  banded(box, u, angle, 6.5 * u, [circleBand], 0);

/** Zentangle strips: each band a different motif (circles, zigzag, fans, leaves). */
export const tangle = (box: Box, u: number, angle: number, offset: number): Line[] =>
  banded(box, u, angle, 7.5 * u, [circleBand, zigzagBand, fanBand, leafBand], offset);

/** Chevrons: nested zigzags with dividers at every turn (a herringbone of closed cells). */
export function chevrons(box: Box, u: number, angle: number): Line[] {
  const { cx, cy, left, top, side } = cover(box);
  const b = 4.6 * u;
  const p = 9 * u;
  const out: Line[] = [];
  for (let y = top - p; y <= top + side; y += b) {
    const pts: number[] = [];
    for (let x = left, k = 0; x <= left + side + p; x += p / 2, k++) pts.push(x, y + (k % 2 ? p / 2 : 0));
    out.push({ pts });
  }
  for (let x = left; x <= left + side; x += p / 2) out.push({ pts: [x, top - p, x, top + side + p] });
  return turn(out, angle, cx, cy);
}

/** Spirals in circles, staggered; each spiral ends in a spoke out to its circle. */
export function spirals(box: Box, u: number): Line[] {
  const r = 5.4 * u;
  const out: Line[] = [];
  for (const [cx, cy, k] of staggered(box, r, 2.3 * r, 2 * r)) {
    out.push(circle(cx, cy, r));
    const pts: number[] = [];
    const n = 60;
    let a = 0;
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      a = t * 2 * Math.PI * 2 + k;
      // Ending at 0.8 of the radius, so the last turn never runs along the circle.
      const rr = 1.2 * u + (0.8 * r - 1.2 * u) * t;
      pts.push(cx + rr * Math.cos(a), cy + rr * Math.sin(a));
    }
    pts.push(cx + (r + u) * Math.cos(a), cy + (r + u) * Math.sin(a));
    out.push({ pts });
  }
  return out;
}

/** Small areas: plain parallel stripes. */
export function stripes(box: Box, u: number, angle: number): Line[] {
  const { cx, cy, left, top, side } = cover(box);
  const out: Line[] = [];
  for (let y = top; y <= top + side; y += 3.6 * u) out.push({ pts: [left, y, left + side, y] });
  return turn(out, angle, cx, cy);
}
