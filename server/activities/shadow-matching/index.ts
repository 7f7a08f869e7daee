import type { ActivityKindUnit } from "../kind.js";
import { shadowMatchingPage } from "./shadow-matching-page.js";

export const shadowMatching: ActivityKindUnit = {
  draw: shadowMatchingPage,
  book: { one: "shadow matching page", many: "shadow matching pages", group: "puzzle" },
  examples: { sheet: { theme: "farm" }, bench: { "": { theme: "ocean" } } },
};
