import { describe, expect, it } from "vitest";
import type { Tool } from "../../../engine/catalog.js";
import { plannedValues } from "../../../server/generations/plan.js";
import { matchMotifs } from "../../../server/sketch/art.js";
import { readSketch } from "../../../server/sketch/reading.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { testCatalog } from "../../helpers/app.js";

const general = testCatalog().byId.get("doodle/coloring-page") as Tool;
const pagesOf = (subject: string) =>
  Array.from({ length: 12 }, (_, i) => (plannedValues(general, { subject }, i) as { subject: string }).subject);

/**
 * Words that say a page is for calm, grown-up colouring ("stress relief", "mindful", "for
 * adults") ask for what such books are: animals filled with patterns. "stress relief animals" had
 * been a toddler's plain animals with "stress" and "relief" left out. "stress relief animals" was
 * looked at while the rule was written; these requests were not.
 */
describe("a calm book of animals is its animals filled with patterns", () => {
  it.each(["anti-stress farm animals", "mindfulness ocean animals", "meditative birds", "relaxing woodland animals"])(
    "%s",
    (subject) => {
      const read = understandSketch({ layout: "motif", subject }, "line-art");
      expect(read.unknown).toBeUndefined();
      // The whole request names the book: no word of it left out.
      expect(read.understood).toEqual([expect.objectContaining({ word: subject, exact: true })]);
      const animals = new Set<string>();
      for (const page of pagesOf(subject)) {
        const sketch = readSketch({ layout: "motif", subject: page });
        expect(sketch, page).toMatchObject({ detail: "detailed", ornament: "filled" });
        const drawn = matchMotifs(sketch.subject ?? "", 1)[0];
        if (drawn) animals.add(drawn.hexcode);
      }
      // At least six animals: a theme of fewer is no book in ornament (themes.ts MIN_ORNAMENTED).
      expect(animals.size).toBeGreaterThanOrEqual(6);
    },
  );

  it.each([
    ["a therapeutic giraffe", "giraffe"],
    ["zen tiger", "tiger"],
    ["a de-stressing turtle", "turtle"],
  ])("one animal said so (%s) is filled with patterns, its calm words said as them", (subject, animal) => {
    expect(readSketch({ layout: "motif", subject })).toMatchObject({ detail: "detailed", ornament: "filled" });
    const read = understandSketch({ layout: "motif", subject }, "line-art");
    expect(read.understood[0]).toMatchObject({ drawnAs: "patterns filling it" });
    expect(read.understood.some((u) => u.drawnAs === animal)).toBe(true);
  });

  it("the rule can fail: what a creature does and the plain book stay as they were", () => {
    for (const subject of ["cats relaxing in the sun", "a dog relaxing on the sofa", "farm animals"])
      expect(readSketch({ layout: "motif", subject }).ornament, subject).toBeUndefined();
  });
});
