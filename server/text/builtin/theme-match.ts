import type { ThemeWords } from "./theme-types.js";
import { funThemes } from "./themes-fun.js";
import { stopWords } from "./themes-generic.js";
import { natureThemes } from "./themes-nature.js";

export const themes: ThemeWords[] = [...natureThemes, ...funThemes];

const asPattern = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "[\\s-]+");
const patterns = new Map(
  themes.map((t) => [t, t.keywords.map((k) => new RegExp(`\\b${asPattern(k)}(?:s|es)?\\b`, "gi"))] as const),
);

/** "dinosaurs" → "dinosaur", "fairies" → "fairy": the theme used as an adjective ("a robot parade"). */
function singular(word: string): string {
  if (/[^aeiou]ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word) && word.length > 3) return word.slice(0, -1);
  return word;
}

interface ThemeMatch {
  /** Known themes the request mentions; broad ones only when nothing specific matched. */
  known: ThemeWords[];
  /** The request's words no known theme explains, in singular attributive form ("" when none). */
  rest: string;
}

/**
 * Who the book is for is not what the pages show: "dinosaurs for ages 4-8", "ages 3+",
 * "for kids 6 to 9", "preschool" are readers, not nouns to draw.
 */
const READERS =
  /\b(?:for\s+)?(?:(?:kids|children|toddlers|boys|girls|teens|adults|grown-?ups|preschoolers?|seniors)\s*)?(?:(?:ages?|aged)\s*)?\d+\s*(?:\+|(?:-|–|to)\s*\d+|and\s+(?:up|over|older))\s*(?:years?\s*(?:old)?|yrs?|y\/?o)?|\b(?:ages?|aged)\s*\d+\b|\bpre-?school(?:ers?)?\b|\bgrown-?ups?\b/gi;

export function matchTheme(theme: string): ThemeMatch {
  let text = theme
    .replace(READERS, " ")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' -]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const hits: ThemeWords[] = [];
  for (const [t, res] of patterns) {
    let hit = false;
    for (const re of res) {
      if (!re.test(text)) continue;
      re.lastIndex = 0;
      text = text.replace(re, " ");
      hit = true;
    }
    if (hit) hits.push(t);
  }
  const specific = hits.filter((t) => !t.broad);
  const words = text.split(/\s+/).filter((w) => w && !stopWords.has(w));
  const last = words.length - 1;
  return {
    known: specific.length > 0 ? specific : hits,
    rest: words.map((w, i) => (i === last ? singular(w) : w)).join(" "),
  };
}
