import { peersOf, type SudokuShape, unitsOf } from "./sudoku-solver.js";

/**
 * How hard a sudoku is for a person: the hardest technique a human solver needs, applying the
 * simplest one that makes progress at each step.
 * 1 naked singles only; 2 hidden singles too; 3 naked pairs and pointing / box-line
 * reductions; 4 more than these (chains, guessing).
 */
export type Level = 1 | 2 | 3 | 4;

/** Where a box and a line overlap: the shared cells and the rest of each. */
interface Crossing {
  shared: number[];
  boxRest: number[];
  lineRest: number[];
}

interface Layout {
  units: number[][];
  peers: number[][];
  crossings: Crossing[];
}

/**
 * A shape's units, peers and box-line crossings, worked out once: the generator grades a
 * puzzle after every hole it digs, so rebuilding them per call was most of a 9x9's time.
 */
const layouts = new Map<number, Layout>();
function layoutOf(shape: SudokuShape): Layout {
  let layout = layouts.get(shape.size);
  if (!layout) {
    const n = shape.size;
    const units = unitsOf(shape);
    const boxes = units.slice(2 * n);
    const lines = units.slice(0, 2 * n);
    const crossings: Crossing[] = [];
    for (const box of boxes)
      for (const line of lines) {
        const shared = box.filter((i) => line.includes(i));
        if (shared.length < 2) continue;
        crossings.push({
          shared,
          boxRest: box.filter((i) => !shared.includes(i)),
          lineRest: line.filter((i) => !shared.includes(i)),
        });
      }
    layout = { units, peers: peersOf(shape), crossings };
    layouts.set(n, layout);
  }
  return layout;
}

export function gradeSudoku(shape: SudokuShape, givens: number[]): Level {
  const n = shape.size;
  const { units, peers, crossings } = layoutOf(shape);
  const grid = [...givens];
  const cand = grid.map(() => (1 << (n + 1)) - 2);
  let open = 0;
  const place = (i: number, v: number) => {
    grid[i] = v;
    cand[i] = 0;
    open--;
    const bit = ~(1 << v);
    for (const p of peers[i] as number[]) cand[p] = (cand[p] as number) & bit;
  };
  open = grid.length;
  for (let i = 0; i < grid.length; i++) if (grid[i]) place(i, grid[i] as number);
  let level: Level = 1;
  const single = (m: number) => (m && !(m & (m - 1)) ? 31 - Math.clz32(m) : 0);
  const nakedSingle = () => {
    for (let i = 0; i < grid.length; i++) {
      if (grid[i]) continue;
      const v = single(cand[i] as number);
      if (v) {
        place(i, v);
        return true;
      }
    }
    return false;
  };
  /** A digit with one place left in a unit (and not yet placed there) goes there. */
  const hiddenSingle = () => {
    for (const u of units) {
      // once: digits seen in one open cell; twice: in more than one; placed: already in the unit.
      let once = 0;
      let twice = 0;
      let placed = 0;
      for (const i of u) {
        if (grid[i]) {
          placed |= 1 << (grid[i] as number);
          continue;
        }
        const c = cand[i] as number;
        twice |= once & c;
        once |= c;
      }
      const lone = once & ~twice & ~placed;
      if (!lone) continue;
      const v = 31 - Math.clz32(lone & -lone);
      for (const i of u)
        if (!grid[i] && (cand[i] as number) & (1 << v)) {
          place(i, v);
          return true;
        }
    }
    return false;
  };
  const eliminate = (cells: number[], mask: number, except = -1, except2 = -1) => {
    let changed = false;
    for (const i of cells)
      if (i !== except && i !== except2 && !grid[i] && (cand[i] as number) & mask) {
        cand[i] = (cand[i] as number) & ~mask;
        changed = true;
      }
    return changed;
  };
  const nakedPair = () => {
    for (const u of units)
      for (let x = 0; x < u.length; x++) {
        const a = u[x] as number;
        const m = cand[a] as number;
        if (grid[a] || bitCount(m) !== 2) continue;
        for (let y = x + 1; y < u.length; y++) {
          const b = u[y] as number;
          if (!grid[b] && cand[b] === m && eliminate(u, m, a, b)) return true;
        }
      }
    return false;
  };
  /** A digit confined to one line within a box leaves the rest of that line (and the reverse). */
  const intersections = () => {
    for (const { shared, boxRest, lineRest } of crossings) {
      let inShared = 0;
      for (const i of shared) inShared |= cand[i] as number;
      if (!inShared) continue;
      let inBox = 0;
      for (const i of boxRest) inBox |= cand[i] as number;
      let inLine = 0;
      for (const i of lineRest) inLine |= cand[i] as number;
      for (let v = 1; v <= n; v++) {
        const bit = 1 << v;
        if (!(inShared & bit)) continue;
        if (!(inBox & bit) && inLine & bit && eliminate(lineRest, bit)) return true;
        if (!(inLine & bit) && inBox & bit && eliminate(boxRest, bit)) return true;
      }
    }
    return false;
  };
  while (open > 0) {
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
