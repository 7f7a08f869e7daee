import { pick, type Rng, shuffle } from "../random.js";

/** A maze's cells and which cells touch: the grid (rectangle, rings or a shape) it is carved in. */
export interface CellGraph {
  size: number;
  neighbours: number[][];
}

/**
 * Randomized depth-first search: a spanning tree with long winding corridors and few branches,
 * the easier maze for young children.
 */
export function depthFirstTree(graph: CellGraph, rng: Rng, root: number): Array<[number, number]> {
  const seen = new Uint8Array(graph.size);
  const edges: Array<[number, number]> = [];
  const stack = [root];
  seen[root] = 1;
  while (stack.length) {
    const at = stack[stack.length - 1] as number;
    const open = (graph.neighbours[at] as number[]).filter((n) => !seen[n]);
    if (!open.length) {
      stack.pop();
      continue;
    }
    const next = pick(rng, open);
    seen[next] = 1;
    edges.push([at, next]);
    stack.push(next);
  }
  return edges;
}

/**
 * Wilson's algorithm (loop-erased random walks): a uniform spanning tree, with many short
 * dead ends, the harder maze. Every cell ends in the tree, so the maze is perfect.
 */
export function wilsonTree(graph: CellGraph, rng: Rng, root: number): Array<[number, number]> {
  const inTree = new Uint8Array(graph.size);
  const next = new Int32Array(graph.size).fill(-1);
  const edges: Array<[number, number]> = [];
  inTree[root] = 1;
  for (const start of shuffle(rng, [...Array(graph.size).keys()])) {
    let at = start;
    while (!inTree[at]) {
      next[at] = pick(rng, graph.neighbours[at] as number[]);
      at = next[at] as number;
    }
    for (at = start; !inTree[at]; at = next[at] as number) {
      inTree[at] = 1;
      edges.push([at, next[at] as number]);
    }
  }
  return edges;
}

/** The tree's one path from start to goal (breadth-first over the tree's edges). */
export function treePath(size: number, edges: Array<[number, number]>, start: number, goal: number): number[] {
  const adj: number[][] = Array.from({ length: size }, () => []);
  for (const [a, b] of edges) {
    (adj[a] as number[]).push(b);
    (adj[b] as number[]).push(a);
  }
  const from = new Int32Array(size).fill(-1);
  from[start] = start;
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i] as number;
    if (at === goal) break;
    for (const n of adj[at] as number[]) {
      if (from[n] === -1) {
        from[n] = at;
        queue.push(n);
      }
    }
  }
  const path = [goal];
  while (path[path.length - 1] !== start) path.push(from[path[path.length - 1] as number] as number);
  return path.reverse();
}
