import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../helpers/app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** An unfinished row, as the shared queue's sweeper finds it. */
async function unfinishedRow(userId: string, id: string) {
  await t.db
    .insertInto("generations")
    .values({
      id,
      user_id: userId,
      tool: "kids/alphabet",
      values_json: "{}",
      status: "running",
      provider: "fixed",
      seed: 1,
      output_json: null,
      image_path: null,
      vector_path: null,
      error_code: null,
      error_message: null,
      created_at: new Date().toISOString(),
      started_at: null,
      finished_at: null,
      quality_json: null,
      quality_passed: null,
    })
    .execute();
}

describe("the shared queue's sweeper", () => {
  it("re-adds only rows still unfinished once the queue says it lost them", async () => {
    const { user } = await t.signup();
    const queue = t.deps.generations.imageQueue;
    const added: string[] = [];
    const original = { has: queue.has, enqueue: queue.enqueue };
    queue.enqueue = async (id: string) => {
      added.push(id);
    };
    try {
      // The job finishes (and leaves the queue) between the sweeper's read and its question.
      await unfinishedRow(user.id, "finished-meanwhile");
      queue.has = async (id: string) => {
        await t.db.updateTable("generations").set({ status: "succeeded" }).where("id", "=", id).execute();
        return false;
      };
      expect(await t.deps.generations.sweep()).toBe(0);
      expect(added).toEqual([]);
      // A row whose job the queue really lost is added again.
      await unfinishedRow(user.id, "really-lost");
      queue.has = async () => false;
      expect(await t.deps.generations.sweep()).toBe(1);
      expect(added).toEqual(["really-lost"]);
    } finally {
      Object.assign(queue, original);
      await t.db.deleteFrom("generations").where("id", "in", ["finished-meanwhile", "really-lost"]).execute();
    }
  });
});
