import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { drawnOnPage } from "./helpers.js";

const read = (subject: string) => understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art");

/**
 * A deed said first, done to a thing, with no one said to do it ("flying a kite", "hugging a teddy
 * bear"): a child doing it. It had been the thing alone on the grass, the deed left out. "flying a
 * kite", "riding a bike", "holding a balloon", "playing guitar", "blowing bubbles", "eating a
 * watermelon", "hugging a teddy bear" and "riding a horse" were looked at while the rule was
 * written; these were not.
 */
describe("a deed said alone is a child doing it", () => {
  it.each([
    ["carrying a basket", "carrying", "basket"],
    ["holding an umbrella", "holding", "umbrella"],
    ["playing the drum", "playing", "drum"],
    ["hugging a bunny", "hugging", "rabbit"],
    ["riding a scooter", "riding", "motor scooter"],
  ])("%s", (subject, deed, thing) => {
    const r = read(subject);
    expect(r.unknown).toBeUndefined();
    expect(r.understood[0]).toEqual({ word: deed, drawnAs: `a child ${deed}`, exact: true });
    expect(r.understood.some((u) => u.drawnAs === thing)).toBe(true);
    const drawn = drawnOnPage(subject, 3);
    expect(drawn.has(motifByAnnotation(thing)?.hexcode), subject).toBe(true);
    expect(drawn.has(motifByAnnotation("child")?.hexcode), subject).toBe(true);
  });

  it.each([
    // Said as how a thing is, or as one thing's name.
    ["a smiling rainbow", "smiling"],
    ["falling leaves", "falling"],
    ["shooting star", "shooting"],
    // The page's own word.
    ["coloring page of a cow", "coloring"],
  ])("the rule can fail: %s is no child %s", (subject, deed) => {
    expect(read(subject).understood.some((u) => u.drawnAs === `a child ${deed}`)).toBe(false);
  });

  it("the rule can fail: a deed the child's page would not show stays the thing, the deed left out", () => {
    expect(read("baking cookies").understood.map((u) => [u.word, u.drawnAs])).toEqual([
      ["baking", null],
      ["cookies", "cookie"],
    ]);
  });
});
