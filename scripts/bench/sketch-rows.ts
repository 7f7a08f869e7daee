import { benchSketch } from "./sketch.js";
import type { BenchRow } from "./types.js";

/** A page's median target is 50 ms; a free preview's (POST /api/previews) 100 ms. */
const limit = (name: string) => (name.startsWith("sketch preview") ? 100 : 50);

/** The sketch engine's figures as rows of the bench table. */
export async function benchSketchRows(): Promise<BenchRow[]> {
  const rows = await benchSketch();
  return rows.map((r) => {
    const median = /median/i.test(r.name) || r.unit === "ms";
    return {
      suite: "sketch",
      // The table has one value column: the median is the value, the p95 rides in the name.
      name: r.unit === "ms" ? `${r.name}, median (p95 ${r.p95} ms)` : r.name,
      value: r.median,
      unit: r.unit,
      target: median && r.unit === "ms" ? `median < ${limit(r.name)}` : "info",
      pass: median && r.unit === "ms" ? r.median < limit(r.name) : undefined,
    };
  });
}
