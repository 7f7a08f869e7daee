import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { placedDrawings } from "../../../server/sketch/extras.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";

/**
 * Issue 41, the books of fresh seed 36602127: the twelve pages of "inspirational quotes" were the
 * words alone in the middle of the page among six small drawings in its corners, mostly empty
 * paper, and a name in bubble letters among six tiny sparkles. The doodles fill the room the lines
 * leave round them, never over a letter. Held out: the name page and the verse with its reference.
 */
const page = (sketch: Record<string, string>, seed: number) =>
  renderSketchSvg({
    toolId: "doodle/quotes",
    hub: "doodle",
    output: "line-art",
    sketch: { layout: "lettering", page: "portrait", ...sketch },
    seed,
  });

/** How many of the words' inked pixels (the lettering alone, at 1024 px) lie in a box. */
function letterInk(svg: string) {
  const words = svg.replace(/<g transform="[^"]*"><g data-motif="[^"]+"[^>]*>/g, '<g display="none"><g>');
  const img = new Resvg(words, { fitTo: { mode: "width", value: 1024 } }).render();
  const k = img.width / 1024;
  const px = img.pixels;
  return (b: { x0: number; y0: number; x1: number; y1: number }) => {
    let n = 0;
    for (let y = Math.max(0, Math.floor(b.y0 * k)); y < Math.min(img.height, b.y1 * k); y++)
      for (let x = Math.max(0, Math.floor(b.x0 * k)); x < Math.min(img.width, b.x1 * k); x++)
        if ((px[(y * img.width + x) * 4] as number) < 128) n++;
    return n;
  };
}

describe("the words of a lettering page are surrounded by doodles (issue 41)", () => {
  it.each([
    [{ text: "Good things take time", decoration: "flowers and stars" }],
    [{ text: "Bloom where you are planted", decoration: "hearts and swirls" }],
    // Held out.
    [{ text: "emma" }],
    [{ text: "Thy word is a lamp unto my feet", subtitle: "Psalm 119:105" }],
  ])("%o: at least eight doodles, none over a letter", (sketch) => {
    for (const seed of [1, 2, 3]) {
      const svg = page(sketch, seed);
      const doodles = placedDrawings(svg);
      expect(doodles.length, `@${seed}`).toBeGreaterThanOrEqual(8);
      const ink = letterInk(svg);
      // A drawing's box may graze an outline's edge: under a hundredth of its area.
      for (const d of doodles) {
        const area = (d.box.x1 - d.box.x0) * (d.box.y1 - d.box.y0);
        expect(ink(d.box), `@${seed}`).toBeLessThan(area * 0.01);
      }
    }
  });

  it("the rule can fail: words said with things of their own keep those six", () => {
    const svg = page({ text: "Happy Birthday", subject: "balloons" }, 1);
    expect(placedDrawings(svg).length).toBeLessThanOrEqual(6);
  });
});
