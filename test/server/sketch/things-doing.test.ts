import { describe, expect, it } from "vitest";
import { motifByHexcode } from "../../../server/sketch/art.js";
import { motifGroup } from "../../../server/sketch/drawing-index.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { drawnOnPage } from "./helpers.js";

/**
 * A place or a thing said with its article before an -ing word ("a river running through a
 * forest", fresh sample 1202026) does what the word says: it is the page's place or its thing,
 * and no person is drawn doing it. The river had been read as the object of an activity and drawn
 * as a person running through the forest. The first request is the sample's; the rest are held out.
 */
const people = (subject: string, seed: number) =>
  [...drawnOnPage(subject, seed)]
    .filter((h) => h && motifGroup(h) === "people-body")
    .map((h) => motifByHexcode(h ?? "")?.annotation);

describe("a place or a thing doing something", () => {
  it.each([
    ["a river running through a forest", "river"],
    ["a creek running through the woods", "creek"],
    ["a stream winding through a meadow", "stream"],
    ["a river flowing through the mountains", "river"],
  ])("%s: the %s is the place, no one drawn", (subject, place) => {
    const { understood, unknown } = understandSketch({ subject }, "line-art");
    expect(unknown).toBeUndefined();
    expect(understood.find((u) => u.word === place)?.drawnAs, JSON.stringify(understood)).toBe(`${place} setting`);
    for (const seed of [0, 1, 2, 3]) expect(people(subject, seed), `seed ${seed}`).toEqual([]);
  });

  it.each(["a train running through a forest", "a car driving down a road"])(
    "%s: the thing, no one drawn",
    (subject) => {
      const { understood } = understandSketch({ subject }, "line-art");
      expect(
        understood.some((u) => /person/.test(u.drawnAs ?? "")),
        JSON.stringify(understood),
      ).toBe(false);
      for (const seed of [0, 1, 2, 3]) expect(people(subject, seed), `seed ${seed}`).toEqual([]);
    },
  );

  // An activity that names its object ("rock climbing", "ice skating") is still someone doing it.
  it.each([
    ["rock climbing", "person climbing"],
    ["a girl rock climbing", "person climbing"],
  ])("%s: %s", (subject, drawn) => {
    expect(understandSketch({ subject }, "line-art").understood.map((u) => u.drawnAs)).toContain(drawn);
  });
});
