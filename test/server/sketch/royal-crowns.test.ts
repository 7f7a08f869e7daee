import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { pageSvg } from "./helpers.js";

/*
 * Fresh seed 45602127: "mermiad princess" drew a plain mermaid, "princess" said left out. A
 * creature said as a princess, a prince, a queen or a king wears a crown; and a hat worn never
 * covers the eyes (a frog's are on top of its head). Made on the mermaid; held out: the rest.
 */
const hex = (name: string) => motifByAnnotation(name)?.hexcode ?? name;
const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art").understood;

describe("a creature said as royalty wears a crown", () => {
  it.each(["mermiad princess", "a princess cat", "the frog prince", "a unicorn queen", "king lion"])(
    "%s: the creature and its crown, nothing left out",
    (subject) => {
      const words = read(subject);
      expect(words.map((w) => w.drawnAs)).toContain("crown");
      expect(words.filter((w) => w.drawnAs === null)).toEqual([]);
      expect(words.map((w) => w.drawnAs)).not.toContain("person with crown");
      const drawn = placedDrawings(pageSvg(subject, 1)).map((p) => p.hexcode);
      expect(drawn).toContain(hex("crown"));
    },
  );

  it.each([
    ["king penguin", "penguin"],
    ["a princess kissing a frog", "princess"],
  ])("%s: one creature's own name, or a royal person, is left as said", (subject, drawing) => {
    const words = read(subject).map((w) => w.drawnAs);
    expect(words).toContain(drawing);
    expect(words).not.toContain("crown");
  });
});

describe("a hat worn never covers the eyes", () => {
  it.each(["the frog prince", "a frog wearing a party hat", "a frog wearing a top hat"])("%s", (subject) => {
    for (const seed of [0, 1, 2]) {
      const placed = placedDrawings(pageSvg(subject, seed));
      const frog = placed.find((p) => p.hexcode === hex("frog"))?.box;
      const hat = placed.find((p) => p.hexcode !== hex("frog"))?.box;
      if (!frog || !hat) throw new Error(`${subject} at ${seed}: no frog or no hat`);
      // The frog's eyes are the top of its head: the hat rests on them, within the page.
      expect(hat.y1, `seed ${seed}`).toBeLessThan(frog.y0 + 0.06 * (frog.y1 - frog.y0));
      expect(hat.y0, `seed ${seed}`).toBeGreaterThanOrEqual(0);
    }
  });
});
