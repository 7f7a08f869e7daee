/**
 * Activity pages (server/activities/): every activity at every difficulty drawn with its answer
 * key and both rasterised, in process, 10 seeds each (target: any page < 300 ms, a 9x9 hard
 * sudoku with its uniqueness proof included); then, through the API of a real server process, a
 * book of 100 different maze pages (two batches of 50) and a 100-page mixed activity book (ten
 * kinds, two mixes of 50) each exported as a KDP interior with its Answers section (target
 * < 15 s, issue 43: POST /exports to the job's succeeded row, the preflight included).
 */
import { activityKinds, renderActivity } from "../../server/activities/index.js";
import { activityRegistry } from "../../server/activities/registry.js";
import { type BenchServer, signUpUsers, startBenchServer } from "./procs.js";
import type { BenchRow } from "./types.js";

/** Each kind's bench examples (its unit's `examples.bench`), labelled "<kind> <what the example adds>". */
const requests = activityKinds.flatMap((type) =>
  Object.entries(activityRegistry[type].examples.bench).map(([suffix, values]) => ({
    label: suffix ? `${type} ${suffix}` : type,
    req: { ...values, type },
  })),
);

function pageRows(): BenchRow[] {
  // A running server has its fonts, drawings and word lists loaded: one page of each first.
  for (const { req } of requests) renderActivity({ ...req, difficulty: "easy" }, 1);
  const rows: BenchRow[] = [];
  for (const { label, req } of requests)
    for (const difficulty of ["easy", "medium", "hard"]) {
      const times: number[] = [];
      for (let seed = 1; seed <= 10; seed++) {
        const t0 = performance.now();
        renderActivity({ ...req, difficulty, page: seed % 2 ? "square" : "portrait" }, seed * 7919);
        times.push(performance.now() - t0);
      }
      const worst = Math.max(...times);
      rows.push({
        suite: "activities",
        name: `${label}, ${difficulty}: slowest of 10 pages with key`,
        value: Math.round(worst),
        unit: "ms",
        target: "< 300 ms",
        pass: worst < 300,
      });
    }
  return rows;
}

/** A signed-in client of a bench server: an API call that throws on an error answer. */
async function client(url: string) {
  const [cookie] = await signUpUsers(url, 1);
  const headers = { cookie: cookie as string, origin: url, "content-type": "application/json" };
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
}
type Api = Awaited<ReturnType<typeof client>>;

/**
 * A book of `pages` pages made by `batches` (POST /api/books/:id/batch bodies, with blank backs
 * and answers on), exported as its KDP interior: seconds from POST /exports to the job's succeeded
 * row (the preflight that reads the file back included), the server's CPU time over that span and
 * the printed page count.
 */
async function exportBook(server: BenchServer, api: Api, title: string, pages: number, batches: object[]) {
  const { book } = await api("POST", "/api/books", { title, blankBacks: true, answers: true });
  for (const batch of batches) await api("POST", `/api/books/${book.id}/batch`, { ...batch, confirm: true });
  for (;;) {
    const { book: b } = await api("GET", `/api/books/${book.id}`);
    if (b.pages.length === pages) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const cpu0 = server.cpuMs();
  const t0 = performance.now();
  const created = await api("POST", `/api/books/${book.id}/exports`, { kind: "interior" });
  for (;;) {
    const { export: e } = await api("GET", `/api/exports/${created.export.id}`);
    if (e.status === "succeeded") break;
    if (e.status === "failed") throw new Error(`export failed: ${e.error?.message}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  const seconds = (performance.now() - t0) / 1000;
  const cpu1 = server.cpuMs();
  const { book: done } = await api("GET", `/api/books/${book.id}`);
  return {
    seconds,
    printed: done.interiorPageCount as number,
    cpu: { main: cpu1.main - cpu0.main, all: cpu1.all - cpu0.all, waited: cpu1.mainWaited - cpu0.mainWaited },
  };
}

/**
 * The activity book of the activity-books issue (43): 100 pages of every puzzle kind of the
 * registry (its unit's `book.group`), about as many of each, on a farm theme with the difficulty
 * curve (easy to hard), made as two mixes of 50 (the first kinds take the first mix's spare
 * pages, the last kinds the second's).
 */
const MIXED_KINDS = activityKinds.filter((kind) => activityRegistry[kind].book.group === "puzzle");
const mixedBatch = (turn: number) => ({
  mix: MIXED_KINDS.map((kind, i) => {
    const n = MIXED_KINDS.length;
    const extra = turn === 0 ? i < 50 % n : i >= n - (50 % n);
    return { tool: `activities/${kind}`, count: Math.floor(50 / MIXED_KINDS.length) + (extra ? 1 : 0) };
  }),
  theme: "farm",
  curve: true,
});

async function activityBooks(): Promise<BenchRow[]> {
  const server = await startBenchServer({ BENCH_MODE: "inkling", BENCH_SKETCH: "1" });
  try {
    const api = await client(server.url);
    const mazes = await exportBook(server, api, "Benchmark Mazes", 100, [
      { tool: "activities/maze", values: { theme: "cat", difficulty: "medium" }, count: 50 },
      { tool: "activities/maze", values: { theme: "cat", difficulty: "medium" }, count: 50 },
    ]);
    const mixed = await exportBook(server, api, "Benchmark Activity Book", 100, [mixedBatch(0), mixedBatch(1)]);
    const s = (n: number) => Math.round(n / 100) / 10;
    return [
      {
        suite: "activities",
        name: `100-maze book interior (${mazes.printed} pages with blank backs and answers)`,
        value: Math.round(mazes.seconds * 10) / 10,
        unit: "s",
        target: "< 15 s",
        pass: mazes.seconds < 15,
      },
      {
        suite: "activities",
        name: `100-page mixed activity book interior (${MIXED_KINDS.length} kinds, ${mixed.printed} pages with blank backs and answers)`,
        value: Math.round(mixed.seconds * 10) / 10,
        unit: "s",
        target: "< 15 s",
        pass: mixed.seconds < 15,
        note:
          `${MIXED_KINDS.join(", ")}, 9-10 pages each, farm, easy to hard; the server's CPU over the export: ` +
          `${s(mixed.cpu.all)} s in all threads, ${s(mixed.cpu.main)} s on the event loop (which waited ` +
          `${s(mixed.cpu.waited)} s for a CPU); the maze book's: ${s(mazes.cpu.all)} s, ${s(mazes.cpu.main)} s`,
      },
    ];
  } finally {
    await server.stop();
  }
}

/**
 * `BENCH_ACTIVITIES=pages` or `=books` runs only that part (`npx tsx scripts/bench.ts activities`
 * runs both): the books' exports alone take about a minute, the pages' rows several.
 */
export async function benchActivities(): Promise<BenchRow[]> {
  const only = process.env.BENCH_ACTIVITIES;
  if (only && only !== "pages" && only !== "books")
    throw new Error(`BENCH_ACTIVITIES=${only}: "pages" or "books" (or unset for both)`);
  return [...(only === "books" ? [] : pageRows()), ...(only === "pages" ? [] : await activityBooks())];
}
