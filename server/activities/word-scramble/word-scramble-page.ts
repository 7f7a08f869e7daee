import { MIN_FONT_PT } from "../../../engine/books/kdp.js";
import { r2 } from "../../sketch/random.js";
import { GlyphSet } from "../glyphs.js";
import type { PrintOptions } from "../kind.js";
import { ANSWER_INK, type Box, contentBox, type Sheet, svgDocument, text, themePicture, title } from "../page.js";
import { type ActivityPage, pageTitle } from "../pages.js";
import { isLargePrint, largeCell, printOf, sheetPt, typeAtLeast } from "../print-scale.js";
import type { Difficulty } from "../types.js";
import { makeWordScramble, scrambleLevels, userScrambleWords, type WordScramblePuzzle } from "./word-scramble.js";

/** The key's colour, as the other keys'. */
/** A letter's size in its tile, as a share of the tile. */
export const LETTER_SHARE = 0.62;
/** The biggest tile drawn (units): bigger reads as a poster, not a worksheet. */
const MAX_CELL = 84;
const PITCH = 1.15;
const LABEL = 1.1;
const COL_GAP = 0.6;
/** A word's block: its tiles, a gap, its answer slots, then the gap to the next block, in cells. */
const BLOCK = 2.3;
const ROW_GAP = 0.8;

export interface ScrambleLayout {
  cell: number;
  cols: number;
  rows: number;
  /** Letter size (units) on the tiles and in the key. */
  letter: number;
  /** Where the words go, under the instruction line. */
  area: Box;
}

/** Columns and tile size that make `n` words of at most `longest` letters as big as the page allows. */
export function scrambleLayout(sheet: Sheet, n: number, longest: number, least = 0): ScrambleLayout {
  const box = contentBox(sheet, true);
  const area = { ...box, y: box.y + 56, h: box.h - 56 };
  let best: ScrambleLayout | null = null;
  for (let cols = 1; cols <= 3; cols++) {
    const rows = Math.ceil(n / cols);
    const byWidth = area.w / (cols * (LABEL + longest * PITCH) + (cols - 1) * COL_GAP);
    const byHeight = area.h / (rows * (BLOCK + ROW_GAP) - ROW_GAP);
    const cell = Math.min(byWidth, byHeight, Math.max(MAX_CELL, least));
    if (!best || cell > best.cell + 0.5) best = { cell, cols, rows, letter: cell * LETTER_SHARE, area };
  }
  return best as ScrambleLayout;
}

/** Each word's scrambled letters on tiles with a slot per letter under them; the key writes the word in. */
export function wordScramblePage(
  sheet: Sheet,
  values: Record<string, string | undefined>,
  difficulty: Difficulty,
  seed: number,
  _print: PrintOptions = {},
): ActivityPage {
  const large = isLargePrint(values);
  const words = userScrambleWords(values.words, difficulty);
  // Tiles no smaller than 7 pt letters need, or large print's 0.4 in and 16 pt: fewer and
  // shorter words rather than smaller ones.
  const minCell = large ? largeCell(sheet, LETTER_SHARE) : (MIN_FONT_PT + 0.05) / sheetPt(sheet) / LETTER_SHARE;
  const box = contentBox(sheet, true);
  const maxLetters = Math.max(3, Math.floor((box.w / minCell - LABEL) / PITCH));
  let count = words?.length ?? scrambleLevels[difficulty].words;
  const make = () => makeWordScramble({ difficulty, seed, theme: values.theme, words, count, maxLetters });
  const layoutOf = (p: WordScramblePuzzle) =>
    scrambleLayout(sheet, p.words.length, Math.max(...p.words.map((w) => w.word.length)), minCell);
  let puzzle = make();
  let layout = layoutOf(puzzle);
  while (layout.cell < minCell && count > 1) {
    count--;
    puzzle = make();
    layout = layoutOf(puzzle);
  }
  const { cell, cols, rows, area } = layout;
  const longest = Math.max(...puzzle.words.map((w) => w.word.length));
  const colW = (LABEL + longest * PITCH) * cell;
  const usedW = cols * colW + (cols - 1) * COL_GAP * cell;
  const x0 = area.x + (area.w - usedW) / 2;
  // Spare height spreads between the rows, up to a block's height; what remains holds theme pictures.
  const blockH = BLOCK * cell;
  const minStep = (BLOCK + ROW_GAP) * cell;
  const step = rows > 1 ? Math.min((area.h - blockH) / (rows - 1), minStep * 1.6) : minStep;
  const usedH = blockH + (rows - 1) * step;
  const pic = area.h - usedH > 170 ? Math.min(150, area.h - usedH - 30) : 0;
  const y0 = area.y + (area.h - pic - usedH) / 2;
  const glyphs = new GlyphSet(layout.letter, "s");
  const label = typeAtLeast(sheet, Math.min(cell * 0.58, 40));
  let tiles = "";
  let letters = "";
  let slots = "";
  let labels = "";
  let answers = "";
  puzzle.words.forEach((w, i) => {
    const col = Math.floor(i / rows);
    const row = i % rows;
    const bx = x0 + col * (colW + COL_GAP * cell);
    const by = y0 + row * step;
    labels += text(`${i + 1}.`, label, bx + cell * 0.5, by + cell * 0.5 + label * 0.36);
    [...w.scrambled].forEach((ch, k) => {
      const x = bx + (LABEL + k * PITCH) * cell;
      tiles += `<rect x="${r2(x)}" y="${r2(by)}" width="${r2(cell)}" height="${r2(cell)}" rx="${r2(cell * 0.18)}"/>`;
      letters += glyphs.place(ch, x + cell / 2, by + cell / 2);
    });
    [...w.word].forEach((ch, k) => {
      const x = bx + (LABEL + k * PITCH) * cell;
      const y = by + blockH;
      slots += `<line x1="${r2(x + cell * 0.06)}" y1="${r2(y)}" x2="${r2(x + cell * 0.94)}" y2="${r2(y)}"/>`;
      answers += glyphs.place(ch, x + cell / 2, y - cell * 0.5, ANSWER_INK);
    });
  });
  const line = Math.max(2.5, cell * 0.05);
  const drawn =
    `<g fill="none" stroke="#000" stroke-width="${r2(line)}">${tiles}</g>` +
    `<g stroke="#000" stroke-width="${r2(line * 1.3)}" stroke-linecap="round">${slots}</g>`;
  const instruction = text(
    "Unscramble the letters to spell each word.",
    typeAtLeast(sheet, 30),
    sheet.width / 2,
    area.y - 22,
  );
  const pictures = pic
    ? [0.2, 0.5, 0.8]
        .map((f, i) => themePicture(values.theme, area.x + area.w * f, area.y + area.h - pic / 2, pic * 0.85, seed + i))
        .join("")
    : "";
  const heading = title(sheet, pageTitle("Word Scramble", values));
  const body = (extra: string) => heading + instruction + drawn + glyphs.markup() + letters + labels + pictures + extra;
  return {
    // The request's print, as the puzzle records it (docs/api.md, "Puzzles and activities").
    puzzle: { ...puzzle, print: printOf(values) },
    svg: svgDocument(sheet, body("")),
    answerSvg: svgDocument(sheet, body(answers)),
  };
}
