import { conceptFor } from "./concepts.js";
import {
  type Entry,
  getIndex,
  type Index,
  inSomeName,
  known,
  type Motif,
  motifByAnnotation,
  tokenize,
} from "./drawing-index.js";
import { headBody } from "./heads.js";
import { framedPicture } from "./ink-measure.js";
import {
  animalKindOf,
  isAdjective,
  isAnimate,
  isBodyPart,
  isCollection,
  isGeneralKind,
  isKindOf,
  isNoun,
  isNounForm,
  isParticular,
  isPeopleName,
  isPerson,
  isPlace,
  isRelational,
  isWord,
  kindsMeet,
  nearestRelative,
  personGloss,
  sameThingAs,
  sortOf,
  sorts,
  sortsOf,
} from "./lexicon.js";
import { remembered } from "./remembered.js";
import {
  abstractWord,
  activityDrawing,
  bodyParts,
  compoundsOf,
  doerActivity,
  doerOf,
  drawnAsTheirKind,
  inOneThing,
  keywordOfNamedBefore,
  landscapeTile,
  modifierNamesOne,
  namedAsOne,
  oneThingEndsAt,
  particularDrawing,
  relativeTokens,
  settingConcept,
  settingName,
  settingWords,
  verbOf,
  withoutModifiers,
} from "./word-readings.js";
import {
  audience,
  collective,
  containerNames,
  fallbackAnnotations,
  floatsByName,
  kindDrawings,
  modifiers,
  notKindTags,
  numberWords,
  ownSynonyms,
  pageWords,
  respelt,
  sameThing,
  stopWords,
  swimsByName,
  synonyms,
  unseenStates,
} from "./words.js";

/**
 * Words to drawings: a phrase's words, read (word-readings.ts), scored against every drawing's
 * name (strong) and tags (weak); `understandPhrase` says how each word was drawn.
 */

const groupBias: Record<string, number> = {
  "animals-nature": 2,
  "food-drink": 2,
  "travel-places": 1.5,
  objects: 1,
  activities: 1,
  "people-body": 0,
  "smileys-emotion": -3,
  symbols: -3,
  flags: -30,
};

/** The drawing groups of beings: a mermaid or a fairy, a unicorn or a cat. */
const beingGroups = new Set(["people-body", "animals-nature"]);

/** Someone named by what they are to another ("friends", "sisters", "mom"): no role. */
const isRelative = (w: string) => ["relative", "friend", "associate"].some((k) => isKindOf(w.replace(/s$/, ""), k));

/** Words a pair's head may be without naming its modifier's thing: a face or a part is its owner's. */
const ownerHeads = /^(?:face|faces|head|heads|portrait|portraits|costume|costumes|mask|masks)$/;

/**
 * Nouns that only qualify the noun after them: in a compound of two nouns the last is the thing
 * ("pumpkin pie" is a pie, "deer skull" a skull, "bald eagle" an eagle, "plant cell" a cell), so
 * the first is no drawing of its own (it had drawn a jack-o-lantern, a deer, a bald man, a potted
 * plant). A pair the drawings or the synonyms name as one ("teddy bear", "ice cream", "fire truck",
 * "cat face") stays one; a head that is its owner's face or part keeps the owner.
 */
function modifierNouns(phrase: string | undefined): Set<string> {
  const idx = getIndex();
  // A comma parts two things ("bear, baker"): no compound across it.
  const raw = tokenize((phrase ?? "").replace(/[’']/g, "").replace(/[,;]/g, " and "));
  const content = (t: string | undefined) => !!t && !stopWords.has(t) && !modifiers.has(t) && !/^\d+$/.test(t);
  const out = new Set<string>();
  // Whether the first of two nouns only qualifies the second.
  const qualifies = (m: string, h: string): boolean => {
    if (/(?:ing|ed)$/.test(m) || /(?:ing|ed)$/.test(h) || ownerHeads.test(h) || bodyParts.test(h)) return false;
    // A word said twice ("monster monster") is one thing named again, not a compound.
    if (m.replace(/s$/, "") === h.replace(/s$/, "")) return false;
    const pair = `${m} ${h}`;
    const single = pair.replace(/s$/, "");
    if (idx.pairs.has(pair) || idx.pairs.has(single) || idx.byAnnotation.has(single)) return false;
    if (namedAsOne(pair)) return false;
    // A compound WordNet names ("date palm", "guinea pig") is read as the lexicon reads it; "baby"
    // before an animal is a describing word (words.ts).
    if (isNoun(pair) || isNoun(single) || m === "baby") return false;
    if (!(isNoun(m) && (isNoun(h) || isNoun(h.replace(/s$/, ""))))) return false;
    // People named by what they are to it ("ocean friends") and a place in a drawn place ("desert
    // oasis") keep the first word: it is the page's world, not a qualifier of a thing.
    if ([h, h.replace(/s$/, "")].some((f) => isPerson(f))) return false;
    // What is done with a thing or who gather for it, with no drawing of its own ("an egg hunt",
    // "a pumpkin hunt"): the thing is drawn as it is alone. A place's is its world ("a space adventure").
    const sort = sortOf(h);
    const done = sort === sorts.act || sort === sorts.event || sort === sorts.group;
    if (done && !drawnAsAlone(h) && drawnAsAlone(m) && !settingConcept(m)) return false;
    // A gathering of things ("drum set") is the things: its first word is no qualifier.
    if (isCollection(h) && !isPlace(h)) return false;
    // Two words drawn as one drawing ("ocean waves": each a water wave) name one thing.
    const as = drawnAsAlone;
    if (as(m) && [h, h.replace(/s$/, "")].some((f) => as(f) === as(m))) return false;
    if (idx.byAnnotation.has(m) && isPlace(m) && [h, h.replace(/s$/, "")].some((f) => isPlace(f))) return false;
    // A thing drawn as itself before a place the scene draws ("lighthouse island", "castle
    // hill"): the thing in that setting, not a word that only qualifies the place.
    // A drawn building is a thing, no setting ("a fairy house", "mushroom houses": a house).
    const sceneOnly = (f: string) => isPlace(f) && !!settingConcept(f) && !idx.byAnnotation.has(f);
    if (idx.byAnnotation.has(m) && [h, h.replace(/s$/, "")].some(sceneOnly)) return false;
    return true;
  };
  // A being that is no person before a person's role ("mermaid princess", "a cat princess",
  // "bunny chef"): the being in that role, the role no second figure (a mermaid had a tiny
  // princess at her tail).
  const role = (h: string) =>
    !isAdjective(h) && [h, h.replace(/s$/, "")].some((f) => isPerson(f) && !standsInAlone(f) && !!drawnAsAlone(f));
  // What the word alone is drawn as: a creature ("bunny": the rabbit), a being or a person.
  const drawnGroup = (w: string) => (isAdjective(w) ? "" : (idx.byAnnotation.get(drawnAsAlone(w) ?? "")?.group ?? ""));
  const inRole = (m: string, h: string): boolean =>
    role(h) &&
    (drawnGroup(m) === "animals-nature" ||
      (!isPerson(m) && !isAdjective(m) && (animalKindOf(m, "animal") || beingGroups.has(drawnGroup(m)))));
  // A person said before a person's role ("a woman astronaut", "a baby girl"): the role is who
  // is drawn, once. A word that also describes ("victorian", "african") keeps its describing reading.
  const personInRole = (m: string, h: string): boolean =>
    isPerson(m) && !isAdjective(m) && drawnGroup(m) !== "animals-nature" && role(h) && !isRelative(h);
  raw.forEach((m, i) => {
    const h = raw[i + 1];
    if (!h || !content(m) || !content(h) || content(raw[i - 1])) return;
    const third = raw[i + 2];
    // Two words a drawing is named by are that drawing ("roller coaster": WordNet's roller is a
    // bird first and a coaster a person, so the bird "in the role" had left the coaster out).
    if (!content(third) && [`${m} ${h}`, `${m} ${h}`.replace(/s$/, "")].some((p) => idx.byAnnotation.has(p))) return;
    if (!content(third) && inRole(m, h)) {
      out.add(h);
      return;
    }
    if (!content(third) && personInRole(m, h)) {
      out.add(m);
      return;
    }
    if (!content(third)) {
      // Two kinds of one kind ("rocket ship", "rose flower", "eagle bird"): the first is the
      // thing, the second only says what sort of thing it is (it had drawn a boat for a rocket).
      if (qualifies(m, h)) out.add(kindsMeet(m, h) && exactAlone(m) ? h : m);
      return;
    }
    // Three nouns in a row ("animal cell diagram", "golden gate bridge"): the last is the thing,
    // the two before it qualify it, unless the first two are a drawing's name ("ice cream cone").
    if (!third || content(raw[i + 3]) || !qualifies(h, third)) return;
    const first = `${m} ${h}`;
    const named = idx.pairs.has(first) || idx.byAnnotation.has(first) || namedAsOne(first);
    // A drawing's name before a vehicle that no one word names with it ("ice cream truck", "hot dog
    // cart": a truck, never the ice cream it sells) only says which of its kind the vehicle is.
    const load = named || isNoun(first);
    if (load && !isNoun(`${first} ${third}`) && isKindOf(third, "conveyance") && sortOf(third) !== sortOf(first)) {
      out.add(m);
      out.add(h);
      return;
    }
    if (named || /(?:ing|ed)$/.test(m)) return;
    if (!isNounForm(m) && !isNoun(first)) return;
    // A word drawn as itself stays ("pizza party invitation": the pizza); one only a relative
    // would stand in for is left out ("animal" had drawn a monkey, "golden gate" a wave).
    for (const w of [m, h]) if (!exactAlone(w)) out.add(w);
  });
  return out;
}

/**
 * Words that only describe the noun after them, left out of the drawing:
 * - a people's name ("an african girl", "a viking ship"): the girl, the ship; alone it is a person;
 * - a gathering after what it gathers ("drum set", "pancake stack"): the drums, the pancakes;
 * - an -ing word before a noun ("a floating island", "a dancing bear"): how the thing is, never a
 *   thing of its own (floating had drawn bubbles), unless the two name one drawing ("shooting star").
 */
function describingNouns(raw: string[]): string[] {
  const idx = getIndex();
  const content = (t: string | undefined) => !!t && !stopWords.has(t) && !/^\d+$/.test(t);
  const named = (two: string) => [two, two.replace(/s$/, "")].some((p) => idx.pairs.has(p) || idx.byAnnotation.has(p));
  return raw.filter((t, i) => {
    const next = raw[i + 1];
    if (isPeopleName(t) && content(next) && !isPeopleName(next ?? "")) return true;
    if (i > 0 && content(raw[i - 1]) && isCollection(t) && !isPlace(t) && !named(`${raw[i - 1]} ${t}`)) return true;
    // A pair WordNet names ("swimming pool", "rocking horse") is one thing (word-readings.ts).
    const pair = `${t} ${next}`;
    // The verb and the noun as one word name a drawing ("painting brushes": a paintbrush).
    const joined = (next ?? "").replace(/e?s$/, "");
    if (verbOf(t) && [joined, next].some((n) => idx.byAnnotation.has(`${verbOf(t)}${n}`))) return false;
    const particle = /^(?:down|up|out|off|over|through|across|around|along|into|onto|away|back)$/.test(next ?? "");
    return (
      !!next &&
      content(next) &&
      !particle &&
      !!verbOf(t) &&
      isNounForm(next) &&
      !verbOf(next) &&
      !named(pair) &&
      !isNoun(pair)
    );
  });
}

/** A phrase as said, lower case, without its article. */
const wholeSaid = (phrase: string | undefined) =>
  (phrase ?? "")
    .toLowerCase()
    .trim()
    .replace(/^(?:an?|the|one)\s+/, "");

/**
 * The drawing a phrase names whole when a number is one of its words ("four leaf clover") or
 * "with" is, else undefined. So is a drawing of hands, whose word is no thing alone (every
 * person has them), named whole or by another name of it ("open hands", "praying hands").
 */
const namedWhole = (phrase: string | undefined): Motif | undefined => {
  const whole = wholeSaid(phrase);
  if (whole.split(/[\s-]+/).some((w) => numberWords.includes(w)) || / with /.test(whole))
    return motifByAnnotation(whole);
  // Every other name of a drawing of hands says "hand" too: no other phrase is respelt here.
  const handsWord = (t: string) => stopWords.has(t) && isBodyPart(t.replace(/s$/, ""));
  if (!tokenize(whole).some(handsWord)) return undefined;
  const renamed = tokenize(respelt(` ${whole} `));
  return renamed.some(handsWord) ? motifByAnnotation(renamed.join(" ")) : undefined;
};

/** Whether one word alone is drawn as another thing standing in for it (a booth: a chair). */
const standsInAlone = remembered((w: string) => !!understandPhrase(w)[0]?.standIn);
/** What one word alone is drawn as (a phrase reading of its own, kept per word). */
const drawnAsAlone = remembered((w: string) => understandPhrase(w)[0]?.drawnAs);
/** Whether one word alone is drawn as itself: the drawing is it, or is named by it ("nest": an empty nest). */
const exactAlone = remembered((w: string) => {
  const u = understandPhrase(w)[0];
  const stem = w.replace(/s$/, "");
  return (
    u?.exact === true ||
    !!u?.drawnAs
      ?.toLowerCase()
      .split(" ")
      .some((t) => t.replace(/s$/, "") === stem)
  );
});

/** Whether a phrase's words are one word and small words ("yoga", "some karate"). */
const alone = (raw: string[]) => raw.filter((t) => !stopWords.has(t)).length === 1;

function normalise(phrase: string): string[] {
  let s = ` ${phrase.toLowerCase().replace(/[’']/g, "").replace(pageWords, " ")} `;
  const idx = getIndex();
  // A drawing of two words is named in the plural too ("roller skates": the roller skate).
  const plural = (t: string, i: number, all: string[]) =>
    i > 0 &&
    t.length > 3 &&
    t.endsWith("s") &&
    !t.endsWith("ss") &&
    idx.byAnnotation.has(`${all[i - 1]} ${t.slice(0, -1)}`);
  let raw = tokenize(s);
  if (raw.some(plural)) {
    raw = raw.map((t, i, all) => (plural(t, i, all) ? t.slice(0, -1) : t));
    s = ` ${raw.join(" ")} `;
  }
  const ones = compoundsOf(raw);
  const qualifiers = modifierNouns(phrase);
  // A compound that only qualifies the noun after it ("golden gate bridge") is not drawn.
  const qualifying = (i: number) => qualifiers.has(raw[i] ?? "") && qualifiers.has(raw[i + 1] ?? "");
  if (ones.size > 0)
    s = ` ${raw.flatMap((t, i) => (qualifying(i) ? [] : ones.get(i)?.tokens) ?? (inOneThing(ones, i) ? [] : [t])).join(" ")} `;
  const places = settingWords(phrase);
  for (const m of qualifiers) places.add(m);
  for (const w of describingNouns(raw)) places.add(w);
  if (places.size > 0)
    s = ` ${tokenize(s)
      .filter((t) => !places.has(t))
      .join(" ")} `;
  s = respelt(s);
  const seen = new Set<string>();
  return facesAsked(
    withoutModifiers(
      tokenize(s).filter((t) => !stopWords.has(t) && !/^\d+$/.test(t)),
      idx,
    )
      // A word only found among some drawing's keywords ("plumber" on the wrench) first tries its
      // WordNet relative (plumber → craftsman → mechanic); the keyword match stays as a fallback.
      .flatMap((t, i, all) => {
        // A keyword of the drawing named just before it says what that drawing is: one thing.
        if (keywordOfNamedBefore(all, i, idx)) return [];
        // A doer's name is the person doing it ("golfer": the person golfing).
        const doing = doerActivity(t);
        if (doing) return tokenize(doing);
        // One of a thing whose drawing is named in the plural ("a cherry": the cherries), before
        // another drawing whose name holds the word (the cherry blossom, or cherry wood).
        // Not a word before another naming what it is ("cherry pie"), nor one a drawing is named
        // by last ("book": the open book).
        const many = /[^aeiou]y$/.test(t) ? `${t.slice(0, -1)}ies` : `${t}s`;
        const next = all[i + 1];
        if (!t.endsWith("s") && (!next || stopWords.has(next)) && !namedLast(idx).has(t) && idx.byAnnotation.has(many))
          return [many];
        const k = known(t, idx);
        if (k && inSomeName(idx, k)) return [t];
        // An activity named first, with no one doing it ("skiing down a mountain"), is its doer.
        const doer = i === 0 && !k ? doerOf(t) : undefined;
        if (doer && known(doer, idx)) return [doer];
        // An activity asked alone is shown by the drawing tagged with it ("yoga": a person in lotus
        // position); with a subject ("a woman gardening") it is what the subject does, not a thing.
        const act = alone(raw) && (!k || !inSomeName(idx, k)) ? activityDrawing(t) : undefined;
        if (act) return tokenize(act);
        if (doer) return [doer];
        // A plural no drawing is named by whose singular one is ("waves": a water wave).
        const one = t.length > 3 && t.endsWith("s") && !t.endsWith("ss") ? t.slice(0, -1) : undefined;
        if (one && !k && inSomeName(idx, one)) return [one];
        // A thing whose drawing is named in the plural ("pancakes") is that drawing in the singular.
        if (idx.byAnnotation.has(`${t}s`)) return [`${t}s`];
        // A word whose commonest sense is no thing is drawn only as a drawing it is another name
        // of in one of its two commonest senses ("rosary": the prayer beads, not the prayers).
        if (abstractWord(t)) return synonymDrawing(t) ?? [];
        const tagged = kindTagged(t, idx);
        if (tagged) return tokenize(tagged);
        return relativeTokens(t) ?? [t];
      })
      .filter((t) => !seen.has(t) && seen.add(t)),
    phrase,
    idx,
  );
}

/**
 * The tokens of a drawing named exactly by a WordNet synonym of the word, if one is, when what the
 * drawing shows is of a sort the word's two commonest senses have (a crumb is no skunk: that
 * synonym is a person's, and the drawing is the animal).
 */
function synonymDrawing(word: string): string[] | undefined {
  const idx = getIndex();
  const named = nearestRelative(word, (l) => l !== word && idx.byAnnotation.has(l), 0, 2);
  // A sign or a poster is what it says: its drawing, blank, is none of them ("a habitat poster").
  const sort = named && sortOf(named.lemma);
  if (!named || sort === undefined || sort === sorts.communication) return undefined;
  // A person's name for one is drawn only as a person (WordNet knows a skunk first as a person).
  const shows = sort !== sorts.person || idx.byAnnotation.get(named.lemma)?.group === "people-body";
  return shows && sortsOf(word).includes(sort) ? tokenize(named.lemma) : undefined;
}

/**
 * The drawing one word names among its keywords, where it is the only drawing so tagged and WordNet
 * puts the word under the drawing's name, or its last word where WordNet does not know the name
 * whole ("raven", "crow": the black bird, tagged with both, each a bird): that drawing, before any
 * WordNet relative (a raven had been a songbird to accept).
 * A keyword of another sort names what a drawing has (a plumber on the wrench) and is not read so.
 */
function kindTagged(word: string, idx: Index): string | undefined {
  const tagged = (idx.byToken.get(word) ?? [])
    .map((i) => idx.entries[i])
    .filter((e): e is Entry => !!e && e.tags.has(word) && !e.ann.includes(word));
  const [e] = tagged;
  if (tagged.length !== 1 || !e || !tagIsKind(word, e)) return undefined;
  // A name WordNet knows whole is that kind (a water pistol is a toy: no handgun); a word the set
  // draws by a synonym is drawn so (a twister is the tornado, not the cyclone tagged with it).
  const name = e.annotation.toLowerCase();
  const kind = isNoun(name) ? name : (e.ann.at(-1) ?? "");
  return isKindOf(word, kind) ? (synonymDrawing(word)?.join(" ") ?? name) : undefined;
}

/** The last words of the drawings' names ("book" of "open book"), read once. */
let lastWords: Set<string> | undefined;
const namedLast = (idx: Index) => {
  lastWords ??= new Set([...idx.byAnnotation.keys()].map((a) => a.split(" ").at(-1) ?? a));
  return lastWords;
};

const headWords = /^(?:heads?|portraits?|faces?)$/;

/**
 * A head, a face or a portrait asked of a thing the set draws as a face too ("a horse head", "pug
 * portrait", "portrait of a cat") is its face drawing, close and whole: the whole animal had been
 * drawn small, a rearing horse for a horse's head.
 */
function facesAsked(tokens: string[], phrase: string, idx: Index): string[] {
  if (!tokens.some((t) => headWords.test(t))) return tokens;
  if (!tokens.some((t) => idx.byAnnotation.has(`${known(t, idx) ?? t} face`))) return tokens;
  const raw = tokenize(phrase.toLowerCase()).filter((t) => !/^(?:an?|the)$/.test(t));
  // Said of its owner, just after it ("horse head", "pug portrait") or before "of" ("portrait of
  // a cat"); a head said with a describing word ("a cat with a big head") is the animal's own.
  const owned = raw.some(
    (t, j) =>
      headWords.test(t) &&
      (raw[j + 1] === "of" || (j > 0 && !stopWords.has(raw[j - 1] ?? "") && isNoun(raw[j - 1] ?? ""))),
  );
  return owned ? tokens.map((t) => (headWords.test(t) ? "face" : t)) : tokens;
}

function best(tokens: string[], idx: Index, exclude: Set<string>): { entry: Entry; used: string[] } | undefined {
  const words = tokens.map((t) => known(t, idx)).filter((t): t is string => !!t);
  const scores = new Map<number, number>();
  words.forEach((w, pos) => {
    for (const i of idx.byToken.get(w) ?? []) {
      const e = idx.entries[i] as Entry;
      // Annotation words count most; earlier words in the phrase are usually the subject.
      const hit = e.ann.includes(w) ? 10 : 3;
      scores.set(i, (scores.get(i) ?? 0) + hit - pos * 0.4);
    }
  });
  let top: { entry: Entry; score: number } | undefined;
  for (const [i, base] of scores) {
    const e = idx.entries[i] as Entry;
    if (exclude.has(e.hexcode)) continue;
    const extra = e.ann.filter((t) => !words.includes(t)).length;
    const face = words.includes("face") || words.includes("flag") ? 0 : (groupBias[e.group] ?? 0);
    const score = base - extra * 1.6 + face + (e.ann.join(" ") === words.join(" ") ? 8 : 0);
    if (!top || score > top.score) top = { entry: e, score };
  }
  if (!top || top.score < 1) return undefined;
  return { entry: top.entry, used: words.filter((w) => top.entry.ann.includes(w) || top.entry.tags.has(w)) };
}

/**
 * A drawing whose name uses the asked words only to qualify another thing is that other thing:
 * a top hat is a hat, a tear-off calendar a calendar, a fast-forward button a button, a new moon
 * a moon. It is never drawn for those words (not even as a stand-in to accept): "a cake with
 * cherries on top" drew a top hat, "a rocket blasting off" a calendar. An action's prop is kept
 * (fishing → fishing pole: the verb is shown by it), and so is a name whose last word, the thing
 * it is, was asked for ("fire engine" for a fire truck).
 */
function namesAnotherThing(
  hit: { entry: Entry; used: string[] },
  tokens: string[],
  idx: Index,
  said: ReadonlySet<string>,
): boolean {
  const { ann } = hit.entry;
  // A sign (a media button, a Japanese button, a blood type, "information") is drawn only when
  // its whole name is said: "a rocket passing the moon" drew the "passing grade" button, "big robot
  // with buttons" a repeat button, "alphabet" the information sign.
  if (signs.has(hit.entry.subgroup) && !ann.every((t) => said.has(t) || said.has(`${t}s`))) return true;
  // A narrow sense refused on purpose: drawn only when a word of its name or its keywords that
  // says the sense was typed ("a honey pot", "an inbox tray", "ramen bowl"); "pot", "tray" and
  // "bowl" alone never name it.
  const narrow = narrowSenses.get(hit.entry.annotation);
  const says = (t: string) => !narrow?.has(t) && (said.has(t) || said.has(`${t}s`));
  if (narrow && !ann.some(says) && ![...hit.entry.tags].some(says)) return true;
  // A part of a body ("a long neck") is never drawn as a thing it is only a keyword of (a scarf).
  if (hit.used.length > 0 && hit.used.every((u) => bodyParts.test(u) && !ann.includes(u))) return true;
  // A person (a lifeguard, a zookeeper) is never drawn as a thing that person uses (a ring buoy).
  if (
    !peopleGroups.has(hit.entry.group) &&
    hit.used.length > 0 &&
    hit.used.every((u) => !ann.includes(u) && isPerson(u))
  )
    return true;
  // The thing a name is: its last word before what qualifies it ("bridge at night", "red triangle
  // pointed up", "cup with straw"), never a state word ("mobile phone off").
  const cut = ann.findIndex((t, i) => i > 0 && nameQualifiers.has(t));
  const named = (cut > 0 ? ann.slice(0, cut) : ann).filter(
    (t, i, all) => i === 0 || !stateWords.has(t) || i < all.length - 1,
  );
  // "ear of corn" is corn as much as an ear (a name after "of", "star of David", only qualifies).
  const of = named.indexOf("of");
  // The name's last word before what qualifies it: a proper name there ("Statue of Liberty") heads nothing.
  const last = hit.entry.annotation.split(" ").at(cut > 0 ? cut - 1 : -1) ?? "";
  const heads = new Set([
    ...(/^[A-Z]/.test(last) ? [] : [named[named.length - 1] ?? ""]),
    ...(of > 0 ? [named[of - 1] ?? ""] : []),
  ]);
  // A proper name ("Santa Claus", "Mrs. Claus") is its one thing by any of its words.
  const proper = hit.entry.annotation.split(" ").every((w) => /^[A-Z]/.test(w));
  if (ann.length < 2 || hit.used.length === 0 || proper) return false;
  const asked = new Set(tokens.map((t) => known(t, idx) ?? t));
  // A class of things asked alone ("machine", "tower") is no one member of it named with another
  // word (a slot machine, the Tokyo tower): not a general kind's member, not a named landmark.
  const rest = ann.filter((t) => !asked.has(t));
  const only = hit.used.length > 0 && hit.used.every((u) => heads.has(u) && !/ing$/.test(u));
  const landmark = hit.entry.annotation.split(" ").some((w, i, all) => i < all.length - 1 && /^[A-Z]/.test(w));
  if (only && rest.length > 0 && (landmark || hit.used.some((u) => isGeneralKind(u)))) return true;
  if (actsAnother(hit, asked)) return true;
  if ([...heads].some((h) => asked.has(h)) || hit.used.some((u) => /ing$/.test(u) && named.includes(u))) return false;
  // A sport is shown by its ball or its gear, as fishing by its pole ("soccer": the soccer ball,
  // "rugby": the rugby ball); the page had drawn the player with nothing.
  if (
    hit.used.every((u) => isKindOf(u, "sport")) &&
    [...heads].some((h) => isKindOf(h, "equipment") || isKindOf(h, "sport"))
  )
    return false;
  return hit.used.every((u) => ann.includes(u) && !heads.has(u));
}

const peopleGroups = new Set(["people-body", "smileys-emotion"]);

/** Emojibase's subgroups of signs that are words or controls: av-symbol (88) and alphanum (95). */
const signs = new Set([88, 95]);

/**
 * Senses refused on purpose: drawings named with a word in a sense its reader seldom means, with
 * the words that alone never draw them. Each was drawn for a request people type: a waiter's tray
 * as an office outbox, "lamp" as a Diwali oil lamp, "pots" as a honey pot, "letters" and
 * "numbers" as keyboard-input symbols, "bottles" as a baby's bottle, "bowl" as a bowl of noodles,
 * "fingers" as a gesture. A request that says the narrow sense ("a honey pot", "a diya", "a baby
 * bottle") still draws it: its other word is used too.
 */
const narrowSenses = new Map<string, ReadonlySet<string>>(
  (
    [
      ["diya lamp", "lamp light"],
      ["honey pot", "pot jar"],
      ["toilet", "pot"],
      ["outbox tray", "tray box"],
      ["inbox tray", "tray box"],
      ["input latin letters", "letter alphabet"],
      ["input latin uppercase", "letter alphabet uppercase capital"],
      ["input latin lowercase", "letter alphabet lowercase"],
      ["input numbers", "number digit"],
      ["input symbols", "symbol"],
      ["speaking head", "head"],
      ["pinched fingers", "finger hand"],
      ["anger symbol", "symbol"],
      ["baby bottle", "bottle"],
      ["steaming bowl", "bowl"],
      ["kiwi fruit", "fruit"],
      ["stop sign", "sign"],
      ["love letter", "letter"],
      ["clapper board", "board"],
    ] as const
  ).map(([drawing, words]) => {
    const all = words.split(" ").flatMap((w) => [w, `${w}s`]);
    return [drawing, new Set(all)];
  }),
);

/**
 * A person asked for ("dad", read as a man) is never a thing named with a person word and
 * another word not asked for (a gingerbread man): that drawing is passed over, the person kept.
 */
function personAsThing(
  hit: { entry: Entry; used: string[] },
  tokens: string[],
  idx: Index,
  typed: ReadonlySet<string>,
): boolean {
  if (peopleGroups.has(hit.entry.group) || hit.used.length === 0) return false;
  // A person word with a people drawing of its own ("artist") is that person, never a thing
  // named after them ("artist painting" is no artist palette).
  const asked = new Set(tokens.map((t) => known(t, idx) ?? t));
  if (
    !hit.entry.ann.every((t) => asked.has(t)) &&
    hit.used.some((u) => isPerson(u) && peopleGroups.has(idx.byAnnotation.get(u)?.group ?? ""))
  )
    return true;
  // A word typed as it is named ("a ruler") is that drawing whatever else the word may mean.
  const person = (u: string) => isPerson(u) && !typed.has(u);
  if (!hit.used.every(person)) return false;
  return hit.entry.ann.some((t) => !asked.has(t));
}
const personWords = new Set(["person", "people", "man", "men", "woman", "women"]);

/** Doing words that say little alone ("doing a cartwheel", "having tea", "a house drawing"): never said left out. */
const lightVerbs = new Set(["doing", "having", "making", "getting", "taking", "going", "drawing", "coloring"]);

/** Doing words a page draws between its things or as a pose (layouts/relation.ts `relationWords`, poses). */
const drawnDoings = new Set([
  "riding",
  "driving",
  "wearing",
  "flying",
  "holding",
  "carrying",
  "hugging",
  "reading",
  "eating",
  "playing",
  "drinking",
  "licking",
  "jumping",
  "leaping",
  "hopping",
  "soaring",
  "hovering",
  "fishing",
  "swimming",
  "sitting",
  "standing",
]);

/**
 * A person or a face reached only by a doing word said after an animal or a thing that does it
 * ("a pig rolling in the mud": no face with rolling eyes; "a crane lifting a box": no person
 * lifting weights): the doer does it, no figure is drawn for it (understandPhrase says it is left out).
 */
function doneByTheDoer(hit: { entry: Entry; used: string[] }, order: string[], idx: Index): boolean {
  if (!peopleGroups.has(hit.entry.group) || !hit.used.length || !hit.used.every((u) => verbOf(u))) return false;
  if (hit.used.some((u) => order.indexOf(u) <= 0)) return false;
  // Who does it is said just before it ("an old couple dancing": the couple).
  const doer = order[order.indexOf(hit.used[0] as string) - 1] as string;
  // Who does it is someone when drawn as someone ("a robot lifting a car", "an old couple
  // dancing"), or, with no drawing, when WordNet calls them a person or a group of people.
  const drawn = idx.byHex.get(matchMotifs(doer, 1)[0]?.hexcode ?? "");
  if (drawn) return !peopleGroups.has(drawn.group);
  return !isPerson(doer) && !isKindOf(doer, "social group");
}

/**
 * A drawing reached only by a doing word among its keywords, said after a thing drawn that does
 * it ("a duck floating on a pond": the bubbles are tagged "floating"; "a skater spinning": the
 * bicycle "spinning"): the thing does it, nothing is drawn for the word. Someone doing it holds its
 * tool (a boy painting: the paintbrush), never a vehicle or a place.
 */
function doneAsATag(
  hit: { entry: Entry; used: string[] },
  order: string[],
  found: Array<Motif & { at: number }>,
  phrase: string,
) {
  const [word] = hit.used;
  if (hit.used.length !== 1 || !word || !/ing$/.test(word) || !verbOf(word) || drawnDoings.has(word))
    return doingNamedAsThing(hit, order, found, phrase);
  if (hit.entry.ann.includes(word)) return doingNamedAsThing(hit, order, found, phrase);
  const at = order.indexOf(word);
  const doer = found.filter((f) => f.at < at).sort((a, b) => b.at - a.at)[0];
  if (!doer) return false;
  return !peopleGroups.has(getIndex().byHex.get(doer.hexcode)?.group ?? "") || hit.entry.group === "travel-places";
}

/**
 * A drawing named by a doing word said of one drawn before it and before what it is done to ("a
 * boy building a sandcastle", "a robot building a rocket in the garage"): the word is the doing,
 * never the thing it also names (a classical building had stood on the beach).
 */
function doingNamedAsThing(
  hit: { entry: Entry; used: string[] },
  order: string[],
  found: Array<Motif & { at: number }>,
  phrase: string,
): boolean {
  // The drawing's whole name said ("a globe showing the americas") is that drawing.
  const said = new Set(phrase.split(/[^a-z]+/));
  if (hit.entry.ann.every((t) => said.has(t))) return false;
  return hit.used.some((w) => {
    if (!/ing$/.test(w) || !verbOf(w) || drawnDoings.has(w) || !hit.entry.ann.includes(w)) return false;
    const at = order.indexOf(w);
    // Its doer: a drawing found before it, or the word just before it naming one.
    const doer = found.some((f) => f.at < at) || (at > 0 && !!matchMotifs(order[at - 1], 1)[0]);
    return doer && new RegExp(`\\b${w}\\s+(?:a|an|the|some|his|her|their|its|my|our)\\s`).test(` ${phrase} `);
  });
}

/**
 * A drawing of someone doing something, reached by the action word alone, that is a particular
 * kind of the action the phrase does not ask for ("zookeeper feeding" is no breast-feeding).
 */
function actsAnother(hit: { entry: Entry; used: string[] }, asked: Set<string>): boolean {
  const { ann, group } = hit.entry;
  const action = hit.used[0] ?? "";
  if (!peopleGroups.has(group) || hit.used.length !== 1 || !/ing$/.test(action) || ann.at(-1) !== action) return false;
  return ann.slice(0, -1).some((t) => !personWords.has(t) && !asked.has(t));
}
const nameQualifiers = new Set(["at", "with", "on", "in", "pointed", "over", "under", "from", "showing"]);
const stateWords = new Set(["off", "on", "up", "down", "out"]);

/** Drawings for a free-text subject, most important first ("cat with yarn" → cat, yarn). */
export function matchMotifs(phrase: string | undefined, max = 3): Motif[] {
  const found = matchedAsSaid(phrase, max);
  if (gendering || !found.some((m) => genderedNames(m).length > 0)) return found;
  // A person said as a woman or a man is the set's drawing of that one (`genderedAs`), read from
  // the phrase's reading (whose own matches are the set's drawings as said).
  gendering = true;
  let read: Understood[];
  try {
    read = readPhrase(phrase);
  } finally {
    gendering = false;
  }
  return found.map((m) => {
    const u = read.find((r) => r.drawnAs === m.annotation);
    const as = u && genderedAs(u, phrase);
    return as ? (motifByAnnotation(as.drawnAs) ?? m) : m;
  });
}

/** Whether a phrase's reading for its women and men is under way (`matchMotifs`). */
let gendering = false;

/** The drawings of a phrase (`matchMotifs`), each person as the set draws anyone of that role. */
function matchedAsSaid(phrase: string | undefined, max: number): Motif[] {
  const idx = getIndex();
  // A drawing named with a number ("a four leaf clover"): the numbers are no words of a thing
  // elsewhere (counts, cast.ts), so its name is looked up whole: a maple leaf had been drawn. So is
  // one named with what it is drawn with ("heart with arrow"): its heart alone had been the red one.
  const named = namedWhole(phrase);
  if (named) return [named];
  let tokens = normalise(phrase ?? "");
  const order = tokens.map((t) => known(t, idx) ?? t);
  const said = new Set(tokenize((phrase ?? "").toLowerCase()));
  const typed = new Set([...said].flatMap((t) => [t, known(t, idx) ?? t]));
  const found: Array<Motif & { at: number }> = [];
  const exclude = new Set<string>();
  const retried = new Set<string>();
  // The phrase's first thing comes first even when one is asked for: the search goes on to three
  // ("two kittens playing with a ball of yarn" is the kittens, not the yarn that scores higher).
  // Enough once `max` are found and one of them is the phrase's first word: nothing can come before it.
  while (tokens.length && found.length < Math.max(max, 3) && !(found.length >= max && found.some((f) => f.at === 0))) {
    const hit = best(tokens, idx, exclude);
    if (!hit) break;
    if (
      personAsThing(hit, tokens, idx, typed) ||
      doneByTheDoer(hit, order, idx) ||
      doneAsATag(hit, order, found, (phrase ?? "").toLowerCase())
    ) {
      exclude.add(hit.entry.hexcode);
      continue;
    }
    if (namesAnotherThing(hit, tokens, idx, said)) {
      // The words name no drawing of their own: their other matches (keywords only) are no surer.
      // Each is read once more as its nearest drawable relative in WordNet ("lady", only a word of
      // "lady beetle": a woman), else left out.
      const used = new Set(hit.used);
      tokens = tokens.flatMap((t) => {
        const k = known(t, idx) ?? t;
        if (!used.has(k)) return [t];
        const rel = retried.has(k) ? undefined : relativeTokens(k);
        retried.add(k);
        return rel?.every((r) => !used.has(r)) ? rel : [];
      });
      continue;
    }
    // Phrase order decides what comes first: "a hermit with a lantern" → hermit, then lantern.
    const at = Math.min(...hit.used.map((u) => order.indexOf(u)).filter((i) => i >= 0), 99);
    found.push({ hexcode: hit.entry.hexcode, annotation: hit.entry.annotation, at });
    exclude.add(hit.entry.hexcode);
    const used = new Set(hit.used);
    tokens = tokens.filter((t) => !used.has(known(t, idx) ?? t));
  }
  // A picture the set draws only in a frame (a water wave, fireworks, a mountain) is never a second
  // thing beside, held by or under another: a dolphin had held a wave tile, a girl the fireworks.
  const things = found.filter((f) => !framedPicture(f.hexcode));
  // The drawing a place's word is found as alone ("in space": a ringed planet) is no other thing:
  // the framed picture is the page's one ("a shooting star in space").
  const placed = () =>
    new Set(said.size > 1 ? [...said].filter((w) => settingConcept(w)).map((w) => matchMotifs(w, 1)[0]?.hexcode) : []);
  const tilesBeside = things.length < found.length && things.some((f) => !placed().has(f.hexcode));
  return (tilesBeside ? things : found)
    .sort((a, b) => a.at - b.at)
    .slice(0, max)
    .map(({ hexcode, annotation }) => chibi(phrase, { hexcode, annotation }));
}

/** Words that say a person is a woman or a man ("a woman pilot", "a boy chef"). */
const genderWords: Record<string, "woman" | "man"> = {
  woman: "woman",
  women: "woman",
  girl: "woman",
  girls: "woman",
  lady: "woman",
  ladies: "woman",
  female: "woman",
  man: "man",
  men: "man",
  boy: "man",
  boys: "man",
  gentleman: "man",
  male: "man",
};

/**
 * Unicode's person drawings whose woman and man are not named "woman …" and "man …" (its
 * gender-neutral "person with crown" is the prince's and the princess's).
 */
const namedApart: Record<string, { woman: string; man: string }> = {
  person: { woman: "woman", man: "man" },
  child: { woman: "girl", man: "boy" },
  "older person": { woman: "old woman", man: "old man" },
  "person with crown": { woman: "princess", man: "prince" },
  "mx claus": { woman: "mrs. claus", man: "santa claus" },
};

/**
 * Whom a person's word names, where WordNet's commonest person sense says so first ("queen": a
 * female sovereign ruler; "policewoman": a woman policeman; "king": a male sovereign), never
 * where it says either ("soldier": an enlisted man or woman).
 */
const genderOf = remembered((word: string): "woman" | "man" | undefined => {
  const said = /^(?:an? |the )?(?:[a-z]+ )?(woman|female|girl|man|male|boy)\b(?! or )/.exec(personGloss(word))?.[1];
  return said ? genderWords[said] : undefined;
});

/** The set's woman's and man's drawings of a person drawing (none for another drawing). */
function genderedNames(m: Motif): string[] {
  const idx = getIndex();
  const entry = idx.byHex.get(m.hexcode);
  if (entry?.group !== "people-body") return [];
  const base = entry.annotation.toLowerCase().replace(/^(?:woman|man) /, "");
  const apart = namedApart[base];
  const names = apart ? [apart.woman, apart.man] : ["woman", "man"].map((g) => `${g} ${base.replace(/^person /, "")}`);
  return names.filter((n) => idx.byAnnotation.get(n)?.group === "people-body");
}

/**
 * A person said as a woman or a man, drawn as the set's drawing of that one ("a woman pilot", "a
 * girl astronaut": the woman astronaut; "queen": the princess, crowned; "a boy chef": the man
 * cook). The gender is said in the words or right before them ("said", then read with them), or
 * by the person's word itself. Undefined where the set has no such drawing or draws it already.
 */
function genderedAs(u: Understood, phrase: string | undefined): { drawnAs: string; said?: string } | undefined {
  const m = u.drawnAs ? motifByAnnotation(u.drawnAs) : undefined;
  const names = m ? genderedNames(m) : [];
  if (!m || names.length === 0) return undefined;
  const own = tokenize(u.word);
  const words = tokenize((phrase ?? "").toLowerCase());
  const at = words.indexOf(own[0] as string);
  const before = at > 0 ? words[at - 1] : undefined;
  const inWords = own.map((w) => genderWords[w]).find(Boolean);
  const said = !inWords && before ? genderWords[before] : undefined;
  const gender = inWords ?? said ?? genderOf(own.at(-1) as string);
  if (!gender) return undefined;
  const drawnAs = motifByAnnotation(names[gender === "woman" ? 0 : 1] ?? "")?.annotation;
  // Only where the set draws both (a drawing named for one is never the other's).
  if (names.length < 2 || !drawnAs || drawnAs === m.annotation) return undefined;
  return { drawnAs, said: said ? before : undefined };
}

/** A reading with its people drawn as the women and men said (`genderedAs`). */
function readGendered(read: Understood[], phrase: string | undefined): Understood[] {
  const out: Understood[] = [];
  for (const u of read) {
    const as = genderedAs(u, phrase);
    if (!as) {
      out.push(u);
      continue;
    }
    const prev = out.at(-1);
    const joined = as.said && prev?.word === as.said && prev.drawnAs === null;
    if (joined) out.pop();
    out.push({ ...u, word: joined ? `${as.said} ${u.word}` : u.word, drawnAs: as.drawnAs });
  }
  return out;
}

/** An animal's face drawing that heads.ts puts on a little body. */
const isChibiFace = (name: string) => / face$/.test(name) && !!headBody(name);

/** Words that ask for the cute style of a big head on a little body. */
const kawaiiWords = /\b(?:kawaii|chibi)\b/i;

/**
 * An animal asked for kawaii or chibi is its face on a little body (heads.ts), where the set has
 * its face: a kawaii cat had been the set's lean cat walking, a kawaii bunny its long rabbit.
 */
function chibi(phrase: string | undefined, m: Motif): Motif {
  if (!kawaiiWords.test(phrase ?? "")) return m;
  const face = `${m.annotation.toLowerCase()} face`;
  const drawn = isChibiFace(face) && getIndex().byAnnotation.get(face);
  return drawn && drawn.group === "animals-nature" ? { hexcode: drawn.hexcode, annotation: drawn.annotation } : m;
}

/** The best drawing for a subject, never nothing: falls back to a friendly default. */
export function matchMotif(phrase: string | undefined, fallbackSeed = 0): Motif {
  const hit = matchMotifs(phrase, 1)[0];
  if (hit) return hit;
  const name = fallbackAnnotations[fallbackSeed % fallbackAnnotations.length] as string;
  return motifByAnnotation(name) ?? { hexcode: "2B50", annotation: "star" };
}

/** How one word (or a run of words drawn as one thing) of a subject was drawn. */
export interface Understood {
  word: string;
  /** The drawing's name, or null when nothing was drawn for the word. */
  drawnAs: string | null;
  /** True only when the drawing is the thing itself: every word of its name was asked for. */
  exact: boolean;
  /**
   * Present (true) when the drawing is another thing standing in for the word (axolotl → frog,
   * lighthouse → Tokyo tower): the page is drawn only once the user accepts it. A kind of the
   * thing (kitten → cat, truck → pickup truck) or a prop that shows an action (fishing → fishing
   * pole) is no stand-in, though not exact either.
   */
  standIn?: true;
}

/**
 * The words of a phrase that name a place the set draws only as a picture in a frame (a mountain,
 * "waves": the sea), said beside a thing drawn ("a snow leopard on a mountain ledge", "a boy
 * skiing down a mountain"): matchMotifs leaves the tile out, and the page is set there.
 */
export function framedPlaces(phrase: string | undefined, drawn: readonly Motif[] = matchMotifs(phrase, 3)): string[] {
  const idx = getIndex();
  if (!drawn.length || drawn.some((m) => framedPicture(m.hexcode))) return [];
  // A word of a drawing's own name is that drawing's ("mountain biking": the person doing it).
  const named = new Set(drawn.flatMap((m) => tokenize(m.annotation.toLowerCase())));
  return tokenize((phrase ?? "").toLowerCase()).filter((w) => {
    if (named.has(w)) return false;
    if (landscapeTile(w, idx)) return true;
    const m = settingConcept(w) && matchMotifs(w, 1)[0];
    return !!m && framedPicture(m.hexcode);
  });
}

/** The word's tokens after these phrase synonyms. */
const renamedBy = (list: Array<[RegExp, string]>, word: string) => tokenize(respelt(` ${word.toLowerCase()} `, list));

/** The word's own tokens after phrase synonyms, without WordNet relatives (kitten → cat). */
const ownTokens = (word: string) => renamedBy(ownSynonyms, word);

/** Whether the phrase synonyms find the drawing of another thing for the words (a beach ball: the football). */
const renamedAsAnother = (word: string) => renamedBy(synonyms, word).join(" ") !== ownTokens(word).join(" ");

/** One word naming a container ("jar", "baskets"), as words.ts `containerNames` lists them. */
const containerWord = new RegExp(`^(?:${containerNames.source})$`);

/**
 * What `matchMotifs(phrase)` draws, word by word: "a kitten with a xylophone" →
 * kitten → cat (not exact), xylophone → (nothing). Stop words (articles, "cute") are left out.
 */
/** Whether two words are the name of one thing: a drawing's, its keywords' or WordNet's ("beach ball"). */
const namesOne = (pair: string, idx: Index) => idx.pairs.has(pair) || idx.byAnnotation.has(pair) || isNoun(pair);

export function understandPhrase(phrase: string | undefined): Understood[] {
  const read = readGendered(readPhrase(phrase), phrase);
  if (!kawaiiWords.test(phrase ?? "")) return read;
  // An animal asked for kawaii is drawn as itself, its face on a little body (`chibi`).
  return read.map((u) =>
    u.standIn && u.drawnAs && isChibiFace(u.drawnAs) ? { word: u.word, drawnAs: u.drawnAs, exact: true } : u,
  );
}

function readPhrase(phrase: string | undefined): Understood[] {
  const idx = getIndex();
  // A drawing named with a number or with what it is drawn with is its whole name ("three
  // o’clock", "a four leaf clover", "heart with arrow").
  const named = namedWhole(phrase);
  if (named) return [{ word: wholeSaid(phrase), drawnAs: named.annotation, exact: true }];
  const motifs = matchedAsSaid(phrase, 3).map((m) => idx.byHex.get(m.hexcode) as Entry);
  const raw = tokenize(
    (phrase ?? "").replace(/[’']/g, "").replace(collective, " ").replace(audience, " ").replace(pageWords, " "),
  );
  const seen = new Set<string>();
  const places = new Set([...settingWords(phrase), ...framedPlaces(phrase, motifs)]);
  const qualifiers = modifierNouns(phrase);
  const out: Array<
    Understood & {
      entry?: Entry;
      literal: Set<string>;
      one?: true;
      other?: true;
      headWord?: true;
      qualifier?: string;
    }
  > = [];
  const kept = new Set(
    withoutModifiers(
      raw.filter((w) => !stopWords.has(w)),
      idx,
    ),
  );
  const ones = compoundsOf(raw);
  // What a container is said to hold ("jars of jam"): in it, so never a stand-in of its own.
  const contents = new Set(raw.filter((_, i) => raw[i - 1] === "of" && containerWord.test(raw[i - 2] ?? "")));
  // The noun left out before a word that only says which of its kind it is ("deer skull", "cement
  // mixer truck", "australian animals"): the word is that one kind of thing, not any.
  const qualifierOf = (i: number): string | undefined => {
    const before = raw[i - 1];
    if (!before || places.has(before)) return undefined;
    if (qualifiers.has(before) || oneThingEndsAt(ones, i - 1)) return before;
    return isPeopleName(before) && !isPeopleName(raw[i] ?? "") ? before : undefined;
  };
  raw.forEach((w, i) => {
    const one = ones.get(i);
    if (one) {
      const forms = normalise(one.pair).map((t) => known(t, idx) ?? t);
      // Drawn as its head word is read alone ("lady in waiting": a lady, the woman): that drawing.
      const alone = one.headWord && one.span ? matchMotifs(one.tokens.join(" "), 1)[0]?.hexcode : undefined;
      const entry = forms.length
        ? (motifs.find((e) => forms.every((f) => e.ann.includes(f))) ?? motifs.find((e) => e.hexcode === alone))
        : undefined;
      for (const p of one.pair.split(" ")) seen.add(p);
      out.push({
        word: one.pair,
        drawnAs: entry?.annotation ?? null,
        exact: false,
        entry,
        literal: new Set(),
        one: true,
        ...(one.other ? { other: true as const } : {}),
        ...(one.headWord ? { headWord: true as const } : {}),
      });
      return;
    }
    // A relational adjective before a thing drawn by its own name ("olympic rings", "medieval
    // castle") says which thing it is: the thing is drawn, and the word said to be left out, never
    // silently dropped (the Olympic rings had been said to be drawn as a ring, exactly).
    if (
      !inOneThing(ones, i) &&
      !kept.has(w) &&
      !seen.has(w) &&
      !stopWords.has(w) &&
      !modifiers.has(w) &&
      isRelational(w)
    ) {
      seen.add(w);
      out.push({ word: w, drawnAs: null, exact: false, literal: new Set() });
      return;
    }
    // A doing word said after who does it, that the set draws only as a person doing it ("a dog
    // swimming", "a cat dancing") or not at all ("a bear lifting a log", "a squirrel stealing a
    // nut"): not drawn, and said to be left out, where it had been dropped as if it said how the
    // dog looks. Said before ("a dancing bear"), it says how; a state no page shows (words.ts
    // `unseenStates`: "a sleeping cat") is left out wherever it is said.
    const swimming = w === "swimming" && motifs.some((e) => swimsByName(e.annotation) || floatsByName(e.annotation));
    const after = raw.slice(0, i).some((t) => kept.has(t));
    const undrawn = modifiers.has(w)
      ? doneByPeople(w, idx)
      : !stopWords.has(w) && !!verbOf(w) && !drawnDoings.has(w) && !lightVerbs.has(w);
    if (!kept.has(w) && !seen.has(w) && (unseenStates.has(w) || (after && undrawn && !swimming))) {
      seen.add(w);
      out.push({ word: w, drawnAs: null, exact: false, literal: new Set() });
      return;
    }
    if (inOneThing(ones, i) || !kept.has(w) || seen.has(w) || /^\d+$/.test(w)) return;
    seen.add(w);
    if (places.has(w) || qualifiers.has(w)) {
      // A drawing's name that only qualifies ("ice cream" of "ice cream truck") is said as one.
      const last = out.at(-1);
      const pair = `${last?.word} ${w}`;
      const one = namesOne(pair, idx);
      if (last && !last.entry && qualifiers.has(w) && raw[i - 1] === last.word && one) last.word = pair;
      else out.push({ word: w, drawnAs: null, exact: false, literal: new Set() });
      return;
    }
    const forms = normalise(w).map((t) => known(t, idx) ?? t);
    // A time ("morning", "summer") is found by no drawing's keyword: a hot drink is tagged "morning".
    const senses = sortsOf(w);
    const tagged = senses.length === 0 || !senses.every((k) => k === sorts.time) || isKindOf(w, "holiday");
    const hits = (fs: string[]) => motifs.find((e) => fs.some((f) => e.ann.includes(f) || (tagged && e.tags.has(f))));
    // "race car" is renamed as a phrase ("racing car"): a word found in no drawing is tried with its neighbours.
    const entry =
      keywordOfNamedBefore(raw, i, idx) ??
      hits(forms) ??
      // One of a drawing named in the plural reads as that drawing (normalise); named with the next
      // word instead ("cherry blossom"), the word itself is that drawing's.
      (forms.join(" ") !== w ? hits([w]) : undefined) ??
      [raw[i - 1], raw[i + 1]]
        .filter((n): n is string => !!n)
        .map((n, j) => {
          const both = hits(normalise(j ? `${w} ${n}` : `${n} ${w}`).map((t) => known(t, idx) ?? t));
          // A doing word is no part of the drawing of the one doing it nor of what it is done to
          // ("a pig rolling in the mud", "a dog stealing a sandwich", "watering plants": the pig,
          // the dog, the plant) unless the two name another drawing, or the page draws the doing
          // (a relation: riding, holding, flying a kite).
          const doing = !!verbOf(w) && !drawnDoings.has(w);
          return both && !(doing && matchMotifs(n, 1)[0]?.hexcode === both.hexcode) ? both : undefined;
        })
        .find(Boolean) ??
      // A phrase's first word with the word after it, when the two name one thing ("beach ball":
      // the first word had been tried after the second, "ball beach", and left out).
      (i === 0 && raw[1] && namesOne(`${w} ${raw[1]}`, idx)
        ? hits(normalise(`${w} ${raw[1]}`).map((t) => known(t, idx) ?? t))
        : undefined) ??
      // A word only of another thing's name, read as its WordNet relative (matchMotifs): "lady" a woman.
      hits((relativeTokens(known(w, idx) ?? w) ?? []).map((t) => known(t, idx) ?? t));
    const self = known(w, idx) ?? w;
    // "cats" is the cat itself: a plural made singular is no stand-in.
    const literal = new Set([self, w, w.replace(/ies$/, "y"), w.replace(/es$/, ""), w.replace(/s$/, "")]);
    const same = sameThing.get(w);
    if (same) literal.add(same);
    // An animal's head or portrait is its face drawing (facesAsked).
    if (headWords.test(w)) literal.add("face");
    const last = out[out.length - 1];
    // "fire truck" is one drawing: consecutive words drawn as the same thing are one entry.
    if (entry && last?.entry === entry) {
      last.word += ` ${w}`;
      for (const f of literal) last.literal.add(f);
      return;
    }
    // A word after a doing word left out, found only as the drawing before it ("a wizard casting
    // a spell", "a beaver building a dam": the mage and the beaver are tagged so), is left out too.
    const before = out[out.length - 2];
    if (entry && last && !last.entry && verbOf(last.word) && before?.entry === entry) {
      out.push({ word: w, drawnAs: null, exact: false, literal: new Set() });
      return;
    }
    out.push({ word: w, drawnAs: entry?.annotation ?? null, exact: false, entry, literal, qualifier: qualifierOf(i) });
  });
  // A head or a portrait said of an animal drawn as its face is that face (facesAsked): one word.
  for (const said of out.filter((o) => !o.entry && headWords.test(o.word))) {
    const face = out.find((o) => o.entry?.ann.includes("face"));
    if (!face) continue;
    face.literal.add("face");
    face.word = out.indexOf(said) < out.indexOf(face) ? `${said.word} of ${face.word}` : `${face.word} ${said.word}`;
    out.splice(out.indexOf(said), 1);
  }
  const read = out.map(({ word, drawnAs, entry, literal, one, other, headWord, qualifier }): Understood => {
    // One thing of two words is drawn as itself or as its kind (a person doing the activity), or
    // as another thing standing in for it (a phone booth as a chair).
    if (one) {
      // A place of two words the scenes draw ("living room", "dining room"): its setting.
      if (!entry && settingConcept(word)) return { word, drawnAs: settingName(word), exact: true };
      const exact = !!entry && entry.annotation.toLowerCase() === word;
      // One particular thing (the Grand Canyon, the Eiffel Tower) is itself, never another of its kind.
      if (entry && !exact && isParticular(word) && !word.split(" ").every((t) => entry.ann.includes(t)))
        return { word, drawnAs, exact, standIn: true as const };
      // Drawn as what its last word alone is drawn as: its own drawing or its kind's, said how it
      // is (a bird nest: the empty nest), never a stand-in for the word alone (a phone booth: no
      // chair) nor another thing named with another noun (a baseball glove: no boxing glove, a
      // steam engine no fire engine, a chess board no clapper board).
      const head = word.split(" ").at(-1) ?? "";
      const name = entry?.annotation.toLowerCase() ?? "";
      const extra = tokenize(name).filter((t) => t !== head && t !== singularOf(head));
      const named = isNoun(name) || extra.some((t) => !isAdjective(t));
      // Words that are each among the drawing's own keywords are its other name (flip flops: the
      // thong sandal, tagged "flip" and "flop").
      const itsName = !!entry && word.split(" ").every((t) => entry.tags.has(t) || entry.tags.has(singularOf(t)));
      // A describing word's thing drawn as another of its kind ("sleeping bag": a handbag, a bag as
      // the sleeping bag is) is no drawing of it: WordNet puts it under neither the drawing nor
      // its name's head. (A coffee cup drawn as a teacup is still a cup.)
      const sibling =
        !!entry &&
        modifierNamesOne(word.split(" ")[0] ?? "", head) &&
        ![head, singularOf(head)].includes(name) &&
        !sameThingAs(singularOf(head), name, entry.tags) &&
        !isKindOf(word, name) &&
        !isKindOf(word, tokenize(name).at(-1) ?? name) &&
        isKindOf(word, head);
      // A relative or a friend said with a describing word ("best friend", "little sister") is
      // anyone of their sex and age, as said alone.
      const anyone = plainlyThem(name, head);
      const another =
        !itsName &&
        !anyone &&
        (other ||
          sibling ||
          renamedAsAnother(word) ||
          (headWord && !drawsItsKind(entry, head) && (standsInAlone(head) || named)));
      return entry && !exact && another ? { word, drawnAs, exact, standIn: true as const } : { word, drawnAs, exact };
    }
    if (places.has(word))
      return settingConcept(word)
        ? { word, drawnAs: settingName(word), exact: true }
        : { word, drawnAs: null, exact: false };
    if (!entry) return { word, drawnAs, exact: false };
    const exact = entry.ann.every((t) => literal.has(t));
    // One kind of a thing ("cement mixer truck", "charcuterie board") is drawn as the thing itself
    // or its kind's own drawing, never as another member of the kind (a pickup truck, a clapper
    // board); an animal's part is not the person's part drawn ("deer skull"), nor a thing made of
    // something the living thing it is named after ("compass rose", "rubber duck").
    const head = word.split(" ").at(-1) ?? word;
    // Nor is one kind named by a noun WordNet does not know as one ("party hat", "toy ball") the
    // particular one its kind is drawn as (the top hat, the soccer ball).
    if (
      qualifier &&
      (!(exact || drawsItsKind(entry, head)) || madeAfter(qualifier, entry, head) || particularOf(head, entry))
    )
      // Said with its qualifier, a noun said alone: the stand-in is for both words ("compass rose"
      // as the rose; said as "rose" alone, the offer had read "rose as rose"). Not a describing
      // word ("dead"), a time ("christmas": the theme's), nor a word of another name said ("ice cream").
      return {
        word:
          !isAdjective(qualifier) &&
          sortOf(qualifier) !== sorts.time &&
          !out.some((o) => o.word !== qualifier && o.word.split(" ").includes(qualifier))
            ? `${qualifier} ${word}`
            : word,
        drawnAs,
        exact,
        standIn: true as const,
      };
    if (exact) return { word, drawnAs, exact };
    // A place's drawing is a prop of its setting (a bakery: its bread); else the synonyms' drawing
    // of another thing stands in for the words (a beach ball as the football).
    const placeProp =
      !!conceptFor(word)?.props.includes(entry.annotation.toLowerCase()) ||
      !!conceptFor(word)?.features?.some((f) => word.includes(f));
    if (renamedAsAnother(word) && !(placeProp && conceptFor(head)))
      return { word, drawnAs, exact, standIn: true as const };
    // Synonyms name the same thing or a kind of it (kitten → cat, fire truck → fire engine).
    const own = new Set(literal);
    for (const t of [...literal, word].flatMap(ownTokens)) own.add(known(t, idx) ?? t);
    const named = entry.ann.filter((t) => own.has(t));
    // One particular thing (the Colosseum, the Eiffel Tower) is itself, never another of its kind.
    if (isParticular(head) && !entry.tags.has(head)) return { word, drawnAs, exact, standIn: true as const };
    // A kind of the thing names it last ("pickup truck" for truck) or is tagged with it
    // ("T-Rex" for dinosaur); an action ("fishing") is shown by its prop; a place word
    // ("river", "kitchen") is the scene's setting, its drawing a prop of it.
    const kind =
      own.has(entry.ann[entry.ann.length - 1] ?? "") ||
      (named.length === 0 && [...own].some((f) => entry.tags.has(f) && tagIsKind(f, entry))) ||
      (/ing$/.test(word) && named.length > 0) ||
      (alone(raw) && activityDrawing(word) === entry.annotation.toLowerCase()) ||
      doerActivity(word) === entry.annotation.toLowerCase() ||
      // A relative or a friend ("mom", "my sister", "uncle", "two friends") looks like anyone of
      // their sex and age: the plain figure is them, no stand-in to accept (a pirate or a
      // librarian drawn plain is one).
      plainlyThem(entry.annotation.toLowerCase(), head) ||
      // A generic drawing of the kind a living thing belongs to (hummingbird → bird, peonies →
      // blossom); a made thing is not any other of its kind (an igloo is no hut, a popsicle no lollipop).
      word.split(" ").some((w) => drawnAsTheirKind.has(w) && !madeThing(w)) ||
      (sameThingAs(singularOf(head), entry.annotation.toLowerCase(), entry.tags) && ofDrawnSort(head, entry)) ||
      placeProp;
    // Contents the set draws only as another thing are the container's, left out: the jam in a
    // jar had been offered as candy.
    if (!kind && contents.has(word)) return { word, drawnAs: null, exact: false };
    return kind ? { word, drawnAs, exact } : { word, drawnAs, exact, standIn: true };
  });
  // A qualifier said in its thing's stand-in ("compass rose" as the rose) is no word left out too.
  const inStandIns = new Set(read.flatMap((u) => (u.standIn && u.word.includes(" ") ? [u.word.split(" ")[0]] : [])));
  const words = read.filter((u) => u.drawnAs !== null || !inStandIns.has(u.word));
  return sweetsShapedLike(words.map(madeOfFood), raw);
}

/**
 * A creature said after a describing word for the sweet it is made of ("gummy bears", "candied
 * frogs", "a sugary bunny"): a sweet in its shape, so the living one drawn is a stand-in to
 * accept, the word said with it. "gummy bears" had drawn three bears in a park, "gummy" unsaid.
 */
function sweetsShapedLike(read: Understood[], raw: readonly string[]): Understood[] {
  return read.map((u) => {
    if (!u.drawnAs || u.standIn) return u;
    const words = u.word.toLowerCase().split(" ");
    const sweet = (w: string | undefined) => !!w && isAdjective(w) && ofFood(w);
    if (!isAnimate(singularOf(words.at(-1) ?? ""))) return u;
    // Said in the drawing's words ("sugary bunny") or just before them ("gummy" bears).
    if (words.length > 1 && sweet(words[0])) return { ...u, exact: false, standIn: true };
    const at = raw.indexOf(words[0] ?? "");
    const before = at > 0 ? raw[at - 1] : undefined;
    if (!sweet(before)) return u;
    return { ...u, word: `${before} ${u.word}`, exact: false, standIn: true };
  });
}

/** Whether a describing word is made from a food's name ("gummy": gum, "sugary", "candied", "cheesy"). */
const ofFood = (adjective: string) =>
  [
    adjective.replace(/(.)\1?y$/, "$1"),
    adjective.replace(/y$/, ""),
    adjective.replace(/y$/, "e"),
    adjective.replace(/ied$/, "y"),
  ].some((root) => root !== adjective && root.length >= 3 && sortOf(root) === sorts.food);

/**
 * A creature named with the food it is made of ("a chocolate bunny", "a chocolate santa") drawn
 * as the living one is a stand-in to accept: the page shows a rabbit, not a chocolate. It had been
 * drawn as the rabbit exactly, the chocolate unsaid.
 */
function madeOfFood(u: Understood): Understood {
  const words = u.word.toLowerCase().split(" ");
  const first = words[0] ?? "";
  const head = words.at(-1) ?? "";
  if (!u.drawnAs || u.standIn || words.length < 2 || u.drawnAs.toLowerCase().includes(first)) return u;
  if (isAdjective(first) || sortsOf(first)[0] !== sorts.food || !isAnimate(singularOf(head))) return u;
  return { ...u, exact: false, standIn: true };
}

/** A doing word the set draws as a person, a man or a woman doing it (swimming, running, dancing). */
const doneByPeople = (word: string, idx: Index) =>
  ["person", "man", "woman"].some((who) => idx.byAnnotation.has(`${who} ${word}`));

/**
 * A relative's or a friend's name whose other common sense is no thing one could draw instead
 * ("mother" is also a substance; a "mummy" is also an embalmed body: ambiguous, it stays a
 * stand-in). A friend, a classmate or a pal looks like anyone too.
 */
const relativeOnly = (word: string) =>
  isRelative(word) &&
  // WordNet's supporters are friends too: a cheerleader is one, with a look of her own.
  !isKindOf(word, "supporter") &&
  !sortsOf(word).some((s) => thingSorts.has(s));
const thingSorts = new Set<number>([sorts.animal, sorts.artifact, sorts.body, sorts.food, sorts.object, sorts.plant]);

/** The set's plain figure (`name`) is who the word is when that word names a relative or a friend. */
const plainlyThem = (name: string, word: string) => plainFigures.has(name) && relativeOnly(singularOf(word));

/** The set's plain human figures: anyone of that sex and age. */
const plainFigures = new Set([
  "person",
  "man",
  "woman",
  "boy",
  "girl",
  "child",
  "baby",
  "old man",
  "old woman",
  "older person",
]);

/**
 * Whether a drawing is a word's own or its kind's chosen one: named by the word (or its
 * singular), by what the synonyms call it ("flowers": a blossom, "cakes": a birthday cake) or by
 * the kind's drawing (words.ts `kindDrawings`: a tree is a deciduous tree, a truck a delivery
 * truck). A member of the kind named with another word (a pickup truck, a boxing glove) is not.
 */
function drawsItsKind(entry: Entry | undefined, word: string): boolean {
  if (!entry) return false;
  const name = entry.annotation.toLowerCase();
  const forms = [word, word.replace(/ies$/, "y"), word.replace(/s$/, ""), word.replace(/es$/, "")];
  if (forms.includes(name)) return true;
  // A WordNet synonym's drawing is the word's own ("tub": the bathtub).
  if (forms.some((f) => sameThingAs(f, name, entry.tags)) && ofDrawnSort(word, entry)) return true;
  const drawn = new Set(tokenize(name));
  const renamed = ownSynonyms
    .filter(([re]) => ` ${word} `.replace(re, "") !== ` ${word} `)
    .map(([, to]) => tokenize(to.toLowerCase()));
  // A kind's drawing that is one particular landmark (a tower: the Tokyo tower) is no other of its kind.
  const chosen = [
    ...renamed,
    ...forms
      .map((f) => (Object.hasOwn(kindDrawings, f) ? (kindDrawings[f] ?? "") : ""))
      .filter((d) => d && !/[A-Z]/.test(d))
      .map((d) => tokenize(d.toLowerCase())),
  ];
  return chosen.some((tokens) => tokens.length > 0 && tokens.every((t) => drawn.has(t)));
}

/** Whether a word's drawing is the particular one of its kind (particularDrawing) it was found as. */
function particularOf(word: string, entry: Entry): boolean {
  const chosen = particularDrawing(singularOf(word));
  return !!chosen && chosen === entry.annotation.toLowerCase();
}

/**
 * Whether the noun before a word makes it something its drawing is not: an animal's part (a deer
 * skull) drawn as the set's part, which is a person's, or a thing made of something or named
 * after a made thing (a rubber duck, a chocolate bunny, a compass rose) drawn as the living thing.
 */
function madeAfter(qualifier: string, entry: Entry, word: string): boolean {
  const of = sortOf(qualifier);
  if (entry.ann.includes(qualifier)) return false;
  if (of === sorts.animal && sortOf(word) === sorts.body) return true;
  const made: number[] = [sorts.artifact, sorts.food, sorts.substance];
  const living: number[] = [sorts.animal, sorts.plant];
  return of !== undefined && made.includes(of) && living.includes(sortOf(entry.annotation) ?? 0) && !isPlace(qualifier);
}

/**
 * Whether a drawing tagged with a word is a kind of it (dinosaur: the T-Rex, a lamb: the ewe,
 * animals: a dog), not a thing that only goes with it (a dam: the beaver; Thanksgiving: the
 * turkey; a family: the house; hidden: the ninja; a pirate: the parrot): the word is a noun of the
 * sort of thing the drawing's group shows (WordNet's lexicographer file: an animal or a plant
 * among animals and nature, a made thing among objects…).
 */
function tagIsKind(tag: string, entry: Entry): boolean {
  if (notKindTags.has(tag)) return false;
  const name = entry.annotation.toLowerCase();
  // An action is shown by its prop (painting: the paintbrush); a word WordNet knows only as how
  // a thing is (hidden, medieval, floating) names no kind of thing.
  if (!isNounForm(tag) || /ing$/.test(tag)) return /ing$/.test(tag) ? sortOf(name) === sorts.artifact : !isWord(tag);
  // A tag whose commonest sense is of another sort than the drawing's own names what it has or
  // comes with, not what it is: oden is tagged "stick" (the skewer it is served on), and a dog had
  // carried oden for a stick; a monkey is tagged "animal", and "nocturnal animals" drew a dog.
  // A fruit is a plant's part to WordNet and a food to the page: the two are one sort here.
  const eaten = (sort: number | undefined) => (sort === sorts.plant ? sorts.food : sort);
  // The drawing's sorts are its name's, or its name's words' ("evergreen tree": a tree), and its
  // group's own (a person surfing is a person).
  const named = sortsOf(name).length ? sortsOf(name) : name.split(" ").flatMap((w) => sortsOf(w));
  const own = [...named, groupSorts[entry.group]?.[0]].map(eaten);
  // (Only the commonest sense is read as food: a stick is also a plant's twig, and no food.)
  const of = sortsOf(tag).map((sort, i) => (i === 0 ? eaten(sort) : sort));
  // A part of a body is the creature's own (a jellyfish's tentacles): drawn with it.
  if (of.length > 0 && !of.includes(sorts.body) && own.some((o) => o !== undefined) && !of.some((o) => own.includes(o)))
    return false;
  return ofDrawnSort(tag, entry);
}

/**
 * Whether one of a noun's two commonest senses is of a sort of thing a drawing's group shows (a
 * household is no building; a burger, after Warren Burger, is also the food).
 */
function ofDrawnSort(noun: string, entry: Entry): boolean {
  const of = sortsOf(noun);
  const shown = groupSorts[entry.group];
  return of.length === 0 || !shown || of.some((o) => o === sorts.tops || shown.includes(o));
}

/** The sorts of thing (WordNet lexicographer files) each group of drawings shows. */
const groupSorts: Record<string, readonly number[]> = {
  "animals-nature": [sorts.animal, sorts.plant, sorts.object],
  "food-drink": [sorts.food, sorts.plant, sorts.artifact],
  "travel-places": [sorts.artifact, sorts.location, sorts.object, sorts.phenomenon, sorts.event, sorts.process],
  objects: [sorts.artifact, sorts.substance],
  activities: [sorts.act, sorts.artifact, sorts.event],
  "people-body": [sorts.person, sorts.body],
};

/** Whether a noun's commonest sense is a made thing or a food: its kinds need not look alike. */
const madeThing = (word: string): boolean => {
  const of = sortOf(word);
  return of === sorts.artifact || of === sorts.food;
};

/** A plural's singular ("insects" insect, "butterflies" butterfly); a noun WordNet lists stays ("grass", "glasses"). */
export const singularOf = (w: string) => (isNoun(w) ? w : w.replace(/ies$/, "y").replace(/s$/, ""));
