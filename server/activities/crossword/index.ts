import type { ActivityKindUnit } from "../kind.js";
import { crosswordPage } from "./crossword-page.js";

export const crossword: ActivityKindUnit = {
  draw: crosswordPage,
  book: { one: "crossword", many: "crosswords", group: "puzzle" },
  examples: { bench: { "": { theme: "ocean" }, "large print": { theme: "farm", print: "large" } } },
};
