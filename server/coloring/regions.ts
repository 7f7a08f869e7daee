/**
 * The enclosed regions of a line-art page: paper pixels (grey at or above the line-art threshold)
 * labelled by 4-connectivity with a two-pass union-find, and which regions touch across a line.
 */

/** Same threshold as the line-art post-processor: mid-grey and lighter is paper. */
export const PAPER_THRESHOLD = 160;

export interface RegionMap {
  width: number;
  height: number;
  /** Per pixel: 0 for ink, else the region number (1 … count). */
  labels: Int32Array;
  count: number;
  /** Pixels per region (index 0 unused). */
  area: Int32Array;
  /** Regions touching the page's edge: the background around the drawing. */
  edge: Uint8Array;
}

function find(parent: Int32Array, a: number): number {
  let r = a;
  while (parent[r] !== r) r = parent[r] as number;
  let p = a;
  while (parent[p] !== r) {
    const next = parent[p] as number;
    parent[p] = r;
    p = next;
  }
  return r;
}

export function labelRegions(grey: Uint8Array, width: number, height: number): RegionMap {
  const labels = new Int32Array(width * height);
  // Provisional labels: at most one per run start, so half the pixels bounds them.
  let parent = new Int32Array(1024);
  let next = 1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      if ((grey[i] as number) < PAPER_THRESHOLD) continue;
      const left = x > 0 ? (labels[i - 1] as number) : 0;
      const up = y > 0 ? (labels[i - width] as number) : 0;
      if (left && up) {
        labels[i] = left;
        if (left !== up) {
          const a = find(parent, left);
          const b = find(parent, up);
          if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
        }
      } else if (left || up) labels[i] = left || up;
      else {
        if (next >= parent.length) {
          const grown = new Int32Array(parent.length * 2);
          grown.set(parent);
          parent = grown;
        }
        parent[next] = next;
        labels[i] = next++;
      }
    }
  }
  // Final numbers dense from 1, in order of first appearance (deterministic).
  const final = new Int32Array(next);
  let count = 0;
  for (let l = 1; l < next; l++) {
    const root = find(parent, l);
    if (root === l) final[l] = ++count;
  }
  for (let l = 1; l < next; l++) final[l] = final[find(parent, l)] as number;
  const area = new Int32Array(count + 1);
  for (let i = 0; i < labels.length; i++) {
    const l = labels[i] as number;
    if (l) {
      const f = final[l] as number;
      labels[i] = f;
      area[f] = (area[f] as number) + 1;
    }
  }
  const edge = new Uint8Array(count + 1);
  const mark = (i: number) => {
    edge[labels[i] as number] = 1;
  };
  for (let x = 0; x < width; x++) {
    mark(x);
    mark((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    mark(y * width);
    mark(y * width + width - 1);
  }
  edge[0] = 0;
  return { width, height, labels, count, area, edge };
}

/**
 * Pairs of regions separated only by a line at most `maxGap` pixels thick, along a row or a
 * column: the neighbours that must not share a colour.
 */
export function regionNeighbours(map: RegionMap, maxGap: number): Set<number>[] {
  const { width, height, labels, count } = map;
  const out: Set<number>[] = Array.from({ length: count + 1 }, () => new Set<number>());
  // Runs of one pair repeat along a line: the last pair linked is skipped cheaply.
  let lastA = 0;
  let lastB = 0;
  const link = (a: number, b: number) => {
    if (a && b && a !== b && !(a === lastA && b === lastB)) {
      lastA = a;
      lastB = b;
      (out[a] as Set<number>).add(b);
      (out[b] as Set<number>).add(a);
    }
  };
  const scan = (start: number, step: number, n: number) => {
    let last = 0;
    let gap = 0;
    for (let k = 0, i = start; k < n; k++, i += step) {
      const l = labels[i] as number;
      if (l) {
        if (gap > 0 && gap <= maxGap) link(last, l);
        last = l;
        gap = 0;
      } else gap++;
    }
  };
  for (let y = 0; y < height; y++) scan(y * width, 1, width);
  for (let x = 0; x < width; x++) scan(x, width, height);
  return out;
}
