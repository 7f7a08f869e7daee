import { describe, expect, it } from "vitest";
import { motifByHexcode } from "../../../server/sketch/art.js";
import { parseRelation } from "../../../server/sketch/layouts/relation.js";
import { askedOnPage } from "./helpers.js";

// A small flier with a larger creature (layouts/relation.ts `fliesSmall`) is drawn small, high in
// the corner the subject faces, never as large as the subject nor over it; and "in" never puts
// one creature inside another ("a woman's face in profile with butterflies" had drawn a
// butterfly over her face). The first subjects showed the class on fresh samples; the rest are held out.

type Box = { x0: number; y0: number; x1: number; y1: number };
const overlap = (p: Box, q: Box) =>
  Math.max(0, Math.min(p.x1, q.x1) - Math.max(p.x0, q.x0)) * Math.max(0, Math.min(p.y1, q.y1) - Math.max(p.y0, q.y0));
const height = (b: Box) => b.y1 - b.y0;
const area = (b: Box) => (b.x1 - b.x0) * (b.y1 - b.y0);

describe("a small flier beside a larger creature is small and clear of it", () => {
  it.each([
    ["a girl with butterflies", "butterfly"],
    ["a boy with a bird", "bird"],
    ["a cat with a bee", "honeybee"],
    ["a woman's face in profile with butterflies", "butterfly"],
    // Held out.
    ["a dog with a butterfly", "butterfly"],
    ["a princess with a bird", "bird"],
    ["a bear with a ladybug", "lady beetle"],
  ])("%s: the %s", (subject, flier) => {
    for (const seed of [0, 1, 2, 3, 4, 5, 6, 7]) {
      const asked = askedOnPage(subject, seed);
      const small = asked.find((p) => motifByHexcode(p.hexcode)?.annotation === flier);
      const big = asked.find((p) => p !== small);
      expect(small, `${subject}, seed ${seed}`).toBeDefined();
      expect(big, `${subject}, seed ${seed}`).toBeDefined();
      if (!small || !big) continue;
      expect(height(small.box), `${subject}, seed ${seed}`).toBeLessThan(height(big.box) * 0.6);
      expect(overlap(small.box, big.box), `${subject}, seed ${seed}`).toBeLessThan(area(small.box) * 0.05);
    }
  });
});

describe("no creature is in another", () => {
  it.each([
    ["a woman's face in profile with butterflies", "beside"],
    // Held out.
    ["a boy in profile with a bee", "beside"],
  ])("%s reads as %s", (subject, relation) => {
    expect(parseRelation(subject)?.relation).toBe(relation);
  });

  it("a bird in a tree, a cat in a basket are still in them", () => {
    expect(parseRelation("a bird in a tree")?.relation).toBe("in");
    expect(parseRelation("a cat in a basket")?.relation).toBe("in");
  });
});
