import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildCatalog } from "../../engine/catalog.js";
import { compileToolSchema } from "../../engine/compile.js";
import { loadCatalogForStart, readCatalogFiles } from "../../server/catalog/load.js";
import { buildServer, serverBuildStale, serverEntry } from "../build-server.js";
import { percentile } from "./load.js";
import { freePort } from "./procs.js";
import type { BenchRow } from "./types.js";

/** Spawn `command`, poll /api/health every 10 ms, and return the time from spawn to healthy. */
async function timeToHealthy(dataDir: string, command: string, args: string[]): Promise<number> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      ADMIN_PASSWORD: "bench-admin-password",
    },
    stdio: "ignore",
    // npm start forks (tsx, then the server): kill the whole group.
    detached: true,
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return performance.now() - t0;
      } catch {
        // not yet
      }
      if (performance.now() - t0 > 30_000) throw new Error("server did not become healthy");
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    const exited = new Promise((r) => child.once("exit", r));
    process.kill(-(child.pid as number), "SIGKILL");
    await exited;
  }
}

async function median(runs: number, command: string, args: string[]): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), "inkling-bench-start-"));
  const times: number[] = [];
  try {
    await timeToHealthy(dataDir, command, args); // first start creates the database and the administrator
    for (let i = 0; i < runs; i++) times.push(await timeToHealthy(dataDir, command, args));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return percentile(
    times.sort((a, b) => a - b),
    50,
  );
}

/**
 * Process start to a healthy /api/health: the server as `npm start` runs it (the dist/server
 * bundle under plain node), the whole `npm start` (npm, tsx, staleness checks, then that), and
 * the TypeScript sources under tsx (how it ran before the bundle; `npm run dev` still does).
 * The web app must be built (`npm run build`), as for `npm start`.
 */
export async function benchStartup(runs = 5): Promise<BenchRow[]> {
  if (serverBuildStale()) await buildServer();
  const bundle = await median(runs, process.execPath, [serverEntry]);
  const npmStart = await median(runs, "npm", ["start", "--silent"]);
  const tsx = await median(runs, process.execPath, ["--import", "tsx", "server/main.ts"]);

  const catalogTimes: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    const { catalog } = buildCatalog(readCatalogFiles());
    for (const tool of catalog.tools) compileToolSchema(tool);
    catalogTimes.push(performance.now() - t0);
  }
  catalogTimes.sort((a, b) => a - b);
  // What a start with the same build and files does instead: read back the stored catalogue.
  const stampDir = mkdtempSync(join(tmpdir(), "inkling-bench-catalog-"));
  const storedTimes: number[] = [];
  try {
    for (let i = 0; i < 21; i++) {
      const t0 = performance.now();
      loadCatalogForStart(stampDir, undefined, serverEntry);
      if (i > 0) storedTimes.push(performance.now() - t0); // the first run checks and stores it
    }
  } finally {
    rmSync(stampDir, { recursive: true, force: true });
  }
  storedTimes.sort((a, b) => a - b);
  return [
    {
      suite: "start-up",
      name: "process start → healthy /api/health (node dist/server/main.js, median)",
      value: bundle,
      unit: "ms",
      target: "< 1500",
      pass: bundle < 1500,
    },
    { suite: "start-up", name: "`npm start` → healthy (median)", value: npmStart, unit: "ms", target: "info" },
    { suite: "start-up", name: "tsx server/main.ts → healthy (median)", value: tsx, unit: "ms", target: "info" },
    {
      suite: "start-up",
      name: "catalogue read + check + compile, warm (median)",
      value: percentile(catalogTimes, 50),
      unit: "ms",
      target: "info",
    },
    {
      suite: "start-up",
      name: "catalogue at a start after the first (stored catalogue read back, median)",
      value: percentile(storedTimes, 50),
      unit: "ms",
      target: "info",
    },
  ];
}
