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
export function topicOf(title: string): string {
  const words = title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' -]+/gu, " ")
    .split(/\s+/)
    .filter((w) => w && !NOT_TOPIC.has(w) && !/^\d+(-\d+)?$/.test(w));
  return words.slice(0, 5).join(" ");
}

const READERS: Record<Audience, string> = { kids: "kids", teens: "teens", adults: "adults" };

function paragraphs(rng: Rng, title: string, topic: string, audience: Audience): string {
  const kids = audience === "kids";
  const first = kids
    ? pick(rng, [
        `${title} is packed with ${topic} pages made for little hands and big imaginations. Every picture has bold, clear outlines that are easy to stay inside, so kids can fill each page with their favorite colors and feel proud of what they made.`,
        `Get ready for hours of screen-free fun with ${title}! Each page shows a cheerful ${topic} scene drawn with thick, simple lines, perfect for crayons, markers and colored pencils.`,
      ])
    : pick(rng, [
        `Slow down and unwind with ${title}. This collection of ${topic} illustrations is made for quiet evenings, coffee breaks and lazy weekends, when you want to put the phone away and let the colors do the talking.`,
        `${title} invites you into a calm, creative world of ${topic} designs. Each illustration balances fine detail with open spaces, so every page is relaxing to color and beautiful to finish.`,
      ]);
  const second = kids
    ? `Every illustration is printed on its own page, so markers never spoil the next picture, and the designs range from simple shapes for beginners to fun details for older children. ${title} makes a wonderful gift for birthdays, holidays, road trips and rainy days.`
    : `Inside you will find original designs that range from simple to detailed, each printed on a single-sided page so bleed-through never spoils the next one. Whether you use colored pencils, gel pens or markers, ${title} offers hours of mindful, stress-relieving fun and makes a thoughtful gift for ${READERS[audience]} who love to create.`;
  return `${first}\n\n${second}`;
}

function bulletPoints(rng: Rng, topic: string, audience: Audience): string[] {
  const who = audience === "kids" ? "children" : READERS[audience];
  const pool = [
    `Original ${topic} designs: every page is a new illustration, with no repeated images.`,
    "Single-sided pages: each design is printed on its own page to prevent bleed-through.",
    "Large 8.5 x 11 inch format: big pages with plenty of room to color.",
    audience === "kids"
      ? "Bold, simple outlines: easy for small hands to color and build confidence."
      : "Detailed yet relaxing: designs that range from easy to intricate for every mood.",
    audience === "kids"
      ? "Screen-free fun: keeps kids busy at home, in the car or at a restaurant."
      : "Stress relief and mindfulness: a calm, creative break from busy days.",
    `A perfect gift: a thoughtful present for ${who} on birthdays, holidays and any day.`,
    "Works with any coloring tool: crayons, colored pencils, gel pens or markers.",
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
  const reader = { kids: "kids coloring book", teens: "teen coloring book", adults: "adult coloring book" }[audience];
  const short = [
    ...t.split(" "),
    t,
    "coloring book",
    "coloring pages",
    reader,
    audience === "kids" ? "activity book" : "stress relief",
    "gift",
  ];
  const shortTail = [...new Set(short.filter((k) => k.length > 2 && !longTail.includes(k)))];
  return { longTail, shortTail };
}

/** A store listing a seller can start from, built from the book title (product-spec §2 "amazon-description"). */
export function builtinDescription(rawTitle: string, seed: number): StoreDescription {
  const title = rawTitle.trim().replace(/\s+/g, " ") || "This coloring book";
  const rng = rngFor(seed, title.toLowerCase());
  const audience = audienceOf(title);
  const topic = topicOf(title) || (audience === "kids" ? "fun" : "beautiful");
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
