import { tooFewItemsMessage } from "../../../engine/fields/items.js";
import { tooLongMessage } from "../../../engine/fields/text-length.js";
import { quotedExcerpt } from "../../../engine/graphemes.js";
import { mulberry32, type Rng, shuffle } from "../../random.js";
import { ActivityInputError, type Difficulty, type PuzzleOf } from "../types.js";
import { themeWords } from "./vocabulary.js";

type WordSearchPuzzle = PuzzleOf<"word-search">;
type WordPlacement = WordSearchPuzzle["words"][number];

/** All eight directions as [dr, dc]. */
const allDirections: Array<[number, number]> = [
  [0, 1],
  [1, 0],
  [1, 1],
  [-1, 1],
  [0, -1],
  [-1, 0],
  [-1, -1],
  [1, -1],
];

/** Grid size, word count and directions by difficulty: easy reads right and down only. */
export const wordSearchLevels: Record<
  Difficulty,
  { size: number; words: number; directions: Array<[number, number]> }
> = {
  easy: { size: 10, words: 8, directions: allDirections.slice(0, 2) },
  medium: { size: 13, words: 11, directions: allDirections.slice(0, 4) },
  hard: { size: 16, words: 15, directions: allDirections },
};

/**
 * Large print (decision 057: less on the page rather than smaller letters): a smaller grid and
 * fewer words at each difficulty, so 0.4 in cells with 16 pt letters and a 16 pt word list fill a
 * page. The largest grid and list; a book's smaller trim makes a theme's page smaller still
 * (word-search-page.ts). The words field's `items` limit for large print is `words` here.
 */
export const largePrintLevels: Record<Difficulty, { size: number; words: number }> = {
  easy: { size: 8, words: 6 },
  medium: { size: 10, words: 8 },
  hard: { size: 12, words: 10 },
};

/** The grid's size and word count for a request: the difficulty's, or its large-print ones. */
const wordSearchLimits = (difficulty: Difficulty, large: boolean) =>
  large ? largePrintLevels[difficulty] : wordSearchLevels[difficulty];

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The words field's `maxLength` (catalog/activities/word-search.yaml): room for the hard grid's
 * 15 words of 16 letters and their commas. The list is refused past it before it is split.
 */
export const WORD_LIST_MAX_LENGTH = 400;

/** The fewest words a user's own list takes (the words field's `items.min`): fewer makes no search. */
export const WORD_LIST_MIN_WORDS = 4;

/**
 * The user's own list, checked: letters only (spaces and hyphens dropped), 3 letters or more,
 * fitting the grid, at least WORD_LIST_MIN_WORDS different words and at most the difficulty's. Null when no list was given (the
 * theme's words are used). Every step is linear in the text, and the words are counted before the
 * one check that compares them pairwise (a word hidden inside another), which then compares at
 * most 15 words of at most 16 letters.
 */
export function userWords(raw: string | undefined, difficulty: Difficulty, large = false): string[] | null {
  const text = raw ?? "";
  if (text.length > WORD_LIST_MAX_LENGTH) throw new ActivityInputError(tooLongMessage(WORD_LIST_MAX_LENGTH), "words");
  const items = text
    .split(/[,;\n]+/)
    .map((w) => w.trim())
    .filter(Boolean);
  if (!items.length) return null;
  const { size, words } = wordSearchLimits(difficulty, large);
  const distinct = new Set<string>();
  // The item as typed, quoted short: a message never repeats a page of text.
  const refuse = (item: string, why: string) => new ActivityInputError(`"${quotedExcerpt(item)}" ${why}`, "words");
  for (const item of items) {
    const word = item.toUpperCase().replace(/[\s'-]+/g, "");
    if (!/^[A-Z]+$/.test(word)) throw refuse(item, "can only use the letters A to Z");
    if (word.length < 3) throw refuse(item, "is too short: words need at least 3 letters");
    if (word.length > size) throw refuse(item, `is too long for this grid: at most ${size} letters`);
    distinct.add(word);
  }
  if (distinct.size > words)
    throw new ActivityInputError(
      `Please enter at most ${words} words for this difficulty${large ? " in large print" : ""}`,
      "words",
    );
  const out = [...distinct];
  const alone = new Set(searchable(out));
  const inside = out.find((w) => !alone.has(w));
  if (inside) {
    const host = out.find((o) => o !== inside && (o.includes(inside) || o.includes(reverse(inside))));
    throw new ActivityInputError(`"${inside}" is hidden inside "${host}": please leave one of them out`, "words");
  }
  if (distinct.size < WORD_LIST_MIN_WORDS)
    throw new ActivityInputError(tooFewItemsMessage("words", WORD_LIST_MIN_WORDS), "words");
  return out;
}

const reverse = (w: string) => [...w].reverse().join("");

/** Words that can be searched for alone: none inside another listed word, forwards or backwards. */
function searchable(words: string[]): string[] {
  return words.filter(
    (w, i) =>
      !words.some(
        (o, j) =>
          j !== i &&
          (o.length > w.length || (o.length === w.length && j < i)) &&
          (o.includes(w) || o.includes(reverse(w))),
      ),
  );
}

/**
 * Every place a word reads in the grid, in all eight directions. A palindrome read backwards
 * covers the same cells and is one place, not two.
 */
function findWord(grid: string[], word: string): WordPlacement[] {
  const size = grid.length;
  const found: WordPlacement[] = [];
  const seen = new Set<string>();
  for (let row = 0; row < size; row++)
    for (let col = 0; col < (grid[row] as string).length; col++) {
      if (grid[row]?.[col] !== word[0]) continue;
      for (const [dr, dc] of allDirections) {
        let k = 1;
        for (; k < word.length; k++) if (grid[row + dr * k]?.[col + dc * k] !== word[k]) break;
        if (k < word.length) continue;
        const cells = [0, word.length - 1]
          .map((i) => `${row + dr * i},${col + dc * i}`)
          .sort()
          .join("|");
        if (seen.has(cells)) continue;
        seen.add(cells);
        found.push({ word, row, col, dr, dc });
      }
    }
  return found;
}

function tryPlace(
  cells: string[][],
  word: string,
  rng: Rng,
  directions: Array<[number, number]>,
): WordPlacement | null {
  const size = cells.length;
  for (let attempt = 0; attempt < 200; attempt++) {
    const [dr, dc] = directions[Math.floor(rng() * directions.length)] as [number, number];
    const row = Math.floor(rng() * size);
    const col = Math.floor(rng() * size);
    const endR = row + dr * (word.length - 1);
    const endC = col + dc * (word.length - 1);
    if (endR < 0 || endC < 0 || endR >= size || endC >= size) continue;
    let fits = true;
    for (let k = 0; k < word.length && fits; k++) {
      const have = cells[row + dr * k]?.[col + dc * k];
      fits = have === "" || have === word[k];
    }
    if (!fits) continue;
    for (let k = 0; k < word.length; k++) (cells[row + dr * k] as string[])[col + dc * k] = word[k] as string;
    return { word, row, col, dr, dc };
  }
  return null;
}

/**
 * Words placed at random in the difficulty's directions, the rest filled with random letters;
 * then every listed word is searched for in all eight directions and any second reading is
 * broken by changing one of its filler letters, until each word reads exactly once.
 */
export function makeWordSearch(opts: {
  difficulty: Difficulty;
  seed: number;
  theme?: string;
  words?: string[] | null;
  /** Another grid size and word count than the difficulty's (large print, a small page). */
  size?: number;
  count?: number;
}): WordSearchPuzzle {
  const level = { ...wordSearchLevels[opts.difficulty], ...(opts.size ? { size: opts.size } : {}) };
  if (opts.count) level.words = opts.count;
  const rng = mulberry32(opts.seed);
  const pool = searchable(opts.words ?? shuffle(rng, themeWords(opts.theme)).filter((w) => w.length <= level.size));
  const wanted = opts.words ? pool : pool.slice(0, level.words);
  for (let round = 0; round < 200; round++) {
    const cells = Array.from({ length: level.size }, () => new Array<string>(level.size).fill(""));
    const placed: WordPlacement[] = [];
    // Longest first: they have the fewest places to go.
    for (const word of [...wanted].sort((a, b) => b.length - a.length)) {
      const at = tryPlace(cells, word, rng, level.directions);
      if (at) placed.push(at);
      else if (round < 20) break;
    }
    if (placed.length < wanted.length && round < 20) continue;
    const filler = new Set<string>();
    for (let r = 0; r < level.size; r++)
      for (let c = 0; c < level.size; c++) {
        const row = cells[r] as string[];
        if (row[c]) continue;
        filler.add(`${r},${c}`);
        row[c] = ALPHABET[Math.floor(rng() * 26)] as string;
      }
    const grid = () => cells.map((row) => row.join(""));
    if (breakRepeats(cells, placed, filler, rng, grid)) return { type: "word-search", grid: grid(), words: placed };
  }
  throw new Error("no word search layout found");
}

/** Changes filler letters until every placed word reads once; false if it cannot (rare: start over). */
function breakRepeats(
  cells: string[][],
  placed: WordPlacement[],
  filler: Set<string>,
  rng: Rng,
  grid: () => string[],
): boolean {
  for (let pass = 0; pass < 500; pass++) {
    let clean = true;
    for (const p of placed) {
      const extra = findWord(grid(), p.word).filter(
        (f) => f.row !== p.row || f.col !== p.col || f.dr !== p.dr || f.dc !== p.dc,
      );
      const repeat = extra.find(
        (f) =>
          !(
            f.row === p.row + p.dr * (p.word.length - 1) &&
            f.col === p.col + p.dc * (p.word.length - 1) &&
            f.dr === -p.dr &&
            f.dc === -p.dc
          ),
      );
      if (!repeat) continue;
      clean = false;
      const free = [...Array(p.word.length).keys()]
        .map((k) => [repeat.row + repeat.dr * k, repeat.col + repeat.dc * k] as const)
        .filter(([r, c]) => filler.has(`${r},${c}`));
      if (!free.length) return false;
      const [r, c] = free[Math.floor(rng() * free.length)] as readonly [number, number];
      (cells[r] as string[])[c] = ALPHABET[Math.floor(rng() * 26)] as string;
    }
    if (clean) return true;
  }
  return false;
}
