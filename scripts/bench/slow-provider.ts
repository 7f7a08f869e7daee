import { whitePng } from "../../server/providers/image/fixed.js";
import { json, startFakeOpenAI } from "../../test/helpers/fake-openai.js";
import { runLoad } from "./load.js";
import { signUpUsers, startBenchServer } from "./procs.js";
import type { BenchRow } from "./types.js";

const USERS = 50;
const DELAY_MS = 5000;

/**
 * 500 jobs in flight against a local fake image API that answers after 5 s: the rest of the
 * API must stay responsive, memory bounded, and every job complete and be charged once.
 */
export async function benchSlowProvider(JOBS = 500): Promise<BenchRow[]> {
  const png = whitePng(1024).toString("base64");
  const fake = await startFakeOpenAI((_req, res) => {
    setTimeout(() => json(res, 200, { created: 1, data: [{ b64_json: png }] }), DELAY_MS);
  });
  const server = await startBenchServer({
    BENCH_MODE: "inkling",
    IMAGE_PROVIDER: "openai",
    OPENAI_API_KEY: "bench-key",
    OPENAI_BASE_URL: `${fake.base}/v1`,
    BENCH_IMAGE_CONCURRENCY: String(JOBS),
    // Its users all sign up from this one address.
    THROTTLE_SIGNUP_CLIENT: "100000/3600",
    IMAGE_TIMEOUT_MS: "60000",
  });
  const idleRss = server.rssMb();
  let peakRss = idleRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, server.rssMb());
  }, 100);
  try {
    const cookies = await signUpUsers(server.url, USERS);
    const beforeJobs = { now: server.rssMb(), peak: peakRss };
    const headers = (w: number) => ({
      cookie: cookies[w % USERS] as string,
      origin: server.url,
      "content-type": "application/json",
    });
    const body = JSON.stringify({ tool: "kids/alphabet", values: { subject: "Apple" } });
    const accepted = await Promise.all(
      Array.from({ length: JOBS }, (_, i) =>
        fetch(`${server.url}/api/generations`, { method: "POST", headers: headers(i), body }).then((r) => r.status),
      ),
    );
    const inFlight = await runLoad({
      url: server.url,
      workers: 10,
      seconds: 3,
      make: (w) =>
        w % 2 ? { method: "GET", path: "/api/auth/me", headers: headers(w) } : { method: "GET", path: "/api/catalog" },
    });
    // Wait for every job to finish (bounded).
    const deadline = Date.now() + 120_000;
    let done = 0;
    let failed = 0;
    while (Date.now() < deadline) {
      const lists = await Promise.all(
        cookies.map((cookie) =>
          fetch(`${server.url}/api/generations`, { headers: { cookie } }).then(
            (r) => r.json() as Promise<{ generations: { status: string }[] }>,
          ),
        ),
      );
      const all = lists.flatMap((l) => l.generations);
      done = all.filter((g) => g.status === "succeeded").length;
      failed = all.filter((g) => g.status === "failed").length;
      if (done + failed >= JOBS) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const credits = await Promise.all(
      cookies.map((cookie) =>
        fetch(`${server.url}/api/credits`, { headers: { cookie } }).then(
          (r) => r.json() as Promise<{ credits: number; history: { delta: number }[] }>,
        ),
      ),
    );
    const chargedOnce = credits.every(
      (c) => c.credits === 1_000_000 - JOBS / USERS && c.history.filter((h) => h.delta === -1).length === JOBS / USERS,
    );
    return [
      {
        suite: "slow provider",
        name: `jobs accepted (of ${JOBS})`,
        value: accepted.filter((s) => s === 202).length,
        unit: "jobs",
        target: String(JOBS),
        pass: accepted.every((s) => s === 202),
      },
      {
        suite: "slow provider",
        name: `/api/auth/me + /api/catalog p99 while ${JOBS} in flight`,
        value: inFlight.p99,
        unit: "ms",
        target: "< 50",
        pass: inFlight.p99 < 50,
      },
      {
        suite: "slow provider",
        name: "peak server memory (RSS)",
        value: peakRss,
        note: `idle ${idleRss.toFixed(0)} MB; after 50 sign-ups ${beforeJobs.now.toFixed(0)} MB (peak ${beforeJobs.peak.toFixed(0)} MB)`,
        unit: "MB",
        target: "< 300",
        pass: peakRss < 300,
      },
      {
        suite: "slow provider",
        name: "jobs completed",
        value: done,
        unit: "jobs",
        target: String(JOBS),
        pass: done === JOBS && failed === 0,
      },
      {
        suite: "slow provider",
        name: "every job charged exactly once",
        value: chargedOnce ? 1 : 0,
        unit: "bool",
        target: "1",
        pass: chargedOnce,
      },
    ];
  } finally {
    clearInterval(sampler);
    await server.stop();
    await fake.close();
  }
}
