import { type Bits, rowRuns, setRange } from "./bit-mask.js";

/**
 * Connected areas of `mask` by runs: each row's runs of set pixels are joined (union-find) to
 * the runs they touch in the row above (4-connected; 8 with `diagonal`). A page has tens of
 * thousands of runs against millions of pixels. With `edge`, areas touching the image's edge
 * are the outside: `outside[root]` is set for them.
 */
export interface Areas {
  /** Per run: row, first x, one past the last x. */
  ry: Int32Array;
  rx0: Int32Array;
  rx1: Int32Array;
  /** Per run: its area's root run (the area's first run). */
  root: Int32Array;
  runs: number;
  /** Per row, its first run (and, at index h, the number of runs). */
  rowStart: Int32Array;
  /** Per root run: pixels in the area, and whether it touches the edge. */
  area: Float64Array;
  edge: Uint8Array;
}

/** Collects runs row by row and joins each to the runs it touches in the row above. */
class RunSet {
  ry = new Int32Array(1024);
  rx0 = new Int32Array(1024);
  rx1 = new Int32Array(1024);
  parent = new Int32Array(1024);
  n = 0;
  rowStart: Int32Array;
  private prevStart = 0;
  private prevEnd = 0;
  private start = 0;
  private j = 0;
  private d: number;

  constructor(h: number, diagonal: boolean) {
    this.rowStart = new Int32Array(h + 1);
    this.d = diagonal ? 1 : 0;
  }

  find(a: number): number {
    const parent = this.parent;
    let r = a;
    while (parent[r] !== r) r = parent[r] as number;
    while (parent[a] !== r) {
      const next = parent[a] as number;
      parent[a] = r;
      a = next;
    }
    return r;
  }

  row(y: number) {
    this.prevStart = this.start;
    this.prevEnd = this.n;
    this.start = this.n;
    this.j = this.prevStart;
    this.rowStart[y] = this.n;
  }

  run(y: number, a: number, x: number) {
    const n = this.n;
    if (n === this.ry.length) {
      const grow = (arr: Int32Array) => {
        const next = new Int32Array(arr.length * 2);
        next.set(arr);
        return next;
      };
      this.ry = grow(this.ry);
      this.rx0 = grow(this.rx0);
      this.rx1 = grow(this.rx1);
      this.parent = grow(this.parent);
    }
    const { rx0, rx1, parent, d, prevEnd } = this;
    this.ry[n] = y;
    rx0[n] = a;
    rx1[n] = x;
    parent[n] = n;
    // Runs of the row above that overlap [a, x) (widened by one for diagonal contact).
    let j = this.j;
    while (j < prevEnd && (rx1[j] as number) + d <= a) j++;
    this.j = j;
    for (let k = j; k < prevEnd && (rx0[k] as number) < x + d; k++) {
      const ra = this.find(k);
      const rb = this.find(n);
      if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
    }
    this.n = n + 1;
  }

  finish(w: number, h: number): Areas {
    const { n, rx0, rx1, ry } = this;
    this.rowStart[h] = n;
    const root = new Int32Array(n);
    const area = new Float64Array(n);
    const edge = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      const r = this.find(i);
      root[i] = r;
      const x0 = rx0[i] as number;
      const x1 = rx1[i] as number;
      area[r] = (area[r] as number) + x1 - x0;
      const y = ry[i] as number;
      if (x0 === 0 || x1 === w || y === 0 || y === h - 1) edge[r] = 1;
    }
    return { ry, rx0, rx1, root, runs: n, rowStart: this.rowStart, area, edge };
  }
}

/**
 * Connected areas of the pixels of a byte mask of 0 and 1 equal to `want`. Runs are found with
 * the typed array's native indexOf, several times faster than a loop over the pixels.
 */
export function areas(mask: Uint8Array, w: number, h: number, diagonal = false, want = 1): Areas {
  const set = new RunSet(h, diagonal);
  const other = want ? 0 : 1;
  for (let y = 0; y < h; y++) {
    set.row(y);
    // Searched within the row: a search from the row's start through the whole rest of the
    // mask would cross every blank row below it, for each of them (quadratic on a white page).
    const line = mask.subarray(y * w, y * w + w);
    for (let x = line.indexOf(want); x >= 0; ) {
      let e = line.indexOf(other, x);
      if (e < 0) e = w;
      set.run(y, x, e);
      x = e < w ? line.indexOf(want, e) : -1;
    }
  }
  return set.finish(w, h);
}

/** A box in pixels: left, top, right and bottom, the last two one past the area's last pixel. */
export type AreaBox = [number, number, number, number];

/** The bounding box of each area `keep` takes (by its root run; every area when left out). */
export function areaBoxes(a: Areas, keep: (root: number) => boolean = () => true): Map<number, AreaBox> {
  const boxes = new Map<number, AreaBox>();
  for (let i = 0; i < a.runs; i++) {
    const r = a.root[i] as number;
    if (!keep(r)) continue;
    const y = a.ry[i] as number;
    const b = boxes.get(r);
    // Runs come row by row: an area's first run is on its top row, its last on its bottom one.
    if (!b) boxes.set(r, [a.rx0[i] as number, y, a.rx1[i] as number, y + 1]);
    else {
      b[0] = Math.min(b[0], a.rx0[i] as number);
      b[2] = Math.max(b[2], a.rx1[i] as number);
      b[3] = y + 1;
    }
  }
  return boxes;
}

/** Connected areas of the set (want 1) or unset (want 0) pixels of a packed mask. */
export function areasOf(b: Bits, want: number, diagonal = false): Areas {
  const set = new RunSet(b.h, diagonal);
  const runs = new Int32Array(b.w + 2);
  for (let y = 0; y < b.h; y++) {
    set.row(y);
    const count = rowRuns(b, y, want, runs);
    for (let i = 0; i < count; i++) set.run(y, runs[2 * i] as number, runs[2 * i + 1] as number);
  }
  return set.finish(b.w, b.h);
}

/** The run of `a` that holds pixel (x, y), or -1. */
export function runAt(a: Areas, x: number, y: number): number {
  let lo = a.rowStart[y] as number;
  let hi = (a.rowStart[y + 1] as number) - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((a.rx1[mid] as number) <= x) lo = mid + 1;
    else if ((a.rx0[mid] as number) > x) hi = mid - 1;
    else return mid;
  }
  return -1;
}

/** Sizes of the areas that do not touch the edge (one entry per area); `skip` leaves some out. */
export function enclosed(a: Areas, skip?: (root: number) => boolean): number[] {
  const out: number[] = [];
  for (let i = 0; i < a.runs; i++) if (a.root[i] === i && !a.edge[i] && !skip?.(i)) out.push(a.area[i] as number);
  return out;
}

/** Set (or clear) in `into` the pixels of the areas whose root `pick` selects; how many runs. */
export function paint(a: Areas, into: Bits, on: boolean, pick: (root: number) => boolean): number {
  let painted = 0;
  for (let i = 0; i < a.runs; i++) {
    if (!pick(a.root[i] as number)) continue;
    setRange(into.words, (a.ry[i] as number) * into.wpr, a.rx0[i] as number, a.rx1[i] as number, on);
    painted++;
  }
  return painted;
}
