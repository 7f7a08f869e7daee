import { afterEach, describe, expect, it } from "vitest";
import { createTestApp } from "../../helpers/app.js";
import { browser } from "../../helpers/browser.js";
import { startFakeS3, startSilentS3 } from "../../helpers/fake-s3.js";
import { houseSvg, photo } from "../../helpers/photos.js";
import { startServer } from "../../helpers/server-process.js";

/**
 * A bucket endpoint that accepts connections and never answers, against a real server process:
 * uploads and generations are answered within S3_TIMEOUT_MS, never held for minutes.
 */
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => undefined);
});

const UNAVAILABLE = "File storage is not answering. Please try again in a few minutes.";

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("an object store that never answers", () => {
  it("an upload is answered 503 storage-unavailable in time; a generation fails and refunds; the log names operation, key and status", async () => {
    const s3 = await startSilentS3();
    cleanups.push(() => s3.close());
    const server = await startServer({ ...s3.env, S3_TIMEOUT_MS: "1000", INKLING_WATCH_CATALOG: "0" });
    cleanups.push(() => server.stop());
    const call = browser(server.url);
    const signup = await call("POST", "/api/auth/signup", {
      displayName: "Ann",
      email: "ann@example.com",
      password: "secret123",
      plan: "one-time",
    });
    expect(signup.status).toBe(201);
    const credits = signup.json.user.credits as number;

    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await photo(houseSvg()))], { type: "image/jpeg" }), "house.jpg");
    const started = Date.now();
    const up = await call("POST", "/api/uploads", form);
    expect(Date.now() - started, "the upload's answer").toBeLessThan(10_000);
    expect(up.status).toBe(503);
    expect(up.json).toEqual({ error: { code: "storage-unavailable", message: UNAVAILABLE } });
    expect(s3.connections()).toBeGreaterThan(0);

    const made = await call("POST", "/api/generations", { tool: "kids/alphabet", values: { subject: "Apple" } });
    expect(made.status).toBe(202);
    const id = made.json.generation.id as string;
    const done = await until(
      () => call("GET", `/api/generations/${id}`),
      (r) => r.json.generation.status !== "queued" && r.json.generation.status !== "running",
    );
    expect(done.json.generation.status, "the generation after 30 s").toBe("failed");
    expect(done.json.generation.error).toEqual({ code: "storage-unavailable", message: UNAVAILABLE });
    expect((await call("GET", "/api/auth/me")).json.user.credits).toBe(credits);

    const lines = server
      .output()
      .split("\n")
      .filter((l) => l.includes("object storage unavailable"));
    expect(lines.some((l) => /"operation":"PUT","key":"uploads\/[^"]+\.jpg","status":"timeout"/.test(l))).toBe(true);
    expect(lines.some((l) => /"operation":"PUT","key":"\d{4}-\d{2}\/[^"]+\.png","status":"timeout"/.test(l))).toBe(
      true,
    );
    expect(server.output()).not.toContain(s3.env.S3_SECRET_ACCESS_KEY);
    // A real server process beside the rest of the suite: its start alone may take 30 s on a
    // loaded two-core machine, and the generation waits up to 30 s more.
  }, 120_000);

  it("a stored page is answered 503 storage-unavailable, not 404, while the store is down", async () => {
    const s3 = await startFakeS3();
    const t = await createTestApp({ env: { ...s3.env, S3_TIMEOUT_MS: "1000" } });
    cleanups.push(() => t.close());
    const { client } = await t.signup();
    const made = await client.post("/api/generations", { tool: "kids/alphabet", values: { subject: "Apple" } });
    await t.deps.generations.idle();
    const id = made.json.generation.id as string;
    expect((await client.get(`/api/images/${id}`)).status).toBe(200);
    await s3.close();
    for (const path of [`/api/images/${id}`, `/api/images/${id}?size=print`]) {
      const res = await client.get(path);
      expect(res.status, path).toBe(503);
      expect(res.json).toEqual({ error: { code: "storage-unavailable", message: UNAVAILABLE } });
    }
  });
});
