import { describe, expect, it } from "vitest";
import type { Tool } from "../../../engine/catalog.js";
import { renderTool } from "../../../engine/render.js";
import { plannedValues } from "../../../server/generations/plan.js";
import { readSketch } from "../../../server/sketch/reading.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { testCatalog } from "../../helpers/app.js";

const catalog = testCatalog();
const general = catalog.byId.get("doodle/coloring-page") as Tool;
const alphabet = catalog.byId.get("kids/alphabet") as Tool;

/** The glyph and the counted things of each page of a batch of `n` from `first`, as drawn. */
function pagesOf(tool: Tool, subject: string, n: number, first = 0) {
  return Array.from({ length: n }, (_, i) => {
    const sketch = renderTool(tool, plannedValues(tool, { subject }, first + i)).sketch ?? {};
    const read = readSketch(sketch as Record<string, string>);
    return { layout: read.layout, glyph: read.letter ?? "", subject: read.subject ?? "" };
  });
}

/**
 * A run of numbers or letters asked for by its own name ("numbers 1 to 10", "the alphabet") is a
 * book of its glyphs, a page each: a number counted with that many things, a letter with things of
 * its initial. Each had been refused ("numbers" has no drawing), or, in Alphabet Art, every page
 * the run's initial. "numbers 1 to 10" and "counting 1-5 with bugs" were seen refused on the
 * judged samples; the other phrasings were not.
 */
describe("a run of numbers or letters is a page a glyph", () => {
  it.each([
    ["numbers one to five", 5],
    ["count to 12", 12],
    ["counting numbers 3-8 for preschool", 6],
    ["number 2 to 6", 5],
  ])("%s: each number once, in a batch as long as the run", (subject, length) => {
    const pages = pagesOf(general, subject, length, 40);
    expect(pages.every((p) => p.layout === "letter")).toBe(true);
    const glyphs = pages.map((p) => Number(p.glyph)).sort((a, b) => a - b);
    expect(new Set(glyphs).size, JSON.stringify(pages)).toBe(length);
    expect((glyphs.at(-1) ?? 0) - (glyphs[0] ?? 0)).toBe(length - 1);
    // Each number is counted with something: a page of "7" has "seven …" to draw.
    for (const p of pages) if (p.glyph !== "0") expect(p.subject, JSON.stringify(p)).toMatch(/^[a-z]+ [a-z ]+$/);
  });

  it("things said with the run are what each page counts", () => {
    const pages = pagesOf(general, "counting 1 to 4 with frogs", 4, 9);
    expect(pages.map((p) => p.subject).sort()).toEqual(["four frogs", "one frog", "three frogs", "two frogs"]);
  });

  it.each(["the ABC", "letters of the alphabet", "lowercase letters a to e", "letters h to m"])(
    "%s: each letter once",
    (subject) => {
      const pages = pagesOf(general, subject, 5, 7);
      expect(pages.every((p) => p.layout === "letter")).toBe(true);
      expect(new Set(pages.map((p) => p.glyph)).size, JSON.stringify(pages)).toBe(5);
      if (subject.startsWith("lowercase")) expect(pages.every((p) => /^[a-e]$/.test(p.glyph))).toBe(true);
      if (subject.startsWith("letters h")) expect(pages.every((p) => /^[H-M]$/.test(p.glyph))).toBe(true);
    },
  );

  it("Alphabet Art's pages of the alphabet are its letters in turn, not the initial of its name", () => {
    const letters = Array.from({ length: 6 }, (_, i) => {
      const rendered = renderTool(alphabet, plannedValues(alphabet, { subject: "the alphabet" }, 26 * 3 + i));
      return (rendered.sketch as Record<string, string>).letter;
    });
    expect(letters).toEqual(["A", "B", "C", "D", "E", "F"]);
  });

  it.each(["numbers 1 to 10 for kids", "abc", "count to 20 with apples"])(
    "%s is understood, never refused",
    (subject) => {
      const verdict = understandSketch({ layout: "motif", subject }, "line-art");
      expect(verdict.unknown).toBeUndefined();
      expect(verdict.understood[0]?.drawnAs ?? "").toMatch(/^one of (?:number 1|letter A)/);
    },
  );

  it("the rule can fail: one number or letter is that page alone, and a run past twenty is refused", () => {
    expect(readSketch({ layout: "motif", subject: "number 3 with three ducks" })).toMatchObject({ letter: "3" });
    expect(readSketch({ layout: "motif", subject: "the letter B" })).toMatchObject({ letter: "B" });
    expect(understandSketch({ layout: "motif", subject: "numbers 1 to 50" }, "line-art").unknown).toBeDefined();
  });
});
