import { describe, expect, it } from "vitest";
import type { Tool } from "../../../engine/catalog.js";
import { plannedValues } from "../../../server/generations/plan.js";
import { matchMotifs } from "../../../server/sketch/art.js";
import { readSketch } from "../../../server/sketch/reading.js";
import { themeOf } from "../../../server/sketch/themes.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { testCatalog } from "../../helpers/app.js";

const general = testCatalog().byId.get("doodle/coloring-page") as Tool;
const pagesOf = (subject: string) =>
  Array.from({ length: 12 }, (_, i) => (plannedValues(general, { subject }, i) as { subject: string }).subject);

/**
 * A theme of animals said in ornament is a book of its animals, each alone and large, filled with
 * patterns: "animal mandalas" had been twelve mandalas with "animal" left out. "animal mandalas"
 * was looked at while the rule was written; these themes were not.
 */
describe("animals said in ornament are patterned animals, one a page", () => {
  it.each(["zentangle farm animals", "woodland animal mandalas", "bird mandalas", "jungle animal mandalas"])(
    "%s",
    (subject) => {
      const read = understandSketch({ layout: "motif", subject }, "line-art");
      expect(read.unknown).toBeUndefined();
      // The whole request names the book: no word of it left out.
      expect(read.understood).toEqual([expect.objectContaining({ word: subject, exact: true })]);
      const pages = pagesOf(subject);
      const animals = new Set<string>();
      for (const page of pages) {
        const sketch = readSketch({ layout: "motif", subject: page });
        expect(sketch, page).toMatchObject({ layout: "motif", detail: "detailed", ornament: "filled" });
        const drawn = matchMotifs(sketch.subject ?? "", 1)[0];
        expect(drawn, page).toBeDefined();
        if (drawn) animals.add(drawn.hexcode);
      }
      expect(animals.size, pages.join(" | ")).toBeGreaterThanOrEqual(9);
    },
  );

  it("the rule can fail: one mandala of a thing or a place stays one mandala", () => {
    for (const subject of ["ocean mandala", "butterfly mandala", "mandala fox", "mandala", "flower mandalas"])
      expect(themeOf(subject), subject).toBeUndefined();
  });
});
