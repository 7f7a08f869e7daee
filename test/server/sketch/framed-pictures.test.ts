import { describe, expect, it } from "vitest";
import { framedPicture, motifByAnnotation } from "../../../server/sketch/art.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { portraitMotif } from "../../helpers/sketch-requests.js";

const hexOf = (annotation: string) => motifByAnnotation(annotation)?.hexcode ?? "";
const drawnFor = (subject: string) =>
  understandSketch({ layout: "motif", subject }, "line-art").understood.map((u) => u.drawnAs);

// The set draws some weather and events only as a picture in a frame, on a flat base across its
// width. Beside a subject such a picture is a tile: a dolphin held a water wave, a boat stood on
// one, a girl watching fireworks held them in a square (fresh samples, seeds 5050505 and 6060606).
describe("a picture the set draws in a frame", () => {
  it("is told apart by its drawing, not by its name", () => {
    for (const a of ["water wave", "fireworks", "sparkler", "shooting star", "fog", "mountain"])
      expect(framedPicture(hexOf(a)), a).toBe(true);
    // Weather and events that stand free, and a boxy vehicle of another subgroup.
    for (const a of ["sun", "cloud", "snowman", "Christmas tree", "jack-o-lantern", "tram car", "dolphin"])
      expect(framedPicture(hexOf(a)), a).toBe(false);
  });

  // None of these phrases was looked at before the rule.
  it.each([
    ["a kitten watching the fireworks", "fireworks"],
    ["a bear holding fireworks", "fireworks"],
    ["an owl with a sparkler", "sparkler"],
    ["a fox looking at a shooting star", "shooting star"],
  ])("%s: the subject alone, %s said to be left out", (subject, tile) => {
    expect(drawnFor(subject)).not.toContain(tile);
    for (const seed of [1, 2, 3]) {
      const svg = renderSketchSvg(portraitMotif(subject, seed));
      expect(svg, `seed ${seed}`).not.toContain(`data-motif="${hexOf(tile)}"`);
    }
  });

  it.each([
    "a turtle on the waves",
    "a seal jumping out of the water",
    "kids playing in the waves",
    // The set's water is its wave tile: the elephant had held one as its spray.
    "an elephant spraying water",
  ])("%s: no wave tile on the page", (subject) => {
    expect(drawnFor(subject)).not.toContain("water wave");
    for (const seed of [1, 2, 3]) {
      const svg = renderSketchSvg(portraitMotif(subject, seed));
      expect(svg, `seed ${seed}`).not.toContain(`data-motif="${hexOf("water wave")}"`);
    }
  });

  it("the waves said as a place are the sea's scene", () => {
    expect(drawnFor("a turtle on the waves")).toContain("waves setting");
  });

  // A landscape tile said beside a thing drawn, in no words of place: the page is set there.
  it("skiing down a mountain is set in the mountains", () => {
    expect(drawnFor("a boy skiing down a mountain")).toContain("mountain setting");
  });

  it("asked for alone, the picture is still drawn", () => {
    expect(drawnFor("fireworks")).toEqual(["fireworks"]);
  });
});
