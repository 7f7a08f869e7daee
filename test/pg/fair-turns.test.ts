import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createRedisQueue } from "../../server/jobs/redis-queue.js";
import { silentLogger } from "../../server/logger.js";
import { RedisStatus } from "../../server/redis/status.js";

/**
 * The shared queue (BullMQ on Redis) orders jobs by a priority counted per owner
 * (docs/decisions/045-fair-turns-between-users.md): another user's page added during a batch
 * waits for the jobs running and at most one waiting page of the batch, not for all of it.
 */
describe("the shared job queue takes turns between users", () => {
  it("a page added during another user's batch of ten starts after at most two of it", async () => {
    const started: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const queue = createRedisQueue(
      {
        url: process.env.INKLING_TEST_REDIS as string,
        prefix: `fair-${randomBytes(6).toString("hex")}`,
        name: "image",
        concurrency: 1,
        leaseMs: 30_000,
        status: new RedisStatus(silentLogger),
        timeoutMs: 5_000,
      },
      async (id) => {
        started.push(id);
        await held;
      },
    );
    try {
      await queue.ready();
      for (let i = 0; i < 10; i++) await queue.enqueue(`batch-${i}`, "heavy");
      await queue.enqueue("single", "light");
      // Waiting ahead of it: at most the batch's next page.
      await new Promise((r) => setTimeout(r, 600));
      expect(queue.position("single")).toBeLessThanOrEqual(1);
      release();
      await queue.idle();
      expect(started).toHaveLength(11);
      expect(started.indexOf("single")).toBeLessThanOrEqual(2);
      // The batch keeps its own order.
      const batch = started.filter((id) => id !== "single");
      expect(batch).toEqual(Array.from({ length: 10 }, (_, i) => `batch-${i}`));
    } finally {
      await queue.close?.();
    }
  });
});
