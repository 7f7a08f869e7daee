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

  it("keeps a thread for paid work: a page asked for after three users' previews is drawn before the later two", async () => {
    const req = sampleRequests[0] as Parameters<typeof renderer.preview>[0];
    const finished: string[] = [];
    const track = (name: string, p: Promise<unknown>) => p.then(() => finished.push(name));
    await Promise.all([
      track("preview a", renderer.preview(req, "user-a")),
      track("preview b", renderer.preview(req, "user-b")),
      track("preview c", renderer.preview(req, "user-c")),
      track("paid", renderer.page(req, "user-d")),
    ]);
    // One preview draws at a time beside the paid page: it started at once, with preview a.
    expect(finished.indexOf("paid")).toBeLessThan(finished.indexOf("preview b"));
    expect(finished.indexOf("paid")).toBeLessThan(finished.indexOf("preview c"));
  });

  it("refuses work after close", async () => {
    const other = createSketchRenderer({ threads: 1 });
    await other.close();
    await expect(other.render(sampleRequests[0] as never)).rejects.toThrow(/closed/);
  });
});
