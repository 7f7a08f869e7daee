import { r2 } from "../../sketch/random.js";
import { GlyphSet } from "../glyphs.js";
import type { PrintOptions } from "../kind.js";
import { contentBox, type Sheet, svgDocument, themePicture, title } from "../page.js";
import { type ActivityPage, pageTitle } from "../pages.js";
import { isLargePrint, largeCell, printOf, sheetPt } from "../print-scale.js";
import type { Difficulty } from "../types.js";
import { makeSudoku, sudokuSize } from "./sudoku.js";

/** A digit's size as a share of its cell. */
const DIGIT_SHARE = 0.6;
/** The room the theme pictures take under the grid. */
const PICTURES = 90;

/**
 * One big grid with its boxes ruled thick; the key fills the empty cells in colour. Large print
 * keeps cells at 0.4 in and digits at 16 pt at the printed size: the theme pictures give way when
 * the grid needs their room, and on a page too small for nine 0.4 in cells (a book trim under
 * about 5.5 in wide) the grid takes the whole page and its digits stay at 16 pt.
 */
export function sudokuPage(
  sheet: Sheet,
  values: Record<string, string | undefined>,
  difficulty: Difficulty,
  seed: number,
  _print: PrintOptions = {},
): ActivityPage {
  const { level: _level, ...made } = makeSudoku({ size: sudokuSize(values.size), difficulty, seed });
  const large = isLargePrint(values);
  const puzzle = { ...made, print: printOf(values) };
  const box = contentBox(sheet, true);
  const n = puzzle.size;
  const share = n === 9 ? 1 : 0.86;
  const sideWith = (pic: number) => Math.min(box.w, box.h - pic) * share;
  const least = largeCell(sheet, DIGIT_SHARE);
  // Large print: the children's grids may grow past their usual share of the page to keep 0.4 in.
  const pic = values.theme && (!large || sideWith(PICTURES) / n >= least) ? PICTURES : 0;
  const side = large ? Math.min(Math.max(sideWith(pic), least * n), Math.min(box.w, box.h - pic)) : sideWith(pic);
  const cell = side / n;
  const x0 = box.x + (box.w - side) / 2;
  const y0 = box.y + (box.h - pic - side) / 2;
  let lines = "";
  for (let i = 0; i <= n; i++) {
    const thick = i % puzzle.box[0] === 0;
    const thickV = i % puzzle.box[1] === 0;
    lines += `<line x1="${r2(x0)}" y1="${r2(y0 + i * cell)}" x2="${r2(x0 + side)}" y2="${r2(y0 + i * cell)}" stroke-width="${thick ? 7 : 2.5}"/>`;
    lines += `<line x1="${r2(x0 + i * cell)}" y1="${r2(y0)}" x2="${r2(x0 + i * cell)}" y2="${r2(y0 + side)}" stroke-width="${thickV ? 7 : 2.5}"/>`;
  }
  const ruled = `<g stroke="#000" stroke-linecap="square">${lines}</g>`;
  const digit = large ? Math.max(cell * DIGIT_SHARE, 16.05 / sheetPt(sheet)) : cell * DIGIT_SHARE;
  const glyphs = new GlyphSet(digit, "d");
  let givens = "";
  let answers = "";
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      const cx = x0 + (c + 0.5) * cell;
      const cy = y0 + (r + 0.5) * cell;
      const given = puzzle.givens[r]?.[c] as number;
      if (given) givens += glyphs.place(String(given), cx, cy);
      else answers += glyphs.place(String(puzzle.solution[r]?.[c]), cx, cy, "#e11d48");
    }
  const pictures = pic
    ? [0.2, 0.5, 0.8]
        .map((f, i) => themePicture(values.theme, box.x + box.w * f, box.y + box.h - pic / 2, pic * 0.8, seed + i))
        .join("")
    : "";
  const heading = title(sheet, pageTitle("Sudoku", values));
  const body = (extra: string) => heading + ruled + glyphs.markup() + givens + extra + pictures;
  return { puzzle, svg: svgDocument(sheet, body("")), answerSvg: svgDocument(sheet, body(answers)) };
}
