import { describe, expect, it } from "vitest";
import { askedOnPage } from "./helpers.js";

/**
 * Issue 41, class 1: a thing with no face wearing glasses wears them where a face would be, as
 * wide as a face: "a pineapple wearing sunglasses" had worn them small, on its crown. Held out:
 * none of these things is named in the rule.
 */
const SUNGLASSES = "1F576";
const GLASSES = "1F453";

describe("a thing wearing glasses wears them across its middle", () => {
  it.each([
    "a lemon wearing sunglasses",
    "a taco wearing sunglasses",
    "a cactus wearing sunglasses",
    "a watermelon wearing glasses",
    "a hamburger wearing sunglasses",
  ])("%s", (subject) => {
    for (const seed of [1, 2, 3]) {
      const asked = askedOnPage(subject, seed);
      const glasses = asked.find((a) => a.hexcode === SUNGLASSES || a.hexcode === GLASSES);
      const thing = asked.find((a) => a.hexcode !== SUNGLASSES && a.hexcode !== GLASSES);
      expect(glasses && thing, `seed ${seed}`).toBeTruthy();
      if (!glasses || !thing) continue;
      const t = thing.box;
      const g = glasses.box;
      const middle = (g.y0 + g.y1) / 2;
      // Below its top fifth (no crown, no hat's place) and above its lowest quarter.
      expect(middle, `seed ${seed}`).toBeGreaterThan(t.y0 + (t.y1 - t.y0) * 0.2);
      expect(middle, `seed ${seed}`).toBeLessThan(t.y0 + (t.y1 - t.y0) * 0.75);
      // As wide as a face on it: a quarter of its width at least, and inside it.
      expect(g.x1 - g.x0, `seed ${seed}`).toBeGreaterThan((t.x1 - t.x0) * 0.25);
      expect(g.x0, `seed ${seed}`).toBeGreaterThanOrEqual(t.x0 - 2);
      expect(g.x1, `seed ${seed}`).toBeLessThanOrEqual(t.x1 + 2);
    }
  });
});
