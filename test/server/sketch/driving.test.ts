import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { askedOnPage } from "./helpers.js";

/**
 * A creature driving a car, a taxi or an ambulance sits in it, seen through its window: the car
 * is no small holder with a giant dog standing out of its roof ("a dog driving a car"), as a bus
 * had been drawn right already. Held out: none of these phrases was looked at while writing it.
 */
describe("a creature driving or in a car sits inside it", () => {
  it.each([
    ["a rabbit driving a car", "rabbit", "automobile"],
    ["a pig in a taxi", "pig", "taxi"],
    ["a fox driving an ambulance", "fox", "ambulance"],
  ])("%s", (subject, driver, car) => {
    for (const seed of [0, 1, 2, 3]) {
      const on = askedOnPage(subject, seed);
      const d = on.find((p) => p.hexcode === motifByAnnotation(driver)?.hexcode)?.box;
      const c = on.find((p) => p.hexcode === motifByAnnotation(car)?.hexcode)?.box;
      expect(d && c, `${subject}, seed ${seed}`).toBeTruthy();
      if (!d || !c) continue;
      // Within the car's outline, smaller than it.
      expect(d.x0 >= c.x0 && d.x1 <= c.x1 && d.y0 >= c.y0 && d.y1 <= c.y1, `${subject}, seed ${seed}`).toBe(true);
      expect(d.y1 - d.y0).toBeLessThan((c.y1 - c.y0) * 0.6);
    }
  });
});
