import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../test/helpers/server-process.js";
import { buildServer } from "../build-server.js";
import { serverEnv } from "../build-stamps.mjs";

export { freePort };

export interface BenchServer {
  url: string;
  /** The server's DATA_DIR (removed by stop()). */
  dataDir: string;
  child: ChildProcess;
  rssMb(): number;
  /**
   * CPU time so far, in ms: the main (event-loop) thread's, all threads' together, and the time
   * the main thread was ready to run but waited for a CPU.
   */
  cpuMs(): { main: number; all: number; mainWaited: number };
  stop(): Promise<void>;
}

/**
 * A thread's time on a CPU and waiting for one, in ms, from /proc (schedstat counts nanoseconds,
 * no clock-tick guess).
 */
function threadCpuMs(pid: number, tid: number | string): { ran: number; waited: number } {
  try {
    const [ran, waited] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ");
    return { ran: Number(ran) / 1e6, waited: Number(waited) / 1e6 };
  } catch {
    return { ran: 0, waited: 0 }; // the thread has just ended
  }
}

let bundled: Promise<void> | undefined;

/**
 * Start scripts/bench/serve.ts in its own process and wait for READY. It runs bundled like
 * `npm start` runs the server (scripts/build-server.ts), not under tsx, whose loader would add
 * its own memory and start-up to the figures.
 */
export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  bundled ??= buildServer("dist/bench", "scripts/bench/serve.ts");
  await bundled;
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "inkling-bench-"));
  const child = spawn(process.execPath, ["dist/bench/main.js"], {
    env: serverEnv({ ...process.env, ...env, PORT: String(port), BENCH_DATA_DIR: dataDir }),
    stdio: ["ignore", "pipe", "inherit"],
  });
  const started = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("bench server did not start")), 30_000);
    child.stdout?.on("data", (d: Buffer) => {
      if (d.toString().includes("READY")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  await started.catch((e) => {
    child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    child,
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    cpuMs() {
      const pid = child.pid as number;
      const all = readdirSync(`/proc/${pid}/task`).reduce((sum, tid) => sum + threadCpuMs(pid, tid).ran, 0);
      const main = threadCpuMs(pid, pid);
      return { main: main.ran, all, mainWaited: main.waited };
    },
    async stop() {
      child.kill("SIGKILL");
      await new Promise((r) => (child.exitCode !== null || child.signalCode ? r(null) : child.once("exit", r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sign up `n` users through the API and return their cookies. */
export async function signUpUsers(url: string, n: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${url}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        displayName: `Bench ${i}`,
        email: `bench${i}-${Date.now()}@example.com`,
        password: "bench-password",
        plan: "one-time",
      }),
    });
    if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
    cookies.push((res.headers.get("set-cookie") ?? "").split(";")[0] as string);
  }
  return cookies;
}
