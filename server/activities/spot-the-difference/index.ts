import type { ActivityKindUnit } from "../kind.js";
import { spotTheDifferencePage } from "./spot-the-difference-page.js";

export const spotTheDifference: ActivityKindUnit = {
  draw: spotTheDifferencePage,
  book: { one: "spot-the-difference puzzle", many: "spot-the-difference puzzles", group: "puzzle" },
  examples: { sheet: { theme: "park" }, bench: { "(park)": { theme: "park" }, "(ocean)": { theme: "ocean" } } },
};
