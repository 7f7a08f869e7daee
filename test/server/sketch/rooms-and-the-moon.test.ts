import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { parseRelation } from "../../../server/sketch/layouts/relation.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { drawnOnPage, pageSvg } from "./helpers.js";

/**
 * Issue 41, class 1 (seed 6502127): a thing that stands only in a room is drawn in its room, and
 * someone on the moon stands on its ground. "bath with candles and bubbles" had been a bathtub on
 * a hill, the bather holding a candle across her face; "astronaut on the moon planting a flag"
 * an astronaut sitting on a crescent moon in the sky. Held out: none of these phrases was looked
 * at before the rule.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art");

describe("a room's things in their room", () => {
  it.each(["a toilet", "an old bathtub", "a bunk bed", "a shower"])(
    "%s stands in a room, never on a hill",
    (subject) => {
      for (const seed of [1, 2]) expect(pageSvg(subject, seed), `${subject} at ${seed}`).toContain('data-place="room"');
    },
  );

  it("someone in a bath holds nothing: what is said with them is beside the bath", () => {
    const related = parseRelation("a bath with a rubber duck and soap");
    expect(related?.one.annotation).toBe("person taking bath");
    expect(related?.relation).toBe("beside");
  });

  it("the rule can fail: a thing at home anywhere stays out of doors", () => {
    expect(pageSvg("a teapot", 1)).not.toContain('data-place="room"');
  });
});

describe("on the moon is on its ground", () => {
  it.each([
    ["a boy on the moon", "boy"],
    ["a dog walking on the moon", "dog"],
  ])("%s: the %s on the moon's ground, no crescent to sit on", (subject, who) => {
    const r = read(subject);
    expect(r.understood).toContainEqual({ word: "moonscape", drawnAs: "moonscape setting", exact: true });
    for (const seed of [1, 2]) {
      const svg = pageSvg(subject, seed);
      expect(svg).toContain('data-place="moon"');
      const drawn = drawnOnPage(subject, seed);
      expect(drawn.has(motifByAnnotation("first quarter moon face")?.hexcode)).toBe(false);
      expect(drawn.has(motifByAnnotation(who)?.hexcode), `${subject} at ${seed}`).toBe(true);
    }
  });

  it("the rule can fail: the moon said otherwise is in the sky", () => {
    expect(read("a wolf howling at the moon").understood.map((w) => w.word)).toContain("moon");
    expect(pageSvg("a wolf howling at the moon", 1)).not.toContain('data-place="moon"');
  });
});
