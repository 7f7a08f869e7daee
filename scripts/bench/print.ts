/**
 * Print outputs (server/print/): the one-page vector PDF, the 300 DPI PNG, a model page's trace,
 * and the memory each concurrent print request holds. Targets from the print issue: vector PDF
 * median < 100 ms and < 300 KB, 300 DPI PNG median < 400 ms.
 */
import { pathToFileURL } from "node:url";
import { printPdf } from "../../server/print/pdf.js";
import { printPng } from "../../server/print/raster.js";
import type { PrintSource } from "../../server/print/source.js";
import { traceLineArt } from "../../server/print/trace.js";
import { renderSketchPage } from "../../server/sketch/index.js";
import { catalogueRequests } from "./sketch.js";
import type { BenchRow } from "./types.js";

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
};
const round = (n: number) => Math.round(n * 10) / 10;

async function timed<T>(runs: number, fn: (i: number) => Promise<T>) {
  const times: number[] = [];
  const results: T[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    results.push(await fn(i));
    times.push(performance.now() - t);
  }
  return { median: round(quantile(times, 0.5)), p95: round(quantile(times, 0.95)), results };
}

/** Peak resident memory above the idle level while `n` requests run at once, per request (MB). */
async function memoryPerRequest(n: number, fn: (i: number) => Promise<unknown>): Promise<number> {
  (globalThis as { gc?: () => void }).gc?.();
  await new Promise((r) => setTimeout(r, 200));
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 2);
  await Promise.all(Array.from({ length: n }, (_, i) => fn(i)));
  peak = Math.max(peak, process.memoryUsage().rss);
  clearInterval(timer);
  return round((peak - base) / n / 2 ** 20);
}

export async function benchPrint(runs = 30): Promise<BenchRow[]> {
  const requests = catalogueRequests();
  const pages = (kind: "line-art" | "cover"): PrintSource[] =>
    requests
      .filter((r) => r.output === kind)
      .map((r) => {
        const { png, svg } = renderSketchPage(r);
        return { kind, png, svg };
      });
  const lineArt = pages("line-art");
  const covers = pages("cover").slice(0, 8);
  if (!lineArt.length || !covers.length) throw new Error("no catalogue pages to print");
  const pick = <T>(xs: T[], i: number) => xs[i % xs.length] as T;

  // Warm-up: PDFKit's fonts and classes, resvg, libvips.
  await printPdf(pick(lineArt, 0), "letter", "warm-up");
  await printPng(pick(lineArt, 0));

  const pdf = await timed(runs, (i) => printPdf(pick(lineArt, i), i % 2 ? "a4" : "letter", "bench"));
  const pdfKb = Math.max(...pdf.results.map((b) => b.length)) / 1024;
  const coverPdf = await timed(Math.min(runs, 16), (i) => printPdf(pick(covers, i), "letter", "bench"));
  const coverKb = Math.max(...coverPdf.results.map((b) => b.length)) / 1024;
  const png = await timed(runs, (i) => printPng(pick(lineArt, i)));
  const coverPng = await timed(Math.min(runs, 16), (i) => printPng(pick(covers, i)));
  const raster = (s: PrintSource): PrintSource => ({ ...s, svg: null });
  const rasterPdf = await timed(Math.min(runs, 16), (i) => printPdf(raster(pick(covers, i)), "letter", "bench"));
  const trace = await timed(Math.min(runs, 16), (i) => traceLineArt(pick(lineArt, i).png));

  const concurrency = 8;
  const memPdf = await memoryPerRequest(concurrency, (i) => printPdf(pick(lineArt, i), "letter", "bench"));
  const memPng = await memoryPerRequest(concurrency, (i) => printPng(pick(lineArt, i)));

  const row = (name: string, value: number, unit: string, target: string, pass?: boolean): BenchRow => ({
    suite: "print",
    name,
    value: round(value),
    unit,
    target,
    pass,
  });
  return [
    row(`vector PDF (line art), median (p95 ${pdf.p95} ms)`, pdf.median, "ms", "median < 100", pdf.median < 100),
    row("vector PDF (line art), largest file", pdfKb, "KB", "< 300", pdfKb < 300),
    row(`vector PDF (cover), median (p95 ${coverPdf.p95} ms)`, coverPdf.median, "ms", "info"),
    row("vector PDF (cover), largest file", coverKb, "KB", "< 300", coverKb < 300),
    row(`300 DPI PNG (line art), median (p95 ${png.p95} ms)`, png.median, "ms", "median < 400", png.median < 400),
    row(
      `300 DPI PNG (cover), median (p95 ${coverPng.p95} ms)`,
      coverPng.median,
      "ms",
      "median < 400",
      coverPng.median < 400,
    ),
    row(`raster PDF (cover, no vector), median (p95 ${rasterPdf.p95} ms)`, rasterPdf.median, "ms", "info"),
    row(`trace of a 1024 px line-art page, median (p95 ${trace.p95} ms)`, trace.median, "ms", "info"),
    row(`memory per concurrent vector PDF request (${concurrency} at once)`, memPdf, "MB", "info"),
    row(`memory per concurrent 300 DPI PNG request (${concurrency} at once)`, memPng, "MB", "info"),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.table(await benchPrint());
}
