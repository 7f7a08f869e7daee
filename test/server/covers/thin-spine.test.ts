import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { coverLayout, spineWidthIn } from "../../../engine/books/kdp.js";
import { coverTemplateIds } from "../../../engine/covers/templates.js";
import { coverFileChecks } from "../../../server/books/preflight.js";
import type { BookSpec, PageSource } from "../../../server/books/spec.js";
import { bookPageCount } from "../../../server/books/spec.js";
import { renderDesignedCover } from "../../../server/covers/render.js";
import { THIN_SPINE_IN } from "../../../server/covers/spine.js";

// Issue 47 item 11: KDP's fold lands up to 0.0625 in either side of where it is drawn, so a
// spine under 0.25 in carries the neighbouring panel's colour across instead of a band of its own.
const scene = readFileSync(new URL("../../fixtures/pages/scene-square.png", import.meta.url));
const page: PageSource = { kind: "line-art", png: new Uint8Array(scene), svg: null, minStrokePt: 1 };

function book(template: (typeof coverTemplateIds)[number], artPages: number): BookSpec {
  return {
    title: "Ocean Friends",
    subtitle: "",
    author: "Ana Lee",
    trim: "8.5x11",
    paper: "white",
    bleed: true,
    blankBacks: false,
    pageNumbers: false,
    frontMatter: { titlePage: false, copyrightPage: false, belongsTo: false },
    backText: "A short back text.",
    copyrightText: "",
    pages: Array.from({ length: artPages }, () => page),
    cover: null,
    design: { template, pages: [], palette: "ocean", seed: 3, fonts: { title: "fredoka", body: "nunito" }, badge: "" },
    coverPages: [],
  };
}

const DPI = 100;
const renderPdfRgb = (pdf: Buffer, dpi: number) =>
  PNG.sync.read(
    execFileSync("pdftoppm", ["-png", "-r", String(dpi), "-singlefile", "-"], { input: pdf, maxBuffer: 64 << 20 }),
  );
const rgb = (img: PNG, xIn: number, y: number) => {
  const i = (y * img.width + Math.round(xIn * DPI)) * 4;
  return [img.data[i], img.data[i + 1], img.data[i + 2]] as number[];
};
const alike = (a: number[], b: number[]) => a.every((v, c) => Math.abs(v - (b[c] as number)) <= 12);

describe("a thin spine has no band of its own", () => {
  // 24, 40 and 80 pages: spines of 0.054, 0.09 and 0.18 in on white paper.
  for (const pages of [24, 40, 80])
    it(`${pages} pages: across the spine every row shows the back's or the front's colour, in every design`, async () => {
      for (const template of coverTemplateIds) {
        const spec = book(template, pages);
        const count = bookPageCount(spec);
        expect(count).toBe(pages);
        const layout = coverLayout(spec.trim, spec.paper, count);
        expect(layout.spineWidth).toBe(spineWidthIn(pages, "white"));
        expect(layout.spineWidth).toBeLessThan(THIN_SPINE_IN);
        const pdf = await renderDesignedCover(spec);
        const img = renderPdfRgb(pdf, DPI);
        // Sampled 0.03 in outside each fold (on the panels) and across the spine (inside it).
        const back = layout.backFold - 0.03;
        const front = layout.frontFold + 0.03;
        const inside = [layout.backFold + layout.spineWidth / 2];
        let banded = 0;
        const rows = Math.floor(layout.size.height * DPI) - 2;
        for (let y = 2; y < rows; y += 4) {
          const b = rgb(img, back, y);
          const f = rgb(img, front, y);
          // Where the two panels differ, a spine band of a third colour would show as a stripe.
          if (alike(b, f)) continue;
          if (inside.some((x) => !alike(rgb(img, x, y), b) && !alike(rgb(img, x, y), f))) banded++;
        }
        expect(banded, `${template}: rows with a spine colour of its own`).toBe(0);
        // And the cover still passes the app's own cover checks of its size, spine and barcode area.
        const checks = await coverFileChecks(spec, pdf);
        for (const id of ["cover-size", "spine-text", "barcode-area"])
          expect(
            checks.find((c) => c.id === id),
            `${template} ${id}`,
          ).toMatchObject({ status: "pass" });
      }
    }, 240_000);

  it("a spine of 0.25 in or more keeps its deep band", async () => {
    const spec = book("frame", 120);
    const layout = coverLayout(spec.trim, spec.paper, bookPageCount(spec));
    expect(layout.spineWidth).toBeGreaterThanOrEqual(THIN_SPINE_IN);
    const img = renderPdfRgb(await renderDesignedCover(spec), DPI);
    const y = Math.round(5.5 * DPI);
    const mid = rgb(img, layout.backFold + 0.05, y);
    expect(alike(mid, rgb(img, layout.backFold - 0.03, y))).toBe(false);
    expect(alike(mid, rgb(img, layout.frontFold + 0.03, y))).toBe(false);
  }, 60_000);
});
