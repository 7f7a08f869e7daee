import { r2 } from "../../sketch/random.js";
import { contentBox, type Sheet, svgDocument, text, title } from "../page.js";
import type { ActivityPage } from "../pages.js";
import { BASELINE, CAP, DESCENDER, type Glyph, MIDLINE, strokeGlyph } from "../stroke-font.js";
import { arrow, pathOf } from "../stroke-guides.js";
import { ActivityInputError, type Difficulty } from "../types.js";

/** A character as an attribute's value: "&", "<" and a quote escaped, as XML requires. */
const attrValue = (ch: string) => ch.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll('"', "&quot;");

/** Letter height by difficulty: big letters for beginners, school-sized for older children. */
const rowsOnSquare: Record<Difficulty, number> = { easy: 4, medium: 5, hard: 7 };

/** Space between letters, in font units: children's letters stand apart. */
const TRACKING = 5;

const UNSUPPORTED = "Tracing uses the letters A to Z, digits and simple punctuation";

/**
 * The text to trace, checked: at most 40 characters, each one the guide font writes (letters
 * A to Z, digits, . , ! ? ' & -), so no character is ever left out of the sheet.
 */
export function tracingText(raw: string | undefined): string {
  const value = (raw ?? "").replace(/\s+/g, " ").trim();
  if (!value) throw new ActivityInputError("Please enter letters, numbers or words to trace", "text");
  if (value.length > 40) throw new ActivityInputError("Please enter at most 40 characters to trace", "text");
  for (const ch of value) if (ch !== " " && !strokeGlyph(ch)) throw new ActivityInputError(UNSUPPORTED, "text");
  return value;
}

/** A short item (a letter, "Aa", "7") repeats along the row; words are written once. */
const isShort = (value: string) => value.replace(/ /g, "").length <= 3;

const SPACE = 12;
const advance = (ch: string) => (ch === " " ? SPACE : (strokeGlyph(ch) as Glyph).advance + TRACKING);
const lineWidth = (line: string) => [...line].reduce((w, ch) => w + advance(ch), 0) - TRACKING;

/** Each character's strokes placed on the page (font units scaled by k from the left, baseline). */
function placed(line: string, k: number, left: number, baseline: number) {
  const out: Array<{ ch: string; strokes: Array<Array<[number, number]>> }> = [];
  let x = left;
  for (const ch of line) {
    if (ch !== " ") {
      const g = strokeGlyph(ch) as Glyph;
      out.push({
        ch,
        strokes: g.strokes.map((s) => s.map(([px, py]) => [x + px * k, baseline + (py - BASELINE) * k])),
      });
    }
    x += advance(ch) * k;
  }
  return out;
}

/** Words into lines no wider than `width` at scale k (a word wider than that stands alone). */
function wrap(text: string, width: number, k: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines[lines.length - 1];
    if (last !== undefined && lineWidth(`${last} ${word}`) * k <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * Rows and letter size: the difficulty's rows, each guide (cap line to descender line) 80% of
 * its row; a text too long for one line wraps, and rows are added until every line has a solid
 * row and a dotted one, with the letters shrinking only as far as the longest word needs.
 */
function layout(text: string, width: number, height: number, sheet: Sheet, difficulty: Difficulty, blank: number) {
  let rows = Math.round((rowsOnSquare[difficulty] * sheet.height) / sheet.width);
  for (;;) {
    const rowH = height / rows;
    const natural = (rowH * 0.8) / (DESCENDER - CAP);
    const lines = isShort(text) ? [Array(4).fill(text).join("   ")] : wrap(text, width, natural);
    const k = Math.min(natural, ...lines.map((l) => width / lineWidth(l)));
    if (2 * lines.length + blank <= rows) return { rows, rowH, k, lines };
    rows++;
  }
}

/**
 * A handwriting sheet: name and date line, then rows ruled with a top line, a dashed midline,
 * a baseline and a dotted descender line. The first row shows the text written solid, the next
 * ones its strokes in dots (the centre lines of a single-stroke font, not outlined letters)
 * with a start dot and a small direction arrow on each stroke, the last ones empty for writing
 * alone. The key is every row written solid.
 */
export function tracingPage(
  sheet: Sheet,
  values: Record<string, string | undefined>,
  difficulty: Difficulty,
  _seed: number,
): ActivityPage {
  const value = tracingText(values.text);
  const box = contentBox(sheet, true);
  const header = 64;
  const blankRows = difficulty === "hard" ? 2 : 1;
  const { rows, rowH, k, lines } = layout(value, box.w * 0.94, box.h - header, sheet, difficulty, blankRows);
  const nameLine =
    text("Name", 26, box.x + 36, box.y + 34) +
    `<line x1="${box.x + 80}" y1="${box.y + 36}" x2="${box.x + box.w * 0.62}" y2="${box.y + 36}" stroke="#000" stroke-width="2.5"/>` +
    text("Date", 26, box.x + box.w * 0.7, box.y + 34) +
    `<line x1="${r2(box.x + box.w * 0.75)}" y1="${box.y + 36}" x2="${box.x + box.w}" y2="${box.y + 36}" stroke="#000" stroke-width="2.5"/>`;
  const solidW = r2(Math.max(4, k * 1.5));
  const dot = r2(Math.max(3, k * 0.9));
  const gap = r2(Math.max(7, k * 2.1));
  let page = "";
  let key = "";
  // Each line of the text gets a row written solid, then rows of dots; the last rows are empty.
  const perLine = Math.floor((rows - blankRows) / lines.length);
  for (let i = 0; i < rows; i++) {
    const baseline = box.y + header + i * rowH + (rowH - (DESCENDER - CAP) * k) / 2 + (BASELINE - CAP) * k;
    const rule = (y: number, width: number, dash = "") =>
      `<line x1="${box.x}" y1="${r2(y)}" x2="${box.x + box.w}" y2="${r2(y)}" stroke="#000" stroke-width="${width}"${dash ? ` stroke-dasharray="${dash}"` : ""}/>`;
    const ruled =
      rule(baseline - (BASELINE - CAP) * k, 2.5) +
      rule(baseline - (BASELINE - MIDLINE) * k, 2, "14 10") +
      rule(baseline, 3.5) +
      rule(baseline + (DESCENDER - BASELINE) * k, 1.5, "3 7");
    page += ruled;
    key += ruled;
    if (i >= rows - blankRows || i >= perLine * lines.length) continue;
    const line = lines[Math.floor(i / perLine)] as string;
    const chars = placed(line, k, box.x + (box.w - lineWidth(line) * k) / 2, baseline);
    const solid = chars
      .map((c) => `<g data-char="${attrValue(c.ch)}">${c.strokes.map((s) => `<path d="${pathOf(s)}"/>`).join("")}</g>`)
      .join("");
    const written = `<g fill="none" stroke="#000" stroke-width="${solidW}" stroke-linecap="round" stroke-linejoin="round">${solid}</g>`;
    key += written;
    if (i % perLine === 0) {
      page += written;
      continue;
    }
    page += `<g fill="none" stroke="#000" stroke-width="${dot}" stroke-linecap="round" stroke-dasharray="0.1 ${gap}">${solid}</g>`;
    const strokes = chars.flatMap((c) => c.strokes);
    const starts = strokes
      .map((s) => `<circle cx="${r2(s[0]?.[0] ?? 0)}" cy="${r2(s[0]?.[1] ?? 0)}" r="${r2(Math.max(4, k * 0.85))}"/>`)
      .join("");
    page += `<g fill="#000" data-marks="start">${starts}</g><g fill="#000" data-marks="arrow">${strokes.map((s) => arrow(s, k)).join("")}</g>`;
  }
  const heading = title(sheet, "Tracing Practice");
  return {
    puzzle: { type: "tracing", text: value },
    svg: svgDocument(sheet, heading + nameLine + page),
    answerSvg: svgDocument(sheet, heading + nameLine + key),
  };
}
