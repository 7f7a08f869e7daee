import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { pageSvg } from "./helpers.js";

/**
 * A hat worn by someone drawn with a body comes down over the top of their head, about as wide as
 * it (poses.ts `placeFigure`): hats had perched small on the hair, a soldier's helmet floating above
 * it on its strap (fresh seed 54602127). The wearers and hats here are in no list of the code.
 */
describe("a hat is worn on the head, not perched above it", () => {
  it.each([
    ["a girl wearing a top hat", "girl", "top hat"],
    ["an old man wearing a crown", "old man", "crown"],
    ["a woman wearing a military helmet", "woman", "military helmet"],
    ["a boy wearing a graduation cap", "boy", "graduation cap"],
    ["a grandma wearing a party hat", "old woman", "party hat"],
  ])("%s", (subject, wearer, hatName) => {
    for (const seed of [2, 5]) {
      const placed = placedDrawings(pageSvg(subject, seed));
      const body = placed.find((p) => p.hexcode === motifByAnnotation(wearer)?.hexcode);
      const hat = placed.find((p) => p.hexcode === motifByAnnotation(hatName)?.hexcode);
      expect(body && hat, `${subject} at seed ${seed}`).toBeTruthy();
      if (!body || !hat) continue;
      const tall = body.box.y1 - body.box.y0;
      const wide = body.box.x1 - body.box.x0;
      // Its top above the wearer's, its lower part well down over the head (the head is about
      // the top third of a figure: a hat perched on the hair ended within its top tenth), and no
      // narrower than two fifths of the figure's span, arms and all.
      expect(hat.box.y0, `${subject} at seed ${seed}`).toBeLessThan(body.box.y0);
      expect(hat.box.y1 - body.box.y0, `${subject} at seed ${seed}`).toBeGreaterThan(tall * 0.13);
      expect(hat.box.x1 - hat.box.x0, `${subject} at seed ${seed}`).toBeGreaterThan(wide * 0.42);
    }
  });

  it("can fail: a hat held is in the hands, not on the head", () => {
    const placed = placedDrawings(pageSvg("a boy holding a top hat", 2));
    const body = placed.find((p) => p.hexcode === motifByAnnotation("boy")?.hexcode);
    const hat = placed.find((p) => p.hexcode === motifByAnnotation("top hat")?.hexcode);
    expect(body && hat && hat.box.y0 > body.box.y0 + (body.box.y1 - body.box.y0) * 0.25).toBe(true);
  });
});
