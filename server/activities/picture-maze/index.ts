import type { ActivityKindUnit } from "../kind.js";
import { pictureMazePage } from "./picture-maze-page.js";

export const pictureMaze: ActivityKindUnit = {
  draw: pictureMazePage,
  book: { one: "picture maze", many: "picture mazes", group: "puzzle" },
  examples: {
    sheet: { theme: "farm" },
    bench: { "": { theme: "ocean" }, "(large print)": { theme: "ocean", print: "large" } },
  },
};
