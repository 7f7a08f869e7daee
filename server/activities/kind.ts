import type { Sheet } from "./page.js";
import type { ActivityPage } from "./pages.js";
import type { ActivityRequest, Difficulty } from "./types.js";

/**
 * How the page will print, when known: `pt` points to a unit of the page (a book's trim,
 * server/books/load.ts), and `grey` when its key prints in greys (a black-and-white interior).
 */
export interface PrintOptions {
  pt?: number;
  grey?: boolean;
}

/** What a book's reader does with a kind of page: colour it, solve it, or practise writing. */
export type PageGroup = "puzzle" | "coloring" | "practice";

/**
 * One activity kind, registered once in server/activities/registry.ts (docs/architecture.md,
 * "What a change touches"). Its puzzle's schema and type are the engine's
 * (engine/api/puzzles.ts, `PuzzleOf<kind>`); everything the server does with it is here.
 */
export interface ActivityKindUnit {
  /**
   * The puzzle generated from the seed, drawn as the page and as its answer key (SVG
   * originals). Pure: a seed fixes it.
   */
  draw: (
    sheet: Sheet,
    values: ActivityRequest,
    difficulty: Difficulty,
    seed: number,
    print: PrintOptions,
  ) => ActivityPage;
  /**
   * The user's own values it reads (a word list, text to trace), checked before any credit is
   * taken: throws ActivityInputError with the message for the form.
   */
  check?: (values: ActivityRequest) => void;
  /** How a book's back text and copyright page name its pages (server/books/contents.ts). */
  book: { one: string; many: string; group: PageGroup };
  /**
   * Values it is shown with: `sheet` on `npm run activity:sheet`, each of `bench` in the
   * activities bench (scripts/bench/activities.ts), keyed by what the bench row adds to its name.
   */
  examples: { sheet?: Record<string, string>; bench: Record<string, Record<string, string>> };
}
