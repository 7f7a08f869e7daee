import { describe, expect, it } from "vitest";
import { askedOnPage } from "./helpers.js";

/**
 * Issue 41, class 1: someone in a boat is on its deck, the lower part of them behind the hull,
 * never small up in a sailboat's sail (placed as a bird in a tree's crown is). Held out: none of
 * these is named in the rule.
 */
/** The set's boats: sailboat, canoe, speedboat, motor boat. */
const boats = new Set(["26F5", "1F6F6", "1F6A4", "1F6E5"]);

describe("someone in a boat stands on its deck", () => {
  it.each(["a girl in a sailboat", "a dog in a boat", "a penguin in a boat", "a pirate in a rowboat"])(
    "%s",
    (subject) => {
      for (const seed of [1, 2, 3]) {
        const asked = askedOnPage(subject, seed);
        const boat = asked.find((a) => boats.has(a.hexcode));
        const who = asked.find((a) => !boats.has(a.hexcode));
        expect(boat && who, `seed ${seed}`).toBeTruthy();
        if (!boat || !who) continue;
        const b = boat.box;
        // Its feet well down the boat, at the hull, not halfway up its sail.
        expect(who.box.y1, `seed ${seed}`).toBeGreaterThan(b.y0 + (b.y1 - b.y0) * 0.6);
        // Its head above the boat's deck line: seen, not hidden in the hull.
        expect(who.box.y0, `seed ${seed}`).toBeLessThan(b.y0 + (b.y1 - b.y0) * 0.6);
      }
    },
  );
});
