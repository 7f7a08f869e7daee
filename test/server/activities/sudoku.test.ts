import { describe, expect, it } from "vitest";
import { makeSudoku } from "../../../server/activities/sudoku/sudoku.js";
import type { Difficulty } from "../../../server/activities/types.js";

// Issue: "an independent solver finds exactly one sudoku solution, equal to the key".

/** A plain backtracking solver written for the test: counts solutions up to 2. */
function solutions(grid: number[][], box: [number, number]): { count: number; first: number[][] | null } {
  const n = grid.length;
  const g = grid.map((row) => [...row]);
  let count = 0;
  let first: number[][] | null = null;
  const ok = (r: number, c: number, v: number) => {
    for (let i = 0; i < n; i++) if (g[r]?.[i] === v || g[i]?.[c] === v) return false;
    const br = r - (r % box[0]);
    const bc = c - (c % box[1]);
    for (let i = 0; i < box[0]; i++) for (let j = 0; j < box[1]; j++) if (g[br + i]?.[bc + j] === v) return false;
    return true;
  };
  const walk = (k: number): void => {
    if (count >= 2) return;
    if (k === n * n) {
      count++;
      first ??= g.map((row) => [...row]);
      return;
    }
    const r = Math.floor(k / n);
    const c = k % n;
    if (g[r]?.[c]) {
      walk(k + 1);
      return;
    }
    for (let v = 1; v <= n; v++) {
      if (!ok(r, c, v)) continue;
      (g[r] as number[])[c] = v;
      walk(k + 1);
      (g[r] as number[])[c] = 0;
    }
  };
  // The givens are checked like any digit placed: a grid whose givens already clash has no solution.
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      const v = g[r]?.[c] as number;
      if (!v) continue;
      (g[r] as number[])[c] = 0;
      const fits = v >= 1 && v <= n && ok(r, c, v);
      (g[r] as number[])[c] = v;
      if (!fits) return { count: 0, first: null };
    }
  walk(0);
  return { count, first };
}

/** A finished sudoku: every row, column and box holds 1 … n once, the boxes tiling the grid. */
function isValidSudoku(grid: number[][], box: [number, number]): boolean {
  const n = grid.length;
  if (box[0] * box[1] !== n || grid.some((row) => row.length !== n)) return false;
  const units: number[][] = [];
  for (let i = 0; i < n; i++) {
    units.push(grid[i] as number[]);
    units.push(grid.map((row) => row[i] as number));
  }
  for (let br = 0; br < n; br += box[0])
    for (let bc = 0; bc < n; bc += box[1])
      units.push(grid.slice(br, br + box[0]).flatMap((row) => row.slice(bc, bc + box[1])));
  const all = [...Array(n).keys()].map((v) => v + 1).join();
  return units.every((u) => [...u].sort((a, b) => a - b).join() === all);
}

interface Sudoku {
  size: number;
  box: [number, number];
  givens: number[][];
  solution: number[][];
}

/** What is wrong with a puzzle and its key, checked by this file's own code alone. */
function sudokuProblems(p: Sudoku): string[] {
  const problems: string[] = [];
  const n = p.size;
  if (p.givens.length !== n || p.solution.length !== n) problems.push("size");
  if (!isValidSudoku(p.solution, p.box)) problems.push("the key is not a valid sudoku");
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      const v = p.givens[r]?.[c] as number;
      if (v && v !== p.solution[r]?.[c]) problems.push(`given ${r},${c} differs from the key`);
    }
  const found = solutions(p.givens, p.box);
  if (found.count !== 1) problems.push(`${found.count} solutions`);
  else if (JSON.stringify(found.first) !== JSON.stringify(p.solution)) problems.push("key differs");
  return problems;
}

/** Singles only (naked and hidden), as a beginner solves: the grid it reaches. */
function singles(grid: number[][], box: [number, number]): number[][] {
  const n = grid.length;
  const g = grid.map((row) => [...row]);
  const units: Array<Array<[number, number]>> = [];
  for (let i = 0; i < n; i++) {
    units.push([...Array(n).keys()].map((j) => [i, j]));
    units.push([...Array(n).keys()].map((j) => [j, i]));
  }
  for (let br = 0; br < n; br += box[0])
    for (let bc = 0; bc < n; bc += box[1]) {
      const u: Array<[number, number]> = [];
      for (let i = 0; i < box[0]; i++) for (let j = 0; j < box[1]; j++) u.push([br + i, bc + j]);
      units.push(u);
    }
  const can = (r: number, c: number) =>
    [...Array(n).keys()]
      .map((v) => v + 1)
      .filter((v) =>
        units.every((u) => !u.some(([a, b]) => a === r && b === c) || !u.some(([a, b]) => g[a]?.[b] === v)),
      );
  for (let progress = true; progress; ) {
    progress = false;
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++) {
        if (g[r]?.[c]) continue;
        const cands = can(r, c);
        if (cands.length === 1) {
          (g[r] as number[])[c] = cands[0] as number;
          progress = true;
        }
      }
    for (const u of units)
      for (let v = 1; v <= n; v++) {
        if (u.some(([a, b]) => g[a]?.[b] === v)) continue;
        const spots = u.filter(([a, b]) => !g[a]?.[b] && can(a, b).includes(v));
        if (spots.length === 1) {
          const [a, b] = spots[0] as [number, number];
          (g[a] as number[])[b] = v;
          progress = true;
        }
      }
  }
  return g;
}

const cases: Array<[4 | 6 | 9, Difficulty, number]> = [
  [4, "easy", 100],
  [4, "medium", 100],
  [4, "hard", 100],
  [6, "easy", 100],
  [6, "medium", 100],
  [6, "hard", 100],
  [9, "easy", 100],
  [9, "medium", 60],
  [9, "hard", 60],
];

describe("the independent checker itself", () => {
  // Rows and columns hold 1 … 4 once, but the top-left box holds 1, 2, 2, 3 (issue 43, item 3).
  const latinNotSudoku = [
    [1, 2, 3, 4],
    [2, 3, 4, 1],
    [3, 4, 1, 2],
    [4, 1, 2, 3],
  ];
  const good = [
    [1, 2, 3, 4],
    [3, 4, 1, 2],
    [2, 1, 4, 3],
    [4, 3, 2, 1],
  ];
  const box: [number, number] = [2, 2];

  it("refuses a key with a digit repeated in a box, even given in full", () => {
    const p = { size: 4, box, givens: latinNotSudoku, solution: latinNotSudoku };
    expect(sudokuProblems(p)).toEqual(["the key is not a valid sudoku", "0 solutions"]);
  });

  it("refuses givens that clash with each other", () => {
    const givens = good.map((row) => row.map(() => 0));
    (givens[0] as number[])[0] = 1;
    (givens[1] as number[])[1] = 1; // the same box as the 1 above
    expect(solutions(givens, box).count).toBe(0);
  });

  it("passes a real sudoku with one solution", () => {
    const givens = good.map((row, r) => row.map((v, c) => (r === c ? 0 : v)));
    expect(sudokuProblems({ size: 4, box, givens, solution: good })).toEqual([]);
  });
});

describe("sudoku: exactly one solution, equal to the key", () => {
  it.each(cases)("size %i, %s: %i seeds", (size, difficulty, seeds) => {
    const problems: string[] = [];
    for (let seed = 1; seed <= seeds; seed++) {
      const p = makeSudoku({ size, difficulty, seed });
      if (p.size !== size) problems.push(`${seed}: size`);
      problems.push(...sudokuProblems(p).map((why) => `${seed}: ${why}`));
    }
    expect(problems).toEqual([]);
  });
});

describe("sudoku difficulty is the technique it needs", () => {
  const solvedBySingles = (size: 4 | 6 | 9, difficulty: Difficulty, seed: number) => {
    const p = makeSudoku({ size, difficulty, seed });
    return JSON.stringify(singles(p.givens, p.box)) === JSON.stringify(p.solution);
  };

  it("9x9 easy falls to singles alone; 9x9 medium and hard never do (30 seeds each)", () => {
    for (let seed = 1; seed <= 30; seed++) {
      expect(solvedBySingles(9, "easy", seed), `easy ${seed}`).toBe(true);
      expect(solvedBySingles(9, "medium", seed), `medium ${seed}`).toBe(false);
      expect(solvedBySingles(9, "hard", seed), `hard ${seed}`).toBe(false);
    }
  });

  it("9x9 hard needs more than pairs and pointing; medium needs no more (the grader's levels)", () => {
    for (let seed = 1; seed <= 30; seed++) {
      expect(makeSudoku({ size: 9, difficulty: "medium", seed }).level).toBe(3);
      expect(makeSudoku({ size: 9, difficulty: "hard", seed }).level).toBe(4);
    }
  });

  it("children's grids: easy keeps more givens than medium, hard needs the most work", () => {
    const givens = (size: 4 | 6, d: Difficulty) =>
      [...Array(20).keys()].reduce(
        (sum, s) =>
          sum +
          makeSudoku({ size, difficulty: d, seed: s + 1 })
            .givens.flat()
            .filter(Boolean).length,
        0,
      );
    for (const size of [4, 6] as const) {
      expect(givens(size, "easy")).toBeGreaterThan(givens(size, "medium"));
      expect(givens(size, "medium")).toBeGreaterThanOrEqual(givens(size, "hard"));
    }
    for (let seed = 1; seed <= 20; seed++)
      expect(makeSudoku({ size: 6, difficulty: "hard", seed }).level).toBeGreaterThanOrEqual(2);
  });
});
