import { afterEach, describe, expect, it } from "vitest";
import { ledgerSum } from "../../../server/credits/ledger.js";
import { JobQueue } from "../../../server/generations/queue.js";
import { createFixedImageProvider } from "../../../server/providers/image/fixed.js";
import { createTestApp, type TestApp } from "../../helpers/app.js";

let t: TestApp;
afterEach(async () => {
  await t?.close();
  t = undefined as unknown as TestApp;
});

describe("crash recovery at start", () => {
  it("fails and refunds jobs left running, and runs jobs left queued, charging nothing twice", async () => {
    // A provider that never answers stands in for the process dying mid-job.
    const stuck = { ...createFixedImageProvider(), generate: () => new Promise<Buffer>(() => undefined) };
    t = await createTestApp({ image: stuck });
    const { client, user } = await t.signup();
    const a = await client.post("/api/generations", { tool: "kids/alphabet", values: { subject: "Apple" } });
    const b = await client.post("/api/generations", { tool: "kids/alphabet", values: { subject: "Ball" } });
    expect(a.status).toBe(202);
    // Both jobs have begun (their "running" update may land after the answer on PostgreSQL)
    // before the second is put back in the line, as if the crash came before it started.
    for (let i = 0; i < 100; i++) {
      const running = await t.db.selectFrom("generations").select("id").where("status", "=", "running").execute();
      if (running.length === 2) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await t.db.updateTable("generations").set({ status: "queued" }).where("id", "=", b.json.generation.id).execute();
    expect(
      (await t.db.selectFrom("users").select("credits").where("id", "=", user.id).executeTakeFirstOrThrow()).credits,
    ).toBe(248);

    // "Restart": a new service over the same database.
    const image = createFixedImageProvider();
    const restarted = await createTestApp({ image });
    try {
      const { GenerationService } = await import("../../../server/generations/service.js");
      const service = new GenerationService({ ...restarted.deps.generations.deps, db: t.db });
      const result = await service.recover();
      expect(result).toEqual({ failed: 1, requeued: 1 });
      await service.idle();
      const rows = await t.db.selectFrom("generations").selectAll().orderBy("created_at").execute();
      const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
      expect(byId[a.json.generation.id]?.status).toBe("failed");
      expect(byId[a.json.generation.id]?.error_code).toBe("interrupted");
      expect(byId[b.json.generation.id]?.status).toBe("succeeded");
      expect(image.calls).toBe(1);
      const credits = (
        await t.db.selectFrom("users").select("credits").where("id", "=", user.id).executeTakeFirstOrThrow()
      ).credits;
      expect(credits).toBe(249);
      expect(await ledgerSum(t.db, user.id)).toBe(249);
      // A second recovery finds nothing to do and refunds nothing again.
      expect(await service.recover()).toEqual({ failed: 0, requeued: 0 });
    } finally {
      await restarted.close();
    }
  });
});

describe("failing a job refunds it once", () => {
  const balance = async (userId: string) =>
    (await t.db.selectFrom("users").select("credits").where("id", "=", userId).executeTakeFirstOrThrow()).credits;
  const refunds = async (generationId: string) =>
    (
      await t.db
        .selectFrom("credit_ledger")
        .select("delta")
        .where("reference", "=", generationId)
        .where("delta", ">", 0)
        .execute()
    ).length;

  it("a failed job failed again is not refunded twice", async () => {
    const broken = {
      ...createFixedImageProvider(),
      generate: async (): Promise<Buffer> => {
        throw new Error("provider down");
      },
    };
    t = await createTestApp({ image: broken });
    const { client, user } = await t.signup();
    const id = (await client.post("/api/generations", { tool: "kids/alphabet", values: { subject: "Apple" } })).json
      .generation.id;
    await t.deps.generations.idle();
    const failed = await t.db.selectFrom("generations").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(failed.status).toBe("failed");
    expect(await balance(user.id)).toBe(250);

    // A second failure of the same job (a restart's recovery, a late provider error) changes nothing.
    expect(await t.deps.generations.failAndRefund(id, "interrupted", "again")).toBeNull();
    expect(await balance(user.id)).toBe(250);
    expect(await refunds(id)).toBe(1);
    expect(await ledgerSum(t.db, user.id)).toBe(250);
    const row = await t.db.selectFrom("generations").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.error_code).toBe(failed.error_code);
  });

  it("a succeeded job is neither failed nor refunded", async () => {
    t = await createTestApp();
    const { client, user } = await t.signup();
    const id = (await client.post("/api/generations", { tool: "kids/alphabet", values: { subject: "Apple" } })).json
      .generation.id;
    await t.deps.generations.idle();
    expect(await t.deps.generations.failAndRefund(id, "interrupted", "late")).toBeNull();
    const row = await t.db.selectFrom("generations").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.status).toBe("succeeded");
    expect(await balance(user.id)).toBe(249);
    expect(await refunds(id)).toBe(0);
  });

  it("two failures of one running job at once refund it once", async () => {
    const stuck = { ...createFixedImageProvider(), generate: () => new Promise<Buffer>(() => undefined) };
    t = await createTestApp({ image: stuck });
    const { client, user } = await t.signup();
    const id = (await client.post("/api/generations", { tool: "kids/alphabet", values: { subject: "Apple" } })).json
      .generation.id;
    const results = await Promise.all([
      t.deps.generations.failAndRefund(id, "interrupted", "one"),
      t.deps.generations.failAndRefund(id, "interrupted", "two"),
    ]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await balance(user.id)).toBe(250);
    expect(await refunds(id)).toBe(1);
  });
});

describe("job queue", () => {
  it("never runs more than its concurrency at once", async () => {
    let running = 0;
    let peak = 0;
    const q = new JobQueue({ concurrency: 2 }, async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
    });
    for (let i = 0; i < 8; i++) q.enqueue(`job${i}`);
    expect(q.position("job7")).toBe(5);
    await q.idle();
    expect(peak).toBe(2);
  });

  it("holds jobs back to the requests-per-minute limit", async () => {
    const clock = 0;
    const started: string[] = [];
    const q = new JobQueue({ concurrency: 10, rpm: 3, now: () => clock }, async (id) => {
      started.push(id);
    });
    for (let i = 0; i < 5; i++) q.enqueue(`j${i}`);
    await new Promise((r) => setTimeout(r, 10));
    expect(started).toEqual(["j0", "j1", "j2"]);
    expect(q.position("j3")).toBe(0);
  });

  it("keeps no start times without a rate limit, and only the last minute's with one", async () => {
    const starts = (q: JobQueue) => (q as unknown as { starts: number[] }).starts.length;
    const free = new JobQueue({ concurrency: 4 }, async () => {});
    for (let i = 0; i < 1000; i++) free.enqueue(`f${i}`);
    await free.idle();
    expect(starts(free)).toBe(0);

    let clock = 0;
    const limited = new JobQueue({ concurrency: 4, rpm: 1000, now: () => clock }, async () => {});
    for (let i = 0; i < 500; i++) limited.enqueue(`a${i}`);
    await limited.idle();
    clock = 61_000;
    for (let i = 0; i < 10; i++) limited.enqueue(`b${i}`);
    await limited.idle();
    expect(starts(limited)).toBe(10);
  });
});

describe("gallery and images", () => {
  it("lists own generations newest first, serves images to the owner only, and deletes", async () => {
    t = await createTestApp();
    const alice = await t.signup();
    const bob = await t.signup();
    const ids: string[] = [];
    for (const subject of ["Apple", "Ball", "Cat"]) {
      ids.push(
        (await alice.client.post("/api/generations", { tool: "kids/alphabet", values: { subject } })).json.generation
          .id,
      );
    }
    await t.deps.generations.idle();
    const list = await alice.client.get("/api/generations");
    expect(list.json.generations.map((g: { id: string }) => g.id)).toEqual([...ids].reverse());
    expect(list.json.nextCursor).toBeNull();
    expect((await bob.client.get("/api/generations")).json.generations).toHaveLength(0);

    const img = await alice.client.get(`/api/images/${ids[0]}?download=1`);
    expect(img.status).toBe(200);
    expect(img.headers.get("content-disposition")).toMatch(/^attachment; filename="alphabet-[0-9T-]+\.png"$/);
    expect((await bob.client.get(`/api/images/${ids[0]}`)).status).toBe(404);
    expect((await bob.client.get(`/api/generations/${ids[0]}`)).status).toBe(404);
    expect((await t.client().get(`/api/images/${ids[0]}`)).status).toBe(401);
    expect((await (await t.admin()).get(`/api/images/${ids[0]}`)).status).toBe(200);

    expect((await bob.client.del(`/api/generations/${ids[0]}`)).status).toBe(404);
    expect((await alice.client.del(`/api/generations/${ids[0]}`)).status).toBe(204);
    expect((await alice.client.get(`/api/images/${ids[0]}`)).status).toBe(404);
    expect((await alice.client.get("/api/generations")).json.generations).toHaveLength(2);
  });

  it("pages with a cursor", async () => {
    t = await createTestApp();
    const admin = await t.admin();
    for (let i = 0; i < 23; i++)
      await admin.post("/api/generations", { tool: "kids/alphabet", values: { subject: `S${i}` } });
    await t.deps.generations.idle();
    const first = await admin.get("/api/generations");
    expect(first.json.generations).toHaveLength(20);
    const second = await admin.get(`/api/generations?cursor=${first.json.nextCursor}`);
    expect(second.json.generations).toHaveLength(3);
    expect(second.json.nextCursor).toBeNull();
    const all = [...first.json.generations, ...second.json.generations].map((g: { id: string }) => g.id);
    expect(new Set(all).size).toBe(23);
  });
});
