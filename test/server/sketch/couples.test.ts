import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { drawnOnPage } from "./helpers.js";

/**
 * A couple is the two people it is (word-readings.ts `couplesAsTheirPeople`): "an old couple
 * dancing in the living room" (fresh seed 60602127) had been refused, the set having no drawing
 * of a couple. Two said doing something together are the page's only creatures: the second's
 * words matched again with the deed ("an old woman dancing": a woman dancing) had stood a third
 * person, tiny at their feet, and been said drawn. The couples and places here are held out.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");

describe("a couple is a man and a woman", () => {
  it.each([
    ["an elderly couple in the park", ["old man", "old woman"]],
    ["an elderly couple dancing in the kitchen", ["old man", "old woman"]],
    ["a young couple", ["man", "woman"]],
  ])("%s", (subject, people) => {
    const v = read(subject);
    expect(v.unknown, subject).toBeUndefined();
    for (const p of people) expect(v.understood.map((u) => u.drawnAs)).toContain(p);
    const drawn = drawnOnPage(subject, 3);
    for (const p of people) expect(drawn.has(motifByAnnotation(p)?.hexcode), `${subject}: ${p}`).toBe(true);
    // No third, tiny: a woman dancing is none of the page's people.
    expect(drawn.has(motifByAnnotation("woman dancing")?.hexcode), subject).toBe(false);
    expect(v.understood.map((u) => u.drawnAs)).not.toContain("woman dancing");
  });

  it("can fail: a couple said after another subject is no couple of people", () => {
    expect(read("three dogs with a couple").understood.map((u) => u.drawnAs)).not.toContain("man");
  });

  it("can fail: a couple of dogs is two dogs", () => {
    const v = read("a couple of dogs");
    expect(v.understood.map((u) => u.drawnAs)).not.toContain("man");
    expect(v.understood.map((u) => u.drawnAs)).toContain("two dogs");
  });
});
