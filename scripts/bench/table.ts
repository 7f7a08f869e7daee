import type { BenchRow } from "./types.js";

/** A row as saved: when its suite ran and the machine's 1-minute load average then. */
export interface SavedRow extends BenchRow {
  /** The runner's suite that made the row (`npm run bench <run>`); a row's own suite may differ. */
  run?: string;
  /** When the suite started (ISO 8601). */
  at?: string;
  /** `os.loadavg()[0]` when the suite started and when it ended. */
  load?: [number, number];
}

/** Where a previous figure came from: the last run, or the baseline the docs quote. */
type PreviousSource = "last" | "docs";

export interface Previous {
  row: SavedRow;
  from: PreviousSource;
}

/**
 * A measure's name without the figures some names carry beside the value ("(p95 47.4 ms)",
 * "(2,700 KB of SVG, 19 MB drawn)"), so that a row meets its previous run's.
 */
export const measureOf = (name: string) => name.replace(/\s*\([^()]*\d[\d.,]*\s*(?:ms|s|KB|MB)\b[^()]*\)/g, "").trim();
const key = (r: Pick<BenchRow, "suite" | "name">) => `${r.suite}\u0000${measureOf(r.name)}`;
const runOf = (r: SavedRow) => r.run ?? r.suite;

/**
 * Rows read back from test-results/bench.json or docs/performance.json: an array of rows; anything
 * else (a missing or broken file, a row without a suite or name) reads as no rows.
 */
export function parseSaved(text: string | undefined): SavedRow[] {
  if (!text) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.filter(
    (r): r is SavedRow =>
      typeof r === "object" && r !== null && typeof r.suite === "string" && typeof r.name === "string",
  );
}

/**
 * The previous figure of each row, by suite and measure name (`measureOf`): the last run's rows for a suite it
 * ran, else the baseline's for that suite. A failed suite's placeholder row is never a figure.
 */
export function previousFigures(last: SavedRow[], baseline: SavedRow[]): Map<string, Previous> {
  const figures = (rows: SavedRow[]) => rows.filter((r) => !r.name.startsWith("suite failed"));
  const lastRuns = new Set(figures(last).map(runOf));
  const out = new Map<string, Previous>();
  for (const row of figures(baseline)) if (!lastRuns.has(runOf(row))) out.set(key(row), { row, from: "docs" });
  for (const row of figures(last)) out.set(key(row), { row, from: "last" });
  return out;
}

function previousOf(previous: Map<string, Previous>, row: Pick<BenchRow, "suite" | "name">) {
  return previous.get(key(row));
}

/**
 * A figure as the table prints it: "—" when missing; whole numbers from 100, one decimal from 10,
 * two below (trailing zeros left off).
 */
export function formatValue(value: number | null | undefined, unit = ""): string {
  if (value === null || value === undefined || Number.isNaN(value)) return "—";
  const abs = Math.abs(value);
  const n = String(Number(value.toFixed(abs >= 100 ? 0 : abs >= 10 ? 1 : 2)));
  return unit ? `${n} ${unit}` : n;
}

export const formatLoad = (load: [number, number] | undefined) =>
  load ? `${load[0].toFixed(1)}–${load[1].toFixed(1)}` : "—";

/**
 * The baseline after `--record`: the suites of this run replace theirs (a failed suite keeps its
 * recorded rows), the others stay as recorded.
 */
export function recordInto(baseline: SavedRow[], run: SavedRow[]): SavedRow[] {
  const failed = new Set(run.filter((r) => r.name.startsWith("suite failed")).map(runOf));
  const replaced = new Set(run.map(runOf).filter((name) => !failed.has(name)));
  return [...baseline.filter((r) => !replaced.has(runOf(r))), ...run.filter((r) => replaced.has(runOf(r)))];
}

/**
 * The run as a Markdown table: each figure beside its previous one (marked "docs" when it comes
 * from docs/performance.json) and the load average when its suite started and ended.
 */
export function benchTable(rows: SavedRow[], previous: Map<string, Previous>): string[] {
  const lines = ["| suite | measure | value | previous | target | | load |", "|---|---|---|---|---|---|---|"];
  for (const r of rows) {
    const mark = r.pass === undefined ? "" : r.pass ? "ok" : "MISSED";
    const prev = previousOf(previous, r);
    const before = prev ? formatValue(prev.row.value, prev.row.unit) + (prev.from === "docs" ? " (docs)" : "") : "";
    const cells = [r.suite, r.name, formatValue(r.value, r.unit), before, r.target, mark, formatLoad(r.load)];
    lines.push(`| ${cells.join(" | ")} |`);
  }
  return lines;
}
