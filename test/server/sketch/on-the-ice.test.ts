import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { portraitMotif } from "../../helpers/sketch-requests.js";

const iceCube = motifByAnnotation("ice")?.hexcode;
const readOf = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art").understood;

/**
 * Ice said as where a creature is ("on the ice", "on an iceberg", "on a glacier") is the snowy
 * land round it: "a polar bear on the ice" had sat on the set's ice cube, and "polar bear
 * standing on an iceberg" stood on a grassy hill, the iceberg left out (fresh sample, seed
 * 49602127). Held out here: the other creatures and "glacier".
 */
describe("a creature on the ice is in the snow", () => {
  it.each([
    ["an arctic fox on the ice", "ice"],
    ["a husky running across the ice", "ice"],
    ["a seal on a glacier", "glacier"],
    ["a penguin standing on an iceberg", "iceberg"],
  ])("%s", (subject, place) => {
    expect(readOf(subject)).toContainEqual({ word: place, drawnAs: `${place} setting`, exact: true });
    for (const seed of [0, 3, 6]) {
      const svg = renderSketchSvg(portraitMotif(subject, seed));
      expect(
        placedDrawings(svg).map((p) => p.hexcode),
        `${subject} at ${seed}`,
      ).not.toContain(iceCube);
    }
  });

  it("the rule can fail: ice held or served is the ice", () => {
    expect(readOf("a child holding ice")).toContainEqual({ word: "ice", drawnAs: "ice", exact: true });
  });
});
