/**
 * What every activity kind shares. A kind's puzzle type is its schema's (engine/api/puzzles.ts,
 * docs/api.md "Puzzles and activities"): `PuzzleOf<kind>`, never written by hand.
 */
export type Difficulty = "easy" | "medium" | "hard";

export type { Puzzle, PuzzleOf } from "../../engine/api/puzzles.js";

/** The activity block as rendered for one request (engine/render.ts). */
export type ActivityRequest = Record<string, string | undefined> & { type: string };

export function difficultyOf(value: string | undefined): Difficulty {
  return value === "easy" || value === "hard" ? value : "medium";
}

/** A user-facing problem with the activity's own values, found before any credit is taken. */
export class ActivityInputError extends Error {
  constructor(
    message: string,
    /** The activity key the problem is in (words, text…), mapped to its form field. */
    readonly key: string,
  ) {
    super(message);
  }
}
