import { readFileSync } from "node:fs";
import { request } from "node:http";
import { startBenchServer } from "./procs.js";
import type { BenchRow } from "./types.js";

const MB = 1024 * 1024;

/** The process's peak resident memory so far (VmHWM), in MB. */
function peakMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmHWM:\s+(\d+)/)?.[1]) / 1024;
}

/** Sends up to 50 MB to `path` until the server answers; half with Content-Length, half chunked. */
function oversized(url: string, path: string, chunked: boolean): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    let sent = 0;
    let answered = false;
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (!chunked) headers["content-length"] = String(50 * MB);
    const req = request({ host: hostname, port, path, method: "POST", headers }, (res) => {
      res.resume();
      answered = true;
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on("error", () => !answered && resolve(-1));
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const pump = () => {
      while (!answered && sent < 50 * MB) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

/**
 * Eight 50 MB bodies at once to the payment webhook and sign-in, as the attack test sent them
 * (before the limit they were read whole: 135 MB → 690 MB). Each must be refused with 413 and
 * the server's peak memory must barely move.
 */
export async function benchBodies(): Promise<BenchRow[]> {
  const server = await startBenchServer({});
  try {
    const pid = server.child.pid as number;
    await new Promise((r) => setTimeout(r, 1000));
    const before = peakMb(pid);
    const t0 = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        oversized(server.url, i % 2 ? "/api/payments/webhook" : "/api/auth/login", i % 4 >= 2),
      ),
    );
    const ms = performance.now() - t0;
    await new Promise((r) => setTimeout(r, 500));
    const growth = peakMb(pid) - before;
    const refused = statuses.filter((s) => s === 413).length;
    return [
      {
        suite: "bodies",
        name: "8 x 50 MB bodies refused with 413",
        value: refused,
        unit: "of 8",
        target: "8",
        pass: refused === 8,
      },
      {
        suite: "bodies",
        name: "peak memory growth while refusing them",
        value: Math.round(growth),
        unit: "MB",
        target: "< 50",
        pass: growth < 50,
      },
      { suite: "bodies", name: "time until all eight were answered", value: Math.round(ms), unit: "ms", target: "—" },
    ];
  } finally {
    await server.stop();
  }
}
