import { Agent, request } from "node:http";

export interface LoadResult {
  requests: number;
  ok: number;
  seconds: number;
  rate: number;
  p50: number;
  p99: number;
  statuses: Record<number, number>;
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/**
 * A closed-loop load: `workers` clients each send their next request as soon as the last one
 * answered, for `seconds` (bounded in time and count; loopback only).
 */
export async function runLoad(opts: {
  url: string;
  workers: number;
  seconds: number;
  maxRequests?: number;
  make: (worker: number) => { method: string; path: string; headers?: Record<string, string>; body?: string };
  okStatus?: number[];
}): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: opts.workers });
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const okStatus = opts.okStatus ?? [200, 202];
  const end = Date.now() + opts.seconds * 1000;
  const max = opts.maxRequests ?? 1_000_000;
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.workers }, async (_, w) => {
      while (Date.now() < end && sent < max) {
        sent++;
        const r = opts.make(w);
        const t0 = performance.now();
        const status = await send(`${opts.url}${r.path}`, r.method, r.headers ?? {}, r.body, agent);
        latencies.push(performance.now() - t0);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const ok = Object.entries(statuses)
    .filter(([s]) => okStatus.includes(Number(s)))
    .reduce((n, [, c]) => n + c, 0);
  return {
    requests: latencies.length,
    ok,
    seconds,
    rate: ok / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses,
  };
}

function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  agent: Agent,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end(body);
  });
}
