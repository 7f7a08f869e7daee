import { mulberry32, type Rng, shuffle } from "../../random.js";
import type { Difficulty, PuzzleOf } from "../types.js";
import { themeWords } from "../word-search/vocabulary.js";
import { clueFor } from "./clues.js";

export type CrosswordPuzzle = PuzzleOf<"crossword">;
type Direction = "across" | "down";

/**
 * Words on a page, their lengths and the grid they fit in, by difficulty: a few short words
 * with a word bank for young children, more and longer words without one for older solvers.
 */
export const crosswordLevels: Record<
  Difficulty,
  { words: number; min: number; max: number; size: number; bank: boolean }
> = {
  easy: { words: 6, min: 3, max: 6, size: 9, bank: true },
  medium: { words: 8, min: 3, max: 8, size: 11, bank: true },
  hard: { words: 11, min: 4, max: 11, size: 13, bank: false },
};

/** Fewest words a page is made with (a large-print page on a small trim holds few). */
export const CROSSWORD_MIN_WORDS = 3;

interface Placed {
  word: string;
  row: number;
  col: number;
  dir: Direction;
}

const step = (dir: Direction): readonly [number, number] => (dir === "across" ? [0, 1] : [1, 0]);
/** A cell's key: rows and columns stay within ±500 of the first word. */
const key = (r: number, c: number) => (r + 500) * 1000 + c + 500;

/** A grid being built: letters by cell, which directions pass through each, and its bounds. */
class Layout {
  readonly cells = new Map<number, { ch: string; dirs: Set<Direction> }>();
  /** Where each letter is, for the places a word can cross. */
  readonly byLetter = new Map<string, Array<[number, number]>>();
  readonly placed: Placed[] = [];
  top = 0;
  left = 0;
  bottom = -1;
  right = -1;

  at(r: number, c: number) {
    return this.cells.get(key(r, c));
  }

  /** Crossings made by the word here, or -1 where it may not go (the rules of a free-form crossword). */
  fit(word: string, row: number, col: number, dir: Direction, maxRows: number, maxCols: number): number {
    const [dr, dc] = step(dir);
    const endR = row + dr * (word.length - 1);
    const endC = col + dc * (word.length - 1);
    if (this.placed.length) {
      const top = Math.min(this.top, row);
      const left = Math.min(this.left, col);
      if (Math.max(this.bottom, endR) - top + 1 > maxRows || Math.max(this.right, endC) - left + 1 > maxCols) return -1;
    } else if (endR - row + 1 > maxRows || endC - col + 1 > maxCols) return -1;
    // Nothing touches its ends: the run of letters is exactly the word.
    if (this.at(row - dr, col - dc) || this.at(endR + dr, endC + dc)) return -1;
    let crossings = 0;
    for (let i = 0; i < word.length; i++) {
      const r = row + dr * i;
      const c = col + dc * i;
      const cell = this.at(r, c);
      if (cell) {
        // A crossing: the same letter, on a word going the other way.
        if (cell.ch !== word[i] || cell.dirs.has(dir)) return -1;
        crossings++;
      } else if (this.at(r + dc, c + dr) || this.at(r - dc, c - dr)) return -1; // no letter beside a new one
    }
    return crossings;
  }

  place(word: string, row: number, col: number, dir: Direction): void {
    const [dr, dc] = step(dir);
    for (let i = 0; i < word.length; i++) {
      const k = key(row + dr * i, col + dc * i);
      let cell = this.cells.get(k);
      if (!cell) {
        cell = { ch: word[i] as string, dirs: new Set<Direction>() };
        this.cells.set(k, cell);
        const at = this.byLetter.get(cell.ch) ?? [];
        at.push([row + dr * i, col + dc * i]);
        this.byLetter.set(cell.ch, at);
      }
      cell.dirs.add(dir);
    }
    const endR = row + dr * (word.length - 1);
    const endC = col + dc * (word.length - 1);
    if (!this.placed.length) [this.top, this.left, this.bottom, this.right] = [row, col, endR, endC];
    this.top = Math.min(this.top, row);
    this.left = Math.min(this.left, col);
    this.bottom = Math.max(this.bottom, endR);
    this.right = Math.max(this.right, endC);
    this.placed.push({ word, row, col, dir });
  }

  /** Every place the word crosses a letter already down, with its crossings. */
  places(word: string, maxRows: number, maxCols: number): Array<Placed & { crossings: number }> {
    const out: Array<Placed & { crossings: number }> = [];
    const seen = new Set<number>();
    for (let i = 0; i < word.length; i++)
      for (const [r, c] of this.byLetter.get(word[i] as string) ?? []) {
        const cell = this.at(r, c);
        if (!cell) continue;
        for (const dir of ["across", "down"] as const) {
          if (cell.dirs.has(dir)) continue;
          const [dr, dc] = step(dir);
          const row = r - dr * i;
          const col = c - dc * i;
          const id = key(row, col) * 2 + (dir === "down" ? 1 : 0);
          if (seen.has(id)) continue;
          seen.add(id);
          const crossings = this.fit(word, row, col, dir, maxRows, maxCols);
          if (crossings > 0) out.push({ word, row, col, dir, crossings });
        }
      }
    return out;
  }

  area(extra?: Placed): number {
    let { top, left, bottom, right } = this;
    if (extra) {
      const [dr, dc] = step(extra.dir);
      top = Math.min(top, extra.row);
      left = Math.min(left, extra.col);
      bottom = Math.max(bottom, extra.row + dr * (extra.word.length - 1));
      right = Math.max(right, extra.col + dc * (extra.word.length - 1));
    }
    return (bottom - top + 1) * (right - left + 1);
  }

  /** The solved grid, one string a row ("." where there is no cell). */
  grid(): string[] {
    const rows: string[] = [];
    for (let r = this.top; r <= this.bottom; r++) {
      let line = "";
      for (let c = this.left; c <= this.right; c++) line += this.at(r, c)?.ch ?? ".";
      rows.push(line);
    }
    return rows;
  }
}

/** A slot of the grid: where an entry starts, its direction and its length. */
interface Slot {
  n: number;
  dir: Direction;
  row: number;
  col: number;
  length: number;
}

const isCell = (grid: readonly string[], r: number, c: number) => {
  const ch = grid[r]?.[c];
  return ch !== undefined && ch !== ".";
};

/**
 * The grid's numbered slots as a crossword prints them: reading row by row, a cell that starts a
 * run of two or more cells across or down gets the next number; every such run is a slot.
 */
function slotsOf(grid: readonly string[]): Slot[] {
  const slots: Slot[] = [];
  let n = 0;
  for (let r = 0; r < grid.length; r++)
    for (let c = 0; c < (grid[r] ?? "").length; c++) {
      if (!isCell(grid, r, c)) continue;
      const starts: Slot[] = [];
      for (const dir of ["across", "down"] as const) {
        const [dr, dc] = step(dir);
        if (isCell(grid, r - dr, c - dc) || !isCell(grid, r + dr, c + dc)) continue;
        let length = 0;
        while (isCell(grid, r + dr * length, c + dc * length)) length++;
        starts.push({ n: 0, dir, row: r, col: c, length });
      }
      if (!starts.length) continue;
      n++;
      for (const s of starts) slots.push({ ...s, n });
    }
  return slots;
}

/**
 * How many ways the words fill the grid's slots, each word once, crossing letters agreeing
 * (stops counting at `limit`): 1 is a puzzle with a single answer.
 */
function countFills(grid: readonly string[], words: readonly string[], limit = 2): number {
  const slots = slotsOf(grid);
  if (slots.length !== words.length) return 0;
  const letters = new Map<number, string>();
  const used = new Set<number>();
  let found = 0;
  const cellsOf = (s: Slot) => {
    const [dr, dc] = step(s.dir);
    return Array.from({ length: s.length }, (_, i) => key(s.row + dr * i, s.col + dc * i));
  };
  const cells = slots.map(cellsOf);
  const solve = (i: number): void => {
    if (found >= limit) return;
    if (i === slots.length) {
      found++;
      return;
    }
    const slotCells = cells[i] as number[];
    words.forEach((w, wi) => {
      if (used.has(wi) || w.length !== slotCells.length) return;
      if (slotCells.some((k, j) => (letters.get(k) ?? w[j]) !== w[j])) return;
      const set = slotCells.filter((k) => !letters.has(k));
      for (const [j, k] of slotCells.entries()) letters.set(k, w[j] as string);
      used.add(wi);
      solve(i + 1);
      used.delete(wi);
      for (const k of set) letters.delete(k);
    });
  };
  solve(0);
  return found;
}

/**
 * The theme's words with a clue in the level's lengths, shuffled; when the theme has too few of
 * them for the page, the other words follow, nearest lengths first.
 */
function candidates(
  theme: string | undefined,
  level: (typeof crosswordLevels)[Difficulty],
  count: number,
  most: number,
  rng: Rng,
) {
  const words = shuffle(
    rng,
    themeWords(theme).filter((w) => clueFor(w) && w.length >= 3 && w.length <= most),
  );
  const max = Math.min(level.max, most);
  const inRange = words.filter((w) => w.length >= level.min && w.length <= max);
  if (inRange.length >= count + 2) return inRange;
  const distance = (w: string) => (w.length < level.min ? level.min - w.length : w.length - max);
  return [...inRange, ...words.filter((w) => !inRange.includes(w)).sort((a, b) => distance(a) - distance(b))];
}

/** One try at a layout: the longest word first, then each word where it crosses most, compactly. */
function attempt(
  pool: readonly string[],
  level: { min: number; max: number },
  count: number,
  maxRows: number,
  maxCols: number,
  rng: Rng,
): Layout {
  const layout = new Layout();
  const [first, ...rest] = [...pool.slice(0, count + 3)].sort((a, b) => b.length - a.length);
  if (!first) return layout;
  const dir = maxCols >= maxRows ? "across" : "down";
  if (layout.fit(first, 0, 0, dir, maxRows, maxCols) < 0) return layout;
  layout.place(first, 0, 0, dir);
  let waiting = [...rest, ...pool.slice(count + 3)];
  while (layout.placed.length < count && waiting.length) {
    let best: (Placed & { score: number }) | null = null;
    for (const word of waiting.slice(0, 8))
      for (const p of layout.places(word, maxRows, maxCols)) {
        const fits = word.length >= level.min && word.length <= level.max;
        const score = p.crossings * 4 - layout.area(p) / 12 + rng() * 2 + (p.dir === "down" ? 0.5 : 0) - (fits ? 0 : 8);
        if (!best || score > best.score) best = { ...p, score };
      }
    if (!best) break;
    layout.place(best.word, best.row, best.col, best.dir);
    waiting = waiting.filter((w) => w !== best.word);
  }
  return layout;
}

/** The puzzle's answers, numbered as printed, each with its clue. */
function entriesOf(grid: readonly string[]): CrosswordPuzzle["entries"] {
  return slotsOf(grid).map((s) => {
    const [dr, dc] = step(s.dir);
    const answer = Array.from({ length: s.length }, (_, i) => grid[s.row + dr * i]?.[s.col + dc * i]).join("");
    return { n: s.n, dir: s.dir, row: s.row, col: s.col, answer, clue: clueFor(answer) ?? "" };
  });
}

/**
 * A crossword from the theme's words: as many of the level's words as fit a grid of at most
 * `maxRows` x `maxCols` (the level's size by default), every word crossing another, the words
 * filling it in exactly one way. Pure: a seed fixes it. Fewer words when no try places them all.
 */
export function makeCrossword(opts: {
  difficulty: Difficulty;
  seed: number;
  theme?: string;
  count?: number;
  maxRows?: number;
  maxCols?: number;
  /** Whether the page prints a word bank (the level's choice by default). */
  bank?: boolean;
}): CrosswordPuzzle {
  const level = crosswordLevels[opts.difficulty];
  const rng = mulberry32(opts.seed);
  const maxRows = Math.min(opts.maxRows ?? level.size, level.size);
  const maxCols = Math.min(opts.maxCols ?? level.size, level.size);
  const count = opts.count ?? level.words;
  let best: { layout: Layout; score: number } | null = null;
  for (let t = 0; t < 24; t++) {
    const pool = candidates(opts.theme, level, count, Math.max(maxRows, maxCols), rng);
    const layout = attempt(pool, level, count, maxRows, maxCols, rng);
    const n = layout.placed.length;
    if (!n) continue;
    const crossings = [...layout.cells.values()].filter((c) => c.dirs.size === 2).length;
    const score = n * 100 + crossings * 3 - layout.area() / 10;
    if (best && score <= best.score) continue;
    const grid = layout.grid();
    if (
      countFills(
        grid,
        layout.placed.map((p) => p.word),
      ) !== 1
    )
      continue;
    best = { layout, score };
    if (n >= count && t >= 5) break;
  }
  if (!best) throw new Error("no crossword");
  const grid = best.layout.grid();
  const entries = entriesOf(grid);
  const bank = (opts.bank ?? level.bank) ? entries.map((e) => e.answer).sort() : [];
  return { type: "crossword", grid, entries, bank };
}
