import { mulberry32 } from "../../random.js";
import type { Motif } from "../../sketch/art.js";
import { lineMotif } from "../../sketch/draw.js";
import { r2 } from "../../sketch/random.js";
import { ANSWER_INK, type Box, contentBox, type Sheet, svgDocument, text, title } from "../page.js";
import { type ActivityPage, pageTitle } from "../pages.js";
import { typeAtLeast } from "../print-scale.js";
import type { Difficulty, PuzzleOf } from "../types.js";
import { countLevels, type Placed, pageCounts, pickKinds, scatter } from "./find-and-count.js";

type FindAndCountPuzzle = PuzzleOf<"find-and-count">;

const INSTRUCTION = 56;
/** The question row's height on a square page (a portrait one's is the same), and the gap above it. */
const QUESTIONS = 150;
const GAP = 18;
/** Inside the field's frame, kept clear of drawings. */
const PAD = 14;

const pen = (size: number) => ({ main: Math.max(2.5, size / 22), fine: Math.max(1.8, size / 34) });

const drawOne = (m: Motif, p: { x: number; y: number; size: number; rotate?: number }) =>
  lineMotif(m, { x: r2(p.x), y: r2(p.y), size: r2(p.size), ...(p.rotate ? { rotate: p.rotate } : {}) }, pen(p.size));

/**
 * The questions under the field: one cell per drawing, the drawing upright and the square box its
 * count is written in, under "How many?". Returns the page's markup and each answer box.
 */
function questionRow(sheet: Sheet, motifs: Motif[], band: Box) {
  const cellW = band.w / motifs.length;
  const headH = 40;
  const q = r2(Math.min(96, band.h - headH - 22, cellW * 0.4));
  const cy = band.y + headH + (band.h - headH) / 2;
  let out = `<rect x="${r2(band.x)}" y="${r2(band.y)}" width="${r2(band.w)}" height="${r2(band.h)}" rx="18" fill="none" stroke="#000" stroke-width="3"/>`;
  out += text("How many?", typeAtLeast(sheet, 28), band.x + band.w / 2, band.y + 34);
  const answers = motifs.map((m, i) => {
    const mid = band.x + (i + 0.5) * cellW;
    const pic = { x: r2(mid - q * 0.6), y: r2(cy), size: q };
    const answer = { x: r2(mid + q * 0.6), y: r2(cy), size: q };
    out += `<g data-question="${i}">${drawOne(m, pic)}</g>`;
    out += `<rect data-answer="${i}" x="${r2(answer.x - q / 2)}" y="${r2(answer.y - q / 2)}" width="${q}" height="${q}" rx="8" fill="none" stroke="#000" stroke-width="4"/>`;
    return answer;
  });
  return { markup: out, answers };
}

/**
 * The key's marks: each counted drawing ringed in red (a rounded square just outside its own
 * square, clear of the drawing but for the square's very corners, where a circle would cross
 * it) with its number among its kind (1, 2, 3…) on a red disc at the ring's corner, and each count written in its box. Every mark stays inside the
 * drawing's square and the gap round it, so no two drawings' marks meet.
 */
function keyMarks(
  sheet: Sheet,
  placed: Placed[],
  counts: number[],
  answers: Array<{ x: number; y: number; size: number }>,
) {
  const seen = counts.map(() => 0);
  let rings = "";
  let badges = "";
  for (const p of placed) {
    const n = (seen[p.kind] as number) + 1;
    seen[p.kind] = n;
    const side = p.size + 4;
    rings += `<rect x="${r2(p.x - side / 2)}" y="${r2(p.y - side / 2)}" width="${r2(side)}" height="${r2(side)}" rx="${r2(side * 0.3)}"/>`;
    // The number at 7 pt or more where the page prints (print-scale.ts), its disc round it.
    const type = typeAtLeast(sheet, Math.max(12, p.size * 0.13) * 1.35);
    const r = type / 1.35;
    const bx = p.x + p.size / 2 - r * 0.7;
    const by = p.y - p.size / 2 + r * 0.7;
    badges += `<circle cx="${r2(bx)}" cy="${r2(by)}" r="${r2(r)}" fill="${ANSWER_INK}"/>${text(String(n), type, bx, by + r * 0.48, "#fff")}`;
  }
  const written = answers.map((a, i) => text(String(counts[i]), a.size * 0.72, a.x, a.y + a.size * 0.26, ANSWER_INK));
  return (
    `<g fill="none" stroke="${ANSWER_INK}" stroke-width="5">${rings}</g>` +
    `<g data-key="badges">${badges}</g><g data-key="counts">${written.join("")}</g>`
  );
}

/**
 * Drawings of the theme scattered over a framed field, each 1 to 9 times, every one whole and
 * apart from the rest; under it a row of questions, "How many?", each with its drawing and a box
 * to write the count in. The key writes the counts in red and rings and numbers every drawing
 * counted (drawn as marks over the page's pixels).
 */
export function findAndCountPage(
  sheet: Sheet,
  values: Record<string, string | undefined>,
  difficulty: Difficulty,
  seed: number,
): ActivityPage {
  const rng = mulberry32(seed);
  const box = contentBox(sheet, true);
  const level = countLevels[difficulty];
  const motifs = pickKinds(values.theme, level.kinds, rng);
  const counts = pageCounts(difficulty, rng).slice(0, motifs.length);
  const fieldBox: Box = {
    x: box.x,
    y: box.y + INSTRUCTION,
    w: box.w,
    h: box.h - INSTRUCTION - QUESTIONS - GAP,
  };
  const inside: Box = {
    x: fieldBox.x + PAD,
    y: fieldBox.y + PAD,
    w: fieldBox.w - 2 * PAD,
    h: fieldBox.h - 2 * PAD,
  };
  const placed = scatter(counts, inside, difficulty, rng).map((p) => ({
    ...p,
    x: r2(p.x),
    y: r2(p.y),
    size: r2(p.size),
    drawn: r2(p.drawn),
  }));
  const band: Box = { x: box.x, y: fieldBox.y + fieldBox.h + GAP, w: box.w, h: QUESTIONS };
  const questions = questionRow(sheet, motifs, band);
  const frame = `<rect x="${r2(fieldBox.x)}" y="${r2(fieldBox.y)}" width="${r2(fieldBox.w)}" height="${r2(fieldBox.h)}" rx="18" fill="none" stroke="#000" stroke-width="3"/>`;
  const field = motifs
    .map(
      (m, k) =>
        `<g data-count-kind="${k}">${placed
          .filter((p) => p.kind === k)
          .map((p) => drawOne(m, { x: p.x, y: p.y, size: p.drawn, rotate: p.rotate }))
          .join("")}</g>`,
    )
    .join("");
  const instruction = text(
    "Count each picture. Write how many in its box.",
    typeAtLeast(sheet, 30),
    sheet.width / 2,
    box.y + 30,
  );
  const page = title(sheet, pageTitle("Find and Count", values)) + instruction + frame + field + questions.markup;
  const marks = keyMarks(sheet, placed, counts, questions.answers);
  const puzzle: FindAndCountPuzzle = {
    type: "find-and-count",
    drawings: motifs.map((m, k) => ({
      name: m.annotation,
      count: counts[k] as number,
      boxes: placed.filter((p) => p.kind === k).map((p) => ({ x: p.x, y: p.y, size: p.size, rotate: p.rotate })),
      answer: questions.answers[k] as { x: number; y: number; size: number },
    })),
  };
  return {
    puzzle,
    svg: svgDocument(sheet, page),
    answerSvg: svgDocument(sheet, page + marks),
    answerMarks: marks,
  };
}
