import { peersOf, type SudokuShape, unitsOf } from "./sudoku-solver.js";

/**
 * How hard a sudoku is for a person: the hardest technique a human solver needs, applying the
 * simplest one that makes progress at each step.
 * 1 naked singles only; 2 hidden singles too; 3 naked pairs and pointing / box-line
 * reductions; 4 more than these (chains, guessing).
 */
export type Level = 1 | 2 | 3 | 4;

export function gradeSudoku(shape: SudokuShape, givens: number[]): Level {
  const n = shape.size;
  const units = unitsOf(shape);
  const peers = peersOf(shape);
  const boxes = units.slice(2 * n);
  const lines = units.slice(0, 2 * n);
  const grid = [...givens];
  const cand = grid.map(() => (1 << (n + 1)) - 2);
  const place = (i: number, v: number) => {
    grid[i] = v;
    cand[i] = 0;
    for (const p of peers[i] as number[]) cand[p] = (cand[p] as number) & ~(1 << v);
  };
  for (let i = 0; i < grid.length; i++) if (grid[i]) place(i, grid[i] as number);
  let level: Level = 1;
  const single = (m: number) => (m && !(m & (m - 1)) ? Math.log2(m) : 0);
  const nakedSingle = () => {
    for (let i = 0; i < grid.length; i++) {
      const v = single(cand[i] as number);
      if (!grid[i] && v) {
        place(i, v);
        return true;
      }
    }
    return false;
  };
  const hiddenSingle = () => {
    for (const u of units)
      for (let v = 1; v <= n; v++) {
        const at = u.filter((i) => !grid[i] && (cand[i] as number) & (1 << v));
        if (at.length === 1 && !u.some((i) => grid[i] === v)) {
          place(at[0] as number, v);
          return true;
        }
      }
    return false;
  };
  const eliminate = (cells: number[], mask: number) => {
    let changed = false;
    for (const i of cells)
      if ((cand[i] as number) & mask) {
        cand[i] = (cand[i] as number) & ~mask;
        changed = true;
      }
    return changed;
  };
  const nakedPair = () => {
    for (const u of units) {
      const open = u.filter((i) => !grid[i]);
      for (const a of open)
        for (const b of open)
          if (a < b && cand[a] === cand[b] && bitCount(cand[a] as number) === 2) {
            if (
              eliminate(
                open.filter((i) => i !== a && i !== b),
                cand[a] as number,
              )
            )
              return true;
          }
    }
    return false;
  };
  /** A digit confined to one line within a box leaves the rest of that line (and the reverse). */
  const intersections = () => {
    for (const box of boxes)
      for (const line of lines) {
        const shared = box.filter((i) => line.includes(i));
        if (shared.length < 2) continue;
        for (let v = 1; v <= n; v++) {
          const bit = 1 << v;
          const inShared = shared.some((i) => (cand[i] as number) & bit);
          if (!inShared) continue;
          const boxElse = box.some((i) => !shared.includes(i) && (cand[i] as number) & bit);
          const lineElse = line.some((i) => !shared.includes(i) && (cand[i] as number) & bit);
          if (
            !boxElse &&
            lineElse &&
            eliminate(
              line.filter((i) => !shared.includes(i)),
              bit,
            )
          )
            return true;
          if (
            !lineElse &&
            boxElse &&
            eliminate(
              box.filter((i) => !shared.includes(i)),
              bit,
            )
          )
            return true;
        }
      }
    return false;
  };
  while (grid.some((v) => !v)) {
    if (nakedSingle()) continue;
    if (hiddenSingle()) {
      level = Math.max(level, 2) as Level;
      continue;
    }
    if (nakedPair() || intersections()) {
      level = 3;
      continue;
    }
    return 4;
  }
  return level;
}

function bitCount(n: number): number {
  let c = 0;
  for (let v = n; v; v &= v - 1) c++;
  return c;
}
