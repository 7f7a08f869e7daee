import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * Issue 41, fresh seed 35602127: "milkshake with a cherry on top" drew the cherries alone, the
 * milkshake said left out. A thing said with what it has that the page cannot draw is refused by
 * its name before any charge, as "a zorp riding a horse" is: what it has, alone, is not what was
 * asked. Held out: the trampoline, the vat, the seesaw (said alone with their things,
 * "a trampoline with a ball", they were refused before: a relation's subject the page cannot draw).
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");

describe("a thing the page cannot draw is never replaced by what it has (issue 41)", () => {
  it.each([
    // "milkshake with a cherry on top" was here: the milkshake is our own drawing now.
    ["a gazebo with flowers", "gazebo"],
    ["a trampoline with a ball on it", "trampoline"],
    // A cauldron is our own drawing now (cauldron-bridge-waterfall.test.ts): a vat is not.
    ["a vat with a frog in it", "vat"],
    // A wheelbarrow is our own drawing now (deed-tools.test.ts): a seesaw is not.
    ["a seesaw with flowers in the garden", "seesaw"],
  ])("%s: refused, naming the %s", (subject, thing) => {
    expect(read(subject).unknown).toEqual({ key: "subject", words: thing });
  });

  it.each(["a taco with cheese", "anime girl with dragon wings", "a floating island with waterfalls"])(
    "the rule can fail: %s is drawn, what it has left out",
    (subject) => expect(read(subject).unknown).toBeUndefined(),
  );
});
