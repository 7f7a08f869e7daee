import type { ActivityKindUnit } from "../kind.js";
import { colorByNumberPage } from "./color-by-number-page.js";

export const colorByNumber: ActivityKindUnit = {
  draw: colorByNumberPage,
  book: { one: "color-by-number page", many: "color-by-number pages", group: "coloring" },
  examples: { bench: { "": { theme: "owl" } } },
};
