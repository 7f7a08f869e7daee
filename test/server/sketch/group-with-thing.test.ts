import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { pageSvg } from "./helpers.js";

/**
 * Fresh sample 7012026: "kids building a snowman" drew two children, one holding a snowman the
 * size of a toy. A thing said with two that is as large as they are (a figure, a creature, a
 * large thing) stands among them; a small thing stays small, a flier stays in the sky.
 */
const hex = (name: string) => motifByAnnotation(name)?.hexcode;
const height = (b: { y0: number; y1: number }) => b.y1 - b.y0;

describe("a thing as large as the group stands among them", () => {
  it.each([
    ["two children making a snowman", "snowman"],
    ["kids decorating a christmas tree", "christmas tree"],
  ])("%s: the %s at their scale", (subject, thing) => {
    for (const seed of [1, 2, 3]) {
      const placed = placedDrawings(pageSvg(subject, seed));
      const it = placed.find((p) => p.hexcode === hex(thing));
      const kids = placed.filter((p) => p.hexcode === hex("child"));
      expect(it, `${subject} at ${seed}`).toBeDefined();
      expect(kids.length, `${subject} at ${seed}`).toBe(2);
      const tallest = Math.max(...kids.map((k) => height(k.box)));
      expect(height(it?.box ?? { y0: 0, y1: 0 }), `${subject} at ${seed}`).toBeGreaterThan(tallest * 0.6);
    }
  });

  it("a kite the kids fly stays in the sky, small", () => {
    for (const seed of [1, 2]) {
      const placed = placedDrawings(pageSvg("kids flying a kite", seed));
      const kite = placed.find((p) => p.hexcode === hex("kite"));
      const kid = placed.find((p) => p.hexcode === hex("child"));
      if (!kite || !kid) throw new Error(`no kite or no child at ${seed}`);
      expect(kite.box.y1).toBeLessThan(kid.box.y0 + height(kid.box) / 2);
    }
  });
});
