import { describe, expect, it } from "vitest";
import { parseRelation } from "../../../server/sketch/layouts/relation.js";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * Issue 41, class 1 (seed 6502127): a place said as someone's, or said with the things in it, is
 * where the page is. "grandma's kitchen with jars of jam" had been grandma on a hill holding a
 * jar, "kitchen" said left out; a cat "in the kitchen with jars of jam" had sat in a jar. What a
 * container holds that the set draws only as another thing is the container's (the jam had been
 * offered as candy). Held out: none of these phrases was looked at before the rule.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");
const words = (subject: string) => read(subject).understood.map((w) => `${w.word}=${w.drawnAs}`);

describe("someone's place, and a place with its things", () => {
  it("someone's place is where they are, with what is said with it", () => {
    const farm = words("grandpa's farm with a tractor");
    expect(farm).toContain("farm=farm setting");
    expect(farm).toContain("tractor=tractor");
    expect(words("a fox's forest with mushrooms")).toContain("forest=forest setting");
  });

  it("in a place with things is in the place, never in the first thing", () => {
    const garden = "a puppy in the garden with pots of flowers";
    expect(parseRelation(garden)).toBeUndefined();
    expect(words(garden)).toContain("garden=garden setting");
    expect(parseRelation("a boy in the classroom with desks and books")).toBeUndefined();
  });

  it("a container's contents drawn only as another thing are left out, never offered", () => {
    const paint = read("a tin of soup and a bucket of paint");
    expect(paint.standIn).toBeUndefined();
    expect(paint.understood.find((w) => w.word === "paint")?.drawnAs).toBeNull();
  });

  it("the rule can fail: a place that is a drawing stays the drawing, contents drawn stay", () => {
    expect(words("a wizard's castle")).toContain("castle=castle");
    expect(words("a basket of apples")).toContain("basket=basket");
    expect(parseRelation("a bunny in a basket with eggs")?.relation).toBe("in");
  });
});
