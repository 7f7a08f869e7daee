/**
 * The quality gate and fillability (docs/performance.md, "Quality gate"):
 * - gate time at 2550×3300 (US Letter at 300 DPI): a built-in page (measured only) and a model's
 *   grey, anti-aliased page (repaired, then measured);
 * - fillability: every line-art tool × 3 subjects × detail × line weight through the built-in
 *   engine and the gate, the share that passes, and how many meet the detail targets;
 * - the engine's time for a 2550×3300 page, per layout, render and gate together.
 */
import { pathToFileURL } from "node:url";
import { sampleValues, validateValues } from "../../engine/compile.js";
import type { Field } from "../../engine/fields/index.js";
import { renderTool } from "../../engine/render.js";
import { loadCatalog } from "../../server/catalog/load.js";
import { gateLineArt, measureLineArt } from "../../server/images/quality.js";
import { composeSketch, renderSketchPage, type SketchRequest, textPixels } from "../../server/sketch/index.js";
import { providerPage } from "../../test/helpers/gate-pages.js";
import type { BenchRow } from "./types.js";

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
};
const round = (n: number) => Math.round(n * 10) / 10;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Luminance of a PNG the engine made (8-bit grey or RGB). */
async function lumOf(png: Buffer) {
  const { PNG } = await import("pngjs");
  const img = PNG.sync.read(png);
  const lum = new Uint8Array(img.width * img.height);
  for (let i = 0; i < lum.length; i++) lum[i] = img.data[i * 4] as number;
  return { lum, width: img.width, height: img.height };
}

/** The detail targets (docs/decisions/012-quality-gate.md), as the gate measures the stored page. */
export function meetsDetail(detail: string, q: { regions: number; smallestRegionCm2: number }): boolean {
  if (detail === "simple") return q.regions <= 40 && q.smallestRegionCm2 >= 1;
  if (detail === "detailed") return q.regions >= 150;
  return true;
}

/** Requests for every line-art tool: `subjects` subjects (from its suggestions), every detail and weight. */
export function fillabilityRequests(subjects = 3): { req: SketchRequest; detail: string }[] {
  const out: { req: SketchRequest; detail: string }[] = [];
  const tools = loadCatalog().tools.filter((t) => t.output === "line-art" && t.sketch);
  tools.forEach((tool, ti) => {
    for (let s = 0; s < subjects; s++) {
      const values = sampleValues(tool);
      for (const f of tool.fields as Field[]) {
        const suggestions = (f as { suggestions?: string[] }).suggestions;
        if (suggestions?.length) values[f.name] = suggestions[s % suggestions.length];
      }
      for (const detail of ["simple", "medium", "detailed"])
        for (const lineWeight of ["thin", "medium", "bold"]) {
          const page = (ti + s) % 2 ? "portrait" : "square";
          const checked = validateValues(tool, { ...values, detail, lineWeight, page });
          if (!checked.ok) continue;
          const sketch = renderTool(tool, checked.values).sketch ?? { layout: "motif" };
          out.push({
            req: { toolId: tool.id, hub: tool.hub, output: "line-art", sketch, seed: 1000 + out.length },
            detail,
          });
        }
    }
  });
  return out;
}

export async function benchQuality(opts: { subjects?: number; gateRuns?: number } = {}): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const W = 2550;
  const H = 3300;

  // Gate time at print size.
  const builtIn = await lumOf(
    renderSketchPage({
      toolId: "cozy/room-corner",
      hub: "cozy",
      output: "line-art",
      sketch: { layout: "scene", subject: "cat", setting: "kitchen", page: "portrait" },
      seed: 7,
      size: W,
    }).png,
  );
  const model = providerPage(W, H, 300); // a model-like page: grey anti-aliased outlines, grey shading
  for (const [name, lum] of [
    ["built-in page, measured", builtIn.lum],
    ["model page, repaired and measured", model],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < (opts.gateRuns ?? 9); i++) {
      const t = performance.now();
      gateLineArt(lum, W, H);
      times.push(performance.now() - t);
      await nextTurn();
    }
    const median = round(quantile(times, 0.5));
    rows.push({
      suite: "quality",
      name: `gate at 2550×3300: ${name}, median (p95 ${round(quantile(times, 0.95))} ms)`,
      value: median,
      unit: "ms",
      target: "median < 150",
      pass: median < 150,
    });
  }

  // Fillability of the built-in engine.
  const all = fillabilityRequests(opts.subjects ?? 3);
  let passed = 0;
  const failures: string[] = [];
  const gateTimes: number[] = [];
  // Detail targets, per level and per layout: [met, pages], and what the misses measured.
  const detailMet = new Map<string, [number, number]>();
  const misses: string[] = [];
  for (const { req, detail } of all) {
    const page = renderSketchPage(req);
    const q = page.quality;
    if (q?.passed) passed++;
    else failures.push(`${req.toolId} ${req.sketch.detail}/${req.sketch.lineWeight}/${req.sketch.page}`);
    const { lum, width, height } = await lumOf(page.png);
    // Simple counts the areas to colour: text's own small areas are read (decision 037).
    const text = detail === "simple" ? textPixels(composeSketch(req).text, width) : [];
    const t = performance.now();
    const m = measureLineArt(lum, width, height, text);
    gateTimes.push(performance.now() - t);
    if (detail !== "medium") {
      const ok = meetsDetail(detail, m);
      for (const key of [detail, `${detail} ${req.sketch.layout ?? "motif"}`]) {
        const met = detailMet.get(key) ?? [0, 0];
        met[1]++;
        if (ok) met[0]++;
        detailMet.set(key, met);
      }
      if (!ok)
        misses.push(
          `${req.toolId} ${detail}/${req.sketch.page} (${m.regions} areas, smallest ${m.smallestRegionCm2} cm²)`,
        );
    }
    await nextTurn();
  }
  const share = (100 * passed) / Math.max(1, all.length);
  rows.push({
    suite: "quality",
    name: `built-in pages passing the gate (${all.length} pages: every line-art tool × ${opts.subjects ?? 3} subjects × detail × line weight)`,
    value: round(share),
    unit: "%",
    target: "100",
    pass: passed === all.length,
    note: failures.length ? `failed: ${failures.slice(0, 10).join(", ")}` : undefined,
  });
  rows.push({
    suite: "quality",
    name: "gate time per 1024-wide page in that run, median",
    value: round(quantile(gateTimes, 0.5)),
    unit: "ms",
    target: "info",
  });
  const missed = (detail?: string) => misses.filter((m) => m.includes(` ${detail}/`));
  for (const [key, [met, total]] of [...detailMet].sort(([a], [b]) => a.localeCompare(b))) {
    const [detail, layout] = key.split(" ");
    const what = detail === "simple" ? "simple pages with ≤ 40 areas, each ≥ 1 cm²" : "detailed pages with ≥ 150 areas";
    rows.push({
      suite: "quality",
      name: `${what}${layout ? `: ${layout}` : ", all layouts"} (${total} pages)`,
      value: round((100 * met) / Math.max(1, total)),
      unit: "%",
      target: "100",
      pass: met === total,
      note: !layout && missed(detail).length ? `missed: ${missed(detail).slice(0, 8).join(", ")}` : undefined,
    });
  }

  // The engine at print size, render and gate, per layout and detail level (simple's merging
  // and detailed's patterns are the dear parts).
  const byLayout = new Map<string, SketchRequest>();
  for (const { req } of all) byLayout.set(`${req.sketch.layout ?? "motif"} ${req.sketch.detail ?? "medium"}`, req);
  for (const [layout, req] of byLayout) {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      renderSketchPage({ ...req, sketch: { ...req.sketch, page: "portrait" }, size: W, seed: req.seed + i });
      times.push(performance.now() - t);
      await nextTurn();
    }
    const median = round(quantile(times, 0.5));
    rows.push({
      suite: "quality",
      name: `sketch ${layout} at 2550×3300 with the gate, median`,
      value: median,
      unit: "ms",
      target: "median < 400",
      pass: median < 400,
    });
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const rows = await benchQuality({ subjects: Number(process.argv[2] ?? 3) });
  for (const r of rows) console.log(`${r.name}: ${r.value} ${r.unit} (${r.target})${r.note ? ` — ${r.note}` : ""}`);
}
