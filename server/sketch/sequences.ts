import pluralize from "pluralize";
import { remembered } from "./remembered.js";
import { singularOf } from "./word-match.js";
import { audience, numberSaid, numberWords } from "./words.js";

/**
 * A run of numbers or letters asked for as a whole ("numbers 1 to 10", "counting 1-5 with bugs",
 * "count to 20", "the alphabet", "abc", "letters a to f"): a theme whose pages are its glyphs in
 * order, each a letter page (layouts/letter.ts): a number counted with that many things, a letter
 * with things of its initial. Each had been refused ("numbers" has no drawing), so a counting
 * book or an alphabet book could not be made from its own name.
 */

/** The most a counting page counts (layouts/letter.ts draws numbers to twenty). */
const MAX_NUMBER = 20;

/** A number in figures or words, nought to twenty. */
const numeral = `(\\d{1,2}|${numberWords.join("|")})`;
const to = "\\s*(?:to|-|–|through|thru|until)\\s*";
const withThings = "(?:\\s+with\\s+(.+))?";
/** "numbers 1 to 10", "counting 1-5 with bugs", "count from one to twenty". */
const numberRun = new RegExp(
  `^(?:the\\s+)?(?:numbers?|counting(?:\\s+numbers)?|count)\\s+(?:from\\s+)?${numeral}${to}${numeral}${withThings}$`,
);
/** "count to 10", "counting up to twenty with apples". */
const countTo = new RegExp(`^(?:count(?:ing)?|numbers?)\\s+(?:up\\s+)?to\\s+${numeral}${withThings}$`);
/** "numbers", "counting", "123", "counting numbers with ducks": one to ten. */
const numbersAlone = new RegExp(
  `^(?:the\\s+)?(?:numbers|counting|counting numbers|numbers and counting|number (?:book|pages)|123s?|1 2 3|one two three)${withThings}$`,
);
/** "the alphabet", "abc", "alphabet letters", "letters of the alphabet", "lowercase letters a to f". */
const letterRun =
  /^(?:the\s+)?(?:(?:(upper|lower)[\s-]?case|capital|small)\s+)?(?:alphabet(?:\s+letters)?|abcs?|a\s?b\s?cs?|abc\s+letters|letters(?:\s+of\s+the\s+alphabet)?)(?:\s+(?:from\s+)?([a-z])\s*(?:to|-|–|through)\s*([a-z]))?$/;

/** Things counted when none is said: a different one a page, each easy to count and colour. */
const counted = [
  "apple",
  "star",
  "duck",
  "balloon",
  "fish",
  "flower",
  "butterfly",
  "ladybug",
  "heart",
  "car",
  "bird",
  "cupcake",
];

/** The phrase's words without who it is for and what the page or book is called. */
function plain(phrase: string): string {
  return phrase
    .toLowerCase()
    .replace(audience, " ")
    .replace(
      /\b(?:colou?ring|pages?|sheets?|books?|printables?|worksheets?|for (?:preschool|kindergarten|school))\b/g,
      " ",
    )
    .replace(/[^a-z0-9'–\- ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The pages counting from `from` to `last`, each with that many of the things said, or of a thing of its own. */
function countingPages(from: number, last: number, things: string | undefined): string[] | undefined {
  if (from < 0 || last > MAX_NUMBER || last - from < 1) return undefined;
  const pages: string[] = [];
  for (let n = from; n <= last; n++) {
    if (n === 0) {
      pages.push("number 0");
      continue;
    }
    const own = counted[(n - 1) % counted.length] as string;
    const [one, many] = things
      ? [things.replace(/(\S+)$/, (w) => singularOf(w)), things]
      : [own, pluralize.plural(own)];
    pages.push(`number ${n} with ${numberWords[n]} ${n === 1 ? one : many}`);
  }
  return pages;
}

/** The pages of the letters from `from` to `last`, in the case asked for. */
function letterPages(from: string, last: string, lower: boolean): string[] | undefined {
  const [a, z] = [from.charCodeAt(0), last.charCodeAt(0)];
  if (z - a < 1) return undefined;
  const pages: string[] = [];
  for (let c = a; c <= z; c++) {
    const letter = String.fromCharCode(c);
    pages.push(lower ? `the lowercase letter ${letter}` : `letter ${letter.toUpperCase()}`);
  }
  return pages;
}

/** The pages of the run plain words name, in order, or undefined: read again from the words, kept bounded. */
const runPages = remembered((words: string): readonly string[] | undefined => {
  const run = numberRun.exec(words);
  if (run) return countingPages(numberSaid(run[1] ?? ""), numberSaid(run[2] ?? ""), run[3]);
  const upTo = countTo.exec(words);
  if (upTo) return countingPages(1, numberSaid(upTo[1] ?? ""), upTo[2]);
  const alone = numbersAlone.exec(words);
  if (alone) return countingPages(1, 10, alone[1]);
  const letters = letterRun.exec(words);
  if (letters) return letterPages(letters[2] ?? "a", letters[3] ?? "z", /^(?:lower|small)/.test(letters[1] ?? ""));
  return undefined;
});

/** The run a phrase asks for, by its own name (the theme's key: its words, plain), or undefined. */
export function sequenceOf(phrase: string): string | undefined {
  const words = plain(phrase);
  return runPages(words) ? words : undefined;
}

/** The pages of a run `sequenceOf` named, in order; undefined for any other theme. */
export const sequencePlan = (theme: string): readonly string[] | undefined => runPages(theme);
