import { describe, expect, it } from "vitest";
import { readSketch } from "../../../server/sketch/reading.js";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * Issue 41, class 2 (seed 4502127): a word said after a place in its sense of a part of that place
 * is the place's ("old european town square with a fountain" had been a square with a face on a
 * hill, the town and the fountain gone). Held out: none of these phrases was looked at before the rule.
 */
const drawn = (subject: string) =>
  understandSketch({ layout: "motif", subject }, "line-art").understood.map((w) => w.drawnAs);

describe("a part of a place said after it is the place", () => {
  it.each([
    ["a city square with pigeons", "square", "city setting"],
    ["a crab on the sea floor", "bed", "sea setting"],
    ["a hedgehog on the forest floor", "bed", "forest setting"],
  ])("%s: no %s drawn, the %s", (subject, thing, place) => {
    const words = drawn(subject);
    expect(words).not.toContain(thing);
    expect(words).toContain(place);
  });

  it("the rule can fail: a thing of the place, or a place of its own, stays", () => {
    expect(readSketch({ layout: "motif", subject: "a beach towel" }).subject).toBe("a beach towel");
    expect(drawn("a mountain village")).toContain("houses");
  });
});
