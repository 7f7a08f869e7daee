import { mulberry32 } from "../../random.js";
import type { Motif } from "../../sketch/art.js";
import { lineMotif } from "../../sketch/draw.js";
import { r2 } from "../../sketch/random.js";
import { makeMaze } from "../maze/maze.js";
import { rectGrid } from "../maze/rect-grid.js";
import { ANSWER_INK, type Box, contentBox, type Sheet, svgDocument, text, title } from "../page.js";
import { type ActivityPage, pageTitle } from "../pages.js";
import { typeAtLeast } from "../print-scale.js";
import type { Difficulty, PuzzleOf } from "../types.js";
import { mazeDrawings, pictureLevels, sceneCells } from "./picture-maze.js";

type PictureMazePuzzle = PuzzleOf<"picture-maze">;

const INSTRUCTION = 56;
/** The traveller's and the goal's side (units), and how much of its cell a scene drawing fills. */
const END = 104;
const IN_CELL = 0.7;

const pen = (size: number) => ({ main: Math.max(2.5, size / 22), fine: Math.max(1.8, size / 34) });
const draw = (m: Motif, at: { x: number; y: number; size: number }) => lineMotif(m, at, pen(at.size));

/**
 * "Help the cow find the way to the house." ("Help Santa Claus…": a name takes no "the"), when
 * both names read well in a sentence.
 */
function instruction(from: Motif, to: Motif): string {
  const plain = (s: string) => /^[A-Za-z][A-Za-z -]*$/.test(s) && s.split(" ").length <= 2;
  const the = (s: string) => (/^[A-Z]/.test(s) ? s : `the ${s}`);
  const sentence = `Help ${the(from.annotation)} find the way to ${the(to.annotation)}.`;
  return plain(from.annotation) && plain(to.annotation) && sentence.length <= 52
    ? sentence
    : "Find the way through the maze.";
}

/**
 * A maze of square cells (the plain maze's grid and carving, server/activities/maze/) with
 * drawings of the theme's scene standing in some of its cells, the theme's own drawing right
 * above the way in and the drawing it heads for right below the way out. The key draws the way
 * through in red over the page.
 */
export function pictureMazePage(
  sheet: Sheet,
  values: Record<string, string | undefined>,
  difficulty: Difficulty,
  seed: number,
): ActivityPage {
  const rng = mulberry32(seed ^ 0x9e3779b9);
  const level = pictureLevels[difficulty];
  const box = contentBox(sheet, true);
  const inner: Box = {
    x: box.x + END * 0.3,
    y: box.y + INSTRUCTION + END,
    w: box.w - END * 0.6,
    h: box.h - INSTRUCTION - 2 * END,
  };
  const cols = level.cols;
  const rows = Math.max(4, Math.round((cols * inner.h) / inner.w));
  const grid = rectGrid(inner, cols, rows);
  const { puzzle: carved, passages } = makeMaze(grid, difficulty, seed);
  const cell = Math.min(inner.w / cols, inner.h / rows);
  const x0 = inner.x + (inner.w - cell * cols) / 2;
  const y0 = inner.y + (inner.h - cell * rows) / 2;
  const { from, to, scene } = mazeDrawings(values.theme, rng);
  const ends = grid.ends(END);
  const fromAt = { name: from.annotation, x: r2(ends.start.x), y: r2(ends.start.y), size: END };
  const toAt = { name: to.annotation, x: r2(ends.finish.x), y: r2(ends.finish.y), size: END };
  const placed = scene.length
    ? sceneCells(cols, rows, level.scene, rng).map((node, i) => {
        const m = scene[i % scene.length] as Motif;
        const c = grid.centre(node);
        return { m, at: { name: m.annotation, node, x: r2(c.x), y: r2(c.y), size: r2(cell * IN_CELL) } };
      })
    : [];
  const walls = `<path d="${grid.walls(passages)}" fill="none" stroke="#000" stroke-width="${level.wall}" stroke-linecap="round"/>`;
  const pictures =
    `<g data-scene="">${placed.map((p) => draw(p.m, p.at)).join("")}</g>` +
    `<g data-end="from">${draw(from, fromAt)}</g><g data-end="to">${draw(to, toAt)}</g>`;
  const heading =
    title(sheet, pageTitle("Picture Maze", values)) +
    text(instruction(from, to), typeAtLeast(sheet, 30), sheet.width / 2, box.y + 30);
  const page = heading + walls + pictures;
  // The way through, from the traveller's feet to the goal, over the scene's drawings.
  const way = grid.route(carved.solution);
  const marks = `<path data-route="" d="${way}" fill="none" stroke="${ANSWER_INK}" stroke-width="${Math.max(6, level.wall * 1.5)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const puzzle: PictureMazePuzzle = {
    type: "picture-maze",
    nodes: carved.nodes,
    edges: carved.edges,
    start: carved.start,
    goal: carved.goal,
    solution: carved.solution,
    grid: { x: r2(x0), y: r2(y0), cols, rows, cell: r2(cell) },
    from: fromAt,
    to: toAt,
    scene: placed.map((p) => p.at),
  };
  return {
    puzzle,
    svg: svgDocument(sheet, page),
    answerSvg: svgDocument(sheet, page + marks),
    answerMarks: marks,
  };
}
