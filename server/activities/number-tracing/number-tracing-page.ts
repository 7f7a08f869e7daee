import { mulberry32 } from "../../random.js";
import { lineMotif } from "../../sketch/draw.js";
import { r2 } from "../../sketch/random.js";
import { ANSWER_INK, type Box, contentBox, type Sheet, svgDocument, text, title } from "../page.js";
import { type ActivityPage, pageTitle } from "../pages.js";
import { typeAtLeast } from "../print-scale.js";
import { BASELINE, CAP, type Glyph, strokeGlyph } from "../stroke-font.js";
import { arrow, pathOf } from "../stroke-guides.js";
import { themeDrawings } from "../theme-drawings.js";
import type { Difficulty, PuzzleOf } from "../types.js";
import { numberLevels, pageNumbers, pictureGrid, rowDrawings } from "./number-tracing.js";

type NumberTracingPuzzle = PuzzleOf<"number-tracing">;

/** Space between the digits of a number, in font units. */
const TRACKING = 2;
/** A digit's height (cap line to baseline) as a share of its row. */
const DIGIT = 0.6;
const PAD = 14;
const INSTRUCTION = 56;

type Stroke = Array<[number, number]>;

const glyph = (ch: string) => strokeGlyph(ch) as Glyph;
/** A number's width in font units, from its first digit's left edge to its last's advance. */
const numberWidth = (n: number) => [...String(n)].reduce((w, ch) => w + glyph(ch).advance + TRACKING, 0) - TRACKING;

/** The number's strokes placed with its left edge at x on the baseline, k units to a font unit. */
function numberStrokes(n: number, k: number, x: number, baseline: number): Stroke[] {
  const out: Stroke[] = [];
  let at = x;
  for (const ch of String(n)) {
    const g = glyph(ch);
    for (const s of g.strokes) out.push(s.map(([px, py]) => [at + px * k, baseline + (py - BASELINE) * k]));
    at += (g.advance + TRACKING) * k;
  }
  return out;
}

const solid = (strokes: Stroke[], width: number, ink = "#000") =>
  `<g data-number="solid" fill="none" stroke="${ink}" stroke-width="${r2(width)}" stroke-linecap="round" stroke-linejoin="round">${strokes.map((s) => `<path d="${pathOf(s)}"/>`).join("")}</g>`;

/**
 * One row: ruled writing space on the left with the number written solid, then its dotted
 * copies (or, on hard, one copy and empty space), and a framed box of the counting pictures on
 * the right. Returns the row's page and the key's marks: every copy after the model written
 * solid in red, wide enough to cover the dotted guide and its start dots under it.
 */
function drawRow(
  n: number,
  row: Box,
  difficulty: Difficulty,
  draw: (at: { x: number; y: number; size: number }) => string,
  squares: Array<{ x: number; y: number; size: number }>,
) {
  const level = numberLevels[difficulty];
  const split = row.x + row.w * (1 - level.pictures);
  const frame =
    `<rect x="${r2(row.x)}" y="${r2(row.y)}" width="${r2(row.w)}" height="${r2(row.h)}" rx="14" fill="none" stroke="#000" stroke-width="3"/>` +
    `<line x1="${r2(split)}" y1="${r2(row.y)}" x2="${r2(split)}" y2="${r2(row.y + row.h)}" stroke="#000" stroke-width="3"/>`;
  const left = row.x + PAD * 2;
  const right = split - PAD * 2;
  // The digits as tall as the row allows, smaller only when three copies would not fit: the
  // model, a dotted copy and space to write alone.
  const units = numberWidth(n);
  const least = 3;
  const height = Math.min(
    row.h * DIGIT,
    ((right - left) / (least * units + (least - 1) * 0.4 * (BASELINE - CAP))) * (BASELINE - CAP),
  );
  const k = height / (BASELINE - CAP);
  const baseline = row.y + (row.h + height) / 2;
  const rules =
    `<line x1="${r2(left)}" y1="${r2(baseline - height)}" x2="${r2(right)}" y2="${r2(baseline - height)}" stroke="#000" stroke-width="2" stroke-dasharray="14 10"/>` +
    `<line x1="${r2(left)}" y1="${r2(baseline + k * 1.5)}" x2="${r2(right)}" y2="${r2(baseline + k * 1.5)}" stroke="#000" stroke-width="3.5"/>`;
  const w = units * k;
  const gap = Math.max(24, height * 0.4);
  const slots = Math.max(least, Math.floor((right - left + gap) / (w + gap)));
  // Slots spread over the writing space, the first at its left edge.
  const step = (right - left - w) / (slots - 1);
  const lineW = Math.max(4, k * 1.5);
  const at = (i: number) => numberStrokes(n, k, left + i * step, baseline);
  const dotted = level.dotted === "fill" ? slots - 1 : level.dotted;
  let page = rules + solid(at(0), lineW);
  let key = "";
  const dot = Math.max(3, k * 0.9);
  const startR = Math.max(4, k * 0.85);
  const dash = Math.max(7, k * 2.1);
  for (let i = 1; i < slots; i++) {
    const strokes = at(i);
    key += solid(strokes, level.starts ? Math.max(lineW, 2 * startR + 1) : lineW, ANSWER_INK);
    if (i > dotted) continue;
    page += `<g data-number="dotted" fill="none" stroke="#000" stroke-width="${r2(dot)}" stroke-linecap="round" stroke-dasharray="0.1 ${r2(dash)}">${strokes.map((s) => `<path d="${pathOf(s)}"/>`).join("")}</g>`;
    if (level.starts)
      page += `<g fill="#000" data-marks="start">${strokes.map((s) => `<circle cx="${r2(s[0]?.[0] ?? 0)}" cy="${r2(s[0]?.[1] ?? 0)}" r="${r2(startR)}"/>`).join("")}</g>`;
    if (level.arrows) page += `<g fill="#000" data-marks="arrow">${strokes.map((s) => arrow(s, k)).join("")}</g>`;
  }
  const pictures = `<g data-count="${n}">${squares.map(draw).join("")}</g>`;
  return { page: frame + page + pictures, key };
}

/**
 * Numbers to trace, one a row, each written solid then in dotted guides, beside as many small
 * drawings of the theme as the number (whole, each in its own cell of a grid, so none overlap).
 * The key is the page with every copy of the number written solid in red over its guide (drawn
 * as marks over the page's pixels, as spot the difference's circles: the pictures are not drawn twice).
 */
export function numberTracingPage(
  sheet: Sheet,
  values: Record<string, string | undefined>,
  difficulty: Difficulty,
  seed: number,
): ActivityPage {
  const box = contentBox(sheet, true);
  const rows = Math.round((numberLevels[difficulty].rows * sheet.height) / sheet.width);
  const numbers = pageNumbers(difficulty, rows, seed);
  const drawings = rowDrawings(themeDrawings(values.theme), numbers.length, mulberry32(seed ^ 0x5eed));
  const area = { x: box.x, y: box.y + INSTRUCTION, w: box.w, h: box.h - INSTRUCTION };
  const gap = 16;
  const rowH = (area.h - gap * (numbers.length - 1)) / numbers.length;
  let page = "";
  let key = "";
  const puzzleRows: NumberTracingPuzzle["rows"] = [];
  numbers.forEach((n, i) => {
    const row = { x: area.x, y: area.y + i * (rowH + gap), w: area.w, h: rowH };
    const split = row.x + row.w * (1 - numberLevels[difficulty].pictures);
    const squares = pictureGrid(n, {
      x: split + PAD,
      y: row.y + PAD,
      w: row.x + row.w - split - 2 * PAD,
      h: rowH - 2 * PAD,
    }).map((s) => ({ x: r2(s.x), y: r2(s.y), size: r2(s.size) }));
    const motif = drawings[i] as (typeof drawings)[number];
    const draw = (at: { x: number; y: number; size: number }) =>
      lineMotif(motif, at, { main: Math.max(2.5, at.size / 22), fine: Math.max(1.8, at.size / 34) });
    const drawn = drawRow(n, row, difficulty, draw, squares);
    page += drawn.page;
    key += drawn.key;
    puzzleRows.push({
      number: n,
      picture: motif.annotation,
      pictures: squares,
    });
  });
  const instruction = text(
    "Trace each number. Count the pictures.",
    typeAtLeast(sheet, 30),
    sheet.width / 2,
    box.y + 30,
  );
  const heading = title(sheet, pageTitle("Number Tracing", values)) + instruction;
  return {
    puzzle: { type: "number-tracing", rows: puzzleRows },
    svg: svgDocument(sheet, heading + page),
    answerSvg: svgDocument(sheet, heading + page + key),
    answerMarks: key,
  };
}
