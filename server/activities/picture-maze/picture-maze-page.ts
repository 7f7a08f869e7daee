import { mulberry32, pick, type Rng } from "../../random.js";
import type { Motif } from "../../sketch/art.js";
import { lineMotif } from "../../sketch/draw.js";
import { r2 } from "../../sketch/random.js";
import { textWidth } from "../../sketch/text.js";
import { treePath } from "../graph.js";
import { type MazeGrid, type MazeLayout, makeMaze, passageKey } from "../maze/maze.js";
import { rectGrid } from "../maze/rect-grid.js";
import { ANSWER_INK, type Box, contentBox, type Sheet, svgDocument, text, title } from "../page.js";
import { type ActivityPage, pageTitle } from "../pages.js";
import { isLargePrint, printOf, sheetPt, typeAtLeast } from "../print-scale.js";
import type { Difficulty, PuzzleOf } from "../types.js";
import { largePictureCols, mazeDrawings, pictureLevels, sceneCells } from "./picture-maze.js";

type PictureMazePuzzle = PuzzleOf<"picture-maze">;

const INSTRUCTION = 56;
/** The traveller's and the goal's side (units), and how much of its cell a scene drawing fills. */
const END = 104;
const IN_CELL = 0.7;

/** Large print (decision 057): the narrowest corridor clear of the walls (in) and the least type (pt). */
const LARGE_CORRIDOR_IN = 0.4;
const LARGE_TYPE_PT = 16;
const SHORT = "Find the way through the maze.";
/** A line of the instruction below the one above it, in type sizes. */
const LEADING = 1.2;

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
  return plain(from.annotation) && plain(to.annotation) && sentence.length <= 52 ? sentence : SHORT;
}

/**
 * The sentence on one line if it fits `width` at `size`, else on two of about equal width (the
 * break that makes the wider line narrowest), else null.
 */
function wrapWords(value: string, size: number, width: number): string[] | null {
  const wide = (line: string) => textWidth(line, "nunito", size);
  if (wide(value) <= width) return [value];
  const words = value.split(" ");
  let best: string[] | null = null;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
    const w = Math.max(...lines.map(wide));
    if (w <= width && (!best || w < Math.max(...best.map(wide)))) best = lines;
  }
  return best;
}

/**
 * The instruction under the title. Standard print: one line at 30 units (7 pt or more printed).
 * Large print: 16 pt or more printed, on as many lines as the width needs, at most two (else the
 * short sentence); `first` is the first baseline below the content box's top, `height` the room
 * it takes above the maze.
 */
function instructionLines(sheet: Sheet, sentence: string, width: number, large: boolean) {
  if (!large) return { lines: [sentence], size: typeAtLeast(sheet, 30), first: 30, height: INSTRUCTION };
  const size = Math.max(30, (LARGE_TYPE_PT + 0.05) / sheetPt(sheet));
  const lines = wrapWords(sentence, size, width) ?? wrapWords(SHORT, size, width) ?? [SHORT];
  return { lines, size, first: size, height: size * (1 + LEADING * (lines.length - 1)) + INSTRUCTION - 30 };
}

/**
 * The grid's columns and rows in `inner`: the difficulty's in standard print; in large print at
 * most `largePictureCols`, fewer until each corridor is `corridor` units or wider clear of walls
 * `wall` units wide (never under 3 columns). Rows follow the page's shape; in large print a row
 * fewer (never under 4) when that keeps a column more, as on a square 5x8 page under a two-line
 * instruction (7x4 rather than 6x4, so medium keeps more cells than easy).
 */
function gridSize(inner: Box, difficulty: Difficulty, large?: { wall: number; corridor: number }) {
  const rowsFor = (c: number) => Math.max(4, Math.round((c * inner.h) / inner.w));
  if (!large) {
    const cols = pictureLevels[difficulty].cols;
    return { cols, rows: rowsFor(cols) };
  }
  const roomy = (c: number, r: number) => Math.min(inner.w / c, inner.h / r) - large.wall >= large.corridor;
  for (let cols = largePictureCols[difficulty]; cols > 3; cols--)
    for (const rows of [rowsFor(cols), rowsFor(cols) - 1]) if (rows >= 4 && roomy(cols, rows)) return { cols, rows };
  return { cols: 3, rows: rowsFor(3) };
}

/** How many carvings hard tries on a grid it shares with medium, and the most swaps `lengthen` makes. */
const HARD_CARVINGS = 24;
const LENGTHEN_STEPS = 200;

/**
 * The tree with its way from start to goal made longer one swap at a time (a wall opened and
 * another passage of the loop it makes closed: still one tree, a perfect maze): each time the
 * swap that lengthens the way least, or, when none does, a random one that keeps its length (the
 * dead ends rearranged, so a later swap can lengthen it), until the way has more than `than`
 * cells, or after `LENGTHEN_STEPS` swaps (a way through every cell can be made no longer).
 */
function lengthen(grid: MazeGrid, edges: Array<[number, number]>, than: number, rng: Rng): Array<[number, number]> {
  let tree = edges;
  let way = treePath(grid.size, tree, grid.start, grid.goal).length;
  for (let step = 0; way <= than && step < LENGTHEN_STEPS; step++) {
    const open = new Set(tree.map(([a, b]) => passageKey(a, b)));
    let best: { tree: Array<[number, number]>; way: number } | null = null;
    const level: Array<Array<[number, number]>> = [];
    for (let a = 0; a < grid.size; a++)
      for (const b of grid.neighbours[a] as number[]) {
        if (b < a || open.has(passageKey(a, b))) continue;
        const loop = treePath(grid.size, tree, a, b);
        for (let i = 0; i + 1 < loop.length; i++) {
          const cut = passageKey(loop[i] as number, loop[i + 1] as number);
          const next: Array<[number, number]> = [...tree.filter(([x, y]) => passageKey(x, y) !== cut), [a, b]];
          const w = treePath(grid.size, next, grid.start, grid.goal).length;
          if (w > way && (!best || w < best.way)) best = { tree: next, way: w };
          else if (w === way) level.push(next);
        }
      }
    if (best) ({ tree, way } = best);
    else if (level.length) tree = pick(rng, level);
    else break;
  }
  return tree;
}

/**
 * The maze carved in `grid`: the difficulty's (the plain maze's carving). When large print on a
 * small trim caps hard at medium's grid (on 5x8, 7 columns for both), the two would carve the
 * same maze (both Wilson's, from the same seed): hard then keeps, of `HARD_CARVINGS` carvings,
 * the one with the longest way through, lengthened when that is not longer than medium's way.
 */
function carve(grid: MazeGrid, difficulty: Difficulty, seed: number, sharesMedium: boolean): MazeLayout {
  const own = makeMaze(grid, difficulty, seed);
  if (difficulty !== "hard" || !sharesMedium) return own;
  const medium = makeMaze(grid, "medium", seed).puzzle.solution.length;
  let best = own;
  for (let i = 1; i < HARD_CARVINGS; i++) {
    const next = makeMaze(grid, difficulty, (seed + i * 0x9e3779b9) >>> 0);
    if (next.puzzle.solution.length > best.puzzle.solution.length) best = next;
  }
  if (best.puzzle.solution.length > medium) return best;
  const edges = lengthen(grid, best.puzzle.edges, medium, mulberry32(seed));
  return {
    grid,
    passages: new Set(edges.map(([a, b]) => passageKey(a, b))),
    puzzle: { ...best.puzzle, edges, solution: treePath(grid.size, edges, grid.start, grid.goal) },
  };
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
  const large = isLargePrint(values);
  const k = sheetPt(sheet);
  // Large print's walls: 1.6 times standard print's and 3 pt or more, as the plain maze's.
  const wallOf = (d: Difficulty) => (large ? Math.max(pictureLevels[d].wall * 1.6, 3.05 / k) : pictureLevels[d].wall);
  const wall = wallOf(difficulty);
  const box = contentBox(sheet, true);
  const { from, to, scene } = mazeDrawings(values.theme, rng);
  const said = instructionLines(sheet, instruction(from, to), box.w, large);
  const inner: Box = {
    x: box.x + END * 0.3,
    y: box.y + said.height + END,
    w: box.w - END * 0.6,
    h: box.h - said.height - 2 * END,
  };
  const corridor = (LARGE_CORRIDOR_IN * 72 + 0.05) / k;
  const { cols, rows } = gridSize(inner, difficulty, large ? { wall, corridor } : undefined);
  // Large print on a small trim may give hard no more cells than medium (its walls as medium's would be).
  const medium =
    large && difficulty === "hard" ? gridSize(inner, "medium", { wall: wallOf("medium"), corridor }) : undefined;
  const grid = rectGrid(inner, cols, rows);
  const { puzzle: carved, passages } = carve(grid, difficulty, seed, medium?.cols === cols && medium.rows === rows);
  const cell = Math.min(inner.w / cols, inner.h / rows);
  const x0 = inner.x + (inner.w - cell * cols) / 2;
  const y0 = inner.y + (inner.h - cell * rows) / 2;
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
  const walls = `<path d="${grid.walls(passages)}" fill="none" stroke="#000" stroke-width="${wall}" stroke-linecap="round"/>`;
  const pictures =
    `<g data-scene="">${placed.map((p) => draw(p.m, p.at)).join("")}</g>` +
    `<g data-end="from">${draw(from, fromAt)}</g><g data-end="to">${draw(to, toAt)}</g>`;
  const heading =
    title(sheet, pageTitle("Picture Maze", values)) +
    said.lines
      .map((l, i) => text(l, said.size, sheet.width / 2, box.y + said.first + said.size * LEADING * i))
      .join("");
  const page = heading + walls + pictures;
  // The way through, from the traveller's feet to the goal, over the scene's drawings.
  const way = grid.route(carved.solution);
  const marks = `<path data-route="" d="${way}" fill="none" stroke="${ANSWER_INK}" stroke-width="${Math.max(6, wall * 1.5)}" stroke-linecap="round" stroke-linejoin="round"/>`;
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
    print: printOf(values),
  };
  return {
    puzzle,
    svg: svgDocument(sheet, page),
    answerSvg: svgDocument(sheet, page + marks),
    answerMarks: marks,
  };
}
