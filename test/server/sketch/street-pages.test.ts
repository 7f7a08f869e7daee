import { describe, expect, it } from "vitest";
import { readSketch } from "../../../server/sketch/reading.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { drawnOnPage, pageSvg } from "./helpers.js";

/**
 * A street, a town or downtown named with nothing else to draw is the street itself, a row of
 * buildings (layouts/cityscape.ts), with the features it is said with built in: "london street
 * with a red phone booth" (fresh sample 1202026) had been a giant umbrella on the pavement, the
 * first of the street's things. The first request is the sample's; the rest are held out.
 */
describe("a street named alone", () => {
  it.each(["london street with a red phone booth", "a busy street", "an alley", "downtown at night", "a quiet town"])(
    "%s: the street of buildings, no thing of the street as its subject",
    (subject) => {
      for (const seed of [0, 1, 2, 3]) {
        // Its road, or its cobbled street under lamps; at most the road's three vehicles drawn.
        expect(pageSvg(subject, seed), `seed ${seed}`).toMatch(/data-feature="(?:road|cobbles)"/);
        expect(drawnOnPage(subject, seed).size, `seed ${seed}`).toBeLessThanOrEqual(3);
      }
      const said = understandSketch({ subject }, "line-art").understood;
      expect(said.length, JSON.stringify(said)).toBeGreaterThan(0);
      expect(
        said.filter((u) => u.drawnAs === null).map((u) => u.word),
        JSON.stringify(said),
      ).toEqual(subject.includes("phone booth") ? ["red phone booth"] : []);
    },
  );

  it("builds in the features said with it, and says so", () => {
    const subject = "old town with cobblestones";
    expect(understandSketch({ subject }, "line-art").understood).toEqual([
      { word: "old town", drawnAs: "a street of buildings", exact: true },
      { word: "cobblestones", drawnAs: "cobblestone streets", exact: true },
    ]);
    expect(pageSvg(subject, 1)).toContain('data-feature="cobbles"');
  });

  it("says what it cannot build is left out", () => {
    const said = understandSketch({ subject: "london street with a red phone booth" }, "line-art").understood;
    expect(said).toContainEqual({ word: "red phone booth", drawnAs: null, exact: false });
  });

  // A building named is the subject, the street its setting; a place with a thing of its size keeps it.
  it.each([
    ["a bakery on a street", "scene"],
    ["a farm", "scene"],
  ])("%s: not the street of buildings", (subject) => {
    expect(readSketch({ layout: "motif", subject }).subject).not.toBe("city buildings");
  });
});
