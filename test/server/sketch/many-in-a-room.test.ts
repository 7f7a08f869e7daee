import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { pageSvg } from "./helpers.js";

/**
 * A thing said in the plural in a room is there more than once: "a sunroom full of plants" and "a
 * bedroom full of toys" had one plant, one teddy bear (fresh seeds 54602127 and 56602127). The
 * rooms and things here are held out.
 */
const times = (subject: string, name: string, seed: number) =>
  placedDrawings(pageSvg(subject, seed)).filter((p) => p.hexcode === motifByAnnotation(name)?.hexcode).length;

describe("things said in the plural in a room", () => {
  it.each([
    ["a kitchen with teapots", "teapot"],
    ["a bedroom with balloons", "balloon"],
    ["a living room with candles", "candle"],
  ])("%s: more than one %s", (subject, name) => {
    for (const seed of [2, 5]) expect(times(subject, name, seed), `${subject} at seed ${seed}`).toBeGreaterThan(1);
  });

  it("can fail: one said is one drawn", () => {
    for (const seed of [2, 5]) expect(times("a kitchen with a teapot", "teapot", seed)).toBe(1);
  });
});
