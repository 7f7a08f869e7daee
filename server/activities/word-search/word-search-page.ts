import { r2 } from "../../sketch/random.js";
import { textWidth } from "../../sketch/text.js";
import { GlyphSet } from "../glyphs.js";
import type { PrintOptions } from "../kind.js";
import { type Box, contentBox, type Sheet, svgDocument, text, title } from "../page.js";
import { type ActivityPage, pageTitle } from "../pages.js";
import { isLargePrint, largeCell, printOf, sheetPt } from "../print-scale.js";
import type { Difficulty, PuzzleOf } from "../types.js";
import { largePrintLevels, makeWordSearch, userWords } from "./word-search.js";

/** The key's highlight: #e11d48 at 35 % over white, as one opaque colour. */
const ANSWER_TINT = "#f5b0bf";

/** A grid letter's size as a share of its cell. */
const LETTER_SHARE = 0.62;
/** The smallest large-print grid: a page too small for it keeps the grid and its cells shrink. */
const LARGE_MIN_SIZE = 5;

type WordSearchPuzzle = PuzzleOf<"word-search">;

/** Where the grid and its word list go: the grid's cell and corner, and the list's columns and type. */
interface SearchLayout {
  cell: number;
  side: number;
  x0: number;
  y0: number;
  columns: number;
  listSize: number;
  lineH: number;
  /** Baseline of the list's first row. */
  listY: number;
}

/** Standard print: the grid as big as the page allows above a list of 28-unit words in 3 columns. */
function standardLayout(box: Box, n: number, words: number): SearchLayout {
  const columns = 3;
  const listH = Math.ceil(words / columns) * 40 + 30;
  const side = Math.min(box.w, box.h - listH);
  return {
    cell: side / n,
    side,
    x0: box.x + (box.w - side) / 2,
    y0: box.y,
    columns,
    listSize: 28,
    lineH: 40,
    listY: box.y + side + 60,
  };
}

/**
 * Large print: the list at 16 pt or more in as many columns (up to 3) as its longest word allows,
 * under a grid that takes the rest; the two centred down the page. On a page with room the list
 * grows with the grid's letters (to 0.45 of a cell, at most 64 units) while the grid keeps `least`.
 */
function largeLayout(sheet: Sheet, box: Box, n: number, words: readonly string[], least: number): SearchLayout {
  const at = (listSize: number): SearchLayout => {
    const lineH = listSize * 1.45;
    const longest = Math.max(...words.map((w) => textWidth(w, "nunito", listSize)));
    const columns = Math.max(1, Math.min(3, Math.floor(box.w / (longest + listSize * 1.5))));
    const gap = listSize * 1.1;
    const listH = Math.ceil(words.length / columns) * lineH + gap;
    const side = Math.min(box.w, box.h - listH);
    const y0 = box.y + (box.h - side - listH) / 2;
    return {
      cell: side / n,
      side,
      x0: box.x + (box.w - side) / 2,
      y0,
      columns,
      listSize,
      lineH,
      listY: y0 + side + gap + listSize * 0.75,
    };
  };
  const small = at(Math.max(28, 16.05 / sheetPt(sheet)));
  for (let f = 0.45; f > 0.3; f -= 0.05) {
    const size = Math.min(64, small.cell * f);
    if (size <= small.listSize) break;
    const bigger = at(size);
    if (bigger.cell >= Math.min(least, small.cell) && bigger.cell >= small.cell * 0.85) return bigger;
  }
  return small;
}

/**
 * A large-print puzzle and its layout: the difficulty's large-print grid and words, or, where the
 * page (a book's small trim) cannot hold them at 0.4 in and 16 pt, a smaller grid and fewer words
 * (never fewer than 3). A user's own list keeps every word and a grid its longest word fits.
 */
function largeSearch(
  sheet: Sheet,
  box: Box,
  difficulty: Difficulty,
  seed: number,
  theme: string | undefined,
  own: string[] | null,
) {
  const level = largePrintLevels[difficulty];
  const least = largeCell(sheet, LETTER_SHARE);
  const make = (size: number, count: number) => makeWordSearch({ difficulty, seed, theme, words: own, size, count });
  const layoutOf = (p: WordSearchPuzzle) =>
    largeLayout(
      sheet,
      box,
      p.grid.length,
      p.words.map((w) => w.word),
      least,
    );
  if (own) {
    const longest = Math.max(...own.map((w) => w.length));
    let best: { puzzle: WordSearchPuzzle; layout: SearchLayout } | null = null;
    for (let size = level.size; size >= longest; size--) {
      const puzzle = make(size, own.length);
      const layout = layoutOf(puzzle);
      if (puzzle.words.length === own.length) best = { puzzle, layout };
      if (best && layout.cell >= least) break;
    }
    if (best) return best;
  }
  // Each grid size with the most words its page holds; the best has the most letters to find in
  // (words times size: a 7x7 with 5 words over an 8x8 with 3), a bigger grid on a tie.
  type Found = { puzzle: WordSearchPuzzle; layout: SearchLayout; score: number };
  let best: Found | null = null;
  let fallback: Found | null = null;
  for (let size = level.size; size >= LARGE_MIN_SIZE; size--) {
    // A smaller grid holds fewer words: past the best score's reach, stop.
    if (best && Math.min(level.words, size - 1) * size <= best.score) break;
    for (let count = Math.min(level.words, size - 1); count >= 3; count--) {
      const puzzle = make(size, count);
      const layout = layoutOf(puzzle);
      const score = puzzle.words.length * size;
      fallback ??= { puzzle, layout, score };
      if (layout.cell < least) continue;
      if (!best || score > best.score) best = { puzzle, layout, score };
      break;
    }
  }
  return (best ?? fallback) as Found;
}

/** The grid above, the word list below it in columns; the key circles every word. */
export function wordSearchPage(
  sheet: Sheet,
  values: Record<string, string | undefined>,
  difficulty: Difficulty,
  seed: number,
  _print: PrintOptions = {},
): ActivityPage {
  const large = isLargePrint(values);
  const own = userWords(values.words, difficulty, large);
  const box = contentBox(sheet, true);
  let puzzle: WordSearchPuzzle;
  let layout: SearchLayout;
  if (large) ({ puzzle, layout } = largeSearch(sheet, box, difficulty, seed, values.theme, own));
  else {
    puzzle = makeWordSearch({ difficulty, seed, theme: values.theme, words: own });
    layout = standardLayout(box, puzzle.grid.length, puzzle.words.length);
  }
  puzzle = { ...puzzle, print: printOf(values) };
  const { cell, side, x0, y0, columns, listSize, lineH, listY } = layout;
  const glyphs = new GlyphSet(cell * LETTER_SHARE, "l");
  let letters = "";
  puzzle.grid.forEach((row, r) => {
    [...row].forEach((ch, c) => {
      letters += glyphs.place(ch, x0 + (c + 0.5) * cell, y0 + (r + 0.5) * cell);
    });
  });
  const frame = `<rect x="${r2(x0 - 8)}" y="${r2(y0 - 8)}" width="${r2(side + 16)}" height="${r2(side + 16)}" rx="14" fill="none" stroke="#000" stroke-width="4"/>`;
  const colW = box.w / columns;
  const sorted = [...puzzle.words].map((w) => w.word).sort();
  const list = sorted
    .map((w, i) => {
      const cx = box.x + colW * ((i % columns) + 0.5);
      const baseline = listY + Math.floor(i / columns) * lineH;
      return text(w, listSize, cx, baseline);
    })
    .join("");
  const rings = puzzle.words
    .map((p) => {
      const x1 = x0 + (p.col + 0.5) * cell;
      const y1 = y0 + (p.row + 0.5) * cell;
      const x2 = x0 + (p.col + p.dc * (p.word.length - 1) + 0.5) * cell;
      const y2 = y0 + (p.row + p.dr * (p.word.length - 1) + 0.5) * cell;
      return `<line x1="${r2(x1)}" y1="${r2(y1)}" x2="${r2(x2)}" y2="${r2(y2)}"/>`;
    })
    .join("");
  // An opaque tint under the letters (the red at 35 % on paper): a print file holds no
  // transparency for the preflight to refuse (docs/kdp.md).
  const circled = `<g stroke="${ANSWER_TINT}" stroke-width="${r2(cell * 0.78)}" stroke-linecap="round">${rings}</g>`;
  const heading = title(sheet, pageTitle("Word Search", values));
  const body = (extra: string) => heading + frame + extra + glyphs.markup() + letters + list;
  return { puzzle, svg: svgDocument(sheet, body("")), answerSvg: svgDocument(sheet, body(circled)) };
}
