import { describe, expect, it } from "vitest";
import { motifByHexcode } from "../../../server/sketch/drawing-index.js";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { readSketch } from "../../../server/sketch/reading.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { pageSvg } from "./helpers.js";

type Placed = ReturnType<typeof placedDrawings>[number];
const nameOf = (d: Placed) => motifByHexcode(d.hexcode)?.annotation ?? "";
const overlap = (a: Placed["box"], b: Placed["box"]) =>
  Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));

/**
 * An occasion said with one thing ("a halloween cat") is the thing with the occasion's marks round
 * it. The thing had filled the page's width and left its marks two small icons in the sky's
 * corners: on most pages the page read as the thing alone. Now a mark stands on the ground beside
 * it, at a prop's size, and clear of it. "a halloween cat", "a christmas dog", "an easter bunny"
 * and "a christmas reindeer" were looked at while the rule was written; these were not.
 */
describe("an occasion's marks stand beside the one thing said with it", () => {
  it.each(["a christmas penguin", "a halloween fox", "an easter lamb", "a thanksgiving bear"])("%s", (subject) => {
    const sketch = readSketch({ layout: "motif", subject });
    const marks = new Set((sketch.decoration ?? "").split(", ").filter(Boolean));
    expect(marks.size).toBeGreaterThan(0);
    let beside = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const drawn = placedDrawings(pageSvg(subject, seed));
      const thing = drawn.find((d) => !marks.has(nameOf(d)) && d.box.y1 - d.box.y0 > 300);
      expect(thing, `seed ${seed}`).toBeDefined();
      if (!thing) continue;
      const ok = drawn.some(
        (d) =>
          marks.has(nameOf(d)) &&
          d.box.y1 - d.box.y0 >= 100 &&
          // On the ground beside it, below its middle: not in the sky.
          d.box.y0 + d.box.y1 > thing.box.y0 + thing.box.y1 &&
          overlap(d.box, thing.box) < 0.05 * (d.box.x1 - d.box.x0) * (d.box.y1 - d.box.y0),
      );
      if (ok) beside++;
    }
    expect(beside, subject).toBeGreaterThanOrEqual(6);
  });

  it("the rule can fail: a thing said with no occasion has no marks", () => {
    expect(readSketch({ layout: "motif", subject: "a penguin" }).decoration ?? "").toBe("");
  });
});

/**
 * "haunted" says who is there: its ghosts. "a haunted house" had been a plain house with a moon,
 * the word silently gone. "haunted house" and "haunted castle" were looked at; these were not.
 */
describe("a haunted thing has Halloween's marks round it", () => {
  it.each(["a haunted tree", "a haunted ship", "haunted lighthouse"])("%s", (subject) => {
    const read = understandSketch({ layout: "motif", subject }, "line-art");
    expect(read.understood.find((u) => u.word === "haunted")?.drawnAs).toMatch(/ghost|jack-o-lantern|bat/);
    const names = new Set<string>();
    for (let seed = 1; seed <= 4; seed++) for (const d of placedDrawings(pageSvg(subject, seed))) names.add(nameOf(d));
    expect(
      [...names].some((n) => /ghost|jack-o-lantern|bat/.test(n)),
      [...names].join(", "),
    ).toBe(true);
  });
});

/**
 * A house said forsaken or haunted is the set's derelict house, boarded up: "a haunted house" had
 * been the set's tidy one under a Halloween moon. "haunted house" and "an abandoned cottage" were
 * looked at; these were not.
 */
describe("a forsaken or haunted house is the derelict one", () => {
  it.each(["an abandoned cabin", "a haunted home", "a deserted shack"])("%s", (subject) => {
    const read = understandSketch({ layout: "motif", subject }, "line-art");
    expect(read.understood.some((u) => u.drawnAs === "derelict house")).toBe(true);
    const drawn = placedDrawings(pageSvg(subject, 1)).map(nameOf);
    expect(drawn).toContain("derelict house");
  });

  it("the rule can fail: a cozy cabin is the set's house", () => {
    expect(placedDrawings(pageSvg("a cozy cabin", 1)).map(nameOf)).not.toContain("derelict house");
  });
});
