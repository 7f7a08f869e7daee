/**
 * Which pattern goes into which area: the subject's large areas by what it is covered with
 * (fish and reptiles scales, birds feathers, mammals paisley or zentangle bands, plants leaves
 * and petals), middle-sized areas a band or tiling, small ones plain stripes or nothing. No two
 * neighbouring areas share a pattern; the seed picks among the rest.
 */
import { chevrons, circleBands, spirals, stripes, tangle } from "./bands.js";
import type { Line } from "./pen.js";
import { type Box, feathers, leaves, paisley, petals, scales } from "./tilings.js";

export type PatternName =
  | "scales"
  | "feathers"
  | "paisley"
  | "petals"
  | "leaves"
  | "circles"
  | "chevrons"
  | "spirals"
  | "tangle"
  | "stripes";

export type Covering = "scaled" | "feathered" | "furred" | "plant" | "thing";

const coverings: Array<[RegExp, Covering]> = [
  [
    /\b(fish|koi|goldfish|shark|whale|dolphin|mermaid|snake|lizard|gecko|iguana|chameleon|crocodile|alligator|turtle|tortoise|dragon|dinosaur|t-?rex|triceratops|seahorse|axolotl|frog)/,
    "scaled",
  ],
  [
    /\b(bird|owl|peacock|parrot|eagle|hawk|falcon|swan|duck|goose|hen|chicken|rooster|flamingo|penguin|hummingbird|robin|crow|raven|dove|pigeon|toucan|phoenix|ostrich|turkey|pelican|heron|crane)/,
    "feathered",
  ],
  [
    /\b(rose|flower|tulip|lily|daisy|sunflower|lotus|orchid|peony|blossom|tree|leaf|leaves|plant|cactus|succulent|garden|bouquet|fern|mushroom)/,
    "plant",
  ],
  [
    /\b(cat|kitten|dog|puppy|tiger|lion|elephant|horse|unicorn|bear|fox|wolf|deer|rabbit|bunny|squirrel|mouse|giraffe|zebra|monkey|panda|koala|sloth|cow|pig|sheep|goat|llama|alpaca|hedgehog|raccoon|otter|bat|leopard|cheetah|butterfly|moth|bee|ladybug)/,
    "furred",
  ],
];

/** What the subject's words say it is covered with. */
export function coveringOf(words: string): Covering {
  const s = words.toLowerCase();
  for (const [re, kind] of coverings) if (re.test(s)) return kind;
  return "thing";
}

const large: Record<Covering, PatternName[]> = {
  scaled: ["scales", "tangle", "circles", "chevrons"],
  feathered: ["feathers", "scales", "paisley", "tangle"],
  furred: ["paisley", "tangle", "leaves", "spirals"],
  plant: ["leaves", "petals", "tangle", "paisley"],
  thing: ["tangle", "paisley", "petals", "circles"],
};
const middle: PatternName[] = ["circles", "chevrons", "petals", "spirals", "leaves", "scales"];

/** Areas at least this large (cm² at print size) get the subject's own pattern. */
const LARGE_CM2 = 14;
/** Areas from this up to LARGE_CM2 get a band or tiling; below it, stripes or nothing. */
const MIDDLE_CM2 = 3;

export function choosePattern(
  cm2: number,
  covering: Covering,
  rank: number,
  taken: Set<PatternName>,
  rng: () => number,
): PatternName | undefined {
  if (cm2 < MIDDLE_CM2) return rng() < 0.55 && !taken.has("stripes") ? "stripes" : undefined;
  const list = cm2 >= LARGE_CM2 ? large[covering] : middle;
  // The largest area always takes the subject's own covering; the others start at a seeded place.
  const start = cm2 >= LARGE_CM2 && rank === 0 ? 0 : Math.floor(rng() * list.length);
  for (let k = 0; k < list.length; k++) {
    const name = list[(start + k) % list.length] as PatternName;
    if (!taken.has(name)) return name;
  }
  return undefined;
}

/** The pattern's lines over a box; `u` pixels to a millimetre. */
export function patternLines(name: PatternName, box: Box, u: number, rng: () => number): Line[] {
  const angle = (Math.floor(rng() * 4) * Math.PI) / 4;
  switch (name) {
    case "scales":
      return scales(box, u);
    case "feathers":
      return feathers(box, u);
    case "paisley":
      return paisley(box, u, rng() * Math.PI * 2);
    case "petals":
      return petals(box, u);
    case "leaves":
      return leaves(box, u);
    case "circles":
      return circleBands(box, u, angle);
    case "chevrons":
      return chevrons(box, u, angle);
    case "spirals":
      return spirals(box, u);
    case "tangle":
      return tangle(box, u, angle || Math.PI / 4, Math.floor(rng() * 4));
    case "stripes":
      return stripes(box, u, angle);
  }
}
