import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../../server/logger.js";
import { createSketchImageProvider } from "../../../server/providers/image/sketch.js";
import { createTestApp, ORIGIN, type TestApp } from "../../helpers/app.js";

// Issue 45: a cover preview replaced by a newer one (the browser drops the old request) is no error.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ image: createSketchImageProvider({ threads: 1 }) });
});
afterAll(async () => {
  await t.close();
});

describe("a request its browser abandoned", () => {
  it("stops the book work and logs it at debug, not as an unhandled error", async () => {
    const owner = await t.signup();
    const made = await owner.client.post("/api/generations", { tool: "kids/alphabet", values: { subject: "Apple" } });
    await t.deps.generations.idle();
    const book = (await owner.client.post("/api/books", { title: "Left behind" })).json.book;
    await owner.client.patch(`/api/books/${book.id}`, {
      pages: [made.json.generation.id],
      cover: { template: "hero" },
    });

    const lines: string[] = [];
    const logger = t.deps.logger;
    t.deps.logger = createLogger("debug", (line) => lines.push(line));
    try {
      const gone = new AbortController();
      const answer = t.app.request(`/api/books/${book.id}/cover-preview.png`, {
        headers: { cookie: owner.client.cookie, origin: ORIGIN },
        signal: gone.signal,
      });
      await expect.poll(() => t.deps.books.work.running).toBe(1);
      gone.abort();
      await Promise.resolve(answer).catch(() => undefined);
      await expect.poll(() => t.deps.books.work.running).toBe(0);
      expect(lines.filter((l) => / ERROR /.test(l))).toEqual([]);
      expect(lines.some((l) => / DEBUG request abandoned /.test(l))).toBe(true);
    } finally {
      t.deps.logger = logger;
    }
  });
});
