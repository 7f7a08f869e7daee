import { describe, expect, it } from "vitest";
import type { Catalog } from "../../../engine/catalog.js";
import type { Field } from "../../../engine/fields/index.js";
import { specForms } from "../../fixtures/spec-forms.js";

/** One line per field, in the notation of test/fixtures/spec-forms.ts. */
function formLines(fields: Field[]): string[] {
  return fields.map((f) => {
    const any = f as Field & { optional?: boolean; list?: string; min?: number; max?: number; default?: number };
    let line = `${f.name}: ${f.type}`;
    if (f.required) line += ` required "${f.required}"`;
    if (any.optional) line += " optional";
    if (f.type === "choice") line += ` [${f.options.map((o) => (typeof o === "string" ? o : o.label)).join(" | ")}]`;
    if (any.list) line += ` list ${any.list}`;
    if (any.min !== undefined) line += ` ${any.min}..${any.max} default ${any.default}`;
    return line;
  });
}

/**
 * Spec conformance: every tool, card, list and site entry the product spec names is present
 * with its title, output and wiring. Written as "contains", never "exactly", so a catalogue
 * with more tools, cards or list entries still conforms: adding a file never breaks these.
 * Run against the real catalogue (catalog-contents.test.ts) and against a copy with extra
 * tools (catalog-extension.test.ts).
 */
/** The spec's cards per hub, in grid order (19 Kids cards of 20 routes; Adult and Cozy list their home-catalogue tools). */
const specCards: Record<string, string[]> = {
  kids: [
    "cover-generator",
    "simple",
    "alphabet",
    "doodle-letters",
    "emoji-style",
    "superhero-name",
    "monster-fun",
    "happy-vehicles",
    "food-coloring",
    "circus-clowns",
    "flying-birds",
    "flag-generator",
    "st-patricks",
    "mothers-day",
    "cover-simple",
    "cover-monster",
    "cover-vehicles",
    "cover-food",
    "cover-flying-birds",
  ],
  adult: [
    "mandala",
    "tarot-cards",
    "miniature-world",
    "mystery-characters",
    "quarrel-scene",
    "cover-mandala",
    "cover-tarot",
    "cover-holiday",
  ],
  cozy: [
    "friends",
    "building",
    "room-corner",
    "travel-camping",
    "funny-shop",
    "animal-profession",
    "cover-friends",
    "cover-building",
    "cover-room",
    "cover-camping",
  ],
  doodle: [
    "anything",
    "pattern",
    "floral",
    "quotes",
    "cursive",
    "decorative",
    "bubble",
    "cover-pattern",
    "cover-floral",
    "cover-quotes",
    "cover-cursive",
    "cover-decorative",
    "cover-bubble",
  ],
  content: ["coloring-ideas", "title-generator", "amazon-description", "copyright-page"],
};

/** The spec's routes that are not cards. */
const specRoutesOnly = [
  "adult/architectural-details",
  "adult/detailed-cityscape",
  "cozy/classroom-scene",
  "cozy/pov-scene",
  "kids/fathers-day",
  "kids/ramadhan",
];

/** Every tool the spec names (plus ramadhan, designed here), by id. */
const specTools = [
  ...Object.entries(specCards).flatMap(([hub, cards]) => cards.map((c) => `${hub}/${c}`)),
  ...specRoutesOnly,
];

export function describeSpecConformance(name: string, catalog: Catalog) {
  const ids = (hub: string) => catalog.tools.filter((t) => t.hub === hub).map((t) => t.slug);
  const title = (id: string) => catalog.byId.get(id)?.title;
  const spec = (tools: string[]) => expect.arrayContaining(tools);

  describe(`${name}: catalogue contents (spec conformance)`, () => {
    it("has every route of the spec, plus ramadhan and the four content tools", () => {
      expect(ids("kids")).toEqual(
        spec([
          "alphabet",
          "doodle-letters",
          "emoji-style",
          "cover-simple",
          "cover-monster",
          "cover-vehicles",
          "cover-food",
          "cover-flying-birds",
          "simple",
          "superhero-name",
          "monster-fun",
          "happy-vehicles",
          "food-coloring",
          "circus-clowns",
          "flying-birds",
          "flag-generator",
          "st-patricks",
          "fathers-day",
          "mothers-day",
          "cover-generator",
          "ramadhan",
        ]),
      );
      expect(ids("adult")).toEqual(
        spec([
          "cover-holiday",
          "cover-mandala",
          "cover-tarot",
          "mandala",
          "tarot-cards",
          "miniature-world",
          "mystery-characters",
          "quarrel-scene",
          "detailed-cityscape",
          "architectural-details",
        ]),
      );
      expect(ids("cozy")).toEqual(
        spec([
          "cover-friends",
          "cover-building",
          "cover-camping",
          "cover-room",
          "friends",
          "building",
          "travel-camping",
          "funny-shop",
          "animal-profession",
          "room-corner",
          "pov-scene",
          "classroom-scene",
        ]),
      );
      expect(ids("doodle")).toEqual(
        spec([
          "cover-pattern",
          "cover-quotes",
          "cover-cursive",
          "cover-decorative",
          "cover-floral",
          "cover-bubble",
          "pattern",
          "quotes",
          "cursive",
          "decorative",
          "floral",
          "bubble",
          "anything",
        ]),
      );
      expect(ids("content")).toEqual(
        spec(["amazon-description", "coloring-ideas", "copyright-page", "title-generator"]),
      );
    });

    it("gives every spec tool its form: fields in order, types, messages, options, lists", () => {
      expect([...specTools].sort()).toEqual(Object.keys(specForms).sort());
      for (const id of specTools) {
        // The spec's own fields; the standard page fields a tool includes are checked on their own.
        const tool = catalog.byId.get(id);
        const own = (tool?.fields ?? []).filter((f) => !tool?.shared.includes(f.name));
        expect([id, formLines(own as Field[])]).toEqual([id, specForms[id]]);
      }
    });

    it("uses the spec's titles", () => {
      expect(title("kids/food-coloring")).toBe("Cute Food");
      expect(title("kids/cover-simple")).toBe("Cover - Simple & Easy");
      expect(title("kids/st-patricks")).toBe("St. Patrick's Day");
      expect(title("kids/fathers-day")).toBe("Father's Day Doodles");
      expect(title("adult/cover-holiday")).toBe("Cover - Holiday Theme");
      expect(title("cozy/cover-friends")).toBe("Cover - Cozy Friend");
      expect(title("cozy/cover-camping")).toBe("Cover - Travel & Camping");
      expect(title("cozy/funny-shop")).toBe("Scene at Shop");
      expect(title("doodle/cover-decorative")).toBe("Cover - Decorative Text");
    });

    it("makes every 'Cover - …' tool, Cover Generator and the title generator a cover, and no other spec tool", () => {
      const specCovers = [
        ...specTools.filter((id) => title(id)?.startsWith("Cover - ")),
        "kids/cover-generator",
        "content/title-generator",
      ];
      for (const id of specTools)
        expect([id, catalog.byId.get(id)?.output === "cover"]).toEqual([id, specCovers.includes(id)]);
    });

    it("gives content tools their outputs, failure texts and a cost of 1", () => {
      const content = Object.fromEntries(
        specTools
          .filter((id) => id.startsWith("content/"))
          .map((id) => catalog.byId.get(id))
          .map((t) => [t?.slug, [t?.output, t?.failureMessage, t?.cost]]),
      );
      expect(content).toEqual({
        "coloring-ideas": ["ideas", "Failed to generate ideas", 1],
        "title-generator": ["cover", "Failed to generate title", 1],
        "amazon-description": ["description", "Failed to generate description", 1],
        "copyright-page": ["text", "Failed to generate copyright page", 1],
      });
      expect(catalog.byId.get("kids/cover-generator")?.failureMessage).toBe("Failed to generate cover");
    });

    it("shows the back button on Cozy Building only", () => {
      expect(specTools.filter((id) => catalog.byId.get(id)?.backButton)).toEqual(["cozy/building"]);
    });

    it("lists 19 Kids cards, the 8 and 10 home-catalogue tools for Adult and Cozy, and every Doodle and Content tool, in order", () => {
      for (const [hub, cards] of Object.entries(specCards)) {
        const listed = catalog.hubs.find((h) => h.id === hub)?.cards ?? [];
        // In this order; tools added later may sit anywhere between them.
        expect(
          listed.filter((id) => cards.includes(id.slice(hub.length + 1))),
          hub,
        ).toEqual(cards.map((c) => `${hub}/${c}`));
      }
      const unlisted = specTools.filter((id) => !catalog.byId.get(id)?.listed).sort();
      expect(unlisted).toEqual([
        "adult/architectural-details",
        "adult/detailed-cityscape",
        "cozy/classroom-scene",
        "cozy/pov-scene",
        "kids/fathers-day",
        "kids/ramadhan",
      ]);
    });
  });

  describe(`${name}: shared lists (spec conformance)`, () => {
    it("has about 195 countries, alphabetical, including Kosovo, Palestine, Taiwan and Vatican City", () => {
      const names = (catalog.lists.options.countries ?? []).map((o) => o.label);
      expect(names.length).toBeGreaterThanOrEqual(190);
      expect(names).toEqual(expect.arrayContaining(["Kosovo", "Palestine", "Taiwan", "Vatican City"]));
      expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
      expect(new Set(names).size).toBe(names.length);
    });

    it.each([
      ["fathers-day-nicknames", ["Common Terms", "Family Relations", "Grandpa Terms", "Multilingual Terms"]],
      ["mothers-day-nicknames", ["Common Terms", "Family Relations", "Multilingual Terms", "Grandma Terms"]],
    ])("%s has its four groups and dozens of terms", (list, groups) => {
      const found = catalog.lists.groups[list] ?? [];
      expect(found.map((g) => g.label)).toEqual(groups);
      expect(found.flatMap((g) => g.options).length).toBeGreaterThanOrEqual(36);
    });

    it("wires the flag and nickname fields to their lists", () => {
      const country = catalog.byId.get("kids/flag-generator")?.fields[0] as Field;
      expect(country).toMatchObject({ type: "combobox", list: "countries", empty: "No countries found" });
      const nickname = catalog.byId.get("kids/fathers-day")?.fields[0] as Field;
      expect(nickname).toMatchObject({ type: "suggest", list: "fathers-day-nicknames" });
      expect((nickname as { groups: unknown[] }).groups).toHaveLength(4);
    });
  });

  describe(`${name}: site.yaml (spec conformance)`, () => {
    it("has the home title, three badges and the four dated recent updates", () => {
      expect(catalog.site.home.title).toBe("AI Coloring Page Generator");
      expect(catalog.site.home.badges).toHaveLength(3);
      expect(catalog.site.recentUpdates.map((u) => [u.path, u.date])).toEqual([
        ["/kids/cover-generator", "2024-02-18"],
        ["/kids/mothers-day", "2024-02-18"],
        ["/kids/st-patricks", "2024-02-18"],
        ["/kids/flag-generator", "2024-02-18"],
      ]);
      for (const u of catalog.site.recentUpdates) expect(catalog.byId.has(u.path.slice(1))).toBe(true);
    });

    it("has three templates, seven videos, three publishing tools and the three packages", () => {
      expect(catalog.site.tutorials.templates).toHaveLength(3);
      expect(catalog.site.tutorials.videos).toHaveLength(7);
      expect(catalog.site.publishingTools).toHaveLength(3);
      expect(catalog.site.packages.map((p) => [p.id, p.credits, p.price.amount, p.price.currency])).toEqual([
        ["credits-150", 150, 55, "MYR"],
        ["credits-300", 300, 100, "MYR"],
        ["credits-500", 500, 150, "MYR"],
      ]);
    });
  });
}
