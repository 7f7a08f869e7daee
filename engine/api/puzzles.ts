/**
 * An activity page's `puzzle` in a generation's output (docs/api.md, "Puzzles and activities"):
 * enough to check the puzzle and draw its answer key. Positions are pixels of the stored page.
 */
import { z } from "zod";
import { named } from "./answer-parts.js";

const whole = () => z.number().int();
const point = { x: z.number(), y: z.number() };

export const puzzleSchema = named(
  "Puzzle",
  z.discriminatedUnion("type", [
    z.object({
      type: z.literal("maze"),
      nodes: whole(),
      edges: z.array(z.tuple([whole(), whole()])),
      start: whole(),
      goal: whole(),
      solution: z.array(whole()),
    }),
    z.object({
      type: z.literal("word-search"),
      grid: z.array(z.string()),
      words: z.array(z.object({ word: z.string(), row: whole(), col: whole(), dr: whole(), dc: whole() })),
    }),
    z.object({
      type: z.literal("sudoku"),
      size: whole(),
      box: z.tuple([whole(), whole()]),
      givens: z.array(z.array(whole())),
      solution: z.array(z.array(whole())),
    }),
    z.object({ type: z.literal("tracing"), text: z.string() }),
    z.object({
      type: z.literal("spot-the-difference"),
      panels: z.array(z.object({ ...point, width: z.number(), height: z.number() })),
      differences: z.array(z.object({ ...point, r: z.number() })),
    }),
    z.object({ type: z.literal("dot-to-dot"), points: z.array(z.object({ n: whole(), ...point })) }),
    z.object({
      type: z.literal("color-by-number"),
      legend: z.array(z.object({ n: whole(), color: z.string().regex(/^#[0-9a-f]{6}$/i), name: z.string() })),
    }),
  ]),
);
