import type { ActivityKindUnit } from "../kind.js";
import { isLargePrint } from "../print-scale.js";
import { difficultyOf } from "../types.js";
import { userWords } from "./word-search.js";
import { wordSearchPage } from "./word-search-page.js";

export const wordSearch: ActivityKindUnit = {
  draw: wordSearchPage,
  check: (values) => void userWords(values.words, difficultyOf(values.difficulty), isLargePrint(values)),
  book: { one: "word search", many: "word searches", group: "puzzle" },
  examples: { bench: { "": { theme: "ocean" }, "large print": { theme: "farm", print: "large" } } },
};
