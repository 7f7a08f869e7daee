/**
 * What an activity page carries besides its picture (docs/api.md, "Puzzles and activities"): enough
 * to check the puzzle and to draw its answer key. Pixel positions are those of the stored page.
 */
export type Difficulty = "easy" | "medium" | "hard";

export interface MazePuzzle {
  type: "maze";
  nodes: number;
  edges: Array<[number, number]>;
  start: number;
  goal: number;
  solution: number[];
}

export interface WordPlacement {
  word: string;
  row: number;
  col: number;
  dr: number;
  dc: number;
}

export interface WordSearchPuzzle {
  type: "word-search";
  grid: string[];
  words: WordPlacement[];
}

export interface SudokuPuzzle {
  type: "sudoku";
  size: number;
  box: [number, number];
  givens: number[][];
  solution: number[][];
}

interface TracingPuzzle {
  type: "tracing";
  text: string;
}

export interface SpotTheDifferencePuzzle {
  type: "spot-the-difference";
  /** Where each panel lies on the page, in pixels of the stored page. */
  panels: Array<{ x: number; y: number; width: number; height: number }>;
  /** Each difference's circle, in pixels from a panel's top-left corner (the same in both). */
  differences: Array<{ x: number; y: number; r: number }>;
}

export interface DotToDotPuzzle {
  type: "dot-to-dot";
  /** Dots in drawing order, 1 … N, in pixels of the stored page. */
  points: Array<{ n: number; x: number; y: number }>;
}

export interface ColorByNumberPuzzle {
  type: "color-by-number";
  /** Each number's colour ("#rrggbb") and the crayon name printed beside it on the page. */
  legend: Array<{ n: number; color: string; name: string }>;
}

export type Puzzle =
  | MazePuzzle
  | WordSearchPuzzle
  | SudokuPuzzle
  | TracingPuzzle
  | SpotTheDifferencePuzzle
  | DotToDotPuzzle
  | ColorByNumberPuzzle;

/** The activity block as rendered for one request (engine/render.ts). */
export type ActivityRequest = Record<string, string | undefined> & { type: string };

export function difficultyOf(value: string | undefined): Difficulty {
  return value === "easy" || value === "hard" ? value : "medium";
}

/** A user-facing problem with the activity's own values, found before any credit is taken. */
export class ActivityInputError extends Error {
  constructor(
    message: string,
    /** The activity key the problem is in (words, text…), mapped to its form field. */
    readonly key: string,
  ) {
    super(message);
  }
}
