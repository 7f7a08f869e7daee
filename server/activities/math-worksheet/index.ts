import type { ActivityKindUnit } from "../kind.js";
import { mathWorksheetPage } from "./math-worksheet-page.js";

export const mathWorksheet: ActivityKindUnit = {
  draw: mathWorksheetPage,
  book: { one: "math worksheet", many: "math worksheets", group: "practice" },
  examples: {
    sheet: { operation: "mixed" },
    bench: { addition: { operation: "addition" }, mixed: { operation: "mixed" } },
  },
};
