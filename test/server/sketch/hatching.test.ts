import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { parseRelation } from "../../../server/sketch/layouts/relation.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { portraitMotif } from "../../helpers/sketch-requests.js";

const hexOf = (annotation: string) => motifByAnnotation(annotation)?.hexcode ?? "";
const shell = hexOf("cracked eggshell");

// A creature hatching had held a whole egg in its hands ("a baby dragon hatching from an egg",
// fresh sample seed 6302127). It is in the lower half of its broken shell, peeking out over the
// zigzag rim. None of these phrases was looked at while writing the rule.
describe("a creature hatching is drawn coming out of its broken shell", () => {
  it.each([
    ["a baby turtle hatching", "turtle"],
    ["a crocodile hatching from its egg", "crocodile"],
    ["an owl breaking out of its egg", "owl"],
    ["a dinosaur egg hatching", "T-Rex"],
  ])("%s", (subject, creature) => {
    expect(shell).not.toBe("");
    const said = parseRelation(subject);
    expect(said).toMatchObject({ relation: "in", one: { annotation: creature }, other: { hexcode: shell } });
    const u = understandSketch({ layout: "motif", subject }, "line-art");
    expect(u.unknown).toBeUndefined();
    expect(u.understood.map((w) => w.drawnAs)).toEqual(expect.arrayContaining([creature, "cracked eggshell"]));
    for (const seed of [1, 2, 3]) {
      const svg = renderSketchSvg(portraitMotif(subject, seed));
      expect(svg, `seed ${seed}`).toContain(`data-motif="${shell}"`);
      expect(svg, `seed ${seed}`).toContain(`data-motif="${hexOf(creature)}"`);
      // No whole egg held or set beside it.
      expect(svg, `seed ${seed}`).not.toContain(`data-motif="${hexOf("egg")}"`);
    }
  });

  it("the set's hatching chick is the chick in the shell said, not beside a second egg", () => {
    const said = parseRelation("a duckling popping out of an easter egg");
    expect(said?.other?.hexcode).toBe(shell);
    expect(parseRelation("a chick peeking out of its egg")).toMatchObject({
      one: { annotation: "baby chick" },
      other: { hexcode: shell },
    });
  });

  it("coming out of something else is no hatching", () => {
    expect(parseRelation("a cat peeking out of a box")?.other?.hexcode).not.toBe(shell);
    expect(parseRelation("a bunny popping out of a hat")?.other?.hexcode).not.toBe(shell);
  });

  it("the shell is found by its own words, never for an egg", () => {
    expect(understandSketch({ layout: "motif", subject: "an egg" }, "line-art").understood[0]?.drawnAs).toBe("egg");
  });
});
