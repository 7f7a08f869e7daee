import { describe, expect, it } from "vitest";
import { puzzleSchema } from "../../../engine/api/puzzles.js";
import { MIN_STROKE_PT, safeArea, trims } from "../../../engine/books/kdp.js";
import { clues } from "../../../server/activities/crossword/clues.js";
import { crosswordLevels, makeCrossword } from "../../../server/activities/crossword/crossword.js";
import { clueSize, LETTER_SHARE, NUMBER_SHARE } from "../../../server/activities/crossword/crossword-page.js";
import { drawActivity } from "../../../server/activities/index.js";
import { ANSWER_INK, sheetFor } from "../../../server/activities/page.js";
import { sheetPt, strokeWidthsPt } from "../../../server/activities/print-scale.js";
import type { Difficulty } from "../../../server/activities/types.js";
import { vocabulary } from "../../../server/activities/word-search/vocabulary.js";
import { fitRect, PT } from "../../../server/books/render.js";
import { parseSvg } from "../../../server/svg/tree.js";

const levels: Difficulty[] = ["easy", "medium", "hard"];
const themes = Object.keys(vocabulary);

interface Entry {
  n: number;
  dir: "across" | "down";
  row: number;
  col: number;
  answer: string;
  clue: string;
}
interface Crossword {
  grid: string[];
  entries: Entry[];
  bank: string[];
}

const cell = (grid: string[], r: number, c: number) => /^[A-Z]$/.test(grid[r]?.[c] ?? "");

/** The runs of two or more cells, numbered as a crossword is, by this file's own reading of the grid. */
function numbering(grid: string[]): Array<Omit<Entry, "clue">> {
  const out: Array<Omit<Entry, "clue">> = [];
  let n = 0;
  for (let r = 0; r < grid.length; r++)
    for (let c = 0; c < (grid[r] as string).length; c++) {
      if (!cell(grid, r, c)) continue;
      const acrossStart = !cell(grid, r, c - 1) && cell(grid, r, c + 1);
      const downStart = !cell(grid, r - 1, c) && cell(grid, r + 1, c);
      if (!acrossStart && !downStart) continue;
      n++;
      if (acrossStart) {
        let answer = "";
        for (let k = c; cell(grid, r, k); k++) answer += grid[r]?.[k];
        out.push({ n, dir: "across", row: r, col: c, answer });
      }
      if (downStart) {
        let answer = "";
        for (let k = r; cell(grid, k, c); k++) answer += grid[k]?.[c];
        out.push({ n, dir: "down", row: r, col: c, answer });
      }
    }
  return out;
}

const cellsOf = (e: Omit<Entry, "clue">) =>
  [...e.answer].map((ch, i) => ({
    r: e.row + (e.dir === "down" ? i : 0),
    c: e.col + (e.dir === "across" ? i : 0),
    ch,
  }));

/** Every way the words fill the entries' cells, each word once, letters agreeing where they cross (up to 2). */
function fills(entries: Array<Omit<Entry, "clue">>, words: string[]): number {
  const board = new Map<string, string>();
  const used = new Array(words.length).fill(false);
  let count = 0;
  const go = (i: number) => {
    if (count > 1) return;
    if (i === entries.length) {
      count++;
      return;
    }
    const cs = cellsOf(entries[i] as Entry);
    for (let w = 0; w < words.length; w++) {
      const word = words[w] as string;
      if (used[w] || word.length !== cs.length) continue;
      if (cs.some((x, k) => board.has(`${x.r},${x.c}`) && board.get(`${x.r},${x.c}`) !== word[k])) continue;
      const added = cs.filter((x) => !board.has(`${x.r},${x.c}`));
      for (const [k, x] of cs.entries()) board.set(`${x.r},${x.c}`, word[k] as string);
      used[w] = true;
      go(i + 1);
      used[w] = false;
      for (const x of added) board.delete(`${x.r},${x.c}`);
    }
  };
  go(0);
  return count;
}

/** What is wrong with a crossword, found by this file's own reading of it. */
function problems(p: Crossword, theme: string | null): string[] {
  const out: string[] = [];
  const { grid } = p;
  const width = (grid[0] ?? "").length;
  if (grid.some((row) => row.length !== width || !/^[A-Z.]+$/.test(row))) out.push("ragged grid");
  // The numbering re-derived from the grid is the puzzle's, clue for clue.
  const derived = numbering(grid);
  const listed = p.entries.map(({ clue: _, ...e }) => e);
  if (JSON.stringify(derived) !== JSON.stringify(listed)) out.push("numbering differs from the grid's");
  // Every cell is in an entry; the grid is one piece; no edge row or column is empty.
  const inEntry = new Set(derived.flatMap((e) => cellsOf(e).map((x) => `${x.r},${x.c}`)));
  const all: string[] = [];
  grid.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) if (cell(grid, r, c)) all.push(`${r},${c}`);
  });
  if (all.some((k) => !inEntry.has(k))) out.push("a cell in no entry");
  const seen = new Set([all[0]]);
  const queue = [all[0] as string];
  while (queue.length) {
    const [r, c] = (queue.pop() as string).split(",").map(Number) as [number, number];
    for (const [dr, dc] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const)
      if (cell(grid, r + dr, c + dc) && !seen.has(`${r + dr},${c + dc}`)) {
        seen.add(`${r + dr},${c + dc}`);
        queue.push(`${r + dr},${c + dc}`);
      }
  }
  if (seen.size !== all.length) out.push("grid in pieces");
  if (!grid[0]?.replace(/\./g, "") || !grid.at(-1)?.replace(/\./g, "")) out.push("empty edge row");
  if (![0, width - 1].every((c) => grid.some((row) => row[c] !== "."))) out.push("empty edge column");
  // Letters agree where an across entry meets a down entry (read from each answer, not the grid).
  const letterAt = new Map<string, string>();
  for (const e of p.entries)
    for (const x of cellsOf(e)) {
      const k = `${x.r},${x.c}`;
      if (letterAt.has(k) && letterAt.get(k) !== x.ch) out.push(`${e.answer} disagrees at ${k}`);
      letterAt.set(k, x.ch);
    }
  // Each answer once, a word of the theme, with its clue from the table.
  const answers = p.entries.map((e) => e.answer);
  if (new Set(answers).size !== answers.length) out.push("repeated answer");
  for (const e of p.entries) {
    if (theme && !(vocabulary[theme] as string[]).includes(e.answer)) out.push(`${e.answer} is not a ${theme} word`);
    if (!e.clue || e.clue !== clues[e.answer]) out.push(`${e.answer}: wrong clue`);
  }
  // A single fill: the answers go into the grid in only one way.
  if (fills(derived, answers) !== 1) out.push("more than one fill");
  return out;
}

/** Points a unit prints at on a trim's book page (as test/server/activities/print-scale.test.ts). */
function placedPt(trim: (typeof trims)[number], page: "square" | "portrait"): number {
  const sheet = sheetFor(page);
  const safe = safeArea(trim, false, 828, 1);
  const at = fitRect({ ...safe, height: safe.height - 0.3 }, sheet.width, sheet.height);
  return (at.width * PT) / sheet.width;
}

/** The grid's cells read off the drawn page: their squares, as rows of "#" and ".". */
function drawnGrid(svg: string): { shape: string[]; size: number; x: number; y: number } {
  const group = /<g class="cells"[^>]*>(.*?)<\/g>/.exec(svg)?.[1] ?? "";
  const rects = [...group.matchAll(/<rect x="([^"]+)" y="([^"]+)" width="([^"]+)" height="([^"]+)"/g)].map((m) =>
    m.slice(1, 5).map(Number),
  ) as Array<[number, number, number, number]>;
  const size = rects[0]?.[2] ?? 0;
  const x = Math.min(...rects.map((r) => r[0]));
  const y = Math.min(...rects.map((r) => r[1]));
  const at = rects.map(([rx, ry, w, h]) => {
    expect(Math.abs(w - size) + Math.abs(h - size)).toBeLessThan(0.05);
    return [Math.round((ry - y) / size), Math.round((rx - x) / size)] as const;
  });
  const rows = Math.max(...at.map((a) => a[0])) + 1;
  const cols = Math.max(...at.map((a) => a[1])) + 1;
  const shape = Array.from({ length: rows }, () => Array(cols).fill("."));
  for (const [r, c] of at) (shape[r] as string[])[c] = "#";
  return { shape: shape.map((r) => r.join("")), size, x, y };
}

/** The key's letters in the order drawn, read back from its glyph references in the answer ink. */
const keyLetters = (svg: string, fill: string) =>
  [...svg.matchAll(/<use xlink:href="#k(\d+)"[^>]*fill="([^"]+)"/g)]
    .filter((m) => m[2] === fill)
    .map((m) => String.fromCharCode(Number(m[1])))
    .join("");

describe("the clue table", () => {
  it("has a clue for every built-in theme word", () => {
    const missing = Object.values(vocabulary)
      .flat()
      .filter((w) => !clues[w]);
    expect(missing).toEqual([]);
  });

  it("never gives its answer away, nor names another answer of its theme", () => {
    const found: string[] = [];
    for (const [theme, words] of Object.entries(vocabulary))
      for (const word of words) {
        const clue = (clues[word] as string).toUpperCase();
        const said = clue.split(/[^A-Z]+/).filter(Boolean);
        // The answer or a word of four letters or more inside it (HORSE in SEAHORSE).
        for (const w of said) if (w === word || (w.length >= 4 && word.includes(w))) found.push(`${word}: "${w}"`);
        // "The red planet" for MARS is the clue a child knows; every other theme word stays out.
        for (const other of words)
          if (other !== word && other !== "PLANET" && said.some((w) => w === other || w === `${other}S`))
            found.push(`${theme}: ${word}'s clue names ${other}`);
      }
    expect(found).toEqual([]);
  });

  it("reads as a child's: short clues of everyday words", () => {
    for (const clue of Object.values(clues)) {
      expect(clue.length, clue).toBeLessThanOrEqual(60);
      for (const w of clue.split(/[^A-Za-z-]+/)) expect(w.length, clue).toBeLessThanOrEqual(11);
    }
  });
});

describe("crosswords: numbered as the grid reads, one fill, the level's words", () => {
  for (const difficulty of levels)
    it(`${difficulty}: 240 seeds over the built-in themes`, () => {
      const level = crosswordLevels[difficulty];
      const found: string[] = [];
      for (let seed = 1; seed <= 240; seed++) {
        const theme = themes[seed % themes.length] as string;
        const p = makeCrossword({ difficulty, seed, theme });
        expect(puzzleSchema.safeParse(p).success).toBe(true);
        found.push(...problems(p, theme).map((e) => `${seed} ${theme}: ${e}`));
        if (p.entries.length !== level.words) found.push(`${seed} ${theme}: ${p.entries.length} words`);
        if (p.grid.length > level.size || (p.grid[0] as string).length > level.size) found.push(`${seed}: too big`);
        const bank = level.bank ? p.entries.map((e) => e.answer).sort() : [];
        if (JSON.stringify(p.bank) !== JSON.stringify(bank)) found.push(`${seed}: word bank`);
        // The level's lengths, unless the theme has too few words of them.
        const fits = (vocabulary[theme] as string[]).filter((w) => w.length >= level.min && w.length <= level.max);
        if (fits.length >= level.words + 2)
          for (const e of p.entries)
            if (e.answer.length < level.min || e.answer.length > level.max)
              found.push(`${seed}: ${e.answer} on ${difficulty}`);
      }
      expect(found).toEqual([]);
    });

  it("the checker finds a wrong number, a letter that does not cross, a second fill and a cell in no entry", () => {
    const p = makeCrossword({ difficulty: "medium", seed: 4, theme: "farm" });
    expect(problems(p, "farm")).toEqual([]);
    const renumbered = { ...p, entries: p.entries.map((e, i) => (i === 1 ? { ...e, n: e.n + 1 } : e)) };
    expect(problems(renumbered, "farm")).toContain("numbering differs from the grid's");
    const first = p.entries[0] as Entry;
    const crossed = p.entries.find(
      (e) => e.dir !== first.dir && cellsOf(e).some((x) => cellsOf(first).some((y) => y.r === x.r && y.c === x.c)),
    );
    expect(crossed).toBeDefined();
    const wrong = {
      ...p,
      entries: p.entries.map((e) => (e === crossed ? { ...e, answer: e.answer.replace(/./g, "Q") } : e)),
    };
    expect(problems(wrong, "farm").join()).toMatch(/disagrees/);
    // Two words crossing at their shared first letter fill either way; crossing last to first, one way.
    expect(fills(numbering(["CAT", "O..", "W.."]), ["CAT", "COW"])).toBe(2);
    expect(fills(numbering(["CAT", "..O", "..P"]), ["CAT", "TOP"])).toBe(1);
    const lonely = { ...p, grid: p.grid.map((row, r) => (r === 0 ? `${row.slice(0, -1)}.` : row)) };
    expect(problems(lonely, "farm").length).toBeGreaterThan(0);
  });

  it("a theme no list names gets the animals' words", () => {
    const p = makeCrossword({ difficulty: "easy", seed: 2, theme: "robots" });
    expect(problems(p, "animals")).toEqual([]);
  });
});

describe("crossword pages", () => {
  for (const page of ["square", "portrait"] as const)
    for (const difficulty of levels)
      it(`${page} ${difficulty}: the drawn grid is the puzzle's, the key writes every answer in`, () => {
        const d = drawActivity({ type: "crossword", page, difficulty, theme: "space" }, 7);
        if (d.puzzle.type !== "crossword") throw new Error("wrong kind");
        const p = d.puzzle;
        expect(problems(p, "space")).toEqual([]);
        expect(p.entries.length).toBe(crosswordLevels[difficulty].words);
        // No `print` asked: the puzzle records standard print (docs/api.md, "Puzzles and activities").
        expect(p).toMatchObject({ print: "standard" });
        const drawn = drawnGrid(d.svg);
        expect(drawn.shape).toEqual(p.grid.map((row) => row.replace(/[A-Z]/g, "#")));
        expect(drawnGrid(d.answerSvg)).toEqual(drawn);
        // Inside the page's margins.
        const sheet = sheetFor(page);
        expect(drawn.x).toBeGreaterThanOrEqual(56 - 0.01);
        expect(drawn.x + drawn.size * (p.grid[0] as string).length).toBeLessThanOrEqual(sheet.width - 56 + 0.01);
        expect(drawn.y + drawn.size * p.grid.length).toBeLessThanOrEqual(sheet.height - 56 + 0.01);
        expect(keyLetters(d.svg, ANSWER_INK)).toBe("");
        expect(d.svg).not.toContain(ANSWER_INK);
        expect(keyLetters(d.answerSvg, ANSWER_INK)).toBe(p.grid.join("").replace(/\./g, ""));
      });

  const smallTrim = trims.reduce((a, b) => (placedPt(b, "square") < placedPt(a, "square") ? b : a));
  for (const page of ["square", "portrait"] as const)
    it(`${page}: numbers and clues at 7 pt or more, lines at 0.75 pt or more on ${smallTrim}`, () => {
      const pt = placedPt(smallTrim, page);
      for (const difficulty of levels) {
        const d = drawActivity({ type: "crossword", page, difficulty, theme: "food" }, 3, { pt });
        if (d.puzzle.type !== "crossword") throw new Error("wrong kind");
        expect(problems(d.puzzle, "food")).toEqual([]);
        const { size } = drawnGrid(d.svg);
        expect(size * NUMBER_SHARE * pt).toBeGreaterThanOrEqual(7);
        expect(clueSize(sheetFor(page, pt), false) * pt).toBeGreaterThanOrEqual(7);
        for (const svg of [d.svg, d.answerSvg])
          expect(Math.min(...strokeWidthsPt(parseSvg(svg), pt))).toBeGreaterThanOrEqual(MIN_STROKE_PT);
      }
    });

  for (const page of ["square", "portrait"] as const)
    for (const pt of [undefined, placedPt("6x9", page)])
      it(`large print, ${page}${pt ? " on 6x9" : ""}: 0.4 in squares for 16 pt letters, 16 pt clues`, () => {
        for (const difficulty of levels) {
          const d = drawActivity({ type: "crossword", page, difficulty, theme: "farm", print: "large" }, 9, { pt });
          if (d.puzzle.type !== "crossword") throw new Error("wrong kind");
          expect(d.puzzle, difficulty).toMatchObject({ print: "large" });
          const sheet = sheetFor(page, pt);
          const { size } = drawnGrid(d.svg);
          expect(size * sheetPt(sheet), difficulty).toBeGreaterThanOrEqual(0.4 * 72 - 0.05);
          expect(size * LETTER_SHARE * sheetPt(sheet)).toBeGreaterThanOrEqual(16 - 0.05);
          expect(clueSize(sheet, true) * sheetPt(sheet)).toBeGreaterThanOrEqual(16 - 0.05);
          expect(d.puzzle.entries.length).toBeGreaterThanOrEqual(3);
          expect(problems(d.puzzle, "farm")).toEqual([]);
        }
      });
});
