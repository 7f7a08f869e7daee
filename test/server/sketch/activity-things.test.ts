import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { drawnOnPage } from "./helpers.js";

/**
 * An activity named by the thing it is done on or in, where no drawing shows someone doing it
 * (seed 8120001: "skateboarding" was refused, though the set draws a skateboard and a rider):
 * someone riding the thing, or wearing it on the feet. Things are read by kind (vehicle, board,
 * conveyance, footwear), so these activities are in no list of the code.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art");

describe("an activity is someone using its thing", () => {
  it.each([
    ["skateboarding", "a child riding a skateboard", "skateboard"],
    ["roller skating", "a child wearing roller skates", "roller skate"],
    ["sledding", "a child riding a sled", "sled"],
  ])("%s: %s", (subject, drawnAs, thing) => {
    const r = read(subject);
    expect(r.unknown).toBeUndefined();
    expect(r.understood[0]).toEqual({ word: subject, drawnAs, exact: true });
    const drawn = drawnOnPage(subject, 2);
    expect(drawn.has(motifByAnnotation(thing)?.hexcode)).toBe(true);
    expect(drawn.size, subject).toBeGreaterThanOrEqual(2);
  });

  it("who does it is the creature said before it, and where is read as said", () => {
    const r = read("a cat skateboarding in the park");
    expect(r.understood.map((w) => [w.word, w.drawnAs])).toEqual([
      ["skateboarding", "riding a skateboard"],
      ["cat", "cat"],
      ["park", "park setting"],
    ]);
    expect(drawnOnPage("a cat skateboarding in the park", 3).has(motifByAnnotation("cat")?.hexcode)).toBe(true);
  });

  it("an activity a drawing shows is that drawing, and a creature's own deed is no riding", () => {
    expect(read("surfing").understood[0]?.drawnAs).toBe("person surfing");
    for (const subject of ["a bird flying", "a girl watching the stars", "a dog swimming"])
      expect(
        read(subject)
          .understood.map((w) => w.drawnAs ?? "")
          .join(" "),
        subject,
      ).not.toMatch(/riding|wearing/);
  });
});

/**
 * An activity said alone that the set draws only as the thing it is done with (fresh seed 19602127:
 * "hiking in the mountains" was a giant boot, "fishing" a rod on its own): a child holding it, or
 * wearing it when it is footwear. The word must be an act in WordNet, the thing one a child can
 * hold (no creature, nothing large, no clothes). The first phrases are the ones the rule was made
 * from; the rest are held out.
 */
describe("an activity said alone is a child with the thing it is done with", () => {
  it.each([
    // The pole is drawn as a rod with its line (props.ts), the child holding it.
    ["fishing", "a child holding a fishing pole", undefined],
    ["hiking in the mountains", "a child wearing boots", "hiking boot"],
    ["brushing teeth", "a child holding a toothbrush", "toothbrush"],
    // Held out.
    ["sewing", "a child holding a sewing needle", "sewing needle"],
    ["sweeping", "a child holding a broom", "broom"],
    ["fishing at the lake", "a child holding a fishing pole", undefined],
  ])("%s: %s", (subject, drawnAs, thing?: string) => {
    const r = read(subject);
    expect(r.unknown).toBeUndefined();
    expect(r.standIn).toBeUndefined();
    expect(r.understood[0]?.drawnAs).toBe(drawnAs);
    for (const seed of [1, 2]) {
      const drawn = drawnOnPage(subject, seed);
      if (thing) expect(drawn.has(motifByAnnotation(thing)?.hexcode), `seed ${seed}`).toBe(true);
      expect(drawn.has(motifByAnnotation("child")?.hexcode), `seed ${seed}`).toBe(true);
    }
  });

  it.each([
    // Clothes are no thing held: "running" is no child holding a running shirt.
    ["running", /holding/],
    // An activity drawn as itself stays itself: pins and a ball are not held.
    ["bowling", /holding/],
    // A thing's name that begins with the activity's word is the thing.
    ["a fishing pole", /child/],
    ["hiking boots", /holding/],
  ])("the rule can fail: %s", (subject, not) => {
    expect(
      read(subject)
        .understood.map((w) => w.drawnAs ?? "")
        .join(" "),
    ).not.toMatch(not);
  });

  it("one said doing it keeps the deed's own props (a rod with its line)", () => {
    expect(read("a girl fishing").understood.map((w) => w.drawnAs)).toContain("fishing rod with its line and a fish");
  });
});
