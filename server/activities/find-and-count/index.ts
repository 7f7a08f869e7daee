import type { ActivityKindUnit } from "../kind.js";
import { findAndCountPage } from "./find-and-count-page.js";

export const findAndCount: ActivityKindUnit = {
  draw: findAndCountPage,
  book: { one: "find and count page", many: "find and count pages", group: "puzzle" },
  examples: { sheet: { theme: "farm" }, bench: { "": { theme: "ocean" } } },
};
