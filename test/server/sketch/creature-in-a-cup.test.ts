import { describe, expect, it } from "vitest";
import { countedAs, motifByAnnotation } from "../../../server/sketch/art.js";
import { askedOnPage, drawnOnPage } from "./helpers.js";

/**
 * Issue 41 (fresh seed 9602127): "a kawaii cat in a cup" stood on the rim of the set's teacup with
 * its steam rising through the cat's body; a mouse in a teacup and a bunny in a mug the same. A
 * creature in a hot drink's cup sits in our own cup on its saucer, no steam over it, its lower part
 * behind the cup's front. Held out: the puppy, the frog, the hedgehog and the owl were not
 * looked at before the rule.
 */
const steaming = ["1F375", "2615"];
const seeds = [0, 1, 2, 3, 4, 5];

describe("a creature in a cup sits in it, no steam through it", () => {
  it.each([
    // A kawaii cat is the cat's face on a little body (kawaii-animals.test.ts).
    ["a kawaii cat in a cup", "cat face"],
    ["a puppy in a coffee cup", "dog"],
    ["a frog sitting in a teacup", "frog"],
    ["a hedgehog in a mug", "hedgehog"],
    ["a baby owl in a teacup", "owl"],
  ])("held out or seen: %s", (subject, creature) => {
    const creatureHex = motifByAnnotation(creature)?.hexcode;
    for (const seed of seeds) {
      const drawn = drawnOnPage(subject, seed);
      expect(drawn.has("own-teacup"), `${subject}, seed ${seed}`).toBe(true);
      for (const hex of steaming) expect(drawn.has(hex), `${subject}, seed ${seed}`).toBe(false);
      const on = askedOnPage(subject, seed);
      const [one] = on.filter((p) => p.hexcode === creatureHex).map((p) => p.box);
      const [cup] = on.filter((p) => p.hexcode === "own-teacup").map((p) => p.box);
      if (!one || !cup) throw new Error(`${subject}, seed ${seed}: the ${creature} or the cup missing`);
      // In it: over its middle, its head above the rim and its lower edge behind the cup's front.
      const x = (one.x0 + one.x1) / 2;
      expect(x > cup.x0 && x < cup.x1, `${subject}, seed ${seed}`).toBe(true);
      expect(one.y0, `${subject}, seed ${seed}`).toBeLessThan(cup.y0);
      expect(one.y1 > cup.y0 + (cup.y1 - cup.y0) * 0.2 && one.y1 < cup.y1, `${subject}, seed ${seed}`).toBe(true);
    }
  });

  it("our cup counts as the teacup the words name", () => {
    expect(countedAs("own-teacup")).toBe(motifByAnnotation("teacup without handle")?.hexcode);
  });

  it.each(["a cup of tea", "a cup of hot cocoa"])("the rule can fail: %s is the set's steaming cup", (subject) => {
    for (const seed of seeds) {
      const drawn = drawnOnPage(subject, seed);
      expect(drawn.has("own-teacup"), `${subject}, seed ${seed}`).toBe(false);
      expect(
        steaming.some((hex) => drawn.has(hex)),
        `${subject}, seed ${seed}`,
      ).toBe(true);
    }
  });
});
