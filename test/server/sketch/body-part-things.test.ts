import { describe, expect, it } from "vitest";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { isCreature } from "../../../server/sketch/layouts/relation.js";
import { matchMotifs } from "../../../server/sketch/word-match.js";
import { pageSvg } from "./helpers.js";

/**
 * A body part the set draws alone (a bone, a tooth) is a thing, never a creature: "a dog with a
 * bone" (a dogs book on fresh seed 59602127) had been two creatures side by side, the bone as tall
 * as the dog, across its chest and over its head. The animals here are held out.
 */
describe("a body part drawn alone is a thing beside its creature", () => {
  it.each([
    ["a wolf with a bone", "wolf", "bone"],
    ["a puppy with a bone", "puppy", "bone"],
    ["a boy with a tooth", "boy", "tooth"],
  ])("%s: the %s the larger", (subject, who, what) => {
    const [being] = matchMotifs(who, 1);
    const [thing] = matchMotifs(what, 1);
    for (const seed of [1, 4]) {
      const placed = placedDrawings(pageSvg(subject, seed));
      const b = placed.find((p) => p.hexcode === being?.hexcode || p.hexcode.startsWith("own-") || p.pose);
      const t = placed.find((p) => p.hexcode === thing?.hexcode);
      expect(b, `${subject} at seed ${seed}`).toBeDefined();
      expect(t, `${subject} at seed ${seed}`).toBeDefined();
      if (!b || !t) continue;
      const area = (p: typeof t) => (p.box.x1 - p.box.x0) * (p.box.y1 - p.box.y0);
      expect(area(t), `${subject} at seed ${seed}`).toBeLessThan(area(b) * 0.3);
    }
  });

  it("a bone is no creature; a person and a dog are", () => {
    const [bone, man, dog] = ["bone", "man", "dog"].map((w) => matchMotifs(w, 1)[0]);
    expect(bone && isCreature(bone)).toBe(false);
    expect(man && isCreature(man)).toBe(true);
    expect(dog && isCreature(dog)).toBe(true);
  });
});
