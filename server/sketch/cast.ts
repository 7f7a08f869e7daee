import pluralize from "pluralize";
import {
  feelingOf,
  inMood,
  type Motif,
  matchMotif,
  matchMotifs,
  motifGroup,
  oneEyedMotif,
  type Understood,
  wornProfession,
} from "./art.js";
import { isCreature } from "./layouts/relation.js";
import { animalKindOf, isAdjective, isNoun, kindsUnder, sortOf, sorts } from "./lexicon.js";
import { themeOf } from "./themes.js";
import { audience, numberSaid, numberWords } from "./words.js";

/**
 * Who is on the page and how: counts ("three cats", "2 dogs", "a pair of owls"), sizes ("a big
 * bear and a tiny mouse", "a giant snail") and "one-eyed". The motif and scene layouts draw the
 * cast; `understood` says what was drawn for each attribute, in plain words.
 */

export type Size = "giant" | "big" | "small" | "tiny";

export interface Member {
  /** The words left once the attributes are taken out ("cats"). */
  phrase: string;
  motif: Motif;
  count: number;
  /** The count as typed ("three", "2", "a pair of"); undefined when none was given. */
  countWord?: string;
  /** A count larger than a page holds was drawn as `count` (MAX_COUNT). */
  capped?: boolean;
  size?: Size;
  sizeWord?: string;
  /** "one-eyed" as typed; `motif.eyes` says whether the drawing could show it. */
  oneEyedWord?: string;
  /** A plural of beings said with no number ("kids", "puppies"): `count` of them drawn. */
  pluralWord?: string;
  /** The young said with a grown one ("her ducklings", "cub"): drawn small, of the grown one's kind. */
  youngWord?: string;
}

/** The most drawings of one subject a page holds and still reads as a picture to colour. */
const MAX_COUNT = 12;

/** "three cats", "2 dogs": a number before a word (not "three-horned", not "2024"). */
const countBefore = new RegExp(`(?:^|\\s)(\\d{1,3}|${numberWords.join("|")})\\s+(?=[a-z])`);

const groupWords: Array<[RegExp, number]> = [
  [/\b(?:a |one )?(?:pair|couple) of\b/, 2],
  [/\btwins?\b/, 2],
  [/\b(?:a |one )?dozen\b/, 12],
  [/\b(?:a |one )?single\b/, 1],
  [/\b(?:a |one )?lone\b/, 1],
];

const sizeWords: Array<[RegExp, Size]> = [
  [/\b(?:giant|huge|enormous|gigantic|massive|colossal)\b/, "giant"],
  [/\b(?:big|large)\b/, "big"],
  [/\b(?:small)\b/, "small"],
  [/\b(?:tiny|teeny|miniature|mini|itty[- ]bitty)\b/, "tiny"],
];

/** Names where the size word is part of the thing ("giant panda" is a kind of panda). */
const sizeNames = /\bgiant (?:panda|squid|tortoise|clam|sequoia|redwood)s?\b|\bbig (?:top|ben|cat)s?\b|\blittle\b/;

/** A word that says what a part does or where, after the thing it is said of. */
const deedWord = /\s(?:\w{2,}ing|to|with|for|from|in|on|at|under|over|by|near|beside)\s/;

/**
 * Whether the number matched in `s` is part of a thing's name, not a count: the words after it
 * (up to what the part does) are two or more, none of them a plural ("a four leaf clover", "a
 * five petal flower", "a two story house"), the first a noun and no adjective. Four maple leaves
 * had been drawn for the clover. "three blind mice", "two baby elephants" and "two sheep" stay counts.
 */
function namesAKind(s: string, num: RegExpExecArray, deed: RegExpExecArray | null): boolean {
  const after = s
    .slice(num.index + num[0].length, deed ? deed.index : undefined)
    .trim()
    .split(/\s+/);
  const [first = ""] = after;
  return (
    after.length >= 2 &&
    isNoun(first) &&
    !isAdjective(first) &&
    after.every((w) => /^[a-z]+$/.test(w) && pluralize.singular(w) === w && pluralize.plural(w) !== w)
  );
}

/** One part of a subject ("a big bear"), attributes taken out. */
function member(part: string): Omit<Member, "motif"> {
  let s = ` ${part.toLowerCase().replace(/[’']/g, "")} `;
  const out: Omit<Member, "motif"> = { phrase: "", count: 1 };
  const eyed = /\b(?:one|1|single)[- ]eyed\b|\bcyclops\b/.exec(s);
  if (eyed) {
    out.oneEyedWord = eyed[0].trim();
    s = s.replace(eyed[0], " ");
  }
  const num = countBefore.exec(s);
  // A number after what the part does ("grandma reading to two kids") counts another thing.
  const deed = deedWord.exec(s);
  if (num && (!deed || num.index < deed.index) && !namesAKind(s, num, deed)) {
    const word = num[1] as string;
    const n = numberSaid(word);
    if (n >= 1) {
      out.count = n;
      out.countWord = word;
      s = s.replace(num[0], " ");
    }
  } else {
    for (const [re, n] of groupWords) {
      const m = re.exec(s);
      if (m) {
        out.count = n;
        out.countWord = m[0].trim();
        s = s.replace(m[0], " ");
        break;
      }
    }
  }
  if (out.count > MAX_COUNT) {
    out.count = MAX_COUNT;
    out.capped = true;
  }
  if (!sizeNames.test(s))
    for (const [re, size] of sizeWords) {
      const m = re.exec(s);
      if (m) {
        out.size = size;
        out.sizeWord = m[0];
        s = s.replace(re, " ");
        break;
      }
    }
  out.phrase = s.replace(/\s+/g, " ").trim();
  return out;
}

const hasAttribute = (m: Omit<Member, "motif">) =>
  !!(m.countWord || m.sizeWord || m.oneEyedWord || m.pluralWord || m.youngWord);

/**
 * A part that names the young of the part before it ("a duck and her ducklings", "lioness and
 * her cub", "mother bear and cub", "a duck and two ducklings"): the young drawn small, as many as
 * said or two for a plural, as the grown one when its own word draws no animal ("cub": a cub
 * scout). One drawing had been drawn for both, the young left unsaid.
 */
function youngOf(p: Omit<Member, "motif">, grown: Omit<Member, "motif">): void {
  if (p.sizeWord || p.oneEyedWord) return;
  // The young are said before what they do and where ("her ducklings swimming in a pond").
  const said = doerOf(p.phrase);
  const words = said.split(" ");
  const word = words.at(-1) ?? "";
  const one = pluralize.singular(word);
  const owned = /^(?:her|his|its|their)\s/.test(p.phrase);
  const grownWord = pluralize.singular(grown.phrase.split(" ").at(-1) ?? "");
  // A kind of the grown one named small ("duckling", "gosling", "owlet": WordNet puts them under
  // the duck, not the young) is its young too.
  const little = animalKindOf(one, grownWord) && /(?:ling|let)$/.test(one);
  if (!(animalKindOf(one, "young") || little || (owned && animalKindOf(one, grownWord)))) return;
  const own = matchMotifs(said, 1)[0];
  // Not said as theirs, a young one is the grown one's only when drawn as it ("a cat and a
  // kitten"): "a puppy and a kitten", "a bunny and a chick" are two friends.
  if (!owned && own && own.hexcode !== matchMotifs(grown.phrase, 1)[0]?.hexcode) return;
  // Its own drawing when that is an animal ("her chicks": the baby chick), else the grown one's.
  const ofGrown = !own || motifGroup(own.hexcode) !== "animals-nature";
  Object.assign(p, {
    youngWord: word,
    size: "small",
    // As many as said ("a duck and three ducklings"), else two for a plural.
    count: p.countWord ? p.count : pluralize.isPlural(word) && word !== one ? 2 : 1,
    phrase: ofGrown ? grown.phrase : said.replace(/^(?:her|his|its|their)\s+/, ""),
  });
}

/**
 * Beings said in the plural with no number, as the subject ("kids playing on a seesaw",
 * "kittens", "cats playing in a box"): two of them doing something, three alone. One child had
 * been drawn for "kids", one dog for "puppies".
 */
function beingsSaid(said: string): { count: number; pluralWord: string } | undefined {
  // Who the page is for is no deed ("dinosaurs for 4 year olds").
  const phrase = said.replace(audience, " ").replace(/\s+/g, " ").trim();
  const deed = deedWord.exec(` ${phrase} `);
  const before = (deed ? ` ${phrase} `.slice(0, deed.index) : phrase).trim();
  const word = before.split(/\s+/).at(-1) ?? "";
  // "cookies" is cookie (pluralize says "cooky", a cook), "puppies" puppy.
  const one = [word.replace(/s$/, ""), pluralize.singular(word)].find((w) => isNoun(w)) ?? word;
  // A person or an animal of its own kind: never a class ("animals", "creatures") nor a thing
  // named like one ("sweets").
  const sort = sortOf(one);
  if (!word || one === word || !pluralize.isPlural(word) || (sort !== sorts.person && sort !== sorts.animal))
    return undefined;
  // The drawing the words find is a being ("teddy bears" are toys, "diggers" excavators), of one
  // kind: a class of hundreds of kinds ("insects", "birds") stays its kind's one drawing.
  const drawn = matchMotifs(before, 1)[0];
  if (!drawn || !isCreature(drawn) || kindsUnder(one).length > 500) return undefined;
  // One drawing of several beings ("wrestlers": the people wrestling) is drawn once; a theme
  // ("dinosaurs", "farm animals") is drawn as its plan's subjects, one a page (themes.ts).
  if (/^(?:people|couple|family)\b/i.test(drawn.annotation) || themeOf(phrase)) return undefined;
  return { count: deed ? 2 : 3, pluralWord: word };
}

/**
 * The cast of a subject, or undefined when it asks for nothing the plain layout does not
 * already draw (no count, size or one eye): such pages stay as they were. Parts are joined by
 * "and", "&" or commas ("a big bear and a tiny mouse"); a part with nothing drawable is left
 * to the rest of the page (props).
 */
export function castOf(subject: string | undefined): Member[] | undefined {
  if (!subject?.trim()) return undefined;
  const parts = withCounted(subject)
    .split(/\s*(?:,|&|\band\b|\bplus\b)\s*/i)
    .map((p) => p.trim())
    .filter(Boolean)
    .map(member);
  for (const [i, p] of parts.entries()) {
    const grown = parts[i - 1];
    if (grown) youngOf(p, grown);
  }
  // The last of them may say what they do or where ("… and a child having a picnic under a tree").
  const last = parts.length - 1;
  const listed = parts.length >= 3 && parts.every((p, i) => listedThing.test(i === last ? doerOf(p.phrase) : p.phrase));
  const many = parts.length === 1 && parts[0] && !hasAttribute(parts[0]) ? beingsSaid(parts[0].phrase) : undefined;
  if (many && parts[0]) Object.assign(parts[0], many);
  if (!parts.some(hasAttribute) && !listed) return undefined;
  const cast: Member[] = [];
  for (const p of parts) {
    // The thing counted is the one said before what it does ("three puppies with a bone": the
    // puppies, where the whole part had been read as three bones).
    const before = doerOf(p.phrase);
    const doer = before && before !== p.phrase ? matchMotifs(before, 1)[0] : undefined;
    // A number said of something not drawn ("two hands holding a coffee cup") counts nothing
    // else: two cups had been drawn.
    if (before && before !== p.phrase && !doer && p.countWord) {
      p.count = 1;
      delete p.countWord;
      delete p.capped;
    }
    const found = doer ?? matchMotifs(p.phrase, 1)[0];
    if (!found) continue;
    let motif = found;
    if (p.oneEyedWord) motif = oneEyedMotif(found) ?? found;
    cast.push({ ...p, motif });
  }
  if (cast.some(hasAttribute)) return cast;
  // Three or more things listed, each a drawing of its own ("a cat, a dog and a bird", "a man, a
  // woman and a child"): all of them side by side. The plain layout draws two things at most, the
  // others shrunk to props or lost (the dog was not drawn; the bird stood inside the cat).
  const distinct = new Set(cast.map((m) => m.motif.hexcode)).size;
  return listed && cast.length === parts.length && distinct === cast.length ? cast : undefined;
}

/** The words of a part before what it does or where ("three puppies" of "three puppies with a bone"). */
function doerOf(phrase: string): string {
  const deed = deedWord.exec(` ${phrase} `);
  return deed ? ` ${phrase} `.slice(0, deed.index).trim() : phrase;
}

/** "with" before a count ("a boy with two dogs"), and what follows it. */
const withCount = new RegExp(`\\s+with\\s+(?=(?:\\d{1,2}|${numberWords.join("|")})\\s+[a-z])`, "i");

/**
 * Beings said with a counted few of other beings ("a boy with two dogs", "a teacher with three
 * kids", "a mother cat with four kittens") are all on the page, as "and" says: that many of them,
 * never one. A count of things ("a cake with three candles", "a girl with two balloons") is what
 * the first one has or holds, and stays with it.
 */
function withCounted(subject: string): string {
  const m = withCount.exec(subject);
  if (!m) return subject;
  const [one, other] = [subject.slice(0, m.index), subject.slice(m.index + m[0].length)];
  const beings = [one, other].map((p) => matchMotifs(p.toLowerCase(), 1)[0]);
  return beings.every((b) => b && isCreature(b)) ? `${one} and ${other}` : subject;
}

/** A cast of three or more things listed, none with a count, a size or one eye (`castOf`). */
export const isListed = (cast: readonly Member[]) => cast.length >= 3 && !cast.some(hasAttribute);

/** A part of a list that is one thing: a few words, none saying what it does or where. */
const listedThing = /^(?:(?:an?|the|one|some)\s+)?[a-z-]+(?:\s+[a-z-]+)?$/;

/**
 * Everyone a motif or scene page draws when its subjects ask for counts, sizes or one eye: the
 * subject's members then the second subject's, each in the page's mood (a quarrel's people
 * pout); an animal given a profession wears its hat. Undefined when neither subject asks.
 */
export function pageCast(keys: Record<string, string | undefined>, seed = 0): Member[] | undefined {
  const feeling = feelingOf(keys);
  const worn = wornProfession(keys.subject, keys.subject2);
  const one = castOf(keys.subject);
  const two = worn ? undefined : castOf(keys.subject2);
  if (!one && !two) return undefined;
  const plain = (phrase: string | undefined, s: number): Member[] =>
    phrase?.trim() ? [{ phrase, motif: matchMotif(phrase, s), count: 1 }] : [];
  const out = [...(one ?? plain(keys.subject, seed)), ...(worn ? [] : (two ?? plain(keys.subject2, seed + 1)))].map(
    (m) => (m.motif.eyes ? m : { ...m, motif: inMood(m.motif, feeling) }),
  );
  const first = out[0];
  // One thing said to be big is the page's lone subject, which its layouts draw large already:
  // the cast would stand it at a pair's size on an empty page ("a big tree").
  const bigAlone = out.length === 1 && first?.count === 1 && first.size === "big";
  if (bigAlone && !first.oneEyedWord && !worn) return undefined;
  if (worn && first) {
    const animal = first.oneEyedWord ? (oneEyedMotif(worn.animal) ?? worn.animal) : worn.animal;
    out[0] = { ...first, motif: { ...animal, hat: worn.hat } };
  }
  return out;
}

/** Relative height of each size beside the others on one page. */
export const sizeScale: Record<Size | "normal", number> = {
  giant: 1.6,
  big: 1.25,
  normal: 1,
  small: 0.6,
  tiny: 0.38,
};

const irregular: Record<string, string> = {
  mouse: "mice",
  person: "people",
  man: "men",
  woman: "women",
  child: "children",
  goose: "geese",
  sheep: "sheep",
  fish: "fish",
  ox: "oxen",
  deer: "deer",
  bison: "bison",
  tooth: "teeth",
  foot: "feet",
};

function pluralWord(w: string): string {
  if (Object.hasOwn(irregular, w)) return irregular[w] as string;
  // "wolf" → "wolves", "cactus" → "cacti", "paw prints" stays "prints".
  return pluralize.plural(w);
}

/** "cat" → "cats", "teddy bear" → "teddy bears", "person pouting" → "people pouting". */
export function plural(name: string): string {
  const words = name.toLowerCase().split(" ");
  // A name ending in a verb ("person pouting") or a phrase ("nest with eggs") is plural in its
  // first word.
  const phrase = words.some((w) => w === "with" || w === "of");
  const at = words.length > 1 && (phrase || /ing$/.test(words[words.length - 1] as string)) ? 0 : words.length - 1;
  words[at] = pluralWord(words[at] as string);
  return words.join(" ");
}

const counted = (n: number, name: string) =>
  `${numberWords[n] ?? String(n)} ${n === 1 ? name.toLowerCase() : plural(name)}`;

/** Layouts that draw the cast as asked (counts, sizes); the others draw their subject their own way. */
const castLayouts = new Set(["motif", "scene"]);

/** Layouts whose subject can be drawn with one eye (covers draw their one subject large). */
const eyeLayouts = new Set(["motif", "scene", "cover"]);

/**
 * What was drawn for each attribute, in plain words: "three" → "three cats", "tiny" → "tiny
 * mouse", "one-eyed" → "ogre with one eye". A page kind that does not draw counts or sizes
 * says so rather than claim it did.
 */
export function castUnderstood(cast: Member[], layout: string, plainGround = false): Understood[] {
  const out: Understood[] = [];
  const keeps = castLayouts.has(layout);
  // Alone on a plain ground a small subject is drawn page-size (layouts/motif.ts `drawCast`).
  const lone = plainGround && cast.length === 1;
  for (const m of cast) {
    // An animal asleep is drawn as its face drawing (person-looks.ts `inMood`): still the animal.
    const own = m.motif.annotation.toLowerCase();
    const name = m.motif.eyes === "shut" ? own.replace(/ face$/, "") : own;
    if (m.countWord) {
      if (!keeps)
        out.push({ word: m.countWord, drawnAs: `${name} (this kind of page does not draw counts)`, exact: false });
      else if (m.capped)
        out.push({
          word: m.countWord,
          drawnAs: `${counted(m.count, name)} (the most one page holds)`,
          exact: false,
        });
      else out.push({ word: m.countWord, drawnAs: counted(m.count, name), exact: true });
    }
    if (m.pluralWord) out.push({ word: m.pluralWord, drawnAs: counted(m.count, name), exact: true });
    if (m.youngWord)
      out.push({
        word: m.youngWord,
        drawnAs: m.count === 1 ? `a little ${name}` : counted(m.count, `little ${name}`),
        exact: keeps,
      });
    if (m.sizeWord && m.size) {
      out.push(
        keeps && lone && (m.size === "small" || m.size === "tiny")
          ? {
              word: m.sizeWord,
              drawnAs: `${name} (drawn page-size: alone, nothing to be ${m.size} beside)`,
              exact: false,
            }
          : keeps
            ? { word: m.sizeWord, drawnAs: `${m.size} ${name}`, exact: true }
            : { word: m.sizeWord, drawnAs: `${name} (this kind of page does not draw sizes)`, exact: false },
      );
    }
    if (m.oneEyedWord) {
      out.push(
        m.motif.eyes === "one" && eyeLayouts.has(layout)
          ? { word: m.oneEyedWord, drawnAs: `${name} with one eye`, exact: true }
          : m.motif.eyes === "one"
            ? { word: m.oneEyedWord, drawnAs: `${name} (this kind of page does not draw one eye)`, exact: false }
            : { word: m.oneEyedWord, drawnAs: `${name} with two eyes (no one-eyed drawing of it)`, exact: false },
      );
    }
  }
  return out;
}
