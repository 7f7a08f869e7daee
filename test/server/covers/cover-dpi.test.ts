import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { coverLayout, type Trim } from "../../../engine/books/kdp.js";
import type { coverTemplateIds } from "../../../engine/covers/templates.js";
import { coverFileChecks } from "../../../server/books/preflight.js";
import { type BookSpec, bookPageCount, type PageSource } from "../../../server/books/spec.js";
import { frontArtPx, rasterCoverFits } from "../../../server/covers/art.js";
import { renderDesignedCover } from "../../../server/covers/render.js";
import { pdfImages } from "../../helpers/pdf.js";

// Issue 47 item 8: 1024 px cover art landed at 254-262 DPI on 8x10 and 7.44x9.69 fronts and the
// export was refused. Cover art is drawn again from its vector original at the pixels the trim's
// front needs; a raster that cannot reach 300 DPI there is not offered.
const scene = readFileSync(new URL("../../fixtures/pages/scene-square.png", import.meta.url));
const page: PageSource = { kind: "line-art", png: new Uint8Array(scene), svg: null, minStrokePt: 1 };
const coverSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 1024" width="1024" height="1024">
  <rect width="1024" height="1024" fill="#7fc8f8"/><circle cx="512" cy="560" r="300" fill="#ffca3a" stroke="#222" stroke-width="12"/>
  <path d="M200 900 Q512 700 824 900" fill="none" stroke="#d6246e" stroke-width="30"/></svg>`;

function book(template: (typeof coverTemplateIds)[number], trim: Trim, cover: PageSource | null): BookSpec {
  return {
    title: "Sunny Days",
    subtitle: "A Coloring Book",
    author: "Ana Lee",
    trim,
    paper: "white",
    bleed: true,
    blankBacks: false,
    pageNumbers: false,
    frontMatter: { titlePage: false, copyrightPage: false, belongsTo: false },
    backText: "Forty sunny pictures to color.",
    copyrightText: "",
    pages: Array.from({ length: 40 }, () => page),
    cover,
    design: { template, pages: [], palette: "bright", seed: 1, fonts: { title: "fredoka", body: "nunito" }, badge: "" },
    coverPages: [],
  };
}

describe("cover art resolution", () => {
  it("a 1024 px cover with a vector original prints at 300 DPI or more on the 8x10 and 7.44x9.69 fronts of every one-page design", async () => {
    const png = await sharp(Buffer.from(coverSvg)).png().toBuffer();
    const cover: PageSource = { kind: "cover", png: new Uint8Array(png), svg: coverSvg, minStrokePt: null };
    const low: string[] = [];
    for (const trim of ["8x10", "7.44x9.69"] as Trim[])
      for (const template of ["hero", "before-after", "frame", "kids"] as const) {
        const spec = book(template, trim, cover);
        const pdf = await renderDesignedCover(spec);
        const images = pdfImages(pdf);
        expect(images.length).toBeGreaterThan(0);
        const lowest = Math.min(...images.map((i) => Math.min(i.xppi, i.yppi)));
        if (lowest < 300) low.push(`${template} ${trim}: ${lowest} DPI`);
        const check = (await coverFileChecks(spec, pdf)).find((c) => c.id === "image-dpi");
        if (check?.status !== "pass") low.push(`${template} ${trim}: ${check?.detail}`);
      }
    expect(low).toEqual([]);
  }, 300_000);

  it("asks for the pixels the trim's front needs, and a raster short of them is not fit for the design", () => {
    const layout = coverLayout("8x10", "white", bookPageCount(book("hero", "8x10", null)));
    // The hero fills the 8.125 x 10.25 in front with bleed: a square picture is drawn 10.25 in wide.
    expect(frontArtPx("hero", layout, 1)).toBeGreaterThanOrEqual(Math.ceil(10.25 * 300));
    expect(frontArtPx("frame", layout, 1)).toBeGreaterThanOrEqual(Math.ceil(8.125 * 300));
    expect(rasterCoverFits("hero", layout, 1024, 1024)).toBe(false);
    expect(rasterCoverFits("frame", layout, 1024, 1024)).toBe(false);
    expect(rasterCoverFits("hero", layout, 3100, 3100)).toBe(true);
    expect(rasterCoverFits("frame", layout, 2450, 2450)).toBe(true);
  });
});
