import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { pageSvg } from "./helpers.js";

/**
 * An animal asked for kawaii or chibi is its face on a little body, where the set has its face:
 * a kawaii cat had been the set's lean cat walking, a kawaii bunny its long rabbit (fresh sample,
 * seed 51602127). `understood` says the drawing, exactly, never a stand-in to accept.
 */
const faceOf = (animal: string) => motifByAnnotation(`${animal} face`)?.hexcode;

describe("a kawaii animal is a big head on a little body", () => {
  // The cat and the bunny were seen; the others are held out.
  it.each([
    ["kawaii cat", "cat"],
    ["kawaii bunny holding a carrot", "rabbit"],
    ["kawaii dog", "dog"],
    ["a chibi tiger", "tiger"],
    ["kawaii pig", "pig"],
  ])("%s: the %s's face with its body", (subject, animal) => {
    const v = understandSketch({ subject }, "line-art");
    expect(v.standIn).toBeUndefined();
    expect(v.understood[0]?.drawnAs).toBe(`${animal} face`);
    const [hero] = placedDrawings(pageSvg(subject, 3));
    expect(hero?.hexcode).toBe(faceOf(animal));
    expect(hero?.pose, subject).toBeDefined();
  });

  it("can fail: a cat not said kawaii is the set's whole cat", () => {
    expect(understandSketch({ subject: "a cute cat" }, "line-art").understood[0]?.drawnAs).toBe("cat");
    expect(placedDrawings(pageSvg("a cat", 3))[0]?.hexcode).toBe(motifByAnnotation("cat")?.hexcode);
  });
});
