/**
 * Pattern lines are vector polylines (pixel coordinates of the page) stroked onto the
 * black-and-white page, clipped to one paper area: a pixel is inked only where the area's label
 * is that area and no keep-clear mask (a face) covers it. The area's own outline is ink already,
 * so every line that reaches it closes its cells.
 */
export interface Pen {
  bw: Uint8Array;
  /** Per pixel: the paper area's label, -1 on ink. */
  lab: Int32Array;
  w: number;
  h: number;
  region: number;
  /** Half the line's width in pixels. */
  half: number;
  /** Pixels set here are never inked (a face kept clean). */
  keep?: Uint8Array;
  /** The area's box [x0, y0, x1, y1]: pieces of line outside it are skipped. */
  clip: [number, number, number, number];
  /** Counts the pixels this pen turned to ink. */
  inked?: { count: number };
}

/** A polyline given as x0 y0 x1 y1 …; `closed` joins the last point to the first. */
export type Line = { pts: number[]; closed?: boolean };

export function stroke(pen: Pen, line: Line): void {
  const p = line.pts;
  for (let i = 0; i + 3 < p.length; i += 2)
    pieces(pen, p[i] as number, p[i + 1] as number, p[i + 2] as number, p[i + 3] as number);
  if (line.closed && p.length >= 6)
    pieces(pen, p[p.length - 2] as number, p[p.length - 1] as number, p[0] as number, p[1] as number);
}

/** Long segments in short pieces, so each capsule's box stays small; pieces off the area skipped. */
function pieces(pen: Pen, ax: number, ay: number, bx: number, by: number): void {
  const [cx0, cy0, cx1, cy1] = pen.clip;
  const m = pen.half + 1;
  if (
    Math.max(ax, bx) < cx0 - m ||
    Math.min(ax, bx) > cx1 + m ||
    Math.max(ay, by) < cy0 - m ||
    Math.min(ay, by) > cy1 + m
  )
    return;
  const k = Math.ceil(Math.hypot(bx - ax, by - ay) / 12);
  if (k <= 1) {
    segment(pen, ax, ay, bx, by);
    return;
  }
  let px = ax;
  let py = ay;
  for (let i = 1; i <= k; i++) {
    const qx = ax + ((bx - ax) * i) / k;
    const qy = ay + ((by - ay) * i) / k;
    if (
      !(
        Math.max(px, qx) < cx0 - m ||
        Math.min(px, qx) > cx1 + m ||
        Math.max(py, qy) < cy0 - m ||
        Math.min(py, qy) > cy1 + m
      )
    )
      segment(pen, px, py, qx, qy);
    px = qx;
    py = qy;
  }
}

/** A capsule round the segment: every pixel centre within `half` of it. */
function segment(pen: Pen, ax: number, ay: number, bx: number, by: number): void {
  const { bw, lab, w, h, region, half, keep, inked } = pen;
  const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - half));
  const x1 = Math.min(w - 1, Math.ceil(Math.max(ax, bx) + half));
  const y0 = Math.max(0, Math.floor(Math.min(ay, by) - half));
  const y1 = Math.min(h - 1, Math.ceil(Math.max(ay, by) + half));
  if (x0 > x1 || y0 > y1) return;
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy || 1e-9;
  const r2 = half * half;
  for (let y = y0; y <= y1; y++) {
    const py = y - ay;
    const row = y * w;
    for (let x = x0; x <= x1; x++) {
      const i = row + x;
      if (lab[i] !== region || keep?.[i]) continue;
      const px = x - ax;
      let t = (px * dx + py * dy) / len2;
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      const ex = px - t * dx;
      const ey = py - t * dy;
      if (ex * ex + ey * ey <= r2 && bw[i] !== 0) {
        bw[i] = 0;
        if (inked) inked.count++;
      }
    }
  }
}

/** Points of an elliptical arc from angle a0 to a1 (radians, y down), `steps` segments. */
export function arc(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  a0: number,
  a1: number,
  steps: number,
  out: number[] = [],
): number[] {
  for (let k = 0; k <= steps; k++) {
    const a = a0 + ((a1 - a0) * k) / steps;
    out.push(cx + rx * Math.cos(a), cy + ry * Math.sin(a));
  }
  return out;
}

/** A closed circle as a polyline. */
export const circle = (cx: number, cy: number, r: number): Line => ({
  pts: arc(cx, cy, r, r, 0, Math.PI * 2, Math.max(12, Math.ceil(r / 1.5))).slice(0, -2),
  closed: true,
});

/** Lines turned by `angle` round (cx, cy). */
export function turn(lines: Line[], angle: number, cx: number, cy: number): Line[] {
  if (!angle) return lines;
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  for (const l of lines)
    for (let i = 0; i < l.pts.length; i += 2) {
      const x = (l.pts[i] as number) - cx;
      const y = (l.pts[i + 1] as number) - cy;
      l.pts[i] = cx + x * c - y * s;
      l.pts[i + 1] = cy + x * s + y * c;
    }
  return lines;
}
