import { r2 } from "../../sketch/random.js";
import type { Box } from "../page.js";
import { type MazeGrid, passageKey } from "./maze.js";

/**
 * Square cells in rows and columns, optionally only those inside a mask (a shaped maze: the
 * cells inside a subject's outline). The entrance is the top of the first cell in reading
 * order, the exit the bottom of the last.
 */
export function rectGrid(box: Box, cols: number, rows: number, mask?: (col: number, row: number) => boolean): MazeGrid {
  const s = Math.min(box.w / cols, box.h / rows);
  const x0 = box.x + (box.w - s * cols) / 2;
  const y0 = box.y + (box.h - s * rows) / 2;
  const idAt = new Int32Array(cols * rows).fill(-1);
  const at: Array<[number, number]> = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      if (mask && !mask(c, r)) continue;
      idAt[r * cols + c] = at.length;
      at.push([c, r]);
    }
  const id = (c: number, r: number) => (c < 0 || r < 0 || c >= cols || r >= rows ? -1 : (idAt[r * cols + c] as number));
  const neighbours = at.map(([c, r]) => [id(c, r - 1), id(c + 1, r), id(c, r + 1), id(c - 1, r)].filter((n) => n >= 0));
  const start = 0;
  const goal = at.length - 1;
  const centre = (cell: number) => {
    const [c, r] = at[cell] as [number, number];
    return { x: x0 + (c + 0.5) * s, y: y0 + (r + 0.5) * s };
  };
  const seg = (xa: number, ya: number, xb: number, yb: number) => `M${r2(xa)} ${r2(ya)}L${r2(xb)} ${r2(yb)}`;
  return {
    kind: mask ? "shape" : "rectangle",
    size: at.length,
    neighbours,
    start,
    goal,
    centre,
    walls(passages) {
      let d = "";
      at.forEach(([c, r], cell) => {
        const left = x0 + c * s;
        const top = y0 + r * s;
        const sides: Array<[number, number, number, number, number]> = [
          [id(c, r - 1), left, top, left + s, top],
          [id(c + 1, r), left + s, top, left + s, top + s],
          [id(c, r + 1), left, top + s, left + s, top + s],
          [id(c - 1, r), left, top, left, top + s],
        ];
        sides.forEach(([n, xa, ya, xb, yb], side) => {
          if (cell === start && side === 0) return;
          if (cell === goal && side === 2) return;
          // Inner walls are drawn once, by the cell below or to the right.
          if (n < 0 || (!passages.has(passageKey(cell, n)) && (side === 0 || side === 3))) d += seg(xa, ya, xb, yb);
        });
      });
      return d;
    },
    route(path) {
      const first = centre(path[0] as number);
      const last = centre(path[path.length - 1] as number);
      const pts = [{ x: first.x, y: first.y - s * 0.7 }, ...path.map(centre), { x: last.x, y: last.y + s * 0.7 }];
      return pts.map((p, i) => `${i ? "L" : "M"}${r2(p.x)} ${r2(p.y)}`).join("");
    },
    ends(size) {
      // Right above the entrance and below the exit: rows beyond them hold no cell (reading order).
      const a = centre(start);
      const b = centre(goal);
      return {
        start: { x: a.x, y: a.y - s / 2 - size / 2, size },
        finish: { x: b.x, y: b.y + s / 2 + size / 2, size },
      };
    },
  };
}
