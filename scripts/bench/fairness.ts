/**
 * Fair turns between users (docs/decisions/045-fair-turns-between-users.md), through the API of a
 * real server process drawing with the built-in engine. For each heavy route, flooding users keep
 * it saturated within their limits while a second user asks for the same kind of thing, one
 * request at a time: that user's p50 and p99 against the same requests on the idle server.
 * Target (hardening issue 40): at most twice the idle p99 plus one job's own time (a flooding
 * request alone on the idle server), one job per flooding user when several flood.
 *
 * A flooding user keeps a number of requests in flight (the issue's figures), sending the next as
 * soon as one is answered; after a 429 it waits the answer's Retry-After, after a 409
 * `preview-replaced` the web app's typing pause (500 ms). Every limit is the default ("within its
 * limits") but the upload throttle, raised so that the second user's forty-odd probe uploads
 * pass. Each scenario first warms the route (threads start with their first job), then times one
 * flooding request alone, the second user's requests on the idle server, and the same requests
 * 1 s into the flood.
 */
import SQLite from "better-sqlite3";
import sharp from "sharp";
import { houseSvg } from "../../test/helpers/photos.js";
import { percentile } from "./load.js";
import { signUpUsers, startBenchServer } from "./procs.js";
import type { BenchRow } from "./types.js";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Scenario {
  name: string;
  /** Flooding users' requests: each returns the answer's status and Retry-After. */
  flood: { users: number; inFlight: number; send: (user: number, n: number) => Promise<Answer> };
  /** Keeps the flood going besides the loops (the generation backlog). */
  keepUp?: () => Promise<void>;
  /** One request of the second user, in ms. */
  probe: () => Promise<number>;
  /** One flooding request alone, in ms. */
  job: () => Promise<number>;
  /** Jobs a fair line may put ahead: one per flooding user (1 unless several flood). */
  jobsAhead?: number;
  /** Waits until the flood's work has drained. */
  drain?: () => Promise<void>;
}

interface Answer {
  status: number;
  retryAfter?: number;
  code?: string;
}

export async function benchFairness(smoke = false): Promise<BenchRow[]> {
  const probes = smoke ? 1 : 10;
  const server = await startBenchServer({
    BENCH_MODE: "inkling",
    BENCH_SKETCH: "1",
    THROTTLE_SIGNUP_CLIENT: "100/3600",
    THROTTLE_UPLOAD: "200/600",
  });
  try {
    const cookies = await signUpUsers(server.url, 5);
    const call = (who: number, method: string, path: string, body?: unknown, form?: FormData) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: {
          cookie: cookies[who] as string,
          origin: server.url,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
    const answer = async (res: Response): Promise<Answer> => {
      const text = await res.text();
      const code = res.status >= 400 ? (JSON.parse(text || "{}").error?.code as string | undefined) : undefined;
      return { status: res.status, retryAfter: Number(res.headers.get("retry-after") ?? 0), code };
    };
    const json = async (who: number, method: string, path: string, body?: unknown) => {
      const res = await call(who, method, path, body);
      const text = await res.text();
      if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${text}`);
      return text ? JSON.parse(text) : null;
    };
    const timed = async (work: () => Promise<unknown>) => {
      const t0 = performance.now();
      await work();
      return performance.now() - t0;
    };
    const generate = async (who: number, values: Record<string, string>, seed?: number) => {
      const { generation } = await json(who, "POST", "/api/generations", { tool: "kids/simple", values, seed });
      for (;;) {
        const { generation: g } = await json(who, "GET", `/api/generations/${generation.id}`);
        if (g.status === "succeeded") return g.id as string;
        if (g.status === "failed") throw new Error(`a benchmark page failed: ${g.error?.message}`);
        await sleep(20);
      }
    };
    const ok = async (res: Response) => {
      const a = await answer(res);
      if (a.status !== 200 && a.status !== 201 && a.status !== 202) throw new Error(`probe answered ${a.status}`);
    };
    // Users 0–3 flood (user 0 alone but for previews); user 4 is the second user. Users 0 and 4
    // have a page and a 24-page book each (4 pages when smoke-testing).
    const SECOND = 4;

    const bookOf = async (who: number, page: string) => {
      const { book } = await json(who, "POST", "/api/books", { title: "Fair turns", author: "Bench" });
      await json(who, "PATCH", `/api/books/${book.id}`, { pages: Array(smoke ? 4 : 24).fill(page) });
      return book.id as string;
    };
    // The same page for both (one seed): a page's cost to print varies with what is drawn on it.
    const pageA = await generate(0, { subject: "a cat" }, 1);
    const pageB = await generate(SECOND, { subject: "a cat" }, 1);
    const [bookA, spareA, bookB] = [await bookOf(0, pageA), await bookOf(0, pageA), await bookOf(SECOND, pageB)];
    const preflight = async (who: number, book: string) => {
      // A new title each time: an unchanged book's preflight is answered from the kept result.
      await json(who, "PATCH", `/api/books/${book}`, { title: `Fair turns ${Math.random()}` });
      return call(who, "GET", `/api/books/${book}/preflight`);
    };
    const exportOnce = async (who: number, book: string): Promise<Answer> => {
      const res = await call(who, "POST", `/api/books/${book}/exports`, { kind: "interior" });
      if (res.status !== 202) return answer(res);
      const id = (await res.json()).export.id as string;
      for (;;) {
        const { export: e } = await json(who, "GET", `/api/exports/${id}`);
        if (e.status === "succeeded" || e.status === "failed") return { status: 200 };
        await sleep(50);
      }
    };
    const photo = async (side: number) =>
      sharp(Buffer.from(houseSvg(side, side)))
        .png()
        .toBuffer();
    // A 63-megapixel PNG (the largest photo taken is 64) and a phone-sized JPEG.
    const bigSide = smoke ? 4000 : 7900;
    const big = await photo(bigSide);
    const small = await sharp(await photo(800))
      .jpeg()
      .toBuffer();
    const upload = (who: number, bytes: Buffer, type: string) => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(bytes)], { type }), type === "image/png" ? "a.png" : "a.jpg");
      return call(who, "POST", "/api/uploads", undefined, form);
    };
    const userIds = await Promise.all(cookies.map(async (_, i) => (await json(i, "GET", "/api/auth/me")).user.id));
    const unfinished = (who: number) => {
      const db = new SQLite(`${server.dataDir}/inkling.db`, { readonly: true });
      try {
        const row = db
          .prepare("select count(*) as n from generations where user_id = ? and status in ('queued', 'running')")
          .get(userIds[who]) as { n: number };
        return row.n;
      } finally {
        db.close();
      }
    };
    // Production password hashing runs on libuv's threads, as print-size PNGs do.
    const login = { email: `fair-${Date.now()}@example.com`, password: "bench-password" };
    const signup = await fetch(`${server.url}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...login, displayName: "Fair", plan: "one-time" }),
    });
    if (signup.status !== 201) throw new Error(`signup failed: ${signup.status}`);
    const signIn = async () =>
      ok(
        await fetch(`${server.url}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.url },
          body: JSON.stringify(login),
        }),
      );
    const BATCH = smoke ? 10 : 50;
    const subjects = ["a cat", "a dog", "a rocket", "a castle", "a cupcake", "a dinosaur"];

    const scenarios: Scenario[] = [
      {
        name: "print-size PNG (GET /api/images/:id?size=print), 16 in flight",
        flood: {
          users: 1,
          inFlight: smoke ? 4 : 16,
          send: async () => answer(await call(0, "GET", `/api/images/${pageA}?size=print`)),
        },
        probe: () => timed(async () => ok(await call(SECOND, "GET", `/api/images/${pageB}?size=print`))),
        job: () => timed(async () => ok(await call(0, "GET", `/api/images/${pageA}?size=print`))),
      },
      {
        name: "a sign-in while another user asks for print-size PNGs, 16 in flight",
        flood: {
          users: 1,
          inFlight: smoke ? 4 : 16,
          send: async () => answer(await call(0, "GET", `/api/images/${pageA}?size=print`)),
        },
        probe: () => timed(signIn),
        job: () => timed(async () => ok(await call(0, "GET", `/api/images/${pageA}?size=print`))),
      },
      {
        name: "print.pdf while another user asks for coloured pages (colored.png), 40 in flight",
        flood: {
          users: 1,
          inFlight: smoke ? 4 : 40,
          send: async (_, n) => answer(await call(0, "GET", `/api/generations/${pageA}/colored.png?seed=${n + 1}`)),
        },
        probe: () => timed(async () => ok(await call(SECOND, "GET", `/api/generations/${pageB}/print.pdf`))),
        job: () => timed(async () => ok(await call(0, "GET", `/api/generations/${pageA}/colored.png?seed=999`))),
      },
      {
        name: "a paid page while four users preview, 15 in flight each",
        flood: {
          users: 4,
          inFlight: smoke ? 3 : 15,
          send: async (user, n) =>
            answer(
              await call(user, "POST", "/api/previews", {
                tool: "kids/simple",
                values: { subject: subjects[n % subjects.length] },
                seed: n + 1,
              }),
            ),
        },
        probe: () => timed(() => generate(SECOND, { subject: "a fox" })),
        job: () =>
          timed(async () =>
            ok(await call(0, "POST", "/api/previews", { tool: "kids/simple", values: { subject: "an owl" } })),
          ),
      },
      {
        name: `a page while another user keeps ${BATCH} pages queued (POST /api/generations)`,
        flood: { users: 0, inFlight: 0, send: async () => ({ status: 200 }) },
        keepUp: async () => {
          const missing = BATCH - unfinished(0);
          await Promise.all(
            Array.from({ length: Math.max(0, missing) }, (_, i) =>
              json(0, "POST", "/api/generations", { tool: "kids/simple", values: { subject: subjects[i % 6] } }),
            ),
          );
        },
        drain: async () => {
          while (unfinished(0) > 0) await sleep(100);
        },
        probe: () => timed(() => generate(SECOND, { subject: "a fox" })),
        job: () => timed(() => generate(0, { subject: "an owl" })),
      },
      {
        name: `a small photo while another user uploads ${Math.round((bigSide * bigSide) / 1e6)}-megapixel PNGs, 2 in flight`,
        flood: {
          users: 1,
          inFlight: 2,
          send: async (user) => answer(await upload(user, big, "image/png")),
        },
        probe: () => timed(async () => ok(await upload(SECOND, small, "image/jpeg"))),
        job: () => timed(async () => ok(await upload(0, big, "image/png"))),
      },
      {
        // The issue's case: two users at once. A fair line serves one photo of each in turn.
        name: `a small photo while two users upload ${Math.round((bigSide * bigSide) / 1e6)}-megapixel PNGs, 2 in flight each`,
        flood: { users: 2, inFlight: 2, send: async (user) => answer(await upload(user, big, "image/png")) },
        probe: () => timed(async () => ok(await upload(SECOND, small, "image/jpeg"))),
        job: () => timed(async () => ok(await upload(0, big, "image/png"))),
        jobsAhead: 2,
      },
      {
        name: "a book's preflight while another user preflights two books",
        flood: {
          users: 1,
          inFlight: 2,
          send: async (_, n) => answer(await preflight(0, n % 2 ? spareA : bookA)),
        },
        probe: () => timed(async () => ok(await preflight(SECOND, bookB))),
        job: () => timed(async () => ok(await preflight(0, bookA))),
      },
      {
        name: "an interior export while another user keeps three running",
        flood: { users: 1, inFlight: 3, send: () => exportOnce(0, bookA) },
        probe: () => timed(() => exportOnce(SECOND, bookB)),
        job: () => timed(() => exportOnce(0, bookA)),
      },
    ];

    const rows: BenchRow[] = [];
    for (const s of scenarios) {
      // First requests start the route's threads and load their libraries, two at once so that
      // each of the two threads has served one (a request meeting a thread's first drawing of its
      // page is that thread's warm-up, not another user's flood): not counted.
      if (!smoke) await Promise.all([s.probe(), s.probe()]);
      const job = await s.job();
      const idle: number[] = [];
      for (let i = 0; i < probes; i++) idle.push(await s.probe());
      const loaded = await underFlood(s, probes);
      idle.sort((a, b) => a - b);
      const ahead = s.jobsAhead ?? 1;
      const target = 2 * percentile(idle, 99) + ahead * job;
      const p99 = percentile(loaded.times, 99);
      rows.push({
        suite: "fairness",
        name: `${s.name}: second user's p99`,
        value: Math.round(p99),
        unit: "ms",
        target: `≤ ${Math.round(target)} (2 × idle p99 + ${ahead === 1 ? "one job" : `${ahead} jobs`})`,
        pass: p99 <= target,
        note:
          `idle p50 ${Math.round(percentile(idle, 50))} ms, p99 ${Math.round(percentile(idle, 99))} ms; ` +
          `loaded p50 ${Math.round(percentile(loaded.times, 50))} ms, p99 ${Math.round(p99)} ms; ` +
          `one job alone ${Math.round(job)} ms; flood answers ${JSON.stringify(loaded.statuses)}`,
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

/** The second user's probes while the flood runs (after a second for it to build up), then the flood's end. */
async function underFlood(s: Scenario, probes: number) {
  let flooding = true;
  const statuses: Record<string, number> = {};
  let n = 0;
  const loops = Array.from({ length: s.flood.users * s.flood.inFlight }, async (_, i) => {
    const user = i % s.flood.users;
    while (flooding) {
      const a = await s.flood.send(user, n++).catch(() => ({ status: 0 }) as Answer);
      const key = a.code ? `${a.status} ${a.code}` : String(a.status);
      statuses[key] = (statuses[key] ?? 0) + 1;
      const pause = a.status === 429 ? (a.retryAfter ?? 1) * 1000 : a.code === "preview-replaced" ? 500 : 0;
      for (let waited = 0; flooding && waited < pause; waited += 50) await sleep(50);
    }
  });
  const keeping = (async () => {
    while (s.keepUp && flooding) {
      await s.keepUp();
      await sleep(200);
    }
  })();
  await sleep(1000);
  const times: number[] = [];
  for (let i = 0; i < probes; i++) times.push(await s.probe());
  flooding = false;
  await Promise.all([...loops, keeping]);
  await s.drain?.();
  times.sort((a, b) => a - b);
  return { times, statuses };
}
