import { afterEach, describe, expect, it } from "vitest";
import { browser } from "../../helpers/browser.js";
import { freshDatabase, TEST_PG } from "../../helpers/db.js";
import { startServer } from "../../helpers/server-process.js";
import { startRedis } from "../../helpers/services.js";

/**
 * Redis frozen (SIGSTOP: the socket stays open and nothing answers) under a real server process:
 * charged requests are answered, live updates open, the health check says so, the log has one
 * line for the outage, and the jobs run once Redis answers again. Under test:pg the server runs
 * on PostgreSQL, as a deployment of several processes does.
 */
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => undefined);
});

/** A database of its own under test:pg (this file's Redis is its own too, so it can be frozen). */
async function database(): Promise<Record<string, string>> {
  if (!TEST_PG) return {};
  const fresh = await freshDatabase();
  cleanups.push(() => fresh.drop());
  return { DATABASE_URL: fresh.url as string };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > deadline) return v;
    await sleep(100);
  }
}

/** Milliseconds a call took, with its answer. */
async function timed<T>(call: () => Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const answer = await call();
  return [answer, Date.now() - started];
}

describe("Redis frozen", () => {
  it("generations and batches are answered 202 and run later; events open; health says redis down; one log line", async () => {
    const redis = await startRedis();
    cleanups.push(() => redis.stop());
    const frozen = { now: false };
    cleanups.push(async () => {
      if (frozen.now) process.kill(redis.pid, "SIGCONT");
    });
    const server = await startServer({
      ...(await database()),
      REDIS_URL: redis.url,
      REDIS_TIMEOUT_MS: "500",
      JOB_LEASE_MS: "1000",
      INKLING_WATCH_CATALOG: "0",
      LOG_LEVEL: "info",
    });
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
    const book = await call("POST", "/api/books", { title: "Alphabet" });
    expect(book.status).toBe(201);
    const healthy = await call("GET", "/api/health");
    expect(healthy.status).toBe(200);
    expect(healthy.json).toMatchObject({ ok: true, db: "ok", redis: "ok" });

    process.kill(redis.pid, "SIGSTOP");
    frozen.now = true;

    const [made, madeMs] = await timed(() =>
      call("POST", "/api/generations", { tool: "kids/alphabet", values: { subject: "Apple" } }),
    );
    expect(made.status).toBe(202);
    expect(madeMs).toBeLessThan(5_000);
    expect(made.json.credits).toBe(credits - 1);
    const [batch, batchMs] = await timed(() =>
      call("POST", `/api/books/${book.json.book.id}/batch`, {
        tool: "kids/alphabet",
        values: { subject: "Bee" },
        count: 20,
        confirm: true,
      }),
    );
    expect(batch.status).toBe(202);
    expect(batchMs).toBeLessThan(5_000);
    expect(batch.json.credits).toBe(credits - 21);

    const abort = new AbortController();
    const [events, eventsMs] = await timed(() =>
      fetch(`${server.url}/api/events`, { headers: { cookie: signup.cookie() }, signal: abort.signal }),
    );
    expect(events.status).toBe(200);
    expect(eventsMs).toBeLessThan(5_000);
    abort.abort();

    const [health, healthMs] = await timed(() => call("GET", "/api/health"));
    expect(health.status).toBe(503);
    expect(health.json).toMatchObject({ ok: false, db: "ok", redis: "down" });
    expect(healthMs).toBeLessThan(5_000);

    // The outage lasts: reconnects and later calls add nothing to the log.
    await sleep(3_000);
    process.kill(redis.pid, "SIGCONT");
    frozen.now = false;

    const ids = [made.json.generation.id, ...batch.json.generations.map((g: { id: string }) => g.id)] as string[];
    for (const id of ids) {
      const done = await until(
        () => call("GET", `/api/generations/${id}`),
        (r) => r.json.generation.status === "succeeded" || r.json.generation.status === "failed",
      );
      expect(done.json.generation.status).toBe("succeeded");
    }
    expect(
      (
        await until(
          () => call("GET", "/api/health"),
          (r) => r.status === 200,
        )
      ).json.redis,
    ).toBe("ok");

    const log = server.output();
    expect(log.split("\n").filter((l) => l.includes("redis unavailable"))).toHaveLength(1);
    expect(log.split("\n").filter((l) => l.includes("redis available again"))).toHaveLength(1);
    expect(log).not.toMatch(/^\s+at /m);
  }, 90_000);

  it("stopped: a generation is answered 202 with its charge kept in the database, events open, health says redis down, one log line", async () => {
    const redis = await startRedis();
    const server = await startServer({
      ...(await database()),
      REDIS_URL: redis.url,
      REDIS_TIMEOUT_MS: "500",
      INKLING_WATCH_CATALOG: "0",
      LOG_LEVEL: "info",
    });
    cleanups.push(() => server.stop());
    const call = browser(server.url);
    const signup = await call("POST", "/api/auth/signup", {
      displayName: "Ann",
      email: "ann@example.com",
      password: "secret123",
      plan: "one-time",
    });
    expect(signup.status).toBe(201);
    await redis.stop();
    await sleep(500);

    const [made, madeMs] = await timed(() =>
      call("POST", "/api/generations", { tool: "kids/alphabet", values: { subject: "Apple" } }),
    );
    expect(made.status).toBe(202);
    expect(madeMs).toBeLessThan(5_000);
    expect(made.json.generation.status).toBe("queued");
    const [events, eventsMs] = await timed(() =>
      fetch(`${server.url}/api/events`, { headers: { cookie: signup.cookie() }, signal: AbortSignal.timeout(10_000) }),
    );
    expect(events.status).toBe(200);
    expect(eventsMs).toBeLessThan(5_000);
    await events.body?.cancel();
    const health = await call("GET", "/api/health");
    expect(health.status).toBe(503);
    expect(health.json).toMatchObject({ ok: false, redis: "down" });
    await sleep(2_000);
    const log = server.output();
    expect(log.split("\n").filter((l) => l.includes("redis unavailable"))).toHaveLength(1);
    expect(log).not.toMatch(/^\s+at /m);
  }, 60_000);
});
