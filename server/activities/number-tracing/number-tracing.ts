import { mulberry32, type Rng, shuffle } from "../../random.js";
import type { Box } from "../page.js";
import type { Difficulty } from "../types.js";

/**
 * Each difficulty's numbers and guides: easy counts 0-5 with arrows on every stroke, medium 0-10
 * with start dots only, hard 0-20 with one dotted copy and the rest of the row empty. `rows` on
 * a square page (a portrait one holds more); `pictures`: the share of a row the pictures take.
 */
export const numberLevels: Record<
  Difficulty,
  { most: number; rows: number; dotted: number | "fill"; arrows: boolean; starts: boolean; pictures: number }
> = {
  easy: { most: 5, rows: 4, dotted: "fill", arrows: true, starts: true, pictures: 0.4 },
  medium: { most: 10, rows: 5, dotted: "fill", arrows: false, starts: true, pictures: 0.42 },
  hard: { most: 20, rows: 5, dotted: 1, arrows: false, starts: false, pictures: 0.52 },
};

/**
 * The page's numbers, one a row: a run in counting order on easy and medium (3, 4, 5, 6), any
 * numbers of 0-20 in order on hard, at least half of them past 10.
 */
export function pageNumbers(difficulty: Difficulty, rows: number, seed: number): number[] {
  const rng = mulberry32(seed);
  const { most } = numberLevels[difficulty];
  const count = Math.min(rows, most + 1);
  if (difficulty !== "hard") {
    const start = Math.floor(rng() * (most + 2 - count));
    return Array.from({ length: count }, (_, i) => start + i);
  }
  const teens = Math.ceil(count / 2);
  const high = shuffle(
    rng,
    Array.from({ length: 10 }, (_, i) => 11 + i),
  ).slice(0, teens);
  const low = shuffle(
    rng,
    Array.from({ length: 11 }, (_, i) => i),
  ).slice(0, count - teens);
  return [...low, ...high].sort((a, b) => a - b);
}

/** A picture's square: its centre and side (page units). */
interface PictureSquare {
  x: number;
  y: number;
  size: number;
}

/** Share of its grid cell a picture fills: the rest keeps neighbours apart. */
const FILL = 0.86;
/** The biggest counting picture (units): beside a small number, bigger drawings crowd the row. */
const MAX_PICTURE = 120;

/**
 * `n` equal squares in a grid as large as `area` allows, each centred in its own cell (so no
 * two meet), the grid centred in the area. Rows are filled evenly (7 is 4 and 3, never 5 and 2)
 * so the pictures read as one group.
 */
export function pictureGrid(n: number, area: Box): PictureSquare[] {
  if (n === 0) return [];
  let best = { cols: 1, cell: 0 };
  for (let rows = 1; rows <= n; rows++) {
    const cols = Math.ceil(n / rows);
    const cell = Math.min(area.w / cols, area.h / rows, MAX_PICTURE / FILL);
    if (cell > best.cell + 0.01) best = { cols, cell };
  }
  const { cols, cell } = best;
  const rows = Math.ceil(n / cols);
  const x0 = area.x + (area.w - cols * cell) / 2;
  const y0 = area.y + (area.h - rows * cell) / 2;
  return Array.from({ length: n }, (_, i) => {
    const row = Math.floor(i / cols);
    // A shorter last row is centred under the others.
    const inRow = row === rows - 1 ? n - row * cols : cols;
    const x = x0 + ((cols - inRow) / 2 + (i % cols) + 0.5) * cell;
    return { x, y: y0 + (row + 0.5) * cell, size: cell * FILL };
  });
}

/** The drawings of the rows: the theme's drawings in a seeded order, the theme's own first. */
export function rowDrawings<T>(drawings: readonly T[], rows: number, rng: Rng): T[] {
  const [own, ...rest] = drawings;
  const order = [own as T, ...shuffle(rng, rest)];
  return Array.from({ length: rows }, (_, i) => order[i % order.length] as T);
}
