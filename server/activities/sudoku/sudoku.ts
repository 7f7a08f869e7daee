import { mulberry32, shuffle } from "../../random.js";
import type { Difficulty, PuzzleOf } from "../types.js";
import { gradeSudoku, type Level } from "./sudoku-grade.js";
import { shapes, solveCount } from "./sudoku-solver.js";

type SudokuPuzzle = PuzzleOf<"sudoku">;

/**
 * The techniques each difficulty may need (sudoku-grade.ts) and the fewest givens it keeps.
 * 9x9: easy singles only, medium pairs and pointing too, hard beyond those. Children's grids
 * rarely need more than singles, so there the givens left count as well.
 */
const targets: Record<number, Record<Difficulty, { min: Level; max: Level; givens: number }>> = {
  // Every 4x4 with one solution falls to naked singles: its levels differ by the givens left.
  4: {
    easy: { min: 1, max: 1, givens: 10 },
    medium: { min: 1, max: 1, givens: 7 },
    hard: { min: 1, max: 4, givens: 0 },
  },
  // 6x6 grids with one solution almost never need pairs: hard is the one that needs hidden singles.
  6: {
    easy: { min: 1, max: 1, givens: 20 },
    medium: { min: 1, max: 1, givens: 0 },
    hard: { min: 2, max: 4, givens: 0 },
  },
  9: {
    easy: { min: 1, max: 2, givens: 34 },
    medium: { min: 3, max: 3, givens: 26 },
    hard: { min: 4, max: 4, givens: 0 },
  },
};

/** "4", "4x4" or a phrase naming it ("a first 4x4"); anything else is the classic 9x9. */
export function sudokuSize(value: string | undefined): 4 | 6 | 9 {
  const n = /\b([469])(?:x\1)?\b/.exec(value ?? "")?.[1];
  return n === "4" ? 4 : n === "6" ? 6 : 9;
}

/**
 * A filled grid (random backtracking), then holes dug in random order while the puzzle keeps
 * exactly one solution and needs no technique beyond the difficulty's; accepted when it needs
 * at least the difficulty's techniques, else dug again in another order.
 */
export function makeSudoku(opts: {
  size: 4 | 6 | 9;
  difficulty: Difficulty;
  seed: number;
}): SudokuPuzzle & { level: Level } {
  const shape = shapes[opts.size] as (typeof shapes)[number];
  const rng = mulberry32(opts.seed);
  const cellCount = opts.size * opts.size;
  const target = (targets[opts.size] as (typeof targets)[number])[opts.difficulty];
  const fill = () =>
    solveCount(shape, new Array<number>(cellCount).fill(0), 1, (c) => shuffle(rng, c)).first as number[];
  let solution = fill();
  let best: { givens: number[]; solution: number[]; level: Level } | null = null;
  for (let attempt = 0; attempt < 400; attempt++) {
    // Some filled grids have no puzzle of the level wanted: another grid after a few tries.
    if (attempt % 20 === 19) solution = fill();
    const givens = [...solution];
    let left = cellCount;
    for (const i of shuffle(rng, [...Array(cellCount).keys()])) {
      if (left <= target.givens) break;
      const v = givens[i] as number;
      givens[i] = 0;
      const unique = solveCount(shape, givens, 2).count === 1;
      if (!unique || (target.max < 4 && gradeSudoku(shape, givens) > target.max)) givens[i] = v;
      else left--;
    }
    const level = gradeSudoku(shape, givens);
    const inRange = level >= target.min && level <= target.max;
    const off = (l: Level) => (l < target.min ? target.min - l : l > target.max ? l - target.max : 0);
    if (!best || off(level) < off(best.level)) best = { givens, solution, level };
    if (inRange) break;
  }
  const rows = (cells: number[]) =>
    [...Array(opts.size).keys()].map((r) => cells.slice(r * opts.size, (r + 1) * opts.size));
  const found = best as NonNullable<typeof best>;
  return {
    type: "sudoku",
    size: opts.size,
    box: shape.box,
    givens: rows(found.givens),
    solution: rows(found.solution),
    level: found.level,
  };
}
