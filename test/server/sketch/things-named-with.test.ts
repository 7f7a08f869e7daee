import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { backdropInk, drawnOnPage, pageSvg } from "./helpers.js";

/**
 * Issue 41, found on fresh seed 35602127: the Easter book's "a nest with eggs" drew the empty nest,
 * its eggs left out, though the set draws a nest with eggs. A thing said with what the set draws it
 * with is that drawing ("a heart with an arrow" had been a plain heart, "a bowl with a spoon" was
 * refused). And a heart alone stood on a garden path as tall as the trees. The phrases marked held
 * out were not looked at while the rule was made.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");

const code = (name: string) => {
  const m = motifByAnnotation(name);
  if (!m) throw new Error(name);
  return m.hexcode;
};

describe("a thing said with what the set draws it with is that drawing (issue 41)", () => {
  it.each([
    ["a nest with eggs", "nest with eggs"],
    ["a cup with a straw", "cup with straw"],
    ["a bowl with a spoon", "bowl with spoon"],
    // Held out.
    ["a ballot box with a ballot", "ballot box with ballot"],
    ["an envelope with an arrow", "envelope with arrow"],
    ["a camera with a flash", "camera with flash"],
  ])("%s: drawn as the %s, nothing left out, nothing refused", (subject, drawing) => {
    const u = read(subject);
    expect(u.unknown).toBeUndefined();
    expect(u.standIn).toBeUndefined();
    expect(u.understood.map((w) => w.drawnAs)).toEqual([drawing]);
  });

  it.each([
    ["a nest with eggs", "nest with eggs"],
    // Held out.
    ["a heart with a ribbon", "heart with ribbon"],
  ])("%s: the page draws the %s", (subject, drawing) => {
    for (const seed of [1, 2, 3]) expect(drawnOnPage(subject, seed).has(code(drawing)), `@${seed}`).toBe(true);
  });

  it("the rule can fail: a thing the set draws with nothing of the kind is the two things as before", () => {
    expect(read("a cat with a hat").understood.map((w) => w.drawnAs)).toEqual(["cat", "top hat"]);
    // A place said with a thing is a scene, never the framed tile of the two.
    expect(read("a beach with an umbrella").understood.map((w) => w.drawnAs)).toContain("beach setting");
  });
});

describe("a heart alone is a symbol on its page, never in a landscape (issue 41)", () => {
  it.each(["a heart with an arrow", "a red heart", "a sparkling heart", "a kiss mark"])(
    "%s: no hills, trees or path behind it",
    (subject) => {
      for (const seed of [1, 2, 3, 4, 5, 6]) expect(backdropInk(pageSvg(subject, seed)), `@${seed}`).toBeLessThan(0.01);
    },
  );

  it("the rule can fail: a flower alone still grows in its place", () => {
    expect(Math.max(...[1, 2, 3, 4, 5, 6].map((seed) => backdropInk(pageSvg("a sunflower", seed))))).toBeGreaterThan(
      0.01,
    );
  });
});
