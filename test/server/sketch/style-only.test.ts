import { describe, expect, it } from "vitest";
import type { Tool } from "../../../engine/catalog.js";
import { plannedValues } from "../../../server/generations/plan.js";
import { themeOf } from "../../../server/sketch/themes.js";
import { drawnAsWritten, understandSketch } from "../../../server/sketch/understand.js";
import { testCatalog } from "../../helpers/app.js";

/**
 * A book said only to be simple ("bold and easy", "my first coloring book") was refused, no word
 * a thing; one said to be spooky ("spooky cute") too. Phrases marked held out match no word the
 * rules were written from.
 */
const general = testCatalog().byId.get("doodle/coloring-page") as Tool;

describe("a book said only to be simple is a book of simple things", () => {
  it.each([
    "bold and easy",
    "big and simple for ages 2-4",
    "my first coloring book",
    // Held out.
    "easy coloring pages for toddlers",
    "simple and bold for beginners",
    "super simple",
  ])("%s: never refused, one simple thing a page, twelve different", (subject) => {
    expect(themeOf(subject)).toBe("simple things");
    const u = understandSketch({ layout: "motif", subject }, "line-art");
    expect(u.unknown).toBeUndefined();
    expect(u.standIn).toBeUndefined();
    const pages = Array.from(
      { length: 12 },
      (_, seed) => (plannedValues(general, { subject }, seed) as { subject: string }).subject,
    );
    expect(new Set(pages).size).toBe(12);
    for (const page of pages) expect(drawnAsWritten(page), page).toBe(true);
  });

  it("a thing said to be simple is that thing; simple shapes are shapes", () => {
    expect(themeOf("a bold lion")).toBeUndefined();
    expect(themeOf("easy mandala")).toBeUndefined();
    expect(themeOf("simple shapes")).toBeUndefined();
    expect(themeOf("coloring book")).toBeUndefined();
  });

  it.each(["spooky cute", "spooky", "creepy cute"])("%s is Halloween", (subject) => {
    expect(themeOf(subject)).toBe("halloween");
  });
});
