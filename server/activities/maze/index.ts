import type { ActivityKindUnit } from "../kind.js";
import { mazePage } from "./maze-page.js";

export const maze: ActivityKindUnit = {
  draw: mazePage,
  book: { one: "maze", many: "mazes", group: "puzzle" },
  examples: {
    sheet: { theme: "dinosaur", shape: "in the outline of the theme" },
    bench: {
      "(rectangular)": { shape: "rectangular", theme: "cat" },
      "(circular)": { shape: "circular", theme: "cat" },
      "(theme)": { shape: "in the outline of the theme", theme: "dinosaur" },
      "(large print)": { shape: "rectangular", theme: "cat", print: "large" },
    },
  },
};
