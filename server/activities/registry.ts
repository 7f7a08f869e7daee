/**
 * The server's half of the activity registry: each kind's unit, one line each, keyed by the
 * engine's kinds (engine/api/puzzles.ts) so `tsc` asks for a line when a kind is added there.
 * No other file names a kind (test/server/activities/kinds.test.ts).
 */
import type { ActivityKind } from "../../engine/api/puzzles.js";
import { colorByNumber } from "./color-by-number/index.js";
import { crossword } from "./crossword/index.js";
import { cryptogram } from "./cryptogram/index.js";
import { dotToDot } from "./dot-to-dot/index.js";
import { findAndCount } from "./find-and-count/index.js";
import type { ActivityKindUnit } from "./kind.js";
import { mathWorksheet } from "./math-worksheet/index.js";
import { maze } from "./maze/index.js";
import { numberTracing } from "./number-tracing/index.js";
import { pictureMaze } from "./picture-maze/index.js";
import { shadowMatching } from "./shadow-matching/index.js";
import { spotTheDifference } from "./spot-the-difference/index.js";
import { sudoku } from "./sudoku/index.js";
import { tracing } from "./tracing/index.js";
import { wordScramble } from "./word-scramble/index.js";
import { wordSearch } from "./word-search/index.js";

export const activityRegistry: Record<ActivityKind, ActivityKindUnit> = {
  maze,
  "word-search": wordSearch,
  sudoku,
  tracing,
  "spot-the-difference": spotTheDifference,
  "dot-to-dot": dotToDot,
  "color-by-number": colorByNumber,
  "word-scramble": wordScramble,
  cryptogram,
  "math-worksheet": mathWorksheet,
  crossword,
  "number-tracing": numberTracing,
  "shadow-matching": shadowMatching,
  "find-and-count": findAndCount,
  "picture-maze": pictureMaze,
};

/** The unit of a kind's name, or undefined for a name that is no kind. */
export const kindUnit = (type: string): ActivityKindUnit | undefined =>
  Object.hasOwn(activityRegistry, type) ? activityRegistry[type as ActivityKind] : undefined;
