import { describe, expect, it } from "vitest";
import {
  benchTable,
  formatLoad,
  formatValue,
  measureOf,
  parseSaved,
  previousFigures,
  recordInto,
  type SavedRow,
} from "../../scripts/bench/table.js";

// `npm run bench`'s table: each figure beside the previous run's, and the load when it ran.
const row = (run: string, name: string, value: number, extra: Partial<SavedRow> = {}): SavedRow => ({
  suite: run,
  run,
  name,
  value,
  unit: "ms",
  target: "< 50",
  ...extra,
});

describe("reading the previous run", () => {
  it("reads saved rows and nothing from a missing, broken or foreign file", () => {
    expect(parseSaved(undefined)).toEqual([]);
    expect(parseSaved("{ not json")).toEqual([]);
    expect(parseSaved('{"rows": []}')).toEqual([]);
    const text = JSON.stringify([row("sketch", "a", 1), { value: 3 }, null]);
    expect(parseSaved(text).map((r) => r.name)).toEqual(["a"]);
  });

  it("takes the last run's figure, and the recorded one for a suite the last run did not have", () => {
    const last = [row("sketch", "mandala", 40)];
    const baseline = [row("sketch", "mandala", 80), row("print", "vector PDF", 20)];
    const previous = previousFigures(last, baseline);
    expect(previous.get("sketch\u0000mandala")).toMatchObject({ from: "last", row: { value: 40 } });
    expect(previous.get("print\u0000vector PDF")).toMatchObject({ from: "docs", row: { value: 20 } });
  });

  it("matches by the runner's suite: a suite whose rows carry another name still counts as run", () => {
    // `lighthouse` writes rows of suite "web", as the `web` suite does.
    const last = [row("lighthouse", "Lighthouse SEO", 100, { suite: "web" })];
    const baseline = [row("lighthouse", "Lighthouse SEO", 92, { suite: "web" }), row("web", "home JS", 137)];
    const previous = previousFigures(last, baseline);
    expect(previous.get("web\u0000Lighthouse SEO")?.from).toBe("last");
    expect(previous.get("web\u0000home JS")?.from).toBe("docs");
  });

  it("never takes a failed suite's placeholder as a figure, and falls back to the recorded run", () => {
    const last = [row("books", "suite failed: fetch failed", Number.NaN)];
    const baseline = [row("books", "interior export", 4.4)];
    const previous = previousFigures(last, baseline);
    expect(previous.has("books\u0000suite failed: fetch failed")).toBe(false);
    expect(previous.get("books\u0000interior export")?.from).toBe("docs");
  });
});

describe("recording", () => {
  it("replaces the suites run, keeps the others, and keeps a failed suite's recorded rows", () => {
    const baseline = [row("sketch", "a", 1), row("print", "b", 2), row("books", "c", 3)];
    const run = [row("sketch", "a", 5), row("books", "suite failed: x", Number.NaN)];
    expect(recordInto(baseline, run).map((r) => `${r.run}:${r.name}=${r.value}`)).toEqual([
      "print:b=2",
      "books:c=3",
      "sketch:a=5",
    ]);
  });
});

describe("the table", () => {
  it("prints each figure, the previous one beside it, the target, the verdict and the load", () => {
    const rows = [
      row("sketch", "mandala", 49.71, { pass: true, load: [1.234, 2.5] }),
      row("sketch", "pool", 35.9, { unit: "pages/s", target: "info", load: [1.234, 2.5] }),
      row("print", "PNG", 150.4, { pass: false, load: [3, 3.04] }),
    ];
    const previous = previousFigures([row("sketch", "mandala", 80)], [row("print", "PNG", 131)]);
    expect(benchTable(rows, previous)).toEqual([
      "| suite | measure | value | previous | target | | load |",
      "|---|---|---|---|---|---|---|",
      "| sketch | mandala | 49.7 ms | 80 ms | < 50 | ok | 1.2–2.5 |",
      "| sketch | pool | 35.9 pages/s |  | info |  | 1.2–2.5 |",
      "| print | PNG | 150 ms | 131 ms (docs) | < 50 | MISSED | 3.0–3.0 |",
    ]);
  });

  it("shows a missing figure (NaN, or null read back from JSON) and a missing load as a dash", () => {
    expect(formatValue(Number.NaN, "ms")).toBe("—");
    expect(formatValue(null, "ms")).toBe("—");
    expect(formatValue(0.5, "")).toBe("0.5");
    expect(formatValue(0.126, "")).toBe("0.13");
    expect(formatValue(8, "of 8")).toBe("8 of 8");
    expect(formatValue(4716.4, "req/s")).toBe("4716 req/s");
    expect(formatLoad(undefined)).toBe("—");
  });
});

describe("matching a measure to its previous run", () => {
  it("leaves out the figures a name carries, and keeps the words and counts that name the measure", () => {
    expect(measureOf("sketch mandala, median (p95 61.2 ms)")).toBe("sketch mandala, median");
    expect(measureOf("preflight of 828 copies (8x10) of the densest traced page (2,700 KB of SVG, 19 MB drawn)")).toBe(
      "preflight of 828 copies (8x10) of the densest traced page",
    );
    expect(measureOf("interior export, 120 pages (117 vector art pages)")).toBe(
      "interior export, 120 pages (117 vector art pages)",
    );
  });

  it("finds the previous figure of a row whose p95 changed", () => {
    const previous = previousFigures([row("sketch", "sketch card, median (p95 70.1 ms)", 40)], []);
    const table = benchTable([row("sketch", "sketch card, median (p95 58.3 ms)", 38)], previous);
    expect(table[2]).toBe("| sketch | sketch card, median (p95 58.3 ms) | 38 ms | 40 ms | < 50 |  | — |");
  });
});
