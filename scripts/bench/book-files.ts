/**
 * Book files in one process (server/books/): the interior of a 24-, 120- and 828-page book laid
 * out, and the preflight's file reads on it, each timed alone: the margin check (four bands of
 * every page at 300 DPI), the transparency scan and the DeviceGray scan.
 */
import { pagePlan } from "../../engine/books/kdp.js";
import { marginCheck } from "../../server/books/margin-check.js";
import { deviceGrayCheck, transparencyCheck } from "../../server/books/pdf-scan.js";
import { withPdf } from "../../server/books/poppler.js";
import { renderInterior } from "../../server/books/render.js";
import { type BookSpec, type PageSource, planOptions } from "../../server/books/spec.js";
import { needsFlattening } from "../../server/print/flatten.js";
import { builtinPages } from "./covers.js";
import type { BenchRow } from "./types.js";

const secs = (ms: number) => Math.round(ms / 100) / 10;

function book(pages: PageSource[], count: number): BookSpec {
  return {
    title: "Dinosaurs for Kids",
    subtitle: "",
    author: "Ada Lovelace",
    trim: "8.5x11",
    paper: "white",
    bleed: true,
    blankBacks: false,
    pageNumbers: true,
    frontMatter: { titlePage: true, copyrightPage: true, belongsTo: true },
    backText: "",
    copyrightText: "Copyright © 2026 Ada Lovelace",
    pages: Array.from({ length: count - 3 }, (_, i) => pages[i % pages.length] as PageSource),
    cover: null,
    design: null,
    coverPages: [],
  };
}

export async function benchBookFiles(counts = [24, 120, 828]): Promise<BenchRow[]> {
  // Vector pages of the catalogue (those that need no flattening: laid out as paths).
  const pages = builtinPages(24)
    .filter((p) => !p.svg || !needsFlattening(p.svg))
    .slice(0, 10);
  const rows: BenchRow[] = [];
  for (const count of counts) {
    const spec = book(pages, count);
    let t = performance.now();
    const pdf = await renderInterior(spec);
    const layout = performance.now() - t;
    t = performance.now();
    const margins = await withPdf(pdf, (path, dir) => marginCheck(spec, pagePlan(planOptions(spec)), path, dir));
    const margin = performance.now() - t;
    t = performance.now();
    const flat = transparencyCheck(pdf);
    const scan = performance.now() - t;
    t = performance.now();
    const grey = deviceGrayCheck(pdf);
    const greyScan = performance.now() - t;
    const mb = Math.round((pdf.length / 1e6) * 10) / 10;
    rows.push(
      {
        suite: "book-files",
        name: `interior export, ${count} pages (${count - 3} vector art pages)`,
        value: secs(layout),
        unit: "s",
        target: "",
        note: `${count} pages: ${mb} MB`,
      },
      {
        suite: "book-files",
        name: `margin check at 300 DPI, ${count} pages (${margins.status})`,
        value: secs(margin),
        unit: "s",
        target: "",
      },
      {
        suite: "book-files",
        name: `transparency scan, ${count} pages (${flat.status})`,
        value: Math.round(scan),
        unit: "ms",
        target: "",
      },
      {
        suite: "book-files",
        name: `DeviceGray scan, ${count} pages (${grey.status})`,
        value: Math.round(greyScan),
        unit: "ms",
        target: "",
      },
    );
  }
  return rows;
}
