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

/** Each cell's row, column and box number, computed once per shape. */
const placeCache = new Map<number, { row: number[]; col: number[]; box: number[] }>();
function placesOf({ size, box }: SudokuShape) {
  let places = placeCache.get(size);
  if (!places) {
    const cells = [...Array(size * size).keys()];
    places = {
      row: cells.map((i) => Math.floor(i / size)),
      col: cells.map((i) => i % size),
      box: cells.map(
        (i) => Math.floor(Math.floor(i / size) / box[0]) * (size / box[1]) + Math.floor((i % size) / box[1]),
      ),
    };
    placeCache.set(size, places);
  }
  return places;
}

/**
 * Solutions of a grid (0 = empty, cells row by row) up to `limit`; `order` picks the candidate
 * order (random when filling a new grid). Returns the count and the first solution found.
 * The digits used in each row, column and box are kept as bitmasks, so a cell's candidates
 * are three lookups: the generator proves uniqueness after every hole it digs.
 */
export function solveCount(
  shape: SudokuShape,
  cells: number[],
  limit = 2,
  order?: (candidates: number[]) => number[],
): { count: number; first: number[] | null } {
  const peers = peersOf(shape);
  const { row, col, box } = placesOf(shape);
  const n = shape.size;
  const full = (1 << (n + 1)) - 2;
  const grid = [...cells];
  const rows = new Array<number>(n).fill(0);
  const cols = new Array<number>(n).fill(0);
  const boxes = new Array<number>(n).fill(0);
  const toggle = (i: number, v: number) => {
    const bit = 1 << v;
    rows[row[i] as number] = (rows[row[i] as number] as number) ^ bit;
    cols[col[i] as number] = (cols[col[i] as number] as number) ^ bit;
    boxes[box[i] as number] = (boxes[box[i] as number] as number) ^ bit;
  };
  let count = 0;
  let first: number[] | null = null;
  const free = (i: number) =>
    full &
    ~((rows[row[i] as number] as number) | (cols[col[i] as number] as number) | (boxes[box[i] as number] as number));
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
      toggle(best, v);
      const done = search();
      toggle(best, v);
      if (done) return true;
    }
    grid[best] = 0;
    return false;
  };
  // A given that clashes with another is no puzzle at all.
  for (let i = 0; i < grid.length; i++)
    if (grid[i] && (peers[i] as number[]).some((p) => grid[p] === grid[i])) return { count: 0, first: null };
  for (let i = 0; i < grid.length; i++) if (grid[i]) toggle(i, grid[i] as number);
  search();
  return { count, first };
}
