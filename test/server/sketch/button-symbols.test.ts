import { describe, expect, it } from "vitest";
import { motifByAnnotation, motifMarkup } from "../../../server/sketch/art.js";
import { inkBounds } from "../../../server/sketch/ink-bounds.js";

const hexOf = (annotation: string) => motifByAnnotation(annotation)?.hexcode ?? "";

// The set draws each sign of a faith and of the zodiac on a square button: "the cross with
// lilies", "celtic cross" and "easter cross with sunrise" (seed 7070707) were crosses on tiles.
// The sign is drawn as itself. These signs were not looked at before the rule.
describe("a sign of a faith or of the zodiac", () => {
  it.each(["wheel of dharma", "star and crescent", "Pisces", "Libra", "peace symbol"])(
    "%s is drawn without its square, in line art and in colour",
    (annotation) => {
      const hex = hexOf(annotation);
      expect(hex).not.toBe("");
      for (const set of ["black", "color"] as const)
        expect(motifMarkup(hex, set), set).not.toMatch(
          /d="M(?:2 6a4 4 0 0 1 4-4h20|30 26a4 4 0 0 1-4 4H6)|<rect width="28"/,
        );
      // The square's ink spanned the grid (4.5 to 67.5 of 72 each way): the sign alone does not.
      const b = inkBounds(hex);
      expect(Math.min(b.x1 - b.x0, b.y1 - b.y0), annotation).toBeLessThan(62);
    },
  );

  it("a sign for travellers keeps its square", () => {
    for (const a of ["wheelchair symbol", "ATM sign"])
      expect(motifMarkup(hexOf(a), "black"), a).toMatch(
        /d="M(?:2 6a4 4 0 0 1 4-4h20|30 26a4 4 0 0 1-4 4H6)|<rect width="28"/,
      );
  });
});
