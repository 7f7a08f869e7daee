import { describe, expect, it } from "vitest";
import { motifByAnnotation, motifByHexcode } from "../../../server/sketch/art.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { renderSketchPreview } from "../../../server/sketch/preview.js";
import { readSketch } from "../../../server/sketch/reading.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { pixelStats } from "./helpers.js";

/**
 * An animal asked for filled with ornament ("zentangle cat") is one large animal whose areas are
 * filled with patterns (the detailed level) on a calm ground: it had been a repeat of small cats
 * across the page. Ornament asked alone ("zentangle", "henna design") stays a mandala or a
 * pattern. Held out: none of these animals was looked at while the rule was written.
 */
describe("an animal asked for filled with ornament", () => {
  it.each([
    ["zentangle giraffe", "giraffe"],
    ["a paisley horse", "horse"],
    ["henna peacock", "peacock"],
    ["a hedgehog with zentangle patterns", "hedgehog"],
    ["patterned octopus", "octopus"],
  ])("%s: the %s alone, its areas patterned", (subject, animal) => {
    const read = readSketch({ layout: "motif", subject });
    expect(read).toMatchObject({ layout: "motif", detail: "detailed", ornament: "filled" });
    // Both said drawn: the patterns and the animal.
    expect(understandSketch({ layout: "motif", subject }, "line-art").understood).toEqual([
      expect.objectContaining({ drawnAs: "patterns filling it", exact: true }),
      expect.objectContaining({ drawnAs: animal, exact: true }),
    ]);
    const hex = motifByAnnotation(animal)?.hexcode;
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      const svg = renderSketchSvg({
        toolId: "doodle/coloring-page",
        hub: "adult",
        output: "line-art",
        seed,
        sketch: { layout: "motif", subject, page: "portrait" },
      });
      // The animal, and nothing else placed: no home behind it to be patterned over.
      const placed = [...svg.matchAll(/data-motif="([^"]+)"/g)].map((m) => m[1]);
      expect(placed, `${subject}, seed ${seed}`).toContain(hex);
      expect(
        placed.filter((h) => h !== hex).map((h) => motifByHexcode(h ?? "")?.annotation),
        `${subject}, seed ${seed}`,
      ).toEqual([]);
    }
  });

  it("the free preview shows the patterns the page will have", () => {
    // The same preview as the giraffe asked for filled at the detailed level, not the medium one chosen.
    const preview = (subject: string, detail: string, ornament = "") =>
      pixelStats(
        renderSketchPreview({
          toolId: "doodle/coloring-page",
          hub: "adult",
          output: "line-art",
          seed: 2,
          sketch: { layout: "motif", subject, page: "portrait", detail, ...(ornament ? { ornament } : {}) },
        }).png,
      );
    const asked = preview("zentangle giraffe", "medium");
    expect(asked).toEqual(preview("giraffe", "detailed", "filled"));
    expect(asked).not.toEqual(preview("giraffe", "medium"));
  });

  // (A mehndi hand design is the open hand filled now: henna-hands.test.ts.)
  it.each(["zentangle", "henna design", "zentangle pattern with swirls"])("%s alone stays ornament", (subject) => {
    expect(readSketch({ layout: "motif", subject }).layout).toMatch(/mandala|pattern/);
  });
});
