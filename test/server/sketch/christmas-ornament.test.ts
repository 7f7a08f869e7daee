import { describe, expect, it } from "vitest";
import { themeOf } from "../../../server/sketch/themes.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { pageSvg } from "./helpers.js";

/**
 * Issue 41: a Christmas ornament, one of the season's most asked pages, is drawn (our own bauble);
 * "christmas ornaments" had been the Christmas theme's elf, silently, and would have been a book
 * of wind chimes and rosettes (WordNet's kinds of ornament) once the occasion let go of it.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");

describe("a Christmas ornament", () => {
  it.each(["christmas ornaments", "a Christmas ornament", "a bauble", "christmas tree ornaments", "xmas ornaments"])(
    "%s is the ornament, no theme",
    (subject) => {
      expect(themeOf(subject)).toBeUndefined();
      const u = read(subject);
      expect(u.unknown).toBeUndefined();
      expect(u.standIn).toBeUndefined();
      expect(u.understood.map((w) => w.drawnAs)).toEqual(["christmas ornament"]);
    },
  );

  it("is drawn on its page, and beside a cat that plays with it", () => {
    for (const [subject, seed] of [
      ["a christmas ornament", 1],
      ["a kitten playing with a christmas ornament", 2],
    ] as const) {
      const svg = pageSvg(subject, seed);
      expect(svg, subject).toContain('data-motif="own-bauble"');
    }
  });

  it.each(["christmas", "christmas stockings", "an ornament"])("%s is still what it was", (subject) => {
    // The occasion alone and its undrawn things stay its theme; a kind asked alone is refused.
    if (subject === "an ornament") expect(read(subject).unknown).toBeDefined();
    else expect(themeOf(subject)).toBe("christmas");
  });
});
