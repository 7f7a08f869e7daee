import type { StoreDescription } from "../../api-types.js";
import { type Audience, audienceOf, categoriesFor } from "./categories.js";
import { pick, type Rng, rngFor, shuffle } from "./random.js";

// Title words that describe the product or the reader, not what the pages show.
const NOT_TOPIC = new Set(
  `a an the and or of for with by to in on at coloring colouring book books pages page activity adult adults kids kid
  children child toddler toddlers teens teen boys girls grown ups grown-ups ages age years old volume vol edition
  large print big simple easy relaxing relaxation stress relief mindfulness gift gifts`
    .split(/\s+/)
    .filter(Boolean),
);

/** "Cozy Animals Coloring Book for Kids Ages 4-8" → "cozy animals". */
function topicOf(title: string): string {
  const words = title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' -]+/gu, " ")
    .split(/\s+/)
    .filter((w) => w && !NOT_TOPIC.has(w) && !/^\d+(-\d+)?$/.test(w));
  return words.slice(0, 5).join(" ");
}

const READERS: Record<Audience, string> = { kids: "kids", teens: "teens", adults: "adults", everyone: "anyone" };

/**
 * The listing says only what the title tells: who it is for (when the title or its theme words
 * say so) and what it shows. Page count, trim, paper and printing are not known here, so no
 * sentence claims them (single-sided pages, 8.5 x 11, "no repeated images"…).
 */
function paragraphs(rng: Rng, title: string, topic: string, audience: Audience): string {
  const first = {
    kids: pick(rng, [
      `${title} is full of ${topic} pages made for little hands and big imaginations, with clear outlines that are easy to stay inside.`,
      `Get ready for screen-free fun with ${title}! Each page shows a cheerful ${topic} picture, perfect for crayons, markers and colored pencils.`,
    ]),
    teens: pick(rng, [
      `${title} brings ${topic} designs to color at your own pace, from quick sketches to pages you can spend an afternoon on.`,
    ]),
    adults: pick(rng, [
      `Slow down and unwind with ${title}, a collection of ${topic} illustrations to color at your own pace.`,
      `${title} invites you into a calm, creative world of ${topic} designs, each one relaxing to color and satisfying to finish.`,
    ]),
    everyone: pick(rng, [
      `${title} is a coloring book of ${topic} pictures, ready for your favorite colors.`,
      `Pick up a pencil and bring ${title} to life: every page is a ${topic} picture waiting for color.`,
    ]),
  }[audience];
  const second = {
    kids: `Color one page at a time or finish the whole book: ${title} makes a fun gift for birthdays, holidays, road trips and rainy days.`,
    teens: `Use colored pencils, gel pens or markers, and make each ${topic} page your own. ${title} makes a great gift for ${READERS[audience]} who love to create.`,
    adults: `Whether you use colored pencils, gel pens or markers, ${title} offers a creative break from busy days and makes a thoughtful gift for ${READERS[audience]} who love to color.`,
    everyone: `Use crayons, colored pencils, gel pens or markers, and make every ${topic} page your own. ${title} makes a thoughtful gift for anyone who loves to color.`,
  }[audience];
  return `${first}\n\n${second}`;
}

function bulletPoints(rng: Rng, topic: string, audience: Audience): string[] {
  const who = { kids: "children", teens: "teens", adults: "adults", everyone: "anyone who loves to color" }[audience];
  const pool = [
    `${topic[0]?.toUpperCase() ?? ""}${topic.slice(1)} pictures: every page is about ${topic}.`,
    audience === "kids"
      ? "Clear outlines: easy for small hands to color and build confidence."
      : "Color at your own pace: one page in a spare moment, or a whole afternoon.",
    audience === "kids"
      ? "Screen-free fun: at home, in the car or on a rainy day."
      : "A creative break: something to do with your hands away from the screen.",
    `A thoughtful gift: for ${who} on birthdays, holidays and any day.`,
    "Works with any coloring tool: crayons, colored pencils, gel pens or markers.",
    "Make it yours: choose the colors, shading and backgrounds you like.",
  ];
  return shuffle(rng, pool).slice(0, 5);
}

function keywords(rng: Rng, title: string, topic: string, audience: Audience): StoreDescription["keywords"] {
  const t = topic;
  const long =
    audience === "kids"
      ? [
          `${t} coloring book for kids ages 4-8`,
          `${t} coloring pages for toddlers`,
          `${t} activity book for kids`,
          `${t} gift for boys and girls`,
          `easy ${t} coloring book for preschool`,
          `big and simple ${t} coloring pages`,
          `fun ${t} coloring book for children`,
        ]
      : audience === "everyone"
        ? [
            `${t} coloring book`,
            `${t} coloring pages`,
            `${t} coloring book for all ages`,
            `${t} drawings to color`,
            `${t} coloring gift`,
            `easy ${t} coloring book`,
            `${t} pictures to color`,
          ]
        : [
            `${t} coloring book for ${READERS[audience]}`,
            `${t} coloring pages for relaxation`,
            `stress relief ${t} coloring book`,
            `easy ${t} coloring book for beginners`,
            `${t} gifts for ${READERS[audience]}`,
            `large print ${t} coloring book`,
            `mindfulness ${t} coloring pages`,
          ];
  const fullTitle = title.toLowerCase().replace(/\s+/g, " ").trim();
  const longTail = [...new Set([fullTitle, ...shuffle(rng, long)])].slice(0, 7);
  const reader = {
    kids: "kids coloring book",
    teens: "teen coloring book",
    adults: "adult coloring book",
    everyone: "coloring gift",
  }[audience];
  const short = [
    ...t.split(" "),
    t,
    "coloring book",
    "coloring pages",
    reader,
    { kids: "activity book", teens: "art book", adults: "stress relief", everyone: "drawing" }[audience],
    "gift",
  ];
  const shortTail = [...new Set(short.filter((k) => k.length > 2 && !longTail.includes(k)))];
  return { longTail, shortTail };
}

/** A store listing a seller can start from, built from the book title. */
export function builtinDescription(rawTitle: string, seed: number): StoreDescription {
  const title = rawTitle.trim().replace(/\s+/g, " ") || "This coloring book";
  const rng = rngFor(seed, title.toLowerCase());
  const audience = audienceOf(title);
  const topic = topicOf(title) || "coloring";
  const callToAction = pick(rng, [
    `Scroll up and click "Add to Cart" to bring home your copy of ${title} today!`,
    `Grab your copy of ${title} now and start coloring today!`,
    `Order ${title} today — and buy an extra copy to share as a gift!`,
  ]);
  return {
    title,
    description: paragraphs(rng, title, topic, audience),
    bulletPoints: bulletPoints(rng, topic, audience),
    callToAction,
    keywords: keywords(rng, title, topic, audience),
    categories: categoriesFor(title, audience),
  };
}
