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
