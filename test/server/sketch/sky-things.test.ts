import { describe, expect, it } from "vitest";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { inPlace } from "../../../server/sketch/layouts/motif.js";

/**
 * Things of the sky named alone ("sun and clouds", seed 8675309) stood on the grass at the foot
 * of the page. They are drawn in the sky now, over a low hill. Phrases marked held out match no
 * request the rule was made from.
 */
describe("things of the sky are in the sky", () => {
  it.each([
    "sun and clouds",
    "sun, moon and stars",
    "a smiling rainbow",
    // Held out.
    "a cloud and a rainbow",
    "lightning and clouds",
    "a shooting star",
    "the sun",
  ])("%s is drawn in a place: the sky", (subject) => {
    expect(inPlace({ subject })).toBe(true);
    const svg = renderSketchSvg({
      toolId: "doodle/coloring-page",
      hub: "doodle",
      output: "line-art",
      sketch: { layout: "motif", subject, page: "portrait" },
      seed: 3,
    });
    expect(svg).toMatch(/data-motif=/);
  });

  it.each(["a cat and the sun", "sunflowers", "a starfish", "a rainbow cake", "sun and clouds in the garden"])(
    "%s is no page of the sky alone",
    (subject) => {
      const sky = inPlace({ subject }) && !/garden/.test(subject);
      expect(sky).toBe(false);
    },
  );
});
