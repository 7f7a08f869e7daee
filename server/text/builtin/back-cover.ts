import { type Audience, audienceOf } from "./categories.js";
import { topicOf } from "./description.js";
import { pick, rngFor } from "./random.js";

interface BackCoverFacts {
  title: string;
  /** Art pages in the book (pictures to colour). */
  artPages: number;
  /** Each picture on its own page with a blank back. */
  singleSided: boolean;
}

const WHO: Record<Audience, string> = {
  kids: "kids who love to color",
  teens: "teens who love to draw and color",
  adults: "adults who color to relax",
  everyone: "anyone who loves to color",
};

const TOOLS: Record<Audience, string> = {
  kids: "crayons, markers or colored pencils",
  teens: "colored pencils, gel pens or markers",
  adults: "colored pencils, fine markers or gel pens",
  everyone: "crayons, colored pencils or markers",
};

const TITLE = Symbol("title");
/** The opening sentence's fixed words around the title and the count of pictures. */
const OPENINGS: [string | typeof TITLE, string, string][] = [
  ["Inside you will find", " ", " to color, each with clear, bold outlines."],
  [TITLE, " holds ", ", drawn with clear, bold outlines that are easy to color."],
  ["Open this book to", " ", ", each one ready for your favorite colors."],
];
const PRINTED = {
  single:
    "Every picture is printed on its own single-sided page, so colors never bleed onto the next picture and finished pages can be cut out and shown off.",
  both: "Pictures are printed on both sides of the page: colored pencils and crayons work best.",
};
const CLOSINGS = [
  "A calm, screen-free pastime for rainy days, trips and quiet evenings.",
  "A thoughtful gift for birthdays and holidays.",
  "Hours of creative, screen-free fun.",
];
const whoLine = (audience: Audience) => `Made for ${WHO[audience]}: use ${TOOLS[audience]}.`;

/**
 * Copy for the printed back cover: what is inside, for whom, how many pictures, how they are
 * printed. Never a store listing's phrases (no carts, clicks or scrolling: server/text/store-phrases.ts).
 */
export function builtinBackCover(facts: BackCoverFacts, seed: number): string {
  const title = facts.title.trim().replace(/\s+/g, " ") || "This coloring book";
  const rng = rngFor(seed, title.toLowerCase());
  const audience = audienceOf(title);
  const topic = topicOf(title) || "coloring";
  const n = facts.artPages;
  const count = n > 0 ? `${n} ${topic} ${n === 1 ? "picture" : "pictures"}` : `${topic} pictures`;
  const open = pick(
    rng,
    OPENINGS.map(([start, middle, end]) => `${start === TITLE ? title : start}${middle}${count}${end}`),
  );
  const who = whoLine(audience);
  const printed = facts.singleSided ? PRINTED.single : PRINTED.both;
  const close = pick(rng, CLOSINGS);
  return [open, who, printed, close].join(" ");
}

/** Every sentence the template writes whatever the book, word for word. */
const FIXED = new Set([...(Object.keys(WHO) as Audience[]).map(whoLine), PRINTED.single, PRINTED.both, ...CLOSINGS]);

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
