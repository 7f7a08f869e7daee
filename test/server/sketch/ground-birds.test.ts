import { describe, expect, it } from "vitest";
import { motifByAnnotation, wholeBodyOf } from "../../../server/sketch/art.js";
import { askedOnPage } from "./helpers.js";

type Box = { x0: number; y0: number; x1: number; y1: number };
const height = (b: Box) => b.y1 - b.y0;

const boxes = (subject: string, person: string, bird: string, seed: number) => {
  const on = askedOnPage(subject, seed);
  // A head of the set is drawn as the whole body we drew for it (the chicken: a whole hen).
  const code = (name: string) => {
    const m = motifByAnnotation(name);
    return m && (wholeBodyOf(m) ?? m).hexcode;
  };
  const of = (name: string) => on.find((p) => p.hexcode === code(name))?.box;
  return { who: of(person), it: of(bird) };
};

/**
 * A bird of the water or the yard said with a person stands or swims beside them, at its size in
 * life, below their knees' height: "a boy feeding ducks at a pond" had drawn the duck flying over
 * the pond, and "a girl with a chicken" a hen as tall as the girl. A bird that flies keeps to the
 * sky beside their head. Held out: none of these birds is named in the rule, which reads WordNet's
 * kinds (waterfowl, fowl).
 */
describe("a bird of the water or the yard stands beside a person, smaller", () => {
  it.each([
    ["a girl and a swan", "girl", "swan"],
    ["a boy with a rooster", "boy", "rooster"],
    ["a woman with a hen", "woman", "chicken"],
    ["a man and a turkey", "man", "turkey"],
  ])("%s", (subject, person, bird) => {
    for (const seed of [0, 1, 2, 3]) {
      const { who, it } = boxes(subject, person, bird, seed);
      expect(who && it, `${subject}, seed ${seed}`).toBeTruthy();
      if (!who || !it) continue;
      expect(it.y1, `${subject}, seed ${seed}: on the ground`).toBeGreaterThan(who.y0 + height(who) * 0.7);
      expect(height(it), `${subject}, seed ${seed}: smaller`).toBeLessThan(height(who) * 0.8);
    }
  });

  it("a bird that flies keeps to the sky beside a person's head", () => {
    for (const seed of [0, 1, 2, 3]) {
      const { who, it } = boxes("a boy with a parrot", "boy", "parrot", seed);
      expect(who && it).toBeTruthy();
      if (who && it) expect(it.y1, `seed ${seed}`).toBeLessThan(who.y0 + height(who) * 0.5);
    }
  });
});
