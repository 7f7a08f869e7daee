import { describe, expect, it } from "vitest";
import { matchMotifs, motifByAnnotation } from "../../../server/sketch/art.js";
import { parseRelation } from "../../../server/sketch/layouts/relation.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { drawnOnPage } from "./helpers.js";

/**
 * A thing doing something to an object is that thing, never an activity of that name nor a thing
 * the doing word names ("clock showing 3 o'clock" had been refused whole; "showing" drew a globe;
 * "an alien in a flying saucer" flew the saucer as a kite). Fresh sample seed 1402127; the first
 * phrase of each is the sample's or found beside it, the rest held out.
 */
const said = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");

describe("a thing doing something to an object", () => {
  it.each([
    ["clock showing 3 o'clock", "three o’clock"],
    ["robot watering the plants", "robot"],
    ["dog chasing its tail", "dog"],
  ])("%s: the %s is drawn, not refused", (subject, word) => {
    const read = said(subject);
    expect(read.unknown).toBeUndefined();
    expect(read.understood.find((u) => u.word === word)?.drawnAs).toBeTruthy();
  });

  it("an activity of that name with no object after it stays the activity", () => {
    expect(said("ice skating on a pond").understood.map((u) => u.word)).toContain("ice skating");
  });
});

describe("a word that only links a drawing's name", () => {
  it.each(["a dog showing its teeth", "a map showing the way"])("%s: no globe drawn for 'showing'", (subject) => {
    expect(matchMotifs(subject, 3).map((m) => m.annotation)).not.toContain("globe showing Americas");
    for (const seed of [0, 1]) {
      const drawn = drawnOnPage(subject, seed);
      for (const globe of ["globe showing Americas", "globe showing Europe-Africa", "globe showing Asia-Australia"])
        expect(drawn.has(motifByAnnotation(globe)?.hexcode), `seed ${seed}`).toBe(false);
    }
  });

  it("the drawing is still found by its own name", () => {
    expect(matchMotifs("a globe showing the americas", 1)[0]?.annotation).toBe("globe showing Americas");
    expect(matchMotifs("globe showing europe", 1)[0]?.annotation).toBe("globe showing Europe-Africa");
  });
});

describe("a doing word that is one noun with the next", () => {
  it.each(["a cat chasing a flying fish", "an owl watching a flying squirrel", "a boy with a flying fox"])(
    "%s: nothing flies it",
    (subject) => {
      expect(parseRelation(subject)?.relation).not.toBe("flying");
    },
  );

  it("an alien in a flying saucer is in it", () => {
    const rel = parseRelation("an alien in a flying saucer");
    expect(rel?.relation).toBe("in");
    expect(rel?.other?.annotation).toBe("flying saucer");
  });

  it("flying a kite is still flying it", () => {
    expect(parseRelation("a boy flying a kite")?.relation).toBe("flying");
  });
});

/**
 * A doing word found only among another drawing's keywords, said after the thing doing it, is
 * what the thing does: "astronaut floating in space" had offered bubbles (tagged "floating") and
 * "figure skater spinning" drew a bicycle (tagged "spinning"). Fresh sample seed 2402127; the
 * rest held out.
 */
describe("a doing word that is only another drawing's keyword", () => {
  it.each([
    ["a duck floating on a pond", "bubbles"],
    ["a leaf floating on the water", "bubbles"],
    ["figure skater spinning", "bicycle"],
  ])("%s: no %s", (subject, thing) => {
    expect(matchMotifs(subject, 3).map((m) => m.annotation)).not.toContain(thing);
    const hex = motifByAnnotation(thing)?.hexcode;
    for (const seed of [0, 1]) expect(drawnOnPage(subject, seed).has(hex), `seed ${seed}`).toBe(false);
  });

  it("someone doing it holds its tool: a boy painting has the paintbrush", () => {
    expect(matchMotifs("a boy painting", 3).map((m) => m.annotation)).toContain("paintbrush");
  });
});
