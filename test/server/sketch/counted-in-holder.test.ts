import { describe, expect, it } from "vitest";
import { countedAs, motifByAnnotation } from "../../../server/sketch/art.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { askedOnPage } from "./helpers.js";

/**
 * Two or three creatures in one small holder are all in it, the holder drawn large: "cats playing
 * in a cardboard box" had been two cats in a room with a toy-sized box at their feet (fresh sample,
 * seed 6302127). Held out: none of these phrases was looked at while the rule was written.
 */
describe("counted creatures in a small holder are in it", () => {
  it.each([
    ["two hamsters in a teacup", "hamster", "teacup without handle", 2],
    ["three puppies in a box", "dog", "package", 3],
    ["two bunnies in a bucket", "rabbit", "bucket", 2],
  ])("%s", (subject, creature, holder, n) => {
    const said = understandSketch({ layout: "motif", subject }, "line-art");
    expect(said.unknown).toBeUndefined();
    expect(said.understood.map((w) => w.drawnAs)).toContain(holder);
    const creatureHex = motifByAnnotation(creature)?.hexcode;
    const holderHex = motifByAnnotation(holder)?.hexcode;
    for (const seed of [0, 1, 2, 3]) {
      const on = askedOnPage(subject, seed);
      const ones = on.filter((p) => p.hexcode === creatureHex).map((p) => p.box);
      // A hot drink's cup is our own drawing of it, without the steam (relation.ts).
      const [box] = on.filter((p) => countedAs(p.hexcode) === holderHex).map((p) => p.box);
      expect(ones.length, `${subject}, seed ${seed}`).toBe(n);
      if (!box) throw new Error(`${subject}, seed ${seed}: no ${holder}`);
      // The holder is no toy at their feet: wider than each of them.
      for (const c of ones) {
        expect(box.x1 - box.x0, `${subject}, seed ${seed}`).toBeGreaterThan(c.x1 - c.x0);
        // Each peeks out over it: its middle over the holder, its top above the holder's top,
        // its lower edge inside the holder.
        const x = (c.x0 + c.x1) / 2;
        expect(x > box.x0 && x < box.x1, `${subject}, seed ${seed}`).toBe(true);
        expect(c.y0, `${subject}, seed ${seed}`).toBeLessThan(box.y0);
        expect(c.y1 > box.y0 && c.y1 < box.y1, `${subject}, seed ${seed}`).toBe(true);
      }
    }
  });
});
