import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fallbackAnnotations, stopWords, synonyms } from "./words.js";

/** OpenMoji (CC BY-SA 4.0, docs/licences.md): black outline drawings for line art, colour ones for covers. */
const root = dirname(createRequire(import.meta.url).resolve("openmoji/package.json"));

interface Entry {
  hexcode: string;
  annotation: string;
  group: string;
  ann: string[];
  tags: Set<string>;
}

export interface Motif {
  hexcode: string;
  annotation: string;
}

interface Index {
  entries: Entry[];
  byToken: Map<string, number[]>;
  byAnnotation: Map<string, Entry>;
}

const tokenize = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

let index: Index | undefined;

/** Built once per process (~20 ms), on first use. */
function getIndex(): Index {
  if (index) return index;
  const raw = JSON.parse(readFileSync(join(root, "data/openmoji.json"), "utf8")) as Array<Record<string, string>>;
  const entries: Entry[] = [];
  const byToken = new Map<string, number[]>();
  const byAnnotation = new Map<string, Entry>();
  for (const r of raw) {
    if (r.skintone || r.group === "component" || !r.hexcode || !r.annotation) continue;
    const e: Entry = {
      hexcode: r.hexcode,
      annotation: r.annotation,
      group: r.group ?? "",
      ann: tokenize(r.annotation),
      tags: new Set([...tokenize(r.tags ?? ""), ...tokenize(r.openmoji_tags ?? "")]),
    };
    const i = entries.push(e) - 1;
    for (const t of new Set([...e.ann, ...e.tags])) {
      const list = byToken.get(t) ?? [];
      list.push(i);
      byToken.set(t, list);
    }
    const key = r.annotation.toLowerCase();
    if (!byAnnotation.has(key)) byAnnotation.set(key, e);
  }
  index = { entries, byToken, byAnnotation };
  return index;
}

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
  "extras-unicode": -4,
  "extras-openmoji": -0.5,
  flags: -30,
};

function normalise(phrase: string): string[] {
  let s = ` ${phrase.toLowerCase().replace(/[’']/g, "")} `;
  for (const [re, to] of synonyms) s = s.replace(re, to);
  const seen = new Set<string>();
  return tokenize(s).filter((t) => !stopWords.has(t) && !seen.has(t) && seen.add(t));
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
  if (!top || top.score < 4) return undefined;
  return { entry: top.entry, used: words.filter((w) => top.entry.ann.includes(w) || top.entry.tags.has(w)) };
}

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

/** Country flag drawing: "flag: Taiwan"; also a few common alternative names. */
const countryAliases: Record<string, string> = {
  palestine: "palestinian territories",
  "united states of america": "united states",
  usa: "united states",
  uk: "united kingdom",
  "great britain": "united kingdom",
  "czech republic": "czechia",
  "ivory coast": "côte d’ivoire",
  "cote d'ivoire": "côte d’ivoire",
  "democratic republic of the congo": "congo - kinshasa",
  "republic of the congo": "congo - brazzaville",
  congo: "congo - brazzaville",
  myanmar: "myanmar (burma)",
  burma: "myanmar (burma)",
  "north macedonia": "north macedonia",
  "east timor": "timor-leste",
  vatican: "vatican city",
  "holy see": "vatican city",
  swaziland: "eswatini",
  "cape verde": "cape verde",
  "sao tome and principe": "são tomé & príncipe",
  "saint kitts and nevis": "st. kitts & nevis",
  "saint lucia": "st. lucia",
  "saint vincent and the grenadines": "st. vincent & grenadines",
  "antigua and barbuda": "antigua & barbuda",
  "trinidad and tobago": "trinidad & tobago",
  "bosnia and herzegovina": "bosnia & herzegovina",
  micronesia: "micronesia",
  "south korea": "south korea",
  "north korea": "north korea",
  turkey: "türkiye",
};

export function flagMotif(country: string): Motif | undefined {
  const idx = getIndex();
  const name = country.trim().toLowerCase();
  const alias = countryAliases[name] ?? name.replace(/ and /g, " & ");
  for (const n of [alias, name]) {
    const e = idx.byAnnotation.get(`flag: ${n}`);
    if (e) return { hexcode: e.hexcode, annotation: e.annotation };
  }
  // Loose match: "flag: Congo - Kinshasa" for "Congo (Kinshasa)" and the like.
  const words = tokenize(alias);
  const e = idx.entries.find((x) => x.group === "flags" && words.every((w) => x.ann.includes(w)));
  return e ? { hexcode: e.hexcode, annotation: e.annotation } : undefined;
}

const svgCache = new Map<string, string>();

/** Inner markup of one drawing (72×72 viewBox), read once and cached. */
export function motifMarkup(hexcode: string, set: "black" | "color"): string {
  const key = `${set}/${hexcode}`;
  let inner = svgCache.get(key);
  if (inner === undefined) {
    const text = readFileSync(join(root, set, "svg", `${hexcode}.svg`), "utf8");
    inner = text
      .replace(/^[\s\S]*?<svg[^>]*>/, "")
      .replace(/<\/svg>\s*$/, "")
      .replace(/\s(id)="[^"]*"/g, "");
    svgCache.set(key, inner);
  }
  return inner;
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
