import { r2 } from "../../sketch/random.js";
import type { Box } from "../page.js";
import { type MazeGrid, passageKey } from "./maze.js";

/**
 * A circular maze: rings of cells around a centre cell, each ring split into about as many
 * cells as its circumference holds (a multiple of the ring inside it, so every cell has one
 * inward neighbour). The way in is through the outer wall at the top; the goal is the centre.
 */
/** How many cells each ring holds, the centre first: about as many as its circumference holds. */
function ringCounts(rings: number): number[] {
  const counts = [1];
  for (let i = 1; i <= rings; i++) {
    const prev = counts[i - 1] as number;
    const wanted = (2 * Math.PI * i) / 1.15;
    counts.push(prev * Math.max(1, Math.round(wanted / prev)));
  }
  return counts;
}

/**
 * The narrowest way through a circular maze of `rings` rings in `box`, in units: a ring's width,
 * or a cell's side along its ring at the cell's inner edge, whichever is less (walls not taken off).
 */
export function polarNarrowest(box: Box, rings: number): number {
  const dr = Math.min(box.w, box.h) / 2 / (rings + 1);
  const counts = ringCounts(rings);
  return Math.min(dr, ...counts.slice(1).map((n, k) => (2 * Math.PI * (k + 1) * dr) / n));
}

export function polarGrid(box: Box, rings: number): MazeGrid {
  const R = Math.min(box.w, box.h) / 2;
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  // The outer wall (radius (rings + 1) dr) inside the box: the entrance's picture goes above it.
  const dr = R / (rings + 1);
  const counts = ringCounts(rings);
  const first: number[] = [];
  let size = 0;
  for (const n of counts) {
    first.push(size);
    size += n;
  }
  const ringOf = (cell: number) => {
    let i = counts.length - 1;
    while ((first[i] as number) > cell) i--;
    return i;
  };
  const id = (ring: number, j: number) =>
    (first[ring] as number) + (((j % counts[ring]!) + counts[ring]!) % counts[ring]!);
  const neighbours: number[][] = Array.from({ length: size }, () => []);
  const link = (a: number, b: number) => {
    if (a === b || (neighbours[a] as number[]).includes(b)) return;
    (neighbours[a] as number[]).push(b);
    (neighbours[b] as number[]).push(a);
  };
  for (let i = 1; i <= rings; i++) {
    const n = counts[i] as number;
    const ratio = n / (counts[i - 1] as number);
    for (let j = 0; j < n; j++) {
      if (n > 1) link(id(i, j), id(i, j + 1));
      link(id(i, j), id(i - 1, Math.floor(j / ratio)));
    }
  }
  const start = 0;
  // The opening: the outer cell at twelve o'clock, where the page has room above the circle.
  const goal = id(rings, 0);
  const angle = (ring: number, j: number) => (2 * Math.PI * j) / (counts[ring] as number) - Math.PI / 2;
  const polar = (r: number, a: number) => ({ x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) });
  const pt = (r: number, a: number) => {
    const p = polar(r, a);
    return `${r2(p.x)} ${r2(p.y)}`;
  };
  const centre = (cell: number) => {
    const i = ringOf(cell);
    if (i === 0) return { x: cx, y: cy };
    const j = cell - (first[i] as number);
    return polar((i + 0.5) * dr, angle(i, j + 0.5));
  };
  const arc = (r: number, a0: number, a1: number) =>
    `M${pt(r, a0)}A${r2(r)} ${r2(r)} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${pt(r, a1)}`;
  return {
    kind: "circle",
    size,
    neighbours,
    start,
    goal,
    centre,
    walls(passages) {
      let d = "";
      for (let i = 1; i <= rings; i++) {
        const n = counts[i] as number;
        const ratio = n / (counts[i - 1] as number);
        for (let j = 0; j < n; j++) {
          const cell = id(i, j);
          const a0 = angle(i, j);
          const a1 = angle(i, j + 1);
          if (!passages.has(passageKey(cell, id(i - 1, Math.floor(j / ratio))))) d += arc(i * dr, a0, a1);
          if (!passages.has(passageKey(cell, id(i, j + 1)))) d += `M${pt(i * dr, a1)}L${pt((i + 1) * dr, a1)}`;
          if (i === rings && cell !== goal) d += arc((i + 1) * dr, a0, a1);
        }
      }
      return d;
    },
    route(path) {
      let d = `M${r2(cx)} ${r2(cy)}`;
      for (let k = 1; k < path.length; k++) {
        const a = path[k - 1] as number;
        const b = path[k] as number;
        const p = centre(b);
        const ring = ringOf(b);
        if (ringOf(a) === ring && ring > 0) {
          // Along the ring: an arc through the corridor, never a chord across its inner wall.
          const ja = a - (first[ring] as number);
          const jb = b - (first[ring] as number);
          const n = counts[ring] as number;
          const sweep = (jb - ja + n) % n === 1 ? 1 : 0;
          const r = (ring + 0.5) * dr;
          d += `A${r2(r)} ${r2(r)} 0 0 ${sweep} ${r2(p.x)} ${r2(p.y)}`;
        } else d += `L${r2(p.x)} ${r2(p.y)}`;
      }
      const j = goal - (first[rings] as number);
      return `${d}L${pt((rings + 1.4) * dr, angle(rings, j + 0.5))}`;
    },
    ends(size) {
      // The picture outside the opening, the finish flag in the centre cell (radius dr).
      const j = goal - (first[rings] as number);
      const out = polar((rings + 1) * dr + size / 2, angle(rings, j + 0.5));
      return { start: { ...out, size }, finish: { x: cx, y: cy, size: Math.min(size, dr * 1.3) } };
    },
  };
}
