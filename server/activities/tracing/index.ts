import type { ActivityKindUnit } from "../kind.js";
import { tracingPage, tracingText } from "./tracing-page.js";

export const tracing: ActivityKindUnit = {
  draw: tracingPage,
  check: (values) => void tracingText(values.text),
  book: { one: "tracing page", many: "tracing pages", group: "practice" },
  examples: { sheet: { text: "Hello Sam" }, bench: { "": { text: "Hello" } } },
};
