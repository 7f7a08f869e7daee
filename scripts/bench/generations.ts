import { join } from "node:path";
import SQLite from "better-sqlite3";
import { type LoadResult, runLoad } from "./load.js";
import { type BenchServer, signUpUsers, startBenchServer } from "./procs.js";
import type { BenchRow } from "./types.js";

const USERS = 50;

/** CPU per request during `load`: the server's main thread, all its threads, and this process (the load generator). */
async function measured(server: BenchServer, load: () => Promise<LoadResult>) {
  const server0 = server.cpuMs();
  const client0 = process.cpuUsage();
  const r = await load();
  const server1 = server.cpuMs();
  const client = process.cpuUsage(client0);
  const perRequest = (ms: number) => (ms * 1000) / r.requests;
  return {
    r,
    mainUs: perRequest(server1.main - server0.main),
    allUs: perRequest(server1.all - server0.all),
    mainBusy: (server1.main - server0.main) / 1000 / r.seconds,
    mainWaited: (server1.mainWaited - server0.mainWaited) / 1000 / r.seconds,
    clientUs: perRequest((client.user + client.system) / 1000),
  };
}

/**
 * Server overhead of a generation: session check, validation, atomic charge, job row and
 * enqueue, through HTTP with 50 concurrent users and a provider that answers at once, beside
 * a bare Hono JSON endpoint measured in the same run.
 */
export async function benchGenerations(seconds = 10): Promise<BenchRow[]> {
  const bare = await startBenchServer({ BENCH_MODE: "bare" });
  let bareCpu: Awaited<ReturnType<typeof measured>>;
  try {
    await runLoad({ url: bare.url, workers: USERS, seconds: 2, make: () => ({ method: "GET", path: "/bare" }) });
    bareCpu = await measured(bare, () =>
      runLoad({ url: bare.url, workers: USERS, seconds: seconds / 2, make: () => ({ method: "GET", path: "/bare" }) }),
    );
  } finally {
    await bare.stop();
  }
  const bareRate = bareCpu.r.rate;

  // Its users all sign up from this one address.
  const server = await startBenchServer({ BENCH_MODE: "inkling", THROTTLE_SIGNUP_CLIENT: "100000/3600" });
  try {
    const cookies = await signUpUsers(server.url, USERS);
    const origin = server.url;
    const body = JSON.stringify({ tool: "kids/alphabet", values: { subject: "Apple" } });
    const make = (w: number) => ({
      method: "POST",
      path: "/api/generations",
      headers: { cookie: cookies[w] as string, origin, "content-type": "application/json" },
      body,
    });
    await runLoad({ url: server.url, workers: USERS, seconds: 2, make });
    // The jobs behind the accepted requests, read from the server's database (read-only, WAL).
    const db = new SQLite(join(server.dataDir, "inkling.db"), { readonly: true });
    const jobs = db.prepare<[], { status: string; n: number }>(
      "select status, count(*) as n from generations group by status",
    );
    const count = (status: string) => jobs.all().find((row) => row.status === status)?.n ?? 0;
    const finishedBefore = count("succeeded");
    const cpu = await measured(server, () =>
      runLoad({ url: server.url, workers: USERS, seconds, make, okStatus: [202] }),
    );
    const r = cpu.r;
    const finished = (count("succeeded") - finishedBefore) / r.seconds;
    const waiting = count("queued");
    db.close();
    const bad = Object.entries(r.statuses).filter(([s]) => s !== "202");
    return [
      {
        suite: "generation",
        name: "accepted generations / s (50 users)",
        value: r.rate,
        unit: "req/s",
        target: ">= 1000",
        pass: r.rate >= 1000 && bad.length === 0,
      },
      {
        suite: "generation",
        name: "bare Hono JSON endpoint / s (reference)",
        value: bareRate,
        unit: "req/s",
        target: "reference",
      },
      {
        suite: "generation",
        name: "generation rate / bare rate",
        value: r.rate / bareRate,
        unit: "ratio",
        target: ">= 0.2",
        pass: r.rate / bareRate >= 0.2,
      },
      { suite: "generation", name: "generation p50", value: r.p50, unit: "ms", target: "info" },
      { suite: "generation", name: "generation p99", value: r.p99, unit: "ms", target: "< 20", pass: r.p99 < 20 },
      {
        suite: "generation",
        name: "server main thread CPU per generation",
        value: cpu.mainUs,
        unit: "µs",
        target: "info",
        note: `main thread ${Math.round(cpu.mainBusy * 100)}% busy and ${Math.round(cpu.mainWaited * 100)}% waiting for a CPU; all server threads ${cpu.allUs.toFixed(0)} µs and the load generator ${cpu.clientUs.toFixed(0)} µs per generation; bare endpoint: server main thread ${bareCpu.mainUs.toFixed(0)} µs (${Math.round(bareCpu.mainBusy * 100)}% busy), load generator ${bareCpu.clientUs.toFixed(0)} µs per request`,
      },
      {
        suite: "generation",
        name: "jobs finished / s meanwhile (8 at a time)",
        value: finished,
        unit: "jobs/s",
        target: "info",
        note: `the measure is acceptance (session, validation, charge, job row, enqueue); the jobs run 8 at a time beside it, and ${waiting} were still queued when the load stopped`,
      },
    ];
  } finally {
    await server.stop();
  }
}
