import { r2 } from "../sketch/random.js";
import { font, linePath, textWidth } from "../sketch/text.js";
import { contentBox, type Sheet, svgDocument, text, title } from "./page.js";
import type { ActivityPage } from "./pages.js";
import { ActivityInputError, type Difficulty } from "./types.js";

const FONT = "nunito" as const;

/** Letter height by difficulty: big letters for beginners, school-sized for older children. */
const rowsOnSquare: Record<Difficulty, number> = { easy: 4, medium: 5, hard: 7 };

/** The text to trace, checked: printable letters, digits and punctuation, at most 40 characters. */
export function tracingText(raw: string | undefined): string {
  const value = (raw ?? "").replace(/\s+/g, " ").trim();
  if (!value) throw new ActivityInputError("Please enter letters, numbers or words to trace", "text");
  if (value.length > 40) throw new ActivityInputError("Please enter at most 40 characters to trace", "text");
  if (!/^[A-Za-z0-9 .,!?'&-]+$/.test(value))
    throw new ActivityInputError("Tracing uses the letters A to Z, digits and simple punctuation", "text");
  return value;
}

/** A short item (a letter, "Aa", "7") repeats along the row; words are written once. */
const rowText = (value: string) => (value.replace(/ /g, "").length <= 3 ? Array(4).fill(value).join("   ") : value);

/** Height of a lower-case x and of a capital H at a font size (the midline and top line). */
function metrics(size: number) {
  const f = font(FONT);
  const box = (ch: string) => f.charToGlyph(ch).getPath(0, 0, size).getBoundingBox();
  return { x: -box("x").y1, cap: -box("H").y1 };
}

/** Each character's outline and where its pen starts (the first point of its outline). */
function characters(value: string, size: number, left: number, baseline: number) {
  const out: Array<{ d: string; start: { x: number; y: number } | null }> = [];
  let x = left;
  for (const ch of value) {
    const w = textWidth(ch, FONT, size);
    if (ch !== " ") {
      const d = linePath(ch, FONT, size, x + w / 2, baseline);
      const m = /M([-\d.]+) ([-\d.]+)/.exec(d);
      out.push({ d, start: m ? { x: Number(m[1]), y: Number(m[2]) } : null });
    }
    x += w;
  }
  return out;
}

/**
 * A handwriting sheet: name and date line, then rows ruled with a top line, a dashed midline
 * and a baseline. The first row shows the text solid, the next ones in dots with a start mark
 * on each character, the last ones empty for writing alone. The key is every row written solid.
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
  const rows = Math.round((rowsOnSquare[difficulty] * sheet.height) / sheet.width);
  const rowH = (box.h - header) / rows;
  const line = rowText(value);
  const size = Math.min(rowH * 0.78, (box.w * 0.94 * 36) / textWidth(line, FONT, 36));
  const m = metrics(size);
  const left = box.x + (box.w - textWidth(line, FONT, size)) / 2;
  const nameLine =
    text("Name", 26, box.x + 36, box.y + 34) +
    `<line x1="${box.x + 80}" y1="${box.y + 36}" x2="${box.x + box.w * 0.62}" y2="${box.y + 36}" stroke="#000" stroke-width="2.5"/>` +
    text("Date", 26, box.x + box.w * 0.7, box.y + 34) +
    `<line x1="${r2(box.x + box.w * 0.75)}" y1="${box.y + 36}" x2="${box.x + box.w}" y2="${box.y + 36}" stroke="#000" stroke-width="2.5"/>`;
  let page = "";
  let key = "";
  const blankRows = difficulty === "hard" ? 2 : 1;
  for (let i = 0; i < rows; i++) {
    const baseline = box.y + header + i * rowH + rowH * 0.5 + m.cap / 2;
    const rule = (y: number, dashed = false) =>
      `<line x1="${box.x}" y1="${r2(y)}" x2="${box.x + box.w}" y2="${r2(y)}" stroke="#000" stroke-width="${dashed ? 2 : 3}"${dashed ? ' stroke-dasharray="14 10"' : ""}/>`;
    const ruled = rule(baseline - m.cap) + rule(baseline - m.x, true) + rule(baseline);
    page += ruled;
    key += ruled;
    if (i >= rows - blankRows) continue;
    const glyphs = characters(line, size, left, baseline);
    const solid = glyphs.map((g) => `<path d="${g.d}"/>`).join("");
    key += `<g fill="#000">${solid}</g>`;
    if (i === 0) {
      page += `<g fill="#000">${solid}</g>`;
      continue;
    }
    // Dots scale with the letters: small letters need closer, finer dots to stay readable.
    const dot = Math.max(2.5, size * 0.03);
    const gap = Math.max(5, size * 0.075);
    page += `<g fill="none" stroke="#000" stroke-width="${r2(dot)}" stroke-linecap="round" stroke-dasharray="0.1 ${r2(gap)}">${solid}</g>`;
    page += glyphs
      .filter((g) => g.start)
      .map(
        (g) =>
          `<circle cx="${r2(g.start?.x ?? 0)}" cy="${r2(g.start?.y ?? 0)}" r="${r2(Math.max(4, size * 0.045))}" fill="#000"/>`,
      )
      .join("");
  }
  const heading = title(sheet, "Tracing Practice");
  return {
    puzzle: { type: "tracing", text: value },
    svg: svgDocument(sheet, heading + nameLine + page),
    answerSvg: svgDocument(sheet, heading + nameLine + key),
  };
}
