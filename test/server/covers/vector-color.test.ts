import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { coverLayout } from "../../../engine/books/kdp.js";
import { hexRgb, paletteById } from "../../../engine/covers/palettes.js";
import { contentStreams, transparencyIn } from "../../../server/books/pdf-scan.js";
import { coverFileChecks } from "../../../server/books/preflight.js";
import { renderCover } from "../../../server/books/render.js";
import { type BookSpec, bookPageCount, type PageSource } from "../../../server/books/spec.js";
import { regionFills } from "../../../server/coloring/color-page.js";
import { lineArtGrey } from "../../../server/coloring/index.js";
import { colorVector, traceIsoColors } from "../../../server/coloring/vector.js";
import { frontArtPx } from "../../../server/covers/art.js";
import { needsFlattening } from "../../../server/print/flatten.js";
import { artSize } from "../../../server/print/source.js";
import { renderSketchPage } from "../../../server/sketch/index.js";
import { pdfImages, renderPdfRgb } from "../../helpers/pdf.js";

/** A built-in scene page as a book holds it: its vector original and its stored raster. */
function cityPage(seed: number, vector = true): PageSource {
  const page = renderSketchPage({
    toolId: "adult/detailed-cityscape",
    hub: "adult",
    output: "line-art",
    seed,
    sketch: { layout: "scene", subject: "city buildings", setting: "Historic Town", decoration: "a clock tower" },
  });
  return { kind: "line-art", png: new Uint8Array(page.png), svg: vector ? page.svg : null, minStrokePt: null };
}

/** The pixels across the hero design colours a page at on this test's 8.5x11 front (server/covers/art.ts). */
function heroPx(p: PageSource): number {
  const size = artSize({ kind: p.kind, png: Buffer.from(p.png), svg: p.svg });
  const layout = coverLayout("8.5x11", "white", bookPageCount(spec("hero", [p])));
  return frontArtPx("hero", layout, size.width / size.height);
}

function spec(template: "hero" | "collage", pages: PageSource[]): BookSpec {
  return {
    title: "City Streets",
    subtitle: "",
    author: "Ada Lovelace",
    trim: "8.5x11",
    paper: "white",
    bleed: true,
    blankBacks: true,
    pageNumbers: false,
    frontMatter: { titlePage: false, copyrightPage: false, belongsTo: false },
    backText: "Forty city streets to colour.",
    copyrightText: "",
    pages,
    cover: null,
    design: {
      template,
      pages: [],
      palette: "bright",
      coloring: "palette",
      seed: 3,
      fonts: { title: "fredoka", body: "nunito" },
      badge: "",
    },
    coverPages: [],
  };
}

/**
 * The fill colours of the content streams, each with how many path segments (`m`, `l`) it fills:
 * PDFKit writes the path, then `/DeviceRGB cs r g b scn` (and `SCN` for a stroke), then `f` or `B`.
 */
function vectorFills(pdf: Buffer): Map<string, number> {
  const found = new Map<string, number>();
  for (const s of contentStreams(pdf)) {
    let segments = 0;
    let color = "";
    for (const line of s.split("\n")) {
      if (/^[-\d.]+ [-\d.]+ [ml]$/.test(line)) segments++;
      else if (/ (?:scn|rg)$/.test(line) && !/^\/DeviceRGB/.test(line))
        color = `#${line
          .split(" ")
          .slice(0, 3)
          .map((v) =>
            Math.round(Number(v) * 255)
              .toString(16)
              .padStart(2, "0"),
          )
          .join("")}`;
      else if (line === "f" || line === "f*" || line === "B" || line === "B*") {
        found.set(color, (found.get(color) ?? 0) + segments);
        segments = 0;
      } else if (/^(?:S|n|W n|W\* n|Q|q|re)$/.test(line) || / re$/.test(line)) segments = 0;
    }
  }
  return found;
}

describe("vector colouring", () => {
  it("traces each colour's paper as iso-contours at the paper threshold, holes included", () => {
    // Paper 255 and ink 65: the threshold lies half way, on the pixels' edges.
    const w = 40;
    const h = 30;
    const grey = new Uint8Array(w * h).fill(255);
    for (let y = 5; y < 25; y++)
      for (let x = 5; x < 35; x++) if (y < 7 || y > 22 || x < 7 || x > 32 || x === 20) grey[y * w + x] = 65;
    const palette = paletteById("bright") as NonNullable<ReturnType<typeof paletteById>>;
    const { map, fills } = regionFills(grey, w, h, palette, 1);
    const v = traceIsoColors(grey, map.labels, fills, w, h);
    expect(v.layers.map((l) => l.color).sort()).toEqual([...new Set(fills.slice(1))].sort());
    for (const layer of v.layers) {
      let pixels = 0;
      for (let i = 0; i < map.labels.length; i++) if (fills[map.labels[i] as number] === layer.color) pixels++;
      let area = 0;
      for (const loop of layer.loops)
        for (let i = 0; i < loop.length; i += 2) {
          const j = (i + 2) % loop.length;
          area += (loop[i] as number) * (loop[j + 1] as number) - (loop[j] as number) * (loop[i + 1] as number);
        }
      // Corners are cut by an eighth of a pixel, and the page's own edge is "ink": within 3 %.
      expect(Math.abs(Math.abs(area / 2) - pixels) / pixels).toBeLessThan(0.03);
    }
  });

  it("gives a built-in page the colours the raster colouring gives it", async () => {
    const p = cityPage(11);
    const g = await lineArtGrey(p, 800);
    const palette = paletteById("bright") as NonNullable<ReturnType<typeof paletteById>>;
    const { fills } = regionFills(g.grey, g.width, g.height, palette, 5);
    const v = colorVector(g.grey, g.width, g.height, palette, 5);
    expect(new Set(v.layers.map((l) => l.color))).toEqual(new Set(fills.slice(1)));
  }, 30_000);
});

describe("a cover of built-in pages", () => {
  const palette = paletteById("bright") as NonNullable<ReturnType<typeof paletteById>>;

  it("draws the front's coloured page as vector fills of the palette over its own outlines, with no image of it", async () => {
    const pages = Array.from({ length: 12 }, (_, i) => cityPage(20 + i));
    expect(pages.every((p) => p.svg && !needsFlattening(p.svg))).toBe(true);
    for (const template of ["hero", "collage"] as const) {
      const pdf = await renderCover(spec(template, pages));
      const fills = vectorFills(pdf);
      const used = palette.colors.filter((c) => (fills.get(c) ?? 0) > 20);
      expect(used.length, template).toBeGreaterThanOrEqual(4);
      // Only the back's 720 px line-art thumbnails are images: no coloured raster of the front's pages.
      const images = pdfImages(pdf);
      expect(images.length, template).toBe(4);
      expect(images.every((im) => im.width === 720)).toBe(true);
      for (const c of palette.colors) expect(hexRgb(c)).toHaveLength(3);
      expect(transparencyIn(pdf)).toEqual([]);
      // The cover's file checks (size, fonts, resolution, barcode area, …) pass as they do for a raster front.
      const checks = await coverFileChecks(spec(template, pages), pdf);
      expect(checks.filter((c) => c.status === "fail")).toEqual([]);
    }
  }, 90_000);

  it("looks like the raster colouring of the same page: the same colours, lines as dark and as wide", async () => {
    const vector = cityPage(21);
    // Its raster twin: the same grey pixels the colouring reads (the hero's width on this trim), no vector original.
    const W = heroPx(vector);
    const g = await lineArtGrey(vector, W);
    const png = await sharp(g.grey, { raw: { width: g.width, height: g.height, channels: 1 } })
      .png()
      .toBuffer();
    const raster: PageSource = { ...vector, png: new Uint8Array(png), svg: null };
    const [a, b] = await Promise.all([renderCover(spec("hero", [vector])), renderCover(spec("hero", [raster]))]);
    expect(pdfImages(a).some((im) => im.width === W)).toBe(false);
    expect(pdfImages(b).some((im) => im.width === W)).toBe(true);
    const count = (pdf: Buffer) => {
      const img = renderPdfRgb(pdf, 200);
      const n = new Map<string, number>();
      let dark = 0;
      for (let i = 0; i < img.data.length; i += 4) {
        const rgb = [img.data[i], img.data[i + 1], img.data[i + 2]] as number[];
        if (Math.max(...rgb) < 80) dark++;
        const near = palette.colors.find((c) => hexRgb(c).every((v, k) => Math.abs(v - (rgb[k] as number)) < 12));
        if (near) n.set(near, (n.get(near) ?? 0) + 1);
      }
      return { n, dark };
    };
    const va = count(a);
    const rb = count(b);
    for (const c of palette.colors) {
      const x = va.n.get(c) ?? 0;
      const y = rb.n.get(c) ?? 0;
      expect(Math.abs(x - y), c).toBeLessThanOrEqual(Math.max(40, y * 0.1));
    }
    // Read at 200 DPI: coarser, the JPEG's darkened edge pixels weigh more than the vector lines' own edges.
    expect(va.dark / rb.dark).toBeGreaterThan(0.9);
    expect(va.dark / rb.dark).toBeLessThan(1.1);
  }, 60_000);

  it("keeps a page with no vector original a coloured raster", async () => {
    const pages = Array.from({ length: 12 }, (_, i) => cityPage(20 + i, false));
    const pdf = await renderCover(spec("hero", pages));
    expect(pdfImages(pdf).some((im) => im.width === heroPx(pages[0] as PageSource))).toBe(true);
    expect(palette.colors.filter((c) => (vectorFills(pdf).get(c) ?? 0) > 20)).toEqual([]);
    expect(transparencyIn(pdf)).toEqual([]);
  }, 60_000);
});
