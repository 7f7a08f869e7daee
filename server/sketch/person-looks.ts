import { getIndex, type Motif, motifByAnnotation, motifGroup } from "./drawing-index.js";
import { shutEyedMotif } from "./motif-svg.js";
import { matchMotifs } from "./word-match.js";

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

/** The words a page's mood is read from: its subject, its mood and its style, lower case. */
export const feelingOf = (keys: Record<string, string | undefined>): string =>
  [keys.subject, keys.mood, keys.style].filter(Boolean).join(" ").toLowerCase();

/** Words that say a creature is asleep or nearly: its eyes are drawn shut. */
export const sleepWords = /\b(?:sleeping|asleep|napping|snoozing|dozing|sleepy)\b/;

/**
 * A plain person in a quarrel is drawn with the quarrel on their face ("person pouting"); an
 * animal said asleep ("a dog sleeping by the fireplace", "a sleepy owl") with its eyes shut, as
 * its face drawing where only that shows both eyes (a cat seen from the side shows one). Every
 * animal of a page said asleep sleeps: the words say who only in a sentence the page does not
 * parse ("a puppy and a kitten sleeping together" are both asleep).
 */
export function inMood(m: Motif, words: string): Motif {
  if (sleepWords.test(words) && !m.eyes && motifGroup(m.hexcode) === "animals-nature") return shutEyedMotif(m) ?? m;
  if (!quarrelWords.test(words)) return m;
  if (!/^(person|man|woman|adult|people)$/.test(m.annotation.toLowerCase())) return m;
  return (
    motifByAnnotation(`${m.annotation.toLowerCase() === "people" ? "person" : m.annotation.toLowerCase()} pouting`) ?? m
  );
}
