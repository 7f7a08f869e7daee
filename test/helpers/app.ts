import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Catalog } from "../../engine/catalog.js";
import { createApp } from "../../server/app.js";
import { buildDeps, type DepsOverrides } from "../../server/bootstrap.js";
import { loadCatalog } from "../../server/catalog/load.js";
import { loadConfig } from "../../server/config.js";
import { silentLogger } from "../../server/logger.js";
import { createFixedImageProvider } from "../../server/providers/image/fixed.js";
import { ensureAdmin } from "../../server/users/admin-account.js";
import { attachDatabase, freshDatabase } from "./db.js";

export const ORIGIN = "http://localhost:8787";
export const ADMIN = { email: "admin@inkling.test", password: "admin-password" };
/** Cheap scrypt for tests only; production uses OWASP's parameters. */
const testScrypt = { N: 2 ** 10, r: 8, p: 1 };

let catalogCache: Catalog | undefined;
export const testCatalog = () => {
  catalogCache ??= loadCatalog();
  return catalogCache;
};

export interface TestAppOptions extends DepsOverrides {
  env?: Record<string, string>;
  catalog?: Catalog;
  /**
   * Under test:pg: share the job queue and events through the test Redis (a namespace of its own)
   * as a deployment of several processes does; otherwise the app keeps them in-process.
   */
  shared?: boolean;
  /** Under test:pg: use this database (another app's) instead of a fresh one: a second process. */
  databaseUrl?: string;
}

/** A fresh app on a fresh database (in-memory SQLite, or PostgreSQL under test:pg), with fast fakes unless a test passes its own. */
export async function createTestApp(opts: TestAppOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "inkling-test-"));
  const fresh = opts.databaseUrl ? attachDatabase(opts.databaseUrl) : await freshDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(fresh.url ? { DATABASE_URL: fresh.url, REDIS_URL: process.env.INKLING_TEST_REDIS ?? "" } : {}),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_URL: ORIGIN,
    LOG_LEVEL: "silent",
    // Every test request comes from one client ("local"): suites sign up many users.
    THROTTLE_SIGNUP_CLIENT: "10000/3600",
    ...opts.env,
  });
  const db = fresh.db;
  const catalog = opts.catalog ?? testCatalog();
  const image = opts.image ?? createFixedImageProvider();
  const runtime = buildDeps(config, db, () => catalog, silentLogger, {
    passwordParams: testScrypt,
    inProcess: !opts.shared,
    redisPrefix: `test-${randomBytes(6).toString("hex")}`,
    ...opts,
    image,
  });
  const { deps } = runtime;
  // Only the fan-out is started: recovery and sweepers are each suite's own subject.
  await deps.events.fanout?.ready();
  await ensureAdmin(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD, testScrypt);
  const app = createApp(deps);

  /** A browser-like client: keeps its session cookie and sends our Origin. */
  const client = () => {
    let cookie = "";
    const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await app.request(path, {
        method,
        headers: {
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(method === "GET" ? {} : { origin: ORIGIN }),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      });
      const set = res.headers.get("set-cookie");
      if (set) {
        const pair = set.split(";")[0] ?? "";
        cookie = /=$/.test(pair) || /Max-Age=0/i.test(set) ? "" : pair;
      }
      const text = await res.clone().text();
      let json: any = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      return { status: res.status, json, res, headers: res.headers };
    };
    return {
      get: (path: string, headers?: Record<string, string>) => call("GET", path, undefined, headers),
      post: (path: string, body: unknown = {}, headers?: Record<string, string>) => call("POST", path, body, headers),
      put: (path: string, body: unknown, headers?: Record<string, string>) => call("PUT", path, body, headers),
      patch: (path: string, body: unknown, headers?: Record<string, string>) => call("PATCH", path, body, headers),
      del: (path: string, headers?: Record<string, string>) => call("DELETE", path, undefined, headers),
      get cookie() {
        return cookie;
      },
      set cookie(value: string) {
        cookie = value;
      },
    };
  };

  let n = 0;
  /** Sign up a new user and return its client and user object. */
  const signup = async (
    plan: "one-time" | "subscription" = "one-time",
    fields: Partial<{ email: string; password: string; displayName: string }> = {},
  ) => {
    const c = client();
    const email = fields.email ?? `user${++n}-${Date.now()}@example.com`;
    const res = await c.post("/api/auth/signup", {
      displayName: fields.displayName ?? `User ${n}`,
      email,
      password: fields.password ?? "secret123",
      plan,
    });
    if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.json)}`);
    return { client: c, user: res.json.user, email, password: fields.password ?? "secret123" };
  };

  const admin = async () => {
    const c = client();
    const res = await c.post("/api/auth/login", ADMIN);
    if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
    return c;
  };

  /** Waits briefly for running jobs (a test's stuck provider must not hang the suite). */
  const close = async () => {
    await Promise.race([deps.generations.idle(), new Promise((r) => setTimeout(r, 2000))]);
    await runtime.close();
    await fresh.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  return { app, deps, db, config, client, signup, admin, close, image };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
