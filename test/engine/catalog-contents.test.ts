import { describe, expect, it } from "vitest";
import type { Field } from "../../engine/fields/index.js";
import { loadCatalog } from "../../server/catalog/load.js";

const catalog = loadCatalog();
const ids = (hub: string) =>
  catalog.tools
    .filter((t) => t.hub === hub)
    .map((t) => t.slug)
    .sort();
const title = (id: string) => catalog.byId.get(id)?.title;

describe("catalogue contents (tool-catalogue-spec §2, product-spec §2)", () => {
  it("has every route of the spec, plus ramadhan and the four content tools", () => {
    expect(ids("kids")).toEqual(
      [
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
      ].sort(),
    );
    expect(ids("adult")).toEqual(
      [
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
      ].sort(),
    );
    expect(ids("cozy")).toEqual(
      [
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
      ].sort(),
    );
    expect(ids("doodle")).toEqual(
      [
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
      ].sort(),
    );
    expect(ids("content")).toEqual(["amazon-description", "coloring-ideas", "copyright-page", "title-generator"]);
    expect(catalog.tools).toHaveLength(21 + 10 + 12 + 13 + 4);
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

  it("makes every 'Cover - …' tool, Cover Generator and the title generator a cover", () => {
    const covers = catalog.tools.filter((t) => t.output === "cover").map((t) => t.id);
    for (const t of catalog.tools.filter((t) => t.title.startsWith("Cover - "))) expect(covers).toContain(t.id);
    expect(covers).toEqual(expect.arrayContaining(["kids/cover-generator", "content/title-generator"]));
    expect(covers).toHaveLength(catalog.tools.filter((t) => t.title.startsWith("Cover - ")).length + 2);
  });

  it("gives content tools their outputs, failure texts and a cost of 1", () => {
    const content = Object.fromEntries(
      catalog.tools.filter((t) => t.hub === "content").map((t) => [t.slug, [t.output, t.failureMessage, t.cost]]),
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
    expect(catalog.tools.filter((t) => t.backButton).map((t) => t.id)).toEqual(["cozy/building"]);
  });

  it("lists 19 Kids cards, the 8 and 10 home-catalogue tools for Adult and Cozy, and every Doodle and Content tool", () => {
    const cards = Object.fromEntries(catalog.hubs.map((h) => [h.id, h.cards.length]));
    expect(cards).toEqual({ kids: 19, adult: 8, cozy: 10, doodle: 13, content: 4 });
    const unlisted = catalog.tools
      .filter((t) => !t.listed)
      .map((t) => t.id)
      .sort();
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

describe("shared lists (tool-catalogue-spec §9)", () => {
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

describe("site.yaml (product-spec §2, §9)", () => {
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
