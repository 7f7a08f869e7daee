import { quotedExcerpt } from "../../../engine/graphemes.js";
import { mulberry32, pick, type Rng, shuffle } from "../../random.js";
import { ActivityInputError, type Difficulty, type PuzzleOf } from "../types.js";
import { themeWords, vocabulary } from "../word-search/vocabulary.js";
import { messages } from "./messages.js";
import { symbolNames } from "./symbols.js";

export type CryptogramPuzzle = PuzzleOf<"cryptogram">;
export type CodeKind = CryptogramPuzzle["code"];

export const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** Characters a message may hold besides letters: printed as they are. */
const MESSAGE_MARKS = " .,!?'-";
const MESSAGE_MAX_LENGTH = 80;
/** How many letters a hard page's code table gives, to start from. */
export const HARD_HINTS = 3;

export const codeKind = (value: string | undefined): CodeKind =>
  value === "pictures" || value === "letters" ? value : "numbers";

/** The theme's list of messages: the word search's theme names ("sea creatures" finds ocean). */
function themeMessages(theme: string | undefined): Record<Difficulty, string[]> {
  const words = themeWords(theme);
  const name = Object.entries(vocabulary).find(([, list]) => list === words)?.[0] ?? "animals";
  return messages[name] ?? (messages.animals as Record<Difficulty, string[]>);
}

/** Each letter its symbol: numbers 1-26 or the 26 pictures in a random order, or letters none of which is itself. */
function makeCipher(code: CodeKind, rng: Rng): Array<{ letter: string; symbol: string }> {
  const letters = [...ALPHABET];
  let symbols: string[];
  if (code === "numbers")
    symbols = shuffle(
      rng,
      letters.map((_, i) => String(i + 1)),
    );
  else if (code === "pictures") symbols = shuffle(rng, symbolNames);
  else
    do symbols = shuffle(rng, letters);
    while (symbols.some((s, i) => s === letters[i]));
  return letters.map((letter, i) => ({ letter, symbol: symbols[i] as string }));
}

/**
 * The message in its code. The code table gives every letter below hard; on a hard page only
 * three letters of the message, the rest to be worked out from the message itself.
 */
export function makeCryptogram(opts: {
  difficulty: Difficulty;
  seed: number;
  code: CodeKind;
  theme?: string;
  message?: string | null;
  /** Whether a built-in message fits the page: when not, another of the level, then a shorter level's. */
  fits?: (message: string) => boolean;
}): CryptogramPuzzle {
  const rng = mulberry32(opts.seed);
  const bank = themeMessages(opts.theme);
  const first = pick(rng, bank[opts.difficulty]);
  const order: Difficulty[] =
    opts.difficulty === "hard"
      ? ["hard", "medium", "easy"]
      : opts.difficulty === "medium"
        ? ["medium", "easy"]
        : ["easy"];
  const candidates = [first, ...order.flatMap((d) => bank[d])];
  const message = opts.message ?? candidates.find((m) => opts.fits?.(m) ?? true) ?? (candidates.at(-1) as string);
  const cipher = makeCipher(opts.code, rng);
  const used = [...new Set(message.replace(/[^A-Z]/g, ""))];
  const given =
    opts.difficulty === "hard"
      ? shuffle(rng, used)
          .slice(0, Math.min(HARD_HINTS, used.length - 1))
          .sort()
      : [...ALPHABET];
  return { type: "cryptogram", message, code: opts.code, cipher, given };
}

/** The user's own message, upper-cased; null when empty (a built-in one is used). */
export function userMessage(raw: string | undefined): string | null {
  const text = (raw ?? "").trim().replace(/\s+/g, " ");
  if (!text) return null;
  if (text.length > MESSAGE_MAX_LENGTH)
    throw new ActivityInputError(`Please use at most ${MESSAGE_MAX_LENGTH} characters`, "text");
  const bad = [...text].find((ch) => !/[a-z]/i.test(ch) && !MESSAGE_MARKS.includes(ch));
  if (bad !== undefined)
    throw new ActivityInputError(
      `"${quotedExcerpt(bad, 40)}" cannot be put in the code: please use letters, spaces and . , ! ? ' -`,
      "text",
    );
  if (text.replace(/[^a-z]/gi, "").length < 3)
    throw new ActivityInputError("Please write a message of at least 3 letters", "text");
  if (text.split(" ").some((w) => w.length > 14))
    throw new ActivityInputError("Please use words of at most 14 letters", "text");
  return text.toUpperCase();
}
