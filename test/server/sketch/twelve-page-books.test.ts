import { describe, expect, it } from "vitest";
import type { Tool } from "../../../engine/catalog.js";
import { plannedValues } from "../../../server/generations/plan.js";
import { drawnAsWritten } from "../../../server/sketch/understand.js";
import { testCatalog } from "../../helpers/app.js";

/**
 * A 12-page book of a theme the pool's book themes name (issue 41: no page repeated, at least 10
 * subjects): "birds of the world" had 8 subjects, "dogs and puppies" one dog on every page, "space
 * adventure" 9, "construction vehicles" 8, "farm friends" 11.
 */
const general = testCatalog().byId.get("doodle/coloring-page") as Tool;

describe("a 12-page theme book draws 12 different subjects", () => {
  it.each(["farm friends", "birds of the world", "dogs and puppies", "space adventure", "construction vehicles"])(
    "%s",
    (subject) => {
      for (const first of [0, 7, 100]) {
        const pages = Array.from(
          { length: 12 },
          (_, i) => (plannedValues(general, { subject }, first + i) as { subject: string }).subject,
        );
        expect(new Set(pages).size, `from seed ${first}`).toBe(12);
        for (const page of pages) expect(drawnAsWritten(page), page).toBe(true);
      }
    },
  );

  it("one dog asked for is one dog, not a book of them", () => {
    expect((plannedValues(general, { subject: "a dog" }, 3) as { subject: string }).subject).toBe("a dog");
  });
});
