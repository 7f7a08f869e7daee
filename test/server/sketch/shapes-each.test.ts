import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * Fresh sample 7012026: "a rectangle and an oval" drew a wallpaper of little faced rectangles and
 * circles. Shapes each said as one are those shapes, large; shapes said in the plural stay a
 * pattern of them.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art");

describe("shapes each said as one are those shapes", () => {
  it.each([
    ["a triangle and a square", ["triangle", "square"]],
    ["one hexagon and one circle", ["hexagon", "circle"]],
  ])("%s: %s, no pattern", (subject, shapes) => {
    const drawn = read(subject).understood.map((w) => w.drawnAs);
    expect(drawn).not.toContain("a repeating pattern");
    for (const shape of shapes) expect(drawn).toContain(shape);
  });

  it("shapes in the plural are a pattern of them", () => {
    expect(read("triangles and squares").understood.map((w) => w.drawnAs)).toContain("a repeating pattern");
  });
});
