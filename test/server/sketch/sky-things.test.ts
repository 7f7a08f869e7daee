import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { inPlace } from "../../../server/sketch/layouts/motif.js";
import { parseRelation } from "../../../server/sketch/layouts/relation.js";
import { askedOnPage } from "./helpers.js";

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
    // A shooting star is drawn in a frame of its own night sky: a page of its own
    // (things-indoors.test.ts), not a tile up in a second sky.
    "a comet",
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

/**
 * A thing of the sky said with a thing on the ground is up in the sky over it, clear of it:
 * nobody holds the moon ("a wolf howling at the moon" had drawn it in the wolf's paws), nor does
 * the sun stand on the grass as large as a flower beside it. Held out: none of these pairs was
 * looked at while the rule was written.
 */
describe("a thing of the sky is in the sky over what is on the ground", () => {
  it.each([
    ["a rabbit and the moon", "rabbit", "moon"],
    ["a dog looking at the sun", "dog", "sun"],
    ["the sun and a turtle", "turtle", "sun"],
    ["a tulip under the moon", "tulip", "moon"],
    ["a boy and a cloud", "boy", "cloud"],
  ])("%s", (subject, below, above) => {
    const stated = parseRelation(subject);
    expect(stated?.one.annotation.toLowerCase()).toContain(below);
    expect(stated?.other?.annotation.toLowerCase()).toContain(above);
    expect(stated?.pose).not.toBe("holding");
    for (const seed of [0, 1, 2, 3]) {
      const on = askedOnPage(subject, seed);
      const ground = on.find((p) => p.hexcode === stated?.one.hexcode)?.box;
      const sky = on.find((p) => p.hexcode === stated?.other?.hexcode)?.box;
      expect(ground && sky, `${subject}, seed ${seed}`).toBeTruthy();
      if (!ground || !sky) continue;
      // Above it, smaller than it, and clear of it.
      expect(sky.y1, `${subject}, seed ${seed}`).toBeLessThanOrEqual(ground.y0 + 2);
      expect(sky.y1 - sky.y0).toBeLessThan(ground.y1 - ground.y0);
    }
  });

  it("a rainbow arches behind the one under it", () => {
    const stated = parseRelation("a pony and a rainbow");
    expect(stated?.relation).toBe("under");
    expect(stated?.other?.hexcode).toBe(motifByAnnotation("rainbow")?.hexcode);
  });
});
