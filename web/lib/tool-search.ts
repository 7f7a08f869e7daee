import type { PublicCatalog, PublicTool } from "../../engine/catalog.js";

export interface ToolHit {
  tool: PublicTool;
  hubTitle: string;
  /** Where the query matched, for the hit's second line: a subject word or the description. */
  matched: string | null;
}

const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .filter(Boolean);

/** A field's subject words: the suggestions the tool offers (teddy bear, castle…). */
function subjectsOf(tool: PublicTool): string[] {
  const out: string[] = [];
  for (const f of tool.fields as { suggestions?: string[] }[]) if (f.suggestions) out.push(...f.suggestions);
  return out;
}

/**
 * Tools across every hub whose title, description or subject words contain every query word
 * (as a word prefix, so "dino" finds the alphabet's dinosaur). Title matches rank first.
 */
export function searchTools(catalog: PublicCatalog, query: string, limit = 8): ToolHit[] {
  const q = words(query);
  if (!q.length) return [];
  const hubTitle = new Map(catalog.hubs.map((h) => [h.id, h.title]));
  const scored: { hit: ToolHit; score: number; order: number }[] = [];
  catalog.tools.forEach((tool, order) => {
    const hub = hubTitle.get(tool.hub) ?? tool.hub;
    const title = words(tool.title);
    // Keywords are the usual names people search by (worksheet, labyrinth, word find…).
    const desc = words(`${tool.description} ${hub} ${(tool.keywords ?? []).join(" ")}`);
    const subjects = subjectsOf(tool);
    const subjectWords = subjects.flatMap(words);
    let score = 0;
    for (const w of q) {
      const has = (list: string[]) => list.some((x) => x.startsWith(w));
      if (has(title)) score += 10;
      else if (has(desc)) score += 3;
      else if (has(subjectWords)) score += 2;
      else return;
    }
    if (tool.listed) score += 1;
    // "mandala" finds Mandala before Cover Mandala.
    if (title[0]?.startsWith(q[0] as string)) score += 2;
    const subject = subjects.find((s) => q.some((w) => words(s).some((x) => x.startsWith(w))));
    const inTitle = q.every((w) => title.some((x) => x.startsWith(w)));
    scored.push({ hit: { tool, hubTitle: hub, matched: inTitle ? null : (subject ?? null) }, score, order });
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.slice(0, limit).map((s) => s.hit);
}
