import { renderListItem } from "../../../engine/render.js";
import type { TextRequest } from "../types.js";
import { pick, rngFor } from "./random.js";

type ListRequest = Extract<TextRequest, { generator: "list" }>;

/**
 * A list tool's items (titles, names, keywords, prompts): each item is one of the tool's
 * patterns rendered with the form's values and one seeded word from each word list. Repeats
 * are skipped; when the patterns and words cannot make `count` different items, fewer come back.
 */
export function builtinList(req: ListRequest, seed: number): string[] {
  const rng = rngFor(seed, `list ${JSON.stringify(req.values)} ${req.patterns.join("|")}`);
  const items = new Set<string>();
  for (let attempt = 0; items.size < req.count && attempt < req.count * 30; attempt++) {
    const pattern = pick(rng, req.patterns);
    const words = Object.fromEntries(Object.entries(req.words).map(([name, list]) => [name, pick(rng, list)]));
    const item = renderListItem(req, pattern, words).trim();
    if (item) items.add(item.charAt(0).toUpperCase() + item.slice(1));
  }
  return [...items];
}
