import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { pageSvg } from "./helpers.js";

/**
 * Two or three creatures said on one thing ("a frog and a turtle sitting on a log", "two cats on a
 * rock") are all on it, the thing large under them (relation.ts `perched`): the log had been a toy
 * held between them (fresh seed 54602127), a rock drawn over a cat's face. The creatures and
 * things here are held out.
 */
describe("two or three on one thing stand on it", () => {
  it.each([
    ["two penguins on a rock", ["penguin", "penguin"], "rock"],
    ["three ducks sitting on a rock", ["duck", "duck", "duck"], "rock"],
    ["a duck and a frog sitting on a log", ["duck", "frog"], "wood"],
    ["a dog and a cat on a bed", ["dog", "cat"], "bed"],
  ])("%s", (subject, beings, thingName) => {
    for (const seed of [1, 6]) {
      const placed = placedDrawings(pageSvg(subject, seed));
      const thing = placed.find((p) => p.hexcode === motifByAnnotation(thingName)?.hexcode);
      expect(thing, `${subject} at seed ${seed}`).toBeDefined();
      if (!thing) continue;
      const tw = thing.box.x1 - thing.box.x0;
      const th = thing.box.y1 - thing.box.y0;
      for (const name of new Set(beings)) {
        const hex = motifByAnnotation(name)?.hexcode;
        const on = placed.filter((p) => p.hexcode === hex);
        expect(on.length, `${subject} at seed ${seed}: ${name}`).toBe(beings.filter((b) => b === name).length);
        for (const c of on) {
          const cw = c.box.x1 - c.box.x0;
          // Its feet on the thing's upper part, over it (a little past its side at most), the
          // thing no toy beside it.
          expect(c.box.y1, `${subject} at seed ${seed}: ${name}`).toBeGreaterThan(thing.box.y0);
          expect(c.box.y1, `${subject} at seed ${seed}: ${name}`).toBeLessThan(thing.box.y0 + th * 0.6);
          const cx = (c.box.x0 + c.box.x1) / 2;
          expect(cx).toBeGreaterThan(thing.box.x0 - tw * 0.2);
          expect(cx).toBeLessThan(thing.box.x1 + tw * 0.2);
          expect(tw, `${subject} at seed ${seed}: ${name}`).toBeGreaterThan(cw * 0.7);
        }
      }
    }
  });

  it("can fail: two said together doing something with a thing still share it between them", () => {
    const placed = placedDrawings(pageSvg("a bear and a fox sharing a watermelon", 1));
    expect(placed.some((p) => p.hexcode === motifByAnnotation("watermelon")?.hexcode)).toBe(true);
  });
});
