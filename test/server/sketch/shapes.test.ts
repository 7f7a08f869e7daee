import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { portraitMotif } from "../../helpers/sketch-requests.js";

// The plain shapes little ones learn (own-drawings.ts): one named is that shape, large, with a
// face, on a page of its own (no hills, no sky); "shapes" alone is a page of several. "pentagon"
// and "shapes for toddlers" showed the class on a fresh sample (a mandala); the rest are held out.

const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");

describe("one shape named is that shape", () => {
  it.each([
    ["pentagon", "pentagon"],
    ["a hexagon", "hexagon"],
    ["an octagon", "octagon"],
    ["a big triangle", "triangle"],
    ["an oval", "oval"],
    ["a rectangle", "rectangle"],
  ])("%s → the %s, drawn alone on a plain page", (subject, shape) => {
    const u = read(subject);
    expect(u.unknown).toBeUndefined();
    expect(u.understood.map((w) => w.drawnAs)).toContain(shape);
    const hex = motifByAnnotation(shape)?.hexcode;
    for (const seed of [1, 2, 3]) {
      const svg = renderSketchSvg(portraitMotif(subject, seed));
      expect(svg).toContain(`data-motif="${hex}"`);
      // Kept indoors: no sun, no cloud.
      expect(svg).not.toContain('data-colour="#ffd23f"');
      expect(svg).not.toContain('data-colour="#f4f8fc"');
    }
  });

  it("a shape word that is part of another thing's name stays that thing: a diamond ring", () => {
    expect(read("a diamond ring").understood.map((w) => w.drawnAs)).toEqual(["ring"]);
  });
});

describe("shapes named with no shape are a page of several", () => {
  it.each(["shapes for toddlers", "shapes", "simple shapes for preschool"])("%s", (subject) => {
    const drawn = read(subject).understood.map((w) => w.drawnAs);
    expect(drawn).toEqual(expect.arrayContaining(["a repeating pattern", "circle", "square", "triangle"]));
  });
});
