import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/drawing-index.js";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { pageSvg } from "./helpers.js";

/**
 * "months of the year" (fresh seed 60602127) was refused, no word a drawing: it is a chart of the
 * twelve months, each by what it is known for, read from January on every page (a set in order
 * never starts elsewhere, as a cycle's chart may).
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art");

describe("the months of the year are a chart of twelve, January first", () => {
  it.each(["months of the year", "the 12 months", "months of the year chart"])("%s", (subject) => {
    const v = read(subject);
    expect(v.unknown).toBeUndefined();
    expect(v.understood[0]?.drawnAs).toMatch(/^a chart of 12, each named: January \(snowman\), February/);
  });

  it("starts at January whatever the seed", () => {
    const snowman = motifByAnnotation("snowman")?.hexcode;
    const tree = motifByAnnotation("Christmas tree")?.hexcode;
    for (const seed of [0, 1, 2, 3, 7]) {
      const placed = placedDrawings(pageSvg("months of the year", seed));
      expect(placed.length, `seed ${seed}`).toBe(12);
      // Read left to right, top to bottom: the snowman first, the tree last.
      const centre = (p: (typeof placed)[number]) => ({ x: (p.box.x0 + p.box.x1) / 2, y: (p.box.y0 + p.box.y1) / 2 });
      const ys = placed.map((p) => centre(p).y);
      const top = placed.filter((p) => centre(p).y < Math.min(...ys) + 60);
      const bottom = placed.filter((p) => centre(p).y > Math.max(...ys) - 60);
      const first = top.reduce((a, b) => (centre(b).x < centre(a).x ? b : a));
      const last = bottom.reduce((a, b) => (centre(b).x > centre(a).x ? b : a));
      expect(first.hexcode, `seed ${seed}`).toBe(snowman);
      expect(last.hexcode, `seed ${seed}`).toBe(tree);
    }
  });

  it("can fail: a cycle's chart still starts elsewhere on another page", () => {
    expect(new Set([0, 1, 2, 3].map((seed) => pageSvg("weather symbols", seed))).size).toBe(4);
  });
});
