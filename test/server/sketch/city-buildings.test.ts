import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { portraitMotif } from "../../helpers/sketch-requests.js";

// A building named with the city had been left out: the page was the street of buildings while
// `understood` said the mosque was drawn ("blue mosque istanbul", from a judged sample). The
// other buildings were not looked at before the rule was written.
describe("a building in the city", () => {
  it.each([
    ["a mosque in the city", "mosque"],
    ["blue mosque istanbul", "mosque"],
    ["a castle in the city", "castle"],
    ["a church in the city", "church"],
    ["a school in the city", "school"],
  ])("%s draws the %s, as understood says", (subject, drawing) => {
    const hex = motifByAnnotation(drawing)?.hexcode;
    expect(hex).toBeTruthy();
    expect(understandSketch({ layout: "motif", subject }, "line-art").understood.map((u) => u.drawnAs)).toContain(
      drawing,
    );
    for (const seed of [1, 2, 3])
      expect(renderSketchSvg(portraitMotif(subject, seed)), `seed ${seed}`).toContain(`data-motif="${hex}"`);
  });

  it("a vehicle in the city is still the street page", () => {
    for (const seed of [1, 2, 3])
      expect(renderSketchSvg(portraitMotif("a taxi in the city", seed))).toContain('data-feature="road"');
  });
});
