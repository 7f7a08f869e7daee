/**
 * What kind of page a picture request asks for, read from its words before anything is drawn:
 * "the letter B with a bear" is a letter page of B with a bear (it had drawn a love letter, or
 * a T-Rex for the T of "letter T"), "number 3 with three ducks" the digit 3 counted with three
 * ducks (refused before: "number" has no drawing). understand.ts and index.ts both read the
 * request through `readSketch`, so `understood` names exactly what the page draws.
 */

import pluralize from "pluralize";
import {
  bodyParts,
  describesOnly,
  matchMotifs,
  settingConcept,
  settingName,
  type Understood,
  understandPhrase,
} from "./art.js";
import { chartOf } from "./charts.js";
import { buildingWords, conceptFor } from "./concepts.js";
import {
  type Entry,
  getIndex,
  type Motif,
  motifByAnnotation,
  motifGroup,
  motifSubgroup,
  tokenize,
} from "./drawing-index.js";
import { footwear, headBody, wornAt } from "./heads.js";
import { clothing, hasAFace, isCreature, isLarge, thingGroups, wallPart } from "./layouts/relation.js";
import { tilingKindWords, tilingNamed, tilingWords } from "./layouts/tessellation.js";
import {
  bearsThings,
  instrumentOf,
  isAdjective,
  isAnimate,
  isBodyPart,
  isFlier,
  isKindOf,
  isNamedPerson,
  isNoun,
  isPerson,
  isPlace,
  isVerb,
  isWorn,
  personFigure,
  personGloss,
  sameThingAs,
  sortOf,
  sorts,
  sortsOf,
} from "./lexicon.js";
import { namesIn } from "./names.js";
import { facedShapes } from "./own-drawings.js";
import { remembered } from "./remembered.js";
import { quotedWords, sayingFor, sayingsAsked } from "./sayings.js";
import { correctSpelling } from "./spelling.js";
import { bookWordsOf, occasionWith, planOf, seasonOf, themeOf } from "./themes.js";
import {
  couplesAsTheirPeople,
  derelictHouses,
  describedKinds,
  doerOf as doerName,
  drawingsNamedWith,
  familiesAsTheirPeople,
  holdersOfTheirThings,
  longerNamesJoined,
  onTheMoon,
  ownersPlaces,
  peopleByTheirLooks,
  peopleByTheirSex,
  placePartsAsThePlace,
  placesAsTheirKinds,
  saysADrawingWith,
  underTheSea,
  verbOf,
} from "./word-readings.js";
import {
  calmSaid,
  nightWords,
  numberSaid,
  numberWords,
  ofTheSky,
  ornamentWords,
  rainWords,
  stopWords,
  withArticle,
  withoutCalm,
} from "./words.js";

/** Nought to twenty, in figures or words: a counting page draws that many. */
const numeral = `(1\\d|20|\\d|${numberWords.join("|")})`;

/** "letter D", "the lowercase letter a", "capital B", "alphabet letter Q". */
const letterNamed =
  /\b(?:the\s+)?(?:(?:upper|lower)[\s-]?case\s+|capital\s+|small\s+|big\s+)?(?:alphabet\s+)?letter\s+([a-z])\b/i;
/** "G is for giraffe", "B for bear" (the whole request starts with the letter). */
const letterFor = /^\s*(?:the\s+)?([a-z])\s+(?:is\s+)?for\s+/i;
/** "number 3", "the number seven", "big number 0", "number 10" (to twenty: a page counts them). */
const numberNamed = new RegExp(`\\b(?:the\\s+)?(?:big\\s+)?number\\s+${numeral}\\b(?!\\s*(?:to|-|–)\\s*\\d)`, "i");

/** Words that join the glyph to the rest ("for", "with", "and") or only name the page. */
const joiners =
  /^(?:\s|,|\b(?:and|with|for|is|of|a|an|the|coloring|colouring|page|sheet)\b)+|(?:\s|,|\b(?:coloring|colouring|page|sheet)\b)+$/gi;

export interface LetterPage {
  /** The glyph drawn: one letter (lower-case only when asked for), or a number to twenty. */
  glyph: string;
  /** What the request asks beside the glyph ("a bear", "three ducks"), or "". */
  rest: string;
  /** The words that named the glyph, as typed ("the letter B", "number 3"). */
  words: string;
}

/** The letter or digit a picture request names as its page, if it names one. */
export function letterPage(subject: string | undefined): LetterPage | undefined {
  const s = subject ?? "";
  const m = letterNamed.exec(s) ?? letterFor.exec(s) ?? numberNamed.exec(s);
  if (!m) return undefined;
  const said = (m[1] ?? "").toLowerCase();
  const at = numberSaid(said);
  // "the lowercase letter a", "small b": that glyph in lower case; any other letter is a capital.
  const lower = /\b(?:lower[\s-]?case|small)\s/i.test(m[0]);
  const glyph = at >= 0 ? String(at) : lower ? said : said.toUpperCase();
  const rest = `${s.slice(0, m.index)} ${s.slice(m.index + m[0].length)}`.replace(joiners, "").replace(/\s+/g, " ");
  return { glyph, rest: rest.trim(), words: m[0].trim() };
}

/** Parts of a body: named with their owner they are that body's own, never a thing beside it. */
const partWords = new RegExp(`\\b${bodyParts.source.replace(/^\^|\$$/g, "")}\\b`, "i");
const withPart = /^(.*?\S)\s+with\s+((?:a|an|the|its|his|her|their)\b.*|\S.*)$/i;

/**
 * "a snowman with a carrot nose", "a kangaroo with a baby in its pouch": the part is the owner's
 * drawing's own or nothing, never a second object drawn beside it (a carrot floating by a
 * snowman, a handbag by a kangaroo). The owner is drawn; the words of the part are left out.
 */
export function partClause(subject: string | undefined): { owner: string; part: string } | undefined {
  const m = withPart.exec((subject ?? "").trim());
  // A drawing named with it ("a nest with eggs", "a heart with an arrow") is that drawing; a thing
  // said where it is ("with presents underneath", "with a cat under it") is in that relation.
  if (!m?.[1] || !m[2] || saysADrawingWith(m[0]) || whereItIs.test(m[2])) return undefined;
  const owner = understandPhrase(m[1]);
  if (!owner.some((w) => w.drawnAs) || owner.some((w) => w.standIn)) return undefined;
  const part = m[2].replace(/^(?:a|an|the|its|his|her|their)\s+/i, "");
  // Said as its owner's ("with its tongue", "with her hands"), any sense of a body's part is meant.
  const owned = /^(?:its|his|her|their)\s/i.test(m[2]) && sortsOf(headWord(part)).includes(sorts.body);
  if (!owned && !partWords.test(m[2]) && !partOf(m[1], part)) return undefined;
  return { owner: m[1], part };
}

/** Where a thing said with another is, said last: under it, beside it, underneath, nearby. */
const whereItIs =
  /\s(?:(?:under|beneath|below|beside|by|next to|inside)\s+(?:it|them)|underneath|beneath|below|nearby|beside)\s*$/i;

/** The word a part phrase names ("cherries on top" → cherries, "a big red hat" → hat). */
const headWord = (phrase: string) =>
  (phrase.toLowerCase().split(/\s+(?:on|in|at|of|for|from|to)\s+/)[0] ?? "").trim().split(/\s+/).pop() ?? "";

/**
 * What a "with" names beside its owner that is the owner's own or nothing (issue 41's absurd
 * composites: a face stuck beside a hamburger, sunglasses beside a sun, a crown floating by a
 * queen who wears one, cherries held by a cake): a part of a body or a face; a thing worn, unless
 * a creature can wear it on its head or its eyes (`wornOnHead`); or, with a thing that cannot hold it, any
 * small thing (not a place, a creature or a large thing that stands beside it).
 */
function partOf(ownerWords: string, part: string): boolean {
  const word = headWord(part);
  // "with sprinkles", "with stripes": how the owner is drawn, not a second thing.
  if (!word || describesOnly(part)) return false;
  if (isBodyPart(word)) return true;
  // A creature drawn is never worn ("a girl with a turtle": WordNet's turtle is a turtleneck first).
  const drawn = matchMotifs(part, 1)[0];
  if (isAnimate(word) || (drawn && isCreature(drawn) && drawn.annotation.toLowerCase().includes(word))) return false;
  if (isWorn(word)) return !wornOn(ownerWords, part, true);
  const owner = matchMotifs(ownerWords, 1)[0];
  if (!owner || isCreature(owner) || bearsThings(owner.annotation)) return false;
  if (isPlace(word)) return false;
  // A thing given (a present, a gift, a prize: one of WordNet's possessions) is no thing's own: it
  // stands beside what it is said with ("a christmas tree with presents underneath", "a snowman
  // with gifts"). The presents had been left out as the tree's.
  if (sortsOf(word).includes(sorts.possession)) return false;
  return !drawn || (!isCreature(drawn) && !isLarge(drawn));
}

/**
 * "a cat with a hat", "a bear with a crown", "a dog with sunglasses", "a girl with headphones", "a
 * girl with a scarf": what a creature wears where its drawing can show it worn (the layouts'
 * "wearing"): on its head, across its eyes or over its ears; round the neck or over the body of
 * a figure drawn with a body of its own (heads.ts: a girl, a bear). Not when its drawing shows it
 * already (a queen is drawn with her crown). Sunglasses had been left out as a part, headphones
 * held in both hands, and a scarf or a dress set on top of the head as a hat is.
 */
function wornOn(ownerWords: string, part: string, saidWith = false): boolean {
  const word = headWord(part);
  const owner = matchMotifs(ownerWords, 1)[0];
  const at = wornAt(word);
  // A thing with a face, its own or one given it ("happy sun with sunglasses", "a kawaii cloud
  // with a hat"), wears glasses and hats as a creature does (layouts/relation.ts "wearing"): said
  // with them, they had been left out.
  const faced =
    !!owner &&
    (hasAFace.test(owner.annotation) || facedWords.test(ownerWords) || ofTheSky(owner.annotation)) &&
    (at === "eyes" || at === "head");
  if (!owner || !(isCreature(owner) || faced)) return false;
  const figure = !!headBody(owner.annotation);
  if (!(at === "head" || at === "eyes" || at === "ears" || (figure && (at === "neck" || at === "body")))) return false;
  // Only a drawing of a thing worn there: a suit is no spade.
  const drawn = matchMotifs(part, 1)[0];
  if (!drawn || wornAt(drawn.annotation) !== at || (at !== "ears" && motifSubgroup(drawn.hexcode) !== clothing))
    return false;
  // Said "with", clothes only stood in for ("a woman with a head wrap": a t-shirt) are her own, left out.
  if (saidWith && (at === "neck" || at === "body") && understandPhrase(part).some((w) => w.standIn)) return false;
  const shown = getIndex().byHex.get(owner.hexcode);
  const named = `${owner.annotation} ${[...(shown?.tags ?? [])].join(" ")}`.toLowerCase();
  return !new RegExp(`\\b${word.replace(/s$/, "")}`).test(named);
}

/** A phrase's words, lower-cased, anything but letters, apostrophes and hyphens a space. */
const typedWords = (phrase: string) =>
  phrase
    .toLowerCase()
    .replace(/[^a-z' -]+/g, " ")
    .trim()
    .split(/\s+/);

/** A thing one rides (a skateboard, a sled, a bicycle): a vehicle, a board or a conveyance. */
const ridden = (thing: string) => ["vehicle", "board", "conveyance"].some((k) => isKindOf(thing, k));

/**
 * The thing an activity's stem names, when someone doing it is drawn using it: one rides it (a
 * skateboard, a sled) or wears it on the feet (ice skates). "flying" is no riding of a fly, nor
 * "watching" of a watch; a drawing that shows the activity itself ("surfing": a person surfing)
 * is drawn as it is.
 */
function activityThing(tokens: string[], from: number, i: number, motif: Motif, name: string) {
  const thing = motif.annotation.toLowerCase();
  const shown = understandPhrase(tokens.slice(from, i + 1).join(" "))[0]?.drawnAs?.toLowerCase();
  if (shown && shown !== thing) return undefined;
  const rides = ridden(thing) || ridden(name);
  return rides || footwear(thing) ? { thing, from, rides } : undefined;
}

/** The drawing of a thing of this name the set draws to be held: no creature, nothing large. */
function holdable(name: string) {
  const drawn = motifByAnnotation(name);
  return drawn && !isCreature(drawn) && !isLarge(drawn) && thingGroups.has(motifGroup(drawn.hexcode))
    ? drawn
    : undefined;
}

/**
 * The thing an activity is done with, when the set draws the activity's own word as that thing
 * alone ("fishing": a fishing pole, "sewing": a sewing needle, "sweeping": a broom, "hiking":
 * hiking boots): a child holding it, or wearing it on the feet. Only a word whose commonest sense is an
 * act, said first, drawn as a thing one can hold (no creature, no figure doing it, nothing large).
 */
function heldThing(tokens: string[], i: number) {
  const word = tokens[i] as string;
  if (sortOf(word) !== sorts.act) return undefined;
  const doer = tokens.slice(0, i).some((t) => !stopWords.has(t));
  // The first word of a thing's name is no activity ("hiking boots", "fishing pole").
  const next = tokens[i + 1];
  if (next && motifByAnnotation(`${word} ${pluralize.singular(next)}`)) return undefined;
  const read = understandPhrase(word)[0];
  // The activity drawn as itself ("bowling": pins and a ball) is no thing held.
  if (!read?.drawnAs || read.standIn || read.word !== word || read.drawnAs.toLowerCase() === word) return undefined;
  const drawn = holdable(read.drawnAs);
  if (!drawn) return undefined;
  const thing = drawn.annotation.toLowerCase();
  // Clothes are no thing held ("running": a running shirt, "bathing": briefs); shoes are worn.
  const worn = wornAt(thing);
  if ((worn && worn !== "feet") || (motifSubgroup(drawn.hexcode) === clothing && !footwear(thing))) return undefined;
  // One said doing it has the props of the deed (a rod with its line, from a boat); what it is
  // done in is worn by them ("a girl skating": the girl wearing ice skates, where the skating had
  // gone unsaid and undrawn).
  if (doer && !footwear(thing)) return undefined;
  return { thing, from: i, rides: false };
}

/**
 * The thing a deed is done with, where WordNet defines the deed so (lexicon.ts `instrumentOf`) and
 * the set draws that thing as one to hold ("raking": a rake, "shoveling": a shovel, "hammering": a
 * hammer): whoever does it holds it. The deed had been left out, the leaves alone for "raking
 * leaves into a pile".
 */
function deedTool(tokens: string[], i: number) {
  for (const stem of stemsOf(tokens[i] as string)) {
    const name = instrumentOf(stem);
    const drawn = name ? holdable(name) : undefined;
    if (drawn) return { thing: drawn.annotation.toLowerCase(), from: i, rides: false, tool: true };
  }
  return undefined;
}

/** The verbs an -ing word may be made from: "raking" rak, rake; "running" runn, run. */
const stemsOf = (word: string) => {
  const stem = word.slice(0, -3);
  return [stem, `${stem}e`, stem.replace(/(.)\1$/, "$1")];
};

/**
 * An activity named by what it is done on or in, where no drawing shows someone doing it
 * ("skateboarding", "ice skating", "sledding"): someone riding the thing, or wearing it when it
 * is footwear ("a boy skateboarding": a boy riding a skateboard; "ice skating": a child wearing
 * ice skates); or said alone and drawn as what it is done with (`heldThing`: "fishing", a child
 * holding a fishing pole). Who does it is the creature said before it, else a child. `words` is the activity
 * as typed, `drawn` how it is drawn, `clause` the phrase the page is read from instead.
 */
export const activityOf = remembered(
  (subject: string): { words: string; drawn: string; clause: string; who?: string; after: string } | undefined => {
    const tokens = typedWords(subject);
    const i = tokens.findIndex((t) => t.length >= 6 && t.endsWith("ing"));
    const word = tokens[i];
    if (i < 0 || !word) return undefined;
    const stems = stemsOf(word);
    const before = tokens[i - 1];
    const named = [
      ...(before ? stems.map((t) => ({ name: `${before} ${t}`, from: i - 1 })) : []),
      ...stems.map((t) => ({ name: t, from: i })),
    ]
      .map((c) => ({ ...c, motif: motifByAnnotation(c.name) }))
      .find((c) => c.motif);
    const done =
      (named?.motif && activityThing(tokens, named.from, i, named.motif, named.name)) ??
      heldThing(tokens, i) ??
      deedTool(tokens, i);
    if (!done) return deedOnThing(tokens, i);
    const { thing, from } = done;
    const whoWords = tokens.slice(0, from).join(" ");
    const who = whoWords && matchMotifs(whoWords, 1).some(isCreature) ? whoWords : undefined;
    if (whoWords && !who) return undefined;
    const said = tokens.slice(i + 1).join(" ");
    // What a tool's deed is done to, when it is a season's own ("raking leaves", "shoveling
    // snow"): the deed is done in that season, the thing its scenery (the leaves falling, the
    // snow). Read as a thing held, the leaves had been held up instead of the rake.
    const object =
      "tool" in done ? /^(.*?)(?=\s(?:into|in|on|at|with|to|from|under|over|by|for)\s|$)/.exec(said)?.[1] : "";
    const season = object ? seasonOf(object) : undefined;
    // Any other is left out, said so ("shoveling hay": a shovel held, the hay read as a second
    // thing held had lost the shovel).
    const rest = object ? said.slice(object.length).trim() : said;
    const after = season ? rest : said;
    // Worn by its last word where that alone names it: "hiking boots" read "hiking" as the deed again.
    const pair = (name: string) => name.replace(/s?$/, "s");
    const last = pair(thing.split(" ").at(-1) ?? thing);
    const read = understandPhrase(last)[0];
    const worn = read?.drawnAs?.toLowerCase() === thing && !read.standIn ? last : pair(thing);
    const deed = footwear(thing)
      ? `wearing ${worn}`
      : done.rides
        ? `riding a ${thing}`
        : `holding ${pluralize.isPlural(thing) ? thing : withArticle(thing)}${season ? ` in ${season}` : ""}`;
    const doer = who ?? "a child";
    return {
      words: [...tokens.slice(from, i + 1), ...(season ? [object] : [])].join(" "),
      drawn: `${who ? "" : "a child "}${deed}`,
      clause: `${doer} ${deed}${rest ? ` ${rest}` : ""}`,
      ...(who ? { who } : {}),
      after,
    };
  },
);

/**
 * A deed said first and done to a thing or a creature, with no one said to do it ("flying a kite",
 * "hugging a teddy bear", "riding a horse"): a child doing it, when the page drawn for "a child …"
 * shows the deed (the kite flown on its string, the bear hugged). It had been the thing alone, the
 * deed left out: a kite on the grass for "flying a kite". A deed the child's page would leave out too
 * ("baking cookies") stays the thing alone, said so; so does a thing one does nothing to (a
 * "shooting star" is a star).
 */
function deedOnThing(tokens: string[], i: number) {
  const word = tokens[i] as string;
  // Said first: after an article it says how a thing is ("a smiling rainbow"), after anyone who
  // does it ("two hands holding a cup"); "coloring" is the page's own word.
  if (i > 0 || bookWordsOf(word).size > 0) return undefined;
  if (!stemsOf(word).some(isVerb)) return undefined;
  // Read with its thing as one ("falling leaves", "reading books"), it says what the thing is.
  const one = (u: { word: string; drawnAs: string | null }) => u.word.includes(" ") && u.word.split(" ").includes(word);
  if (understandPhrase(tokens.join(" ")).some((u) => u.drawnAs && one(u))) return undefined;
  const after = tokens.slice(i + 1).join(" ");
  const thing = understandPhrase(after)[0];
  const drawn = thing?.drawnAs ? motifByAnnotation(thing.drawnAs) : undefined;
  // Said with no article, the two may name one thing ("shooting star", "riding horse").
  const article = /^(?:a|an|the|some|his|her|their|my|our)$/.test(tokens[i + 1] ?? "");
  if (!drawn || thing?.standIn || (!article && isNoun(`${word} ${thing?.word}`))) return undefined;
  const clause = `a child ${tokens.slice(i).join(" ")}`;
  const read = understandPhrase(clause);
  // The deed is the child's pose ("child flying": the child with the kite aloft), never left out.
  if (!read.some((u) => u.drawnAs === "child") || read.some((u) => u.drawnAs === null)) return undefined;
  return { words: word, drawn: `a child ${word}`, clause, after };
}

/** Furniture, and a table or a desk things stand on: nothing anyone holds. */
const furnishing = (name: string) => bearsThings(name) || isKindOf(name, "furniture");

/**
 * Held, worn or ridden by someone: a large thing held is none of these (a waiter serves at a
 * table, and had held one up).
 */
const fits = (e: Entry | undefined) =>
  !!e &&
  ((thingGroups.has(e.group) && !isLarge(e) && !furnishing(e.annotation.toLowerCase())) ||
    (e.group === "travel-places" && ridden(e.annotation.toLowerCase())));

/** A word read as a living being or a person drawn ("dragon", "puppy", "kids"). */
const beingSaid = (w: Understood) => {
  const m = motifByAnnotation(w.drawnAs ?? "");
  return isAnimate(w.word.split(" ").at(-1) ?? "") || (!!m && isCreature(m));
};

/** The thing said after what someone does, as drawn, when it is one they can hold, food too ("letters" is the alphabet's: none). */
function heldSaid(object: string): string | undefined {
  const said = understandPhrase(object).find((w) => w.drawnAs);
  const e = said?.drawnAs && !said.standIn ? getIndex().byAnnotation.get(said.drawnAs.toLowerCase()) : undefined;
  return fits(e) || (e?.group === "food-drink" && !isLarge(e)) ? e?.annotation.toLowerCase() : undefined;
}

/**
 * The thing a role is about, as the set draws it: named in the role's own words ("baseball
 * player": a baseball) or in WordNet's definition of it ("drummer": "someone who plays a drum";
 * "cyclist": "a person who rides a bicycle"), three words, then two, then one at a time, by a
 * drawing's whole name or the last words of it ("hockey": the ice hockey stick). Undefined when
 * neither names a thing drawn (a librarian's "library science").
 */
function roleThing(role: string): string | undefined {
  const idx = getIndex();
  const definition = (personGloss(role).split(/[;(]/)[0] ?? "").toLowerCase();
  for (const said of [role, definition]) {
    const words = typedWords(said);
    const names: string[] = [];
    for (let i = 0; i < words.length; i++)
      for (const n of [3, 2, 1]) {
        const name = words.slice(i, i + n).join(" ");
        // A word named by the one before it is no thing of it alone (a ringmaster's "circus ring"
        // is no ring on a finger, and had been held up as one).
        const before = words[i - 1] ?? "";
        const tail = n === 1 && !!before && !stopWords.has(before) && isNoun(before) && !isVerb(before);
        // The role's own name is no thing of it (a "player" is no drawing).
        if (i + n <= words.length && name !== role && !stopWords.has(name) && !tail)
          names.push(name, pluralize.singular(name));
      }
    // A drawing's whole name before the last words of one ("skates on a skateboard": the
    // skateboard, never the roller skate); the last words only of a game the role names
    // ("hockey": the field hockey stick), never of a thing (a pole vaulter's pole is no fishing
    // pole) nor of a definition's general word (a bowler's "ball" is no confetti ball).
    const game = (n: string) =>
      said === role && (sortOf(n) === sorts.act || (role.includes(" ") && sortsOf(n).includes(sorts.act)));
    // …or its first words ("soccer": the soccer ball, "rugby": the rugby football).
    const e =
      names.map((n) => idx.byAnnotation.get(n)).find(fits) ??
      names
        .filter(game)
        .map((n) =>
          idx.entries.find((e) => {
            const name = e.annotation.toLowerCase();
            return (name.endsWith(` ${n}`) || name.startsWith(`${n} `)) && fits(e);
          }),
        )
        .find(Boolean);
    if (e) return e.annotation.toLowerCase();
  }
  return undefined;
}

/**
 * What a role is known by on a page when neither its words nor WordNet's definition name a thing
 * drawn: the mail carrier's letter, the librarian's books, the lifeguard's ring buoy. Keyed by
 * WordNet's name for the role, so its other names are found too ("postman", "letter carrier",
 * "dustman"); never its kinds, which have things of their own (a pianist's is no guitar).
 */
const roleKits: ReadonlyArray<readonly [string, string]> = [
  ["mailman", "envelope"],
  ["librarian", "books"],
  ["gardener", "potted plant"],
  ["cheerleader", "megaphone"],
  ["lifeguard", "ring buoy"],
  ["soldier", "military helmet"],
  ["garbageman", "wastebasket"],
  ["janitor", "broom"],
  ["sorceress", "crystal ball"],
  ["musician", "guitar"],
  ["knight", "shield"],
  ["photographer", "camera"],
  ["detective", "magnifying glass tilted left"],
  ["pirate", "pirate flag"],
  ["ringmaster", "top hat"],
];

function kitOf(role: string): string | undefined {
  const one = pluralize.singular(role.toLowerCase());
  return roleKits.find(([name]) => one === name || sameThingAs(one, name))?.[1];
}

/**
 * A role known by what its people do, as the set draws someone doing it: "skater" (WordNet:
 * "someone who skates") a person wearing ice skates, "climber" the person climbing, "rower" the
 * person rowing. The doing is the role's name less its "-er", else the verb of WordNet's
 * definition ("someone who skates"). Each had been a stand-in (a skater as a person running) or
 * refused.
 */
function roleActivity(role: string, figure: string): string | undefined {
  const words = role.split(" ");
  const one = pluralize.singular(words.at(-1) ?? role);
  const gloss = personGloss(role) || personGloss(one);
  const said = /^[a-z]{3,}er$/.test(one) ? [`${one.slice(0, -2)}ing`, `${one.slice(0, -1)}ing`] : [];
  const verb = /\bwho (?:is )?([a-z]+?)(?:es|s)\b/.exec(gloss)?.[1];
  const ings = [...said, ...(verb ? [`${verb}ing`, `${verb.replace(/e$/, "")}ing`] : [])].filter((w) => !!verbOf(w));
  const who = withArticle(figure);
  // With the words before it first ("roller skater": roller skating, in roller skates), then alone
  // ("speed skater": skating).
  const withBefore = words.length > 1 ? ings.map((ing) => [...words.slice(0, -1), ing].join(" ")) : [];
  for (const ing of [...withBefore, ...ings]) {
    const clause = `${who} ${ing}`;
    const act = activityOf(clause);
    if (act && (act.who ?? who) === who && !act.after) return act.clause;
    const done = doerOf(clause);
    if (done && !done.after) return done.clause;
  }
  return undefined;
}

/**
 * Someone named by a role the set has no drawing of ("a baseball player", "a drummer", "a
 * cyclist"): a person of the role's sex and age with the thing the role is about (`roleThing`),
 * holding it, wearing it, or riding it when it is ridden. Each had been a stand-in to accept: a
 * person running for a baseball player, a singer for a drummer. A role whose words and definition
 * name no drawn thing is known by its kit (`roleKits`), else by what its people do
 * (`roleActivity`), else stays the stand-in it was (a waiter). `words` is the role as typed,
 * `drawn` how it is drawn, `clause` the phrase the page is read from instead, `left` what they
 * are said doing besides that is left out.
 */
export const roleOf = remembered(
  (subject: string): { words: string; drawn: string; clause: string; after: string; left?: string } | undefined => {
    const tokens = typedWords(subject);
    const lead = /^(?:a|an|the|my|our)$/.test(tokens[0] ?? "") ? 1 : 0;
    for (let n = 3; n >= 1; n--) {
      if (lead + n > tokens.length) continue;
      // The role names the page's one person, said alone or with where they are or what they
      // have: a word that goes on naming ("japanese girl", "camper van") or what they are
      // doing ("swinging a bat": the baseball bat, read with the whole phrase) is left as read.
      const next = tokens[lead + n];
      // Or said doing something ("a mail carrier delivering letters"): with the role's thing or kit
      // (a gardener planting flowers holds a potted plant, a photographer taking pictures the
      // camera), else the thing they do it with when they can hold it; where they do it is the
      // page's place. They had been a person to accept.
      const deed = next && /^[a-z]{3,}ing$/.test(next) && stemsOf(next).some(isVerb) ? next : undefined;
      if (next && !deed && !/^(?:in|at|on|by|under|near|with|and|for)$/.test(next)) continue;
      const role = tokens.slice(lead, lead + n).join(" ");
      // A kind WordNet does not name is its last word's ("a figure skater": a skater; "an
      // american football player": a player, whatever "american" alone is read as).
      const last = n >= 2 ? (tokens[lead + n - 1] ?? "") : "";
      const byLast = !!last && !isPerson(role) && !isNoun(role) && isPerson(last);
      if (!(isPerson(role) || byLast) || isNamedPerson(role)) continue;
      // The words of it WordNet names a person by, last ("football player" of "college football player").
      const named = role.split(" ");
      const core = byLast ? (named.map((_, k) => named.slice(k).join(" ")).find(isPerson) ?? last) : role;
      // A role the set draws is itself; one it draws only as another (a stand-in), or not at all
      // (a garbage man), is the person with their thing.
      const read = understandPhrase(role).filter((w) => !byLast || w.word.split(" ").includes(last));
      if (read.length !== 1 || (read[0]?.drawnAs && !read[0]?.standIn)) continue;
      const rest = tokens.slice(lead + n + (deed ? 1 : 0));
      const at = deed ? rest.findIndex((t) => /^(?:in|at|on|by|under|near)$/.test(t)) : 0;
      const object = deed ? rest.slice(0, at < 0 ? rest.length : at).join(" ") : "";
      // Someone they do it to is the page's too ("a knight fighting a dragon", "a vet holding a
      // puppy"): read as it was, never left undrawn behind the role's thing.
      // (Read with the whole phrase: a baseball player's bat is no animal.)
      const theirs = (w: Understood) => role.split(" ").some((t) => w.word.split(" ").includes(t));
      if (object && understandPhrase(tokens.join(" ")).some((w) => w.drawnAs && !theirs(w) && beingSaid(w)))
        return undefined;
      const after = rest.slice(at < 0 ? rest.length : at).join(" ");
      // A kit is drawn where the rest says only where they are: in a boat or with a thing, what
      // they do there is the page's relation, and the kit would go undrawn ("a pirate in a rowboat").
      const placedOnly = () => understandPhrase(after).every((w) => !w.drawnAs || w.drawnAs.endsWith(" setting"));
      const thing =
        roleThing(role) ??
        (core !== role ? roleThing(core) : undefined) ??
        (deed || placedOnly() ? kitOf(role) : undefined) ??
        (object ? heldSaid(object) : undefined);
      const figure = personFigure(core) ?? "person";
      if (!thing) {
        // What they are said doing besides is left out, said so ("figure skater spinning": read
        // alone, "spinning" is the exercise on a bicycle).
        const act = object ? undefined : roleActivity(core, figure);
        const left = deed ? { left: deed } : {};
        return act
          ? { words: role, drawn: act, clause: `${act}${after ? ` ${after}` : ""}`, after, ...left }
          : undefined;
      }
      const how = wornAt(thing) ? "wearing" : ridden(thing) ? "riding" : "holding";
      // Things drawn in the plural ("books") are said without an article.
      const said = pluralize.isPlural(thing) && pluralize.singular(thing) !== thing ? thing : withArticle(thing);
      const drawn = `${withArticle(figure)} ${how} ${said}`;
      const words = [role, deed, object].filter(Boolean).join(" ");
      return { words, drawn, clause: `${drawn}${after ? ` ${after}` : ""}`, after };
    }
    return undefined;
  },
);

/** Grown-ups by sex: the set draws most people doing something as a person, a man and a woman. */
const grownUps: Readonly<Record<string, "man" | "woman" | "person">> = {
  woman: "woman",
  lady: "woman",
  man: "man",
  guy: "man",
  person: "person",
  someone: "person",
};

/**
 * Children, whom the set draws doing nothing: the person doing it stands in for them, said so
 * (never exact); of their sex only where the set has no person doing it (a girl dancing).
 */
const children: Readonly<Record<string, "man" | "woman" | "person">> = {
  boy: "man",
  girl: "woman",
  kid: "person",
  child: "person",
  toddler: "person",
  teen: "person",
  teenager: "person",
};

/**
 * A grown-up said doing something the set draws as a person doing it ("a woman doing yoga": the
 * woman in lotus position; "a man surfing": the man surfing): one figure, of their sex where the
 * set has one, never the woman standing beside a man doing it. A word that only says which part
 * of it ("a yoga pose", "a karate kick") goes with it. `words` is the activity as typed, `drawn`
 * the drawing, `clause` the phrase the page is read from instead.
 */
export const doerOf = remembered(
  (
    subject: string,
  ): { who: string; words: string; drawn: string; clause: string; after: string; exact: boolean } | undefined => {
    const m = /^(?:(?:an?|the|my|our)\s+)?([a-z]+)\s+(?:(?:is\s+)?doing\s+(?:some\s+|a\s+|an\s+)?)?(.+)$/i.exec(
      subject.trim(),
    );
    const said = m?.[1]?.toLowerCase() ?? "";
    const child = Object.hasOwn(children, said) ? children[said] : undefined;
    const sex = Object.hasOwn(grownUps, said) ? grownUps[said] : undefined;
    if (!m?.[1] || !m[2] || !(sex || child)) return undefined;
    const rest = m[2].split(/\s+/);
    for (let n = Math.min(3, rest.length); n >= 1; n--) {
      const words = rest.slice(0, n).join(" ").toLowerCase();
      // The set's person doing it by name ("a boy running": the person running), else as read.
      const direct = !!motifByAnnotation(`person ${words}`);
      const read = direct ? undefined : understandPhrase(words)[0];
      const drawn = direct ? `person ${words}` : read?.word === words ? (read.drawnAs?.toLowerCase() ?? "") : "";
      const action = /^(?:person|man|woman) (.+)$/.exec(drawn)?.[1];
      // Or the set's drawing of the one who does it, by the doer's name ("a girl skiing": the
      // skier, "a boy snowboarding": the snowboarder); the deed had been left out.
      const doer = !direct && n === 1 ? doerName(words) : undefined;
      const byDoer = doer && motifByAnnotation(doer) ? doer : undefined;
      if (!byDoer && (!action || (sex && !drawn.startsWith("person ")))) continue;
      const name =
        byDoer ?? (child ? ["person", child] : [sex]).map((s) => `${s} ${action}`).find(motifByAnnotation) ?? drawn;
      const part = /^(?:poses?|positions?|moves?|kicks?|class|session|practice)$/i.test(rest[n] ?? "") ? 1 : 0;
      // Words the drawing's name says already ("rowing a boat": the person rowing boat) are its own.
      const named = new Set(name.split(" "));
      let tail = rest.slice(n + part);
      for (;;) {
        const lead = /^(?:a|an|the|some)$/i.test(tail[0] ?? "") ? 1 : 0;
        const next = (tail[lead] ?? "").toLowerCase();
        if (!next || !(named.has(next) || named.has(next.replace(/s$/, "")))) break;
        tail = tail.slice(lead + 1);
      }
      // Down or up a place is on it ("a boy skiing down a mountain": the skier on a mountain,
      // in its scene; read as typed, the mountain had stood beside him, "down" left out).
      const after = tail.join(" ").replace(/^(?:down|up)\s+(?=(?:a|an|the)\s)/i, "on ");
      const clause = `${name}${after ? ` ${after}` : ""}`;
      // Said already as the drawing's own name ("man surfing"): read as it is.
      if (clause === subject.trim().toLowerCase()) return undefined;
      return { who: m[1], words: rest.slice(0, n + part).join(" "), drawn: name, clause, after, exact: !child };
    }
    return undefined;
  },
);

/** "a cat with a hat" → "a cat wearing a hat": the layouts draw it where it is worn. */
function wornClause(subject: string | undefined): string | undefined {
  const m = withPart.exec((subject ?? "").trim());
  if (!m?.[1] || !m[2] || !wornOn(m[1], m[2], true)) return undefined;
  return `${m[1]} wearing ${m[2]}`;
}

/** Someone in or wearing clothes ("a girl in a pretty dress", "a dog wearing a sweater") and what follows. */
const dressedIn =
  /^(.*?\S)\s+((?:dressed\s+)?in|wearing)\s+((?:(?:a|an|the|his|her|their|its)\s+)?(?:[^\s]+\s+){0,2}?[^\s]+?)((?:\s+(?:in|on|at|by|near|under|with|and|[a-z]+ing)\s.*)?)$/i;

/**
 * Someone in clothes is wearing them ("a girl in a hijab", "a boy in a hat"): they had been drawn
 * inside a giant hat or scarf. What the wearer's drawing cannot show worn (a sweater on a dog
 * drawn whole, gloves, jeans on a chibi figure) is left out (`worn` false), the wearer drawn
 * alone, never the clothes set on its head.
 */
export function dressedClause(
  subject: string | undefined,
): { who: string; clothes: string; after: string; worn: boolean; subject: string } | undefined {
  const m = dressedIn.exec((subject ?? "").trim());
  if (!m?.[1] || !m[3]) return undefined;
  const [, who, verb, clothes = "", after = ""] = m;
  const word = headWord(clothes.replace(/^(?:a|an|the|his|her|their|its)\s+/i, ""));
  const at = wornAt(word);
  // In shoes or boots ("a kitten in a boot") is in them; a thing not worn ("a cat in a box") is where one is.
  if (!at || at === "feet") return undefined;
  const owner = matchMotifs(who, 1)[0];
  if (!owner || !isCreature(owner)) return undefined;
  const worn = wornOn(who, clothes);
  if (worn && verb === "wearing") return undefined;
  return { who, clothes, after, worn, subject: worn ? `${who} wearing ${clothes}${after}` : `${who}${after}` };
}

/** A flier said in the air and nowhere else ("majestic eagle in flight", "pterodactyl flying"). */
const flightSaid =
  /^(.*?\S)\s+((?:(?:is|are)\s+)?(?:flying|soaring|gliding|swooping|hovering|in flight|in the air|in mid[\s-]?air|on the wing)(?:\s+(?:high|away|up|around|overhead|by|free|through the sky|across the sky|in the sky))?)$/i;

/**
 * A creature or a craft that flies, said flying and nowhere else: the page is the sky it flies
 * in, clouds round it (an eagle "in flight" had stood on a garden path, a plane on a hill). A
 * thing that does not fly ("a pig flying") is not read so.
 */
export function flightClause(subject: string | undefined): { who: string; words: string } | undefined {
  const m = flightSaid.exec((subject ?? "").trim());
  if (!m?.[1] || !m[2]) return undefined;
  const last = m[1].toLowerCase().split(/\s+/).at(-1) ?? "";
  if (!isFlier(last) || matchMotifs(m[1], 2).length !== 1) return undefined;
  return { who: m[1], words: m[2].toLowerCase() };
}

/** A shop said alone, its goods first ("candy shop interior", "a cozy bookstore", "cat cafe"). */
const shopSaid =
  /^(?:(?:a|an|the|my|our|inside|in|of|cozy|cosy|little|small|tiny|old|vintage|cute|busy|quaint|local|corner|charming)\s+)*(?:(.+?)\s+)?(shop|store|parlou?r|boutique|stall|emporium|cafe|café|bakery|patisserie|florist|book ?shop|book ?store|gelateria)s?((?:\s+(?:interior|inside))?)$/i;

/**
 * A shop named by what it sells, alone ("candy shop interior", "ice cream parlor", "a cozy
 * bookstore", "cat cafe"): the inside of that shop (concepts.ts: its sign, its goods on every
 * shelf), what it sells on the counter. It had been one candy or one ice cream on a blank page,
 * the shop and "interior" left out, or a convenience store stood in for a bookshop. Goods the
 * set cannot draw make no shop page ("record store"), unless the shop's kind has its own goods
 * ("toy shop": a teddy bear).
 */
export function shopPage(
  subject: string | undefined,
): { words: string; goods: string | undefined; thing: string; setting: string; sign: string } | undefined {
  const m = shopSaid.exec((subject ?? "").toLowerCase().replace(/[’']/g, "").replace(/\s+/g, " ").trim());
  if (!m?.[2]) return undefined;
  const goods = m[1]?.trim();
  // Someone or something in a shop ("a girl in a flower shop") is a scene in it, not its goods.
  if (goods && /\b(?:in|on|at|with|and|by|of|near|under|inside|outside|from)\b/.test(goods)) return undefined;
  // Said as the shop's kind: a bookstore is a book shop, a parlor or a stall a shop (a bookstore
  // had been read as a convenience store).
  const word = m[2]
    .replace(/^book ?(?:shop|store)$/, "book shop")
    .replace(/^(?:store|parlou?r|boutique|stall|emporium)$/, "shop");
  const setting = `${goods ? `${goods} ` : ""}${word}`;
  const concept = conceptFor(setting);
  if (concept?.kind !== "shop") return undefined;
  const read = goods ? understandPhrase(goods) : [];
  const drawn = read.length > 0 && read.every((w) => w.drawnAs && !w.standIn);
  const own = concept.sign !== "Shop";
  // No creature is stock ("a pet shop": dogs on the shelves); a cat café's cat is on its counter.
  const sold = drawn && goods ? matchMotifs(goods, 1)[0] : undefined;
  if (!own && (!sold || isCreature(sold))) return undefined;
  const thing = drawn && goods ? goods : concept.props[0];
  if (!thing) return undefined;
  // A shop of no kind of its own is signed with what it sells ("Ramen Shop", "Hat Shop").
  const name = goods ?? "";
  const short = `${name.length <= 9 ? name : (name.split(" ").at(-1) ?? "")} shop`;
  const sign = own ? (concept.sign ?? "Shop") : short.replace(/\b[a-z]/g, (c) => c.toUpperCase());
  return { words: `${m[2]}${m[3] ?? ""}`.trim(), goods: drawn ? goods : undefined, thing, setting, sign };
}

/**
 * A request that names only a place ("a farm", "jungle", "a day at the beach"): the page is that
 * place's setting, with the first of the things found there (concepts.ts) as its subject, where
 * the place word alone had drawn one such thing as if it were the place (a farm as a tractor).
 */
export function placePage(subject: string | undefined): { place: string; thing: string } | undefined {
  const read = understandPhrase(subject);
  const settings = read.filter((u) => u.drawnAs === settingName(u.word));
  if (settings.length === 0 || read.some((u) => u.drawnAs && !settings.includes(u))) return undefined;
  // A place named with its landscape before it ("a mountain lake", "a mountain river") is the
  // place itself, its landscape round it (the lake's scene has its mountains).
  const [first, next] = settings;
  const named =
    first &&
    next &&
    settingConcept(next.word)?.kind === "outdoor" &&
    (subject ?? "").toLowerCase().includes(`${first.word} ${next.word}`)
      ? next
      : first;
  const place = named?.word ?? "";
  const concept = settingConcept(place);
  const props = concept?.props ?? [];
  // The thing of the place's own size first (a bedroom's bed, a beach's palm tree, a farm's
  // tractor): a small one drawn as the page's subject was a giant teddy or a giant shell.
  const thing = concept?.furniture ?? props.find(placeSized) ?? props[0];
  return thing ? { place, thing } : undefined;
}

/** A place page (`placePage`) of a street, a town or downtown: drawn as the street of buildings (cityscape.ts). */
export const streetPlace = (page: { place: string }): boolean => settingConcept(page.place)?.kind === "street";

const placeSized = (annotation: string) => {
  const name = annotation.toLowerCase();
  // Any tree of a name of two words ("evergreen tree", "deciduous tree") is a tree.
  return (
    /\btree$/.test(name) || ["furniture", "structure", "vehicle", "home appliance"].some((k) => isKindOf(name, k, 14))
  );
};
/** A horse or a unicorn said to have wings, and the winged creature of our drawings it is. */
const winged: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:(?:winged|flying)\s+unicorns?|unicorns?\s+with\s+(?:(?:big|white|feathered|pretty)\s+)?wings)\b/i, "alicorn"],
  [
    /\b(?:(?:winged|flying)\s+(?:horses?|ponies|pony)|(?:horses?|ponies|pony)\s+with\s+(?:(?:big|white|feathered|pretty)\s+)?wings|pegasi)\b/i,
    "pegasus",
  ],
];

/**
 * "a winged horse", "a unicorn with wings": the pegasus or the alicorn of our own drawings
 * (own-drawings.ts), where the wings had been left out (a part of a body) and both were refused
 * by name.
 */
export function wingedCreature(subject: string | undefined): string | undefined {
  const s = subject ?? "";
  for (const [re, name] of winged) if (re.test(s)) return s.replace(re, name);
  return undefined;
}

/** "… with a face", "… with a cute smile", "… with faces": a face put on a thing. */
const withFace =
  /^(.*?\S)\s+with\s+(?:an?\s+)?(?:(?:cute|happy|smiling|smiley|kawaii|funny|little|big)\s+)*(faces?|smiles?|smiley faces?)\s*$/i;
/** Words that give a thing a face of its own ("kawaii toast", "a smiling cloud", "happy avocado"). */
const facedWords = /\b(kawaii|smiling|smiley|happy)\b\s*/i;

/**
 * A thing with no face of its own given one ("cute hamburger with a face", "kawaii toast", "a
 * smiling cloud"): the thing, drawn with a cute face (faces.ts), where the face had been left out.
 * A creature or a person already has a face: the words leave its drawing as it is.
 */
function facedThing(subject: string | undefined): { thing: string; word: string } | undefined {
  const s = (subject ?? "").trim();
  const m = withFace.exec(s);
  const said = m ? undefined : facedWords.exec(s);
  const thing = m ? m[1] : said ? s.replace(facedWords, " ").replace(/\s+/g, " ").trim() : undefined;
  if (!thing) return undefined;
  // A plant in a pot ("kawaii cactus in a pot") is judged by the plant: the face is on it. So is a
  // thing with glasses or a hat it wears ("happy sun with sunglasses": the sun).
  let worn: string | undefined;
  const core = (inPot.exec(thing)?.[1] ?? thing).replace(
    /\s+(?:with|wearing)\s+((?:(?:a|an|the|some|its)\s+)?([a-z]+(?:\s+[a-z]+)?))$/i,
    (said, clothes: string, name: string) => {
      if (!["eyes", "head"].includes(wornAt(headWord(name)) ?? "")) return said;
      worn = clothes;
      return "";
    },
  );
  const read = understandPhrase(core);
  // The thing first said, drawn as itself or its kind, that is no creature (a plant or a cloud may
  // smile), wears the face; what is said with it stays as it is ("kawaii cloud raining hearts":
  // the cloud smiles, where the face had been left out because the hearts were a second thing).
  const [motif] = matchMotifs(core, 2);
  const first = read.find((w) => w.drawnAs);
  if (!first || read.some((w) => w.standIn) || first.drawnAs !== motif?.annotation) return undefined;
  if (
    !motif ||
    isCreature(motif) ||
    /face|person|man\b|woman|ghost|skull|robot|alien|clown|jack-o-lantern|snowman/i.test(motif.annotation)
  )
    return undefined;
  return { thing: worn ? `${core} wearing ${worn}` : thing, word: (m ? m[2] : said?.[1]) as string };
}

/** "… in a pot", "… in a terracotta planter": what a plant grows in. */
const inPot =
  /^(.*?\S)\s+in\s+(?:an?\s+|the\s+|its\s+|a\s+little\s+)?(?:(?:flower|clay|terracotta|small|little)\s+)?(?:pots?|planters?)\s*$/i;

/** "a pig, a goat and a cow on a farm": three or more things, listed, then where they are. */
const listInPlace = /^\s*([^,]+,[^,]+?\band\s+.+?)\s+(?:in|on|at)\s+(?:the|a|an)\s+([a-z]+)\s*$/i;

/** How deep `readSketch` is in re-reading a rewritten clause (activityOf, doerOf). */
let rewrites = 0;

/**
 * Someone or an animal named in a scene's place ("teacher" in Classroom Scene's class: "teacher
 * classroom") is drawn there with the page's subject, as its second subject. The classroom's
 * students had been drawn and the teacher dropped without a word.
 */
function whoIsThere(typed: Record<string, string>): Record<string, string> | undefined {
  if (typed.layout !== "scene" || !typed.setting || typed.subject2) return undefined;
  const subject = matchMotifs(typed.subject ?? "", 1)[0];
  for (const u of understandPhrase(typed.setting)) {
    if (!u.drawnAs || !u.exact || u.standIn || u.drawnAs === settingName(u.word)) continue;
    const m = motifByAnnotation(u.drawnAs);
    if (!m || !isCreature(m) || m.hexcode === subject?.hexcode) continue;
    const place = typed.setting.replace(
      new RegExp(`\\b(?:an?\\s+|the\\s+)?${u.word}\\b(?:\\s+(?:in|at|on)\\s+(?:an?|the)\\s+)?`, "i"),
      " ",
    );
    return { ...typed, subject2: u.word, setting: place.replace(/\s+/g, " ").trim() };
  }
  return undefined;
}

/**
 * The sketch block a page is drawn from: a motif or scene whose subject names a letter or a
 * digit becomes that letter page, its other words the page's subject.
 */
export function readSketch(typed: Record<string, string>): Record<string, string> {
  const layout = typed.layout ?? "motif";
  if (layout === "mandala" || layout === "pattern") return ornamentTheme(typed);
  if (layout === "letter") return letterFriend(typed);
  if (layout !== "motif" && layout !== "scene") return typed;
  const there = whoIsThere(typed);
  if (there) return readSketch(there);
  const time = clockAt(typed.subject);
  if (time) return readSketch({ ...typed, subject: time });
  const words = wordsPage(typed);
  if (words) return words;
  // A misspelt name is read as the name it was meant to be ("a cute unicron": a unicorn).
  const sketch = spelt(typed);
  // A set asked for as a whole ("the five senses", "types of birds"): its chart (charts.ts).
  if (chartOf(sketch.subject ?? "")) return { ...sketch, layout: "chart" };
  const filled = patternFilled(sketch.subject);
  if (filled) return { ...sketch, subject: filled, detail: "detailed", ornament: "filled" };
  const ornament = ornamentPage(sketch.subject);
  if (ornament) {
    const { subject: _typed, ...others } = sketch;
    const style = [sketch.style, ornament.style].filter(Boolean).join(" ");
    return { ...others, layout: ornament.layout, style, ...(ornament.thing ? { subject: ornament.thing } : {}) };
  }
  const named = namesIn(sketch.subject);
  if (named.names.length > 0) {
    const name = named.names.join(" & ");
    const { subject: _typed, ...others } = sketch;
    // Only the name asked for ("my name in bubble letters NOAH"): a lettering page of it.
    const left = named.rest.replace(
      /\b(?:in|of|with|and|the|a|an|letters?|name|font|style|coloring|colouring|page)\b/gi,
      " ",
    );
    if (named.lettering || !left.trim())
      return {
        ...others,
        layout: "lettering",
        text: name,
        style: [sketch.style, left.trim()].filter(Boolean).join(" "),
      };
    // A name with a thing ("our dog Max", "a unicorn for Lily"): the thing, the name lettered under it.
    return readSketch({ ...others, subject: named.rest, caption: sketch.caption ?? name });
  }
  // An occasion said with a thing ("a halloween cat", "a teddy bear on valentine's day"): the
  // thing, the occasion's marks round it as the page's decoration (themes.ts `occasionWith`).
  const occasion = sketch.occasion ? undefined : occasionWith(sketch.subject ?? "");
  if (occasion)
    return readSketch({
      ...sketch,
      subject: occasion.rest,
      occasion: occasion.theme,
      decoration: [sketch.decoration, ...occasion.marks].filter(Boolean).join(", "),
    });
  // A list of things in a place ("a pig, a goat and a cow on a farm": a habitat's animals,
  // themes.ts) is that place's scene with them side by side, not a stack of drawings.
  const listed = layout === "motif" ? listInPlace.exec(sketch.subject ?? "") : null;
  if (listed?.[1] && listed[2] && (settingConcept(listed[2]) || isPlace(listed[2])))
    return {
      ...sketch,
      layout: "scene",
      subject: listed[1],
      setting: [sketch.setting, listed[2]].filter(Boolean).join(", "),
    };
  const flying = wingedCreature(sketch.subject);
  if (flying) return readSketch({ ...sketch, subject: flying });
  // Someone using a thing, or a grown-up doing something, read again as the clause it says
  // (a rewrite never feeds itself more than twice, whatever the words).
  const said = sketch.subject ?? "";
  const clause = rewrites < 2 ? (activityOf(said) ?? doerOf(said) ?? roleOf(said))?.clause : undefined;
  if (clause) {
    rewrites++;
    try {
      return readSketch({ ...sketch, subject: clause });
    } finally {
      rewrites--;
    }
  }
  const faced = facedThing(sketch.subject);
  if (faced) return readSketch({ ...sketch, subject: faced.thing, face: faced.word });
  const part = partClause(sketch.subject);
  // A window said with things ("rainy day window with a cup of tea", "window with plants"): the
  // things by the window, in its room. The window had been drawn alone as a tile, the things left
  // out as if they were its parts.
  const wall = part ? headWord(part.owner) : "";
  if (part && wall && wallPart(wall)) {
    const before = part.owner.replace(new RegExp(`\\b${wall}\\b.*$`, "i"), "").trim();
    const when = /\b(?:day|night|morning|afternoon|evening)$/i.test(before);
    const things = `${when ? "" : `${before} `}${part.part} by the ${wall}`.trim();
    return readSketch({ ...sketch, subject: when ? `${things} on a ${before}` : things });
  }
  if (part) return { ...sketch, subject: part.owner };
  // A plant in a pot is the plant in its own pot ("a cactus in a pot"): the pot had been a pot
  // of stew. A plant drawn without one (the cactus, a tulip) grows from a clay pot (relation.ts);
  // it had been drawn in a field, the pot dropped without a word.
  const potted = inPot.exec(sketch.subject ?? "");
  const clay = /\bclay\s+pot\s*$/i.test(sketch.subject ?? "");
  if (potted?.[1] && !clay && isKindOf(headWord(potted[1].replace(facedWords, " ")), "plant")) {
    const plant = matchMotifs(potted[1], 1)[0];
    const ownPot = !plant || /\bpot/.test(plant.annotation.toLowerCase());
    return readSketch({ ...sketch, subject: ownPot ? potted[1] : `${potted[1]} in a clay pot` });
  }
  const wearing = wornClause(sketch.subject) ?? dressedClause(sketch.subject)?.subject;
  if (wearing) return readSketch({ ...sketch, subject: wearing });
  // A building page of a place ("bakery" on a building tool) draws its front from the street.
  const front = layout === "scene" && buildingWords.test(sketch.subject ?? "");
  const flight = sketch.setting ? undefined : flightClause(sketch.subject);
  if (flight) return readSketch({ ...sketch, layout: "scene", subject: flight.who, setting: "sky" });
  const shop = front ? undefined : shopPage(sketch.subject);
  if (shop) return { ...sketch, layout: "scene", setting: shop.setting, subject: shop.thing, sign: shop.sign };
  const place = front ? undefined : placePage(sketch.subject);
  if (place) {
    const setting = [sketch.setting, place.place].filter(Boolean).join(", ");
    // The night or the rain a place is said to be in stays with it ("a haunted forest": its moon
    // and stars; "a rainy day in the park": its clouds and drops).
    const weather = [nightWords, rainWords].map((re) => re.exec(sketch.subject ?? "")?.[0]);
    const mood = [sketch.mood, ...weather].filter(Boolean).join(", ");
    // A street, a town or downtown named alone is the street itself, a row of buildings drawn as
    // the picture (layouts/cityscape.ts): none of its things stands for it ("london street with a
    // red phone booth" had been a giant umbrella on the pavement).
    // The features it is said with are built into it ("old town with cobblestones").
    const city = streetPlace(place);
    return {
      ...sketch,
      layout: "scene",
      setting,
      subject: city ? "city buildings" : place.thing,
      ...(city ? { decoration: sketch.subject } : {}),
      ...(mood ? { mood } : {}),
    };
  }
  const page = letterPage(sketch.subject);
  if (!page) return sketch;
  const { subject: _asked, ...rest } = sketch;
  return { ...rest, layout: "letter", letter: page.glyph, ...(page.rest ? { subject: page.rest } : {}) };
}

/** An hour, a figure or its word: 1 to 12. */
const hourWord = `(\\d{1,2}|${numberWords.slice(1, 13).join("|")})`;
/** A time of day said ("3 o'clock", "7:30", "half past four", "6 am"), its hour and minutes. */
const timeSaid = new RegExp(
  `\\b(half\\s+past\\s+)?${hourWord}(?::([0-5]\\d))?(\\s*(?:o['’]?\\s?clock|[ap]\\.?m\\b\\.?))?(?![\\w:])`,
  "i",
);
/** A clock said before the time it shows ("a clock showing", "the old wall clock at"), two words of its kind at most. */
const clockBefore =
  /(?:\b(?:an?|the)\s+)?(?:\b[a-z]+\s+){0,2}\bclocks?\s+(?:(?:that\s+)?(?:shows|showing|says|saying|reads|reading|pointing\s+to|striking|strikes)\s+|at\s+|with\s+(?:the\s+time\s+)?)?$/i;

/**
 * A clock said with the time it shows ("clock showing 3 o'clock", "a clock at half past four", "a
 * clock that says 7:30") is the set's clock at that hour or half hour, its hands drawn so: the
 * figure had been read as nothing and a clock at twelve drawn. A time on its own needs its
 * "o'clock", a half past or its minutes; minutes other than :00 and :30 have no clock face here,
 * and a clock said with other things is read as before.
 */
function clockAt(subject: string | undefined): string | undefined {
  if (!subject || !/\bclock|o['’]?\s?clock\b|\d:\d\d|half\s+past/i.test(subject)) return undefined;
  const m = timeSaid.exec(subject);
  if (!m?.[2]) return undefined;
  const [said, half, figure, minutes, suffix] = m;
  const before = subject.slice(0, m.index);
  const clock = clockBefore.exec(before);
  // A bare figure is a time only where a clock is said to show it ("a clock at 6 am", "a clock showing 3").
  const shown = !!clock && /\b(?:shows|showing|says|saying|reads|reading|to|striking|strikes|at)\s*$/i.test(clock[0]);
  if (!half && minutes === undefined && !/clock/i.test(suffix ?? "") && !shown) return undefined;
  if (minutes !== undefined && minutes !== "00" && minutes !== "30") return undefined;
  const n = numberSaid(figure ?? "");
  if (n < 1 || n > 24) return undefined;
  const hour = numberWords[n % 12 || 12];
  const face = half || minutes === "30" ? `${hour}-thirty` : `${hour} o’clock`;
  // The clock alone is the page: its face is looked up whole (word-match.ts `numbered`), as a
  // number word is no thing's word elsewhere.
  const start = clock ? m.index - clock[0].length : m.index;
  const others = tokenize(`${subject.slice(0, start)} ${subject.slice(m.index + said.length)}`);
  // Besides it only small words, the clock said again ("11:00 on a clock") and words of how it is.
  const besides = (w: string) => !stopWords.has(w) && !/^clocks?$/.test(w) && !(isAdjective(w) && !isNoun(w));
  if (others.some(besides) || face === subject) return undefined;
  return face;
}

/** Words that name the letter page itself ("alphabet letters", "ABC", "capital"): no friend to draw. */
const alphabetWords = /\b(?:the|an?|alphabet|abcs?|letters?|upper[\s-]?case|lower[\s-]?case|capitals?|of|and)\b/gi;

/**
 * A letter tool's subject with the words that name the page taken out: "alphabet letters" has no
 * friend of its own (the letter's friends are drawn), where "letters" had been refused; "letter L
 * with a lion" has the lion, where its caption had read "L is for letter L with a lion".
 */
function letterFriend(typed: Record<string, string>): Record<string, string> {
  const { subject, ...others } = typed;
  if (!subject) return typed;
  // "letter L with a lion" on the alphabet tool: the lion is the friend ("L is for lion").
  const friend = letterPage(subject)?.rest ?? subject;
  return friend.replace(alphabetWords, " ").trim() ? { ...others, subject: friend } : others;
}

/**
 * A picture request that asks for words: words typed in quotation marks ("“Be kind” with
 * flowers") lettered as typed, the rest decorating them, or named and drawn ("a dog named “Max”":
 * the dog, the name under it); a request for sayings ("sarcastic quotes", "psalm 23") a lettering
 * page of one (sayings.ts; a batch's pages take consecutive ones, server/generations/plan.ts).
 */
function wordsPage(typed: Record<string, string>): Record<string, string> | undefined {
  const { subject, ...others } = typed;
  const quoted = quotedWords(subject);
  if (quoted) {
    const thing = quoted.rest
      .replace(/\b(?:named|called)\b/gi, " ")
      .replace(/\s+/g, " ")
      .trim();
    if (/\b(?:named|called)\b/i.test(subject ?? "") && thing)
      return readSketch({ ...others, subject: thing, caption: typed.caption ?? quoted.text });
    return lettered(others, quoted.text, quoted.source, quoted.rest);
  }
  const asked = sayingsAsked(spelling(subject ?? ""));
  if (!asked) return undefined;
  const saying = sayingFor(asked, 0);
  return lettered(others, saying.text, saying.source, asked.decoration);
}

const lettered = (others: Record<string, string>, text: string, source?: string, decoration?: string) => ({
  ...others,
  layout: "lettering",
  text,
  ...(source ? { subtitle: source } : {}),
  ...(decoration ? { decoration } : {}),
});

/**
 * A cover's subject read for the cover it asks for: a theme whose name is no drawing of its own
 * ("Christmas", "Valentine's Day": a holiday cover's suggestions) shows the theme's main subject,
 * its plan's first, where a page of the theme draws one subject of the plan a page.
 */
export function readCover(typed: Record<string, string>): Record<string, string> {
  const sketch = spelt(typed);
  const theme = themeOf(sketch.subject ?? "");
  const main = theme ? planOf(theme)[0] : undefined;
  if (!main || understandPhrase(sketch.subject).some((u) => u.drawnAs && !u.standIn)) return sketch;
  return { ...sketch, subject: main };
}

/** The subjects of a sketch block with their misspelt words corrected (spelling.ts). */
function spelt(sketch: Record<string, string>): Record<string, string> {
  const out = { ...sketch };
  for (const key of ["subject", "subject2"] as const) {
    const typed = sketch[key];
    if (typed) out[key] = spelling(typed);
  }
  return out;
}

/**
 * A typed phrase with its misspelt words corrected, names kept as typed. Kept per phrase: a page's
 * reading and its `understood` spell the same subject several times.
 */
export const spelling = remembered((typed: string): string => {
  const { names } = namesIn(typed);
  return sensesInContext(
    placePartsAsThePlace(
      placesAsTheirKinds(
        longerNamesJoined(
          ownersPlaces(
            onTheMoon(
              underTheSea(
                peopleByTheirSex(
                  royalsCrowned(
                    peopleByTheirLooks(
                      drawingsNamedWith(
                        holdersOfTheirThings(
                          describedKinds(
                            familiesAsTheirPeople(couplesAsTheirPeople(derelictHouses(correctSpelling(typed, names)))),
                          ),
                        ),
                      ),
                    ),
                  ),
                ),
              ),
            ),
          ),
        ),
        names,
      ),
    ),
  );
});

/**
 * The phrase with a creature said as a princess, a prince, a queen or a king ("a mermaid
 * princess", "a princess cat", "the frog prince") read as the creature wearing a crown, as the set
 * draws a crown worn: the royal word had been left out ("mermaid princess": a plain mermaid). One
 * noun of the two words ("a queen bee", "a king penguin", "a king cobra") is that creature.
 */
function royalsCrowned(phrase: string): string {
  // `all`, the two words as said, names one creature of its own ("a king penguin") or does not.
  const crowned = (all: string, creature: string) => {
    const c = creature.toLowerCase();
    if (stopWords.has(c) || isNoun(all.toLowerCase()) || isPerson(c)) return all;
    const drawn = matchMotifs(c, 1)[0];
    const itself = understandPhrase(c).every((u) => u.exact && !u.standIn);
    return drawn && isCreature(drawn) && itself ? `${creature} wearing a crown` : all;
  };
  return phrase
    .replace(/\b(?:princess|prince|queen|king)\s+([a-z]+)\b/gi, crowned)
    .replace(/\b([a-z]+)\s+(?:princess|prince|queen|king)\b/gi, crowned);
}

/** The sorts of living things (WordNet's lexicographer files). */
const living = new Set<number>([sorts.animal, sorts.plant, sorts.person]);

/**
 * The phrase with each living thing's word read in the sense another word of it gives ("a
 * baseball player swinging a bat": a baseball bat, a club, not the animal): where an earlier word
 * the page draws and this one are a noun WordNet knows, of another sort than the word alone (an
 * artifact, not an animal or a plant), the earlier word is said again before it. Two words side
 * by side are one compound already (compoundsOf); a compound of the word's own sort ("a vampire
 * with a bat": a vampire bat is an animal) changes nothing.
 */
function sensesInContext(phrase: string): string {
  const words = phrase.split(/\s+/);
  const plain = words.map((w) => w.toLowerCase().replace(/[^a-z-]/g, ""));
  const out = words.map((word, i) => {
    const t = plain[i] ?? "";
    if (i < 2 || !t || stopWords.has(t) || !living.has(sortOf(t) ?? -1)) return word;
    for (let j = 0; j < i - 1; j++) {
      const w = plain[j] ?? "";
      if (!w || stopWords.has(w) || w === t) continue;
      const sort = isNoun(`${w} ${t}`) ? sortOf(`${w} ${t}`) : undefined;
      // The earlier word is a thing the page draws (a baseball, a computer): what the page is
      // about. One it does not ("a family having a picnic under a tree") gives no family tree.
      if (sort !== undefined && !living.has(sort) && understandPhrase(w).some((u) => u.drawnAs && !u.standIn))
        return `${w} ${word}`;
    }
    return word;
  });
  return out.join(" ");
}

/**
 * A mandala or pattern tool's theme as the layout draws it: the words that name the ornament
 * itself or how it looks ("intricate mandala", "easy mandala for beginners") are the tool's own,
 * so only the thing they name ("owl mandala": an owl) is its subject, and none when nothing else
 * is named. Read as things, they had refused the tool's own word.
 */
function ornamentTheme(typed: Record<string, string>): Record<string, string> {
  const ornament = ornamentOfTool(typed.layout, typed.subject);
  if (!ornament) return typed;
  const { subject: _typed, ...others } = typed;
  const style = [typed.style, ornament.style].filter(Boolean).join(" ");
  return { ...others, style, ...(ornament.thing ? { subject: ornament.thing } : {}) };
}

/**
 * A mandala or pattern tool's theme read as the ornament it is the theme of: one naming the
 * ornament ("owl mandala") as the ornament page reads it, and one of words that only say how it
 * looks ("intricate": the tool search leaves the tool's own word out of the theme) as that
 * ornament with nothing in it; undefined for a theme that names a thing alone ("owl").
 */
export function ornamentOfTool(layout: string | undefined, theme: string | undefined): OrnamentPage | undefined {
  if (!theme?.trim()) return undefined;
  if (ornamentWords.test(theme)) return ornamentPage(theme);
  // Only a theme of words that say how an ornament looks; one naming a thing is read as any is.
  if (theme.replace(plainWords, " ").replace(/[^a-z]+/gi, "").length > 0) return undefined;
  const ornament = ornamentPage(`${theme} ${layout}`);
  // What was typed names how the ornament looks ("intricate"), or only the thing in it ("owl").
  const words = ornament?.thing ? "" : (ornament?.left ? theme.replace(ornament.left, "") : theme).trim();
  return ornament && { ...ornament, words: words || ornament.words };
}

/** A pattern's name, then what is on it: "checkerboard with flowers", "polka dots and hearts". */
const patternWith =
  /^(?:an?\s+)?(checkerboards?|checkered|chequered|polka[\s-]dots?|chevrons?|plaid|gingham|tartan|argyle|stripes)(?:\s+(?:pattern|design|background|print))?\s+(?:with|and)\s+(.+)$/i;
/** The ground a pattern's name draws (layouts/pattern.ts `groundOf`). */
function groundNamed(name: string): string {
  const n = name.toLowerCase();
  if (/^(?:check|chequer|gingham)/.test(n)) return "checks";
  if (/^(?:plaid|tartan)/.test(n)) return "plaid";
  if (n.startsWith("argyle")) return "diamonds";
  if (n.startsWith("chevron")) return "chevrons";
  if (n.startsWith("polka")) return "dots";
  return "stripes";
}
/** Shapes and plain geometry: a page of only these is geometry (never refused, never a house). */
const shapeWords =
  /\b(?:hexagons?|pentagons?|octagons?|triangles?|circles?|squares?|rectangles?|ovals?|diamonds?|stars?|hearts?|stripes?|striped|chevrons?|checkerboards?|checkered|zigzags?|waves?|wavy|spirals?|swirls?|swirly|honeycombs?|polka dots?|dots?|lines?|shapes?|geometry)\b/gi;
/** Words that only say how the geometry is, where in it a thing is ("in the center"), or that it is a page. */
const plainWords =
  /\b(?:floral|flowery|tribal|aztec|folk|moroccan|islamic|psychedelic|fractal|repeating|repeat|no|blank|space|a|an|the|and|with|of|in|at|its|big|small|simple|easy|large|little|fine|detailed|very|intricate|dense|basic|cute|design|designs|art|style|for|kids|adults?|toddlers?|preschool|colou?ring|page|pages|sheet|cent(?:er|re)|middle)\b/gi;

/** How a mandala's rings are chosen (layouts/mandala.ts `ringKinds`) from the words asked. */
function ringStyle(words: string): string {
  if (/henna|mehndi|rangoli|kolam|paisley|indian/i.test(words)) return "indian";
  if (/celtic/i.test(words)) return "celtic";
  if (/lace|boho|floral|flower/i.test(words)) return "floral";
  return "geometric";
}

/** What a page of doodles is called: doodles, stickers, or cute stuff and things. */
const doodleHeads =
  /^(.*?)\s*\b(doodles|doodle (?:sheet|page)s?|sticker sheets?|stickers|stuff|things|items|elements|icons)\s*$/i;
/** Words that say how doodles look, or that there are many: none is a thing among them. */
const doodleLooks =
  /\b(?:tiny|cute|kawaii|aesthetic|random|y2k|simple|easy|fun|funny|little|small|mini|cool|trendy|retro|groovy|various|assorted|misc|mixed|lots of|some|many|a|an|the|of|and|stickers?|sheet|page|doodle|colou?ring|for kids|for adults|for toddlers|for teens)\b/gi;

/**
 * A page of doodles ("random doodles", "space doodles", "kawaii things", "cute stationery
 * stickers"): a repeat of small drawings across the page, of the theme named (three of its
 * plan's subjects) or of the thing named, else three of the pattern page's cute set, by the seed
 * (layouts/pattern.ts). "Stuff" and "things" are a doodle page only when said to be cute, kawaii or the like
 * ("things that go" are vehicles). They had been refused, every word a describing one.
 */
function doodleSheet(s: string): OrnamentPage | undefined {
  const plain = s
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/\s+for\s+(?:kids|children|toddlers|adults|teens|girls|boys|everyone)$/, "")
    .replace(/\s+/g, " ")
    .trim();
  const m = doodleHeads.exec(plain);
  if (!m) return undefined;
  const [, before = "", head = ""] = m;
  const looks = before.match(doodleLooks) ?? [];
  if (
    /^(?:stuff|things|items|elements|icons)$/.test(head) &&
    !looks.some((w) => !/^(?:a|an|the|of|and|some|many|lots of)$/.test(w))
  )
    return undefined;
  const rest = before.replace(doodleLooks, " ").replace(/\s+/g, " ").trim();
  const theme = rest ? themeOf(rest) : undefined;
  if (theme) {
    // Three of the plan's subjects that, said together, are read as three drawings (a rocket and
    // an astronaut are read as one "rocket astronaut").
    const some: string[] = [];
    for (const subject of planOf(theme)) {
      const next = [...some, subject.replace(/^(?:an?|the)\s+/i, "")];
      if (matchMotifs(next.join(" and "), 3).length === next.length) some.push(next.at(-1) as string);
      if (some.length === 3) break;
    }
    if (some.length) return { layout: "pattern", words: s, thing: some.join(" and "), left: "", style: "doodle" };
  }
  const read = rest ? understandPhrase(rest) : [];
  const drawn = read.length > 0 && read.every((w) => w.drawnAs && !w.standIn);
  return { layout: "pattern", words: s, thing: drawn ? rest : "", left: drawn ? "" : rest, style: "doodle" };
}

export interface OrnamentPage {
  layout: "pattern" | "mandala";
  /** The ornament and shape words, as typed. */
  words: string;
  /** What else the request names (the pattern's drawing: "mushroom pattern" → mushroom), or "". */
  thing: string;
  /** Other words named that have no drawing of their own: left out. */
  left: string;
  style: string;
}

/**
 * Ornament that fills a thing's own shape when said with it ("zentangle cat", "a henna turtle"),
 * and a thing said to be decorated ("an elephant decorated for a festival", "an ornate horse").
 */
const fillWords =
  /\b(?:zentangles?|tangles?|tangled|henna|mehndi|paisley|patterned|boho|decorated|ornate|adorned|embellished)\b|\bwith (?:\w+ )?patterns?\b/gi;

/** The words that asked for a thing filled with ornament ("zentangle", "with zentangle patterns"). */
export const fillWordsOf = (subject: string | undefined): string =>
  [calmSaid(subject ?? ""), ...(subject?.match(fillWords) ?? []).map((w) => w.trim())].filter(Boolean).join(" ");

/**
 * The one living thing a request asks to be filled with ornament ("zentangle cat", "paisley
 * elephant", "an owl with zentangle patterns"), or undefined: drawn alone, large, its areas
 * filled with patterns (the detailed level). It had been a repeat of small cats across the page.
 */
function patternFilled(subject: string | undefined): string | undefined {
  const s = subject ?? "";
  // Said as calm colouring ("a stress relief elephant", "mindful owl"): filled as a zentangle is.
  const calm = !!calmSaid(s);
  if (!s.match(fillWords) && !calm) return undefined;
  const rest = filledRest(s);
  // A hand ("mehndi hand design", "henna hand"): the open hand, its palm and fingers filled, as
  // henna is drawn. "Hand" alone is no thing to the reading (everyone has them), and the hand had
  // been left out, the page a mandala.
  if (/^(?:(?:an?|the|one|open|my)\s+)?hands?$/i.test(rest)) return OPEN_HAND;
  const read = understandPhrase(rest);
  const [one] = read;
  const m = one?.drawnAs ? motifByAnnotation(one.drawnAs) : undefined;
  // Its own drawing or its kind's (an Indian elephant: the elephant); what else is said with it
  // and has no drawing ("for a festival") is left out, as it would be unfilled.
  if (!m || one?.standIn || read.slice(1).some((w) => w.drawnAs)) return undefined;
  return motifGroup(m.hexcode) === "animals-nature" ? rest : undefined;
}

/** The set's drawing of a hand held open, fingers apart. */
export const OPEN_HAND = "hand with fingers splayed";

/** The words of a request to fill with ornament less those asking for it ("henna hand design": hand). */
export const filledRest = (subject: string): string =>
  (calmSaid(subject) ? withoutCalm(subject) : subject)
    .replace(fillWords, " ")
    .replace(/\b(?:patterns?|style|design|art|drawing)\b/gi, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * A picture request that asks for ornament ("geometric pattern", "henna design", "zentangle
 * with swirls") or only for shapes ("hexagons", "a big triangle"): a repeat of the thing it
 * names ("mushroom pattern") or, with nothing else named, a mandala of rings whose kind follows
 * the words. Before, each was refused or drawn as some thing that shares a word (a pentagon as
 * a house, stripes as a zebra, a spiral as a shell).
 */
export function ornamentPage(subject: string | undefined): OrnamentPage | undefined {
  const s = (subject ?? "").trim();
  if (!s) return undefined;
  const sheet = doodleSheet(s);
  if (sheet) return sheet;
  // A pattern named with things on it ("checkerboard with flowers", "polka dots and hearts"): a
  // repeat of the things on that geometry (layouts/pattern.ts). It had been refused, then the
  // things alone, the pattern's own name left out.
  const on = patternWith.exec(s);
  if (on?.[2]) {
    const read = understandPhrase(on[2]);
    if (read.length > 0 && read.every((w) => w.drawnAs && !w.standIn))
      return {
        layout: "pattern",
        words: s,
        thing: on[2],
        left: "",
        style: `geometric ground-${groundNamed(on[1] ?? "")}`,
      };
  }
  const ornament = ornamentWords.test(s);
  const rest = s
    .replace(new RegExp(ornamentWords.source, "gi"), " ")
    .replace(shapeWords, " ")
    .replace(plainWords, " ")
    .replace(/[^a-z]+/gi, " ")
    .trim();
  const shapesOnly = !ornament && rest === "" && s.replace(plainWords, " ").match(shapeWords);
  if (!ornament && !shapesOnly) return undefined;
  // "Shapes" and no shape named ("shapes for toddlers"): a page of the plain shapes, each with its face.
  if (!ornament && (s.match(shapeWords) ?? []).every((w) => /^shapes?$/i.test(w)))
    return {
      layout: "pattern",
      words: "shapes",
      thing: "circle and square and triangle",
      left: "",
      style: "geometric",
    };
  // A shape the art draws as itself ("a star", "a heart shape") stays that drawing.
  const named = (w: Understood) =>
    w.exact || (!w.standIn && !!w.drawnAs && w.drawnAs.toLowerCase().split(" ").includes(w.word.replace(/s$/, "")));
  const shapes = (s.match(shapeWords) ?? []).filter((w) => !/^shapes?$/i.test(w));
  const drawnShapes = understandPhrase(s.replace(/\bshapes?\b/gi, " "));
  // One shape named alone ("a star", "heart shape") stays its drawing; shapes in the plural or
  // several ("circles", "stars and hearts") are the page's subject: a pattern of them.
  // With it, the rest is drawn as it would be with any one thing ("a star in space": the star
  // among the stars of space, never a page of stars).
  const one = shapes.length === 1 && !/s$/i.test(shapes[0] ?? "");
  const ofTheShape = (w: Understood) => shapes.some((sh) => w.word.toLowerCase().split(" ").includes(sh.toLowerCase()));
  if (!ornament && one && !/\bshapes?\b/i.test(s) && drawnShapes.filter(ofTheShape).every(named)) return undefined;
  // Each of several said as one ("a rectangle and an oval"): those shapes, drawn as things are.
  const eachOne = shapes.every((sh) => new RegExp(`\\b(?:an?|one)\\s+${sh}\\b`, "i").test(s));
  if (!ornament && shapes.length > 1 && eachOne && drawnShapes.filter(ofTheShape).every(named)) return undefined;
  if (!ornament && drawnShapes.length > 0 && drawnShapes.every(named)) {
    const thing = drawnShapes.map((w) => w.word).join(" and ");
    return { layout: "pattern", words: shapes.join(" "), thing, left: "", style: ringStyle(s) };
  }
  const words = [...s.matchAll(new RegExp(`${ornamentWords.source}|${shapeWords.source}`, "gi"))]
    .map((m) => m[0])
    .join(" ");
  // The thing is drawn only as itself or its kind: a stand-in or nothing leaves the geometry.
  const read = understandPhrase(rest);
  // Else the shapes named that the art draws as themselves ("heart mandala", "star pattern") are
  // its drawings: they had been left out, a mandala of rings with no heart in it.
  const shapesRead = shapes.length ? understandPhrase(shapes.join(" and ")) : [];
  const ownShapes =
    shapesRead.length > 0 && shapesRead.every((w) => named(w) && !facedShapes.has(w.drawnAs ?? ""))
      ? shapesRead.map((w) => w.word)
      : [];
  const thing =
    rest && read.some((w) => w.drawnAs) && !read.some((w) => w.standIn)
      ? rest
      : !rest && ownShapes.length
        ? ownShapes.join(" and ")
        : "";
  // A floral pattern with nothing else named is the pattern page's own flowers and leaves.
  const flowers = /\bpatterns?\b/i.test(s) && ringStyle(s) === "floral" && /floral|flower/i.test(s);
  const mandala = /mandala|rangoli|kolam|kaleidoscope/i.test(s) || (!thing && !flowers);
  // A tiling named with nothing in it ("tessellation", "moroccan tile pattern", "quilt pattern"):
  // cells across the whole page (layouts/tessellation.ts), not a mandala of rings.
  // Words that only say which tiling ("ocean wave pattern": the waves) are no thing in it.
  const left = rest
    .replace(new RegExp(tilingWords.source, "gi"), " ")
    .replace(tilingKindWords, " ")
    .replace(/\s+/g, " ")
    .trim();
  const tiled = (!thing || !left) && !/mandala|rangoli|kolam|kaleidoscope/i.test(s) && tilingWords.test(s);
  if (tiled) {
    const kind = tilingNamed(s);
    return { layout: "pattern", words: s, thing: "", left, style: `tiling${kind ? ` ${kind}` : ""}` };
  }
  return { layout: mandala ? "mandala" : "pattern", words, thing, left: thing ? "" : rest, style: ringStyle(s) };
}
