import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { readSketch } from "../../../server/sketch/reading.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { drawnOnPage } from "./helpers.js";

/**
 * A landscape the set draws only in a frame, said before a place of its own ("mountain lake with
 * pine trees", fresh sample 4120226), is that place's landscape: the mountain tile had stood on
 * the lake's shore, and in the room of "a snowy mountain cabin". The first request is the
 * sample's; the rest are held out.
 */
const tile = motifByAnnotation("mountain")?.hexcode;

describe("a framed landscape before a place", () => {
  it.each(["mountain lake with pine trees", "a mountain river", "a snowy mountain cabin", "a mountain stream"])(
    "%s: the mountains round the place, no tile",
    (subject) => {
      const said = understandSketch({ subject }, "line-art").understood;
      expect(said.find((u) => u.word === "mountain")?.drawnAs, JSON.stringify(said)).toBe("mountain setting");
      for (const seed of [0, 1, 2, 3]) expect(drawnOnPage(subject, seed).has(tile), `seed ${seed}`).toBe(false);
    },
  );

  it.each([
    ["a mountain lake", "lake"],
    ["a mountain river", "river"],
  ])("%s: the page is the %s's", (subject, place) => {
    expect(readSketch({ layout: "motif", subject }).setting).toBe(place);
  });

  // A creature named for where it lives is no place ("mountain goat"); alone, the mountain is itself.
  it("a goat on a mountain keeps the goat", () => {
    const said = understandSketch({ subject: "a goat on a mountain" }, "line-art").understood;
    expect(said.map((u) => u.drawnAs)).toEqual(["goat", "mountain setting"]);
  });
});
