import type { ActivityKindUnit } from "../kind.js";
import { dotToDotPage } from "./dot-to-dot-page.js";

export const dotToDot: ActivityKindUnit = {
  draw: dotToDotPage,
  book: { one: "dot-to-dot puzzle", many: "dot-to-dot puzzles", group: "puzzle" },
  examples: { bench: { "": { theme: "cat" } } },
};
