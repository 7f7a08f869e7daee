import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { publicCatalog } from "../../../engine/catalog.js";
import { loadCatalog } from "../../../server/catalog/load.js";
import { searchTools } from "../../../web/lib/tool-search";

const catalog = publicCatalog(loadCatalog(`${resolve("catalog")}/`));
const general = catalog.site.home.featured;
const first = (q: string) => searchTools(catalog, q)[0]?.tool.id;

/** What people type, and the tool that must come first. */
const everyday: [query: string, tool: string | undefined][] = [
  ["dinosaur", general],
  ["T-rex", general],
  ["volcano", general],
  ["unicorn", general],
  ["cat", general],
  ["a mermaid on a rock", general],
  ["dinosaur coloring page", general],
  ["coloring page", general],
  ["christmas tree", general],
  ["princess", general],
  ["mandala", "adult/mandala"],
  ["flag of japan", "kids/flag-generator"],
  ["Brazil", "kids/flag-generator"],
  ["alphabet", "kids/alphabet"],
  ["letter tracing", "activities/tracing"],
  ["handwriting worksheet", "activities/tracing"],
  ["labyrinth", "activities/maze"],
  ["dinosaur maze", "activities/maze"],
  ["word find", "activities/word-search"],
  ["sudoku", "activities/sudoku"],
  ["connect the dots", "activities/dot-to-dot"],
  ["dot to dot", "activities/dot-to-dot"],
  ["dot-to-dot dinosaur", "activities/dot-to-dot"],
  ["color by number", "activities/color-by-number"],
  ["colour by number", "activities/color-by-number"],
  ["paint by number", "activities/color-by-number"],
  ["paint by numbers unicorn", "activities/color-by-number"],
  ["science class", "cozy/classroom-scene"],
  ["book cover", "kids/cover-generator"],
  ["mother's day", "kids/mothers-day"],
  ["fathers day", "kids/fathers-day"],
  ["copyright page", "content/copyright-page"],
  ["amazon description", "content/amazon-description"],
  ["coloring book ideas", "content/coloring-ideas"],
  ["photo of my dog", "photos/pet-portrait"],
  ["family photo", "photos/family-portrait"],
  ["photo", "photos/photo-to-coloring-page"],
  ["tarot", "adult/tarot-cards"],
  ["bubble letters", "doodle/bubble"],
  ["ramadan", "kids/ramadhan"],
  ["car", "kids/happy-vehicles"],
  ["camping", "cozy/travel-camping"],
  ["flowers", "doodle/floral"],
  ["toddler", "kids/simple"],
  ["city", "adult/detailed-cityscape"],
  ["quote", "doodle/quotes"],
];

describe("tool search finds what people type", () => {
  it("the catalogue names a general tool", () => {
    expect(general).toBe("doodle/coloring-page");
  });

  it.each(everyday)("%s → %s", (query, tool) => {
    expect(first(query)).toBe(tool);
  });

  it("offers the general tool for the subject typed, and opens it with that subject", () => {
    const [hit] = searchTools(catalog, "a bear fishing in a river");
    expect(hit?.tool.id).toBe(general);
    expect(hit?.values).toEqual({ subject: "a bear fishing in a river" });
  });

  it("a tool the query names comes before the general tool, which is not offered", () => {
    const ids = searchTools(catalog, "mandala").map((h) => h.tool.id);
    expect(ids[0]).toBe("adult/mandala");
    expect(ids).not.toContain(general);
  });

  it("pages come before covers unless a cover is asked for", () => {
    expect(first("monster")).toBe("kids/monster-fun");
    expect(first("monster cover")).toBe("kids/cover-monster");
  });
});
