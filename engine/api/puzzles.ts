/**
 * An activity page's `puzzle` in a generation's output (docs/api.md, "Puzzles and activities"):
 * enough to check the puzzle and draw its answer key. Positions are pixels of the stored page.
 *
 * The engine's half of the activity registry (docs/architecture.md, "What a change touches"):
 * one schema per kind, its `type` the kind's name. The descriptor's kinds, the contract and the
 * puzzle types of server/activities/ all come from this list; the drawing is the server's half
 * (server/activities/registry.ts), which engine/ may not import.
 */
import { z } from "zod";
import { named } from "./answer-parts.js";

const whole = () => z.number().int();
const point = { x: z.number(), y: z.number() };

/** A kind's puzzle: its name as the `type` literal, then its own fields. */
const kind = <K extends string, S extends z.ZodRawShape>(type: K, shape: S) =>
  z.object({ type: z.literal(type), ...shape });

/** How the page was printed (the request's `print`); absent on pages made before large print. */
const printed = () => z.enum(["standard", "large"]).optional();

const puzzles = [
  kind("maze", {
    nodes: whole(),
    edges: z.array(z.tuple([whole(), whole()])),
    start: whole(),
    goal: whole(),
    solution: z.array(whole()),
    print: printed(),
  }),
  kind("word-search", {
    grid: z.array(z.string()),
    words: z.array(z.object({ word: z.string(), row: whole(), col: whole(), dr: whole(), dc: whole() })),
    print: printed(),
  }),
  kind("sudoku", {
    size: whole(),
    box: z.tuple([whole(), whole()]),
    givens: z.array(z.array(whole())),
    solution: z.array(z.array(whole())),
    print: printed(),
  }),
  kind("tracing", { text: z.string() }),
  kind("spot-the-difference", {
    /** Where each panel lies on the page, in pixels of the stored page. */
    panels: z.array(z.object({ ...point, width: z.number(), height: z.number() })),
    /** Each difference's circle, in pixels from a panel's top-left corner (the same in both panels). */
    differences: z.array(z.object({ ...point, r: z.number() })),
  }),
  /** Dots in drawing order, 1 … N, in pixels of the stored page. */
  kind("dot-to-dot", { points: z.array(z.object({ n: whole(), ...point })) }),
  kind("color-by-number", {
    /** Each number's colour ("#rrggbb") and the crayon name printed beside it on the page. */
    legend: z.array(z.object({ n: whole(), color: z.string().regex(/^#[0-9a-f]{6}$/i), name: z.string() })),
  }),
  /** Each word (A-Z) and its letters as printed, in another order that spells no word of the list. */
  kind("word-scramble", { words: z.array(z.object({ word: z.string(), scrambled: z.string() })), print: printed() }),
  /**
   * A secret code: the message (capitals, spaces and . , ! ? ' -), each letter's symbol (a
   * number, a picture's name or another letter, by `code`), and the letters whose symbol the
   * page's code table gives (all 26 below hard).
   */
  kind("cryptogram", {
    message: z.string(),
    code: z.enum(["numbers", "pictures", "letters"]),
    cipher: z.array(z.object({ letter: z.string().length(1), symbol: z.string() })),
    given: z.array(z.string().length(1)),
    print: printed(),
  }),
  /** Each problem: `a op b = answer`, whole numbers, never a negative answer nor a remainder. */
  kind("math-worksheet", {
    problems: z.array(z.object({ a: whole(), op: z.enum(["+", "-", "×", "÷"]), b: whole(), answer: whole() })),
  }),
  /**
   * A crossword: the solved grid (one string a row, A-Z a cell, "." no cell), each entry with
   * its printed number, first cell, answer and clue, and the word bank printed (empty on hard).
   */
  kind("crossword", {
    grid: z.array(z.string()),
    entries: z.array(
      z.object({
        n: whole(),
        dir: z.enum(["across", "down"]),
        row: whole(),
        col: whole(),
        answer: z.string(),
        clue: z.string(),
      }),
    ),
    bank: z.array(z.string()),
    print: printed(),
  }),
  /**
   * Numbers to trace, one a row, each with as many small drawings to count as the number: the
   * drawing's name and each one's square (centre and side, pixels of the stored page).
   */
  kind("number-tracing", {
    rows: z.array(
      z.object({
        number: whole(),
        picture: z.string(),
        pictures: z.array(z.object({ ...point, size: z.number() })),
      }),
    ),
  }),
  /**
   * Drawings in one column and their shadows (silhouettes) in the other, top to bottom: each
   * shadow names the drawing it is the shadow of (an index into `drawings`). Squares as centre
   * and side, pixels of the stored page.
   */
  kind("shadow-matching", {
    drawings: z.array(z.object({ name: z.string(), ...point, size: z.number() })),
    shadows: z.array(z.object({ drawing: whole(), ...point, size: z.number() })),
  }),
  /**
   * Find and count: each drawing scattered over the page `count` times, each copy drawn whole in
   * its own square (`boxes`: centre, side, and the drawing's turn in degrees inside it), and the
   * square its count is written in (`answer`). Pixels of the stored page.
   */
  kind("find-and-count", {
    drawings: z.array(
      z.object({
        name: z.string(),
        count: whole(),
        boxes: z.array(z.object({ ...point, size: z.number(), rotate: z.number() })),
        answer: z.object({ ...point, size: z.number() }),
      }),
    ),
  }),
  /**
   * A picture maze: a maze (as `maze`: a spanning tree of square cells, the path from `start`
   * to `goal`) whose `cells` lie in `cols` columns from the grid's top-left corner, each `cell`
   * units a side; the start and goal drawings at the entrance (the top of the first cell) and the
   * exit (the bottom of the last), and the scene's drawings each in its own cell. Squares as
   * centre and side, pixels of the stored page.
   */
  kind("picture-maze", {
    nodes: whole(),
    edges: z.array(z.tuple([whole(), whole()])),
    start: whole(),
    goal: whole(),
    solution: z.array(whole()),
    grid: z.object({ ...point, cols: whole(), rows: whole(), cell: z.number() }),
    from: z.object({ name: z.string(), ...point, size: z.number() }),
    to: z.object({ name: z.string(), ...point, size: z.number() }),
    scene: z.array(z.object({ name: z.string(), node: whole(), ...point, size: z.number() })),
    print: printed(),
  }),
] as const;

export const puzzleSchema = named("Puzzle", z.discriminatedUnion("type", puzzles));

export type Puzzle = z.infer<typeof puzzleSchema>;
/** An activity kind's name: "maze", "word-search"… */
export type ActivityKind = Puzzle["type"];
/** One kind's puzzle: `PuzzleOf<"maze">`. */
export type PuzzleOf<K extends ActivityKind> = Extract<Puzzle, { type: K }>;

/** Every activity kind, in the registry's order (the descriptor's `type:` choices). */
export const activityKinds = puzzles.map((p) => p.shape.type.value) as [ActivityKind, ...ActivityKind[]];
