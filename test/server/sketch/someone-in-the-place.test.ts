import { describe, expect, it } from "vitest";
import type { Tool } from "../../../engine/catalog.js";
import { renderTool } from "../../../engine/render.js";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { testCatalog } from "../../helpers/app.js";

/**
 * Issue 41 (fresh seeds 9602127 and 10602127): "teacher in a classroom" opens Classroom Scene,
 * whose class field is its place; the students were drawn and the teacher dropped without a word
 * (wrong and not flagged). Someone or an animal named in a scene's place is drawn there with the
 * page's subject. Held out: the dog in the classroom and the bear at the campsite were not looked
 * at before the rule.
 */
const catalog = testCatalog();

function page(toolId: string, values: Record<string, string>, seed: number) {
  const tool = catalog.byId.get(toolId) as Tool;
  const sketch = renderTool(tool, values).sketch as Record<string, string>;
  const svg = renderSketchSvg({ toolId, hub: tool.hub, output: "line-art", sketch, seed });
  return { understood: understandSketch(sketch, "line-art").understood, svg };
}

describe("someone named in a scene's place is drawn there", () => {
  it.each([
    ["cozy/classroom-scene", { scene: "teacher", activity: "Learning" }, "teacher"],
    ["cozy/classroom-scene", { scene: "a dog", activity: "Reading" }, "dog"],
    [
      "cozy/travel-camping",
      { location: "a bear at the lakeside campsite", background: "pine trees and mountains" },
      "bear",
    ],
  ])("held out or seen: %s, %j", (toolId, values, drawing) => {
    const hex = motifByAnnotation(drawing)?.hexcode as string;
    for (const seed of [0, 1, 2, 3]) {
      const { understood, svg } = page(toolId, values, seed);
      expect(understood.map((u) => u.drawnAs)).toContain(drawing);
      expect(svg, `seed ${seed}`).toContain(`data-motif="${hex}"`);
    }
  });

  it("the rule can fail: a place alone adds no one", () => {
    const { understood } = page("cozy/classroom-scene", { scene: "science class", activity: "Learning" }, 0);
    expect(understood.map((u) => u.word)).toEqual(["students"]);
  });
});
