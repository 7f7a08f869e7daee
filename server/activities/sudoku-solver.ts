/**
 * Sudoku by bitmask backtracking (most-constrained cell first), counting solutions up to a
 * limit: a puzzle is published only when the count is exactly 1.
 */
export interface SudokuShape {
  size: number;
  /** Box rows and columns: 4 → 2x2, 6 → 2x3, 9 → 3x3. */
  box: [number, number];
}

export const shapes: Record<number, SudokuShape> = {
  4: { size: 4, box: [2, 2] },
  6: { size: 6, box: [2, 3] },
  9: { size: 9, box: [3, 3] },
};

/** Units of a grid: rows, columns and boxes, each a list of cell indices. */
export function unitsOf({ size, box }: SudokuShape): number[][] {
  const units: number[][] = [];
  for (let r = 0; r < size; r++) units.push([...Array(size).keys()].map((c) => r * size + c));
  for (let c = 0; c < size; c++) units.push([...Array(size).keys()].map((r) => r * size + c));
  for (let br = 0; br < size; br += box[0])
    for (let bc = 0; bc < size; bc += box[1]) {
      const u: number[] = [];
      for (let r = 0; r < box[0]; r++) for (let c = 0; c < box[1]; c++) u.push((br + r) * size + bc + c);
      units.push(u);
    }
  return units;
}

/** Each cell's peers (cells sharing a unit), computed once per shape. */
const peerCache = new Map<number, number[][]>();
export function peersOf(shape: SudokuShape): number[][] {
  let peers = peerCache.get(shape.size);
  if (!peers) {
    const sets = Array.from({ length: shape.size * shape.size }, () => new Set<number>());
    for (const u of unitsOf(shape)) for (const a of u) for (const b of u) if (a !== b) sets[a]?.add(b);
    peers = sets.map((s) => [...s]);
    peerCache.set(shape.size, peers);
  }
  return peers;
}

const bitCount = (n: number) => {
  let c = 0;
  for (let v = n; v; v &= v - 1) c++;
  return c;
};

/**
 * Solutions of a grid (0 = empty, cells row by row) up to `limit`; `order` picks the candidate
 * order (random when filling a new grid). Returns the count and the first solution found.
 */
export function solveCount(
  shape: SudokuShape,
  cells: number[],
  limit = 2,
  order?: (candidates: number[]) => number[],
): { count: number; first: number[] | null } {
  const peers = peersOf(shape);
  const n = shape.size;
  const full = (1 << (n + 1)) - 2;
  const grid = [...cells];
  let count = 0;
  let first: number[] | null = null;
  const free = (i: number) => {
    let used = 0;
    for (const p of peers[i] as number[]) used |= 1 << (grid[p] as number);
    return full & ~used;
  };
  const search = (): boolean => {
    let best = -1;
    let bestMask = 0;
    let bestCount = 99;
    for (let i = 0; i < grid.length; i++) {
      if (grid[i]) continue;
      const m = free(i);
      const c = bitCount(m);
      if (c === 0) return false;
      if (c < bestCount) {
        best = i;
        bestMask = m;
        bestCount = c;
        if (c === 1) break;
      }
    }
    if (best < 0) {
      count++;
      if (!first) first = [...grid];
      return count >= limit;
    }
    let candidates: number[] = [];
    for (let v = 1; v <= n; v++) if (bestMask & (1 << v)) candidates.push(v);
    if (order) candidates = order(candidates);
    for (const v of candidates) {
      grid[best] = v;
      if (search()) return true;
    }
    grid[best] = 0;
    return false;
  };
  // A given that clashes with another is no puzzle at all.
  for (let i = 0; i < grid.length; i++)
    if (grid[i] && (peers[i] as number[]).some((p) => grid[p] === grid[i])) return { count: 0, first: null };
  search();
  return { count, first };
}
