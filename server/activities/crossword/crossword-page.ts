import { r2 } from "../../sketch/random.js";
import { textWidth } from "../../sketch/text.js";
import { GlyphSet } from "../glyphs.js";
import type { PrintOptions } from "../kind.js";
import { ANSWER_INK, type Box, contentBox, type Sheet, svgDocument, themePicture, title } from "../page.js";
import { type ActivityPage, pageTitle } from "../pages.js";
import { isLargePrint, largeCell, printOf, sheetPt, typeAtLeast } from "../print-scale.js";
import type { Difficulty } from "../types.js";
import { CROSSWORD_MIN_WORDS, type CrosswordPuzzle, crosswordLevels, makeCrossword } from "./crossword.js";

/** A clue number's size in the corner of its cell, as a share of the cell. */
export const NUMBER_SHARE = 0.3;
/** The letter a solver writes (and the key prints) as a share of the cell. */
export const LETTER_SHARE = 0.55;
/** The biggest cell drawn (units): bigger reads as a poster, not a puzzle. */
const MAX_CELL = 78;
const GAP = 28;
const FONT = "nunito";
/** Height under the puzzle worth filling with theme pictures. */
const PICTURE_ROOM = 170;

/** A clue's type on the page: 7 pt or more at the printed size, 16 pt in large print. */
export const clueSize = (sheet: Sheet, large: boolean) => (large ? 16 / sheetPt(sheet) : typeAtLeast(sheet, 21));

/** The smallest cell: its number at 7 pt, or large print's 0.4 in for 16 pt letters. */
const minCell = (sheet: Sheet, large: boolean) =>
  large ? largeCell(sheet, LETTER_SHARE) : typeAtLeast(sheet, 0) / NUMBER_SHARE;

/**
 * The page's type as glyphs placed from <defs> (one outline per character and size, as
 * GlyphSet's): a page of clues outlines some 40 characters instead of 30 lines.
 */
class TypeSet {
  private readonly sets = new Map<number, GlyphSet>();

  /** The line with its left end at x. */
  line(value: string, size: number, x: number, baseline: number): string {
    const key = Math.round(size * 100) / 100;
    let set = this.sets.get(key);
    if (!set) {
      set = new GlyphSet(key, `t${this.sets.size}-`);
      this.sets.set(key, set);
    }
    let out = "";
    let at = x;
    for (const ch of value) {
      const w = textWidth(ch, FONT, key);
      if (ch !== " ") out += set.place(ch, at + w / 2, baseline - key * 0.36);
      at += w;
    }
    return out;
  }

  markup(): string {
    return [...this.sets.values()].map((s) => s.markup()).join("");
  }
}

function wrap(value: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const w of value.split(/\s+/)) {
    const next = line ? `${line} ${w}` : w;
    if (line && textWidth(next, FONT, size) > width) {
      lines.push(line);
      line = w;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A block of text measured for a width: its height, and its markup drawn from a top-left corner. */
interface Block {
  h: number;
  draw: (x: number, y: number, type: TypeSet) => string;
}

/** "Across" or "Down" and its clues, each numbered with its lines hanging beside the number. */
function clueBlock(heading: string, entries: CrosswordPuzzle["entries"], size: number, width: number): Block {
  const head = size * 1.15;
  const lineH = size * 1.28;
  const labelW = textWidth("00.", FONT, size) + size * 0.35;
  const clues = entries.map((e) => ({ label: `${e.n}.`, lines: wrap(e.clue, size, width - labelW) }));
  const h = head * 1.4 + clues.reduce((a, c) => a + c.lines.length * lineH, 0) + (clues.length - 1) * size * 0.4;
  return {
    h,
    draw: (x, y, type) => {
      let out = type.line(heading, head, x, y + head * 0.9);
      let at = y + head * 1.4;
      for (const c of clues) {
        out += type.line(c.label, size, x + labelW - size * 0.35 - textWidth(c.label, FONT, size), at + size * 0.9);
        for (const l of c.lines) {
          out += type.line(l, size, x + labelW, at + size * 0.9);
          at += lineH;
        }
        at += size * 0.4;
      }
      return out;
    },
  };
}

/** The word bank: every answer, spread over centred lines in a rounded box. */
function bankBlock(words: readonly string[], size: number, width: number): Block {
  if (!words.length) return { h: 0, draw: () => "" };
  const pad = size * 0.7;
  const lineH = size * 1.5;
  const lines: string[][] = [];
  let line: string[] = [];
  const spacing = size * 1.4;
  const widthOf = (ws: string[]) => ws.reduce((a, w) => a + textWidth(w, FONT, size), 0) + (ws.length - 1) * spacing;
  for (const w of words) {
    if (line.length && widthOf([...line, w]) > width - 2 * pad) {
      lines.push(line);
      line = [];
    }
    line.push(w);
  }
  if (line.length) lines.push(line);
  const h = lines.length * lineH + 2 * pad - (lineH - size);
  return {
    h,
    draw: (x, y, type) => {
      let out = `<rect x="${r2(x)}" y="${r2(y)}" width="${r2(width)}" height="${r2(h)}" rx="${r2(size * 0.6)}" fill="none" stroke="#000" stroke-width="${r2(Math.max(2, size * 0.1))}"/>`;
      lines.forEach((ws, i) => {
        let at = x + (width - widthOf(ws)) / 2;
        for (const w of ws) {
          out += type.line(w, size, at, y + pad + i * lineH + size * 0.78);
          at += textWidth(w, FONT, size) + spacing;
        }
      });
      return out;
    },
  };
}

interface CrosswordLayout {
  cell: number;
  /** The grid's top-left corner. */
  x: number;
  y: number;
  /** The clue lists and the word bank, drawn in place. */
  parts: (type: TypeSet) => string;
  /** Height left under everything: theme pictures go there when it is PICTURE_ROOM or more. */
  spare: number;
}

/**
 * The grid as big as the page allows with its clues either under it in two columns (Across,
 * Down) or beside it in one, and the word bank under everything; null when the cells would be
 * smaller than `least`.
 */
function crosswordLayout(
  puzzle: CrosswordPuzzle,
  area: Box,
  size: number,
  least: number,
  most: number,
): CrosswordLayout | null {
  const rows = puzzle.grid.length;
  const cols = (puzzle.grid[0] ?? "").length;
  const across = puzzle.entries.filter((e) => e.dir === "across");
  const down = puzzle.entries.filter((e) => e.dir === "down");
  const bank = bankBlock(puzzle.bank, size, area.w);
  const bankH = bank.h ? bank.h + GAP : 0;
  let best: CrosswordLayout | null = null;
  const consider = (cell: number, make: (cell: number) => CrosswordLayout) => {
    const c = Math.min(cell, most);
    if (c >= least && (!best || c > best.cell + 0.5)) best = make(c);
  };
  /** Where the parts start down the page: at the top when the room under them holds pictures, else centred. */
  const offset = (spare: number) => (spare > PICTURE_ROOM ? Math.min(spare * 0.1, 24) : spare / 2);
  // Clues `cluesH` tall under the grid, the bank under them.
  const under = (cluesH: number, clues: (cy: number, t: TypeSet) => string) =>
    consider(Math.min(area.w / cols, (area.h - cluesH - bankH - GAP) / rows), (cell) => {
      const spare = area.h - (rows * cell + GAP + cluesH + bankH);
      const y = area.y + offset(spare);
      const cy = y + rows * cell + GAP;
      return {
        cell,
        x: area.x + (area.w - cols * cell) / 2,
        y,
        parts: (t) => clues(cy, t) + bank.draw(area.x, cy + cluesH + GAP, t),
        spare: area.y + area.h - (cy + cluesH + bankH),
      };
    });
  // Across and Down side by side.
  const colW = (area.w - GAP) / 2;
  const a = clueBlock("Across", across, size, colW);
  const d = clueBlock("Down", down, size, colW);
  under(Math.max(a.h, d.h), (cy, t) => a.draw(area.x, cy, t) + d.draw(area.x + colW + GAP, cy, t));
  // One column, Across over Down (large print's long lines wrap less).
  const wa = clueBlock("Across", across, size, area.w);
  const wd = clueBlock("Down", down, size, area.w);
  under(wa.h + GAP + wd.h, (cy, t) => wa.draw(area.x, cy, t) + wd.draw(area.x, cy + wa.h + GAP, t));
  // Beside the grid: one column, Across over Down, the bank under both.
  for (const share of [0.32, 0.38, 0.44, 0.5]) {
    const w = area.w * share;
    const ca = clueBlock("Across", across, size, w);
    const cd = clueBlock("Down", down, size, w);
    const h = ca.h + GAP + cd.h;
    const height = area.h - bankH;
    if (h > height) continue;
    consider(Math.min((area.w - w - GAP) / cols, height / rows), (cell) => {
      const gridW = cols * cell;
      const tall = Math.max(rows * cell, h);
      const y = area.y + offset(height - tall);
      const by = y + tall + GAP;
      return {
        cell,
        x: area.x + (area.w - w - GAP - gridW) / 2,
        y: y + (tall - rows * cell) / 2,
        parts: (t) =>
          ca.draw(area.x + area.w - w, y, t) +
          cd.draw(area.x + area.w - w, y + ca.h + GAP, t) +
          bank.draw(area.x, by, t),
        spare: area.y + area.h - (by + bank.h),
      };
    });
  }
  return best;
}

/** The crossword's grid, numbered, with its clues; the key writes every answer in. */
export function crosswordPage(
  sheet: Sheet,
  values: Record<string, string | undefined>,
  difficulty: Difficulty,
  seed: number,
  _print: PrintOptions = {},
): ActivityPage {
  const large = isLargePrint(values);
  const level = crosswordLevels[difficulty];
  const box = contentBox(sheet, true);
  const instruction = typeAtLeast(sheet, large ? 16 / sheetPt(sheet) : 26);
  const clue = clueSize(sheet, large);
  const least = minCell(sheet, large);
  const biggest = Math.max(MAX_CELL, least * 1.25);
  // Fewer words rather than smaller cells or type: the page keeps its sizes at any trim. At the
  // fewest words other seeds pick shorter words, then the instruction line makes way, then (large
  // print on the smallest trims) the word bank.
  const attempt = (lead: boolean, bank: boolean, size = clue, words = level.words) => {
    const area = lead ? { ...box, y: box.y + instruction * 2.3, h: box.h - instruction * 2.3 } : box;
    const maxCols = Math.max(3, Math.floor(area.w / least));
    const maxRows = Math.max(3, Math.floor((area.h * 0.7) / least));
    for (let count = words; count >= CROSSWORD_MIN_WORDS; count--)
      for (let k = 0; k < (count === CROSSWORD_MIN_WORDS ? 10 : 1); k++) {
        const puzzle = makeCrossword({
          difficulty,
          seed: seed + k * 7919,
          theme: values.theme,
          count,
          maxRows,
          maxCols,
          bank,
        });
        const layout = crosswordLayout(puzzle, area, size, least, biggest);
        if (layout) return { puzzle, layout, lead, size };
      }
    return null;
  };
  const withBank = crosswordLevels[difficulty].bank;
  let found = attempt(true, withBank) ?? attempt(false, withBank) ?? (withBank ? attempt(false, false) : null);
  // A large-print square page on a trim under about 6 in cannot hold three clues at 16 pt beside
  // 0.4 in squares: its clues print smaller, never under standard print's size.
  for (let size = clue * 0.94; !found && size >= clueSize(sheet, false); size *= 0.94)
    found = attempt(false, false, size, CROSSWORD_MIN_WORDS);
  found ??= attempt(false, false, clueSize(sheet, false), CROSSWORD_MIN_WORDS);
  if (!found) throw new Error("the crossword does not fit the page");
  const { puzzle, layout } = found;
  const { cell, x, y } = layout;
  const numberSize = Math.max(cell * NUMBER_SHARE, typeAtLeast(sheet, 0));
  const glyphs = new GlyphSet(cell * LETTER_SHARE, "k");
  const type = new TypeSet();
  const numbers = new Map(puzzle.entries.map((e) => [`${e.row},${e.col}`, e.n]));
  let cells = "";
  let marks = "";
  let answers = "";
  puzzle.grid.forEach((row, r) => {
    [...row].forEach((ch, c) => {
      if (ch === ".") return;
      const cx = x + c * cell;
      const cy = y + r * cell;
      cells += `<rect x="${r2(cx)}" y="${r2(cy)}" width="${r2(cell)}" height="${r2(cell)}"/>`;
      const n = numbers.get(`${r},${c}`);
      if (n) marks += type.line(String(n), numberSize, cx + cell * 0.07, cy + numberSize * 0.95);
      answers += glyphs.place(ch, cx + cell / 2, cy + cell * 0.58, ANSWER_INK);
    });
  });
  const line = Math.max(2.5, cell * 0.045);
  const grid = `<g class="cells" fill="#fff" stroke="#000" stroke-width="${r2(line)}">${cells}</g>`;
  const say = "Read each clue and write the answer in the boxes.";
  const lead = found.lead
    ? type.line(say, instruction, (sheet.width - textWidth(say, FONT, instruction)) / 2, box.y + instruction)
    : "";
  const pic = layout.spare > PICTURE_ROOM ? Math.min(150, layout.spare - 30) : 0;
  const pictures = pic
    ? [0.25, 0.75]
        .map((f, i) =>
          themePicture(values.theme, box.x + box.w * f, box.y + box.h - layout.spare / 2, pic * 0.85, seed + i),
        )
        .join("")
    : "";
  const heading = title(sheet, pageTitle("Crossword", values));
  const parts = layout.parts(type);
  const body = (extra: string) => heading + lead + grid + type.markup() + marks + parts + pictures + extra;
  return {
    // The request's print, as the puzzle records it (docs/api.md, "Puzzles and activities").
    puzzle: { ...puzzle, print: printOf(values) },
    svg: svgDocument(sheet, body("")),
    answerSvg: svgDocument(sheet, body(glyphs.markup() + answers)),
  };
}
