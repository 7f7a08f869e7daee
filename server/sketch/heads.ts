import { isKindOf } from "./lexicon.js";

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
  girl: { kind: "dress" },
  woman: { kind: "dress" },
  "old woman": { kind: "dress" },
  princess: { kind: "dress", bust: true },
  boy: { kind: "shirt" },
  child: { kind: "shirt" },
  man: { kind: "shirt" },
  "old man": { kind: "shirt" },
  "older person": { kind: "shirt" },
  person: { kind: "shirt" },
  prince: { kind: "shirt", bust: true },
  robot: { kind: "robot" },
};

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

/**
 * Shoes, boots, skates, socks: worn on the feet, never on top of the head as a hat is (a girl
 * wearing ice skates had worn one as a hat). Read by the drawing's last word ("hiking boot": a boot).
 */
export function footwear(annotation: string): boolean {
  const last = (annotation.toLowerCase().split(" ").at(-1) ?? "").replace(/s$/, "");
  return ["footwear", "skate", "hosiery"].some((kind) => isKindOf(last, kind));
}
