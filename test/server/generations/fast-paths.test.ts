import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PNG } from "pngjs";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { compileToolSchema, sampleValues, validateValues } from "../../../engine/compile.js";
import { FifoMutex } from "../../../server/db/sqlite-driver.js";
import { JobQueue } from "../../../server/generations/queue.js";
import { gateProviderLineArt } from "../../../server/images/postprocess.js";
import { createFixedImageProvider } from "../../../server/providers/image/fixed.js";
import { createSketchRenderer } from "../../../server/sketch/pool.js";
import { createDiskImageStore } from "../../../server/storage/images.js";
import { createTestApp, type TestApp, testCatalog } from "../../helpers/app.js";

// The shortcuts taken for speed (docs/performance.md) must answer exactly as the slow paths did.

describe("cached tool schemas", () => {
  it("are built once per tool and answer repeated calls identically", () => {
    for (const tool of testCatalog().tools) {
      expect(compileToolSchema(tool)).toBe(compileToolSchema(tool));
      const inputs = [sampleValues(tool), {}, undefined, { [tool.fields[0]?.name ?? "x"]: 12 }, "nonsense"];
      for (const input of inputs) expect(validateValues(tool, input)).toEqual(validateValues(tool, input));
    }
  });

  it("follow a reloaded descriptor: a new fields array gets its own schema", () => {
    const tool = testCatalog().byId.get("kids/alphabet")!;
    const edited = { fields: tool.fields.map((f) => ({ ...f, required: "Type something" })) };
    expect(validateValues(edited, { subject: "" })).toMatchObject({ ok: false, message: "Type something" });
    expect(validateValues(tool, { subject: "" })).toMatchObject({ ok: false, message: "Please enter a subject" });
  });
});

describe("job queue positions", () => {
  it("tracks position and running state in arrival order as jobs start", async () => {
    const release: (() => void)[] = [];
    const q = new JobQueue({ concurrency: 1 }, () => new Promise<void>((r) => release.push(r)));
    for (const id of ["a", "b", "c", "d"]) q.enqueue(id);
    q.enqueue("c"); // already waiting: ignored
    expect(["a", "b", "c", "d", "zz"].map((id) => q.position(id))).toEqual([-1, 0, 1, 2, -1]);
    expect(q.isRunning("a")).toBe(true);
    expect(q.isRunning("b")).toBe(false);
    release.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
    expect(["a", "b", "c", "d"].map((id) => q.position(id))).toEqual([-1, -1, 0, 1]);
    expect(q.isRunning("b")).toBe(true);
    q.enqueue("e");
    expect(q.position("e")).toBe(2);
    while (release.length) {
      release.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    await q.idle();
    expect(q.size).toEqual({ waiting: 0, running: 0 });
  });
});

describe("FifoMutex", () => {
  it("hands the lock to waiters in arrival order, one at a time", async () => {
    const m = new FifoMutex();
    const order: number[] = [];
    let inside = 0;
    await Promise.all(
      [0, 1, 2, 3, 4].map(async (i) => {
        await m.lock();
        inside++;
        expect(inside).toBe(1);
        order.push(i);
        await new Promise((r) => setTimeout(r, 1));
        inside--;
        m.unlock();
      }),
    );
    expect(order).toEqual([0, 1, 2, 3, 4]);
  });
});

describe("the quality gate in the worker pool", () => {
  const pool = createSketchRenderer({ threads: 1 });
  afterAll(() => pool.close());

  it("gives the same bytes as the in-process version, and rejects what is not a PNG", async () => {
    const png = new PNG({ width: 300, height: 200 });
    for (let i = 0; i < png.data.length; i += 4) png.data.fill((i / 4) % 256, i, i + 3).fill(255, i + 3, i + 4);
    const input = PNG.sync.write(png);
    const inline = gateProviderLineArt(input, { page: "portrait" });
    const pooled = await pool.gate(input, { page: "portrait" });
    expect(pooled.png.equals(inline.png)).toBe(true);
    expect(pooled.quality).toEqual(inline.quality);
    await expect(pool.gate(Buffer.from("not a png"))).rejects.toThrow();
  });
});

describe("image store", () => {
  const root = mkdtempSync(join(tmpdir(), "inkling-store-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("saves again after its month folder was removed behind its back", async () => {
    const store = createDiskImageStore(root);
    const first = await store.save("a", Buffer.from("one"));
    rmSync(join(root, first.split("/")[0] as string), { recursive: true });
    const second = await store.save("b", Buffer.from("two"));
    expect((await store.read(second)).toString()).toBe("two");
  });
});

describe("POST /api/generations answer without reading the row back", () => {
  let t: TestApp;
  afterEach(() => t?.close());

  it("matches the stored job: running when it found a free slot, queued with its position otherwise", async () => {
    const stuck = {
      ...createFixedImageProvider({ concurrency: 1 }),
      generate: () => new Promise<Buffer>(() => undefined),
    };
    t = await createTestApp({ image: stuck, env: { IMAGE_CONCURRENCY: "1" } });
    const { client } = await t.signup();
    const a = await client.post("/api/generations", { tool: "kids/alphabet", values: { subject: "Apple" } });
    const b = await client.post("/api/generations", { tool: "kids/alphabet", values: { subject: "Ball" } });
    expect(a.json.generation.status).toBe("running");
    expect(b.json.generation).toMatchObject({ status: "queued", queuePosition: 0 });
    for (const posted of [a, b]) {
      const got = await client.get(`/api/generations/${posted.json.generation.id}`);
      expect(got.json.generation).toEqual(posted.json.generation);
    }
  });
});
