import { r2 } from "./random.js";

/** Small closed shapes for drawn bodies: every one is a region with a clean edge. */

export type Pt = readonly [number, number];

/** The extent of what has been drawn, for fitting a figure into its square. */
export class Extent {
  x0 = Number.POSITIVE_INFINITY;
  y0 = Number.POSITIVE_INFINITY;
  x1 = Number.NEGATIVE_INFINITY;
  y1 = Number.NEGATIVE_INFINITY;
  add(x: number, y: number, r = 0): void {
    this.x0 = Math.min(this.x0, x - r);
    this.x1 = Math.max(this.x1, x + r);
    this.y0 = Math.min(this.y0, y - r);
    this.y1 = Math.max(this.y1, y + r);
  }
}

const P = (p: Pt) => `${r2(p[0])} ${r2(p[1])}`;

/** Points along a cubic Bézier (or a straight segment when given two points). */
export function curve(pts: Pt[], n = 14): Pt[] {
  if (pts.length === 2) return pts;
  const [a, b, c, d] = pts as [Pt, Pt, Pt, Pt];
  return Array.from({ length: n + 1 }, (_, i) => {
    const t = i / n;
    const u = 1 - t;
    const k = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
    return [
      k[0] * a[0] + k[1] * b[0] + k[2] * c[0] + k[3] * d[0],
      k[0] * a[1] + k[1] * b[1] + k[2] * c[1] + k[3] * d[1],
    ] as Pt;
  });
}

/**
 * A limb or tail: the outline of a line `r` thick either side with round ends, as one closed
 * path (one region to colour), radius tapering linearly from `r` to `r1`.
 */
export function tube(line: Pt[], r: number, ext: Extent, r1 = r): string {
  const n = line.length;
  const left: Pt[] = [];
  const right: Pt[] = [];
  line.forEach((p, i) => {
    const a = line[Math.max(0, i - 1)] as Pt;
    const b = line[Math.min(n - 1, i + 1)] as Pt;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const l = Math.hypot(dx, dy) || 1;
    const rr = r + ((r1 - r) * i) / Math.max(1, n - 1);
    left.push([p[0] - (dy / l) * rr, p[1] + (dx / l) * rr]);
    right.push([p[0] + (dy / l) * rr, p[1] - (dx / l) * rr]);
    ext.add(p[0], p[1], rr);
  });
  const end = r1;
  return `M${P(left[0] as Pt)}${left
    .slice(1)
    .map((p) => `L${P(p)}`)
    .join("")}A${r2(end)} ${r2(end)} 0 0 0 ${P(right[n - 1] as Pt)}${right
    .slice(0, -1)
    .reverse()
    .map((p) => `L${P(p)}`)
    .join("")}A${r2(r)} ${r2(r)} 0 0 0 ${P(left[0] as Pt)}Z`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, ext: Extent, rotate = 0): string {
  ext.add(cx, cy, Math.max(rx, ry));
  const rot = rotate ? ` transform="rotate(${r2(rotate)} ${r2(cx)} ${r2(cy)})"` : "";
  return `<ellipse cx="${r2(cx)}" cy="${r2(cy)}" rx="${r2(rx)}" ry="${r2(ry)}"${rot}/>`;
}

export const path = (d: string, fill = "") => `<path${fill ? ` fill="${fill}"` : ""} d="${d}"/>`;

/** A closed path through points joined by cubic segments `[c1, c2, end]` after a start point. */
export function closed(start: Pt, segs: Array<[Pt, Pt, Pt]>, ext: Extent): string {
  ext.add(start[0], start[1]);
  let d = `M${P(start)}`;
  for (const [c1, c2, e] of segs) {
    for (const p of [c1, c2, e]) ext.add(p[0], p[1]);
    d += `C${P(c1)} ${P(c2)} ${P(e)}`;
  }
  return `${d}Z`;
}

/** A scalloped hem from (x0, y) to (x1, y): `n` bumps hanging down by `depth`. */
export function scallops(x0: number, x1: number, y: number, n: number, depth: number): string {
  const w = (x1 - x0) / n;
  let d = "";
  for (let i = n - 1; i >= 0; i--) {
    const a = x0 + w * (i + 1);
    const b = x0 + w * i;
    d += `Q${r2((a + b) / 2)} ${r2(y + depth * 2)} ${r2(b)} ${r2(y)}`;
  }
  return d;
}
