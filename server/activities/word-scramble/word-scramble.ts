import { quotedExcerpt } from "../../../engine/graphemes.js";
import { mulberry32, type Rng, shuffle } from "../../random.js";
import { ActivityInputError, type Difficulty, type PuzzleOf } from "../types.js";
import { themeWords, vocabulary } from "../word-search/vocabulary.js";

export type WordScramblePuzzle = PuzzleOf<"word-scramble">;

/** Words on a page and their lengths by difficulty: short words for young readers, long ones for the hard page. */
export const scrambleLevels: Record<Difficulty, { words: number; min: number; max: number }> = {
  easy: { words: 6, min: 3, max: 5 },
  medium: { words: 8, min: 4, max: 7 },
  hard: { words: 10, min: 5, max: 10 },
};

/** The longest word a page prints (the hard page's), and the user's list's limits. */
const SCRAMBLE_MAX_LETTERS = 10;
const SCRAMBLE_MIN_WORDS = 4;
const SCRAMBLE_LIST_MAX_LENGTH = 200;

/** Every built-in word: a scramble that spells one of them is refused (it would read as an answer). */
const knownWords = new Set(Object.values(vocabulary).flat());

/** How many letters stay where they were: a scramble moves most of them. */
const unmoved = (a: string, b: string) => [...a].filter((ch, i) => b[i] === ch).length;

/**
 * The word's letters shuffled until they spell neither the word nor any other word of the list
 * (nor any built-in theme word), with at most a third of the letters left in place when the word
 * allows it. Returns null for a word whose letters cannot be moved (all the same letter).
 */
function scramble(word: string, list: readonly string[], rng: Rng): string | null {
  const taken = new Set([...list, ...knownWords]);
  let best: string | null = null;
  for (let attempt = 0; attempt < 200; attempt++) {
    const s = shuffle(rng, [...word]).join("");
    if (s === word || taken.has(s)) continue;
    if (unmoved(s, word) <= Math.floor(word.length / 3)) return s;
    if (!best || unmoved(s, word) < unmoved(best, word)) best = s;
  }
  return best;
}

const sorted = (w: string) => [...w].sort().join("");

/** The theme's words for the level, longest allowed first when the theme has few in range. */
function pickWords(theme: string | undefined, difficulty: Difficulty, count: number, most: number, rng: Rng): string[] {
  const level = { ...scrambleLevels[difficulty] };
  level.max = Math.min(level.max, most);
  level.min = Math.min(level.min, level.max);
  const words = shuffle(rng, themeWords(theme)).filter((w) => w.length <= most);
  const inRange = words.filter((w) => w.length >= level.min && w.length <= level.max);
  const distance = (w: string) => (w.length < level.min ? level.min - w.length : w.length - level.max);
  const rest = words.filter((w) => !inRange.includes(w)).sort((a, b) => distance(a) - distance(b));
  // Two words of the same letters would each answer the other's scramble: keep the first.
  const seen = new Set<string>();
  return [...inRange, ...rest].filter((w) => !seen.has(sorted(w)) && seen.add(sorted(w))).slice(0, count);
}

export function makeWordScramble(opts: {
  difficulty: Difficulty;
  seed: number;
  theme?: string;
  words?: string[] | null;
  /** At most this many words (a large-print page holds fewer). */
  count?: number;
  /** The theme's words of at most this many letters (a large-print page's width). */
  maxLetters?: number;
}): WordScramblePuzzle {
  const rng = mulberry32(opts.seed);
  const count = opts.count ?? scrambleLevels[opts.difficulty].words;
  const list = opts.words
    ? opts.words.slice(0, count)
    : pickWords(
        opts.theme,
        opts.difficulty,
        count,
        Math.min(opts.maxLetters ?? SCRAMBLE_MAX_LETTERS, SCRAMBLE_MAX_LETTERS),
        rng,
      );
  const words = list.flatMap((word) => {
    const scrambled = scramble(word, list, rng);
    return scrambled ? [{ word, scrambled }] : [];
  });
  return { type: "word-scramble", words };
}

/**
 * The user's own words (commas or new lines), upper-cased; null when empty (the theme's words
 * are used). Throws ActivityInputError with the form's message.
 */
export function userScrambleWords(raw: string | undefined, difficulty: Difficulty): string[] | null {
  const text = (raw ?? "").trim();
  if (!text) return null;
  if (text.length > SCRAMBLE_LIST_MAX_LENGTH)
    throw new ActivityInputError(`Please use at most ${SCRAMBLE_LIST_MAX_LENGTH} characters`, "words");
  const words = [
    ...new Set(
      text
        .split(/[,\n]+/)
        .map((w) => w.trim())
        .filter(Boolean),
    ),
  ];
  const most = scrambleLevels[difficulty].words;
  if (words.length > most)
    throw new ActivityInputError(`Please enter at most ${most} words for this difficulty`, "words");
  const out: string[] = [];
  for (const w of words) {
    const quoted = `"${quotedExcerpt(w, 40)}"`;
    if (!/^[a-z]+$/i.test(w)) throw new ActivityInputError(`${quoted} can only use the letters A to Z`, "words");
    if (w.length < 3) throw new ActivityInputError(`${quoted} is too short: words need at least 3 letters`, "words");
    if (w.length > SCRAMBLE_MAX_LETTERS)
      throw new ActivityInputError(`${quoted} is too long: at most ${SCRAMBLE_MAX_LETTERS} letters`, "words");
    if (new Set(w.toLowerCase()).size < 2)
      throw new ActivityInputError(`${quoted} cannot be scrambled: please use a word with different letters`, "words");
    const upper = w.toUpperCase();
    const twin = out.find((o) => sorted(o) === sorted(upper) && o !== upper);
    if (twin)
      throw new ActivityInputError(
        `"${twin.toLowerCase()}" and ${quoted} use the same letters: please leave one of them out`,
        "words",
      );
    if (!out.includes(upper)) out.push(upper);
  }
  if (out.length < SCRAMBLE_MIN_WORDS)
    throw new ActivityInputError(`Please enter at least ${SCRAMBLE_MIN_WORDS} words`, "words");
  return out;
}
