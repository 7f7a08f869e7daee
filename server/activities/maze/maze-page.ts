import { type Box, contentBox, type Sheet, svgDocument, themePicture, title } from "../page.js";
import { type ActivityPage, pageTitle } from "../pages.js";
import { shapeMask } from "../shape-mask.js";
import type { Difficulty } from "../types.js";
import { type MazeGrid, makeMaze, mazeCells, mazeRings } from "./maze.js";
import { polarGrid } from "./polar-grid.js";
import { rectGrid } from "./rect-grid.js";

/**
 * The grid the maze is carved in: a rectangle, a circle ("circle", "circular", "round"), or the
 * outline of a drawable subject ("dinosaur"; "outline" or "shape" means the theme's subject).
 */
function gridFor(shapeWords: string, theme: string, box: Box, difficulty: Difficulty): MazeGrid {
  const cols = mazeCells[difficulty];
  const rows = Math.max(cols, Math.round((cols * box.h) / box.w));
  if (/\b(circle|circular|round)\b/.test(shapeWords)) return polarGrid(box, mazeRings[difficulty]);
  const shape = /\b(outline|shape|shaped)\b/.test(shapeWords) ? theme : shapeWords;
  if (shape && !/\b(rectangle|rectangular|square)\b/.test(shape)) {
    // A shape needs more cells to read as its subject.
    const c = Math.round(cols * 1.6);
    const r = Math.round(rows * 1.6);
    const mask = shapeMask(shape, c, r);
    if (mask) return rectGrid(box, c, r, (x, y) => mask[y * c + x] as boolean);
  }
  return rectGrid(box, cols, rows);
}

const wallWidth: Record<Difficulty, number> = { easy: 7, medium: 5, hard: 3.5 };

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
  const grid = gridFor(shape, (values.theme ?? "").trim().toLowerCase(), inner, difficulty);
  return { box, ...makeMaze(grid, difficulty, seed) };
}

export function mazePage(
  sheet: Sheet,
  values: Record<string, string | undefined>,
  difficulty: Difficulty,
  seed: number,
): ActivityPage {
  const { grid, puzzle, passages } = pageMaze(sheet, values, difficulty, seed);
  const pic = PICTURE;
  const w = wallWidth[difficulty];
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
