import { r2 } from "../sketch/random.js";

/**
 * How a guide-font stroke (stroke-font.ts) is drawn on a practice page: its path, and the small
 * arrow beside its start that shows the way the pen goes. Shared by the pages that practise
 * writing (letters, numbers).
 */

/** A stroke's points (page units) as path data; a single point as a dot. */
export const pathOf = (s: Array<[number, number]>) =>
  s.length === 1
    ? `M${r2(s[0]?.[0] ?? 0)} ${r2(s[0]?.[1] ?? 0)}h0.01`
    : `M${s.map(([x, y]) => `${r2(x)} ${r2(y)}`).join("L")}`;

/**
 * A small arrowhead beside the start of a stroke, pointing the way the pen goes: a little way
 * along its first segment, set off to the left of the line so the dots stay clear.
 */
export function arrow(s: Array<[number, number]>, k: number): string {
  let [ax, ay] = s[0] as [number, number];
  let dx = 0;
  let dy = 0;
  let len = 0;
  for (let i = 1; i < s.length && len < 3 * k; i++) {
    const [bx, by] = s[i] as [number, number];
    dx = bx - ax;
    dy = by - ay;
    len += Math.hypot(dx, dy);
    [ax, ay] = [bx, by];
  }
  const total = Math.hypot(dx, dy);
  if (len < 3 * k || !total) return "";
  const ux = dx / total;
  const uy = dy / total;
  const [sx, sy] = s[0] as [number, number];
  // Never smaller than a printed arrow a child can see (7 px is about 1.5 mm on Letter).
  const a = Math.max(7, 1.4 * k);
  const off = Math.max(11, 2.6 * k);
  const cx = sx + ux * a * 1.6 + uy * off;
  const cy = sy + uy * a * 1.6 - ux * off;
  const tip = [cx + ux * a, cy + uy * a];
  const l = [cx - ux * a * 0.6 + uy * a * 0.75, cy - uy * a * 0.6 - ux * a * 0.75];
  const r = [cx - ux * a * 0.6 - uy * a * 0.75, cy - uy * a * 0.6 + ux * a * 0.75];
  return `<path d="M${r2(tip[0] as number)} ${r2(tip[1] as number)}L${r2(l[0] as number)} ${r2(l[1] as number)}L${r2(r[0] as number)} ${r2(r[1] as number)}Z"/>`;
}
