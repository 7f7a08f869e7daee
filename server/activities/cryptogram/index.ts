import type { ActivityKindUnit } from "../kind.js";
import { userMessage } from "./cryptogram.js";
import { cryptogramPage } from "./cryptogram-page.js";

export const cryptogram: ActivityKindUnit = {
  draw: cryptogramPage,
  check: (values) => void userMessage(values.text),
  book: { one: "secret code puzzle", many: "secret code puzzles", group: "puzzle" },
  examples: {
    sheet: { code: "pictures", text: "" },
    bench: { numbers: { theme: "space" }, pictures: { theme: "ocean", code: "pictures" } },
  },
};
