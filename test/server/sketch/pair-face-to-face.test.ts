import { describe, expect, it } from "vitest";
import { W } from "../../../server/sketch/draw.js";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { matchMotifs } from "../../../server/sketch/word-match.js";
import { pageSvg } from "./helpers.js";

/**
 * Two creatures said doing something together ("a pig and a cow dancing", fresh seed 59602127)
 * face each other, apart and inside the page: at fixed places, each over half the page wide, they
 * had stood back to back, one half hidden behind the other and both cut by the frame. The pairs
 * here are held out.
 */
describe("two doing something together face each other", () => {
  it.each([
    ["a sheep and a goat dancing", "sheep", "goat"],
    ["a dog and a cat dancing", "dog", "cat"],
    ["a horse and a donkey dancing", "horse", "donkey"],
    ["a lion and a tiger dancing", "lion", "tiger"],
  ])("%s", (subject, a, b) => {
    for (const seed of [1, 4, 7]) {
      const placed = placedDrawings(pageSvg(subject, seed));
      const [left, right] = [a, b].map((name) => placed.find((p) => p.hexcode === matchMotifs(name, 1)[0]?.hexcode));
      expect(left, `${subject} at seed ${seed}: ${a}`).toBeDefined();
      expect(right, `${subject} at seed ${seed}: ${b}`).toBeDefined();
      if (!left || !right) continue;
      // The first said on the left facing right (drawings face left), the second facing it.
      expect(left.flip, `${subject} at seed ${seed}`).toBe(true);
      expect(right.flip, `${subject} at seed ${seed}`).toBe(false);
      // Apart: the one's ink ends before the other's begins.
      expect(left.box.x1, `${subject} at seed ${seed}`).toBeLessThanOrEqual(right.box.x0);
      // Inside the page's margin.
      expect(left.box.x0).toBeGreaterThan(W * 0.04);
      expect(right.box.x1).toBeLessThan(W * 0.96);
    }
  });
});
