import { describe, expect, it } from "vitest";
import { castOf } from "../../../server/sketch/cast.js";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { placeGroup } from "../../../server/sketch/layouts/group.js";
import { parseRelation } from "../../../server/sketch/layouts/relation.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { backdropInk, pageSvg } from "./helpers.js";

/**
 * Issue 41, judged on seed 2718281: two who do something together stood on a bare strip of
 * ground with the page's top half empty, the one behind with its head under the one in front,
 * and what they do it with (a basketball, a ball of yarn, a map) floating in a corner of the sky.
 * The phrases here are in no list of the code.
 */
const page = (subject: string) => pageSvg(subject, 3);

const motif = (name: string) => {
  const m = motifByAnnotation(name);
  if (!m) throw new Error(name);
  return m;
};

describe("two doing something together (issue 41)", () => {
  it("an animal on all fours behind faces away from the one in front: its head is not under it", () => {
    const area = { x: 50, y: 50, w: 900, h: 1200 };
    // (Two on all fours stand apart instead: pairs-apart.test.ts.)
    for (const [front, behind] of [
      ["girl", "horse"],
      ["man", "goat"],
      ["boy", "tiger"],
    ] as const) {
      const [back, ahead] = placeGroup(
        [
          { motif: motif(front), scale: 1 },
          { motif: motif(behind), scale: 1 },
        ],
        area,
        100,
        1200,
        false,
      );
      // Unflipped drawings face left; the one behind is on the right, so it faces right (flipped).
      expect(back?.motif.annotation).toBe(behind);
      expect(back?.ink.x).toBeGreaterThan(ahead?.ink.x ?? 0);
      expect(back?.flip).toBe(true);
    }
    // One standing upright behind (a person) still faces the middle: its face is over its middle.
    const [person] = placeGroup(
      [
        { motif: motif("rabbit"), scale: 1 },
        { motif: motif("woman"), scale: 1 },
      ],
      area,
      100,
      1200,
      false,
    );
    expect(person?.flip).toBe(false);
  });

  it.each([
    "a goat and a donkey playing with a ball",
    "a bear and a fox sharing a watermelon",
    "a tiger and a zebra with a drum",
  ])("%s: what they do it with rests on the ground, never in the sky", (subject) => {
    const svg = page(subject);
    const thing = /ball/.test(subject) ? "soccer ball" : /watermelon/.test(subject) ? "watermelon" : "drum";
    const at = placedDrawings(svg).filter((p) => p.hexcode === motif(thing).hexcode);
    expect(at.length).toBeGreaterThan(0);
    // Page coordinates run to 1325 high: the thing's centre is in the lower half.
    for (const p of at) expect((p.box.y0 + p.box.y1) / 2).toBeGreaterThan(1325 / 2);
  });

  it("a thing of the sky said with them may still fly above them", () => {
    const svg = page("a goat and a donkey flying a kite");
    const kite = placedDrawings(svg).filter((p) => p.hexcode === motif("kite").hexcode);
    expect(kite.length).toBeGreaterThan(0);
  });

  it.each(["a goat and a donkey dancing", "a fox and a badger having a picnic", "a horse and a sheep playing"])(
    "%s: said with no place, the pair is drawn in a place: a backdrop behind them",
    (subject) => {
      expect(understandSketch({ layout: "motif", subject }, "line-art").unknown).toBeUndefined();
      // A place behind them (hills, trees, a barn): on a bare ground there were only clouds.
      expect(backdropInk(page(subject))).toBeGreaterThan(0.015);
    },
  );

  it("a pair of whom one has no drawing is not drawn as two of the other", () => {
    const svg = page("a wizard and a parrot reading a map");
    const parrots = placedDrawings(svg).filter((p) => p.hexcode === motif("parrot").hexcode);
    expect(parrots.length).toBeLessThanOrEqual(1);
  });

  it.each(["two goats", "three hedgehogs", "two zebras playing", "an uncle and an aunt", "a goose and a hen"])(
    "%s: two or three, alike or said side by side with no place, stand in a place too",
    (subject) => expect(backdropInk(page(subject))).toBeGreaterThan(0.015),
  );

  it("the thing counted is the one the number is said before, not what it has", () => {
    // "three puppies with a bone" had been three bones: the whole part was read as one thing.
    expect(castOf("four bears with a honey pot")?.map((m) => [m.count, m.motif.annotation])).toEqual([[4, "bear"]]);
    expect(castOf("two kittens with a fish")?.map((m) => [m.count, m.motif.annotation])).toEqual([[2, "cat"]]);
  });

  it("someone holding a container of things holds the container: the things are never heaped on them", () => {
    // "a farmer holding a basket of vegetables" had drawn carrots piled on the farmer's head.
    for (const subject of ["a boy carrying a bucket of fish", "a girl holding a jar of cookies"]) {
      const r = parseRelation(subject);
      expect([r?.relation, r?.other?.annotation]).toEqual(["holding", /bucket/.test(subject) ? "bucket" : "jar"]);
    }
    // Said alone, the container still holds its contents.
    expect(parseRelation("a jar of cookies")?.relation).toBe("in");
  });

  it("a word of way ('through', 'across', 'onto') is never said to be left out", () => {
    for (const subject of ["a badger digging through a bin", "a deer walking across a meadow"]) {
      const words = understandSketch({ layout: "motif", subject }, "line-art").understood.map((u) => u.word);
      expect(words.some((w) => /\b(?:through|across|onto)\b/.test(w))).toBe(false);
    }
  });
});
