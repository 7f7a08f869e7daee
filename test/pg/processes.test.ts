import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PNG } from "pngjs";
import { afterEach, describe, expect, inject, it } from "vitest";
import { openPostgres } from "../../server/db/database.js";
import { freshDatabase, type TestDatabase } from "../helpers/db.js";
import { json, startFakeOpenAI } from "../helpers/fake-openai.js";
import { freePort, startServer } from "../helpers/server-process.js";

/**
 * Real server processes (server/main.ts) on one PostgreSQL database and one Redis, with the
 * OpenAI provider pointed at a local fake: a crash (kill -9) mid-job, and a deployment behind
 * nginx restarted one process at a time.
 */
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean().catch(() => undefined);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let redisDb = 1;

/** A line-art page as a model would send it. */
function page(): string {
  const png = new PNG({ width: 256, height: 256 });
  png.data.fill(255);
  for (let y = 60; y < 196; y++)
    for (let x = 60; x < 196; x++)
      if (x < 66 || x > 190 || y < 66 || y > 190) png.data.fill(0, (y * 256 + x) * 4, (y * 256 + x) * 4 + 3);
  return PNG.sync.write(png).toString("base64");
}

async function setup(respond: Parameters<typeof startFakeOpenAI>[0]) {
  const fake = await startFakeOpenAI(respond);
  cleanups.push(() => fake.close());
  const database: TestDatabase = await freshDatabase();
  cleanups.push(() => database.drop());
  // A Redis database of its own: this file's servers share the default key names.
  const redis = `${inject("redisUrl")}/${redisDb++}`;
  const env = (extra: Record<string, string> = {}) => ({
    DATABASE_URL: database.url as string,
    REDIS_URL: redis,
    JOB_LEASE_MS: "1500",
    IMAGE_PROVIDER: "openai",
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: `${fake.base}/v1`,
    ADMIN_EMAIL: "admin@inkling.test",
    ADMIN_PASSWORD: "admin-password",
    THROTTLE_SIGNUP_CLIENT: "1000/60",
    INKLING_WATCH_CATALOG: "0",
    LOG_LEVEL: "error",
    ...extra,
  });
  const db = openPostgres(database.url as string);
  cleanups.push(() => db.destroy());
  return { fake, env, db };
}

async function server(env: Record<string, string>) {
  const s = await startServer(env);
  let stopped = false;
  cleanups.push(async () => {
    if (!stopped) await s.stop();
  });
  return {
    ...s,
    stop: async () => {
      stopped = true;
      await s.stop();
    },
    crash: async () => {
      stopped = true;
      await s.crash();
    },
  };
}

/** A browser's session against one origin (a server or the load balancer). */
function browser(origin: string) {
  let cookie = "";
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(origin + path, {
      method,
      headers: {
        // A connection per request: a reloading nginx closes its idle keep-alive connections,
        // and a POST written into one as it closes would fail in this client (browsers resend).
        connection: "close",
        ...(body ? { "content-type": "application/json" } : {}),
        ...(method === "GET" ? {} : { origin }),
        ...(cookie ? { cookie } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0] ?? "";
    const text = await res.text();
    // A proxy's own error page is HTML: keep it, so a failed status shows what answered.
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = { text };
    }
    return { status: res.status, json: parsed as any, cookie: () => cookie };
  };
}

// Generous waits: these start real processes, and a loaded machine makes each start take seconds.
async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 90_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read().catch(() => undefined as T);
    if (ok(v) || Date.now() > deadline) return v;
    await sleep(100);
  }
}

describe("server processes on PostgreSQL and Redis", () => {
  it("kill -9 of the server running a job: another takes it over; nothing lost, nothing charged twice", async () => {
    let calls = 0;
    const { fake, env, db } = await setup((_req, res) => {
      calls++;
      // The first call never answers: its server dies while waiting.
      if (calls > 1) json(res, 200, { created: 1, data: [{ b64_json: page() }] });
    });
    const a = await server(env());
    const call = browser(a.url);
    const signup = await call("POST", "/api/auth/signup", {
      displayName: "Ann",
      email: "ann@example.com",
      password: "secret123",
      plan: "one-time",
    });
    expect(signup.status).toBe(201);
    // A remote image provider asks for a verified address before the first page (settings.ts).
    await db.updateTable("users").set({ email_verified: 1 }).execute();
    const made = await call("POST", "/api/generations", { tool: "kids/alphabet", values: { subject: "Apple" } });
    expect(made.status).toBe(202);
    const id = made.json.generation.id as string;
    await until(
      async () => fake.requests.length,
      (n) => n === 1,
    );
    const b = await server(env());
    await a.crash();

    const onB = browser(b.url);
    const status = async () =>
      (await db.selectFrom("generations").select("status").where("id", "=", id).executeTakeFirst())?.status;
    expect(await until(status, (s) => s === "succeeded")).toBe("succeeded");
    expect(fake.requests).toHaveLength(2);
    const user = await db
      .selectFrom("users")
      .select(["id", "credits"])
      .where("email", "=", "ann@example.com")
      .executeTakeFirstOrThrow();
    expect(user.credits).toBe(249);
    const ledger = await db
      .selectFrom("credit_ledger")
      .select(["delta", "reason", "reference"])
      .where("user_id", "=", user.id)
      .orderBy("seq")
      .execute();
    expect(ledger.map((r) => r.delta)).toEqual([250, -1]);
    // The page is served by the surviving server (read from the shared database).
    const login = await onB("POST", "/api/auth/login", { email: "ann@example.com", password: "secret123" });
    expect(login.status).toBe(200);
    const img = await fetch(`${b.url}/api/images/${id}`, { headers: { cookie: login.cookie() } });
    expect(img.status).toBe(200);
  }, 300_000);

  it("N processes behind nginx: a rolling restart loses no job and charges each once", async () => {
    const { fake, env, db } = await setup(async (_req, res) => {
      await sleep(200);
      json(res, 200, { created: 1, data: [{ b64_json: page() }] });
    });
    const lbPort = await freePort();
    const lb = `http://127.0.0.1:${lbPort}`;
    const ports = [await freePort(), await freePort()];
    const common = { PUBLIC_URL: lb, TRUST_PROXY: "true", IMAGE_CONCURRENCY: "2" };
    const servers = [
      await server(env({ ...common, PORT: String(ports[0]) })),
      await server(env({ ...common, PORT: String(ports[1]) })),
    ];
    const nginx = await startNginx(lbPort, ports as number[]);
    cleanups.push(() => nginx.stop());

    const call = browser(lb);
    expect(
      (
        await call("POST", "/api/auth/signup", {
          displayName: "Bo",
          email: "bo@example.com",
          password: "secret123",
          plan: "one-time",
        })
      ).status,
    ).toBe(201);
    await db.updateTable("users").set({ email_verified: 1 }).execute();
    const ids: string[] = [];
    const post = async (i: number) => {
      const r = await call("POST", "/api/generations", { tool: "kids/alphabet", values: { subject: `Apple ${i}` } });
      expect(r.status, JSON.stringify(r.json)).toBe(202);
      ids.push(r.json.generation.id);
    };
    for (let i = 0; i < 6; i++) await post(i);
    // Restart each process in turn while users keep generating through the load balancer, as
    // docs/operations.md says: take it out of nginx (down, reload), SIGTERM it (it answers what
    // it has received and finishes its running jobs; waiting ones stay in Redis for the other),
    // start the new one, put it back.
    for (let k = 0; k < 2; k++) {
      const old = servers[k] as Awaited<ReturnType<typeof server>>;
      await nginx.drain(k);
      const stopping = old.stop();
      for (let i = 0; i < 3; i++) await post(10 * (k + 1) + i);
      await stopping;
      servers[k] = await server(env({ ...common, PORT: String(ports[k]) }));
      await nginx.drain(null);
      for (let i = 0; i < 3; i++) await post(100 * (k + 1) + i);
    }
    const rows = await until(
      () => db.selectFrom("generations").select(["id", "status"]).execute(),
      (r) => r.length === ids.length && r.every((x) => x.status === "succeeded"),
      120_000,
    );
    expect(rows.map((r) => r.status)).toEqual(Array(ids.length).fill("succeeded"));
    const user = await db
      .selectFrom("users")
      .select(["id", "credits"])
      .where("email", "=", "bo@example.com")
      .executeTakeFirstOrThrow();
    expect(user.credits).toBe(250 - ids.length);
    const ledger = await db
      .selectFrom("credit_ledger")
      .select(["delta", "reference"])
      .where("user_id", "=", user.id)
      .execute();
    expect(
      ledger
        .filter((r) => r.delta === -1)
        .map((r) => r.reference)
        .sort(),
    ).toEqual([...ids].sort());
    expect(ledger.filter((r) => r.delta > 0)).toHaveLength(1); // the opening balance, no refund
    expect(fake.requests.length).toBe(ids.length);
  }, 300_000);
});

/**
 * Debian's nginx in front of the given ports, on its own temp config (stopped by the caller).
 * `drain(k)` marks upstream k `down` (null: none) and reloads, as docs/operations.md's rolling
 * restart does; it returns once the old workers have exited, so no request goes there any more.
 */
async function startNginx(port: number, upstreams: number[]) {
  const dir = mkdtempSync(join(tmpdir(), "inkling-nginx-"));
  const conf = join(dir, "nginx.conf");
  const log = join(dir, "error.log");
  const write = (down: number | null) =>
    writeFileSync(
      conf,
      `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${log} notice;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream inkling {
${upstreams.map((p, k) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s${k === down ? " down" : ""};`).join("\n")}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://inkling;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header Connection "";
      proxy_buffering off;
      proxy_read_timeout 1h;
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`,
    );
  write(null);
  const child: ChildProcess = spawn("nginx", ["-c", conf, "-p", dir, "-e", log], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr?.on("data", (d) => (output += d));
  for (let i = 0; ; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`);
      break;
    } catch {
      if (child.exitCode !== null || i > 100) throw new Error(`nginx did not start: ${output}`);
      await sleep(100);
    }
  }
  const exitedWorkers = () => (readFileSync(log, "utf8").match(/worker process \d+ exited/g) ?? []).length;
  return {
    async drain(down: number | null) {
      const before = exitedWorkers();
      write(down);
      child.kill("SIGHUP");
      for (let i = 0; exitedWorkers() === before; i++) {
        if (i > 300) throw new Error(`nginx did not reload: ${readFileSync(log, "utf8")}`);
        await sleep(50);
      }
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGQUIT");
        await new Promise((r) => child.once("exit", r));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
