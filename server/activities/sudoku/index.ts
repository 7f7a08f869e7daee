import type { ActivityKindUnit } from "../kind.js";
import { sudokuPage } from "./sudoku-page.js";

export const sudoku: ActivityKindUnit = {
  draw: sudokuPage,
  book: { one: "sudoku puzzle", many: "sudoku puzzles", group: "puzzle" },
  examples: { bench: { "9x9": { size: "9" }, "6x6": { size: "6" }, "9x9 large print": { size: "9", print: "large" } } },
};
