import { ANSWERS_SENTENCE, type BookContents, countsPhrase, groupsOf, listWords } from "../../books/contents.js";
import { type Audience, audienceOf } from "./categories.js";
import { pick, rngFor } from "./random.js";

interface BackCoverFacts {
  /** The book's title: only ever written whole, never mined for nouns. */
  title: string;
  /** What the book holds (server/books/contents.ts): counts per kind, and whether answers are printed. */
  contents: BookContents;
  /** Each page printed on its own with a blank back. */
  singleSided: boolean;
}

type Group = ReturnType<typeof groupsOf>[number];

const READERS: Record<Audience, { who: string; love: string }> = {
  kids: { who: "kids", love: "love" },
  teens: { who: "teens", love: "love" },
  adults: { who: "adults", love: "love" },
  everyone: { who: "anyone", love: "loves" },
};
const INTERESTS: Record<Group, string> = { puzzle: "puzzles", coloring: "coloring", practice: "learning to write" };

const COLOR_TOOLS: Record<Audience, string> = {
  kids: "crayons, markers or colored pencils",
  teens: "colored pencils, gel pens or markers",
  adults: "colored pencils, fine markers or gel pens",
  everyone: "crayons, colored pencils or markers",
};

const TITLE = Symbol("title");
/** The opening sentence's fixed words around the title and the counts of each kind of page. */
const OPENINGS: [string | typeof TITLE, string, string][] = [
  ["Inside you will find", " ", ", each with clear, bold lines."],
  [TITLE, " holds ", ", printed with clear, bold lines."],
  ["Open this book to", " ", ", each one on a page of its own."],
];
const PRINTED = {
  single:
    "Every page is printed single-sided, so markers never bleed onto the next page and finished pages can be cut out and shown off.",
  both: "Pages are printed on both sides of the paper: pencils and crayons work best.",
};
const CLOSINGS = [
  "A calm, screen-free pastime for rainy days, trips and quiet evenings.",
  "A thoughtful gift for birthdays and holidays.",
  "Hours of creative, screen-free fun.",
];

/** Every combination of the reader's groups, for the set of sentences the template can write. */
const GROUP_SETS: Group[][] = [
  ["coloring"],
  ["puzzle"],
  ["practice"],
  ["puzzle", "coloring"],
  ["puzzle", "practice"],
  ["coloring", "practice"],
  ["puzzle", "coloring", "practice"],
];

/** "Made for kids who love puzzles and coloring: use a pencil for the puzzles and crayons… for the pictures." */
function whoLine(audience: Audience, groups: Group[]): string {
  const r = READERS[audience];
  const colors = COLOR_TOOLS[audience];
  const use = groups.includes("coloring")
    ? groups.length === 1
      ? colors
      : `a pencil for the ${groups.includes("puzzle") ? "puzzles" : "tracing"} and ${colors} for the pictures`
    : "a pencil";
  return `Made for ${r.who} who ${r.love} ${listWords(groups.map((g) => INTERESTS[g]))}: use ${use}.`;
}

/**
 * Copy for the printed back cover: what is inside (each kind of page with its count, and that the
 * answers are included), for whom, how it is printed. The title is only ever written whole; the
 * nouns come from the book's pages. Never a store listing's phrases (server/text/store-phrases.ts).
 */
export function builtinBackCover(facts: BackCoverFacts, seed: number): string {
  const title = facts.title.trim().replace(/\s+/g, " ") || "This book";
  const rng = rngFor(seed, title.toLowerCase());
  const audience = audienceOf(title);
  const count = countsPhrase(facts.contents);
  const open = pick(
    rng,
    OPENINGS.map(([start, middle, end]) => `${start === TITLE ? title : start}${middle}${count}${end}`),
  );
  const who = whoLine(audience, groupsOf(facts.contents));
  const printed = facts.singleSided ? PRINTED.single : PRINTED.both;
  const close = pick(rng, CLOSINGS);
  return [open, ...(facts.contents.answers ? [ANSWERS_SENTENCE] : []), who, printed, close].join(" ");
}

/** Every sentence the template writes whatever the book, word for word. */
const FIXED = new Set([
  ...(Object.keys(READERS) as Audience[]).flatMap((a) => GROUP_SETS.map((g) => whoLine(a, g))),
  PRINTED.single,
  PRINTED.both,
  ANSWERS_SENTENCE,
  ...CLOSINGS,
]);

function isTemplateSentence(sentence: string): boolean {
  if (FIXED.has(sentence)) return true;
  return OPENINGS.some(
    ([start, middle, end]) =>
      sentence.endsWith(end) &&
      (start === TITLE ? sentence.includes(middle) : sentence.startsWith(`${start}${middle}`)),
  );
}

/**
 * Whether back-cover text is this template's writing (docs/api.md, provenance): "kept" when every
 * sentence is the template's, "edited" when at least two are and the author changed or added the
 * rest, null when it is the author's own.
 */
export function backCoverTemplateUse(text: string): "kept" | "edited" | null {
  // Each sentence with its closing stop (the template's sentences end in one).
  const sentences = (text.trim().match(/[^.!?]*[.!?]+|[^.!?]+$/g) ?? []).map((s) => s.trim()).filter(Boolean);
  const ours = sentences.filter(isTemplateSentence).length;
  if (ours >= 2 && ours === sentences.length) return "kept";
  return ours >= 2 ? "edited" : null;
}
