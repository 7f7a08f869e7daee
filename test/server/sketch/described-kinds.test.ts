import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { drawnOnPage } from "./helpers.js";

const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");

/**
 * "long neck dinosaur" drew the T-Rex, "long" left out (fresh seeds 24602127 and 27602127): a
 * kind said with words of one of its drawn kinds' own WordNet definition is that kind. Made on the
 * sauropod's "long neck"; held out: the phrasings below.
 */
describe("a kind said by words of one drawn kind's definition is that kind", () => {
  it.each(["long neck dinosaur", "a dinosaur with a long neck", "a long-necked dinosaur", "Long Neck Dinosaurs"])(
    "%s: the sauropod, nothing left out",
    (subject) => {
      const u = read(subject);
      expect(u.unknown).toBeUndefined();
      // One, or three said in the plural.
      expect(u.understood.map((w) => w.drawnAs)).toEqual([/s$/.test(subject) ? "three sauropods" : "sauropod"]);
      expect(drawnOnPage(subject, 1).has(motifByAnnotation("sauropod")?.hexcode as string)).toBe(true);
    },
  );

  // The rule can fail: words of no definition, a describing word and a theme stay as they were.
  it.each([
    ["a dinosaur", "T-Rex"],
    ["a baby dinosaur", "T-Rex"],
    ["a flying dinosaur", "T-Rex"],
  ])("%s is the %s", (subject, drawing) => {
    expect(read(subject).understood.map((w) => w.drawnAs)).toContain(drawing);
  });

  it("arctic animals is still the arctic's book", () => {
    expect(read("arctic animals").understood[0]?.drawnAs).toMatch(/^one of /);
  });
});
