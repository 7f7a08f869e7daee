import {
  describesOnly,
  eyesTopIn,
  framedLandscape,
  framedPicture,
  holderOf,
  type Motif,
  matchMotifs,
  motifByAnnotation,
  motifGroup,
  motifSubgroup,
  motifTags,
  understandPhrase,
  wholeBodyOf,
} from "../art.js";
import { headPlace } from "../body.js";
import { buildingWords, conceptFor, indoorKinds, roomOfFurniture } from "../concepts.js";
import { faceSpot } from "../faces.js";
import { eyewear, footwear, headBody } from "../heads.js";
import { clear, fitInk, type InkBounds, inkBounds, type PageBox } from "../ink-bounds.js";
import { animalKindOf, bearsThings, isBodyPart, isKindOf, isNoun } from "../lexicon.js";
import { inLife, naturalRank } from "../natural-size.js";
import { onFeet, placeFigure, rideAnimal } from "../poses.js";
import { type PropKind, propFor } from "../props.js";
import { remembered } from "../remembered.js";
import { drawingsNamedWith, verbOf } from "../word-readings.js";
import { audience, containerNames, floatsByName, ofSpace, ofTheSky, pageWords, swimsByName } from "../words.js";
import { isPortrait, placeGroup } from "./group.js";
import { floats, swims } from "./tilt.js";

/** How the second thing of a phrase stands to the first ("a cat on a rock"). */
export type Relation =
  | "on"
  | "in"
  | "under"
  | "beside"
  | "holding"
  | "wearing"
  | "riding"
  | "over"
  | "fishing"
  | "flying";

/**
 * How the subject's body is posed for its relation, for a drawing that has a body to pose: the
 * relation's placement keeps room for it (the fisher's paws at the rod, the reader's at the book).
 */
type Pose = "standing" | "sitting" | "holding" | "reading" | "riding" | "fishing" | "jumping";

interface Related {
  /** The subject's words ("a cat") and the other thing's ("a rock"). */
  a: string;
  b: string;
  relation: Relation;
  /** The words that said it ("jumping over", "with"). */
  word: string;
}

/**
 * A phrase's relation as the page draws it: the subject's drawing, the other thing as a drawing
 * of the set (`other`) or drawn by props.ts where the set has none (`prop`: a fence, water, a
 * swing), the action word it was said with, and the subject's pose.
 */
export interface Stated extends Related {
  one: Motif;
  other?: Motif;
  prop?: PropKind;
  /** What the action holds that the phrase did not name ("reading under a tree" → an open book). */
  held?: Motif;
  verb?: string;
  pose: Pose;
  /** How many times the pair is drawn (counted riders, each on a mount): 1 when unsaid. */
  count?: number;
  /** Another creature said with the subject on the other thing ("a frog and a turtle sitting on a log"). */
  together?: Motif;
  /**
   * Things the phrase names besides the two, each its own drawing (a hen's chicks, a girl's kite,
   * a bear's honey): set about the pair as the page's things, at most two.
   */
  also?: Motif[];
  /** Kept indoors (a cat in a basket, a basket of apples): on the floor, never raised on a hill. */
  indoors?: true;
}

/**
 * A thing on the water of its place (a duck on the pond of "a park with a pond and ducks", a boat
 * on the sea: `sea`, no reeds at its ends), or a swimmer in it: the relation "a duck on a pond" states, drawn the same way.
 */
export function inWater(one: Motif, swimming: boolean, sea = false): Stated {
  const relation = swimming ? "in" : "on";
  const b = sea ? "sea" : "water";
  return { a: one.annotation.toLowerCase(), b, relation, word: relation, one, prop: "water", pose: "sitting" };
}

/**
 * Relation words, in the order they are trusted: a preposition says where the other thing is
 * ("reading under a tree" is under), a verb that takes an object says it is held, "with"/"and"
 * is decided by what the other thing is (a person or animal stands beside, a thing is held).
 */
const relationWords: Array<[RegExp, Relation | "with"]> = [
  [/\b(?:(?:jumping|leaping|flying|hopping|soaring|hovering) )?(?:over|above)\b/, "over"],
  [/\b(?:riding|driving)(?: on)?\b/, "riding"],
  [/\bwearing\b/, "wearing"],
  // "flying a kite": the kite high up, on its string from the subject's hand.
  // Flying through or among things ("through the clouds") is where it flies, never flying them.
  [
    /\bflying\b(?!\s+(?:through|in|into|across|around|among|past|under|with|high|low|away|toward|towards|up|down|to|from)\b)/,
    "flying",
  ],
  [/\b(?:under|underneath|beneath|below)\b/, "under"],
  [/\b(?:on top of|on|upon|atop)\b/, "on"],
  // In front of a thing is beside it, nearer: never inside it ("a cat in front of the fireplace"
  // had sat on the fireplace's top).
  [/\b(?:in front of|before)\b(?=\s+(?:an?|the|its|his|her|their)\s)/, "beside"],
  [/\b(?:inside|in|into)\b/, "in"],
  [/\b(?:beside|next to|by|near|alongside)\b/, "beside"],
  [/\b(?:holding|carrying|hugging|reading|eating|playing with|playing|drinking|licking)\b/, "holding"],
  [/\b(?:with|and|&)\b/, "with"],
  // At a room's furniture ("a girl at a desk", "a cat at the table") is beside it; at anything
  // else ("at the beach", "at night") is where or when, read elsewhere.
  [/\bat\b(?=\s+(?:an?|the|his|her|their|its)\s)/, "beside"],
];

/** Verbs between the subject and its relation word ("a girl reading under a tree"). */
const actionWords = /\b\w+ing\b/;
/** The same, every one in a phrase (`sidesOf`). */
const everyActionWord = new RegExp(actionWords.source, "g");

/** Fishing draws its own rod, line, fish and water, whatever place follows it. */
const fishingWord = /\bfishing\b/;

/** A phrase as the relation words read it: lower case, no apostrophes, a space each end. */
/** The phrase spaced and lowercased, without whom the page is for ("toddler coloring page of a cat"). */
const spaced = (phrase: string | undefined) =>
  ` ${(phrase ?? "").toLowerCase().replace(/[’']/g, "").replace(audience, " ").replace(pageWords, " ")} `;

/**
 * The phrase `s` either side of a relation word's match `m`: `a` the subject, before any verb
 * ("a girl reading under a tree" → a girl), `pre` that verb, `b` what follows the word.
 */
function sidesOf(s: string, m: RegExpExecArray) {
  const before = s.slice(0, m.index);
  // An -ing word after an article describes the thing after it ("a smiling moon wearing a hat",
  // "a sleeping cat on a rug"): the doing, if any, is a later one. Read as the doing, it had left
  // no subject before it, and the hat had lain beside the moon.
  const pre = [...before.matchAll(everyActionWord)].find(
    (w) => !/\b(?:a|an|the|my|his|her|their|its|our|some)\s+$/.test(before.slice(0, w.index)),
  );
  return { a: (pre ? before.slice(0, pre.index) : before).trim(), pre, b: s.slice(m.index + m[0].length).trim() };
}

/** Where a phrase says the place something happens: its last "in the park", "at the beach". */
const placeWord =
  /\s(?:in|at|on|by|near|inside|through|across|around|from)\s+(?:(?:the|a|an|his|her|their|its|our)\s+)?/g;

/** The place a phrase ends in ("… in the living room"), when the setting knows it, and the words before it. */
function placeAt(phrase: string): { rest: string; place: string } | undefined {
  const last = [...phrase.matchAll(placeWord)].at(-1);
  if (!last) return undefined;
  const place = phrase.slice((last.index ?? 0) + last[0].length).trim();
  return place && conceptFor(place) ? { rest: phrase.slice(0, last.index).trim(), place } : undefined;
}

/** A place said after the other thing ("a bike in the park"): the page's setting, not part of that thing. */
function withoutPlace(b: string): string {
  const at = placeAt(b);
  return at?.rest && !conceptFor(at.rest) ? at.rest : b;
}

/** Whether a relation's phrase ends in the place it happens ("… riding a bike in the park"). */
export function relationHasPlace(phrase: string | undefined, rel = parseRelation(phrase)): boolean {
  const at = placeAt(spaced(phrase).trim());
  return !!rel && !!at && !rel.b.includes(at.place);
}

/** The creatures a subject lists, joined by "and" or commas ("a man, a woman and a child"), else undefined. */
const creaturesOf = remembered((a: string): Motif[] | undefined => {
  const parts = a.split(/\s(?:and|&)\s|,/).map((p) => p.trim());
  if (parts.length < 2 || parts.some((p) => !p)) return undefined;
  const drawn = parts.map((p) => matchMotifs(p, 1)[0]);
  return drawn.every((m) => m && isCreature(m)) ? (drawn as Motif[]) : undefined;
});

/**
 * The two creatures a subject names joined by "and" ("a giraffe and an elephant"), else undefined.
 * Kept per phrase: the layout, `understood` and the extras each ask for the same subject.
 */
const twoOf = (a: string): [Motif, Motif] | undefined => {
  const drawn = creaturesOf(a);
  return drawn?.length === 2 ? [drawn[0] as Motif, drawn[1] as Motif] : undefined;
};

/**
 * The second of two creatures a subject names before what they do together ("a giraffe and an
 * elephant playing basketball" → the elephant): drawn beside the first, what they do with as the
 * page's prop. Undefined for one subject, and for two with nothing done ("a cat and a dog" reads
 * as a relation already).
 */
export function pairedSubject(phrase: string | undefined): Motif | undefined {
  const s = spaced(phrase);
  const parts = pairedParts(phrase);
  if (!parts || fishingWord.test(s)) return undefined;
  const two = twoOf(parts.two);
  // The page's subject is the phrase's first drawing: the two are a pair only when that drawing is
  // the first one's ("a pirate and a parrot", the pirate no drawing of its own, drew two parrots).
  return two && matchMotifs(s, 1)[0]?.hexcode === two[0].hexcode ? two[1] : undefined;
}

/**
 * A phrase of two said before what they do, split there ("an old man and an old woman" and
 * "dancing in the living room"): read apart, the second's words never run into the deed's (a
 * "woman dancing" had been said drawn, the old woman drawn).
 */
export function pairedParts(phrase: string | undefined): { two: string; rest: string } | undefined {
  const s = spaced(phrase);
  const deed = /\s(?:\w{2,}ing|with|on|in|under|over|to|at|by|from|near|beside)\s/.exec(s);
  return deed ? { two: s.slice(0, deed.index).trim(), rest: s.slice(deed.index).trim() } : undefined;
}

/**
 * Two creatures said together on one thing ("a frog and a turtle sitting on a log", "a cat and a
 * dog on a couch"): the second's relation to the thing, the first `together` with it. Undefined
 * for any other relation, or a creature to be on.
 */
export function pairPerched(phrase: string | undefined): Stated | undefined {
  const m = /^(.*?\S)\s+and\s+(.+)$/.exec(spaced(phrase).trim());
  if (!m?.[1] || !m[2]) return undefined;
  const rel = parseRelation(m[2]);
  if (rel?.relation !== "on" || !rel.other || rel.prop || isCreature(rel.other) || !isCreature(rel.one))
    return undefined;
  // The first said is one creature, nothing else.
  const [first, ...more] = matchMotifs(m[1], 2);
  return first && more.length === 0 && isCreature(first) ? { ...rel, together: first } : undefined;
}

/** A relation said to "it" ("on it", "in it"), the word it stands for, and the thing said with "and"/"with". */
const pronounRelation = /\s(on|in|inside|under|beside|by|next to)\s+(?:it|them)\b/;

/** A container named with what it holds ("a basket of fruit", "a jar of cookies"). */
const containerOf = new RegExp(`^(.*?)\\b(${containerNames.source})\\s+(?:full\\s+of|filled\\s+with|of)\\s+(.+)$`);

/**
 * The container's phrase said as its contents in it ("fruit in a basket"), so they are drawn in
 * it (placeRelation "in"), not left out beside an empty basket.
 */
function contentsFirst(s: string): string {
  const m = containerOf.exec(s);
  // One drawing named by the two ("a jar of honey": the honey pot; "a pot of gold") is drawn as it is.
  if (!m || matchMotifs(s, 2).length < 2) return s;
  const [, before = "", container = "", contents = ""] = m;
  // Contents the set draws only as another thing stay the container's own ("a jar of jam": the
  // jar, the jam left out), never that thing put in it (candy in a jar).
  if (understandPhrase(contents).some((u) => u.standIn)) return s;
  // Someone doing something with the container ("a farmer holding a basket of vegetables") holds
  // the container: the contents are in it, not heaped on the one holding it.
  if (/\b(?:\w{3,}ing|with)\s/.test(before)) return s;
  return `${contents} in ${before}${container}`;
}

/**
 * A relation said with "it" read with the thing it stands for: "a cozy bed with pillows and a dog
 * sleeping on it" → "a dog sleeping on a cozy bed", "a box with a cat in it" → "a cat in a box".
 * "It" is the phrase's first thing, the one doing the relation the last thing joined by "and",
 * "with" or a comma before it. A phrase without such an "it" is returned as it is.
 */
function unPronoun(said: string): string {
  // Said last with no "it" ("a christmas tree with presents underneath"), it is "under it".
  const s = said.replace(/\s(underneath|beneath|below|nearby|beside)\s*$/, (_, w: string) =>
    w === "nearby" || w === "beside" ? " beside it " : " under it ",
  );
  const m = pronounRelation.exec(s);
  if (!m) return said;
  const before = s.slice(0, m.index);
  const joins = [...before.matchAll(/\s(?:with|and|,)\s/g)];
  const first = joins[0];
  const last = joins.at(-1);
  if (!first || !last) return said;
  const it = before.slice(0, first.index).trim();
  const doer = before.slice((last.index ?? 0) + last[0].length).trim();
  if (!it || !doer) return said;
  return `${doer} ${m[1]} ${it}${s.slice(m.index + m[0].length)}`.trim();
}

/** A part of a house's wall (a window, a windowsill): WordNet's framework or structural member. */
export const wallPart = (name: string) =>
  ["framework", "structural member"].some((kind) => isKindOf(name.toLowerCase(), kind));

/**
 * The one reading of a subject phrase that states a relation between two things the page can
 * draw, or undefined when it states none (or either side has nothing to draw): "a cat on a rock"
 * → cat on rock. `understood`, `extras` and the layouts all take the page's drawings from here.
 */
export function parseRelation(phrase: string | undefined): Stated | undefined {
  return relationOf(phrase ?? "");
}

/**
 * A phrase's relation, read once: a page asks for it five times as it is drawn and again as its
 * words are read (`understood`), and each reading matches the words of both its sides and of the
 * others they name (`withOthers`), about a millisecond and a half. Callers copy, never change,
 * what they are given.
 */
const relationOf = remembered((phrase: string) => withOthers(inTheSky(statedRelation(phrase))), 2_000);

/** At most this many things named besides a relation's two are drawn with them (`also`). */
const ALSO_DRAWN = 2;

/**
 * A relation with the other things its words name, each drawn by a drawing of its own (never a
 * stand-in): "a hen sitting on her eggs with chicks around her" is the hen and an egg with chicks about
 * them (the chicks had been left out: a relation drew two things). None where the pair is all
 * the page can hold: a thing worn (what is said with it is the worn thing's), a fisher's tackle,
 * a room's furniture (its room draws only the pair), water to be in or on, a hatchling's shell.
 */
function withOthers(st: Stated | undefined): Stated | undefined {
  if (!st?.other || st.prop || st.count || ["wearing", "fishing"].includes(st.relation)) return st;
  // A creature hatching is in its egg's shell: the egg said is that shell.
  if (st.verb === "hatching") return st;
  if (inRoomOnly(st.one) || inRoomOnly(st.other)) return st;
  const pair = new Set([st.one.annotation, st.other.annotation, st.held?.annotation]);
  const also: Motif[] = [];
  for (const u of [...understandPhrase(st.a), ...understandPhrase(st.b)]) {
    const m = !u.standIn && u.drawnAs && !pair.has(u.drawnAs) ? motifByAnnotation(u.drawnAs) : undefined;
    if (!m || also.some((x) => x.hexcode === m.hexcode) || describesOnly(u.word) || isBodyPart(u.word)) continue;
    // Only what is small beside the pair: a tree, a car or a seat set about them would be a toy's
    // size, and so would a creature larger in life than a kitten that does not fly (a reindeer at
    // a sleigh's runner; a bat in the sky is small): those are left out, said so.
    if (isLarge(m) || inRoomOnly(m) || (isCreature(m) && !floats(m) && (naturalRank(m, true) ?? 2) > 1)) continue;
    // Nor a swimmer about a pair out of the water: a fish had lain on the grass by a turtle's rock.
    if (swims(m) && !swims(st.one)) continue;
    also.push(m);
  }
  return also.length ? { ...st, also: also.slice(0, ALSO_DRAWN) } : st;
}

/**
 * A thing of the sky said with one on the ground is over them, in the sky: nobody holds the moon
 * or stands beside the sun ("a wolf howling at the moon", "a girl and a rainbow", "sun and
 * flowers": the moon had been held, the sun stood on the grass as large as the flower).
 */
function inTheSky(said: Stated | undefined): Stated | undefined {
  if (!said?.other || !["holding", "beside", "under"].includes(said.relation)) return said;
  const { one, other } = said;
  const [up, down] = [one, other].map((m) => ofTheSky(m.annotation));
  // Not what a sun with a face wears ("happy sun with sunglasses"), nor a thing of space.
  const under = down ? one : other;
  if (up === down || motifSubgroup(under.hexcode) === clothing || ofSpace(under.annotation)) return said;
  const moved = { ...said, relation: "under" as const, pose: "standing" as const };
  return down ? moved : { ...moved, a: said.b, b: said.a, one: other, other: one };
}

/** Things the set draws with a face already: glasses go across it as across a creature's (the plain sun has none). */
export const hasAFace = /face|ghost|skull|robot|alien|clown|jack-o-lantern|snowman|moon/i;

/** Where a role's thing or a deed's tool is drawn (reading.ts, `deedsThing`): made things and a sport's gear. */
export const thingGroups = new Set(["objects", "activities"]);

/** Emojibase's clothing subgroup: a hat, sunglasses, a scarf. */
export const clothing = 65;

/**
 * Whether the phrase is one drawing's own name ("couch and lamp", "cloud with rain", "a nest with
 * eggs", "a bowl with a spoon"): that drawing, no two things in a relation.
 */
function oneDrawingsName(phrase: string | undefined): boolean {
  const said = spaced(phrase).trim();
  return !!motifByAnnotation(said) || !!motifByAnnotation(drawingsNamedWith(said).replace(/^(?:a|an|the)\s+/i, ""));
}

function statedRelation(phrase: string | undefined): Stated | undefined {
  if (oneDrawingsName(phrase)) return undefined;
  const s = ` ${unPronoun(contentsFirst(spaced(phrase).trim()))} `;
  const fishing = fishingWord.exec(s);
  if (fishing) {
    const a = s.slice(0, fishing.index).trim();
    const one = a ? matchMotifs(a, 1)[0] : undefined;
    const rest = s.slice(fishing.index + fishing[0].length).replace(/^\s*(?:in|on|at|by|from|off)\b/, "");
    if (one)
      return {
        a,
        b: rest.trim(),
        relation: "fishing",
        word: "fishing",
        verb: "fishing",
        one,
        prop: "water",
        pose: "fishing",
      };
  }
  const hatched = hatching(s);
  if (hatched) return hatched;
  for (const [re, rel] of relationWords) {
    const m = re.exec(s);
    if (!m) continue;
    // A doing word that is one noun with the word after it ("a flying saucer", "a flying fish")
    // names a thing: nothing flies it (an alien had flown a flying saucer as a kite).
    if (/ing$/.test(m[0]) && nounWithNext(s, m)) continue;
    const sides = sidesOf(s, m);
    const { a, pre } = sides;
    // The place after the other thing is the setting ("riding a bike in the park"); a thing a
    // subject is on stays in its place ("a cat on a sofa in the living room": the room's sofa).
    const b = rel === "on" ? sides.b : withoutPlace(sides.b);
    // A doing said first, with whom it is done ("baking cookies with mom"): they do it, holding
    // what it is done to.
    if (!a && pre && rel === "with" && b && !describesOnly(b)) {
      const done = s.slice(pre.index + pre[0].length, m.index).trim();
      const thing = done ? matchMotifs(done, 1)[0] : undefined;
      const who = objectOf(b, undefined);
      if (thing && who && holdsThings(who) && holdable(thing))
        return {
          a: b,
          b: done,
          word: m[0].trim(),
          verb: pre[0],
          relation: "holding",
          one: who,
          other: thing,
          pose: "holding",
        };
    }
    // "with wings", "with sprinkles": how the subject is, not a second thing.
    if (!a || !b || describesOnly(b)) continue;
    // Two doing it together ("a giraffe and an elephant playing basketball"): the two are the
    // page (pairedSubject), never one of them with the thing and the other lost.
    // Three or more ("a man, a woman and a child having a picnic") are the page's cast (cast.ts):
    // the first two words had been read as one thing ("man woman", a woman walking).
    if (rel !== "with" && creaturesOf(a)) return undefined;
    const one = matchMotifs(a, 1)[0];
    if (!one) continue;
    const said = { a, b, word: m[0].trim(), verb: pre?.[0] ?? actionWords.exec(m[0])?.[0] };
    if (said.word === "at") {
      const at = objectOf(b, undefined);
      if (!at || !inRoomOnly(at)) continue;
    }
    // Things the set has no drawing of (a fence, a river, a swing) are drawn by props.ts.
    const prop = propFor(b);
    // A doing with its own thing, then where it is done ("a bear catching a fish in the river",
    // "a girl picking flowers in the garden"): the doing and its thing; the place is the page's
    // setting. The fish had been dropped, neither drawn nor said to be left out.
    if (pre && (prop || conceptFor(b)) && s.slice(pre.index + pre[0].length, m.index).trim()) {
      const acted = actionOn(`${s.slice(0, m.index)} `);
      if (acted) return acted;
    }
    if (prop) {
      const relation = rel === "with" || rel === "holding" ? "beside" : rel;
      return { ...said, relation, one, prop, pose: poseOf(relation, said.verb) };
    }
    // The thing a place word puts the subject on, in or under is the one said right after it when
    // the set draws it: what follows a later "with" is said of another clause ("a hen sitting on
    // her eggs with chicks around her": the eggs; a chick found there had been ridden by the hen).
    // One the set does not draw is never found among the later clause's things (a penguin on an
    // iceberg with fish around it had ridden a fish): a place is the page's setting, else the next
    // relation word is read.
    const placed = rel === "with" || rel === "holding" ? b : (b.split(/\swith\s/)[0] ?? b);
    const other = objectOf(placed, rel === "holding" ? said.word : undefined);
    if (!other && placed !== b && conceptFor(placed)) return undefined;
    if (!other || one.hexcode === other.hexcode) continue;
    // No creature holds another in it ("a woman's face in profile with butterflies" is no woman
    // in a butterfly): "in" a creature is read no further, and a later word ("with") is tried.
    if (rel === "in" && isCreature(other) && isCreature(one)) continue;
    // A place ("in the forest", "on a farm", "by the fireplace") is the page's setting, drawn
    // as the backdrop, not a second drawing; a thing that names a drawing itself ("a house") is.
    // A creature is never a place's thing: "a puppy and a kitten sleeping together" is the two of
    // them ("sleeping" names a bedroom's setting, and the kitten had been dropped for it).
    // A landscape the set draws only in a frame (a mountain, a desert island: emojibase's
    // geographic places) is the place too: a goat had stood on a small framed mountain.
    if (conceptFor(b) && (!namesDrawing(b, other) || framedLandscape(other.hexcode)) && !isCreature(other))
      return undefined;
    // Snow and ice said as where a creature is ("a polar bear on the ice"): the snowy land round
    // it, never the set's ice cube under its feet.
    if (
      (rel === "on" || rel === "in") &&
      isCreature(one) &&
      !isCreature(other) &&
      conceptFor(b)?.features?.includes("snow")
    )
      return undefined;
    // Inside a building the scenes draw from within ("a cat in the house", "a girl inside the
    // school"): its room is the page's setting. Drawn as the building, the cat had sat in its gable.
    if (
      rel === "in" &&
      indoorKinds.has(conceptFor(b)?.kind ?? "") &&
      buildingWords.test(other.annotation.toLowerCase())
    )
      return undefined;
    // A place said with what is in it ("in the kitchen with jars of jam"): the subject is in the
    // place, with those things, never in the first of them (a cat had sat in a jar, the kitchen
    // dropped).
    const where = b.split(/\s(?:with|and|full of)\s/)[0] ?? b;
    if (where !== b && conceptFor(where) && !namesDrawing(where, other)) return undefined;
    // On the moon, a planet or a star is in space, on its ground: no creature stands on a
    // crescent in the sky ("astronaut on the moon planting a flag" had sat on one).
    if (rel === "on" && isCreature(one) && ofSpace(other.annotation.toLowerCase())) return undefined;
    // A picture the set draws only in a frame (a water wave, fireworks: ink-measure.ts
    // `framedPicture`) is nothing to hold, stand on or leap from: a dolphin had held a wave tile,
    // a girl watching fireworks held them. The subject is drawn alone, in the place the words name.
    if (framedPicture(other.hexcode)) continue;
    // A room's window or its sill ("a cat in a window", "a teddy bear by the window") is where the
    // subject is: the room with its window, never a window frame standing on a hill.
    if (rel !== "holding" && conceptFor(b)?.kind === "room" && wallPart(other.annotation)) return undefined;
    // Someone read, sung or shown to ("reading a story to two kids") stands beside, never held.
    const told = rel === "holding" && isCreature(other) && !/holding|carrying|hugging/.test(said.word);
    // On a creature's back ("a cat sitting on a dog's back", "a bird on a cow") is riding it: the
    // one carried drawn at its size beside the other, never the one under it shrunk to a stool.
    // One much larger in life than the other is beside it, never on its back ("an elephant
    // spraying water on a little mouse" had stood the elephant on the mouse).
    const carried = rel === "on" && isCreature(other) && isCreature(one);
    const crushes = carried && (naturalRank(one, true) ?? 2) > (naturalRank(other, true) ?? 2) + 1;
    // Driving a closed vehicle (a car, a bus, a van) is sitting in it, seen through its window,
    // never riding on its roof.
    const inside =
      (rel === "riding" && closedVehicle.test(other.annotation.toLowerCase())) ||
      // On a web is in it: the web large behind, the spider on its threads.
      (rel === "on" && other.annotation.toLowerCase() === "spider web");
    // In a sled or a sleigh is sitting on it: behind its back the rider had been a head over
    // slats ("santa in his sleigh").
    const sledded = rel === "in" && isCreature(one) && isKindOf(other.annotation.toLowerCase(), "sled");
    // Sitting on eggs is brooding them: the eggs at the sitter's feet, at their size, never one
    // egg as tall as a hen under her.
    const brooding = rel === "on" && isCreature(one) && laid(other);
    // Only who has hands holds: two things said together ("tacos and burritos") stand side by side.
    // Someone drawn in a bath or a bed has none free: what is said with them is beside it (a
    // candle had covered the bather's face).
    const holds = isCreature(one) && !roomOf(one);
    const relation = inArms(
      one,
      other,
      told,
      rel === "with"
        ? isCreature(other) || isLarge(other) || inRoomOnly(other) || !holds
          ? "beside"
          : "holding"
        : told || brooding
          ? "beside"
          : carried
            ? crushes
              ? "beside"
              : "riding"
            : inside
              ? "in"
              : sledded
                ? "riding"
                : rel,
    );
    // A small thing said with a table or a desk ("a desk with a laptop") stands on it: beside it,
    // it had stood on the floor.
    if (rel === "with" && bearsThings(one.annotation) && !isCreature(other) && !isLarge(other))
      return { ...said, a: b, b: a, relation: "on", one: other, other: one, pose: poseOf("on", said.verb) };
    // A small thing said with someone who can hold it ("cookies with mom", "a cupcake with a
    // bunny"): they hold it, the page theirs. Beside it, the cookie had been the page and mom a
    // head at its foot.
    if (rel === "with" && !holds && holdable(one) && holdsThings(other))
      return { ...said, a: b, b: a, relation: "holding", one: other, other: one, pose: poseOf("holding", said.verb) };
    // Reading somewhere ("a girl reading under a tree"): the book is drawn in the subject's hands.
    const held = said.verb === "reading" && relation !== "holding" ? motifByAnnotation("open book") : undefined;
    return { ...said, relation, one, other, pose: poseOf(relation, said.verb), ...(held ? { held } : {}) };
  }
  return actionOn(s);
}

/** Hatching, out of an egg or not said ("a baby dragon hatching", "a turtle hatching from its egg"). */
const hatchWords =
  /\b(?:hatching|hatched|hatches)\b(?:\s+(?:out\s+)?(?:of|from)\s+(?:(?:an?|its|the|his|her|their)\s+)?(?:[a-z]+\s+)?eggs?\b)?/;
/** Coming out of an egg ("a chick popping out of an easter egg", "a dinosaur breaking out of its egg"). */
const outOfEgg =
  /\b(?:popping|coming|breaking|bursting|peeking|peeping|climbing|crawling)\s+out(?:\s+of|\s+from)?\s+(?:(?:an?|its|the|his|her|their)\s+)?(?:[a-z]+\s+)?eggs?\b/;

/**
 * A creature hatching is in the lower half of its broken shell, peeking out over the zigzag rim
 * (placeRelation "in"): it had held a whole egg in its hands. The set's own hatching chick is the
 * chick in this shell, so it too is drawn coming out of the egg said, not beside a second one.
 */
function hatching(s: string): Stated | undefined {
  const m = hatchWords.exec(s) ?? outOfEgg.exec(s);
  if (!m) return undefined;
  // "a dinosaur egg hatching": the egg is what hatches, the creature out of it.
  const a = s
    .slice(0, m.index)
    .replace(/\s+eggs?\s*$/, "")
    .trim();
  const found = a ? matchMotifs(a, 1)[0] : undefined;
  const one = found?.annotation === "hatching chick" ? motifByAnnotation("baby chick") : found;
  const shell = motifByAnnotation("cracked eggshell");
  if (!one || !shell || !isCreature(one)) return undefined;
  return { a, b: "egg", word: m[0].trim(), verb: "hatching", relation: "in", one, other: shell, pose: "standing" };
}

/**
 * Whether the -ing word matched in `s` and the word after it are one noun in WordNet ("a flying
 * saucer", "a watering can"). WordNet's "looking at" is a noun too: a word of place or an article
 * after it is none.
 */
function nounWithNext(s: string, m: RegExpMatchArray): boolean {
  const after = /^\s+([a-z]+)/.exec(s.slice((m.index ?? 0) + m[0].length))?.[1];
  if (!after || /^(?:at|to|in|on|for|with|from|by|up|down|out|into|over|off|around|the|a|an)$/.test(after))
    return false;
  return isNoun(`${m[0].trim()} ${after}`);
}

/**
 * Any other action between two things the page can draw ("a cat chasing a mouse", "a tugboat
 * pulling a ship", "an astronaut planting a flag"): the other thing stands beside the subject
 * when it is a creature or a large thing, else the subject holds it, as "with" reads. Without
 * this the second thing had been left to a corner, or dropped when the subject filled the page.
 */
function actionOn(s: string): Stated | undefined {
  for (const m of s.matchAll(/\b[a-z]+ing\b/g)) {
    if (!verbOf(m[0])) continue;
    // A thing's name is no doing: after "a" or "the", or with the next word one noun in WordNet
    // ("holding a watering can", "a frying pan", "a rocking chair"). "watering" had been the
    // doing, "can" a wastebasket held.
    if (/\b(?:a|an|the|his|her|their|its|my|our|some)\s+$/.test(s.slice(0, m.index)) || nounWithNext(s, m)) continue;
    const a = s.slice(0, m.index).trim();
    // Where it is taken from or done is no part of the thing ("stealing a sandwich from a picnic
    // table", "picking apples in the orchard"): the thing had been read as the place, and dropped.
    const b = withoutPlace(
      s
        .slice((m.index ?? 0) + m[0].length)
        .replace(/^\s*(?:the|a|an|some|its|his|her|their)\s+/, "")
        .trim(),
    );
    if (!a || !b || describesOnly(b) || conceptFor(b)) continue;
    const one = matchMotifs(a, 1)[0];
    const other = matchMotifs(b, 1)[0];
    // A picture in a frame (fireworks, a water wave) is no thing to act on: the subject alone, and
    // no later word of it is a doing ("looking at a shooting star": no star held for "shooting").
    if (other && framedPicture(other.hexcode)) return undefined;
    if (!one || !other || one.hexcode === other.hexcode) continue;
    // A thing acts on another as large as itself, or of its own kind, beside it ("a tow truck
    // towing a car", "a tugboat pulling a ship"); only a creature holds.
    const sameKind = [one, other].every((m) => isKindOf(m.annotation.toLowerCase(), "vehicle"));
    const large = isCreature(other) || isLarge(other) || sameKind;
    if (!isCreature(one) && !(large && (isLarge(one) || sameKind))) continue;
    const relation = inArms(one, other, false, large ? "beside" : "holding");
    // A deed the set draws as the thing it is done with ("painting": a paintbrush, "sewing": a
    // needle): whoever does it holds that, what it is done to beside them ("a bunny painting
    // eggs"). The egg had been held, the painting said nowhere. A garment the deed makes ("knitting
    // a scarf") is still held: beside the doer it stood at a garment's size over a mouse's back.
    const made = motifSubgroup(other.hexcode) === clothing;
    const tool = relation === "holding" && isCreature(one) && !made ? deedsThing(m[0]) : undefined;
    if (tool && tool.hexcode !== other.hexcode)
      return { a, b, word: m[0], verb: m[0], relation: "beside", one, other, held: tool, pose: "holding" };
    return { a, b, word: m[0], verb: m[0], relation, one, other, pose: poseOf(relation, m[0]) };
  }
  return undefined;
}

/**
 * The small thing a doing word alone is drawn as, when the set's own keywords of it name that
 * doing ("painting": the paintbrush, "sweeping": the broom, "sewing": the needle). A drawing
 * reached otherwise is no tool of it ("breathing": the lungs, "rising": a chart, "rescuing": a
 * helmet).
 */
function deedsThing(verb: string): Motif | undefined {
  const [read] = understandPhrase(verb);
  const drawn = read?.drawnAs && !read.standIn && read.word === verb ? motifByAnnotation(read.drawnAs) : undefined;
  return drawn &&
    motifTags(drawn.hexcode).has(verb) &&
    thingGroups.has(motifGroup(drawn.hexcode)) &&
    motifSubgroup(drawn.hexcode) !== clothing &&
    !isLarge(drawn)
    ? drawn
    : undefined;
}

/**
 * The subject's words of a phrase that states a relation ("a zorp riding a horse" → "a zorp"),
 * drawable or not: the words before the first relation word (and before any verb) that has
 * words on both sides.
 */
export function subjectWords(phrase: string | undefined): string | undefined {
  const s = spaced(phrase);
  if (oneDrawingsName(phrase)) return undefined;
  for (const re of [fishingWord, ...relationWords.map(([r]) => r)]) {
    const m = re.exec(s);
    if (!m) continue;
    const { a, b } = sidesOf(s, m);
    if (a && b) return a;
  }
  return undefined;
}

/**
 * The drawing of the other thing, read with the verb that takes it when that names the same
 * thing more closely ("reading a book" → an open book, "holding a book" → a closed one).
 */
function objectOf(words: string, verb: string | undefined): Motif | undefined {
  const plain = matchMotifs(words, 1)[0];
  if (!verb || !plain) return plain;
  const acted = matchMotifs(`${verb} ${words}`, 1)[0];
  const typed = new Set(words.split(/[^a-z0-9]+/));
  const shares = acted?.annotation
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((w) => typed.has(w));
  return acted && shares ? acted : plain;
}

/**
 * A small creature beside someone the set draws as a bust (head and shoulders: a firefighter, a
 * nurse, a farmer) is in their arms: beside a bust it had stood as tall as them behind their
 * shoulder ("a firefighter rescuing a kitten", "a nurse with a puppy"). One told a story stays
 * beside; a creature as large as a person (a cow, a horse) stands beside them.
 */
function inArms(one: Motif, other: Motif, told: boolean, relation: Relation): Relation {
  if (relation !== "beside" || told || !isCreature(other)) return relation;
  // A mermaid swims with hers, under the water.
  // Someone drawn in a bath or a bed has no arms free (`roomOf`).
  const bust =
    motifGroup(one.hexcode) === "people-body" &&
    !one.pose &&
    !headBody(one.annotation) &&
    !swimsByName(one.annotation) &&
    !roomOf(one);
  return bust && (naturalRank(other, true) ?? 3) <= 2 ? "holding" : relation;
}

function poseOf(relation: Relation, verb: string | undefined): Pose {
  if (verb && /reading/.test(verb)) return "reading";
  if (verb && /jumping|leaping|hopping/.test(verb)) return "jumping";
  if (relation === "on") return "sitting";
  if (relation === "riding" || relation === "holding" || relation === "fishing") return relation;
  if (relation === "flying") return "holding";
  return "standing";
}

function namesDrawing(words: string, m: Motif): boolean {
  const typed = new Set(words.split(/[^a-z0-9]+/));
  const named = m.annotation
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .every((w) => typed.has(w) || typed.has(`${w}s`));
  if (named) return true;
  // One noun of two words read as the drawing ("a coffee cup": the teacup) names it, though its
  // first word names a place (a café): "a puppy in a coffee cup" had been a café's counter of
  // cakes. Words that only describe ("a snowy night", read as its moon) are no such noun.
  const read = understandPhrase(words.replace(/^(?:an?|the)\s+/, ""));
  const [only] = read;
  return read.length === 1 && only?.drawnAs === m.annotation && /\s/.test(only.word) && isNoun(only.word);
}

const plant =
  /tree|flower|plant|leaf|leaves|cactus|tulip|rose|blossom|herb|clover|mushroom|seedling|sunflower|hibiscus|bouquet/;

/** What an animal leaves or makes, drawn among the animals: a thing, no creature ("a spider in a web"). */
const leftByAnimals = /\b(?:spider web|paw prints|feather|spiral shell|coral|nest)\b/;

/** A person or an animal (not a plant, nor what an animal leaves or makes): what can hold, wear, ride or stand beside. */
/** A person of the set with no pose of ours: drawn as the set draws them, a bust or a figure cut at the ground. */
export const drawnAsBust = (m: Motif) => motifGroup(m.hexcode) === "people-body" && !m.pose;

/**
 * A head of the set drawn as asked, without a body ("a tiger face", "a unicorn head", "a wolf
 * portrait"): a portrait, centred on a page with no ground (motif.ts), wearing a thing or not.
 */
export const isHeadAlone = (m: Motif) =>
  !m.pose && isCreature(m) && (!!headBody(m.annotation) || !!wholeBodyOf(m) || / face$/i.test(m.annotation));

export function isCreature(m: Motif): boolean {
  const g = motifGroup(m.hexcode);
  const name = m.annotation.toLowerCase();
  // A body part drawn alone (a bone, a tooth) is a thing: "a dog with a bone" had been two
  // creatures side by side, the bone as tall as the dog.
  if (g === "people-body") return motifSubgroup(m.hexcode) !== bodyParts;
  return g === "animals-nature" && !plant.test(name) && !leftByAnimals.test(name);
}

/** The emojibase subgroup of body parts drawn alone (emojibase-data/meta/groups.json). */
const bodyParts = 22;

/** A small thing to hold: food, an object, a ball or a flower (no face, no creature, nothing large). */
const holdable = (m: Motif) =>
  ["food-drink", "objects", "activities", "animals-nature"].includes(motifGroup(m.hexcode)) &&
  !isCreature(m) &&
  !isLarge(m);

/** A person or a mammal: who has hands or paws to hold a thing with. */
const holdsThings = (m: Motif) => motifGroup(m.hexcode) === "people-body" || motifSubgroup(m.hexcode) === 34;

/**
 * A winged bug (emojibase subgroup 39: a butterfly, a bee, a ladybird) beside any larger creature,
 * a bird (35) that flies beside a person, or any flier beside a building or a large thing: small
 * beside it, a flier near its head or over its roof. A bird of the water or the yard (a duck, a
 * hen, a penguin) stands or swims beside them, and a bug that crawls (a scorpion, a spider, an
 * ant, a snail) at their feet: it had hung in the sky.
 */
export function fliesSmall(other: Motif, one: Motif): boolean {
  const of = motifSubgroup(other.hexcode);
  // Beside a building or a large thing (a haunted house with bats, a lighthouse with a gull) any
  // flier flies over it, small: a bird had stood beside a house as tall as it.
  if (!isCreature(one))
    return (
      isLarge(one) &&
      isCreature(other) &&
      ((of === 35 && !groundBird(other)) ||
        wingedBug.test(other.annotation.toLowerCase()) ||
        /\bbat\b/i.test(other.annotation))
    );
  const by = motifSubgroup(one.hexcode);
  return (
    (of === 39 && by !== 39 && wingedBug.test(other.annotation.toLowerCase())) ||
    (of === 35 && motifGroup(one.hexcode) === "people-body" && !groundBird(other))
  );
}

/** The set's bugs drawn with wings to fly on (the others, a beetle, a cockroach, a cricket, crawl or hop). */
const wingedBug = /\b(?:butterfly|honeybee|bee|lady beetle|mosquito|fly|dragonfly|moth|wasp)\b/;

/** A bird seen on water or on the ground more than in the air (WordNet: waterfowl, fowl, ratites, not doves). */
function groundBird(m: Motif): boolean {
  const name = m.annotation.toLowerCase().split(" ").at(-1) ?? "";
  const is = (kind: string) => animalKindOf(name, kind, "bird");
  return (
    is("aquatic bird") || is("domestic fowl") || is("ratite") || (is("gallinaceous bird") && !is("columbiform bird"))
  );
}

/** Furniture a creature lies or sits on: a sofa, a bed, a chair, a cushion (stood on a floor, indoors). */
export const isFurniture = (m: Motif) => furnitureWords.test(m.annotation.toLowerCase());

/** Whole words: a rugby ball, a person shrugging and a wheelchair had been furniture, kept in a room. */
const furnitureWords =
  /\b(?:couch|sofa|bed|(?:arm)?chair|seat|bench|cushion|pillow|stool|rug|blanket|hammock|desk|table|bookshelf|stove|easel)s?\b/;

/** An egg as a creature lays it. */
const laid = (m: Motif) => /^eggs?$/.test(m.annotation.toLowerCase());

/** A room's own thing that stands nowhere else: its furniture, its fireplace (a hearth is one), a bath. */
export const inRoomOnly = (m: Motif) => isFurniture(m) || !!roomOf(m);

/**
 * Two things side by side at their sizes in life: creatures by their ranks (`inLife`), and a small
 * thing beside a room's fixture at a third of its height (a candle beside a bath had stood as
 * tall as the bath).
 */
function besideInLife(one: Motif, other: Motif): Array<{ motif: Motif; scale: number }> {
  // A thing one holds beside furniture or a large thing (a tree, a house, a tent): a present by a
  // Christmas tree had stood as large as the tree.
  // So is an egg beside a creature: its own, laid small at its feet (a hen's egg had stood as tall
  // as the hen).
  const small = (a: Motif, b: Motif) =>
    ((inRoomOnly(a) || isLarge(a)) && !isCreature(b) && holdable(b)) || (isCreature(a) && laid(b));
  if (small(one, other))
    return [
      { motif: one, scale: 1 },
      { motif: other, scale: 0.35 },
    ];
  if (small(other, one))
    return [
      { motif: one, scale: 0.35 },
      { motif: other, scale: 1 },
    ];
  return inLife([one, other], isCreature);
}

/** A room a thing stands in: a bathroom, a bedroom, a living room or a room of its own furniture (concepts.ts). */
export type Room = string;

/**
 * The room a thing stands in and nowhere else, by its drawing's name: a bath or a bathtub the
 * bathroom, a bed the bedroom, a sofa, an armchair or a fireplace the living room.
 * Alone they had stood on a hill ("bath with candles and bubbles": a bathtub on the grass).
 */
export function roomOf(m: Motif): Room | undefined {
  const said = m.annotation.toLowerCase();
  if (/\b(?:bath|bathtub|toilet|shower)\b/.test(said)) return "bathroom";
  if (/\bbed\b/.test(said)) return "bedroom";
  if (/\b(?:couch|sofa|armchair)\b/.test(said) || isKindOf(said, "fireplace")) return "living room";
  // A room's own furniture (a stove, a desk, an easel, a bookcase, a table) is in its room.
  return roomOfFurniture(said);
}

/** Vehicles whose driver sits inside, behind a window. */
const closedVehicle =
  /\b(?:automobile|car|taxi|bus|minibus|trolleybus|van|truck|lorry|ambulance|fire engine|police car|racing car|train|locomotive|tram|camper)\b/;

/** Things nobody holds: buildings, vehicles, trees. */
export const isLarge = (m: Motif) =>
  /tree|house|castle|tent|mountain|volcano|building|\bcar\b|automobile|taxi|ambulance|van\b|truck|bus|train|tram|locomotive|tractor|ship|boat|airplane|tower|church|spider web/.test(
    m.annotation.toLowerCase(),
  );

/** The highest column of the front (left) half of a drawing's ink, and its top as a share of the ink's height. */
function headColumn(b: InkBounds): { column: number; top: number } {
  let column = 0;
  for (let c = 1; c < b.top.length / 2; c++) if ((b.top[c] ?? 1) < (b.top[column] ?? 1)) column = c;
  return { column, top: b.top[column] ?? 0 };
}

/**
 * Two or three creatures on one thing (`placeRelation` "on"): the thing low and wide at the foot
 * of the page, its seat (furniture's, `seatSpan`) or its top a little into it, they side by side
 * along it, as tall as the room above allows, the outer ones facing in.
 */
function perched(on: Motif[], other: Motif, area: PageBox, top: number, floor: number, flip: boolean): Placed[] {
  const B = inkBounds(other.hexcode, other.eyes, other.pose);
  const H = floor - top;
  const wd = area.w * 0.96;
  const fit = fitInk(B, { x: area.x + (area.w - wd * 0.92) / 2, y: floor - H * 0.42, w: wd * 0.92, h: H * 0.42 }, flip);
  const base: Placed = { motif: other, x: fit.x, y: fit.y, size: fit.size, flip, ink: fit.ink, front: false };
  const span = isFurniture(other) ? seatSpan(B) : { from: 0, to: 1, top: 0.3 };
  const from = base.ink.x + base.ink.w * (flip ? 1 - span.to : span.from);
  // Along a seat or a rock's or a stump's top, a little past its sides (they had been too small on it).
  const sw = base.ink.w * (span.to - span.from);
  const bw = Math.min(wd, sw * (isFurniture(other) ? 1.2 : 1.3));
  const left = Math.max(area.x, from + (sw - bw) / 2);
  const seat = base.ink.y + base.ink.h * (isFurniture(other) ? Math.max(0.42, span.top + (1 - span.top) * 0.42) : 0.3);
  const each = (bw / on.length) * 1.05;
  const spots = on.length === 2 ? [0.25, 0.75] : [0.17, 0.5, 0.83];
  const placed = on.map((m, i): Placed => {
    const A = inkBounds(m.hexcode, m.eyes, m.pose);
    const k = spots[i] ?? 0.5;
    // The set's creatures face left: mirrored, the one on the left faces the middle.
    const facing = k === 0.5 ? flip : k < 0.5;
    const cx = left + bw * k;
    const p = fitInk(A, { x: cx - each / 2, y: top, w: each, h: seat - top }, facing);
    return { motif: m, x: p.x, y: p.y, size: p.size, flip: facing, ink: p.ink, front: true, heap: true };
  });
  return [base, ...placed];
}

/**
 * The body of a piece of furniture across its ink, as shares of the ink box: the longest run of
 * columns no more than a quarter of its height above its middle column's top, leaving out a tall
 * narrow part (a floor lamp beside a sofa, a bed's headboard), with that body's top.
 */
function seatSpan(b: InkBounds): { from: number; to: number; top: number } {
  const tops = [...b.top].filter((t) => t < 1).sort((p, q) => p - q);
  const middle = tops[Math.floor(tops.length / 2)] ?? 0;
  let best: { from: number; to: number } | undefined;
  let start = -1;
  for (let c = 0; c <= b.top.length; c++) {
    const t = b.top[c] ?? 1;
    const low = t < 1 && t >= middle - 0.25;
    if (low && start < 0) start = c;
    if (low || start < 0) continue;
    if (!best || c - start > best.to - best.from) best = { from: start, to: c };
    start = -1;
  }
  const n = b.top.length;
  if (!best) return { from: 0, to: 1, top: 0 };
  return { from: best.from / n, to: best.to / n, top: Math.min(...b.top.slice(best.from, best.to)) };
}

/** One drawing placed: its lineMotif square and where its ink lands. */
export interface Placed {
  motif: Motif;
  x: number;
  y: number;
  size: number;
  flip: boolean;
  ink: PageBox;
  /** Drawn over what is behind it with a white knockout. */
  front: boolean;
  /** The subject's pose in its relation (a drawing with a body takes it). */
  pose?: Pose;
  /** One of several of the asked thing the relation itself draws (a heap of apples): asked, all of them. */
  heap?: true;
}

/**
 * Where the two things of a relation go in the art box, in drawing order (back first). `floor`
 * is where feet stand (just under the ground line). Both stay large: the pair fills the box
 * from `top` to `floor`, and each is at least about a quarter of its height.
 */
export function placeRelation(
  rel: Relation,
  one: Motif,
  other: Motif,
  area: PageBox,
  top: number,
  floor: number,
  flip: boolean,
  share = 0.56,
  count = 1,
  together?: Motif,
): Placed[] {
  // A head drawn as a whole figure holds, wears and rides with its hands and head.
  const figure = placeFigure(rel, one, other, area, top, floor, flip);
  if (figure) return figure;
  const A = inkBounds(one.hexcode, one.eyes, one.pose);
  const B = inkBounds(other.hexcode, other.eyes, other.pose);
  const H = floor - top;
  const wd = area.w * 0.96;
  const x0 = area.x + (area.w - wd) / 2;
  const at = (m: Motif, b: InkBounds, box: PageBox, f: boolean, front: boolean, middle = false): Placed => {
    const p = fitInk(b, box, f, middle);
    return { motif: m, x: p.x, y: p.y, size: p.size, flip: f, ink: p.ink, front };
  };
  // A small flier beside a larger creature (a girl with a butterfly, a boy with a bird, a cat
  // with a bee) is drawn at its own small size in the top corner the subject faces, up to a
  // third of the page wide, the subject below it when it would reach that corner: never as large
  // as the subject nor over its face.
  if (rel === "beside" && fliesSmall(other, one)) {
    // A head alone (a face in profile) is centred down the page, not set on the ground.
    const head = motifGroup(one.hexcode) === "people-body" && A.y1 - A.y0 < (A.x1 - A.x0) * 1.3;
    const strip = wd * 0.16;
    const box = { x: flip ? x0 : x0 + strip, y: top + H * 0.1, w: wd - strip, h: H * 0.9 };
    const w = wd * 0.32;
    const fly = at(other, B, { x: flip ? x0 + wd - w : x0, y: top + H * 0.02, w, h: w }, !flip, true, true);
    const high = at(one, A, box, flip, false, head);
    if (clear(high.ink, [fly.ink], 8)) return [high, fly];
    const below = Math.max(box.y, fly.ink.y + fly.ink.h + 12);
    return [at(one, A, { ...box, y: below, h: box.y + box.h - below }, flip, false, head), fly];
  }
  const centred = (w: number, y: number, h: number): PageBox => ({ x: area.x + (area.w - w) / 2, y, w, h });
  switch (rel) {
    case "on": {
      // Two or three on one thing ("two cats on a rock", "a frog and a turtle sitting on a log",
      // "a cat and a dog on a couch"): the thing large, they side by side along its top, the
      // outer ones facing in. The thing had been a toy held between them, or a rock over a face.
      // (Left to right as said: the one said first is `together`.)
      const on = isCreature(one) ? [...(together ? [together] : []), one, ...Array(count - 1).fill(one)] : [];
      if (on.length > 1) return perched(on, other, area, top, floor, flip);
      // Furniture one lies or sits on (a sofa, a bed) is the larger: the subject no wider than it,
      // lying along its seat, never a giant standing on a toy-sized sofa.
      if (isFurniture(other) && isCreature(one)) {
        const base = at(other, B, centred(wd * 0.92, floor - H * 0.5, H * 0.5), flip, false);
        // Over the furniture's own body, never over a lamp or a post drawn beside it (a cat had
        // floated at a floor lamp's height over a sofa), and never above that body's top.
        const body = seatSpan(B);
        const from = base.ink.x + base.ink.w * (flip ? 1 - body.to : body.from);
        const bw = base.ink.w * (body.to - body.from);
        const seat = base.ink.y + base.ink.h * (body.top > 0.42 ? body.top + (1 - body.top) * 0.42 : 0.42);
        const w = bw * 0.72;
        const y = Math.max(top, seat - H * 0.45);
        return [base, at(one, A, { x: from + (bw - w) / 2, y, w, h: Math.min(H * 0.45, seat - top) }, flip, true)];
      }
      // A thing on a table or a desk (a laptop, a cake, a vase) stands on its top at a thing's
      // size beside it, under half its width: it had been as wide as the desk under it.
      if (bearsThings(other.annotation) && !isCreature(one)) {
        const base = at(other, B, centred(wd * 0.92, floor - H * 0.55, H * 0.55), flip, false);
        const w = base.ink.w * 0.44;
        const seat = base.ink.y + base.ink.h * 0.03;
        const h = Math.min(seat - top, w * 1.3);
        return [base, at(one, A, { x: base.ink.x + (base.ink.w - w) / 2, y: seat - h, w, h }, flip, true)];
      }
      // A creature on a thing no wider than it is tall (a rock, a stump, a drum): the thing
      // larger, the creature no wider than its top, standing on it, never balanced on a pebble.
      const round = isCreature(one) && B.x1 - B.x0 < (B.y1 - B.y0) * 1.3;
      // The other thing low and wide; the subject sitting on its top edge.
      const tall = H * (round ? 0.46 : 0.36);
      const base = at(other, B, centred(wd * 0.86, floor - tall, tall), flip, false);
      // Its white edge hides the top of what it sits on: the feet go a little into it.
      const seat = base.ink.y + base.ink.h * 0.3;
      return [base, at(one, A, centred(round ? base.ink.w * 1.15 : wd * 0.86, top, seat - top), flip, true)];
    }
    case "over": {
      const below = at(other, B, centred(wd * 0.86, floor - H * 0.56, H * 0.56), flip, false);
      const gap = H * 0.03;
      return [below, at(one, A, centred(wd * 0.8, top, below.ink.y - gap - top), flip, true, true)];
    }
    case "under": {
      // A thing of the sky (the moon, the sun, stars, a cloud) is up in the sky over the subject,
      // clear of it; a rainbow arches behind it.
      if (ofTheSky(other.annotation) && !/rainbow/i.test(other.annotation)) {
        const s = wd * (/star/i.test(other.annotation) ? 0.26 : 0.36);
        const sky = at(other, B, { x: flip ? x0 + wd * 0.06 : x0 + wd * 0.94 - s, y: top, w: s, h: s }, flip, false);
        const from = sky.ink.y + sky.ink.h + H * 0.04;
        return [sky, at(one, A, centred(wd * 0.84, from, floor - from), !flip, true)];
      }
      // The other thing large (a tree, an umbrella); the subject in front of its lower part, a
      // little to one side, standing over half as tall as it (a smaller one was lost in a scene).
      const over = at(other, B, centred(wd, top, H), flip, false);
      const w = over.ink.w * 0.6;
      const h = over.ink.h * 0.58;
      const side = flip ? 0.34 : 0.66;
      const cx = over.ink.x + over.ink.w * side;
      return [over, at(one, A, { x: cx - w / 2, y: floor - h, w, h }, !flip, true)];
    }
    case "in": {
      // A plant in a clay pot grows from it: the pot at the foot of the page, the plant standing
      // in it, its foot behind the pot's front and rim.
      // A plant given a face ("kawaii cactus in a pot") wears it on the pot, where it shows: on
      // the plant's foot it was hidden behind the pot's rim.
      if (other.hexcode === "own-clay-pot" && !isCreature(one)) {
        const face = !!one.face;
        const potted = face ? { ...other, face } : other;
        const pot = at(potted, B, centred(wd * 0.56, floor - H * 0.34, H * 0.34), flip, true);
        const foot = pot.ink.y + pot.ink.h * 0.3;
        const plant = face ? { ...one, face: false } : one;
        return [at(plant, A, centred(wd * 0.8, top, foot - top), flip, false), pot];
      }
      // A small holder (a cup, a basket, a box) is drawn large, the subject peeking out of it: no
      // wider than its mouth, its lower part behind the holder's front.
      if (!isLarge(other) && isCreature(one)) {
        // A hot drink's cup is drawn without the steam over it (a kitten in a teacup had steam
        // rising through its body, and seemed to stand on the steam).
        const cup = holderOf(other);
        if (cup !== other) return placeRelation(rel, one, cup, area, top, floor, flip, share, count);
        if (count < 2) {
          const holder = at(other, B, centred(wd * 0.9, floor - H * 0.58, H * 0.58), flip, true);
          // A hatchling's shell hides no more of it than its zigzag rim: a turtle had been a shell in a shell.
          const rim = holder.ink.y + holder.ink.h * (other.hexcode === "own-eggshell" ? 0.25 : 0.45);
          const w = holder.ink.w * 0.78;
          const h = Math.min(H * 0.5, rim - top);
          return [at(one, A, centred(w, Math.max(top, rim - H * 0.5), h), flip, false), holder];
        }
        // Two or three in it ("two kittens in a basket", "cats in a box") side by side across its
        // mouth, facing out, the middle one a little higher behind, each one asked for: the
        // holder a little smaller, their lower halves behind its front (a box's front starts high).
        const small = at(other, B, centred(wd * 0.78, floor - H * 0.5, H * 0.5), flip, true);
        const mouth = small.ink.y + small.ink.h * (/basket/.test(other.annotation.toLowerCase()) ? 0.45 : 0.3);
        const each = small.ink.w * (count === 2 ? 0.52 : 0.4);
        const tall = Math.min(H * 0.42, mouth - top);
        const spots = count === 2 ? [0.25, 0.75] : [0.5, 0.18, 0.82];
        // As tall as the width given lets it be: a third of it behind the front.
        const high = Math.min(tall, (each * (A.y1 - A.y0)) / (A.x1 - A.x0));
        // Each faces out from the middle, its head clear of the others (where its head is).
        const headRight = A.topX > (A.x0 + A.x1) / 2;
        const inside = spots.map((k, i): Placed => {
          const lift = count === 3 && i === 0 ? high * 0.14 : 0;
          const cx = small.ink.x + small.ink.w * k;
          // Their heads clear of its top (a handle's hole is filled white with the holder).
          const y = Math.min(mouth - high * 0.67, small.ink.y - high * 0.45) - lift;
          const facing = k === 0.5 ? flip : k < 0.5 ? headRight : !headRight;
          return { ...at(one, A, { x: cx - each / 2, y, w: each, h: high }, facing, false), heap: true };
        });
        return [...inside, small];
      }
      // In a boat (a boy in a boat, a bear in a canoe): the boat large at the foot of the page,
      // the subject on its deck, to one side of a mast, the lower part of it behind the hull. It
      // had stood small up in a sailboat's sail.
      if (floatsByName(other.annotation) && !isCreature(other) && isCreature(one)) {
        const boat = at(other, B, centred(wd * 0.96, floor - H * 0.6, H * 0.6), flip, true);
        // A boat taller than wide is mostly sail: its hull is its lower part.
        const sail = B.y1 - B.y0 > (B.x1 - B.x0) * 0.8;
        const deck = boat.ink.y + boat.ink.h * (sail ? 0.56 : 0.32);
        const h = Math.min(H * (sail ? 0.36 : 0.46), deck - top);
        const w = boat.ink.w * (sail ? 0.3 : 0.46);
        // Beside the mast, on the side its sail leaves open (the set's sail is to the left of it).
        const cx = boat.ink.x + boat.ink.w * (sail ? (flip ? 0.3 : 0.72) : 0.5);
        return [at(one, A, { x: cx - w / 2, y: deck + h * (sail ? 0.2 : 0.3) - h, w, h }, flip, false), boat];
      }
      // In a large thing (a bird in a tree, a dog in a car): the thing fills the page, the subject
      // small in its upper part (the crown, the window), drawn over it.
      if (isLarge(other) && isCreature(one)) {
        const big = at(other, B, centred(wd, top, H), flip, false);
        const w = big.ink.w * 0.34;
        const h = big.ink.h * 0.3;
        const y = big.ink.y + big.ink.h * 0.42 - h;
        return [big, at(one, A, { x: big.ink.x + (big.ink.w - w) / 2, y, w, h }, flip, true)];
      }
      // Food in a small holder (a basket of fruit, a jar of cookies): the holder large, three of
      // the food heaped on its rim (a handled basket's rim is halfway up, under the handle),
      // never one giant fruit on a toy basket.
      if (!isLarge(other) && motifGroup(one.hexcode) === "food-drink") {
        const holder = at(other, B, centred(wd * 0.9, floor - H * 0.6, H * 0.6), flip, false);
        const handled = /basket/.test(other.annotation.toLowerCase());
        const rim = holder.ink.y + holder.ink.h * (handled ? 0.48 : 0.1);
        const w = holder.ink.w * 0.4;
        const h = Math.min(H * 0.28, w);
        const piece = (k: number, lift: number, f: boolean): Placed => ({
          ...at(one, A, { x: holder.ink.x + holder.ink.w * k - w / 2, y: rim - h * lift, w, h }, f, true, true),
          heap: true,
        });
        return [holder, piece(0.5, 1.2, flip), piece(0.27, 0.75, flip), piece(0.73, 0.75, !flip)];
      }
      // The subject behind the container's front: the container drawn last, over its lower part.
      const holder = at(other, B, centred(wd * 0.8, floor - H * 0.36, H * 0.36), flip, true);
      const rim = holder.ink.y + holder.ink.h * 0.4;
      const inside = at(one, A, centred(wd * 0.85, top, rim - top), flip, false);
      return [inside, holder];
    }
    case "riding": {
      // On an animal's back (poses.ts), its own foot sunk a tenth into it.
      if (motifGroup(other.hexcode) === "animals-nature")
        return rideAnimal(one, A, 0.9, 0.62, other, area, top, floor, flip);
      // A sled's back stands behind its rider, who sits in front of it on the seat: behind it, a
      // rider had been a head over its slats ("santa in his sleigh").
      if (isKindOf(other.annotation.toLowerCase(), "sled")) {
        const sled = at(other, B, centred(wd * 0.9, floor - H * 0.5, H * 0.5), flip, false);
        const seat = sled.ink.y + sled.ink.h * 0.66;
        return [sled, at(one, A, centred(wd * 0.66, top, seat - top), flip, true)];
      }
      // The ride in front of the rider's legs.
      const ride = at(other, B, centred(wd, floor - H * 0.5, H * 0.5), flip, true);
      const saddle = ride.ink.y + ride.ink.h * 0.5;
      const rider = at(one, A, centred(wd * 0.78, top, saddle - top), flip, false);
      return [rider, ride];
    }
    case "wearing": {
      // Worn on the head: over the top of the drawing, where its head is.
      const body = at(one, A, centred(wd * 0.9, top + H * 0.2, H * 0.8), flip, false);
      const w = body.ink.w * 0.46;
      const h = body.ink.h * 0.3;
      const k = body.size / 72;
      // An animal faces its way (left, unflipped): its head is the highest ink of its front
      // half, not the middle of its top tenth (a cat's raised tail had worn the hat).
      const front = motifGroup(one.hexcode) === "animals-nature" ? headColumn(A) : undefined;
      const headX = front ? A.x0 + ((front.column + 0.5) / A.top.length) * (A.x1 - A.x0) : A.topX;
      const head = body.x - body.size / 2 + (flip ? 72 - headX : headX) * k;
      const left = Math.max(body.ink.x, Math.min(body.ink.x + body.ink.w - w, head - w / 2));
      // Never over its eyes: a frog's are on top of its head, and its crown had covered them.
      // A figure's head is where headPlace says (a frog standing), else the drawing's square.
      const square = body.motif.pose ? headPlace(body.motif, body) : body;
      const eyesAt = eyesTopIn(body.motif.hexcode, square) - body.ink.h * 0.02;
      const bottom = Math.min(body.ink.y + body.ink.h * ((front?.top ?? 0) + 0.12), eyesAt);
      if (eyewear(other.annotation) && !isCreature(one) && !hasAFace.test(one.annotation)) {
        // A thing with no face wears glasses on a cute face of its own (faces.ts), across its eyes,
        // where it has room for one as wide as a third of it; else across its middle, where a face
        // would be ("a pineapple wearing sunglasses" had worn them small, on its crown).
        const spot = faceSpot(one.hexcode);
        const s = Math.min(spot.r / 0.8, 16);
        const k = body.size / 72;
        const roomy = s * 1.5 * k >= body.ink.w * 0.34;
        const x = roomy ? body.x - body.size / 2 + (flip ? 72 - spot.x : spot.x) * k : body.ink.x + body.ink.w / 2;
        const y = roomy ? body.y - body.size / 2 + (spot.y - s * 0.12) * k : body.ink.y + body.ink.h * 0.5;
        const gw = roomy ? s * 1.5 * k : body.ink.w * 0.56;
        const gh = gw * 0.45;
        const faced = roomy ? { ...body, motif: { ...body.motif, face: true } } : body;
        return [faced, at(other, B, { x: x - gw / 2, y: y - gh / 2, w: gw, h: gh }, flip, true)];
      }
      if (eyewear(other.annotation)) {
        // Across the eyes, their lines over the face's (the eyes show through the lenses): a face
        // drawing's eyes are a little above its middle, a figure's in the middle of its head, an
        // animal's a fifth of its height under its head's top.
        const face = /\bface$/.test(one.annotation) || (!!headBody(one.annotation) && !body.motif.pose);
        const head = headPlace(body.motif, body);
        const eyes = face
          ? { x: body.ink.x + body.ink.w / 2, y: body.ink.y + body.ink.h * 0.42, w: body.ink.w * 0.66 }
          : head !== body
            ? { x: head.x, y: head.y, w: head.size * 0.66 }
            : { x: left + w / 2, y: body.ink.y + body.ink.h * ((front?.top ?? 0) + 0.2), w: w * 0.8 };
        const gh = eyes.w * 0.45;
        return [body, at(other, B, { x: eyes.x - eyes.w / 2, y: eyes.y - gh / 2, w: eyes.w, h: gh }, flip, false)];
      }
      if (footwear(other.annotation)) return [body, ...onFeet(body, A, other, B)];
      return [body, at(other, B, { x: left, y: bottom - h, w, h }, flip, true)];
    }
    case "holding": {
      // Drawings face left unless flipped: the thing is held out in front of the subject.
      const front = flip ? "right" : "left";
      const body = at(one, A, { x: x0 + (front === "left" ? wd * 0.12 : 0), y: top, w: wd * 0.88, h: H }, flip, false);
      // An animal holds it low at its front, under its face (a rabbit's carrot had hidden its eye
      // and nose): the lower half clear of the eyes, which sit under the top half of its height.
      const animal = motifGroup(one.hexcode) === "animals-nature" && !/\bface$/.test(one.annotation);
      // So does a person the set draws head and shoulders, at the chest under the face (an elf's
      // sword had crossed her chin, a wizard's wand his cheek): the face is the bust's upper 60 %.
      const bust = drawnAsBust(one);
      const w = bust ? Math.min(body.ink.w * 0.36, body.ink.h * 0.38) : body.ink.w * (animal ? 0.36 : 0.44);
      const cx = front === "left" ? body.ink.x + body.ink.w * 0.16 : body.ink.x + body.ink.w * 0.84;
      const cy = bust
        ? body.ink.y + body.ink.h * 0.6 + w / 2
        : animal
          ? body.ink.y + Math.max(body.ink.h * 0.7, body.ink.h * 0.55 + w / 2)
          : body.ink.y + body.ink.h * 0.56;
      const held = at(other, B, { x: cx - w / 2, y: cy - w / 2, w, h: w }, flip, true, true);
      return [body, held];
    }
    default: {
      // On a portrait page a pair stands in depth, filling the page (layouts/group.ts).
      if (isPortrait(area)) {
        // Each at its size in life beside the other: the lion and the mouse at its feet.
        return placeGroup(besideInLife(one, other), area, top, floor, flip);
      }
      // Beside: side by side on the ground, facing each other, the subject the larger (its
      // `share` of the width).
      const gap = wd * 0.03;
      const wa = wd * share;
      const wb = wd - wa - gap;
      const aLeft = !flip;
      const ax = aLeft ? x0 : x0 + wb + gap;
      const bx = aLeft ? x0 + wa + gap : x0;
      // Each no taller than its size in life beside the other, standing on the same ground.
      const [sa = 1, sb = 1] = besideInLife(one, other).map((p) => p.scale);
      const hb = H * Math.min(0.7, 0.9 * sb);
      return [
        at(one, A, { x: ax, y: top + H - H * 0.9 * sa, w: wa, h: H * 0.9 * sa }, aLeft, false),
        at(other, B, { x: bx, y: top + H - hb, w: wb, h: hb }, !aLeft, false),
      ];
    }
  }
}
