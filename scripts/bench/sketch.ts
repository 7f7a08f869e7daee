/** Sketch engine speed: median/p95 ms per layout, and pages per second through the worker pool. */
import { pathToFileURL } from "node:url";
import { sampleValues } from "../../engine/compile.js";
import { isImageOutput } from "../../engine/descriptor.js";
import { renderTool } from "../../engine/render.js";
import { loadCatalog } from "../../server/catalog/load.js";
import {
  createSketchRenderer,
  renderSketchPage,
  renderSketchSync,
  type SketchRequest,
} from "../../server/sketch/index.js";
import { renderSketchPreview } from "../../server/sketch/preview.js";
import { sampleRequests } from "../../server/sketch/samples.js";

/** One request per catalogue tool with a sketch block, filled with the tool's sample values. */
export function catalogueRequests(): SketchRequest[] {
  try {
    return loadCatalog()
      .tools.filter((t) => t.sketch && isImageOutput(t.output))
      .map((t, i) => ({
        toolId: t.id,
        hub: t.hub,
        output: t.output as "line-art" | "cover",
        sketch: renderTool(t, sampleValues(t)).sketch ?? { layout: "motif" },
        seed: 100 + i,
      }));
  } catch (err) {
    console.error(`catalogue skipped: ${(err as Error).message.split("\n")[0]}`);
    return [];
  }
}

/**
 * Between pages, a turn of the event loop, as a worker thread has between jobs. resvg-js frees a
 * page's native pixmap (~8 MB) in a finaliser that only runs on a later turn: a loop of
 * synchronous renders never gave it one, grew to gigabytes and timed page faults, not drawing
 * (the last layouts measured 2–3× slower than the same renders in a server's worker).
 */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

export interface BenchRow {
  name: string;
  median: number;
  p95: number;
  unit: string;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
};
const round = (n: number) => Math.round(n * 10) / 10;

export async function benchSketch(runs = 30): Promise<BenchRow[]> {
  const byLayout = new Map<string, SketchRequest[]>();
  // The samples cover every option family; the catalogue is what users actually ask for.
  const all = [...sampleRequests, ...catalogueRequests()];
  for (const r of all) {
    const name = r.output === "cover" ? "cover" : (r.sketch.layout ?? "motif");
    byLayout.set(name, [...(byLayout.get(name) ?? []), r]);
  }
  // Warm caches (index, fonts, parsed drawings) so the numbers are steady-state renders.
  for (const r of all) {
    renderSketchSync(r);
    await nextTurn();
  }
  const rows: BenchRow[] = [];
  for (const [name, reqs] of byLayout) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const req = reqs[i % reqs.length] as SketchRequest;
      // A square 1024² page as stored: drawn, rasterised, through the quality gate, encoded.
      const square = req.output === "line-art" ? { ...req.sketch, page: "square" } : req.sketch;
      const t = performance.now();
      renderSketchPage({ ...req, sketch: square, seed: req.seed + i });
      times.push(performance.now() - t);
      await nextTurn();
    }
    rows.push({
      name: `sketch ${name}`,
      median: round(quantile(times, 0.5)),
      p95: round(quantile(times, 0.95)),
      unit: "ms",
    });
  }
  // A free preview (POST /api/previews): the page halved and watermarked, without the gate;
  // every layout, at every detail level in turn (Simple and Detailed redraw the raster).
  const previews: number[] = [];
  const previewRows: BenchRow[] = [];
  for (const [name, reqs] of byLayout) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const req = reqs[i % reqs.length] as SketchRequest;
      const detail = ["simple", "medium", "detailed"][i % 3] as string;
      const sketch = req.output === "line-art" ? { ...req.sketch, detail } : req.sketch;
      const t = performance.now();
      renderSketchPreview({ ...req, sketch, seed: req.seed + i });
      times.push(performance.now() - t);
      await nextTurn();
    }
    previews.push(...times);
    previewRows.push({
      name: `sketch preview ${name}`,
      median: round(quantile(times, 0.5)),
      p95: round(quantile(times, 0.95)),
      unit: "ms",
    });
  }
  rows.push(
    {
      name: "sketch preview",
      median: round(quantile(previews, 0.5)),
      p95: round(quantile(previews, 0.95)),
      unit: "ms",
    },
    ...previewRows,
  );
  const renderer = createSketchRenderer({ threads: 2 });
  try {
    await Promise.all(sampleRequests.slice(0, 4).map((r) => renderer.render(r)));
    const rates: number[] = [];
    for (let round3 = 0; round3 < 3; round3++) {
      const n = 40;
      const t = performance.now();
      await Promise.all(
        Array.from({ length: n }, (_, i) =>
          renderer.render({ ...(sampleRequests[i % sampleRequests.length] as SketchRequest), seed: i }),
        ),
      );
      rates.push((n * 1000) / (performance.now() - t));
    }
    rows.push({
      name: "sketch pool (2 threads)",
      median: round(quantile(rates, 0.5)),
      p95: round(Math.min(...rates)),
      unit: "pages/s",
    });
  } finally {
    await renderer.close();
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const rows = await benchSketch();
  console.table(rows);
}
