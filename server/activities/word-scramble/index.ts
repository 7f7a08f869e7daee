import type { ActivityKindUnit } from "../kind.js";
import { difficultyOf } from "../types.js";
import { userScrambleWords } from "./word-scramble.js";
import { wordScramblePage } from "./word-scramble-page.js";

export const wordScramble: ActivityKindUnit = {
  draw: wordScramblePage,
  check: (values) => void userScrambleWords(values.words, difficultyOf(values.difficulty)),
  book: { one: "word scramble", many: "word scrambles", group: "puzzle" },
  examples: { bench: { "": { theme: "ocean" }, "large print": { theme: "farm", print: "large" } } },
};
