import { describe, expect, it } from "vitest";
import { motifByAnnotation, wholeBodyOf } from "../../../server/sketch/art.js";
import { askedOnPage } from "./helpers.js";

/**
 * An animal holds a thing low at its front, under its face: "kawaii bunny holding a carrot" had
 * drawn the carrot over the rabbit's eye and nose (fresh sample, seed 1402127). The rabbit is the
 * sample's; the others were not looked at while the rule was written.
 */
describe("a thing held by an animal leaves its face clear", () => {
  it.each([
    ["a rabbit holding a carrot", "rabbit", "carrot"],
    ["a mouse holding a strawberry", "mouse", "strawberry"],
    ["a pig holding an apple", "pig", "red apple"],
    ["a cat holding a fish", "cat", "fish"],
  ])("%s", (subject, animal, thing) => {
    const a = motifByAnnotation(animal)?.hexcode;
    const t = motifByAnnotation(thing)?.hexcode;
    for (const seed of [0, 1, 2, 3]) {
      const on = askedOnPage(subject, seed);
      const body = on.find((p) => p.hexcode === a)?.box;
      const held = on.find((p) => p.hexcode === t)?.box;
      if (!body || !held) throw new Error(`${subject}, seed ${seed}: ${JSON.stringify(on.map((p) => p.hexcode))}`);
      // The held thing's top is in the lower half of the animal, under its eyes.
      expect(held.y0, `${subject}, seed ${seed}`).toBeGreaterThanOrEqual(body.y0 + (body.y1 - body.y0) * 0.5 - 2);
    }
  });
});

/**
 * A person the set draws head and shoulders holds a thing at the chest, under the face: "fantasy
 * elf warrior woman with a sword" had drawn the swords across her chin (fresh seed 26602127). Made
 * on the elf; held out: the others.
 */
describe("a thing held by someone drawn head and shoulders leaves the face clear", () => {
  it.each([
    ["an elf with a sword", "woman elf", "crossed swords"],
    ["a vampire holding a candle", "vampire", "candle"],
    ["a cook holding a cake", "cook", "birthday cake"],
    ["a farmer holding a chicken", "farmer", "chicken"],
  ])("%s", (subject, who, thing) => {
    // A head of the set held is the whole body we drew for it (the chicken: a whole hen).
    const held0 = motifByAnnotation(thing);
    const t = held0 && (wholeBodyOf(held0) ?? held0).hexcode;
    const w = motifByAnnotation(who)?.hexcode;
    for (const seed of [0, 1, 2, 3]) {
      const on = askedOnPage(subject, seed);
      const held = on.find((p) => p.hexcode === t)?.box;
      const body = on.find((p) => p.hexcode !== t && (p.hexcode === w || on.length === 2))?.box;
      if (!body || !held) throw new Error(`${subject}, seed ${seed}: ${JSON.stringify(on.map((p) => p.hexcode))}`);
      // The held thing's top is under the bust's upper 55 %, where the face is.
      expect(held.y0, `${subject}, seed ${seed}`).toBeGreaterThanOrEqual(body.y0 + (body.y1 - body.y0) * 0.55 - 2);
    }
  });
});
