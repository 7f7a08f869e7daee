import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { portraitMotif } from "../../helpers/sketch-requests.js";

// The set draws a mountain only as a landscape in a frame: said as where things are, it had
// stood on the page as a small framed tile (a goat on it, one at a cabin's door, one in a
// penguin's flippers). It is the place's scene now. "a snowman in the Alps" (a judged sample,
// through the place-name rule) showed it; these phrases were not looked at before the rule.
describe("a landscape said as where things are", () => {
  const tiles = ["mountain", "snow-capped mountain"].map((a) => motifByAnnotation(a)?.hexcode);

  it.each([
    ["a goat in the mountains", "mountains"],
    ["a cabin in the mountains", "mountains"],
    ["a polar bear and a penguin in the mountains", "mountains"],
    ["a goat on a mountain", "mountain"],
    ["hiking in the mountains", "mountains"],
  ])("%s is set in the %s, no framed tile on the page", (subject, place) => {
    const drawn = understandSketch({ layout: "motif", subject }, "line-art").understood.map((u) => u.drawnAs);
    expect(drawn).toContain(`${place} setting`);
    for (const seed of [1, 2, 3, 4]) {
      const svg = renderSketchSvg(portraitMotif(subject, seed));
      for (const hex of tiles) expect(svg, `seed ${seed}`).not.toContain(`data-motif="${hex}"`);
    }
  });

  // A village said with its mountains had been the town's street (the first scene whose word
  // appears), its mountains said and not drawn: the page is set where the reading says.
  it.each(["a village in the mountains", "swiss alps village"])("%s: the houses in the mountains' scene", (subject) => {
    const props = ["evergreen tree", "deciduous tree", "backpack"].map((a) => motifByAnnotation(a)?.hexcode);
    expect(understandSketch({ layout: "motif", subject }, "line-art").understood.map((u) => u.drawnAs)).toContain(
      "mountains setting",
    );
    for (const seed of [1, 2, 3, 4]) {
      const svg = renderSketchSvg(portraitMotif(subject, seed));
      for (const hex of tiles) expect(svg, `seed ${seed}`).not.toContain(`data-motif="${hex}"`);
      expect(
        props.some((hex) => svg.includes(`data-motif="${hex}"`)),
        `seed ${seed}: a thing of the mountains`,
      ).toBe(true);
    }
  });

  it("a mountain asked for alone is still its drawing", () => {
    expect(understandSketch({ layout: "motif", subject: "a volcano" }, "line-art").understood[0]?.drawnAs).toBe(
      "volcano",
    );
  });
});
