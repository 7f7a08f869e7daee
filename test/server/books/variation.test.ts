import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { validateValues } from "../../../engine/compile.js";
import { renderTool } from "../../../engine/render.js";
import { renderSketchPage } from "../../../server/sketch/index.js";
import { testCatalog } from "../../helpers/app.js";

// A batch's pages share their values and differ by seed: the built-in engine must compose each
// differently, not draw one picture nudged or mirrored.
function page(toolId: string, values: Record<string, unknown>, seed: number): PNG {
  const tool = testCatalog().byId.get(toolId);
  if (!tool) throw new Error(toolId);
  const valid = validateValues(tool, values);
  if (!valid.ok) throw new Error(valid.message);
  const sketch = renderTool(tool, valid.values).sketch ?? {};
  const { png } = renderSketchPage({ toolId, hub: tool.hub, output: "line-art", sketch, seed });
  return PNG.sync.read(png);
}

const GRID = 16;
/** Share of ink per cell of a 16 x 16 grid: where the picture's weight lies. */
function signature(img: PNG): number[] {
  const cells = new Array<number>(GRID * GRID).fill(0);
  const cw = img.width / GRID;
  const ch = img.height / GRID;
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++)
      if ((img.data[(y * img.width + x) * 4] as number) < 128) {
        const cell = Math.floor(y / ch) * GRID + Math.floor(x / cw);
        cells[cell] = (cells[cell] as number) + 1 / (cw * ch);
      }
  return cells;
}
const mirror = (s: number[]) => s.map((_, i) => s[Math.floor(i / GRID) * GRID + (GRID - 1 - (i % GRID))] as number);
const l1 = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + Math.abs(v - (b[i] as number)), 0);
/** Distance of two layouts that ignores mirroring (a mirrored page is the same composition). */
const distance = (a: number[], b: number[]) => Math.min(l1(a, b), l1(a, mirror(b)));

describe("seeds vary the composition of the built-in engine's pages", () => {
  it("kids/simple: among eight seeds, at least three different layouts (mirroring aside)", () => {
    const sigs = Array.from({ length: 8 }, (_, i) => signature(page("kids/simple", { subject: "cat" }, 1000 + i * 8)));
    // Greedy clusters: a page joins a cluster whose first page is within the threshold.
    const clusters: number[][] = [];
    for (const s of sigs) {
      const home = clusters.find((c) => distance(c, s) < 2.5);
      if (!home) clusters.push(s);
    }
    expect(clusters.length).toBeGreaterThanOrEqual(3);
  });
});
