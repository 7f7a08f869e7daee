import { MIN_FONT_PT } from "../../../engine/books/kdp.js";
import { r2 } from "../../sketch/random.js";
import { GlyphSet } from "../glyphs.js";
import type { PrintOptions } from "../kind.js";
import { ANSWER_INK, type Box, contentBox, type Sheet, svgDocument, text, themePicture, title } from "../page.js";
import { type ActivityPage, pageTitle } from "../pages.js";
import { isLargePrint, largeCell, printOf, sheetPt, typeAtLeast } from "../print-scale.js";
import type { Difficulty } from "../types.js";
import { ALPHABET, type CryptogramPuzzle, codeKind, makeCryptogram, userMessage } from "./cryptogram.js";
import { symbolSvg } from "./symbols.js";

/** Type in a cell, as a share of the cell's width: a letter, and a number of up to two digits. */
export const TYPE_SHARE = 0.46;
const MAX_CELL = 88;
const TABLE_ROW = 1.5;
const TABLE_GAP = 0.3;
/** A message line: the symbol, the writing line under it, the gap to the next line (in cells). */
const LINE_PITCH = 2.3;
const WRITE_AT = 1.72;
const WORD_GAP = 0.6;
const MARK_W = 0.45;

/** The smallest cell (units) for this sheet: 7 pt type, or large print's 16 pt and 0.4 in. */
function leastCell(sheet: Sheet, large: boolean): number {
  const pt = sheetPt(sheet);
  return large ? largeCell(sheet, TYPE_SHARE) : (MIN_FONT_PT + 0.05) / pt / TYPE_SHARE;
}

export interface CryptogramLayout {
  /** The code table's letters and its cell width. */
  table: { letters: string[]; cols: number; cell: number; x: number; y: number; h: number };
  /** The message's cell width and its lines: each character with its cell's left edge. */
  message: { cell: number; lines: Array<Array<{ ch: string; x: number }>>; y: number };
  area: Box;
  /** Whether the message fits the page at this size (else a shorter one is chosen). */
  fits: boolean;
}

const isLetter = (ch: string) => ch >= "A" && ch <= "Z";

/** The message broken into lines of words that fit `width` at cell size `c`, each character placed. */
function wrap(message: string, c: number, width: number): Array<Array<{ ch: string; x: number }>> | null {
  const lines: Array<Array<{ ch: string; x: number }>> = [];
  let line: Array<{ ch: string; x: number }> = [];
  let x = 0;
  for (const word of message.split(" ")) {
    const w = [...word].reduce((a, ch) => a + (isLetter(ch) ? c : MARK_W * c), 0);
    if (w > width) return null;
    if (line.length && x + WORD_GAP * c + w > width) {
      lines.push(line);
      line = [];
      x = 0;
    }
    if (line.length) x += WORD_GAP * c;
    for (const ch of word) {
      line.push({ ch, x });
      x += isLetter(ch) ? c : MARK_W * c;
    }
  }
  if (line.length) lines.push(line);
  return lines;
}

export function cryptogramLayout(sheet: Sheet, text: string, large: boolean): CryptogramLayout {
  const box = contentBox(sheet, true);
  const area = { ...box, y: box.y + 56, h: box.h - 56 };
  const least = leastCell(sheet, large);
  // Large print lists only the message's letters, each in a bigger cell; otherwise the alphabet.
  const letters = large ? [...new Set(text.replace(/[^A-Z]/g, ""))].sort() : [...ALPHABET];
  const cols = Math.max(1, Math.min(13, letters.length, Math.floor(area.w / least)));
  const cell = Math.min(area.w / cols, Math.max(MAX_CELL, least));
  const rows = Math.ceil(letters.length / cols);
  const tableH = rows * TABLE_ROW * cell + (rows - 1) * TABLE_GAP * cell;
  const table = { letters, cols, cell, x: area.x + (area.w - cols * cell) / 2, y: area.y, h: tableH };
  const room = area.h - tableH - 50;
  let mc = Math.max(large ? MAX_CELL * 1.35 : MAX_CELL, least);
  let lines = wrap(text, mc, area.w);
  while (mc > least && (!lines || lines.length * LINE_PITCH * mc - 0.4 * mc > room)) {
    mc *= 0.97;
    lines = wrap(text, Math.max(mc, least), area.w);
  }
  mc = Math.max(mc, least);
  const fits = lines !== null && lines.length * LINE_PITCH * mc - 0.4 * mc <= room;
  // Too big even at the least size (large print on a small square page): smaller, down to 7 pt,
  // rather than off the page.
  const floor = leastCell(sheet, false);
  while (!fits && mc > floor && (!lines || lines.length * LINE_PITCH * mc - 0.4 * mc > room)) {
    mc = Math.max(floor, mc * 0.97);
    lines = wrap(text, mc, area.w);
  }
  lines ??= wrap(text, mc, Number.POSITIVE_INFINITY) ?? [];
  const used = lines.length * LINE_PITCH * mc - 0.4 * mc;
  return {
    table,
    message: { cell: mc, lines, y: area.y + tableH + 50 + Math.max(0, (room - used) / 2) },
    area,
    fits,
  };
}

/** What a symbol looks like in a cell of width `c` centred on (cx, cy). */
function drawSymbol(puzzle: CryptogramPuzzle, symbol: string, cx: number, cy: number, c: number, glyphs: GlyphSet) {
  if (puzzle.code === "pictures") return symbolSvg(symbol, cx, cy, c * 0.62, Math.max(2.5, c * 0.06));
  if (puzzle.code === "letters") return glyphs.place(symbol, cx, cy);
  return text(symbol, c * TYPE_SHARE, cx, cy + c * TYPE_SHARE * 0.36);
}

/** A code table (each letter over its symbol) above the message in code, a writing line under each symbol. */
export function cryptogramPage(
  sheet: Sheet,
  values: Record<string, string | undefined>,
  difficulty: Difficulty,
  seed: number,
  _print: PrintOptions = {},
): ActivityPage {
  const large = isLargePrint(values);
  const puzzle = makeCryptogram({
    difficulty,
    seed,
    code: codeKind(values.code),
    theme: values.theme,
    message: userMessage(values.text),
    // A built-in message too long for the page at its print size gives way to a shorter one.
    fits: (text) => cryptogramLayout(sheet, text, large).fits,
  });
  const { table, message, area } = cryptogramLayout(sheet, puzzle.message, large);
  const symbolOf = new Map(puzzle.cipher.map((c) => [c.letter, c.symbol]));
  const given = new Set(puzzle.given);
  const tc = table.cell;
  const mc = message.cell;
  const tableGlyphs = new GlyphSet(tc * TYPE_SHARE, "t");
  const msgGlyphs = new GlyphSet(mc * TYPE_SHARE, "m");
  let grid = "";
  let tableInk = "";
  let tableKey = "";
  table.letters.forEach((letter, i) => {
    // A short last row is centred under the others.
    const row = Math.floor(i / table.cols);
    const inRow = Math.min(table.cols, table.letters.length - row * table.cols);
    const x = table.x + ((table.cols - inRow) * tc) / 2 + (i % table.cols) * tc;
    const y = table.y + Math.floor(i / table.cols) * (TABLE_ROW + TABLE_GAP) * tc;
    grid += `<rect x="${r2(x)}" y="${r2(y)}" width="${r2(tc)}" height="${r2(tc * TABLE_ROW)}"/>`;
    grid += `<line x1="${r2(x)}" y1="${r2(y + tc * 0.62)}" x2="${r2(x + tc)}" y2="${r2(y + tc * 0.62)}"/>`;
    tableInk += tableGlyphs.place(letter, x + tc / 2, y + tc * 0.31);
    const symbol = symbolOf.get(letter) as string;
    const cy = y + tc * (0.62 + (TABLE_ROW - 0.62) / 2);
    const drawn = drawSymbol(puzzle, symbol, x + tc / 2, cy, tc * 0.9, tableGlyphs);
    if (given.has(letter)) tableInk += drawn;
    else tableKey += recolor(drawn);
  });
  let lines = "";
  let codeInk = "";
  let answers = "";
  message.lines.forEach((line, li) => {
    const y = message.y + li * LINE_PITCH * mc;
    const width = (line.at(-1)?.x ?? 0) + mc;
    const x0 = area.x + (area.w - width) / 2;
    for (const { ch, x } of line) {
      if (!isLetter(ch)) {
        codeInk += text(ch, mc * TYPE_SHARE, x0 + x + (MARK_W * mc) / 2, y + WRITE_AT * mc - mc * 0.12);
        continue;
      }
      codeInk += drawSymbol(puzzle, symbolOf.get(ch) as string, x0 + x + mc / 2, y + mc * 0.5, mc, msgGlyphs);
      lines += `<line x1="${r2(x0 + x + mc * 0.1)}" y1="${r2(y + WRITE_AT * mc)}" x2="${r2(x0 + x + mc * 0.9)}" y2="${r2(y + WRITE_AT * mc)}"/>`;
      answers += msgGlyphs.place(ch, x0 + x + mc / 2, y + WRITE_AT * mc - mc * 0.36, ANSWER_INK);
    }
  });
  const line = Math.max(2.5, tc * 0.04);
  const drawnGrid = `<g fill="none" stroke="#000" stroke-width="${r2(line)}">${grid}</g>`;
  const writing = `<g stroke="#000" stroke-width="${r2(Math.max(3, mc * 0.05))}" stroke-linecap="round">${lines}</g>`;
  const hard = difficulty === "hard";
  const instruction = text(
    hard
      ? `Each ${puzzle.code === "letters" ? "letter" : puzzle.code === "numbers" ? "number" : "picture"} stands for one letter. The table gives ${puzzle.given.length}: find the rest!`
      : "Use the code to read the secret message.",
    typeAtLeast(sheet, hard ? 24 : 30),
    sheet.width / 2,
    area.y - 22,
  );
  const bottom = message.y + message.lines.length * LINE_PITCH * mc;
  const spare = area.y + area.h - bottom;
  const pic = spare > 170 ? Math.min(150, spare - 30) : 0;
  const pictures = pic
    ? [0.2, 0.5, 0.8]
        .map((f, i) => themePicture(values.theme, area.x + area.w * f, area.y + area.h - pic / 2, pic * 0.85, seed + i))
        .join("")
    : "";
  const name = puzzle.code === "letters" ? "Cryptogram" : "Secret Code";
  const heading = title(sheet, pageTitle(name, values));
  const body = (extra: string) =>
    heading +
    instruction +
    drawnGrid +
    writing +
    tableGlyphs.markup() +
    msgGlyphs.markup() +
    tableInk +
    codeInk +
    pictures +
    extra;
  return {
    // The request's print, as the puzzle records it (docs/api.md, "Puzzles and activities").
    puzzle: { ...puzzle, print: printOf(values) },
    svg: svgDocument(sheet, body("")),
    answerSvg: svgDocument(sheet, body(tableKey + answers)),
  };
}

/** A symbol drawn in the key's colour: filled shapes and type red, outlines red. */
const recolor = (markup: string) => markup.replaceAll('"#000"', `"${ANSWER_INK}"`);
