import { describe, expect, it } from "vitest";
import { planOf, themeOf, themePlans, themeSubject } from "../../../server/sketch/themes.js";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * Issue 41, class 4 (12-page theme books, judged with seed 2602127's verdict): a book of 12 pages
 * of a theme draws 12 different pages of at least 10 subjects. Christmas had 8 subjects, so pages
 * 9–12 were pages 1–4 again; an arctic book drew its first trios of animals again, three pages of
 * the same three swimmers, on the summer grass of the mountains. Held out: the pets, desert and pond books were not looked at before the rule.
 */
const book = (said: string) => {
  const theme = themeOf(said) as string;
  return Array.from({ length: 12 }, (_, i) => themeSubject(theme, i, said));
};
/** The animals a habitat page names, whatever their order. */
const trio = (page: string) =>
  page
    .replace(/\s(?:in|on|at)\s.*$/, "")
    .split(/,\s|\sand\s/)
    .sort()
    .join("|");

describe("a theme book of twelve pages", () => {
  it.each(["christmas", "arctic animals", "farm animals", "pets", "desert animals", "pond animals"])(
    "%s: at least ten subjects, and twelve different pages of animals",
    (said) => {
      const pages = book(said);
      expect(new Set(pages).size, said).toBeGreaterThanOrEqual(10);
      // Three animals a page: no three drawn twice, in any order.
      if (said.endsWith("animals")) expect(new Set(pages.map(trio)).size, said).toBe(12);
    },
  );

  it("every theme has at least ten subjects, each drawn as itself", () => {
    for (const [theme, plan] of Object.entries(themePlans)) expect(plan.length, theme).toBeGreaterThanOrEqual(10);
    for (const subject of planOf("christmas")) {
      const read = understandSketch({ layout: "motif", subject }, "line-art");
      expect(read.standIn, subject).toBeUndefined();
      expect(read.unknown, subject).toBeUndefined();
    }
  });

  // Seed 6602127's books: Halloween's pages 11 and 12 were pages 1 and 2 again, Easter drew the
  // hatching chick twice and its egg and bunny again, autumn its two leaves again.
  it.each(["halloween", "easter", "autumn vibes", "valentine's day for kids"])(
    "%s: twelve pages, twelve different drawings",
    (said) => {
      const drawn = book(said).map(
        (page) =>
          understandSketch({ layout: "motif", subject: page }, "line-art").understood.find((u) => u.drawnAs)?.drawnAs,
      );
      expect(new Set(drawn).size, drawn.join(", ")).toBe(12);
    },
  );

  it("the arctic's animals are in the snow or in the sea, never on the grass of a mountain", () => {
    for (const page of planOf("arctic animals")) expect(page).toMatch(/in the (?:snow|ocean)$/);
  });
});
