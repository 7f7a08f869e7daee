import pluralize from "pluralize";
import { buildingWords, type Concept, conceptFor, indoorKinds, kindOfPlace } from "./concepts.js";
import { type Entry, framedLandscape, getIndex, type Index, inSomeName, tokenize } from "./drawing-index.js";
import {
  alsoAThing,
  animalGloss,
  hasPlaceSense,
  isAbstract,
  isAdjective,
  isAnimate,
  isCollection,
  isKindOf,
  isNamedPerson,
  isNoun,
  isOnePlace,
  isParticular,
  isPerson,
  isPlace,
  isVerb,
  isWord,
  kindOfParticular,
  nearestRelative,
  onlyParticular,
  personFigure,
  siblingKinds,
  sortOf,
  sorts,
} from "./lexicon.js";
import { remembered } from "./remembered.js";
import {
  colorWords,
  kindDrawings,
  modifiers,
  namedKindDrawings,
  numberWords,
  respelt,
  stopWords,
  synonyms,
  withArticle,
} from "./words.js";

/**
 * How the words of a phrase are read before any drawing is matched: describing words, places
 * as settings, pairs of words that are one thing (compounds, activities), abstract words, and a
 * word no drawing names read as its nearest WordNet relative that has one.
 */

/**
 * The phrase's words less its modifiers (words.ts `modifiers`: "sleepy", "dancing") when it has
 * another word to draw, unless a drawing is named by the modifier with its neighbour ("old man",
 * "running shirt").
 */
export function withoutModifiers(words: string[], idx: Index): string[] {
  if (words.every((w) => modifiers.has(w))) return words;
  const named = (a: string | undefined, b: string | undefined) =>
    !!a && !!b && (idx.pairs.has(`${a} ${b}`) || modifierNamesOne(a, b));
  // A word that is only ever an adjective, said before a thing drawn by its own name ("medieval
  // castle", "majestic eagle"), says how that is: it is no thing of its own (a medieval castle had
  // been offered as a crown, a drawing tagged "medieval"). Before a thing drawn as another of its
  // kind ("tribal mask") it says which kind, and stays.
  const drawnByName = (w: string | undefined) =>
    !!w && (idx.byAnnotation.has(w) || idx.byAnnotation.has(pluralize.singular(w)));
  const describes = (w: string, i: number) =>
    drawnByName(words[i + 1]) && !idx.byAnnotation.has(w) && isAdjective(w) && !isNoun(w) && !isVerb(w);
  return words.filter(
    (w, i) => (!modifiers.has(w) && !describes(w, i)) || named(w, words[i + 1]) || named(words[i - 1], w),
  );
}

/**
 * Whether a describing word that is no colour names one thing with the noun after it, as WordNet
 * names it: a dirt bike is a motorcycle, a sleeping bag bedding, a swimming pool a pool, a sweet
 * pea a flower. Dropped as a word that only says how the noun is, it had left the noun alone in
 * another sense: a bicycle, a clutch bag. A colour before a noun still says its colour: a black
 * cat is drawn as a cat, though WordNet's black cat is another animal; someone described stays
 * the person (three wise men are three men).
 */
export const modifierNamesOne = (m: string, h: string): boolean =>
  modifiers.has(m) &&
  !colorWords.has(m) &&
  !isPerson(pluralize.singular(h)) &&
  [`${m} ${h}`, `${m} ${pluralize.singular(h)}`].some((p) => isNoun(p) && !isPerson(p));

/** Whether a phrase only says how something is ("wings", "sprinkles", "spots"): nothing to draw. */
export function describesOnly(phrase: string): boolean {
  const words = tokenize(phrase.toLowerCase()).filter((t) => !stopWords.has(t));
  return words.length > 0 && words.every((w) => modifiers.has(w));
}

/** What a setting word is drawn as in `understood`: the place itself, round the subject. */
export const settingName = (word: string) => `${word} setting`;

/**
 * The place words of a phrase that are where its things are, not things (lexicon.ts `isPlace`:
 * a farm, a museum, a kitchen, a botanical garden): each heads its words (nothing named after
 * it: "farm animals" are animals) and no drawing is named by it exactly (a castle, a house, a
 * desert are drawn as themselves). The page draws such a word as its setting when the scene
 * has one for it (concepts.ts), or leaves it out: never a thing found there as a stand-in.
 */
/** The scene drawn for a place word: a concept named by the whole word ("greenhouse" is no house). */
export function settingConcept(word: string): Concept | undefined {
  const c = conceptFor(word);
  const hit = c?.match.exec(word)?.[0] ?? "";
  if (c && hit.length >= word.replace(/s$/, "").length) return c;
  // A room named as one ("a playroom", "a sunroom") or a kind of garden WordNet knows ("a
  // vegetable garden", "an orchard") is a room's or a garden's scene: each had been refused. A
  // word only one of whose senses is a room ("an ice cream bar", "a phone booth") is none.
  if (/room$/.test(word) && isKindOf(word, "room", 12)) return conceptFor("room");
  if (isKindOf(word, "garden", 12)) return conceptFor("garden");
  // Any other kind of a place the scenes draw, by WordNet (concepts.ts `kindOfPlace`): a
  // rainforest, a savanna, a swamp, a lagoon.
  return /^[a-z]{4,}$/.test(word) ? kindOfPlace(word) : undefined;
}

/** Whether a place word's own drawing is a landscape in a frame (drawing-index.ts `framedLandscape`) and the scenes draw the place. */
export function landscapeTile(word: string, idx: Index): boolean {
  const entry = [word, pluralize.singular(word)].map((f) => idx.byAnnotation.get(f)).find(Boolean);
  return !!entry && framedLandscape(entry.hexcode) && !!settingConcept(word);
}

/** Building words as a whole word, compiled once. */
let buildingWord: RegExp | undefined;

export function settingWords(phrase: string | undefined): Set<string> {
  const idx = getIndex();
  const raw = tokenize((phrase ?? "").replace(/[’']/g, ""));
  const out = new Set<string>();
  raw.forEach((w, i) => {
    const next = raw[i + 1];
    const forms = [w, ...(w.length > 3 && w.endsWith("s") ? [w.slice(0, -1)] : [])];
    const before = /^(?:the|a|an)$/.test(raw[i - 1] ?? "") ? raw[i - 2] : raw[i - 1];
    // A place the set draws only as a landscape in a frame (a mountain, a desert island), said in
    // the plural ("mountains", "an alps village": mountains, then a village) or as where things
    // are, last ("a goat in the mountains", "a cabin in the mountains"): the place's scene round
    // them, never the framed tile standing beside them.
    const where =
      /^(?:in|on|at|through|across|among|into|near|by|over)$/.test(before ?? "") && (!next || stopWords.has(next));
    // Before a place of its own ("a mountain lake", "a mountain cabin") it is that place's
    // landscape: the mountain tile had stood on the lake's shore.
    const placeNext = !!next && !!settingConcept(next) && isPlace(next);
    if ((w !== forms.at(-1) || where || placeNext) && landscapeTile(w, idx)) {
      out.add(w);
      return;
    }
    // A place said before the last thing named, the two no name of one thing ("a sea monster", "a
    // forest fairy", "a farm tractor", "a space dog"), is where that thing is: the place word had
    // been left out. A name of one thing keeps its place word ("a sea lion", "a beach ball").
    if (placeBefore(w, next, raw[i + 2], idx)) {
      out.add(w);
      return;
    }
    // A place is said before a small word, at the end, or before what it does ("a river running
    // through a forest", "a stream winding through the woods").
    if (next && !stopWords.has(next) && !(next.endsWith("ing") && verbOf(next))) return;
    // Snow and ice said as where things are ("a cabin in the snow", "penguins on the ice", "a fox
    // in winter"): WordNet's substances and seasons, the page's place.
    if (/^(?:in|on|through|across|into)$/.test(before ?? "") && settingConcept(w)?.features?.includes("snow")) {
      out.add(w);
      return;
    }
    // A part of a room said as where someone is ("a cat in a window", "a teddy bear by the
    // window"): the room, its window in the wall, never a window standing on a hill.
    if (/^(?:in|on|at|by|near|beside|inside)$/.test(before ?? "") && settingConcept(w)?.kind === "room") {
      out.add(w);
      return;
    }
    // Inside a building the scenes draw from within ("a girl in the school", "a dog inside the
    // bakery"): its room is where they are (relation.ts), never the building round them.
    if (/^(?:in|inside|into)$/.test(before ?? "") && indoorKinds.has(settingConcept(w)?.kind ?? "")) {
      out.add(w);
      return;
    }
    // Through or among the clouds is the sky a flier is in, clouds drawn in it, never a cloud on a string.
    if (/^(?:through|among|into|in|above)$/.test(before ?? "") && settingConcept(w)?.kind === "sky") {
      out.add(w);
      return;
    }
    // A place WordNet names in the plural, whose singular is a thing ("woods": a forest, not
    // pieces of wood); a plural of things ("clouds") stays the things.
    if (w !== forms.at(-1) && isNoun(w) && isPlace(w) && settingConcept(w) && !idx.byAnnotation.has(w)) {
      out.add(w);
      return;
    }
    if (forms.some((f) => idx.byAnnotation.has(f) || idx.byAnnotation.has(`${raw[i - 1]} ${f}`))) return;
    if (raw[i - 1] && namedAsOne(`${raw[i - 1]} ${w}`)) return;
    // A building named alone ("bookshop") is drawn as its front (reading.ts), not a setting; one
    // the scenes draw from within, by its furniture ("a library": its bookcases), is its room (the
    // library had been a stack of books among stars, "a library interior" refused).
    buildingWord ??= new RegExp(`^(?:${buildingWords.source})s?$`);
    const building = (buildingWord.test(w) || /(?:shop|store)s?$/.test(w)) && !settingConcept(w)?.furniture;
    if (building && raw.filter((t) => !stopWords.has(t)).length === 1) return;
    // One particular place whose name some drawing is tagged with is that thing ("hippo": the
    // animal, not the ancient city of Hippo).
    if (forms.some((f) => isOnePlace(f) && idx.byToken.has(f))) return;
    // A house or a church the scenes have no place of ("a farmhouse", "a mansion at
    // night", "a cathedral") is a thing drawn, by its kind's drawing or a stand-in: as a place
    // with nothing to draw it, it had been refused. (A greenhouse or a skyscraper is no house.)
    if (!settingConcept(w) && forms.some((f) => dwellingKinds.some((k) => isKindOf(f, k)))) return;
    // …or a place of the scenes' own no dictionary names (the moonscape: `onTheMoon`).
    if (forms.some((f) => isPlace(f)) || (!isWord(w) && settingConcept(w)?.features?.includes("surface"))) out.add(w);
  });
  // A building in a place outdoors ("a cottage in the woods", "a bakery in the city") is the
  // thing drawn there, not the room the page is set in: the outdoor place is the setting.
  const outdoor = outdoorAfterBuilding([...out], raw);
  if (outdoor) for (const p of [...out]) if (isBuilding(p) && raw.indexOf(p) < raw.indexOf(outdoor)) out.delete(p);
  return out;
}

/**
 * Whether a place word is said as where the thing after it is: a place of the scenes before a
 * thing's noun that ends the phrase (or comes before a small word), the two neither a drawing's name, a
 * dictionary's compound nor a name the synonyms read as one ("sea lion", "school bus").
 */
function placeBefore(w: string, next: string | undefined, after: string | undefined, idx: Index): boolean {
  if (!next || stopWords.has(next) || (after && !stopWords.has(after))) return false;
  const place = settingConcept(w);
  if (!place || !(isPlace(w) || place.kind === "space") || !isNoun(next) || isPlace(next)) return false;
  // A theme's word is no thing ("a space adventure", "a jungle safari").
  if (abstractWord(next)) return false;
  const pair = `${w} ${next}`;
  return !isNoun(pair) && !idx.byAnnotation.has(pair) && !idx.pairs.has(pair) && !namedAsOne(pair);
}

/** Buildings drawn by the set's house, castle or church (settingWords): a pagoda is no church. */
const dwellingKinds = ["house", "dwelling", "church"];

function outdoorAfterBuilding(places: string[], raw: string[]): string | undefined {
  const building = places.find(isBuilding);
  if (building === undefined) return undefined;
  return places.find((p) => !isBuilding(p) && raw.indexOf(p) > raw.indexOf(building));
}

/**
 * The place a phrase's building stands in, when it names a building and then a place outdoors
 * ("a cottage in the woods": the woods); the page is set there, the building drawn in it.
 */
export function placeOfBuilding(phrase: string): Concept | undefined {
  const raw = tokenize(phrase.replace(/[’']/g, ""));
  const places = raw.filter((w) => settingConcept(w) || isBuilding(w));
  const outdoor = outdoorAfterBuilding(places, raw);
  return outdoor ? settingConcept(outdoor) : undefined;
}

function isBuilding(word: string): boolean {
  buildingWord ??= new RegExp(`^(?:${buildingWords.source})s?$`);
  return buildingWord.test(word) || /(?:shop|store)s?$/.test(word);
}

/** Two words the synonyms name as one thing ("train tracks", "fire truck", "ice cream"). */
export const namedAsOne = remembered((pair: string) =>
  synonyms.some(([re]) => [...` ${pair} `.matchAll(re)].some((x) => x[0].includes(" "))),
);

/** A noun whose commonest sense is abstract, named by no drawing and by no kind's drawing (issue 41, class 3). */
export const abstractWord = remembered((word: string): boolean => {
  // An action ("reading", "fishing") is shown by its prop (props.ts), not read as a noun.
  if (/ing$/.test(word)) return false;
  const forms = [word, ...(word.length > 3 && word.endsWith("s") ? [word.slice(0, -1)] : [])];
  const noun = forms.find((f) => isNoun(f));
  // A word the synonyms rename ("waves": a water wave) is drawn as what they name.
  const renamed = (f: string) => synonyms.some(([re, to]) => ` ${f} `.replace(re, to) !== ` ${f} `);
  // A plural whose singular names a drawing ("waves") is that drawing, as the singular is.
  const named = (f: string) => inSomeName(getIndex(), f);
  return !!noun && !forms.some((f) => drawableTokens(f) || renamed(f) || named(f)) && isAbstract(noun);
});

/** Two words read as one thing, by the index of the first: what each is drawn as (nothing: []). */
export interface OneThing {
  pair: string;
  tokens: string[];
  /**
   * Drawn as a wider kind's chosen drawing (words.ts `kindDrawings`), reached neither through its
   * own last word nor that word's sibling kind (a fish bowl as a vessel's ship): another thing
   * standing in for it, to be accepted.
   */
  other?: true;
  /** Drawn as its last word is read alone (a phone booth as what a booth is drawn as). */
  headWord?: true;
  /** How many words it takes when more than two ("loch ness monster", "coat of arms"). */
  span?: number;
}

/** Whether the word at `i` is a later word of a thing read as one (compoundsOf). */
export function inOneThing(ones: ReadonlyMap<number, OneThing>, i: number): boolean {
  for (const [at, one] of ones) if (at < i && i < at + (one.span ?? 2)) return true;
  return false;
}

/** Whether a thing read as one ends with the word at `i`. */
export function oneThingEndsAt(ones: ReadonlyMap<number, OneThing>, i: number): boolean {
  for (const [at, one] of ones) if (at + (one.span ?? 2) - 1 === i) return true;
  return false;
}

/** The verb of an -ing word ("climbing" → climb, "skating" → skate, "running" → run), if WordNet has it. */
export function verbOf(word: string): string | undefined {
  if (!/.{2}ing$/.test(word)) return undefined;
  const base = word.slice(0, -3);
  const forms = [base, `${base}e`, ...(/(.)\1$/.test(base) ? [base.slice(0, -1)] : [])];
  return forms.find((f) => isVerb(f));
}

/** Groups whose drawings show an activity: a person doing it, or its gear. */
const doingGroups = new Set(["people-body", "activities", "objects"]);

/**
 * The drawing an activity is shown by, where WordNet's commonest sense of its name is an act or a
 * discipline, or the name is an -ing word, and one drawing is tagged with the name or its verb
 * ("yoga": the person in lotus position, "karate": the martial arts uniform, "knitting": the
 * yarn). It had been left out as an abstract word, the page refused.
 */
export const activityDrawing = remembered((word: string): string | undefined => {
  // An act ("karate"), a discipline ("yoga", "meditation") or an -ing word of any sort ("knitting").
  const sort = sortOf(word);
  if (sort !== sorts.act && sort !== sorts.cognition && !verbOf(word)) return undefined;
  const idx = getIndex();
  for (const form of [word, verbOf(word)]) {
    if (!form) continue;
    const tagged = (idx.byToken.get(form) ?? [])
      .map((i) => idx.entries[i])
      .filter((e): e is NonNullable<typeof e> => !!e && e.tags.has(form) && doingGroups.has(e.group));
    // One drawing, or one person's in its man and woman forms, or one person doing it among its
    // gear ("golf": the person golfing, not the flag in its hole); two people ("meditation":
    // bowing, or the lotus position) say nothing for certain.
    const family = (es: typeof tagged) =>
      new Set(es.map((e) => e.annotation.toLowerCase().replace(/^(?:man|woman) /, "person ")));
    const all = family(tagged);
    const people = family(tagged.filter((e) => e.group === "people-body"));
    if (all.size === 1) return [...all][0];
    if (people.size === 1) return [...people][0];
    if (all.size > 1) return undefined;
  }
  return undefined;
});

/**
 * The drawing of someone doing what a doer's name says ("golfer": the person golfing, "swimmer":
 * the person swimming, "juggler": the person juggling), when the name is a person's in WordNet,
 * names no drawing itself (a skier is the skier) and one person's drawing shows the -ing word.
 * Each had been a stand-in to accept (a golfer), or another person (a swimmer as a runner, a
 * juggler as a singer).
 */
export const doerActivity = remembered((word: string): string | undefined => {
  const w = word.toLowerCase();
  if (!/^[a-z]{3,}ers?$/.test(w)) return undefined;
  const one = w.replace(/s$/, "");
  const idx = getIndex();
  if (idx.byAnnotation.has(one) || !isPerson(one)) return undefined;
  const ing = `${one.slice(0, -2)}ing`;
  const people = (idx.byToken.get(ing) ?? [])
    .map((i) => idx.entries[i])
    .filter((e): e is NonNullable<typeof e> => !!e && e.group === "people-body" && e.ann.includes(ing))
    .map((e) => e.annotation.toLowerCase());
  return people.find((a) => a.startsWith("person ")) ?? people[0];
});

/**
 * The person who does what an -ing word names, when WordNet knows them by the verb ("skiing" →
 * skier, "swimming" → swimmer, "skating" → skater); undefined for an action with no doer's name.
 */
export function doerOf(word: string): string | undefined {
  const verb = verbOf(word);
  if (!verb) return undefined;
  return [`${verb}er`, `${verb}r`, `${verb}${verb.at(-1)}er`].find((n) => isNoun(n) && isPerson(n));
}

/** The drawing groups of people and animals: beings that can do something themselves. */
const creatureGroups = new Set(["people-body", "animals-nature"]);

/** The drawing name the phrase synonyms give one word ("plane": airplane), else the word. */
const synonymOf = (word: string) => respelt(` ${word} `).trim();

/** A word that begins what an -ing word is done to: an article, a possessive, a count. */
const objectWord = new RegExp(`^(?:a|an|the|its|his|her|their|my|our|some|\\d+|${numberWords.join("|")})$`);

/**
 * The drawing named by two or three words just before a word that is one of its keywords and no
 * drawing's name ("video game controller": the video game drawing is a controller, tagged so):
 * the word is the head of one thing with them, that drawing, not a thing of its own read by its
 * WordNet relative (a controller had been a person beside the game pad).
 */
export function keywordOfNamedBefore(tokens: readonly string[], i: number, idx: Index): Entry | undefined {
  const word = tokens[i] ?? "";
  const one = pluralize.singular(word);
  if (!word || inSomeName(idx, word) || inSomeName(idx, one)) return undefined;
  // A name of one word is tagged with what goes with it too (the basketball with its hoop).
  for (const n of [3, 2]) {
    if (i < n) continue;
    const named = idx.byAnnotation.get(tokens.slice(i - n, i).join(" "));
    if (named && (named.tags.has(word) || named.tags.has(one))) return named;
  }
  return undefined;
}

/**
 * Pairs of words that are one thing (issue 41, class 2), never the drawings of their parts:
 * - an activity, a noun and an -ing word ("rock climbing", "ice skating"): the noun is what it is
 *   done to, so the page is a person doing it if a drawing shows that, else nothing. It is an
 *   activity when WordNet names the pair, or when the noun cannot do anything itself (a rock
 *   climbs nothing); "a cat sleeping" stays a cat;
 * - a compound WordNet names ("tooth fairy", "bald eagle", "human body"): the drawing named by
 *   it or by its nearest WordNet kind (a bald eagle is an eagle, a tooth fairy a fairy), else
 *   nothing: a tooth fairy had drawn a tooth, a bald eagle a bald man.
 * A pair a drawing or the synonyms name ("teddy bear", "horse racing", "fire truck") is left as it is.
 */
export function compoundsOf(raw: string[]): Map<number, OneThing> {
  const idx = getIndex();
  const out = new Map<number, OneThing>();
  const content = (t: string | undefined) => !!t && !stopWords.has(t) && !/^\d+$/.test(t);
  const longer = longerNames(raw, content);
  raw.forEach((m, i) => {
    const long = longer.get(i);
    if (long) {
      out.set(i, long);
      return;
    }
    if (inOneThing(longer, i)) return;
    const h = raw[i + 1];
    if (longer.has(i + 1)) return;
    // A describing word ("easter", "red", "flying") before a noun is read as such (words.ts).
    if (
      out.has(i - 1) ||
      !content(m) ||
      !content(h) ||
      !h ||
      m === "baby" ||
      (modifiers.has(m) && !modifierNamesOne(m, h))
    )
      return;
    const pair = `${m} ${h}`;
    const single = pair.replace(/s$/, "");
    const named = [pair, single].some((p) => idx.pairs.has(p) || idx.byAnnotation.has(p));
    if (named || namedAsOne(pair)) return;
    // A word that ends a drawing's name is that drawing's, not the start of another thing, when
    // the next word is what the drawing shows ("ice hockey puck": the ice hockey drawing, not ice
    // and a hockey puck; an American football player is still a player).
    if (keywordOfNamedBefore(raw, i + 1, idx)) return;
    // A gathering of things ("chess set", "stamp collection") is the things (word-match.ts).
    if (isCollection(h) && !isPlace(h)) return;
    const compound = [pair, single].find((p) => isNoun(p));
    const verb = verbOf(h);
    // A thing said with its article before it ("a river running through a forest", "the train
    // running") does what the -ing word says: it is no activity's object (a river had been a
    // person running).
    // So does one whose -ing word takes an object after it ("clock showing 3 o'clock", "kids
    // holding their kites"): a thing it does, not an activity of that name.
    const doing = !compound && (/^(?:a|an|the)$/.test(raw[i - 1] ?? "") || objectWord.test(raw[i + 2] ?? ""));
    if (verb && !doing && isNoun(m) && (!isNoun(h) || isAbstract(h)) && (compound || !isAnimate(m))) {
      const doer = idx.entries
        .filter((e) => e.group === "people-body" && e.ann.includes(h))
        .sort((a, b) => a.ann.length - b.ann.length)[0];
      // A drawn being doing something ("a fairy riding…", "a mermaid stirring…", "a mermaid
      // swimming…") is the being and its action, not an activity of that name: a fairy is no thing
      // ridden, and a mermaid swimming had been drawn as a person swimming.
      // …or by the name the synonyms give it ("plane": the airplane, flying through the clouds).
      const being = idx.byAnnotation.get(m) ?? idx.byAnnotation.get(synonymOf(m));
      if (!compound && being && (!doer || creatureGroups.has(being.group))) return;
      out.set(i, { pair, tokens: doer ? [...doer.ann] : [] });
      return;
    }
    if (!compound) return;
    out.set(i, drawnAsOne(compound, pair, h));
  });
  return out;
}

/**
 * Names of three to five words WordNet knows as one noun, by the index of their first word
 * ("loch ness monster", "coat of arms", "jack in the box", "portuguese man of war"): one thing,
 * drawn as its own drawing, as its kind, or not at all. Read word by word, a Loch Ness monster
 * had been a lake and an ogre, a coat of arms a coat and a mechanical arm, a lady in waiting a
 * woman and an alarm clock. Two things joined by "and" ("bow and arrow", "spaghetti and
 * meatballs") stay two, and a name whose words a drawing or the synonyms already read ("cup of
 * tea", "statue of liberty") stays that drawing. A name with a small word inside is a kind of its
 * first word (a bird of prey is a bird, a man of war no man), any other of its last.
 */
function longerNames(raw: string[], content: (t: string | undefined) => boolean): Map<number, OneThing> {
  const out = new Map<number, OneThing>();
  for (let i = 0; i < raw.length; i++) {
    const name = longerNameAt(raw, i, content);
    if (!name) continue;
    const { words, noun } = name;
    const last = words.at(-1) ?? "";
    const linked = words.slice(1, -1).some((w) => !content(w));
    // A particular one ("the golden gate bridge", "the loch ness monster") is that one, never
    // any of its kind: drawn only by a drawing of its own.
    const own = isParticular(noun) ? { pair: words.join(" "), tokens: [] } : undefined;
    out.set(i, {
      ...(own ?? drawnAsOne(noun, words.join(" "), linked ? (words[0] ?? last) : last)),
      span: words.length,
    });
    i += words.length - 1;
  }
  return out;
}

/** The longest name of three to five words WordNet knows as one noun from word `i` (longerNames). */
function longerNameAt(
  raw: readonly string[],
  i: number,
  content: (t: string | undefined) => boolean,
): { words: string[]; noun: string } | undefined {
  if (!content(raw[i])) return undefined;
  const idx = getIndex();
  const kept = (words: string[]) => words.filter(content).join(" ");
  const readAlready = (p: string) => idx.pairs.has(p) || idx.byAnnotation.has(p) || namedAsOne(p);
  // Every two words side by side in some drawing's name ("jack o lantern"), or every word among
  // one drawing's keywords ("cinco de mayo": the piñata): that drawing's.
  const inADrawing = (words: string[]) =>
    words.slice(1).every((w, j) => idx.pairs.has(`${words[j]} ${w}`)) ||
    words
      .filter(content)
      .map((w) => idx.byToken.get(w) ?? [])
      .reduce((a, b) => a.filter((e) => b.includes(e))).length > 0;
  for (let n = Math.min(5, raw.length - i); n >= 3; n--) {
    const words = raw.slice(i, i + n);
    if (/^(?:a|an|the|and|or|of|in|on|at|to|with|by|for|from)$/.test(words.at(-1) ?? "") || words.includes("and"))
      continue;
    const name = words.join(" ");
    // WordNet spells some with hyphens after the first words ("Portuguese man-of-war").
    const spellings = [
      name,
      name.replace(/s$/, ""),
      ...words.slice(1, -1).map((_, k) => `${words.slice(0, k + 1).join(" ")} ${words.slice(k + 1).join("-")}`),
    ];
    // Someone or something said in a place ("the man in the street") is there, whatever else
    // WordNet calls the words together.
    const there = /^(?:in|on|at|by|near|under)$/.test(words[1] ?? "") && isPlace(words.at(-1) ?? "");
    const noun = there ? undefined : spellings.find((p) => isNoun(p));
    if (!noun || inADrawing(words) || [name, name.replace(/s$/, ""), kept(words)].some(readAlready)) continue;
    return { words, noun };
  }
  return undefined;
}

/**
 * The phrase with each name of three to five words WordNet knows as one noun joined by
 * underscores ("a loch_ness_monster", "jack_in_the_box"), a word to every reading of places or
 * relations, so none takes its words apart (tokenize parts them again for compoundsOf): a Loch Ness monster had been a lake monster, a jack in the box a jack put in a box.
 */
export function longerNamesJoined(phrase: string): string {
  const parts = phrase.split(/(\s+)/);
  const words = parts.filter((_, i) => i % 2 === 0);
  const plain = words.map((w) => w.toLowerCase().replace(/[^a-z0-9]/g, ""));
  const content = (t: string | undefined) => !!t && !stopWords.has(t) && !/^\d+$/.test(t);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const name = /^[a-z0-9]+$/i.test(words[i] ?? "") ? longerNameAt(plain, i, content) : undefined;
    const span =
      name && words.slice(i, i + name.words.length - 1).every((w) => /^[a-z0-9]+$/i.test(w)) ? name.words.length : 1;
    out.push(words.slice(i, i + span).join("_"));
    i += span - 1;
  }
  return out.join(" ");
}

/** What a compound WordNet names is drawn as: its own drawing, its head word's kind, another kind, or nothing. */
function drawnAsOne(compound: string, pair: string, h: string): OneThing {
  // A particular person's name ("william morris style") is a name: nothing is drawn for it.
  if (isNamedPerson(compound)) return { pair, tokens: [] };
  // The kind through the compound's head word `h` first (a red fox is a fox, not the plant of
  // that name); a compound that is a kind of its head word with no drawing of that name is drawn
  // as that word, matched as any word is (a bird nest: the nest).
  const isHead = (l: string) => l === h || l === h.replace(/s$/, "");
  // A compound whose last word has a drawing and is its sibling kind is drawn as that word (a
  // snow leopard is a big cat as a leopard is: the leopard, not a cat).
  const sibling = [h, h.replace(/s$/, "")].find((l) => drawableTokens(l) && siblingKinds(compound, l));
  // A kind just above it that a drawing is named by exactly, nearer than the head word's (an apple
  // tree is a fruit tree: the tree with its fruit, never the bare tree).
  // So is the kind just above it that the set draws by a kind's chosen drawing of two words, when
  // the head word is drawn so too (a pine tree is a conifer: the evergreen tree, never the
  // deciduous tree a tree is drawn as).
  const headStand = kindDrawing(h) ?? kindDrawing(h.replace(/s$/, ""));
  const named = nearestRelative(
    compound,
    (l) =>
      !isHead(l) &&
      ((l.includes(" ") && getIndex().byAnnotation.has(l)) ||
        (!!headStand && !!kindDrawing(l)?.includes(" ") && kindDrawing(l) !== headStand)),
    2,
    1,
  );
  const headKind =
    named ??
    (sibling ? { lemma: sibling } : undefined) ??
    nearestRelative(compound, (l) => isHead(l) && !!drawableTokens(l), 7, 2, kindDrawing, showsSort);
  // Any other relative is the compound's kind drawn under the kind's own name (a golden
  // retriever: the dog), or another thing standing in for it, drawn as a wider kind's chosen
  // drawing (a phone booth as a seat's chair, a fish bowl as a vessel's ship, a tank as a car).
  const otherKind = headKind
    ? undefined
    : nearestRelative(compound, (l) => !!drawableTokens(l) && reaches(compound, l), 7, 2, kindDrawing, showsSort);
  const kind = headKind ?? otherKind;
  const other =
    (!!otherKind && Object.hasOwn(kindDrawings, otherKind.lemma)) ||
    (!!headKind && !named && particular(compound, headKind.lemma));
  // Drawn as its head word's drawing only where that drawing may stand in for the compound (a
  // phone booth is no restaurant's booth, the table).
  const headDrawing = () => (drawableTokens(h) ?? relativeTokens(h))?.join(" ");
  const tokens = kind
    ? drawableTokens(kind.lemma)
    : nearestRelative(compound, isHead, 7, 2, undefined, showsSort) && reaches(compound, headDrawing() ?? "")
      ? [h]
      : undefined;
  const byHead = !kind && !!tokens;
  return {
    pair,
    tokens: tokens ?? [],
    ...(other ? { other: true as const } : {}),
    ...(byHead ? { headWord: true as const } : {}),
  };
}

/**
 * Whether a kind's chosen drawing is one particular kind of it that a compound of the kind is not
 * (words.ts `kindDrawings`: a ball is drawn as the soccer ball, and a tennis ball, a cricket ball or
 * a medicine ball is no soccer ball; a clock is drawn as the alarm clock, and a cuckoo clock is none):
 * that drawing stands in for the compound, to be accepted. A kind drawn by a synonym (a car: the
 * automobile) or the compound's own kind (a pine tree: the evergreen tree) is its own.
 */
function particular(compound: string, lemma: string): boolean {
  const chosen = particularDrawing(lemma);
  return !!chosen && sortOf(compound) !== sorts.food && !isKindOf(compound, chosen, 6);
}

/**
 * The kind's chosen drawing when it is one particular kind of it (a hat: the top hat, a ball: the
 * soccer ball), which another of the kind is not; undefined for a kind drawn as itself or by a
 * synonym. A food of the kind looks the kind's drawing (a chocolate or a layer cake is a cake to
 * colour), and so does a vehicle (a garbage truck is a box on wheels as the delivery truck is).
 */
export function particularDrawing(lemma: string): string | undefined {
  const chosen = kindDrawing(lemma);
  if (!chosen || chosen === lemma || !isNoun(chosen)) return undefined;
  if (sortOf(lemma) === sorts.food || sortOf(chosen) === sorts.food) return undefined;
  if (isKindOf(lemma, "conveyance")) return undefined;
  return isKindOf(chosen, lemma, 3) ? chosen : undefined;
}

/**
 * Relatives found, by word. Words come from users, so the cache is kept to the last 20,000 (the
 * nouns of WordNet a page is likely to name fit; a stream of made-up words does not grow it).
 */
const relatives = new Map<string, string[] | undefined>();
const MAX_RELATIVES = 20_000;
/** Words drawn as a kind they belong to in WordNet (hummingbird → bird), not a sibling's drawing. */
export const drawnAsTheirKind = new Set<string>();

/** What a lemma draws as: a kind's stand-in, its exact name, or one word some drawing is named by. */
function drawableTokens(lemma: string): string[] | undefined {
  const idx = getIndex();
  const stand = Object.hasOwn(kindDrawings, lemma) ? kindDrawings[lemma] : undefined;
  if (stand) return tokenize(stand);
  if (idx.byAnnotation.has(lemma)) return tokenize(lemma);
  return undefined;
}

/** Whether the drawing named `lemma` may stand in for `word`: any, or a kind of it only (own-drawings.ts `kindsOnly`). */
const reaches = (word: string, lemma: string) =>
  !getIndex().byAnnotation.get(lemma)?.kindsOnly || isKindOf(word, lemma);

/** The drawing chosen for a kind (words.ts), undefined for a lemma drawn by its own name's drawing. */
const kindDrawing = (lemma: string) => (Object.hasOwn(kindDrawings, lemma) ? kindDrawings[lemma] : undefined);

/**
 * Whether the drawing named `lemma` can show a thing of this WordNet sort: a drawing of an animal
 * or a plant is no made thing (a baseball bat had been drawn as the flying bat), a drawing of a
 * made thing or a place no animal or person.
 */
function showsSort(lemma: string, sort: number): boolean {
  const group = getIndex().byAnnotation.get(lemma)?.group;
  if (group === "animals-nature") return sort !== sorts.artifact;
  if (group === "objects" || group === "travel-places") return sort !== sorts.animal && sort !== sorts.person;
  return true;
}

/** Whether a lemma's drawing (its kind's stand-in or its own) is of a person. */
function drawsAPerson(lemma: string): boolean {
  const name = Object.hasOwn(kindDrawings, lemma) ? kindDrawings[lemma] : lemma;
  return getIndex().byAnnotation.get(name ?? "")?.group === "people-body";
}

/**
 * A word the art has no name for, replaced by the tokens of its nearest drawable relative in
 * WordNet (xylophone → drum's "instrument", scones → bread), cached; undefined if none is close.
 */
export function relativeTokens(word: string): string[] | undefined {
  if (relatives.has(word)) return relatives.get(word);
  let out: string[] | undefined;
  const forms = [word];
  if (word.endsWith("ies")) forms.push(`${word.slice(0, -3)}y`);
  // "-s" before "-es", and "-es" only when "-s" leaves no noun: senses is sense, never "sens".
  if (word.endsWith("s")) forms.push(word.slice(0, -1));
  if (word.endsWith("es") && !isNoun(word.slice(0, -1))) forms.push(word.slice(0, -2));
  // An irregular plural ("women", "teeth"): its singular, which WordNet's index knows.
  const one = pluralize.singular(word);
  if (one !== word && !forms.includes(one)) forms.push(one);
  // A person (a bride, a cowboy, a grandma) is drawn as a person: a drawing of one near in kind
  // (a bride is no "mate" drink, a cowboy no singer), else the figure WordNet says they are.
  // A name WordNet knows first as a particular person that is also a thing ("burger") is the thing.
  if (forms.some(isNamedPerson)) {
    const thing = forms.map((f) => alsoAThing(f, (l) => !!drawableTokens(l))).find(Boolean);
    return remember(word, thing ? drawableTokens(thing) : undefined);
  }
  const figure = forms.map(personFigure).find(Boolean);
  const wide = forms.find((f) => Object.hasOwn(namedKindDrawings, f));
  if (wide) return remember(word, tokenize(namedKindDrawings[wide] ?? ""));
  for (const f of forms) {
    if (word.length < 3) break;
    const rel = figure
      ? nearestRelative(f, (l) => !!drawableTokens(l) && drawsAPerson(l), 3, 1, kindDrawing, showsSort)
      : nearestRelative(f, (l) => !!drawableTokens(l) && reaches(f, l), 7, 2, kindDrawing, showsSort);
    if (rel) {
      out = drawableTokens(rel.lemma);
      if (!Object.hasOwn(kindDrawings, rel.lemma)) drawnAsTheirKind.add(word);
      break;
    }
  }
  if (!out && figure) out = drawableTokens(figure);
  return remember(word, out);
}

function remember(word: string, out: string[] | undefined): string[] | undefined {
  if (relatives.size >= MAX_RELATIVES) relatives.delete(relatives.keys().next().value as string);
  relatives.set(word, out);
  return out;
}

/** Parts of a body: named with their owner they are its own (reading.ts `partClause`). */
export const bodyParts =
  /^(?:nose|necks?|pouch|tail|mane|horns?|antlers?|wings?|trunk|beak|paws?|whiskers|ears?|eyes?|spots|stripes|feathers|legs?|shell|teeth|tusks?|fins?|hair|beard|belly|cheeks?)$/i;

/**
 * The phrase with a word said after a place in its sense of a part of that place left out ("an
 * old town square": the old town; "the city block", "the ocean floor"): the place's scene is the
 * page. The word's commonest sense had been drawn instead, a square with a face on a hill, a bed
 * under the fish. A word with no such sense ("a town clock"), a pair a drawing or WordNet names as
 * a thing ("a park bench") and a word whose commonest sense is a place ("a farm house") stay.
 */
export function placePartsAsThePlace(phrase: string): string {
  const idx = getIndex();
  const parts = phrase.split(/(\s+)/);
  const plain = parts.map((p) => p.toLowerCase());
  const partOfPlace = (w: string, next: string) => {
    const pair = `${w} ${next}`;
    const forms = [next, pluralize.singular(next)];
    if (!/^[a-z]+$/.test(w) || !/^[a-z]+$/.test(next) || !settingConcept(w) || stopWords.has(next)) return false;
    if (idx.pairs.has(pair) || idx.byAnnotation.has(pair) || namedAsOne(pair)) return false;
    // A pair WordNet names is one thing, unless it is a place ("the ocean floor": the ocean's, no bed).
    if (isNoun(pair) && !isPlace(pair)) return false;
    // A place the page knows ("an alps village") is a place of its own.
    return forms.every((f) => !isPlace(f) && !settingConcept(f)) && forms.some(hasPlaceSense);
  };
  for (let i = 2; i < parts.length; i += 2)
    if (partOfPlace(plain[i - 2] ?? "", plain[i] ?? "")) {
      parts[i] = "";
      parts[i - 1] = "";
    }
  return parts.join("");
}

/**
 * The phrase with someone's place said as where they are ("grandma's kitchen": grandma in the
 * kitchen; "a bear's cave"): the place is the page's scene with its owner in it. Read as a
 * possessive, the place had been left out ("grandma's kitchen with jars of jam": grandma alone
 * on a hill). A home that is a drawing of its own ("a witch's house", "a bunny house") is drawn
 * with its owner beside it (`homeDrawn`).
 */
export function ownersPlaces(phrase: string): string {
  const idx = getIndex();
  const being = (who: string) =>
    isPerson(who) || isAnimate(who) || creatureGroups.has(idx.byAnnotation.get(who)?.group ?? "");
  const owned = phrase.replace(/\b([a-z]+)['’]s\s+([a-z]+)\b/gi, (said, owner: string, place: string) => {
    const [who, where] = [owner.toLowerCase(), place.toLowerCase()];
    const scene = !!settingConcept(where) && isPlace(where) && !idx.byAnnotation.has(where);
    if (being(who) && scene && !idx.pairs.has(`${who} ${where}`)) return `${owner} in the ${place}`;
    return being(who) && homeDrawn(where) ? `${owner} beside a ${place}` : said;
  });
  // Said before it, a home named by who lives there ("a bunny house", "a fairy cottage") is that
  // one beside it, where the two name no one thing (a doghouse, a birdhouse, a cathouse). Only an
  // animal or a person lives there: "white houses" and "mushroom houses" are how houses are.
  const dweller = (who: string) =>
    !isAdjective(who) &&
    (isPerson(who) || isKindOf(who, "animal") || idx.byAnnotation.get(who)?.group === "people-body");
  return owned.replace(/\b([a-z]+)\s+(?=([a-z]+)\b)/gi, (said, owner: string, place: string) => {
    const [who, where] = [owner.toLowerCase(), place.toLowerCase()];
    if (stopWords.has(who) || !homeDrawn(where) || !dweller(who) || idx.pairs.has(`${who} ${where}`)) return said;
    const one = [`${who} ${where}`, `${who}${where}`].some((n) => isNoun(n) || idx.byAnnotation.has(n));
    return one ? said : `${owner} beside a `;
  });
}

/**
 * A home the set draws (a house, a cottage, a castle, a hut, an igloo): a being's is drawn with
 * them beside it. Read as typed, "a witch's house" had been a woman over a tiny house, and "a
 * bunny house" the house alone, the bunny left out.
 */
const homeDrawn = (where: string) =>
  getIndex().byAnnotation.has(where) && (isKindOf(where, "housing") || isKindOf(where, "shelter"));

/**
 * The phrase with the sea said as where something is under ("a turtle under the sea", "a crab
 * under the ocean") read as the underwater setting: "sea" alone had been read as the sea's shore,
 * and a turtle drawn on the beach between palm trees.
 */
export const underTheSea = (phrase: string): string =>
  phrase.replace(/\bunder\s+(?:the\s+)?(?:sea|ocean|waves)\b/gi, "underwater");

/**
 * The phrase with a man, a woman or a person said with a look the set draws them with ("a man
 * with a beard", "a bearded man", "a woman with curly hair", "a red-haired woman") read as that
 * drawing's name ("man: beard"): the look had been left out, and "a curly haired man" refused.
 * An old man or a grandfather with a beard is our old man with one (own-drawings.ts). A look the
 * set does not draw on them is left as said.
 */
export function peopleByTheirLooks(phrase: string): string {
  const idx = getIndex();
  // The drawing's name for the person and the look; none for one the set draws otherwise, named
  // with the word before ("an old man": the set's old man has no beard).
  const look = (all: string, person: string, said: string, before: string) => {
    const l = said.toLowerCase().replace(/^blonde$/, "blond");
    const name = l === "beard" || l === "bearded" ? "beard" : `${l} hair`;
    const who = `${before.toLowerCase()} ${person.toLowerCase()}`;
    // One the set draws with the word before (an old man) has the look where we drew it so.
    if (before && idx.byAnnotation.has(`${who}: ${name}`)) return `${person} ${name}`;
    const named = before && idx.byAnnotation.has(who);
    return !named && idx.byAnnotation.has(`${person.toLowerCase()}: ${name}`) ? `${person} ${name}` : all;
  };
  const prior = (at: number, text: string) => /([a-z]+)\s+$/i.exec(text.slice(0, at))?.[1] ?? "";
  const who = "(man|woman|person)";
  const hair = "(red|curly|blond|blonde)";
  return (
    phrase
      // A grandfather with a beard is the old man with one.
      .replace(/\b(?:grandpa|grandfather|grand-?dad)(?=\s+with\s+(?:a\s+)?(?:[a-z]+\s+){0,2}beard\b)/gi, "old man")
      .replace(
        new RegExp(
          `\\b${who}\\s+with\\s+(?:a\\s+)?(?:(?:long|big|bushy|thick|white|grey|gray|fluffy)\\s+){0,2}(beard)\\b`,
          "gi",
        ),
        (all, p, l, at, text) => look(all, p, l, prior(at, text)),
      )
      .replace(new RegExp(`\\b${who}\\s+with\\s+${hair}\\s+hair\\b`, "gi"), (all, p, l, at, text) =>
        look(all, p, l, prior(at, text)),
      )
      .replace(new RegExp(`\\b(bearded)\\s+${who}\\b`, "gi"), (all, l, p) => look(all, p, l, ""))
      .replace(new RegExp(`\\b${hair}[\\s-]+haired\\s+${who}\\b`, "gi"), (all, l, p) => look(all, p, l, ""))
  );
}

/**
 * The phrase with a holder said full of its things ("a basket full of apples", "a jar filled with
 * cookies", "a bookshelf full of books") read as the holder of them ("a basket of apples"), as
 * the set draws it: the holder had been left out and its things drawn alone.
 */
export function holdersOfTheirThings(phrase: string): string {
  return phrase.replace(fullOf, "of");
}

/** Words that say a holder is full of its things ("full of", "filled with", "overflowing with"). */
const fullOf = /\b(?:full of|filled with|stuffed with|packed with|brimming with|overflowing with)\b/gi;

/**
 * The phrase with a thing said with what the set draws it with ("a nest with eggs", "a heart with
 * an arrow", "a cup with a straw", "a cloud with rain") read as that drawing's name: the thing had
 * been drawn alone and what it is with left out (an empty nest, a plain heart), or the page
 * refused ("a bowl with a spoon"). A place said with a thing ("a beach with an umbrella", "a house
 * with a garden") is a scene, and a face said on a thing is the cute faces' reading.
 */
export function drawingsNamedWith(phrase: string): string {
  return phrase.replace(namedWith, (all, before: string | undefined, owner: string, first: string, second?: string) => {
    const named = drawingNamedWith(before, owner, first, second);
    if (!named) return all;
    const lead = before && !named.longer ? `${before} ` : "";
    return `${lead}${named.name}${named.both || !second ? "" : ` ${second}`}`;
  });
}

/** Whether the phrase says a thing with what the set draws it with (`drawingsNamedWith`). */
export function saysADrawingWith(phrase: string): boolean {
  return [...phrase.matchAll(namedWith)].some(([, before, owner, first, second]) =>
    drawingNamedWith(before, owner, first, second),
  );
}

/**
 * The drawing named "<owner> with <what>": the owner said in one word or two (`longer`: "ballot
 * box"), what it is with in one word or two (`both`), either in either number.
 */
function drawingNamedWith(before: string | undefined, owner = "", first = "", second?: string) {
  const names = getIndex().byAnnotation;
  const one = owner.toLowerCase();
  if (pluralize.singular(one) !== one || conceptFor(one) || conceptFor(first.toLowerCase())) return undefined;
  const owners = [...(before ? [`${before.toLowerCase()} ${one}`] : []), one];
  const whats = [...(second ? [`${first} ${second}`.toLowerCase()] : []), first.toLowerCase()];
  for (const o of owners)
    for (const w of whats) {
      const name = [w, pluralize.singular(w), pluralize.plural(w)]
        .map((f) => `${o} with ${f}`)
        .find((n) => names.has(n));
      if (name && !faceWords.test(name)) return { name, longer: o !== one, both: w.includes(" ") };
    }
  return undefined;
}

/** A thing (a word before it too), "with", and one or two words of what it is with (an article between them left out). */
const namedWith = /\b(?:([a-z]+)\s+)?([a-z]+)\s+with\s+(?:(?:a|an|the|some)\s+)?([a-z]+)(?:\s+([a-z]+))?/gi;
const faceWords = /\b(?:face|smil\w*|eyes|tears)\b/;

/**
 * The phrase with a house said forsaken or haunted as the set's derelict house, its door and
 * windows boarded ("a haunted house", "an abandoned cottage", "a spooky old mansion"): the house
 * had been the set's tidy one, a home for sale under a Halloween moon. What says it haunted stays
 * said (its ghosts: themes.ts `occasionWith`); what says it forsaken is the drawing's own.
 */
export function derelictHouses(phrase: string): string {
  return phrase.replace(
    /\b(?:(haunted|spooky|creepy|scary)|abandoned|ruined|deserted|derelict|forsaken|boarded[- ]up|broken[- ]down)\s+(?:old\s+)?(?:houses?|homes?|mansions?|cottages?|cabins?|shacks?)\b/gi,
    (_all, haunted: string | undefined) => `${haunted ? `${haunted} ` : ""}derelict house`,
  );
}

/**
 * The phrase with a family said as the people it is ("a family having a picnic under a tree",
 * "a happy family at the beach"): a mother, a father and a child, the page's cast of three. A
 * family of animals ("a penguin family", "a bear family") is that animal, three of them. The set
 * has no drawing of a family: the word had found the crown, tagged "family" for a royal one, and
 * offered it as a stand-in. "A family of meerkats" counts the meerkats (words.ts `collective`);
 * a family tree is no family.
 */
export function familiesAsTheirPeople(phrase: string): string {
  return phrase
    .replace(/\b([a-z]+) famil(?:y|ies)\b(?!\s+(?:of|tree)\b)/gi, (all, kind: string) => {
      const animal = sortOf(pluralize.singular(kind.toLowerCase())) === sorts.animal;
      return animal ? pluralize.plural(pluralize.singular(kind)) : all;
    })
    .replace(/\bfamil(?:y|ies)\b(?!\s+(?:of|tree)\b)/gi, "mother, father and child");
}

/**
 * The phrase with a couple said as the two people it is ("an old couple dancing in the living
 * room": an old man and an old woman; "a young couple": a man and a woman). The set has no
 * drawing of a couple: it had been refused. Only a couple said first, as the page's subject: "a
 * couple of" is a few, and "… with a couple" may be, and both stay as said.
 */
export function couplesAsTheirPeople(phrase: string): string {
  return phrase
    .replace(
      /^\s*(?:(?:an?|the)\s+)?(?:old|elderly|older|aged|senior)\s+couple\b(?!\s+of\b)/i,
      "an old man and an old woman",
    )
    .replace(
      /^\s*(?:(?:an?|the)\s+)?(?:(?:young|married|happy|loving|romantic|cute|sweet)\s+)?couple\b(?!\s+of\b)/i,
      "a man and a woman",
    );
}

/**
 * The phrase with a being of story said with the sex of who is one ("girl superhero", "a boy
 * vampire", "a lady genie") read as the set's drawing of it of that sex ("woman superhero", "man
 * vampire"): the girl had been drawn beside a small superhero, two figures for one. A job (a girl
 * astronaut) is read as the job, its person's sex left out as before; a doing the set draws of
 * both sexes ("a girl running") and a being it draws of one sex only are left as said.
 */
export function peopleByTheirSex(phrase: string): string {
  const idx = getIndex();
  return phrase.replace(/\b(girl|boy|lady|female|male)\s+([a-z]+)\b/gi, (all, who: string, role: string) => {
    const sex = /^(?:girl|lady|female)$/i.test(who) ? "woman" : "man";
    const name = `${sex} ${role.toLowerCase()}`;
    return !/ing$/i.test(role) && !isPerson(role) && idx.byAnnotation.has(name) ? name : all;
  });
}

/**
 * The phrase with the moon said as where someone is ("an astronaut on the moon", "walking on the
 * moon") read as its ground, the moonscape: the page is set there. Said otherwise ("a wolf
 * howling at the moon", "a cow jumping over the moon") the moon is drawn in the sky.
 */
export const onTheMoon = (phrase: string): string =>
  phrase.replace(/\b(on|onto|across)\s+(?:the\s+)?moon\b(?!\s*(?:face|cake|pie|lamp|shaped))/gi, "$1 the moonscape");

/**
 * A kind said with words of one of its drawn kinds' own definition ("long neck dinosaur", "a
 * dinosaur with a long neck": WordNet's sauropod has "a small head a long neck and tail") read as
 * that kind, by its drawing's name: the words had been left out and the kind's own drawing, the
 * T-Rex, drawn; said in the plural, they are that kind's plural. Only a phrase of the kind and
 * such words, every one of them in the one kind's definition and in no other's; a kind of fewer
 * than two drawings and "animal" (its themes: "arctic animals") are left as typed.
 */
export function describedKinds(phrase: string): string {
  const words = phrase
    .toLowerCase()
    .replace(/[^a-z\s-]/g, " ")
    .split(/[\s-]+/)
    .filter(Boolean);
  const said = words.filter((w) => !stopWords.has(w) && !modifiers.has(w) && !colorWords.has(w) && w !== "with");
  if (said.length < 2 || said.length > 4) return phrase;
  // The kind said once or in the plural ("long neck dinosaurs": sauropods).
  const one = (w: string) => (isNoun(w) ? w : pluralize.singular(w));
  const kind = said.find((w) => !/^animals?$/.test(w) && isNoun(one(w)) && drawnKinds(one(w)).length >= 2);
  if (!kind) return phrase;
  const rest = said.filter((w) => w !== kind && w.length > 2);
  if (rest.length === 0 || rest.length !== said.length - 1) return phrase;
  const stem = (w: string) => w.replace(/(?:ed|s)$/, "");
  const fits = drawnKinds(one(kind)).filter((k) => {
    const gloss = animalGloss(k).toLowerCase();
    return rest.every((w) => new RegExp(`\\b${stem(w)}`).test(gloss));
  });
  const [fit] = fits;
  if (fits.length !== 1 || !fit) return phrase;
  return kind === one(kind) ? withArticle(fit) : pluralize(fit);
}

/** The drawings of animals that are kinds of a kind ("dinosaur": the T-Rex, the sauropod). */
const drawnKinds = remembered((kind: string): readonly string[] =>
  getIndex()
    .entries.filter((e) => e.group === "animals-nature")
    .map((e) => e.annotation.toLowerCase())
    .filter((a) => a !== kind && /^[a-z -]+$/.test(a) && isNoun(a) && isKindOf(a, kind)),
);

/**
 * The phrase with each particular place WordNet knows by name read as the nearest of its kinds
 * a page is set in ("the Sahara": a desert, "Paris": a city, "the Nile": a river, "the Great
 * Barrier Reef": a coral reef): such names had been left out, or refused with their kind word
 * ("sahara desert", one name to WordNet). Names of up to three words, the longest first; a name some
 * drawing is tagged with ("hippo"), a describing word ("nice") and the names typed as names
 * (`kept`) stay as typed.
 */
export function placesAsTheirKinds(phrase: string, kept: readonly string[] = []): string {
  const idx = getIndex();
  const names = new Set(kept.map((n) => n.toLowerCase()));
  const parts = phrase.split(/(\s+)/);
  const words = parts.filter((_, i) => i % 2 === 0);
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    let took = 0;
    for (let n = Math.min(3, words.length - i); n >= 1 && !took; n--) {
      const typed = words.slice(i, i + n);
      const name = typed
        .join(" ")
        .toLowerCase()
        .replace(/[^a-z ]/g, "");
      // A word that is also a kind of thing is a place only as a name ("Paris", never "sombrero").
      const named = typed.every((t) => /^[A-Z]/.test(t)) || onlyParticular(name);
      // "in New York" is "in the city", as a person would say the kind.
      const article = /^(?:in|on|at|to|near|by|from|over|across|through|around|along)$/i.test(out.at(-1) ?? "");
      const kind =
        name && named && !names.has(name) && !stopWords.has(name.split(" ")[0] ?? "")
          ? placeKind(name, idx, article)
          : undefined;
      if (!kind) continue;
      const tail = /[^A-Za-z]+$/.exec(typed.at(-1) ?? "")?.[0] ?? "";
      out.push(`${article ? "the " : ""}${kind}${tail}`);
      took = n;
    }
    if (!took) out.push(words[i] ?? "");
    i += took || 1;
  }
  return out.join(" ");
}

/**
 * The kind one particular place is drawn as (`placesAsTheirKinds`), else undefined. A name some
 * drawing is tagged with is that drawing said alone ("london": the guard), and the place said as
 * where things are ("a red bus in london": the city's street, where a guard had stood under a bus
 * floating over him).
 */
const placeKind = (name: string, idx: Index, where: boolean): string | undefined => {
  if (!isNoun(name) || !isPlace(name) || isAdjective(name) || idx.byAnnotation.has(name)) return undefined;
  if (idx.byToken.has(name) && !where) return undefined;
  // A building or a monument (the Taj Mahal, the Colosseum) is itself, never a building site.
  if (isKindOf(name, "structure")) return undefined;
  // Only a kind drawn as the page's setting, or a range of a landscape the scenes draw (the Alps,
  // the Himalayas: mountains, said as where things are in `settingWords`). A single peak is left:
  // the mountain's own drawing is a framed tile.
  return kindOfParticular(name, (k) => {
    const [first, last] = [k.split(" ")[0] ?? "", k.split(" ").at(-1) ?? ""];
    const range = /^(?:range|chain)$/.test(last) && landscapeTile(first, idx);
    return settingConcept(k) ? k : range ? pluralize.plural(first) : undefined;
  });
};
