/**
 * Activity pages (server/activities/): every activity at every difficulty drawn with its answer
 * key and both rasterised, in process, 10 seeds each (target: any page < 300 ms, a 9x9 hard
 * sudoku with its uniqueness proof included); then a book of 100 different maze pages (two
 * batches of 50 through the API of a real server process) exported as a KDP interior with its
 * Answers section (target < 15 s, POST /exports to the job's succeeded row).
 */
import { activityKinds, renderActivity } from "../../server/activities/index.js";
import { activityRegistry } from "../../server/activities/registry.js";
import { signUpUsers, startBenchServer } from "./procs.js";
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

async function mazeBook(): Promise<BenchRow> {
  const server = await startBenchServer({ BENCH_MODE: "inkling", BENCH_SKETCH: "1" });
  try {
    const [cookie] = await signUpUsers(server.url, 1);
    const headers = { cookie: cookie as string, origin: server.url, "content-type": "application/json" };
    const api = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${text}`);
      return text ? JSON.parse(text) : null;
    };
    const { book } = await api("POST", "/api/books", { title: "Benchmark Mazes", blankBacks: true });
    for (let i = 0; i < 2; i++)
      await api("POST", `/api/books/${book.id}/batch`, {
        tool: "activities/maze",
        values: { theme: "cat", difficulty: "medium" },
        count: 50,
        confirm: true,
      });
    for (;;) {
      const { book: b } = await api("GET", `/api/books/${book.id}`);
      if (b.pages.length === 100) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const t0 = performance.now();
    const created = await api("POST", `/api/books/${book.id}/exports`, { kind: "interior" });
    for (;;) {
      const { export: e } = await api("GET", `/api/exports/${created.export.id}`);
      if (e.status === "succeeded") break;
      if (e.status === "failed") throw new Error(`export failed: ${e.error?.message}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    const seconds = (performance.now() - t0) / 1000;
    const { book: done } = await api("GET", `/api/books/${book.id}`);
    return {
      suite: "activities",
      name: `100-maze book interior (${done.interiorPageCount} pages with blank backs and answers)`,
      value: Math.round(seconds * 10) / 10,
      unit: "s",
      target: "< 15 s",
      pass: seconds < 15,
    };
  } finally {
    await server.stop();
  }
}

export async function benchActivities(): Promise<BenchRow[]> {
  return [...pageRows(), await mazeBook()];
}
