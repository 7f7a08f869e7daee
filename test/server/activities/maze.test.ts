import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { type MazeGrid, makeMaze } from "../../../server/activities/maze/maze.js";
import { mazePage, pageMaze } from "../../../server/activities/maze/maze-page.js";
import { polarGrid } from "../../../server/activities/maze/polar-grid.js";
import { rectGrid } from "../../../server/activities/maze/rect-grid.js";
import { sheetFor } from "../../../server/activities/page.js";
import { shapeMask } from "../../../server/activities/shape-mask.js";
import type { Difficulty, PuzzleOf } from "../../../server/activities/types.js";

type MazePuzzle = PuzzleOf<"maze">;

// Issue: "the maze graph is a spanning tree and the solution is its path", on hundreds of seeds.
const box = { x: 60, y: 140, w: 900, h: 820 };
const levels: Difficulty[] = ["easy", "medium", "hard"];

/**
 * Independent check: n-1 edges between grid neighbours joining every cell without a loop
 * (union-find), and a solution that walks tree edges from start to goal without repeating a
 * cell (in a tree, the only such path). The first problem found, or null.
 */
function problem(grid: MazeGrid, puzzle: MazePuzzle): string | null {
  if (puzzle.nodes !== grid.size) return `nodes ${puzzle.nodes}, grid ${grid.size}`;
  if (puzzle.edges.length !== grid.size - 1) return `${puzzle.edges.length} edges for ${grid.size} cells`;
  const parent = [...Array(grid.size).keys()];
  const root = (a: number): number => {
    let r = a;
    while (parent[r] !== r) r = parent[r] as number;
    return r;
  };
  for (const [a, b] of puzzle.edges) {
    if (!grid.neighbours[a]?.includes(b)) return `${a}-${b} are not neighbours`;
    const ra = root(a);
    const rb = root(b);
    if (ra === rb) return `edge ${a}-${b} closes a loop`;
    parent[ra] = rb;
  }
  const r0 = root(0);
  for (let i = 0; i < grid.size; i++) if (root(i) !== r0) return `cell ${i} cannot be reached`;
  const edges = new Set(puzzle.edges.map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`));
  const { solution } = puzzle;
  if (solution[0] !== puzzle.start || solution[solution.length - 1] !== puzzle.goal) return "solution ends";
  if (new Set(solution).size !== solution.length) return "solution repeats a cell";
  for (let i = 1; i < solution.length; i++) {
    const a = solution[i - 1] as number;
    const b = solution[i] as number;
    if (!edges.has(`${Math.min(a, b)}-${Math.max(a, b)}`)) return `solution crosses a wall ${a}-${b}`;
  }
  return null;
}

function expectPerfect(grid: MazeGrid, difficulty: Difficulty, seeds: number) {
  const problems: string[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const found = problem(grid, makeMaze(grid, difficulty, seed).puzzle);
    if (found) problems.push(`seed ${seed}: ${found}`);
  }
  expect(problems).toEqual([]);
}

describe("mazes are perfect: a spanning tree and its one path", () => {
  for (const difficulty of levels) {
    it(`rectangle, ${difficulty}: 150 seeds`, () => {
      expectPerfect(rectGrid(box, 12, 11), difficulty, 150);
    });
    it(`circle, ${difficulty}: 100 seeds`, () => {
      expectPerfect(polarGrid(box, 8), difficulty, 100);
    });
  }

  it("shaped like a subject: only cells inside the dinosaur, all of them reachable (100 seeds)", () => {
    const mask = shapeMask("dinosaur", 24, 22);
    expect(mask).not.toBeNull();
    const inside = (mask as boolean[]).filter(Boolean).length;
    expect(inside).toBeGreaterThan(60);
    // A dinosaur is not a rectangle: a good share of the grid is left out.
    expect(inside).toBeLessThan(24 * 22 * 0.8);
    const grid = rectGrid(box, 24, 22, (c, r) => (mask as boolean[])[r * 24 + c] as boolean);
    expect(grid.size).toBe(inside);
    expectPerfect(grid, "medium", 100);
  });

  it("another seed, another maze; the same seed, the same maze", () => {
    const grid = rectGrid(box, 12, 11);
    expect(makeMaze(grid, "hard", 5).puzzle).toEqual(makeMaze(grid, "hard", 5).puzzle);
    expect(makeMaze(grid, "hard", 5).puzzle.edges).not.toEqual(makeMaze(grid, "hard", 6).puzzle.edges);
  });
});

describe("the drawn maze is the tree", () => {
  it("a wall stands between two neighbouring cells exactly where the tree has no passage (rectangle pages)", () => {
    for (const difficulty of levels)
      for (let seed = 1; seed <= 4; seed++) {
        const values = { theme: "cat", shape: "rectangular" };
        const page = mazePage(sheetFor("square"), values, difficulty, seed);
        const puzzle = page.puzzle as MazePuzzle;
        const { grid } = pageMaze(sheetFor("square"), values, difficulty, seed);
        const img = new Resvg(page.svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render();
        const px = img.pixels; // a copy on each read: read once
        const ink = (x: number, y: number) => (px[(Math.round(y) * img.width + Math.round(x)) * 4] as number) < 128;
        // The mid-point between two neighbouring cells' centres lies on their shared side.
        const edges = new Set(puzzle.edges.map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`));
        const wrong: string[] = [];
        for (let a = 0; a < grid.size; a++)
          for (const b of grid.neighbours[a] as number[]) {
            if (b < a) continue;
            const pa = grid.centre(a);
            const pb = grid.centre(b);
            const wall = ink((pa.x + pb.x) / 2, (pa.y + pb.y) / 2);
            if (wall === edges.has(`${a}-${b}`)) wrong.push(`${difficulty} seed ${seed}: cells ${a} and ${b}`);
          }
        expect(wrong).toEqual([]);
      }
  });
});

describe("every maze marks its way in and its way out", () => {
  const shapes: Array<[string, Record<string, string>]> = [
    ["rectangle", { theme: "dinosaur", shape: "" }],
    ["circle", { theme: "dinosaur", shape: "circle" }],
    ["dinosaur outline", { theme: "dinosaur", shape: "in the outline of the theme" }],
    ["cat outline", { theme: "cat", shape: "cat" }],
  ];
  for (const [name, values] of shapes)
    for (const difficulty of levels)
      it(`${name}, ${difficulty}: a picture at the entrance and the flag at the exit, inked, on the page`, () => {
        const sheet = sheetFor("letter");
        const { grid, box } = pageMaze(sheet, values, difficulty, 3);
        const page = mazePage(sheet, values, difficulty, 3);
        const img = new Resvg(page.svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render();
        const px = img.pixels;
        const inkIn = (c: { x: number; y: number; size: number }) => {
          let n = 0;
          for (let y = Math.round(c.y - c.size / 2); y < c.y + c.size / 2; y++)
            for (let x = Math.round(c.x - c.size / 2); x < c.x + c.size / 2; x++)
              if ((px[(y * img.width + x) * 4] as number) < 128) n++;
          return n;
        };
        const { start, finish } = grid.ends(64);
        for (const end of [start, finish]) {
          // Inside the page's content box, with ink of its own drawn there.
          expect(end.x - end.size / 2).toBeGreaterThanOrEqual(box.x - 1);
          expect(end.x + end.size / 2).toBeLessThanOrEqual(box.x + box.w + 1);
          expect(end.y - end.size / 2).toBeGreaterThanOrEqual(box.y - 1);
          expect(end.y + end.size / 2).toBeLessThanOrEqual(box.y + box.h + 1);
          expect(inkIn(end)).toBeGreaterThan(end.size);
        }
        // Each picture beside the cell it marks: no farther than a picture and a cell from its centre.
        const near = (end: { x: number; y: number; size: number }, cell: number) => {
          const c = grid.centre(cell);
          return Math.hypot(end.x - c.x, end.y - c.y);
        };
        const cell = Math.hypot(
          grid.centre(grid.start).x - grid.centre(grid.neighbours[grid.start]?.[0] as number).x,
          grid.centre(grid.start).y - grid.centre(grid.neighbours[grid.start]?.[0] as number).y,
        );
        if (grid.kind === "circle") {
          // The way in is through the outer wall; the flag sits in the centre cell, the maze's start.
          expect(near(finish, grid.start)).toBeLessThan(1);
          expect(near(start, grid.goal)).toBeLessThan(start.size + cell * 1.5);
        } else {
          expect(near(start, grid.start)).toBeLessThan(start.size / 2 + cell);
          expect(near(finish, grid.goal)).toBeLessThan(finish.size / 2 + cell);
        }
      });
});
