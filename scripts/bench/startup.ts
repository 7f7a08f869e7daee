import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildCatalog } from "../../engine/catalog.js";
import { compileToolSchema } from "../../engine/compile.js";
import { readCatalogFiles } from "../../server/catalog/load.js";
import { percentile } from "./load.js";
import { freePort } from "./procs.js";
import type { BenchRow } from "./types.js";

async function timeToHealthy(dataDir: string): Promise<number> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      ADMIN_PASSWORD: "bench-admin-password",
    },
    stdio: "ignore",
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
    child.kill("SIGKILL");
    await new Promise((r) => child.once("exit", r));
  }
}

/** Process start to a healthy /api/health, and catalogue load + check + compile. */
export async function benchStartup(runs = 5): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "inkling-bench-start-"));
  const times: number[] = [];
  try {
    await timeToHealthy(dataDir); // first start creates the database and the administrator
    for (let i = 0; i < runs; i++) times.push(await timeToHealthy(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  times.sort((a, b) => a - b);

  const catalogTimes: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    const { catalog } = buildCatalog(readCatalogFiles());
    for (const tool of catalog.tools) compileToolSchema(tool);
    catalogTimes.push(performance.now() - t0);
  }
  catalogTimes.sort((a, b) => a - b);
  return [
    {
      suite: "start-up",
      name: "process start → healthy /api/health (median)",
      value: percentile(times, 50),
      unit: "ms",
      target: "< 1500",
      pass: percentile(times, 50) < 1500,
    },
    {
      suite: "start-up",
      name: "catalogue read + check + compile (median)",
      value: percentile(catalogTimes, 50),
      unit: "ms",
      target: "info",
    },
  ];
}
