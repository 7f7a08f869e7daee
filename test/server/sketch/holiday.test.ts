import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { understandSketch } from "../../../server/sketch/understand.js";

/** The St. Patrick's Day tool's sketch block (catalog/kids/st-patricks.yaml) and its theme suggestions. */
const themes = [
  "leprechaun",
  "pot of gold",
  "shamrock",
  "rainbow",
  "lucky horseshoe",
  "Irish dancer",
  "Celtic castle",
  "parade",
];
const sketch = (theme: string) => ({ layout: "scene", subject: theme, decoration: "shamrock", style: "Cute" });

describe("St. Patrick's Day has its shamrocks, hats and gold", () => {
  it.each(themes)("%s: shamrocks in the grass, a hat and a pot of gold, on every seed", (theme) => {
    const shamrock = motifByAnnotation("shamrock")?.hexcode;
    for (const seed of [1, 2, 3]) {
      const svg = renderSketchSvg({
        toolId: "kids/st-patricks",
        hub: "kids",
        output: "line-art",
        seed,
        sketch: sketch(theme),
      });
      const drawn = [...svg.matchAll(/data-motif="([0-9A-F-]+)"/g)].map((m) => m[1]);
      expect(drawn.filter((h) => h === shamrock).length, `seed ${seed}`).toBeGreaterThanOrEqual(4);
      expect(svg).toContain('data-feature="hat"');
      expect(svg).toContain('data-feature="pot-of-gold"');
      expect(drawn).toContain(motifByAnnotation("top hat")?.hexcode);
    }
  });

  it("its themes are never drawn as unrelated things (Irish is not whiskey, Celtic not a tongue)", () => {
    const drawnAs = (theme: string) => understandSketch(sketch(theme), "line-art").understood.map((u) => u.drawnAs);
    expect(drawnAs("Irish dancer")).toEqual(["woman dancing"]);
    expect(drawnAs("Celtic castle")).toEqual(["castle"]);
    expect(drawnAs("lucky horseshoe")).toEqual(["shamrock"]);
    expect(drawnAs("pot of gold")).toEqual(["money bag"]);
    expect(drawnAs("leprechaun")).toEqual(["elf"]);
  });
});
