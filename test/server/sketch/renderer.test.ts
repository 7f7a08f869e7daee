import { afterAll, describe, expect, it } from "vitest";
import { createSketchRenderer, renderSketch } from "../../../server/sketch/index.js";
import { sampleRequests } from "../../../server/sketch/samples.js";

describe("createSketchRenderer", () => {
  const renderer = createSketchRenderer({ threads: 2 });
  afterAll(() => renderer.close());

  it("renders in worker threads, byte-identical to the in-process render", async () => {
    const reqs = sampleRequests.slice(0, 4);
    const pooled = await Promise.all(reqs.map((r) => renderer.render(r)));
    for (const [i, r] of reqs.entries()) expect(pooled[i]?.equals(await renderSketch(r))).toBe(true);
  });

  it("refuses work after close", async () => {
    const other = createSketchRenderer({ threads: 1 });
    await other.close();
    await expect(other.render(sampleRequests[0] as never)).rejects.toThrow(/closed/);
  });
});
