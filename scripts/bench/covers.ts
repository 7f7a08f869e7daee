/**
 * Covers (server/coloring/, server/covers/): colouring one built-in page, and a designed cover's
 * export. Targets from the covers issue: colouring a page < 200 ms, a cover export < 2 s.
 */
import type { PageSource } from "../../server/books/spec.js";
import { colorLineArt } from "../../server/coloring/index.js";
import { renderSketchPage } from "../../server/sketch/index.js";
import { catalogueRequests } from "./sketch.js";
import type { BenchRow } from "./types.js";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const round = (n: number) => Math.round(n);

/** Built-in line-art pages of the catalogue as a book holds them (vector original, no raster kept). */
export function builtinPages(n: number): PageSource[] {
  const requests = catalogueRequests().filter((r) => r.output === "line-art");
  return Array.from({ length: n }, (_, i) => {
    const page = renderSketchPage(requests[(i * 7) % requests.length] as (typeof requests)[number]);
    return {
      kind: "line-art",
      png: new Uint8Array(page.png),
      svg: page.svg,
      minStrokePt: page.quality?.minStrokePt ?? null,
    };
  });
}

export async function benchCovers(runs = 10): Promise<BenchRow[]> {
  const pages = builtinPages(8);
  const color: number[] = [];
  for (let i = 0; i < runs; i++) {
    const p = pages[i % pages.length] as PageSource;
    const t = performance.now();
    await colorLineArt({ png: p.png }, "bright", i);
    color.push(performance.now() - t);
  }
  const { renderCover } = await import("../../server/books/render.js");
  const { coverTemplateIds } = await import("../../engine/covers/templates.js");
  const exportTimes: number[] = [];
  const book = builtinPages(40);
  // Every export a new seed: each colours its pages afresh (none is served from the kept pages).
  for (const [d, template] of coverTemplateIds.entries())
    for (let i = 0; i < 2; i++) {
      const t = performance.now();
      await renderCover({
        title: "Dinosaurs for Kids",
        subtitle: "A Jurassic Coloring Adventure",
        author: "Ada Lovelace",
        trim: "8.5x11",
        paper: "white",
        bleed: true,
        blankBacks: true,
        pageNumbers: false,
        frontMatter: { titlePage: false, copyrightPage: false, belongsTo: false },
        backText: "Forty dinosaur pictures to color.",
        copyrightText: "",
        pages: book,
        cover: null,
        design: {
          template,
          pages: [],
          palette: "bright",
          seed: d * 100 + i,
          fonts: { title: "fredoka", body: "nunito" },
          badge: "",
        },
        coverPages: [],
      });
      exportTimes.push(performance.now() - t);
    }
  const c = round(median(color));
  const e = round(median(exportTimes));
  return [
    {
      suite: "covers",
      name: "colour a built-in page (1024 px, stored PNG), median",
      value: c,
      unit: "ms",
      target: "< 200",
      pass: c < 200,
    },
    {
      suite: "covers",
      name: "designed cover export (5 designs, 40 pages), median",
      value: e,
      unit: "ms",
      target: "< 2000",
      pass: e < 2000,
      note: `slowest ${round(Math.max(...exportTimes))} ms`,
    },
  ];
}
