import { describe, expect, it } from "vitest";
import { MIN_FONT_PT, MIN_STROKE_PT, safeArea, trims } from "../../../engine/books/kdp.js";
import { drawActivity } from "../../../server/activities/index.js";
import {
  makeMathWorksheet,
  mathLevels,
  type Operation,
} from "../../../server/activities/math-worksheet/math-worksheet.js";
import { mathLayout } from "../../../server/activities/math-worksheet/math-worksheet-page.js";
import { sheetFor } from "../../../server/activities/page.js";
import { strokeWidthsPt } from "../../../server/activities/print-scale.js";
import type { Difficulty, PuzzleOf } from "../../../server/activities/types.js";
import { fitRect, PT } from "../../../server/books/render.js";
import { parseSvg } from "../../../server/svg/tree.js";

type Worksheet = PuzzleOf<"math-worksheet">;
const levels: Difficulty[] = ["easy", "medium", "hard"];
const operations: Operation[] = ["addition", "subtraction", "multiplication", "division", "mixed"];

function placedPt(trim: (typeof trims)[number], page: "square" | "portrait"): number {
  const sheet = sheetFor(page);
  const safe = safeArea(trim, false, 828, 1);
  const at = fitRect({ ...safe, height: safe.height - 0.3 }, sheet.width, sheet.height);
  return (at.width * PT) / sheet.width;
}

/** Grade limits written here, apart from the generator's table: the largest operand and answer for each level. */
const limits: Record<
  Difficulty,
  { add: number; sub: number; mulFactor: [number, number]; quotient: number; divisor: number }
> = {
  easy: { add: 10, sub: 20, mulFactor: [5, 5], quotient: 5, divisor: 5 },
  medium: { add: 99, sub: 99, mulFactor: [10, 10], quotient: 10, divisor: 10 },
  hard: { add: 999, sub: 999, mulFactor: [99, 12], quotient: 99, divisor: 12 },
};

/** This file's own arithmetic: each answer recomputed, never negative, never a remainder, within the grade. */
function problems(w: Worksheet, difficulty: Difficulty): string[] {
  const out: string[] = [];
  const lim = limits[difficulty];
  for (const p of w.problems) {
    const at = `${p.a} ${p.op} ${p.b} = ${p.answer}`;
    if (![p.a, p.b, p.answer].every((n) => Number.isInteger(n) && n >= 0)) out.push(`${at}: not a whole number`);
    if (p.op === "+" && (p.answer !== p.a + p.b || p.a > lim.add || p.b > lim.add)) out.push(at);
    if (p.op === "-" && (p.answer !== p.a - p.b || p.a > lim.sub)) out.push(at);
    if (p.op === "×" && (p.answer !== p.a * p.b || p.a > lim.mulFactor[0] || p.b > lim.mulFactor[1])) out.push(at);
    if (p.op === "÷") {
      if (p.b === 0 || p.a % p.b !== 0) out.push(`${at}: remainder`);
      else if (p.answer !== p.a / p.b || p.answer > lim.quotient || p.b > lim.divisor) out.push(at);
    }
  }
  const keys = w.problems.map((p) => `${p.a}${p.op}${p.b}`);
  if (new Set(keys).size !== keys.length) out.push("a problem twice");
  return out;
}

describe("math worksheets: every answer right, none negative, no remainders", () => {
  for (const difficulty of levels)
    it(`${difficulty}: 200 seeds of each operation`, () => {
      const found: string[] = [];
      for (const operation of operations)
        for (let seed = 1; seed <= 200; seed++) {
          const w = makeMathWorksheet({ difficulty, seed, operation });
          if (w.problems.length !== mathLevels[difficulty].problems)
            found.push(`${operation} ${seed}: ${w.problems.length}`);
          const ops = new Set(w.problems.map((p) => p.op));
          const want = { addition: "+", subtraction: "-", multiplication: "×", division: "÷", mixed: "" }[operation];
          if (want && (ops.size !== 1 || !ops.has(want as never))) found.push(`${operation} ${seed}: ${[...ops]}`);
          if (operation === "mixed" && ops.size !== (difficulty === "easy" ? 2 : 4))
            found.push(`mixed ${seed}: ${[...ops]}`);
          found.push(...problems(w, difficulty).map((e) => `${operation} ${seed}: ${e}`));
        }
      expect(found).toEqual([]);
    });

  it("harder levels use bigger numbers", () => {
    const biggest = (d: Difficulty) =>
      Math.max(
        ...Array.from({ length: 20 }, (_, s) =>
          makeMathWorksheet({ difficulty: d, seed: s, operation: "addition" }).problems.map((p) => p.a),
        ).flat(),
      );
    expect(biggest("easy")).toBeLessThanOrEqual(10);
    expect(biggest("medium")).toBeGreaterThan(50);
    expect(biggest("hard")).toBeGreaterThan(500);
  });
});

/** The digits a page draws in a colour, in the order drawn, read back from its glyph references. */
const digitsDrawn = (svg: string, fill: string) =>
  [...svg.matchAll(/<use xlink:href="#n(\d+)"[^>]*fill="([^"]+)"/g)]
    .filter((m) => m[2] === fill)
    .map((m) => String.fromCharCode(Number(m[1])));

describe("math worksheet pages", () => {
  for (const page of ["square", "portrait"] as const)
    for (const difficulty of levels)
      it(`${page} ${difficulty}: the page shows each problem's numbers and the key each answer`, () => {
        const d = drawActivity({ type: "math-worksheet", page, difficulty, operation: "mixed" }, 8);
        const w = d.puzzle as Worksheet;
        const sorted = (xs: string[]) => [...xs].sort().join("");
        // Every digit of every a and b on the page, every digit of every answer in red on the key only.
        expect(sorted(digitsDrawn(d.svg, "#000"))).toBe(sorted(w.problems.flatMap((p) => [...`${p.a}${p.b}`])));
        expect(digitsDrawn(d.svg, "#e11d48")).toEqual([]);
        expect(digitsDrawn(d.answerSvg, "#e11d48").join("")).toBe(
          w.problems.map((p) => [...String(p.answer)].reverse().join("")).join(""),
        );
        expect(problems(w, difficulty)).toEqual([]);
      });

  const smallTrim = trims.reduce((a, b) => (placedPt(b, "square") < placedPt(a, "square") ? b : a));
  for (const page of ["square", "portrait"] as const)
    it(`${page}: digits at 7 pt or more, lines at 0.75 pt or more, on ${smallTrim}; big at letter size`, () => {
      const pt = placedPt(smallTrim, page);
      for (const difficulty of levels)
        for (const operation of ["addition", "division", "mixed"]) {
          const d = drawActivity({ type: "math-worksheet", page, difficulty, operation }, 3, { pt });
          const layout = mathLayout(sheetFor(page, pt), (d.puzzle as Worksheet).problems);
          expect(layout.type * pt).toBeGreaterThanOrEqual(MIN_FONT_PT);
          // At 8.5x11 the digits are school-book size: 14 pt or more.
          expect(layout.type * placedPt("8.5x11", page), `${difficulty} ${operation}`).toBeGreaterThanOrEqual(14);
          for (const svg of [d.svg, d.answerSvg])
            expect(Math.min(...strokeWidthsPt(parseSvg(svg), pt))).toBeGreaterThanOrEqual(MIN_STROKE_PT);
        }
    });
});
