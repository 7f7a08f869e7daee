import { mulberry32, pick, type Rng } from "../../random.js";
import type { Difficulty, PuzzleOf } from "../types.js";

export type MathWorksheetPuzzle = PuzzleOf<"math-worksheet">;
export type MathProblem = MathWorksheetPuzzle["problems"][number];
export type Operation = "addition" | "subtraction" | "multiplication" | "division" | "mixed";

export const operationOf = (value: string | undefined): Operation =>
  value === "subtraction" || value === "multiplication" || value === "division" || value === "mixed"
    ? value
    : "addition";

/** An inclusive range of whole numbers. */
type Range = [number, number];

/**
 * Numbers by difficulty, as school grades teach them: easy for kindergarten to grade 1 (within
 * 20, tables to 5), medium for grades 2-3 (two digits, tables to 10), hard for grades 4-5
 * (three digits, two digits times one, division with two-digit answers). Never a negative
 * answer, never a remainder.
 */
export const mathLevels: Record<
  Difficulty,
  {
    problems: number;
    add: [Range, Range];
    sub: { a: Range; b: Range };
    mul: [Range, Range];
    div: { divisor: Range; quotient: Range };
  }
> = {
  easy: {
    problems: 12,
    add: [
      [1, 10],
      [1, 10],
    ],
    sub: { a: [2, 20], b: [1, 10] },
    mul: [
      [1, 5],
      [1, 5],
    ],
    div: { divisor: [1, 5], quotient: [1, 5] },
  },
  medium: {
    problems: 20,
    add: [
      [10, 99],
      [10, 99],
    ],
    sub: { a: [20, 99], b: [10, 99] },
    mul: [
      [2, 10],
      [2, 10],
    ],
    div: { divisor: [2, 10], quotient: [2, 10] },
  },
  hard: {
    problems: 24,
    add: [
      [100, 999],
      [100, 999],
    ],
    sub: { a: [200, 999], b: [100, 999] },
    mul: [
      [12, 99],
      [2, 12],
    ],
    div: { divisor: [2, 12], quotient: [10, 99] },
  },
};

const draw = (rng: Rng, [lo, hi]: Range) => lo + Math.floor(rng() * (hi - lo + 1));

function problem(op: MathProblem["op"], difficulty: Difficulty, rng: Rng): MathProblem {
  const level = mathLevels[difficulty];
  if (op === "+") {
    const a = draw(rng, level.add[0]);
    const b = draw(rng, level.add[1]);
    return { a, op, b, answer: a + b };
  }
  if (op === "-") {
    const a = draw(rng, level.sub.a);
    // The number taken away is never more than the first: no negative answers.
    const b = draw(rng, [Math.min(level.sub.b[0], a), Math.min(level.sub.b[1], a)]);
    return { a, op, b, answer: a - b };
  }
  if (op === "×") {
    const a = draw(rng, level.mul[0]);
    const b = draw(rng, level.mul[1]);
    return { a, op, b, answer: a * b };
  }
  // Division made from its answer: the dividend is divisor times quotient, so no remainder.
  const b = draw(rng, level.div.divisor);
  const answer = draw(rng, level.div.quotient);
  return { a: b * answer, op, b, answer };
}

const opsOf: Record<Operation, (d: Difficulty) => Array<MathProblem["op"]>> = {
  addition: () => ["+"],
  subtraction: () => ["-"],
  multiplication: () => ["×"],
  division: () => ["÷"],
  // The youngest mix adding and taking away only.
  mixed: (d) => (d === "easy" ? ["+", "-"] : ["+", "-", "×", "÷"]),
};

/** The worksheet's problems: no problem twice, a mixed sheet going round its operations in turn. */
export function makeMathWorksheet(opts: {
  difficulty: Difficulty;
  seed: number;
  operation: Operation;
}): MathWorksheetPuzzle {
  const rng = mulberry32(opts.seed);
  const ops = opsOf[opts.operation](opts.difficulty);
  const count = mathLevels[opts.difficulty].problems;
  const seen = new Set<string>();
  const problems: MathProblem[] = [];
  for (let tries = 0; problems.length < count && tries < count * 50; tries++) {
    const op = ops.length > 1 ? (ops[problems.length % ops.length] as MathProblem["op"]) : pick(rng, ops);
    const p = problem(op, opts.difficulty, rng);
    const key = `${p.a}${p.op}${p.b}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(p);
  }
  return { type: "math-worksheet", problems };
}
