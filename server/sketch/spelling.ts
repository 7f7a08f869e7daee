import pluralize from "pluralize";
import { getIndex, known } from "./drawing-index.js";
import { isNoun, isWord } from "./lexicon.js";
import { remembered } from "./remembered.js";
import { verbOf } from "./word-readings.js";
import { modifiers, stopWords, synonyms } from "./words.js";

/**
 * A request's misspelt words read as the drawing's name they were meant to be ("a cute unicron",
 * "mermiad princess", "gorila", "catterpillar"): a word of five letters or more that neither the
 * drawings' names and keywords nor WordNet know (in any part of speech) is read as the one name
 * word one edit away (a letter added, missing, changed, or two swapped), or, in a word of six
 * letters or more, the one name with two of its vowels confused ("dinasour"). No such word, or two,
 * and the word stays as typed (the page then says it can't draw it). `names`, the request's proper
 * names (names.ts), are never corrected: Bella is no belly.
 */
export function correctSpelling(phrase: string, names: readonly string[] = []): string {
  const kept = new Set(names.map((n) => n.toLowerCase()));
  // An irregular plural WordNet's index lacks ("women", "teeth", "cacti") is read as its singular.
  const singular = closeCompounds(phrase, kept).replace(/[A-Za-z]{3,}/g, (w) =>
    kept.has(w.toLowerCase()) ? w : (irregularSingular(w) ?? w),
  );
  return singular.replace(/[A-Za-z]{5,}/g, (w) => {
    const fix = kept.has(w.toLowerCase()) ? undefined : correction(w.toLowerCase());
    return fix ? (w[0] === w[0]?.toUpperCase() ? fix[0]?.toUpperCase() + fix.slice(1) : fix) : w;
  });
}

/**
 * A closed compound typed as two words ("speed boat", "lady bugs", "dragon-fly"): read as the one
 * word when it names a drawing and WordNet knows it as a noun, and the two words are no noun of
 * their own nor a drawing's name ("ice cream", "hot dog", "honey pot" stay). "speed boat" had
 * been drawn as a sailboat.
 */
function closeCompounds(phrase: string, kept: ReadonlySet<string>): string {
  const words = [...phrase.matchAll(/[A-Za-z]{2,}/g)];
  let out = "";
  let from = 0;
  for (let i = 0; i + 1 < words.length; i++) {
    const [a, b] = [words[i], words[i + 1]] as [RegExpExecArray, RegExpExecArray];
    const gap = phrase.slice(a.index + a[0].length, b.index);
    if (gap !== " " && gap !== "-") continue;
    if (kept.has(a[0].toLowerCase()) || kept.has(b[0].toLowerCase())) continue;
    const one = closedCompound(`${a[0]} ${b[0]}`.toLowerCase());
    if (!one) continue;
    out += phrase.slice(from, a.index) + one;
    from = b.index + b[0].length;
    i++;
  }
  return out + phrase.slice(from);
}

/** `closeCompounds`' one word for a pair of lower-case words ("speed boats": "speedboats"), else undefined. */
const closedCompound = remembered((pair: string): string | undefined => {
  const [a = "", b = ""] = pair.split(" ");
  if (stopWords.has(a) || stopWords.has(b) || isNoun(pair)) return undefined;
  const plural = pluralize.isPlural(b) && !isNoun(`${a} ${pluralize.singular(b)}`) ? pluralize.singular(b) : undefined;
  const one = `${a}${plural ?? b}`;
  if (getIndex().pairs.has(`${a} ${plural ?? b}`) || !nameWords().includes(one) || !isNoun(one)) return undefined;
  return plural ? pluralize.plural(one) : one;
});

/** The singular of an irregular plural no drawing nor WordNet knows as it is ("men": man), else undefined. */
const irregularSingular = (typed: string): string | undefined => {
  const one = singularOf(typed.toLowerCase());
  return one && typed[0] === typed[0]?.toUpperCase() ? one[0]?.toUpperCase() + one.slice(1) : one;
};

/** `irregularSingular` of a lower-case word, remembered as `correction` is (every word of every page asks). */
const singularOf = remembered((word: string): string | undefined => {
  const idx = getIndex();
  if (!pluralize.isPlural(word) || stopWords.has(word) || known(word, idx) || isWord(word)) return undefined;
  const one = pluralize.singular(word);
  return one === word || one.length < 2 || !(isNoun(one) || known(one, idx)) ? undefined : one;
});

const correction = remembered((word: string): string | undefined => {
  const idx = getIndex();
  // A doing word of a verb WordNet knows is no misspelling ("a dog barking" is no parking).
  if (stopWords.has(word) || modifiers.has(word) || known(word, idx) || isWord(word) || verbOf(word)) return undefined;
  // A plural of a misspelt name ("gorilas"): the singular corrected, the s kept.
  const plural = word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : undefined;
  for (const form of plural ? [word, plural] : [word]) {
    const near = nameWords().filter((n) => Math.abs(n.length - form.length) <= 1 && oneEditApart(form, n) && isNoun(n));
    if (near.length === 1) return `${near[0]}${form === word ? "" : "s"}`;
  }
  // Vowels confused twice in a longer word ("dinasour"): the one name of its length whose other
  // letters are the same and whose two differing letters are vowels in both words.
  if (word.length >= 6) {
    const near = nameWords().filter((n) => n.length === word.length && vowelsConfused(word, n) && isNoun(n));
    if (near.length === 1) return near[0];
  }
  return undefined;
});

const vowel = /[aeiouy]/;

/** Whether `a` and `b` differ in exactly two places, each a vowel in both ("dinasour", "dinosaur"). */
function vowelsConfused(a: string, b: string): boolean {
  let diff = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (++diff > 2 || !vowel.test(a[i] as string) || !vowel.test(b[i] as string)) return false;
  }
  return diff === 2;
}

let names: string[] | undefined;

/**
 * Every word of five letters or more that names a drawing: in its name, its keywords ("dinosaur")
 * or the words read as it (words.ts `synonyms`: "caterpillar" is drawn as a bug). Only a noun
 * among them is a correction (a keyword may be an adjective: "elefant" is no "elegant").
 */
function nameWords(): string[] {
  names ??= [
    ...new Set([
      ...getIndex().entries.flatMap((e) => [...e.ann, ...e.tags]),
      ...synonyms.flatMap(([re]) => re.source.replace(/\\b|s\?/g, " ").match(/[a-z]{5,}/g) ?? []),
    ]),
  ].filter((w) => w.length >= 5 && /^[a-z]+$/.test(w));
  return names;
}

/** Whether one edit turns `a` into `b`: a letter inserted, deleted or changed, or two next to each other swapped. */
function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
