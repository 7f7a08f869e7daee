import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { benchTable, formatLoad, parseSaved, previousFigures, recordInto, type SavedRow } from "./bench/table.js";
import type { BenchRow } from "./bench/types.js";
import { buildWeb } from "./build-web.js";

/**
 * `npm run bench [suite…]`: every benchmark, a table of figures against their targets.
 * Suites: generation, scale, slow, sketch, quality, print, coverage, startup, web, lighthouse, bodies, books, book-limits, book-files, photo, covers, activities, fairness. Figures go into docs/performance.md.
 * `npm run bench -- --smoke [suite…]`: each suite once, briefly (CI): proves it still runs, judges
 * no figure, and exits non-zero if a suite failed.
 * `npm run bench -- --record [suite…]`: also writes the run's rows into docs/performance.json, the
 * baseline docs/performance.md quotes (the suites run replace theirs; the others stay).
 * Each row is printed beside its previous figure: the last run's (test-results/bench.json), or for
 * a suite that run did not include, the baseline's; and with the 1-minute load average when its
 * suite started and ended.
 */
const smoke = process.argv.includes("--smoke");
const record = process.argv.includes("--record");
const LAST = "test-results/bench.json";
const BASELINE = "docs/performance.json";
const readSaved = (path: string) => parseSaved(existsSync(path) ? readFileSync(path, "utf8") : undefined);
const suites: Record<string, () => Promise<BenchRow[]>> = {
  generation: async () => (await import("./bench/generations.js")).benchGenerations(smoke ? 2 : 10),
  scale: async () => (await import("./bench/scale.js")).benchScale(smoke ? 2 : 8),
  slow: async () => (await import("./bench/slow-provider.js")).benchSlowProvider(smoke ? 50 : 500),
  sketch: async () => (await import("./bench/sketch-rows.js")).benchSketchRows(),
  print: async () => (await import("./bench/print.js")).benchPrint(smoke ? 2 : 30),
  coverage: async () => (await import("./bench/coverage.js")).benchCoverage(!smoke),
  quality: async () => (await import("./bench/quality.js")).benchQuality(smoke ? { subjects: 1, gateRuns: 1 } : {}),
  startup: async () => (await import("./bench/startup.js")).benchStartup(smoke ? 1 : 5),
  web: async () => (await import("./bench/web.js")).benchWebBundle(),
  lighthouse: async () => (await import("./bench/lighthouse.js")).benchLighthouse(),
  bodies: async () => (await import("./bench/bodies.js")).benchBodies(),
  books: async () => (await import("./bench/books.js")).benchBooks(smoke ? 24 : 100),
  "book-limits": async () => (await import("./bench/book-limits.js")).benchBookLimits(smoke),
  "book-files": async () => (await import("./bench/book-files.js")).benchBookFiles(smoke ? [24] : [24, 120, 828]),
  photo: async () => (await import("./bench/photo.js")).benchPhoto(smoke ? 1 : 9),
  covers: async () => (await import("./bench/covers.js")).benchCovers(),
  activities: async () => (await import("./bench/activities.js")).benchActivities(),
  fairness: async () => (await import("./bench/fairness.js")).benchFairness(smoke),
};

const named = process.argv.slice(2).filter((a) => a !== "--smoke" && a !== "--record");
const wanted = named.length ? named : Object.keys(suites);
if (smoke && record) {
  console.error("--record keeps figures; --smoke's mean nothing: use one or the other");
  process.exit(2);
}
// Read before this run overwrites it.
const previous = previousFigures(readSaved(LAST), readSaved(BASELINE));
const rows: SavedRow[] = [];
// These measure the built web app: build it as users get it, whatever dist/web holds now.
if (wanted.some((name) => ["web", "lighthouse", "startup"].includes(name))) {
  process.stderr.write("building the web app…\n");
  await buildWeb();
}
for (const name of wanted) {
  const run = suites[name];
  if (!run) {
    console.error(`unknown suite "${name}" (known: ${Object.keys(suites).join(", ")})`);
    process.exit(2);
  }
  const at = new Date().toISOString();
  const startLoad = loadavg()[0]!;
  process.stderr.write(`running ${name}… (load ${startLoad.toFixed(2)})\n`);
  const suiteRows: BenchRow[] = [];
  try {
    suiteRows.push(...(await run()));
  } catch (e) {
    // What failed and why (a network error's cause, a stack): the table has room for one line only.
    console.error(`${name}:`, e);
    suiteRows.push({
      suite: name,
      name: `suite failed: ${(e as Error).message}`,
      value: Number.NaN,
      unit: "",
      target: "",
      pass: false,
    });
  }
  const load: [number, number] = [startLoad, loadavg()[0]!];
  process.stderr.write(`${name} done (load ${formatLoad(load)})\n`);
  rows.push(...suiteRows.map((r) => ({ ...r, run: name, at, load })));
}

console.log(
  `\nInkling benchmarks — ${new Date().toISOString()} — ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}\n`,
);
console.log(
  `previous: the last run (${LAST}); "(docs)": the recorded run docs/performance.md quotes (${BASELINE}). load: 1-minute load average when the suite started–ended.\n`,
);
for (const line of benchTable(rows, previous)) console.log(line);
for (const r of rows.filter((r) => r.note)) console.log(`\n${r.suite} — ${r.name}: ${r.note}`);
mkdirSync("test-results", { recursive: true });
writeFileSync(LAST, `${JSON.stringify(rows, null, 2)}\n`);
if (record) {
  writeFileSync(BASELINE, `${JSON.stringify(recordInto(readSaved(BASELINE), rows), null, 2)}\n`);
  process.stderr.write(`recorded in ${BASELINE}\n`);
}

if (smoke) {
  const failed = rows.filter((r) => r.name.startsWith("suite failed"));
  for (const r of failed) console.error(`${r.suite}: ${r.name}`);
  if (failed.length) process.exit(1);
}
