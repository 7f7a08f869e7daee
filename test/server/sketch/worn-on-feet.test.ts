import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { pageSvg } from "./helpers.js";

/**
 * Shoes, boots, skates and socks worn are on the wearer's feet, one on each, never on its head
 * as a hat is ("a girl wearing ice skates" wore one skate as a hat). Footwear is read by kind
 * (heads.ts `footwear`), so these held-out wearers and shoes are in no list of the code.
 */
describe("footwear is worn on the feet", () => {
  it.each([
    ["a girl wearing ice skates", "girl", "ice skate"],
    ["a cat wearing boots", "cat", "hiking boot"],
    ["a bear wearing sneakers", "bear", "running shoe"],
    ["a duck wearing socks", "duck", "socks"],
    ["a boy wearing roller skates", "boy", "roller skate"],
  ])("%s: on the %s's feet, one on each", (subject, wearer, shoe) => {
    for (const seed of [1, 4]) {
      const placed = placedDrawings(pageSvg(subject, seed));
      const body = placed.find((p) => p.hexcode === motifByAnnotation(wearer)?.hexcode);
      const shoes = placed.filter((p) => p.hexcode === motifByAnnotation(shoe)?.hexcode);
      expect(body, `${subject} at seed ${seed}`).toBeDefined();
      expect(shoes, `${subject} at seed ${seed}`).toHaveLength(2);
      if (!body) continue;
      const h = body.box.y1 - body.box.y0;
      for (const s of shoes) {
        const middle = (s.box.y0 + s.box.y1) / 2;
        // In the lowest fifth of the wearer, within its width: on its feet, never over its head.
        expect(middle, `${subject} at seed ${seed}`).toBeGreaterThan(body.box.y1 - h * 0.2);
        expect((s.box.x0 + s.box.x1) / 2).toBeGreaterThan(body.box.x0);
        expect((s.box.x0 + s.box.x1) / 2).toBeLessThan(body.box.x1);
      }
    }
  });

  it("a hat is still worn on the head", () => {
    const placed = placedDrawings(pageSvg("a cat wearing a top hat", 1));
    const cat = placed.find((p) => p.hexcode === motifByAnnotation("cat")?.hexcode);
    const hat = placed.find((p) => p.hexcode === motifByAnnotation("top hat")?.hexcode);
    expect(cat && hat && hat.box.y1 < cat.box.y0 + (cat.box.y1 - cat.box.y0) * 0.5).toBe(true);
  });
});
