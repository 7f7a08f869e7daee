import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A port nobody is listening on, on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

/**
 * The real server (`server/main.ts`) in its own process, on a fresh data folder and a free
 * port, once /api/health answers. Used by the browser tests and the Lighthouse benchmark.
 */
export async function startServer(env: Record<string, string> = {}) {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "inkling-server-"));
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    dataDir,
    output: () => output,
    /** Kill -9: the process dies mid-whatever, as a crash or a lost machine would. */
    async crash() {
      child.kill("SIGKILL");
      await new Promise((r) =>
        child.exitCode !== null || child.signalCode !== null ? r(null) : child.once("exit", r),
      );
      rmSync(dataDir, { recursive: true, force: true });
    },
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) =>
        child.exitCode !== null || child.signalCode !== null ? r(null) : child.once("exit", r),
      );
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
