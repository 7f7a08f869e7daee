import { isBodyWear, isHeadwear, isKindOf, isLegwear, isNeckwear } from "./lexicon.js";

/**
 * Drawings of the art set that are only a head (or a head and shoulders) and the body each
 * gets when it stands on a page (body.ts): a chibi body under the drawing, the way children's
 * books draw a bear or a fox as a little upright figure.
 */
type BodyKind =
  /** Fur: a rounded body with a lighter belly patch, paws, padded soles. */
  | "animal"
  /** A dress: bodice and a scalloped skirt over short legs. */
  | "dress"
  /** A shirt and trousers. */
  | "shirt"
  /** Boxy panels and segmented limbs. */
  | "robot";

export type Tail = "bushy" | "tuft" | "long" | "curl" | "puff";

export interface HeadBody {
  kind: BodyKind;
  tail?: Tail;
  /** The drawing already has shoulders (a bust): the body starts under them. */
  bust?: boolean;
}

/** By the drawing's annotation (the Fluent flat set's CLDR name). */
const heads: Record<string, HeadBody> = {
  bear: { kind: "animal" },
  "polar bear": { kind: "animal" },
  panda: { kind: "animal" },
  koala: { kind: "animal" },
  hamster: { kind: "animal", tail: "puff" },
  fox: { kind: "animal", tail: "bushy" },
  wolf: { kind: "animal", tail: "bushy" },
  raccoon: { kind: "animal", tail: "bushy" },
  lion: { kind: "animal", tail: "tuft" },
  "cow face": { kind: "animal", tail: "tuft" },
  "tiger face": { kind: "animal", tail: "long" },
  "cat face": { kind: "animal", tail: "long" },
  "mouse face": { kind: "animal", tail: "long" },
  "monkey face": { kind: "animal", tail: "curl" },
  "pig face": { kind: "animal", tail: "curl" },
  "dog face": { kind: "animal", tail: "puff" },
  "rabbit face": { kind: "animal", tail: "puff" },
  frog: { kind: "animal" },
  // The set's moose is its head: on the ground beside others it had been a head lying in the grass.
  moose: { kind: "animal", tail: "puff" },
  girl: { kind: "dress", bust: true },
  woman: { kind: "dress", bust: true },
  "old woman": { kind: "dress", bust: true },
  princess: { kind: "dress", bust: true },
  boy: { kind: "shirt", bust: true },
  child: { kind: "shirt", bust: true },
  man: { kind: "shirt", bust: true },
  "old man": { kind: "shirt", bust: true },
  "older person": { kind: "shirt", bust: true },
  person: { kind: "shirt", bust: true },
  prince: { kind: "shirt", bust: true },
  superhero: { kind: "shirt", bust: true },
  "man superhero": { kind: "shirt", bust: true },
  "woman superhero": { kind: "shirt", bust: true },
  supervillain: { kind: "shirt", bust: true },
  "man supervillain": { kind: "shirt", bust: true },
  "woman supervillain": { kind: "shirt", bust: true },
  robot: { kind: "robot" },
  // Beings of story the set draws as a head alone (an alien, a goblin, an ogre): beside a child
  // the head had stood on the grass as tall as the child.
  alien: { kind: "shirt" },
  goblin: { kind: "shirt" },
  ogre: { kind: "shirt" },
  // People of the set by their hair, head and shoulders as a man's or a woman's: a man or a person
  // in a shirt and trousers, a woman in a dress, under their own shoulders.
  ...byTheirHair(["beard", "red hair", "curly hair", "white hair", "bald", "blond hair"]),
  // Our own old man with a beard (own-drawings.ts).
  "old man: beard": { kind: "shirt", bust: true },
  "santa claus": { kind: "shirt", bust: true },
  "mrs. claus": { kind: "dress", bust: true },
};

/** The man's, the woman's and the person's drawing of each look of their hair ("man: beard"). */
function byTheirHair(looks: readonly string[]): Record<string, HeadBody> {
  const out: Record<string, HeadBody> = {};
  for (const who of ["person", "man", "woman"])
    for (const look of looks) out[`${who}: ${look}`] = { kind: who === "woman" ? "dress" : "shirt", bust: true };
  return out;
}

/** The body a head-only drawing gets, or undefined for a drawing that has its own. */
export function headBody(annotation: string): HeadBody | undefined {
  const key = annotation.toLowerCase();
  return Object.hasOwn(heads, key) ? heads[key] : undefined;
}

/** Glasses, sunglasses, goggles: worn across the eyes, never on top of the head as a hat is. */
export const eyewear = (annotation: string): boolean => isKindOf(annotation.toLowerCase(), "spectacles");

/** Headphones, earmuffs: worn over the head, their cups on the ears. */
export const overEars = (annotation: string): boolean =>
  /\b(?:headphones?|earphones?|earmuffs?|headsets?)$/.test(annotation.toLowerCase().trim());

/** Where on a wearer a thing is worn. */
export type WornAt = "head" | "eyes" | "ears" | "neck" | "body" | "legs" | "feet" | "hands";

/**
 * Where a worn thing goes, by its name's last word ("lab coat": a coat, on the body): across the
 * eyes, over the ears, on the feet, on the head, round the neck, on the hands, on the legs or over
 * the body; undefined for what is not worn (a handbag, a ring). A scarf, a dress and a sweater had
 * all been set on top of the wearer's head, as a hat is.
 */
export function wornAt(name: string): WornAt | undefined {
  const lower = name.toLowerCase().replace(/[’']/g, "").trim();
  const last = lower.split(/[\s]+/).at(-1) ?? "";
  if (!last) return undefined;
  if (eyewear(lower)) return "eyes";
  if (overEars(lower)) return "ears";
  if (footwear(lower)) return "feet";
  if (isHeadwear(last)) return "head";
  if (isNeckwear(last) || /^beads$/.test(last)) return "neck";
  if (isKindOf(last, "glove")) return "hands";
  if (isLegwear(last)) return "legs";
  return isBodyWear(last) ? "body" : undefined;
}

/**
 * Shoes, boots, skates, socks: worn on the feet, never on top of the head as a hat is (a girl
 * wearing ice skates had worn one as a hat). Read by the drawing's last word ("hiking boot": a boot).
 */
export function footwear(annotation: string): boolean {
  const last = (annotation.toLowerCase().split(" ").at(-1) ?? "").replace(/s$/, "");
  return ["footwear", "skate", "hosiery"].some((kind) => isKindOf(last, kind));
}
