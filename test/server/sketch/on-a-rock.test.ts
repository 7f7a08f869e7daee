import { describe, expect, it } from "vitest";
import { motifByHexcode } from "../../../server/sketch/art.js";
import { askedOnPage } from "./helpers.js";

type Box = { x0: number; y0: number; x1: number; y1: number };
const width = (b: Box) => b.x1 - b.x0;

/**
 * A creature on a thing no wider than it is tall (a rock) stands on a rock as large as it, never
 * balanced on a pebble: fresh sample 1202127's "tiger lying on a rock" had a tiger twice the
 * rock's width on its top, as did every "on a rock" page looked at. The first is the sample's;
 * the rest are held out.
 */
describe("a creature on a rock", () => {
  it.each([
    ["tiger lying on a rock", "tiger"],
    ["a fox on a rock", "fox"],
    ["a bear sitting on a rock", "bear"],
    ["a cat on a rock", "cat"],
  ])("%s: the %s no wider than the rock's top, standing over it", (subject, who) => {
    for (const seed of [0, 1, 2, 3]) {
      const asked = askedOnPage(subject, seed);
      const one = asked.find((p) => motifByHexcode(p.hexcode)?.annotation === who);
      const rock = asked.find((p) => motifByHexcode(p.hexcode)?.annotation === "rock");
      expect(one && rock, `${subject}, seed ${seed}`).toBeTruthy();
      if (!one || !rock) continue;
      expect(width(one.box), `${subject}, seed ${seed}`).toBeLessThanOrEqual(width(rock.box) * 1.3);
      // On it: its feet at the rock's top half, its middle over the rock.
      expect(one.box.y1, `${subject}, seed ${seed}`).toBeLessThan(rock.box.y0 + (rock.box.y1 - rock.box.y0) * 0.5);
      const mid = (one.box.x0 + one.box.x1) / 2;
      expect(mid > rock.box.x0 && mid < rock.box.x1, `${subject}, seed ${seed}`).toBe(true);
    }
  });
});
