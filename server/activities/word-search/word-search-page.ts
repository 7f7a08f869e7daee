import { r2 } from "../../sketch/random.js";
import { GlyphSet } from "../glyphs.js";
import { contentBox, type Sheet, svgDocument, text, title } from "../page.js";
import { type ActivityPage, pageTitle } from "../pages.js";
import type { Difficulty } from "../types.js";
import { makeWordSearch, userWords } from "./word-search.js";

/** The key's highlight: #e11d48 at 35 % over white, as one opaque colour. */
const ANSWER_TINT = "#f5b0bf";

/** The grid above, the word list below it in columns; the key circles every word. */
export function wordSearchPage(
  sheet: Sheet,
  values: Record<string, string | undefined>,
  difficulty: Difficulty,
  seed: number,
): ActivityPage {
  const puzzle = makeWordSearch({ difficulty, seed, theme: values.theme, words: userWords(values.words, difficulty) });
  const box = contentBox(sheet, true);
  const n = puzzle.grid.length;
  const columns = 3;
  const listRows = Math.ceil(puzzle.words.length / columns);
  const listH = listRows * 40 + 30;
  const side = Math.min(box.w, box.h - listH);
  const cell = side / n;
  const x0 = box.x + (box.w - side) / 2;
  const y0 = box.y;
  const glyphs = new GlyphSet(cell * 0.62, "l");
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
      const baseline = y0 + side + 60 + Math.floor(i / columns) * 40;
      return text(w, 28, cx, baseline);
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
