import type { ActivityKindUnit } from "../kind.js";
import { numberTracingPage } from "./number-tracing-page.js";

export const numberTracing: ActivityKindUnit = {
  draw: numberTracingPage,
  book: { one: "number tracing page", many: "number tracing pages", group: "practice" },
  examples: { sheet: { theme: "ocean" }, bench: { "": { theme: "farm" } } },
};
