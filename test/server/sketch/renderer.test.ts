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

  it("keeps a thread for paid work: three users' previews draw one at a time, and a page asked for next starts at once", async () => {
    const req = sampleRequests[0] as Parameters<typeof renderer.preview>[0];
    const previews = ["user-a", "user-b", "user-c"].map((owner) => renderer.preview(req, owner));
    // Handed out as they are asked for: two threads, one preview drawing, two waiting.
    expect(renderer.drawing()).toEqual({ jobs: 1, previews: 1 });
    const paid = renderer.page(req, "user-d");
    expect(renderer.drawing()).toEqual({ jobs: 2, previews: 1 });
    await Promise.all([...previews, paid]);
    expect(renderer.drawing()).toEqual({ jobs: 0, previews: 0 });
  });

  it("refuses work after close", async () => {
    const other = createSketchRenderer({ threads: 1 });
    await other.close();
    await expect(other.render(sampleRequests[0] as never)).rejects.toThrow(/closed/);
  });
});
