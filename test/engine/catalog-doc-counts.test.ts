import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "../../server/catalog/load.js";

// docs/catalog.md's "Hub listings" count each hub's tools and cards; the catalogue is the truth.
const guide = readFileSync(new URL("../../docs/catalog.md", import.meta.url), "utf8");
const LISTING = /\*\*([^*]+)\*\*(?: \([^)]*\))?(?:, (\d+) tools, (\d+) cards|: all (\d+))/g;

function listed(text: string): Map<string, { tools: number; cards: number }> {
  const section = text.split("### Hub listings")[1]?.split("\n### ")[0] ?? "";
  const out = new Map<string, { tools: number; cards: number }>();
  for (const m of section.matchAll(LISTING)) {
    const all = m[4] === undefined ? undefined : Number(m[4]);
    out.set(m[1] as string, { tools: all ?? Number(m[2]), cards: all ?? Number(m[3]) });
  }
  return out;
}

describe("docs/catalog.md's hub counts", () => {
  it("are the catalogue's, for every hub", () => {
    const catalog = loadCatalog();
    const actual = new Map(
      catalog.hubs.map((h) => [
        h.title,
        { tools: catalog.tools.filter((t) => t.hub === h.id).length, cards: h.cards.length },
      ]),
    );
    expect(listed(guide)).toEqual(actual);
  });

  it("are read from both ways of writing them", () => {
    const text = "### Hub listings\n- **A**, 3 tools, 2 cards.\n- **B & C**: all 4. **D** (later): all 1.\n";
    expect([...listed(text)]).toEqual([
      ["A", { tools: 3, cards: 2 }],
      ["B & C", { tools: 4, cards: 4 }],
      ["D", { tools: 1, cards: 1 }],
    ]);
  });
});
