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
  const open = pick(rng, [
    `Inside you will find ${count} to color, each with clear, bold outlines.`,
    `${title} holds ${count}, drawn with clear, bold outlines that are easy to color.`,
    `Open this book to ${count}, each one ready for your favorite colors.`,
  ]);
  const who = `Made for ${WHO[audience]}: use ${TOOLS[audience]}.`;
  const printed = facts.singleSided
    ? "Every picture is printed on its own single-sided page, so colors never bleed onto the next picture and finished pages can be cut out and shown off."
    : "Pictures are printed on both sides of the page: colored pencils and crayons work best.";
  const close = pick(rng, [
    "A calm, screen-free pastime for rainy days, trips and quiet evenings.",
    "A thoughtful gift for birthdays and holidays.",
    "Hours of creative, screen-free fun.",
  ]);
  return [open, who, printed, close].join(" ");
}
