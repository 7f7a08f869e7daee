import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { createApp } from "../../server/app.js";
import { buildDeps } from "../../server/bootstrap.js";
import { loadCatalog } from "../../server/catalog/load.js";
import { loadConfig } from "../../server/config.js";
import { migrateToLatest, openConfiguredDatabase } from "../../server/db/database.js";
import { setKeepAlive } from "../../server/http/keep-alive.js";
import { createLogger } from "../../server/logger.js";
import { createFixedImageProvider } from "../../server/providers/image/fixed.js";
import { ensureAdmin } from "../../server/users/admin-account.js";

/**
 * A benchmark server in its own process. BENCH_MODE=bare serves a bare Hono JSON endpoint (the
 * reference); BENCH_MODE=inkling serves the real app on a fresh database, with the
 * benchmark-only fixed image provider unless IMAGE_PROVIDER names another, in the folder
 * BENCH_DATA_DIR (procs.ts makes it, may read the database in it, and removes it afterwards).
 */
const port = Number(process.env.PORT);
if (process.env.BENCH_MODE === "bare") {
  const app = new Hono().get("/bare", (c) => c.json({ ok: true, at: Date.now() }));
  serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => console.log("READY"));
} else {
  const dataDir = process.env.BENCH_DATA_DIR;
  if (!dataDir) throw new Error("BENCH_DATA_DIR is not set (start this through scripts/bench/procs.ts)");
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "error",
  });
  // Beyond what configuration accepts (at most 64): the slow-provider suite keeps 500 in flight.
  if (process.env.BENCH_IMAGE_CONCURRENCY) config.IMAGE_CONCURRENCY = Number(process.env.BENCH_IMAGE_CONCURRENCY);
  // DATABASE_URL (the scale suite): PostgreSQL; otherwise SQLite in the bench folder.
  const db = openConfiguredDatabase(config, { backgroundCheckpoint: true });
  await migrateToLatest(db);
  // Enough credits, and no e-mail to verify first (the default with a paid image provider), so
  // the benchmark measures charging, not refusals.
  await db.updateTable("settings").set({ one_time_credits: 1_000_000, require_verified_email: 0 }).execute();
  await ensureAdmin(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD ?? "bench-admin-password");
  const catalog = loadCatalog();
  const image =
    config.IMAGE_PROVIDER === "sketch" && process.env.BENCH_SKETCH !== "1"
      ? createFixedImageProvider({ concurrency: 8 })
      : undefined;
  // Production password hashing (server/auth/password.ts): its memory is part of what is measured.
  const { deps } = buildDeps(config, db, () => catalog, createLogger("error"), { image });
  const app = createApp(deps);
  // Kept alive as server/main.ts keeps it (server/http/keep-alive.ts), so a client reusing a
  // connection after a long export never meets one the server is closing.
  const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => console.log("READY"));
  setKeepAlive(server as Server, config.KEEP_ALIVE_TIMEOUT_MS);
}
