import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { askedOnPage } from "./helpers.js";

/**
 * Two or three riders are each on a mount of their own: "the three wise men on camels" had been
 * three men standing in a kitchen with no camel, while `understood` said camels were drawn. Held
 * out: none of these phrases was looked at while the rule was written.
 */
describe("counted riders each ride one", () => {
  it.each([
    ["two boys riding horses", "boy", "horse", 2],
    ["three women on camels", "woman", "camel", 3],
    ["two men riding elephants", "man", "elephant", 2],
  ])("%s", (subject, rider, mount, n) => {
    const said = understandSketch({ layout: "motif", subject }, "line-art").understood;
    expect(said.map((w) => w.drawnAs)).toContain(mount);
    const riderHex = motifByAnnotation(rider)?.hexcode;
    const mountHex = motifByAnnotation(mount)?.hexcode;
    for (const seed of [0, 1, 2, 3]) {
      const on = askedOnPage(subject, seed);
      const riders = on.filter((p) => p.hexcode === riderHex).map((p) => p.box);
      const mounts = on.filter((p) => p.hexcode === mountHex).map((p) => p.box);
      expect([riders.length, mounts.length], `${subject}, seed ${seed}`).toEqual([n, n]);
      // Each rider sits over a mount: the middle of its lower edge inside one mount's box.
      for (const r of riders) {
        const x = (r.x0 + r.x1) / 2;
        const on = mounts.some((m) => x > m.x0 && x < m.x1 && r.y1 > m.y0 && r.y1 < m.y1);
        expect(on, `${subject}, seed ${seed}`).toBe(true);
      }
    }
  });
});
