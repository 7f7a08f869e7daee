import { mulberry32 } from "../../random.js";
import { lineMotif } from "../../sketch/draw.js";
import { r2 } from "../../sketch/random.js";
import { ANSWER_INK, contentBox, type Sheet, svgDocument, text, title } from "../page.js";
import { type ActivityPage, pageTitle } from "../pages.js";
import { typeAtLeast } from "../print-scale.js";
import type { Difficulty, PuzzleOf } from "../types.js";
import { derangement, pickDrawings, shadowLevels, shadowMarkup } from "./shadow-matching.js";

type ShadowMatchingPuzzle = PuzzleOf<"shadow-matching">;

const INSTRUCTION = 60;
/** The biggest drawing (units): bigger leaves no room for the lines between the columns. */
const MAX_SIZE = 210;
/** A dot's radius, and its distance from the edge of its drawing's square. */
const DOT = 9;
const DOT_GAP = 22;

/**
 * Drawings of the theme in the left column and their shadows, solid black, in another order in
 * the right one, a dot beside each to draw the line from. The key draws each line in red.
 */
export function shadowMatchingPage(
  sheet: Sheet,
  values: Record<string, string | undefined>,
  difficulty: Difficulty,
  seed: number,
): ActivityPage {
  const rng = mulberry32(seed);
  const box = contentBox(sheet, true);
  const wanted = Math.round((shadowLevels[difficulty].pairs * sheet.height) / sheet.width);
  const motifs = pickDrawings(values.theme, difficulty, wanted, rng);
  const n = motifs.length;
  const order = derangement(n, rng);
  const area = { y: box.y + INSTRUCTION, h: box.h - INSTRUCTION };
  const rowH = area.h / n;
  const size = r2(Math.min(rowH * 0.84, MAX_SIZE));
  const leftX = r2(box.x + box.w * 0.2);
  const rightX = r2(box.x + box.w * 0.8);
  const yOf = (i: number) => r2(area.y + (i + 0.5) * rowH);
  const drawings = motifs.map((m, i) => ({ name: m.annotation, x: leftX, y: yOf(i), size }));
  const shadows = order.map((d, i) => ({ drawing: d, x: rightX, y: yOf(i), size }));
  const pen = { main: Math.max(2.5, size / 30), fine: Math.max(1.8, size / 45) };
  const pictures = motifs.map((m, i) => lineMotif(m, drawings[i] as (typeof drawings)[number], pen)).join("");
  const k = r2((size / 72) * 1000) / 1000;
  const silhouettes = shadows
    .map((s) => {
      const m = motifs[s.drawing];
      return m
        ? `<g data-shadow="${s.drawing}" transform="translate(${r2(s.x - size / 2)} ${r2(s.y - size / 2)}) scale(${k})">${shadowMarkup(m)}</g>`
        : "";
    })
    .join("");
  const from = (i: number) => ({ x: r2(leftX + size / 2 + DOT_GAP), y: yOf(i) });
  const to = (i: number) => ({ x: r2(rightX - size / 2 - DOT_GAP), y: yOf(i) });
  const dots = drawings
    .map((_, i) => {
      const a = from(i);
      const b = to(i);
      return `<circle cx="${a.x}" cy="${a.y}" r="${DOT}"/><circle cx="${b.x}" cy="${b.y}" r="${DOT}"/>`;
    })
    .join("");
  const lines = shadows
    .map((s, i) => {
      const a = from(s.drawing);
      const b = to(i);
      return `<line data-match="${s.drawing}-${i}" x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}"/>`;
    })
    .join("");
  const instruction = text(
    "Draw a line from each picture to its shadow.",
    typeAtLeast(sheet, 30),
    sheet.width / 2,
    box.y + 32,
  );
  const page =
    title(sheet, pageTitle("Shadow Matching", values)) +
    instruction +
    pictures +
    silhouettes +
    `<g fill="#000">${dots}</g>`;
  const marks = `<g stroke="${ANSWER_INK}" stroke-width="7" stroke-linecap="round">${lines}</g>`;
  const puzzle: ShadowMatchingPuzzle = { type: "shadow-matching", drawings, shadows };
  return {
    puzzle,
    svg: svgDocument(sheet, page),
    answerSvg: svgDocument(sheet, page + marks),
    answerMarks: marks,
  };
}
