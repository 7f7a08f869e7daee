/**
 * Proper names in a picture request ("my name NOAH", "a unicorn for Lily", "our dog Max", "Bella
 * the cat"): a name is lettering, never a thing to draw. Max had drawn a bar of soap, Daisy a
 * flower, Lily a lily. Names are found by where they stand, not by a list of names: after "name",
 * "named" or "called"; alone after a closing "for"; after "my/our … dog"; before "the cat".
 */
import { namesADrawing } from "./drawing-index.js";
import { isAnimate, isNoun, isVerb } from "./lexicon.js";
import { themeOf } from "./themes.js";
import { modifiers, stopWords } from "./words.js";

export interface Names {
  /** The names, as typed ("NOAH", "Lily"). */
  names: string[];
  /** The request without them and the words that introduced them ("a unicorn", "our dog"). */
  rest: string;
  /** The request asks for the name itself to be drawn ("my name in bubble letters NOAH"). */
  lettering: boolean;
}

const owner = "(?:my|our|his|her|their|your)";
const word = "([A-Za-z][A-Za-z'’-]*)";
/** "my name is Emma", "a dog named Max", "a cat called Luna". */
const introduced = new RegExp(`\\b(?:${owner}\\s+)?(?:name(?:\\s+is)?|named|called)\\s+${word}`, "i");
/** The request asks for a name as letters: "my name", "bubble letters of …". */
const asLettering = /\b(?:my|our|his|her|their|your)\s+name\b|\bname\s+in\b|\b(?:bubble|block|graffiti)\s+letters\b/i;
/** "… for Lily" closing the request. */
const forWhom = new RegExp(`\\bfor\\s+${word}\\s*[.!]?\\s*$`, "i");
/** "our dog Max", "my cat Luna". */
const petOf = new RegExp(`\\b${owner}\\s+([A-Za-z]+)\\s+${word}`, "i");
/** "Bella the cat", "Rudolph the reindeer" at the start. */
const theKind = new RegExp(`^\\s*${word}\\s+the\\s+([^,.!]+)`, "i");
/** Whom a page is for that is not a name: an audience ("for toddlers"), "for me". */
const notNames =
  /^(?:kids|children|toddlers|babies|boys|girls|adults|teens|teenagers|beginners|seniors|preschool|preschoolers|kindergarten|school|class|everyone|me|you|him|her|them|us|fun|free|print|printing|coloring|colouring|practice)$/i;
/** A letter page ("letter A for apple", "B is for bear") names its word after "for". */
const letterFor = /\bletter\s+[a-z]\b|^\s*(?:the\s+)?[a-z]\s+(?:is\s+)?for\b/i;

const capitalised = (w: string) => /^[A-Z]/.test(w);
/** A word that names a kind of thing, plural or singular ("toddlers", "bear"). */
const commonPlural = (w: string) => /s$/i.test(w) && isNoun(w.toLowerCase().replace(/s$/, ""));
const content = (w: string) => !stopWords.has(w.toLowerCase());

/** The proper names of a request and the request without them. */
export function namesIn(phrase: string | undefined): Names {
  let rest = phrase ?? "";
  const names: string[] = [];
  const lettering = asLettering.test(rest);
  const take = (name: string, span: RegExpExecArray, keep = "") => {
    names.push(name);
    rest = `${rest.slice(0, span.index)} ${keep} ${rest.slice(span.index + span[0].length)}`;
  };
  const intro = introduced.exec(rest);
  if (intro?.[1] && content(intro[1])) take(intro[1], intro);
  else if (lettering) {
    // "my name in bubble letters NOAH": the name is the word in capitals, or the last word.
    const words = [...rest.matchAll(/[A-Za-z][A-Za-z'’-]*/g)];
    const caps = words.find((m) => m.index > 0 && /^[A-Z][A-Z'’-]+$/.test(m[0]) && m[0] !== "I");
    const last = words.at(-1);
    const name = caps ?? (last && !/^(?:name|letters?|style|font|design|page)$/i.test(last[0]) ? last : undefined);
    if (name) take(name[0], name as RegExpExecArray);
    rest = rest.replace(/\b(?:my|our|his|her|their|your)\s+name\b/gi, " ");
  }
  const pet = petOf.exec(rest);
  if (pet?.[1] && pet[2] && isAnimate(pet[1].toLowerCase()) && content(pet[2])) {
    const after = rest.slice(pet.index + pet[0].length).trim();
    const w = pet[2];
    const plain = !modifiers.has(w.toLowerCase()) && !/ing$/i.test(w);
    if (plain && (capitalised(w) || after === "" || /^[,.!]/.test(after))) take(w, pet, pet[1]);
  }
  const kind = theKind.exec(rest);
  const animate = (words: string) => words.split(/\s+/).some((w) => /^[a-z]+$/i.test(w) && isAnimate(w.toLowerCase()));
  if (kind?.[1] && kind[2] && content(kind[1]) && animate(kind[2])) {
    const w = kind[1];
    if (capitalised(w) || (!isVerb(w.toLowerCase()) && !isNoun(w.toLowerCase()))) take(w, kind, `the ${kind[2]}`);
  }
  const who = letterFor.test(rest) ? null : forWhom.exec(rest);
  if (who?.[1] && content(who[1]) && !notNames.test(who[1]) && !commonPlural(who[1]) && !themeOf(who[1]))
    take(who[1], who);
  // A capitalised word after the first that is no word the lexicon or the drawings know ("happy
  // birthday Olivia"): a name.
  // A request written as a title ("Decorative Columns") capitalises every word: no name by that.
  const title = (phrase ?? "").split(/\s+/).every((w) => !/^[a-z]/.test(w));
  const afterAWord = (m: RegExpExecArray) => /\S\s+$/.test(rest.slice(0, m.index));
  for (const m of title ? [] : [...rest.matchAll(/\b[A-Z][a-z]+\b/g)].filter(afterAWord).reverse()) {
    const w = m[0].toLowerCase();
    const forms = [w, w.replace(/s$/, ""), w.replace(/es$/, "")];
    if (stopWords.has(w) || forms.some((f) => isNoun(f) || isVerb(f) || namesADrawing(f)) || themeOf(w)) continue;
    // A capitalised pair ("Golden Retriever") is one proper name of a kind, not a person's.
    if (/^\s+[A-Z]/.test(rest.slice(m.index + m[0].length))) continue;
    take(m[0], m);
  }
  return { names, rest: rest.replace(/\s+/g, " ").trim(), lettering: lettering && names.length > 0 };
}
