import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * Issue 41, class 2 (seed 1502127): a doing word said of a subject before what it is done to
 * ("a girl building a sandcastle at the beach") is the doing, never the thing the word also names:
 * a classical building had been drawn beside her on the sand (without the place it was left out
 * as it should be). Held out: none of these phrases was looked at before the rule.
 */
const drawn = (subject: string) =>
  understandSketch({ layout: "motif", subject }, "line-art").understood.map((w) => w.drawnAs);

describe("a doing word before what is done is no thing", () => {
  it.each([
    ["a beaver building a dam in the forest", "classical building"],
    ["a robot building a rocket in the garage", "classical building"],
    ["an ant building a hill on the farm", "classical building"],
  ])("%s", (subject, thing) => {
    expect(drawn(subject)).not.toContain(thing);
  });

  it("the rule can fail: the thing said as a thing is drawn", () => {
    expect(drawn("a tall building in the city")).toContain("classical building");
  });
});
