import { readdirSync, readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { adminQuery, databaseUrl, startPostgres, startRedis } from "../../test/helpers/services.js";
import { percentile, runLoad } from "./load.js";
import { type BenchServer, signUpUsers, startBenchServer } from "./procs.js";
import type { BenchRow } from "./types.js";

const USERS = 50;
const TICK_MS = 1000 / 100; // /proc/<pid>/stat counts clock ticks of 10 ms

/** CPU of a process and of its children (PostgreSQL's backends), in ms, from /proc. */
function treeCpuMs(root: number): number {
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ppid = Number(fields[1]);
      if (Number(entry) !== root && ppid !== root) continue;
      ticks += Number(fields[11]) + Number(fields[12]); // utime + stime
    } catch {
      // ended meanwhile
    }
  }
  return ticks * TICK_MS;
}

/**
 * An open-loop load: requests leave at a fixed rate whatever the answers (as users arrive), and
 * each one's latency counts from when it was due, so a server that falls behind shows it.
 */
export async function openLoop(opts: {
  url: string;
  rate: number;
  seconds: number;
  make: (i: number) => { method: string; path: string; headers: Record<string, string>; body: string };
}) {
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.round(opts.rate * opts.seconds);
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const start = performance.now();
  const pending: Promise<void>[] = [];
  let next = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && start + (next * 1000) / opts.rate <= now) {
        const due = start + (next * 1000) / opts.rate;
        const r = opts.make(next++);
        pending.push(
          new Promise<void>((resolve) => {
            const req = request(`${opts.url}${r.path}`, { method: r.method, headers: r.headers, agent }, (res) => {
              res.resume();
              res.on("end", () => {
                latencies.push(performance.now() - due);
                statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
                resolve();
              });
            });
            req.on("error", () => {
              statuses[0] = (statuses[0] ?? 0) + 1;
              resolve();
            });
            req.end(r.body);
          }),
        );
      }
      if (next < total) setTimeout(tick, 1);
      else done();
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    offered: total,
    accepted: statuses[202] ?? 0,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses,
  };
}

/** Generations still waiting or running, from the server's own database. */
async function unfinished(server: BenchServer, databaseUrl?: string): Promise<number> {
  const sql = "select count(*) as n from generations where status in ('queued', 'running')";
  if (databaseUrl) return Number((await adminQuery(databaseUrl, sql)).rows[0]?.n ?? 0);
  const db = new SQLite(join(server.dataDir, "inkling.db"), { readonly: true });
  try {
    return (db.prepare(sql).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

async function measure(server: BenchServer, seconds: number, pg?: { pid: number; url: string }, redisPid?: number) {
  const pgPid = pg?.pid;
  const cookies = await signUpUsers(server.url, USERS);
  const body = JSON.stringify({ tool: "kids/alphabet", values: { subject: "Apple" } });
  const make = (w: number) => ({
    method: "POST",
    path: "/api/generations",
    headers: { cookie: cookies[w % USERS] as string, origin: server.url, "content-type": "application/json" },
    body,
  });
  await runLoad({ url: server.url, workers: USERS, seconds: 2, make });
  const node0 = server.cpuMs().all;
  const pg0 = pgPid ? treeCpuMs(pgPid) : 0;
  const redis0 = redisPid ? treeCpuMs(redisPid) : 0;
  const closed = await runLoad({ url: server.url, workers: USERS, seconds, make, okStatus: [202] });
  const per = (ms: number) => (ms * 1000) / Math.max(1, closed.ok);
  const cpu = {
    node: per(server.cpuMs().all - node0),
    pg: pgPid ? per(treeCpuMs(pgPid) - pg0) : 0,
    redis: redisPid ? per(treeCpuMs(redisPid) - redis0) : 0,
  };
  // The open loop starts from an idle server: the closed loop leaves thousands of jobs behind
  // (the fixed provider answers at once, so they are pure server work), and running them beside
  // the open loop would measure that backlog rather than 1,000/s offered.
  const drainStart = performance.now();
  while ((await unfinished(server, pg?.url)) > 0 && performance.now() - drainStart < 120_000)
    await new Promise((r) => setTimeout(r, 200));
  const drainedMs = performance.now() - drainStart;
  // As long as the closed loop, up to 5 s (a short run is a smoke test: bench.ts --smoke).
  const open = await openLoop({ url: server.url, rate: 1000, seconds: Math.min(5, seconds), make });
  const left = await unfinished(server, pg?.url);
  return { closed, cpu, open: { ...open, drainedMs, left } };
}

/**
 * The generation suite on SQLite and on PostgreSQL (with the BullMQ queue on Redis) in one run:
 * accepted generations per second with 50 users, CPU per accepted generation in Node, in
 * PostgreSQL's processes and in Redis (from /proc), and an open-loop run offering a fixed
 * 1,000 generations/s to each.
 */
export async function benchScale(seconds = 8): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const add = (backend: string, r: Awaited<ReturnType<typeof measure>>, p99Target?: number) => {
    const suite = "scale";
    rows.push(
      {
        suite,
        name: `${backend}: accepted generations / s (50 users, closed loop)`,
        value: r.closed.rate,
        unit: "req/s",
        target: "info",
      },
      { suite, name: `${backend}: closed-loop p99`, value: r.closed.p99, unit: "ms", target: "info" },
      {
        suite,
        name: `${backend}: Node CPU per accepted generation`,
        value: r.cpu.node,
        unit: "µs",
        target: "info",
      },
      ...(r.cpu.pg
        ? [
            {
              suite,
              name: `${backend}: PostgreSQL CPU per accepted generation`,
              value: r.cpu.pg,
              unit: "µs",
              target: "info",
              note: `Redis ${r.cpu.redis.toFixed(0)} µs per accepted generation`,
            },
          ]
        : []),
      {
        suite,
        name: `${backend}: open loop 1,000/s offered, p99`,
        value: r.open.p99,
        unit: "ms",
        target: p99Target ? `< ${p99Target}` : "recorded",
        ...(p99Target ? { pass: r.open.p99 < p99Target && r.open.accepted === r.open.offered } : {}),
        note: `${r.open.accepted} of ${r.open.offered} accepted (statuses ${JSON.stringify(r.open.statuses)}), p50 ${r.open.p50.toFixed(1)} ms; started after the closed loop's jobs finished (${(r.open.drainedMs / 1000).toFixed(1)} s); ${r.open.left} jobs still waiting or running at its end`,
      },
    );
  };

  // Every benchmark user signs up from one address.
  const common = { BENCH_MODE: "inkling", THROTTLE_SIGNUP_CLIENT: "100000/3600" };
  const sqlite = await startBenchServer(common);
  try {
    add("SQLite", await measure(sqlite, seconds), 20);
  } finally {
    await sqlite.stop();
  }

  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  try {
    await adminQuery(postgres.url, "create database bench");
    const server = await startBenchServer({
      ...common,
      DATABASE_URL: databaseUrl(postgres.url, "bench"),
      REDIS_URL: redis.url,
    });
    try {
      add(
        "PostgreSQL + Redis",
        await measure(server, seconds, { pid: postgres.pid, url: databaseUrl(postgres.url, "bench") }, redis.pid),
      );
    } finally {
      await server.stop();
    }
  } finally {
    await Promise.all([postgres.stop(), redis.stop()]);
  }
  return rows;
}
