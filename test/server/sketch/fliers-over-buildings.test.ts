import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { pageSvg } from "./helpers.js";

const boxOf = (subject: string, seed: number, name: string) =>
  placedDrawings(pageSvg(subject, seed)).find((d) => d.hexcode === motifByAnnotation(name)?.hexcode)?.box;

/**
 * A flier said with a building or a large thing ("a house with a bird", "a haunted house with
 * bats") flies over it, small: the bird had stood beside the house as tall as it, the bat stuck
 * to the house's side. "a house with a bird", "a haunted house with bats", "a lighthouse with
 * seagulls" and "a tree with birds" were looked at while the rule was written; these were not.
 */
describe("a flier said with a building flies over it, small", () => {
  it.each([
    ["a castle with a bat", "castle", "bat"],
    ["a bus with a butterfly", "bus", "butterfly"],
    ["a church with a dove", "church", "dove"],
  ])("%s", (subject, large, flier) => {
    for (const seed of [1, 2, 3]) {
      const big = boxOf(subject, seed, large);
      const small = boxOf(subject, seed, flier);
      expect(big && small, `seed ${seed}`).toBeTruthy();
      if (!big || !small) continue;
      expect(small.y1 - small.y0, `seed ${seed}`).toBeLessThan((big.y1 - big.y0) * 0.6);
      // Above its middle: in the air, not standing beside it on the ground.
      expect(small.y0 + small.y1, `seed ${seed}`).toBeLessThan(big.y0 + big.y1);
    }
  });

  it("the rule can fail: a creature that does not fly stands beside it", () => {
    const big = boxOf("a house with a dog", 1, "house");
    const dog = boxOf("a house with a dog", 1, "dog");
    expect(big && dog && dog.y1 > (big.y0 + big.y1) / 2).toBe(true);
  });
});
