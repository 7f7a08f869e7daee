import { mulberry32, type Rng } from "../../random.js";
import { type CellGraph, depthFirstTree, treePath, wilsonTree } from "../graph.js";
import type { Difficulty, PuzzleOf } from "../types.js";

type MazePuzzle = PuzzleOf<"maze">;

/** Where each cell is drawn and where its walls are: one per maze shape. */
export interface MazeGrid extends CellGraph {
  kind: "rectangle" | "circle" | "shape";
  start: number;
  goal: number;
  /** Cell centre in page units (the answer's path runs through these). */
  centre(cell: number): { x: number; y: number };
  /** SVG path data of every wall the tree leaves standing, with the entrance and exit open. */
  walls(passages: Set<string>): string;
  /** Path data of the solution line through the cells. */
  route(path: number[]): string;
  /**
   * Where the start and finish pictures go, each beside the opening it marks (a picture `size`
   * wide at most): outside the entrance and the exit, or in the centre cell of a circle.
   */
  ends(size: number): { start: MazeEnd; finish: MazeEnd };
}

/** A picture's centre and width, in page units. */
interface MazeEnd {
  x: number;
  y: number;
  size: number;
}

export const passageKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** Corridors across the page by difficulty: a 5-year-old's maze to an adult's. */
export const mazeCells: Record<Difficulty, number> = { easy: 8, medium: 15, hard: 26 };
export const mazeRings: Record<Difficulty, number> = { easy: 5, medium: 9, hard: 15 };

export interface MazeLayout {
  grid: MazeGrid;
  puzzle: MazePuzzle;
  passages: Set<string>;
}

/** A perfect maze: the grid's spanning tree (DFS for easy, Wilson's for the rest) and its one path. */
function carveMaze(grid: MazeGrid, difficulty: Difficulty, rng: Rng): MazeLayout {
  const edges = difficulty === "easy" ? depthFirstTree(grid, rng, grid.start) : wilsonTree(grid, rng, grid.start);
  const solution = treePath(grid.size, edges, grid.start, grid.goal);
  const passages = new Set(edges.map(([a, b]) => passageKey(a, b)));
  return {
    grid,
    passages,
    puzzle: { type: "maze", nodes: grid.size, edges, start: grid.start, goal: grid.goal, solution },
  };
}

export function makeMaze(grid: MazeGrid, difficulty: Difficulty, seed: number): MazeLayout {
  return carveMaze(grid, difficulty, mulberry32(seed));
}
