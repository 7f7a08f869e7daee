import { type Motif, matchMotifs } from "../sketch/art.js";
import { themeWords } from "./word-search/vocabulary.js";

/** A name as letters only, for comparing a word with a drawing's name ("T-Rex" is "trex"). */
const bare = (s: string) => s.toLowerCase().replace(/[^a-z]/g, "");

/** True when the drawing is the word's own thing: the word is one of its name's words (or the whole name). */
function names(m: Motif, word: string): boolean {
  const w = bare(word);
  const parts = m.annotation
    .toLowerCase()
    .split(/[\s-]+/)
    .map(bare);
  return bare(m.annotation) === w || parts.includes(w) || parts.includes(w.replace(/e?s$/, ""));
}

const cache = new Map<string, Motif[]>();

/**
 * Distinct built-in drawings of a theme, the theme's own drawing first ("dinosaurs": T-Rex),
 * then one for each of the theme's words (the word search's list) whose drawing is that very
 * thing (WHALE → whale; FOSSIL, drawn as an older person, is left out). Never empty.
 */
export function themeDrawings(theme: string | undefined): Motif[] {
  const key = (theme ?? "").trim().toLowerCase();
  const known = cache.get(key);
  if (known) return known;
  const out: Motif[] = [...matchMotifs(key, 3)];
  for (const word of themeWords(key)) {
    const m = matchMotifs(word.toLowerCase(), 1)[0];
    if (m && names(m, word) && !out.some((o) => o.hexcode === m.hexcode)) out.push(m);
  }
  if (!out.length) out.push({ hexcode: "2B50", annotation: "star" });
  if (cache.size > 200) cache.clear();
  cache.set(key, out);
  return out;
}
