import { MIN_FONT_PT } from "../../../engine/books/kdp.js";
import { r2 } from "../../sketch/random.js";
import { GlyphSet } from "../glyphs.js";
import type { PrintOptions } from "../kind.js";
import { ANSWER_INK, type Box, contentBox, type Sheet, svgDocument, text, title } from "../page.js";
import type { ActivityPage } from "../pages.js";
import { sheetPt } from "../print-scale.js";
import type { Difficulty } from "../types.js";
import { type MathProblem, makeMathWorksheet, type Operation, operationOf } from "./math-worksheet.js";

/** A digit's advance, as a share of the type size (the digits are placed one by one, in columns). */
const DIGIT = 0.62;
const MAX_TYPE = 84;

const titles: Record<Operation, string> = {
  addition: "Addition Practice",
  subtraction: "Subtraction Practice",
  multiplication: "Multiplication Practice",
  division: "Division Practice",
  mixed: "Math Practice",
};

export interface MathLayout {
  cols: number;
  rows: number;
  /** The digits' type size (units). */
  type: number;
  cell: { w: number; h: number };
  area: Box;
}

const digits = (n: number) => String(n).length;

/** How wide a problem is, in digits: the longest number plus the sign (or the divisor and its bracket). */
function widthInDigits(p: MathProblem): number {
  if (p.op === "÷") return digits(p.b) + 0.9 + Math.max(digits(p.a), digits(p.answer));
  return Math.max(digits(p.a), digits(p.b) + 1.3, digits(p.answer));
}

/** The grid of problems with the biggest type the page allows (rows of a sheet, columns by its width). */
export function mathLayout(sheet: Sheet, problems: MathProblem[]): MathLayout {
  const box = contentBox(sheet, true);
  const area = { ...box, y: box.y + 40, h: box.h - 40 };
  const wide = Math.max(...problems.map(widthInDigits));
  let best: MathLayout | null = null;
  for (let cols = 2; cols <= 6; cols++) {
    const rows = Math.ceil(problems.length / cols);
    const w = area.w / cols;
    const h = area.h / rows;
    // A problem: a label line, two lines of numbers, the rule and the answer's line, with room round it.
    const type = Math.min((w * 0.8) / ((wide + 0.8) * DIGIT), h / 4.6, MAX_TYPE);
    if (!best || type > best.type + 0.5) best = { cols, rows, type, cell: { w, h }, area };
  }
  return best as MathLayout;
}

/** A line or a sign drawn as strokes: no font needed for + - × . */
function sign(op: MathProblem["op"], cx: number, cy: number, s: number): string {
  const h = s / 2;
  if (op === "+") return `M${r2(cx - h)} ${r2(cy)}H${r2(cx + h)}M${r2(cx)} ${r2(cy - h)}V${r2(cy + h)}`;
  if (op === "-") return `M${r2(cx - h)} ${r2(cy)}H${r2(cx + h)}`;
  const d = h * 0.8;
  return `M${r2(cx - d)} ${r2(cy - d)}L${r2(cx + d)} ${r2(cy + d)}M${r2(cx + d)} ${r2(cy - d)}L${r2(cx - d)} ${r2(cy + d)}`;
}

/** Problems in columns, written the way school writes them; the key fills every answer in. */
export function mathWorksheetPage(
  sheet: Sheet,
  values: Record<string, string | undefined>,
  difficulty: Difficulty,
  seed: number,
  _print: PrintOptions = {},
): ActivityPage {
  const operation = operationOf(values.operation);
  const puzzle = makeMathWorksheet({ difficulty, seed, operation });
  const layout = mathLayout(sheet, puzzle.problems);
  const { cols, type: f, cell, area } = layout;
  const glyphs = new GlyphSet(f, "n");
  const dw = f * DIGIT;
  const label = Math.max(f * 0.42, (MIN_FONT_PT + 0.05) / sheetPt(sheet), 18);
  const wide = Math.max(...puzzle.problems.map(widthInDigits));
  let ink = "";
  let strokes = "";
  let labels = "";
  let answers = "";
  /** A number's digits, right-aligned to `right`, centred on the line at `cy`. */
  const number = (n: number, right: number, cy: number, fill = "#000") =>
    [...String(n)]
      .reverse()
      .map((ch, i) => glyphs.place(ch, right - (i + 0.5) * dw, cy, fill))
      .join("");
  puzzle.problems.forEach((p, i) => {
    const cx = area.x + (i % cols) * cell.w + cell.w / 2;
    const top = area.y + Math.floor(i / cols) * cell.h;
    // Every problem's right edge at the same place in its cell, so the columns line up.
    const right = cx + ((wide + 0.8) * dw) / 2 - 0.4 * dw;
    const left = right - wide * dw;
    labels += text(`${i + 1}.`, label, cx - cell.w / 2 + label * 1.1, top + f * 0.45 + label * 0.4);
    const y1 = top + f * 1.35;
    if (p.op === "÷") {
      // The long division bracket: the divisor, a curve down the dividend's left, a bar over it.
      const inner = Math.max(digits(p.a), digits(p.answer)) * dw;
      const barL = right - inner - dw * 0.25;
      const y = y1 + f * 1.1;
      ink += number(p.b, barL - dw * 0.45, y);
      ink += number(p.a, right, y);
      strokes += `M${r2(barL)} ${r2(y - f * 0.62)}H${r2(right + dw * 0.1)}`;
      strokes += `M${r2(barL)} ${r2(y - f * 0.62)}Q${r2(barL + dw * 0.35)} ${r2(y)} ${r2(barL)} ${r2(y + f * 0.6)}`;
      answers += number(p.answer, right, y - f * 1.15, ANSWER_INK);
      return;
    }
    const y2 = y1 + f * 1.1;
    ink += number(p.a, right, y1);
    ink += number(p.b, right, y2);
    strokes += sign(p.op, left + dw * 0.35, y2, f * 0.5);
    strokes += `M${r2(left - dw * 0.1)} ${r2(y2 + f * 0.62)}H${r2(right + dw * 0.1)}`;
    answers += number(p.answer, right, y2 + f * 1.25, ANSWER_INK);
  });
  const line = Math.max(3, f * 0.07);
  const drawn = `<path d="${strokes}" fill="none" stroke="#000" stroke-width="${r2(line)}" stroke-linecap="round"/>`;
  const heading = title(sheet, titles[operation]);
  const nameLine = text(
    "Name ____________________     Date ____________",
    Math.max(24, label),
    sheet.width / 2,
    area.y - 12,
  );
  const body = (extra: string) => heading + nameLine + drawn + glyphs.markup() + ink + labels + extra;
  return { puzzle, svg: svgDocument(sheet, body("")), answerSvg: svgDocument(sheet, body(answers)) };
}
