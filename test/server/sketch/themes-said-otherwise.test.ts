import { describe, expect, it } from "vitest";
import type { Tool } from "../../../engine/catalog.js";
import { plannedValues } from "../../../server/generations/plan.js";
import { matchMotifs } from "../../../server/sketch/art.js";
import { themeOf } from "../../../server/sketch/themes.js";
import { drawnAsWritten, understandSketch } from "../../../server/sketch/understand.js";
import { testCatalog } from "../../helpers/app.js";

/**
 * Issue 41, five of the pool's book themes drawn as 12-page books (seed 9602127): "big trucks"
 * drew one pickup on all twelve pages, "occupations" the community helpers' chart twelve times,
 * "botanical garden" and Pattern Doodles' own "christmas" were refused, and the pattern tool's own
 * suggestions tiled one thing a word named (hearts and balloons for "under the sea", canned food
 * for "kawaii food", a school building for "school supplies"). Held out: "huge dinosaurs",
 * "tiny bugs", "careers", "florals", "desserts", "halloween", "farm animals" and "dinosaurs" on
 * the pattern tools were not looked at before the rules.
 */
const catalog = testCatalog();
const tool = (id: string) => catalog.byId.get(id) as Tool;
const subjectOf = (t: Tool, value: string, seed: number) => {
  const field = t.id === "doodle/pattern" ? "theme" : "subject";
  return (plannedValues(t, { [field]: value }, seed) as Record<string, string>)[field] as string;
};

describe("a theme said with how big its things are, or by another name, is the theme", () => {
  it.each([
    ["big trucks", "trucks"],
    ["huge dinosaurs", "dinosaurs"],
    ["tiny bugs", "bugs"],
    ["little birds", "birds"],
    ["garden bugs", "bugs"],
    ["occupations", "jobs"],
    ["careers", "jobs"],
    ["botanical garden", "flowers"],
    ["florals", "flowers"],
    ["large print flowers for seniors", "flowers"],
    ["sweet treats", "sweets"],
    ["desserts", "sweets"],
    // Fresh seed 10602127's books: "cozy cats" drew three cats on all twelve pages, "coffee and
    // cafes" the café's counter twelve times. Held out: "cute kittens", "kittens and cats".
    ["cozy cats", "cats"],
    ["cute kittens", "cats"],
    ["kittens and cats", "cats"],
    ["coffee and cafes", "cafes"],
    // Fresh seed 31602127's books: "world landmarks" was refused on all twelve pages.
    ["world landmarks", "landmarks"],
    ["famous landmarks", "landmarks"],
    ["famous buildings", "landmarks"],
    // Fresh seed 32602127's books: "nocturnal animals" had been three kinds again and again.
    ["nocturnal animals", "nocturnal"],
    ["nocturnal creatures", "nocturnal"],
    // Fresh seed 33602127's books: "fashion design outfits" had been one dress, a stand-in.
    ["fashion design outfits", "fashion"],
    ["clothes", "fashion"],
    ["outfits", "fashion"],
  ])("held out or seen: %s → %s", (said, theme) => {
    expect(themeOf(said)).toBe(theme);
  });

  it.each(["a flower", "a truck", "big cats", "a big dog", "a cat", "coffee", "a cafe", "a cat and a dog"])(
    "the rule can fail: %s is no such theme",
    (said) => {
      expect(themeOf(said)).toBeUndefined();
    },
  );
});

describe("a 12-page book of each draws 12 different subjects, each as itself", () => {
  it.each(["big trucks", "occupations", "flowers", "sweet treats", "world landmarks", "nocturnal animals", "clothes"])(
    "%s",
    (name) => {
      for (const first of [0, 100]) {
        const pages = Array.from({ length: 12 }, (_, i) => subjectOf(tool("doodle/coloring-page"), name, first + i));
        expect(new Set(pages.map((p) => matchMotifs(p, 1)[0]?.hexcode)).size, `from seed ${first}`).toBe(12);
        for (const page of pages) expect(drawnAsWritten(page), page).toBe(true);
      }
    },
  );
});

describe("a 12-page book of cats or of a café draws 12 different pages", () => {
  it.each(["cozy cats", "coffee and cafes"])("%s", (name) => {
    for (const first of [0, 100]) {
      const pages = Array.from({ length: 12 }, (_, i) => subjectOf(tool("doodle/coloring-page"), name, first + i));
      expect(new Set(pages).size, `from seed ${first}`).toBe(12);
      for (const page of pages) expect(drawnAsWritten(page), page).toBe(true);
    }
  });

  it("a book's words are no words left out of it", () => {
    const said = understandSketch({ layout: "motif", subject: "large print flowers for seniors" }, "line-art");
    expect(said.understood.filter((u) => u.drawnAs === null).map((u) => u.word)).toEqual([]);
  });
});

describe("a theme on a pattern tool tiles three of its things, another three each page", () => {
  it.each([
    ["doodle/pattern", "under the sea"],
    ["doodle/pattern", "kawaii food"],
    ["doodle/pattern", "school supplies"],
    ["doodle/pattern", "garden bugs"],
    ["doodle/pattern", "christmas"],
    ["doodle/pattern", "halloween"],
    ["doodle/pattern", "farm animals"],
    ["doodle/floral", "botanical garden"],
    ["doodle/floral", "dinosaurs"],
  ])("held out or seen: %s, %s", (id, theme) => {
    const t = tool(id);
    const field = id === "doodle/pattern" ? "theme" : "subject";
    // Never refused, before the plan as after it.
    const typed = understandSketch({ layout: "pattern", subject: theme }, "line-art");
    expect(typed.unknown).toBeUndefined();
    const pages = Array.from({ length: 12 }, (_, i) => subjectOf(t, theme, 40 + i));
    for (const page of pages) {
      const things = page.split(/,\s*|\s+and\s+/);
      expect(things.length, page).toBe(3);
      expect(new Set(things.map((s) => matchMotifs(s, 1)[0]?.hexcode)).size, page).toBe(3);
      const read = understandSketch({ layout: "pattern", subject: page }, "line-art");
      expect(read.unknown, page).toBeUndefined();
      expect(read.understood.filter((u) => u.drawnAs !== null).length, page).toBe(3);
    }
    // No two pages of a book the same three.
    expect(
      new Set(
        pages.map((p) =>
          p
            .split(/,\s*|\s+and\s+/)
            .sort()
            .join(),
        ),
      ).size,
    ).toBe(12);
    expect(field).toBeTruthy();
  });

  it("the rule can fail: a thing said is tiled as it is", () => {
    expect(subjectOf(tool("doodle/floral"), "a heart", 3)).toBe("a heart");
    expect(subjectOf(tool("doodle/pattern"), "hearts and stars", 3)).toBe("hearts and stars");
  });
});
