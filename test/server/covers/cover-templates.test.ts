import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import type { PNG } from "pngjs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { coverLayout, interiorPageCount } from "../../../engine/books/kdp.js";
import { contrast } from "../../../engine/covers/palettes.js";
import { coverTemplateIds } from "../../../engine/covers/templates.js";
import { bookChecks, coverFileChecks } from "../../../server/books/preflight.js";
import { coverSpineText, renderCover } from "../../../server/books/render.js";
import type { BookSpec, PageSource } from "../../../server/books/spec.js";
import { designPages } from "../../../server/covers/art.js";
import { badgeText, readableOn } from "../../../server/covers/typography.js";
import { builtinBackCover } from "../../../server/text/builtin/back-cover.js";
import { storeListingPhrases } from "../../../server/text/store-phrases.js";
import { pdfFonts, pdfInfo, pdfTextIn, renderPdfRgb } from "../../helpers/pdf.js";

const scene = readFileSync(new URL("../../fixtures/pages/scene-square.png", import.meta.url));
const lettering = readFileSync(new URL("../../fixtures/pages/lettering-detailed-portrait.png", import.meta.url));
/** A book of `n` coloring pages, as server/books/contents.ts reads it. */
const coloring = (n: number) => ({ kinds: [{ kind: "coloring" as const, count: n }], answers: false });
const page = (png: Buffer): PageSource => ({ kind: "line-art", png: new Uint8Array(png), svg: null, minStrokePt: 1 });

function spec(
  template: BookSpec["design"] extends infer D ? (D extends { template: infer T } ? T : never) : never,
  pages = 40,
): BookSpec {
  return {
    title: "Dinosaurs for Kids Ages 4-8",
    subtitle: "A Jurassic Coloring Adventure",
    author: "Ada Lovelace",
    trim: "8.5x11",
    paper: "white",
    bleed: true,
    blankBacks: true,
    pageNumbers: false,
    frontMatter: { titlePage: false, copyrightPage: false, belongsTo: false },
    backText: builtinBackCover(
      { title: "Dinosaurs for Kids Ages 4-8", contents: coloring(pages), singleSided: true },
      1,
    ),
    copyrightText: "",
    pages: Array.from({ length: pages }, (_, i) => page(i % 2 ? scene : lettering)),
    cover: null,
    design: {
      template,
      pages: [],
      palette: "bright",
      seed: 4,
      fonts: { title: "fredoka", body: "nunito" },
      badge: "Ages 4-8 · 40 pages",
    },
    coverPages: [],
  };
}

/** Share of pixels in an inch box that are clearly coloured (not grey, not white). */
function colorShare(img: PNG, dpi: number, box: { x: number; y: number; width: number; height: number }) {
  let n = 0;
  let total = 0;
  for (let y = Math.ceil(box.y * dpi); y < Math.floor((box.y + box.height) * dpi); y++)
    for (let x = Math.ceil(box.x * dpi); x < Math.floor((box.x + box.width) * dpi); x++) {
      const i = (y * img.width + x) * 4;
      const [r, g, b] = [img.data[i], img.data[i + 1], img.data[i + 2]] as [number, number, number];
      total++;
      if (Math.max(r, g, b) - Math.min(r, g, b) > 40) n++;
    }
  return n / total;
}

/** Every object dictionary and content stream of the PDF, inflated, as text. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  let out = raw;
  const re = /stream\r?\n/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endstream", start);
    try {
      out += inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      // Images (DCT) and font programs are not content: skipped.
    }
  }
  return out;
}

describe("cover designs", () => {
  for (const template of coverTemplateIds) {
    it(`${template}: a full-wrap PDF of the right size, the front mostly colour, the back with thumbnails, no transparency, an empty barcode area`, async () => {
      const s = spec(template);
      const pdf = await renderCover(s);
      const count = interiorPageCount({ artPages: s.pages.length, blankBacks: true, frontMatter: s.frontMatter });
      const layout = coverLayout("8.5x11", "white", count);
      const info = pdfInfo(pdf);
      expect(info.width).toBeCloseTo(layout.size.width * 72, 1);
      expect(info.height).toBeCloseTo(layout.size.height * 72, 1);
      const dpi = 40;
      const img = renderPdfRgb(pdf, dpi);
      // Mostly colour: more than half the front (the before-and-after design is half line art by design).
      expect(colorShare(img, dpi, layout.front)).toBeGreaterThan(0.5);
      // "What's inside": the thumbnails' row above the barcode area shows line art (black ink on white).
      const row = {
        x: layout.backSafe.x + 0.4,
        y: layout.barcode.y - 3.1,
        width: layout.backSafe.width - 0.8,
        height: 2.6,
      };
      let ink = 0;
      let paper = 0;
      for (let y = Math.ceil(row.y * dpi); y < (row.y + row.height) * dpi; y++)
        for (let x = Math.ceil(row.x * dpi); x < (row.x + row.width) * dpi; x++) {
          const i = (y * img.width + x) * 4;
          const v = ((img.data[i] as number) + (img.data[i + 1] as number) + (img.data[i + 2] as number)) / 3;
          if (v < 90) ink++;
          if (v > 250) paper++;
        }
      expect(ink).toBeGreaterThan(300);
      expect(paper).toBeGreaterThan(2000);
      const text = pdfText(pdf);
      expect(text).not.toMatch(/\/SMask|\/ca\s|\/CA\s|\/S\s*\/Transparency|\/BM\s/);
      const checks = await coverFileChecks(s, pdf);
      expect(checks.find((c) => c.id === "barcode-area")?.status).toBe("pass");
      expect(checks.find((c) => c.id === "cover-size")?.status).toBe("pass");
      expect(checks.find((c) => c.id === "fonts-embedded")?.status).toBe("pass");
      expect(pdfFonts(pdf).every((f) => f.embedded)).toBe(true);
    }, 30_000);
  }

  it("fronts a one-page design with the richest of the first pages, not a bare lettering page", async () => {
    const s = spec("hero"); // page 1 lettering, page 2 a scene
    const design = s.design as NonNullable<BookSpec["design"]>;
    expect(await designPages(design, s.pages, [])).toEqual([s.pages[1]]);
    // Pages the user chose are shown as chosen.
    expect(await designPages(design, s.pages, [s.pages[0] as PageSource])).toEqual([s.pages[0]]);
    expect(await designPages({ ...design, template: "collage" }, s.pages, [])).toEqual(s.pages.slice(0, 4));
  }, 30_000);

  it("sets the spine as spineText() decides, in the design's title font (one rule for every cover)", async () => {
    // 60 art pages with blank backs, 120 in all: a 0.12 in text strip holds a 7 pt line of Fredoka, as spineText() measures it.
    for (const pages of [50, 60, 70]) {
      const s = spec("kids", pages);
      const count = interiorPageCount({ artPages: pages, blankBacks: true, frontMatter: s.frontMatter });
      const want = await coverSpineText(s, count);
      const layout = coverLayout("8.5x11", "white", count);
      const pdf = await renderCover(s);
      const onSpine = pdfTextIn(pdf, layout.spine).replace(/\s+/g, " ").trim();
      expect(onSpine).toBe(want ? want.text.replace(/\s+/g, " ") : "");
      if (pages === 60) expect(want?.size).toBe(7);
    }
  }, 60_000);

  it("sets title and author on the spine from 79 pages, in the palette's deep tone", async () => {
    const s = spec("hero", 120);
    const pdf = await renderCover(s);
    const checks = await coverFileChecks(s, pdf);
    expect(checks.find((c) => c.id === "spine-text")?.status).toBe("pass");
    const text = pdfText(pdf);
    expect(text).toMatch(/\/FontFile2/);
  }, 30_000);
});

describe("back text", () => {
  it("is back-cover copy: what is inside, for whom, how many pages, single-sided, no store-listing phrases", () => {
    for (const title of ["Dinosaurs for Kids", "Mandala Magic for Adults", "Cute Cats", "Ocean Life Coloring Book"])
      for (let seed = 1; seed < 30; seed++) {
        const text = builtinBackCover({ title, contents: coloring(50), singleSided: true }, seed);
        expect(storeListingPhrases(text)).toEqual([]);
        expect(text).toMatch(/50 /);
        expect(text).toMatch(/single-sided/);
        expect(text).not.toMatch(/cart|scroll|click/i);
      }
  });

  it("the preflight warns, naming the store-listing phrases it finds", () => {
    const s = spec("hero");
    s.backText = 'Fun pictures. Scroll up and click "Add to Cart" to bring home your copy today!';
    const check = bookChecks(s).find((c) => c.id === "back-text");
    expect(check?.status).toBe("warn");
    expect(check?.detail).toContain('"Add to Cart"');
    expect(check?.detail).toContain('"Scroll up"');
    s.backText = builtinBackCover({ title: s.title, contents: coloring(40), singleSided: true }, 2);
    expect(bookChecks(s).find((c) => c.id === "back-text")?.status).toBe("pass");
  });
});

describe("cover text and art", () => {
  it("sets what the user typed as real text, the badge without the title's words", async () => {
    const s = spec("kids");
    s.title = "Dinosaurs for Kids Ages 4-8";
    s.design = { ...(s.design as NonNullable<BookSpec["design"]>), badge: "Ages 4-8 · 40 pages" };
    const pdf = await renderCover(s);
    const text = pdfToText(pdf);
    for (const word of ["Dinosaurs", "Jurassic", "Ada Lovelace", "40 pages", "inside"]) expect(text).toContain(word);
    // "Ages 4-8" is in the title: printed once (the title), not again on the badge.
    expect(text.match(/Ages 4-8/g)?.length).toBe(1);
  }, 30_000);

  it("uses a chosen model-made cover as the front art of a design", async () => {
    const s = spec("frame");
    const red = await sharp({ create: { width: 600, height: 800, channels: 3, background: "#d01010" } })
      .png()
      .toBuffer();
    s.cover = { kind: "cover", png: new Uint8Array(red), svg: null, minStrokePt: null };
    const pdf = await renderCover(s);
    const img = renderPdfRgb(pdf, 30);
    const layout = coverLayout("8.5x11", "white", 40);
    let reds = 0;
    for (let y = Math.ceil(layout.front.y * 30); y < (layout.front.y + layout.front.height) * 30; y++)
      for (let x = Math.ceil(layout.front.x * 30); x < (layout.front.x + layout.front.width) * 30; x++) {
        const i = (y * img.width + x) * 4;
        if ((img.data[i] as number) > 180 && (img.data[i + 1] as number) < 60 && (img.data[i + 2] as number) < 60)
          reds++;
      }
    expect(reds / (layout.front.width * layout.front.height * 900)).toBeGreaterThan(0.2);
  }, 30_000);
});

describe("badge and contrast", () => {
  it("drops badge words the title or subtitle already says", () => {
    expect(badgeText("Dinosaurs for Kids Ages 4-8", "", "Ages 4-8")).toBe("");
    expect(badgeText("Dinosaurs for Kids Ages 4-8", "", "Ages 4-8 · 50 pages")).toBe("50 pages");
    expect(badgeText("Cute Cats", "", "Ages 4-8")).toBe("Ages 4-8");
  });

  it("picks the text colour that reads on the ground", () => {
    expect(contrast(readableOn("#1d3a8a", ["#fff8e6"]), "#1d3a8a")).toBeGreaterThan(4.5);
    expect(contrast(readableOn("#fdffb6", ["#fdf3f8"]), "#fdffb6")).toBeGreaterThan(4.5);
  });
});

function pdfToText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), "inkling-text-"));
  try {
    writeFileSync(join(dir, "c.pdf"), pdf);
    return execFileSync("pdftotext", [join(dir, "c.pdf"), "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("a long title", () => {
  it("is printed in full on every design, never under 20 pt", async () => {
    const title =
      "The Enormous Illustrated Dinosaur and Prehistoric Sea Creature Coloring Book for Curious Kids Who Love Fossils, Volcanoes and Roaring Giants of Long Ago";
    for (const template of coverTemplateIds) {
      const s = spec(template);
      s.title = title;
      const text = pdfToText(await renderCover(s));
      expect(text, template).toContain("Roaring");
      expect(text, template).toContain("Long Ago");
    }
  }, 60_000);
});

describe("the frame design's ornaments", () => {
  it("stay inside the front's safe area: the band along the fold and the trim is the ground alone", async () => {
    const s = spec("frame");
    const pdf = await renderCover(s);
    const count = interiorPageCount({ artPages: s.pages.length, blankBacks: true, frontMatter: s.frontMatter });
    const layout = coverLayout("8.5x11", "white", count);
    const dpi = 100;
    const img = renderPdfRgb(pdf, dpi);
    const { front, frontSafe } = layout;
    const colors = new Set<string>();
    // Pixels wholly between the trim (or the fold) and the safe area, a pixel's margin either side.
    const px = (v: number) => Math.round(v * dpi);
    const bands = [
      { x0: px(front.x) + 1, x1: px(frontSafe.x) - 1, y0: px(front.y) + 1, y1: px(front.y + front.height) - 1 },
      { x0: px(front.x) + 1, x1: px(front.x + front.width) - 1, y0: px(front.y) + 1, y1: px(frontSafe.y) - 1 },
      {
        x0: px(front.x) + 1,
        x1: px(front.x + front.width) - 1,
        y0: px(frontSafe.y + frontSafe.height) + 1,
        y1: px(front.y + front.height) - 1,
      },
    ];
    for (const b of bands)
      for (let y = b.y0; y < b.y1; y++)
        for (let x = b.x0; x < b.x1; x++) {
          const i = (y * img.width + x) * 4;
          colors.add([img.data[i], img.data[i + 1], img.data[i + 2]].map((v) => Math.round((v as number) / 8)).join());
        }
    expect([...colors]).toHaveLength(1);
  }, 30_000);
});
