import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { conceptFor } from "../../../server/sketch/concepts.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { portraitMotif } from "../../helpers/sketch-requests.js";

// A field alone is a meadow, WordNet's commonest sense: "a field of wildflowers" (from a judged
// sample) had a soccer ball and a goal net beside its flower. The other phrases were not looked
// at before the rule was written.
describe("a field", () => {
  const pitch = ["soccer ball", "goal net"].map((a) => motifByAnnotation(a)?.hexcode);

  it.each(["field of wildflowers", "a horse in a field", "a field of sunflowers", "a scarecrow in a field"])(
    "%s has no ball nor goal",
    (subject) => {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const svg = renderSketchSvg(portraitMotif(subject, seed));
        for (const hex of pitch) expect(svg, `seed ${seed}`).not.toContain(`data-motif="${hex}"`);
      }
    },
  );

  it("a field is the meadow's scene; a soccer field, a playing field and a playground stay the pitch's", () => {
    expect(conceptFor("field")?.props).toContain("tractor");
    for (const pitchWords of ["soccer field", "playing field", "football match", "playground"])
      expect(conceptFor(pitchWords)?.props, pitchWords).toContain("soccer ball");
  });
});
