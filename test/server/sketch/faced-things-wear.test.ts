import { describe, expect, it } from "vitest";
import { parseRelation } from "../../../server/sketch/layouts/relation.js";
import { readSketch } from "../../../server/sketch/reading.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { pageSvg } from "./helpers.js";

/**
 * Issue 41, class 1 (seeds 6502127 and 7502127): a thing with a face, its own or one given it,
 * said with glasses or a hat wears them. "happy sun with sunglasses" had been the sun alone,
 * "sunglasses" said left out. Held out: none of these phrases was looked at before the rule.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art");
const words = (subject: string) => read(subject).understood.map((w) => `${w.word}=${w.drawnAs}`);

describe("a thing with a face wears what is said with it", () => {
  it.each([
    ["a smiling moon with a hat", "moon"],
    ["a kawaii star with glasses", "star"],
    ["a cheerful cloud with sunglasses", "cloud"],
  ])("%s wears it", (subject) => {
    const reading = words(subject);
    expect(reading.some((w) => w.endsWith("=null"))).toBe(false);
    const worn = readSketch({ layout: "motif", subject }).subject;
    expect(worn).toMatch(/wearing/);
    // Drawn worn: a word that says how the thing looks ("smiling") leaves it the one wearing.
    expect(parseRelation(worn)?.relation).toBe("wearing");
  });

  it("a face asked for is kept with what it wears", () => {
    const reading = words("a kawaii lemon with sunglasses");
    expect(reading).toContain("kawaii=a cute face on it");
    expect(reading).toContain("sunglasses=sunglasses");
    // The face is drawn: its cheeks and eyes are on the page.
    expect(pageSvg("a kawaii lemon with sunglasses", 1)).toContain("data-face");
  });

  it("the rule can fail: a thing with no face keeps what is said with it beside it", () => {
    expect(readSketch({ layout: "motif", subject: "a box with sunglasses" }).subject).not.toMatch(/wearing/);
  });
});
