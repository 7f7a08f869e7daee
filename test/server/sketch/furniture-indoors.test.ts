import { describe, expect, it } from "vitest";
import { parseRelation } from "../../../server/sketch/layouts/relation.js";
import { stageRelation } from "../../../server/sketch/layouts/stage.js";

/**
 * Furniture stands on a floor (seed 9182736: "a cozy bed with lots of pillows and a dog sleeping
 * on it" stood the bed on a grassy hill): a creature on a bed, a sofa or a chair is staged with no
 * hill under it, whatever the page's look in its batch.
 */
const area = { x: 40, y: 40, w: 944, h: 1250 };
const hills = (phrase: string) => {
  const rel = parseRelation(phrase);
  if (!rel) throw new Error(`no relation in ${phrase}`);
  return [0, 1, 2, 3, 4, 5, 6, 7].filter((v) =>
    stageRelation(rel, area, 80, 1200, false, v).back.some((p) => p.kind === "hill"),
  ).length;
};

describe("furniture is indoors, never on a hill", () => {
  it.each(["a dog sleeping on a bed", "a cat on a couch", "a fox sitting on a chair", "a puppy on a cushion"])(
    "%s: no hill in any look",
    (phrase) => expect(hills(phrase)).toBe(0),
  );

  it("a creature on a rock still stands on a rise in some looks", () => {
    expect(hills("a dog sitting on a rock")).toBeGreaterThan(0);
  });
});
