import { resolve } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { renderTool } from "../../../engine/render.js";
import { loadCatalog } from "../../../server/catalog/load.js";
import { matchMotifs } from "../../../server/sketch/art.js";
import { faceSpot } from "../../../server/sketch/faces.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { motifMarkup } from "../../../server/sketch/motif-svg.js";
import { readSketch } from "../../../server/sketch/reading.js";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * A thing given a face ("cute hamburger with a face", "kawaii toast", seed 8675309 and the pool's
 * kawaii requests) is drawn with a cute face on it; the face had been left out. Phrases marked
 * held out match no request the rule was made from.
 */
const motif = (subject: string) => ({ layout: "motif", subject, page: "portrait" });
const svgOf = (subject: string) =>
  renderSketchSvg({
    toolId: "doodle/coloring-page",
    hub: "doodle",
    output: "line-art",
    sketch: motif(subject),
    seed: 5,
  });

describe("a thing given a face wears one", () => {
  it.each([
    "cute hamburger with a face",
    "kawaii toast",
    "a smiling cloud",
    // Held out.
    "kawaii strawberry",
    "a smiling teapot",
    "happy pineapple",
    "a cupcake with a cute face",
    // Said with other things, the first thing wears it (fresh sample 17602127: "kawaii cloud
    // raining hearts" had no face). Held out: the rest.
    "kawaii cloud raining hearts",
    "a smiling sun over the hills",
    "kawaii toast with butter",
    "a happy pear and an apple",
  ])("%s", (subject) => {
    expect(readSketch(motif(subject)).face).toBeTruthy();
    const u = understandSketch(motif(subject), "line-art");
    expect(u.unknown).toBeUndefined();
    expect(u.understood.map((w) => w.drawnAs)).toContain("a cute face on it");
    expect(svgOf(subject)).toContain('data-face="1"');
  });

  it.each([
    "kawaii cat",
    "a happy dog",
    "a smiling girl",
    "cute ghost",
    /* held out */ "kawaii panda",
    "a kawaii cat in a cup",
    "a happy dog with a ball",
  ])("%s has a face of its own: none is added", (subject) => {
    expect(readSketch(motif(subject)).face).toBeUndefined();
    expect(svgOf(subject)).not.toContain('data-face="1"');
  });

  it("the face sits in the drawing's clear area, never in a hole or on a line", () => {
    for (const name of ["doughnut", "bread", "hamburger", "teacup without handle"]) {
      const hex = matchMotifs(name, 1)[0]?.hexcode as string;
      const spot = faceSpot(hex);
      expect(spot.r, name).toBeGreaterThan(2);
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72" width="144" height="144">${motifMarkup(hex, "black")}</svg>`;
      const px = new Resvg(svg).render().pixels;
      const i = (Math.floor(spot.y * 2) * 144 + Math.floor(spot.x * 2)) * 4;
      // Inside the drawing (opaque) and on white, not on a line.
      expect(px[i + 3], name).toBeGreaterThan(200);
      expect(px[i], name).toBeGreaterThan(200);
    }
  });
});

// Food Coloring says "Adorable kawaii food with happy faces" and drew the food with none.
describe("the food tool's food wears a face", () => {
  const catalog = loadCatalog(`${resolve("catalog")}/`);
  const tool = catalog.byId.get("kids/food-coloring");
  it.each(["pizza", "a taco", "sushi", "a pear"])("%s", (food) => {
    if (!tool) throw new Error("kids/food-coloring is missing");
    const sketch = renderTool(tool, { food, page: "portrait" }).sketch ?? {};
    const svg = renderSketchSvg({ toolId: tool.id, hub: tool.hub, output: "line-art", sketch, seed: 3 });
    expect(svg).toContain('data-face="1"');
  });
});
