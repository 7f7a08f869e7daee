import { existsSync } from "node:fs";
import type { Server } from "node:http";
import { Server as NetServer } from "node:net";
import { join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app.js";
import { buildDeps } from "./bootstrap.js";
import { type loadCatalog, loadCatalogForStart } from "./catalog/load.js";
import { ConfigError, loadConfig } from "./config.js";
import { migrateToLatest, openConfiguredDatabase } from "./db/database.js";
import { setKeepAlive } from "./http/keep-alive.js";
import { portInUse, portInUseMessage } from "./http/port.js";
import { createLogger } from "./logger.js";
import { mountWeb } from "./static.js";
import { ensureAdmin } from "./users/admin-account.js";

/** How long a stopping process waits for the requests it has received (uploads included). */
const DRAIN_MS = 10_000;

export async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  // Before anything else: a taken port is one line, not a crash after the one-time password.
  if (await portInUse(config.PORT, config.HOST)) {
    console.error(portInUseMessage(config.PORT, config.HOST));
    process.exit(1);
  }
  const logger = createLogger(config.LOG_LEVEL);
  let catalog: ReturnType<typeof loadCatalog>;
  try {
    catalog = loadCatalogForStart(config.DATA_DIR);
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
  const db = openConfiguredDatabase(config, { backgroundCheckpoint: true });
  const applied = await migrateToLatest(db);
  if (applied.length) logger.info("migrations applied", { applied });

  const admin = await ensureAdmin(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  if (admin.generatedPassword) {
    // Printed once, to the operator's terminal: it is never stored anywhere in clear.
    console.log(
      `\n  Administrator created: ${config.ADMIN_EMAIL}\n  Password (shown once): ${admin.generatedPassword}\n`,
    );
  }

  let current = catalog;
  const runtime = buildDeps(config, db, () => current, logger);
  await runtime.start();
  const app = createApp(runtime.deps);
  const webDir = resolve("dist/web");
  if (existsSync(join(webDir, "index.html")))
    mountWeb(app, webDir, { publicUrl: config.PUBLIC_URL, trustProxy: config.TRUST_PROXY });
  else logger.warn("web app not built: run `npm run build` (npm start does it for you)");

  // Tool files added or edited on a running server apply at once, after the same checks as at
  // start; a broken file keeps the last good catalogue (server/catalog/watch.ts).
  if (config.INKLING_WATCH_CATALOG) {
    const { watchCatalog } = await import("./catalog/watch.js");
    watchCatalog((next) => {
      current = next;
      logger.info("catalogue reloaded", { tools: next.tools.length });
    }, logger);
  }

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    console.log(`Inkling is running on ${config.PUBLIC_URL} (listening on ${info.address}:${info.port})`);
  });
  setKeepAlive(server as Server, config.KEEP_ALIVE_TIMEOUT_MS);
  // Taken since the check above: the same one line.
  server.once("error", (err: NodeJS.ErrnoException) => {
    if (err.code !== "EADDRINUSE") throw err;
    console.error(portInUseMessage(config.PORT, config.HOST));
    process.exit(1);
  });
  const stop = async () => {
    // No new connections: the load balancer sends them to the other processes, and has been
    // told to before this signal (docs/operations.md, "Rolling restarts"). Every answer from now
    // on closes its connection, event streams end (their browsers reconnect elsewhere), and
    // requests already received are answered before anything they use is closed
    // (runtime.close). Keep-alive connections with no request begun on them close now, and each
    // that goes idle later soon after: left to their timeout (KEEP_ALIVE_TIMEOUT_MS, over a
    // minute) they would hold the stop until DRAIN_MS. One still open after DRAIN_MS is cut.
    const http = server as Server;
    http.on("request", (_req, res) => {
      res.shouldKeepAlive = false;
    });
    const drained = new Promise<void>((done) => NetServer.prototype.close.call(http, () => done()));
    http.closeIdleConnections();
    const idle = setInterval(() => http.closeIdleConnections(), 100);
    const cut = setTimeout(() => http.closeAllConnections(), DRAIN_MS);
    await runtime.close(drained);
    clearTimeout(cut);
    clearInterval(idle);
    await db.destroy();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

await main();
