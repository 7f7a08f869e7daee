import type { PrintOptions } from "../kind.js";
import { type Box, contentBox, type Sheet, svgDocument, themePicture, title } from "../page.js";
import { type ActivityPage, pageTitle } from "../pages.js";
import { isLargePrint, printOf, sheetPt } from "../print-scale.js";
import { shapeMask } from "../shape-mask.js";
import type { Difficulty } from "../types.js";
import { type MazeGrid, makeMaze, mazeCells, mazeRings } from "./maze.js";
import { polarGrid, polarNarrowest } from "./polar-grid.js";
import { rectGrid } from "./rect-grid.js";

/**
 * Large print (decision 057): corridors at least 0.4 in wide at the printed size between walls
 * at least 1.6 times as thick as standard print's (and 3 pt or more), so fewer corridors across
 * the page: at most these, and fewer where the page prints small (a book's trim).
 */
const largeMazeCells: Record<Difficulty, number> = { easy: 6, medium: 9, hard: 12 };
const largeMazeRings: Record<Difficulty, number> = { easy: 3, medium: 4, hard: 5 };
/** The narrowest corridor large print allows, in inches, clear of the walls. */
const LARGE_CORRIDOR_IN = 0.4;

/** What large print asks of the grid: the widest wall and the narrowest way between two. */
interface LargeGrid {
  wall: number;
  corridor: number;
}

/**
 * The grid the maze is carved in: a rectangle, a circle ("circle", "circular", "round"), or the
 * outline of a drawable subject ("dinosaur"; "outline" or "shape" means the theme's subject).
 */
function gridFor(shapeWords: string, theme: string, box: Box, difficulty: Difficulty, large?: LargeGrid): MazeGrid {
  /** Whether square cells of a cols x rows grid leave large print's corridor between their walls. */
  const roomy = (c: number, r: number) => !large || Math.min(box.w / c, box.h / r) - large.wall >= large.corridor;
  const rowsFor = (c: number) => Math.max(c, Math.round((c * box.h) / box.w));
  let cols = large ? largeMazeCells[difficulty] : mazeCells[difficulty];
  while (cols > 3 && !roomy(cols, rowsFor(cols))) cols--;
  const rows = rowsFor(cols);
  if (/\b(circle|circular|round)\b/.test(shapeWords)) {
    let rings = large ? largeMazeRings[difficulty] : mazeRings[difficulty];
    while (large && rings > 2 && polarNarrowest(box, rings) - large.wall < large.corridor) rings--;
    return polarGrid(box, rings);
  }
  const shape = /\b(outline|shape|shaped)\b/.test(shapeWords) ? theme : shapeWords;
  if (shape && !/\b(rectangle|rectangular|square)\b/.test(shape)) {
    // A shape needs more cells to read as its subject (large print: as many as keep its corridors).
    for (let k = 1.6; k >= (large ? 1 : 1.6); k -= 0.1) {
      const c = Math.round(cols * k);
      const r = Math.round(rows * k);
      if (!roomy(c, r)) continue;
      const mask = shapeMask(shape, c, r);
      if (mask) return rectGrid(box, c, r, (x, y) => mask[y * c + x] as boolean);
      break;
    }
  }
  return rectGrid(box, cols, rows);
}

const wallWidth: Record<Difficulty, number> = { easy: 7, medium: 5, hard: 3.5 };

/** The walls' width (units): standard print's, or large print's thicker ones. */
const mazeWall = (sheet: Sheet, difficulty: Difficulty, large: boolean) =>
  large ? Math.max(wallWidth[difficulty] * 1.6, 3.05 / sheetPt(sheet)) : wallWidth[difficulty];

const PICTURE = 64;

/** The page's maze: its grid (where every cell is drawn) and the tree carved in it. */
export function pageMaze(
  sheet: Sheet,
  values: Record<string, string | undefined>,
  difficulty: Difficulty,
  seed: number,
) {
  const box = contentBox(sheet, true);
  // Room for the start and goal pictures above and below the maze.
  const pic = PICTURE;
  const inner: Box = { x: box.x + pic * 0.2, y: box.y + pic, w: box.w - pic * 0.4, h: box.h - pic * 2 };
  const shape = (values.shape ?? "").trim().toLowerCase();
  const large = isLargePrint(values)
    ? { wall: mazeWall(sheet, difficulty, true), corridor: (LARGE_CORRIDOR_IN * 72) / sheetPt(sheet) }
    : undefined;
  const grid = gridFor(shape, (values.theme ?? "").trim().toLowerCase(), inner, difficulty, large);
  return { box, ...makeMaze(grid, difficulty, seed) };
}

export function mazePage(
  sheet: Sheet,
  values: Record<string, string | undefined>,
  difficulty: Difficulty,
  seed: number,
  _print: PrintOptions = {},
): ActivityPage {
  const { grid, puzzle: made, passages } = pageMaze(sheet, values, difficulty, seed);
  const puzzle = { ...made, print: printOf(values) };
  const pic = PICTURE;
  const w = mazeWall(sheet, difficulty, isLargePrint(values));
  const walls = `<path d="${grid.walls(passages)}" fill="none" stroke="#000" stroke-width="${w}" stroke-linecap="round"/>`;
  // The theme's picture at the way in, a chequered flag at the way out: on every maze shape.
  const ends = grid.ends(pic);
  const startPic = themePicture(values.theme, ends.start.x, ends.start.y, ends.start.size, seed);
  const goalMark = themePicture("chequered flag", ends.finish.x, ends.finish.y, ends.finish.size, seed + 1);
  const heading = title(sheet, pageTitle("Maze", values));
  const route = `<path d="${grid.route(puzzle.solution)}" fill="none" stroke="#e11d48" stroke-width="${Math.max(5, w * 1.4)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  return {
    puzzle,
    svg: svgDocument(sheet, heading + walls + startPic + goalMark),
    answerSvg: svgDocument(sheet, heading + walls + route + startPic + goalMark),
  };
}
