import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderActivity } from "../../../server/activities/index.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";
import { generated } from "../../helpers/book-flow.js";
import { watchThreads } from "../../helpers/threads.js";

// A puzzle page is drawn and rasterised in a worker thread, in turns with everyone's pages
// (server/sketch/pool.ts `activity`), not on the event loop: a hard dot-to-dot page is a quarter
// of a second of CPU, and a 100-page activity book was 100 of them in a row on the main thread.
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["signup"]>>;
let threads: ReturnType<typeof watchThreads>;

beforeAll(async () => {
  threads = watchThreads();
  t = await createTestApp();
  owner = await t.signup();
});
afterAll(async () => {
  threads.stop();
  await t.close();
});

describe("activity pages are drawn in a worker thread", () => {
  it("the page, its key and its puzzle are the ones renderActivity draws for the same seed", async () => {
    const values = { theme: "farm", difficulty: "hard", page: "portrait" };
    const id = await generated(t, owner, "activities/dot-to-dot", values);
    expect(threads.started.length).toBeGreaterThanOrEqual(1);
    const row = await t.db.selectFrom("generations").select(["seed"]).where("id", "=", id).executeTakeFirstOrThrow();
    const g = (await owner.client.get(`/api/generations/${id}`)).json.generation;
    const inline = renderActivity({ ...values, type: "dot-to-dot" }, Number(row.seed));
    expect(g.output.puzzle).toEqual(JSON.parse(JSON.stringify(inline.puzzle)));
    const page = Buffer.from(await (await owner.client.get(`/api/images/${id}`)).res.arrayBuffer());
    const key = Buffer.from(await (await owner.client.get(`/api/generations/${id}/answer.png`)).res.arrayBuffer());
    expect(page.equals(inline.png)).toBe(true);
    expect(key.equals(inline.answerPng)).toBe(true);
  });

  it("a pool draws the same page and key as the inline drawing, one owner's pages in turn with another's", async () => {
    const { createSketchRenderer } = await import("../../../server/sketch/pool.js");
    const pool = createSketchRenderer({ threads: 1 });
    try {
      const req = { type: "word-search", theme: "ocean", difficulty: "medium", page: "square" };
      const [a, b] = await Promise.all([pool.activity(req, 7, "alice"), pool.activity(req, 8, "bob")]);
      for (const [made, seed] of [
        [a, 7],
        [b, 8],
      ] as const) {
        const inline = renderActivity(req, seed);
        expect(made.png.equals(inline.png)).toBe(true);
        expect(made.answerPng.equals(inline.answerPng)).toBe(true);
        expect(made.svg).toBe(inline.svg);
        expect(made.answerSvg).toBe(inline.answerSvg);
      }
    } finally {
      await pool.close();
    }
  });
});
