import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { ledgerSum } from "../../server/credits/ledger.js";
import { createFixedImageProvider } from "../../server/providers/image/fixed.js";
import type { ImageProvider } from "../../server/providers/image/provider.js";
import { createTestApp, type TestApp } from "../helpers/app.js";

/**
 * Two app instances on one PostgreSQL database and one Redis namespace: two server processes as
 * a deployment runs them (each with its own pool, queue worker, event subscriber and DATA_DIR).
 */
let apps: TestApp[] = [];
const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0)) await c();
  for (const app of apps.reverse()) await app.close();
  apps = [];
});

async function twoServers(image: (i: number) => ImageProvider = () => createFixedImageProvider(), env = {}) {
  const redisPrefix = `pair-${randomBytes(6).toString("hex")}`;
  const a = await createTestApp({ shared: true, redisPrefix, image: image(0), env });
  apps.push(a);
  const b = await createTestApp({
    shared: true,
    redisPrefix,
    image: image(1),
    env,
    databaseUrl: a.config.DATABASE_URL,
  });
  apps.push(b);
  return [a, b] as const;
}

const tool = "kids/alphabet";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > deadline) return v;
    await sleep(25);
  }
}

describe("several servers on one database", () => {
  it("a session made on one server works on the other, and a job added on one finishes", async () => {
    const [a, b] = await twoServers();
    const u = await a.signup();
    const onB = b.client();
    onB.cookie = u.client.cookie;
    const res = await onB.post("/api/generations", { tool, values: { subject: "Apple" } });
    expect(res.status).toBe(202);
    const done = await until(
      () => u.client.get(`/api/generations/${res.json.generation.id}`),
      (r) => r.json?.generation?.status === "succeeded",
    );
    expect(done.json.generation.status).toBe("succeeded");
    // The page is read from the shared database by either server, whichever made it.
    for (const server of [u.client, onB]) {
      const png = await server.get(`/api/images/${res.json.generation.id}`);
      expect(png.status).toBe(200);
      expect(png.headers.get("content-type")).toBe("image/png");
      expect(
        Buffer.from(await png.res.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe("PNG");
    }
  });

  it("credits across servers: parallel generations and edits on both keep balance = ledger; min(K, N) accepted", async () => {
    const [a, b] = await twoServers();
    const u = await a.signup();
    const admin = await b.admin();
    expect((await admin.put(`/api/admin/users/${u.user.id}/credits`, { credits: 7, reason: "Seven" })).status).toBe(
      200,
    );
    const onB = b.client();
    onB.cookie = u.client.cookie;
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        (i % 2 ? onB : u.client).post("/api/generations", { tool, values: { subject: `Apple ${i}` } }),
      ),
    );
    expect(results.filter((r) => r.status === 202)).toHaveLength(7);
    expect(results.filter((r) => r.status === 402)).toHaveLength(9);
    await Promise.all([a.deps.generations.idle(), b.deps.generations.idle()]);
    const user = await a.db.selectFrom("users").select("credits").where("id", "=", u.user.id).executeTakeFirstOrThrow();
    expect(user.credits).toBe(0);
    expect(await ledgerSum(a.db, u.user.id)).toBe(0);
    const rows = await a.db.selectFrom("generations").select("status").where("user_id", "=", u.user.id).execute();
    expect(rows.map((r) => r.status)).toEqual(Array(7).fill("succeeded"));
  });

  it("sign-in throttles count failures made on either server", async () => {
    const [a, b] = await twoServers();
    const { email, password } = await a.signup();
    for (let i = 0; i < 5; i++) {
      const server = i % 2 ? b : a;
      expect((await server.client().post("/api/auth/login", { email, password: "bad-pass" })).status).toBe(401);
    }
    for (const server of [a, b]) {
      const res = await server.client().post("/api/auth/login", { email, password });
      expect(res.status).toBe(429);
      expect(res.json.error.code).toBe("too-many-requests");
    }
  });

  it("sign-in throttles hold against wrong passwords raced at both servers at once: at most 5 are checked", async () => {
    const [a, b] = await twoServers();
    const { email } = await a.signup();
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? b : a)
          .client()
          .post("/api/auth/login", { email, password: "bad-pass" })
          .then((r) => r.status),
      ),
    );
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - checked);
  });

  it("a browser that signed in on one server is known on the other: strangers' failures on both do not stop it", async () => {
    const [a, b] = await twoServers();
    const { email, password } = await a.signup();
    const first = await a.app.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: a.config.PUBLIC_URL },
      body: JSON.stringify({ email, password }),
    });
    expect(first.status).toBe(200);
    const device =
      first.headers
        .getSetCookie()
        .find((c) => c.startsWith("inkling_device="))
        ?.split(";")[0] ?? "";
    expect(device).not.toBe("");
    for (let i = 0; i < 6; i++) await (i % 2 ? b : a).client().post("/api/auth/login", { email, password: "bad-pass" });
    expect((await b.client().post("/api/auth/login", { email, password })).status).toBe(429);
    const known = await b.client().post("/api/auth/login", { email, password }, { cookie: device });
    expect(known.status).toBe(200);
  });

  it("live events: a stream on one server hears about a job and credits changed on the other", async () => {
    const [a, b] = await twoServers();
    const u = await a.signup();
    const res = await a.app.request("/api/events", { headers: { cookie: u.client.cookie } });
    expect(res.status).toBe(200);
    const reader = res.body?.getReader();
    if (!reader) throw new Error("no stream");
    let text = "";
    const decoder = new TextDecoder();
    const reading = (async () => {
      for (;;) {
        const next = await reader.read();
        if (next.done) return;
        text += decoder.decode(next.value);
      }
    })();
    const onB = b.client();
    onB.cookie = u.client.cookie;
    const made = await onB.post("/api/generations", { tool, values: { subject: "Apple" } });
    expect(made.status).toBe(202);
    const id = made.json.generation.id;
    await until(
      async () => text,
      (t) => t.includes('"status":"succeeded"'),
    );
    await reader.cancel();
    await reading.catch(() => undefined);
    expect(text).toContain('event: credits\ndata: {"credits":249}');
    expect(text).toContain(`"id":"${id}"`);
    expect(text).toContain('"status":"succeeded"');
  });

  it("event-stream caps count streams on both servers: the user's oldest closes, a client past its cap is refused", async () => {
    const [a, b] = await twoServers(undefined, { EVENT_STREAMS_PER_USER: "3", EVENT_STREAMS_PER_CLIENT: "4" });
    const u = await a.signup();
    const open = async (server: TestApp, cookie: string) => {
      const res = await server.app.request("/api/events", { headers: { cookie } });
      if (res.status !== 200) return { status: res.status, text: () => "", ended: Promise.resolve() };
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let text = "";
      const ended = (async () => {
        for (;;) {
          const next = await reader.read();
          if (next.done) return;
          text += decoder.decode(next.value);
        }
      })();
      cleanup.push(() => reader.cancel().catch(() => undefined));
      return { status: 200, text: () => text, ended };
    };
    const first = await open(a, u.client.cookie);
    await sleep(5); // the oldest by its opening time
    const rest = [await open(b, u.client.cookie), await open(a, u.client.cookie)];
    expect([first, ...rest].map((s) => s.status)).toEqual([200, 200, 200]);
    // A fourth stream of the user, on B: the oldest, on A, is closed and told to wait long.
    const fourth = await open(b, u.client.cookie);
    expect(fourth.status).toBe(200);
    await first.ended;
    expect(first.text()).toContain("retry: 600000");
    // The client has 3 open across both servers (cap 4): another user's one fits, the next is refused.
    const v = await b.signup();
    expect((await open(a, v.client.cookie)).status).toBe(200);
    expect((await open(b, v.client.cookie)).status).toBe(429);
  });

  it("a provider's concurrency and per-minute limits hold across both servers", async () => {
    let running = 0;
    let peak = 0;
    const starts: number[] = [];
    const slow = (): ImageProvider => {
      const base = createFixedImageProvider();
      return {
        ...base,
        generate: async (req) => {
          starts.push(Date.now());
          running++;
          peak = Math.max(peak, running);
          await sleep(150);
          running--;
          return base.generate(req);
        },
      };
    };
    const [a, b] = await twoServers(slow, { IMAGE_CONCURRENCY: "1", IMAGE_RPM: "3" });
    const u = await a.signup();
    const onB = b.client();
    onB.cookie = u.client.cookie;
    const made = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? onB : u.client).post("/api/generations", { tool, values: { subject: `Apple ${i}` } }),
      ),
    );
    expect(made.every((r) => r.status === 202)).toBe(true);
    // Three start within the minute, one at a time across both servers; the rest wait.
    await until(
      async () => starts.length,
      (n) => n >= 3,
    );
    await sleep(1500);
    expect(starts).toHaveLength(3);
    expect(peak).toBe(1);
    const rows = await a.db.selectFrom("generations").select("status").where("user_id", "=", u.user.id).execute();
    expect(rows.filter((r) => r.status === "succeeded")).toHaveLength(3);
    expect(rows.filter((r) => r.status === "queued")).toHaveLength(3);
    // Each waiting one knows its place in the shared line, asked on either server: 0, 1 and 2.
    const queued = await a.db
      .selectFrom("generations")
      .select("id")
      .where("user_id", "=", u.user.id)
      .where("status", "=", "queued")
      .execute();
    const positions = async () =>
      Promise.all(
        queued.map(async (r, i) => (await (i % 2 ? onB : u.client).get(`/api/generations/${r.id}`)).json.generation),
      );
    const seen = await until(positions, (gs) => gs.every((g) => typeof g.queuePosition === "number"));
    expect(seen.map((g) => g.queuePosition).sort()).toEqual([0, 1, 2]);
  });

  it("start-up of another server never fails a running job; the sweeper re-adds a job the queue lost", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const held = (): ImageProvider => {
      const base = createFixedImageProvider();
      return {
        ...base,
        generate: async (req) => {
          await gate;
          return base.generate(req);
        },
      };
    };
    const [a, b] = await twoServers(held);
    const u = await a.signup();
    const made = await u.client.post("/api/generations", { tool, values: { subject: "Apple" } });
    const id = made.json.generation.id;
    await until(
      async () =>
        (await a.db.selectFrom("generations").select("status").where("id", "=", id).executeTakeFirst())?.status,
      (s) => s === "running",
    );
    // Another server starting now finds the row running: it is left to its owner.
    expect(await b.deps.generations.recover()).toEqual({ failed: 0, requeued: 0 });
    release();
    await until(
      async () =>
        (await a.db.selectFrom("generations").select("status").where("id", "=", id).executeTakeFirst())?.status,
      (s) => s === "succeeded",
    );
    // A committed row whose job Redis never got (the process died between commit and enqueue).
    const lost = await u.client.post("/api/generations", { tool, values: { subject: "Ball" } });
    await Promise.all([a.deps.generations.idle(), b.deps.generations.idle()]);
    await a.db
      .updateTable("generations")
      .set({ status: "queued", output_json: null, finished_at: null })
      .where("id", "=", lost.json.generation.id)
      .execute();
    expect(await b.deps.generations.sweep()).toBe(1);
    await until(
      async () =>
        (
          await a.db
            .selectFrom("generations")
            .select("status")
            .where("id", "=", lost.json.generation.id)
            .executeTakeFirst()
        )?.status,
      (s) => s === "succeeded",
    );
    expect(await ledgerSum(a.db, u.user.id)).toBe(248);
  });
});
