import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { margins, pageBox, type Trim } from "../../../engine/books/kdp.js";
import type { PreflightCheck } from "../../../server/api-types.js";
import { bookFonts } from "../../../server/books/fonts.js";
import { contentStreams, rgbColorOperators, transparencyIn } from "../../../server/books/pdf-scan.js";
import { coverFileChecks, interiorFileChecks } from "../../../server/books/preflight.js";
import { renderCover, renderInterior, renderPrintables } from "../../../server/books/render.js";
import type { BookSpec } from "../../../server/books/spec.js";
import { pdfFonts } from "../../helpers/pdf.js";

// A print audit measured every exported file against KDP's rules; each finding is read back
// here from the file itself with poppler, as the audit did.
const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 1024"><circle cx="512" cy="512" r="400" fill="none" stroke="#000" stroke-width="8"/></svg>`;
const white = PNG.sync.write(new PNG({ width: 4, height: 4 }));
const art = { kind: "line-art" as const, png: white, svg: square, minStrokePt: 1.5 };

function spec(over: Partial<BookSpec> = {}): BookSpec {
  return {
    title: "Dinosaur Days",
    subtitle: "",
    author: "Jane Doe",
    trim: "8.5x11",
    paper: "white",
    bleed: true,
    blankBacks: true,
    pageNumbers: true,
    frontMatter: { titlePage: true, copyrightPage: true, belongsTo: true },
    backText: "",
    copyrightText: "Copyright © 2026 Jane Doe. All rights reserved.",
    pages: [art, art, art],
    cover: null,
    design: null,
    coverPages: [],
    ...over,
  };
}

const status = (checks: PreflightCheck[], id: string) => checks.find((c) => c.id === id)?.status;

/** Pages rendered by pdftoppm at `dpi`, greyscale, one byte a pixel. */
function pages(pdf: Buffer, dpi: number, first?: number, last?: number) {
  const dir = mkdtempSync(join(tmpdir(), "inkling-audit-"));
  try {
    writeFileSync(join(dir, "f.pdf"), pdf);
    const range = [...(first ? ["-f", String(first)] : []), ...(last ? ["-l", String(last)] : [])];
    execFileSync("pdftoppm", ["-png", "-gray", "-r", String(dpi), ...range, join(dir, "f.pdf"), join(dir, "p")]);
    return readdirSync(dir)
      .filter((n) => n.endsWith(".png"))
      .sort()
      .map((n) => {
        const img = PNG.sync.read(readFileSync(join(dir, n)));
        return { number: Number(/(\d+)\.png$/.exec(n)?.[1]), img };
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Distance in inches of the nearest ink (a pixel darker than 160) from each edge of the page box. */
function inkFromEdges(img: PNG, dpi: number) {
  let left = img.width;
  let right = -1;
  let top = img.height;
  let bottom = -1;
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++)
      if ((img.data[(y * img.width + x) * 4] as number) < 160) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  if (right < 0) return null;
  return {
    left: left / dpi,
    right: (img.width - right - 1) / dpi,
    top: top / dpi,
    bottom: (img.height - bottom - 1) / dpi,
  };
}

describe("1-2. nothing drawn crosses the margins, checked at print resolution", () => {
  it.each([
    ["8.5x11", true],
    ["8.5x11", false],
    ["6x9", true],
    ["6x9", false],
  ] as [Trim, boolean][])(
    "%s, bleed %s: front matter, frames and page numbers keep every margin",
    async (trim, bleed) => {
      const book = spec({ trim, bleed });
      const file = await renderInterior(book);
      const dpi = 150;
      const m = margins(24, bleed);
      const box = pageBox(trim, bleed);
      for (const { number, img } of pages(file, dpi, 1, 9)) {
        expect(img.width).toBe(Math.round(box.width * dpi));
        const ink = inkFromEdges(img, dpi);
        if (!ink) continue;
        const [inner, outer] = number % 2 === 1 ? [ink.left, ink.right] : [ink.right, ink.left];
        // Within one pixel (1/150 in): the audit's finding was 0.015 in.
        const px = 1 / dpi;
        expect(inner, `page ${number} inside`).toBeGreaterThanOrEqual(m.inside - px);
        expect(outer, `page ${number} outside`).toBeGreaterThanOrEqual(m.outside - px);
        expect(ink.top, `page ${number} top`).toBeGreaterThanOrEqual(m.top - px);
        expect(ink.bottom, `page ${number} bottom`).toBeGreaterThanOrEqual(m.bottom - px);
        // Page numbers (under the pictures, pages 5-9) sit at least 0.375 in above the trim, even with bleed.
        if (bleed && number >= 5)
          expect(ink.bottom - 0.125, `page ${number} from the trim`).toBeGreaterThanOrEqual(0.375);
      }
      expect(status(await interiorFileChecks(book, file), "art-safe-area")).toBe("pass");
    },
    60_000,
  );

  it("the preflight fails ink 0.015 in into the margin and passes ink 0.01 in clear of it", async () => {
    const { default: PDFDocument } = await import("pdfkit");
    const box = pageBox("8.5x11", false);
    const make = (topIn: number) => {
      const doc = new PDFDocument({ autoFirstPage: false, margin: 0 });
      const chunks: Buffer[] = [];
      doc.on("data", (c: Buffer) => chunks.push(c));
      const done = new Promise<Buffer>((r) => doc.on("end", () => r(Buffer.concat(chunks))));
      for (let n = 1; n <= 24; n++) {
        doc.addPage({ size: [box.width * 72, box.height * 72], margin: 0 });
        if (n === 3) doc.rect(3 * 72, topIn * 72, 144, 36).fill("black");
      }
      doc.end();
      return done;
    };
    const book = spec({
      bleed: false,
      pageNumbers: false,
      frontMatter: { titlePage: false, copyrightPage: false, belongsTo: false },
    });
    const crossing = await interiorFileChecks(book, await make(0.235));
    expect(crossing.find((c) => c.id === "art-safe-area")).toMatchObject({
      status: "fail",
      detail: expect.stringMatching(/page 3 .*0\.23\d in from the top edge, the margin is 0\.25 in/),
    });
    expect(status(await interiorFileChecks(book, await make(0.26)), "art-safe-area")).toBe("pass");
  });
});

// The built-in engine's ways of drawing that svg-to-pdfkit turns into soft masks and groups.
const patterned = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 1024"><defs><pattern id="t" patternUnits="userSpaceOnUse" width="200" height="200"><circle cx="100" cy="100" r="60" fill="#fff" stroke="#000" stroke-width="6"/></pattern></defs><rect x="40" y="40" width="944" height="944" rx="20" fill="url(#t)" stroke="#000" stroke-width="6"/></svg>`;
const clipped = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 1024"><clipPath id="c"><circle cx="512" cy="512" r="400"/></clipPath><g clip-path="url(#c)"><path d="M0 512H1024M512 0V1024" stroke="#000" stroke-width="8"/></g><circle cx="512" cy="512" r="400" fill="none" stroke="#000" stroke-width="8"/></svg>`;
const seeThrough = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 1024"><rect width="1024" height="1024" fill="#fde"/><circle cx="400" cy="400" r="300" fill="#f80" fill-opacity="0.28"/><circle cx="600" cy="600" r="300" fill="#fff" fill-opacity="0.55"/></svg>`;

describe("5. every export is flattened: no soft masks, transparency groups or opacity", () => {
  const book = spec({
    pages: [
      { ...art, svg: patterned },
      { ...art, svg: clipped },
    ],
    cover: { kind: "cover", png: white, svg: seeThrough, minStrokePt: null },
  });

  it("the interior, the cover and the printables hold none, and the preflight says so", async () => {
    const interior = await renderInterior(book);
    expect(transparencyIn(interior)).toEqual([]);
    expect(status(await interiorFileChecks(book, interior), "flattened")).toBe("pass");
    const cover = await renderCover(book);
    expect(transparencyIn(cover)).toEqual([]);
    expect(status(await coverFileChecks(book, cover), "flattened")).toBe("pass");
    const { unzipSync } = await import("fflate");
    for (const [name, bytes] of Object.entries(unzipSync(await renderPrintables(book))))
      expect(transparencyIn(Buffer.from(bytes)), name).toEqual([]);
    // The pattern and the clip are taken out of the art itself (decision 051): the pages stay vector.
    const list = execFileSync("pdfimages", ["-list", "-"], { input: interior }).toString();
    const rows = list
      .split("\n")
      .slice(2)
      .filter((l) => l.trim());
    expect(rows.length).toBe(0);
  }, 60_000);

  it("the preflight fails a file with a soft mask or opacity", async () => {
    const { default: PDFDocument } = await import("pdfkit");
    const box = pageBox("8.5x11", true);
    const doc = new PDFDocument({ autoFirstPage: false, margin: 0 });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((r) => doc.on("end", () => r(Buffer.concat(chunks))));
    for (let n = 1; n <= 24; n++) {
      doc.addPage({ size: [box.width * 72, box.height * 72], margin: 0 });
      if (n === 5) doc.fillOpacity(0.28).rect(200, 200, 100, 100).fill("black");
    }
    doc.end();
    const file = await done;
    expect(transparencyIn(file)).toEqual(["opacity 0.28"]);
    const plain = spec({ frontMatter: { titlePage: false, copyrightPage: false, belongsTo: false } });
    expect((await interiorFileChecks(plain, file)).find((c) => c.id === "flattened")).toMatchObject({
      status: "fail",
      detail: "The file holds opacity 0.28",
    });
  });
});

describe("6. spine text only where it reads: 7 pt or more, shortened before it shrinks", () => {
  const none = { titlePage: false, copyrightPage: false, belongsTo: false };
  const book = (n: number, over: Partial<BookSpec> = {}) =>
    spec({ pages: Array.from({ length: n }, () => art), blankBacks: false, frontMatter: none, ...over });
  /** Spine words as pdftotext reads them from the file, with the size their line's thickness gives. */
  const spineWords = async (file: Buffer, n: number) => {
    const { coverLayout } = await import("../../../engine/books/kdp.js");
    const layout = coverLayout("8.5x11", "white", n);
    const { default: PDFDocument } = await import("pdfkit");
    const { bookFontPath } = await import("../../../server/books/fonts.js");
    const em = new PDFDocument().font(bookFontPath("bold")).fontSize(1).currentLineHeight();
    const xml = execFileSync("pdftotext", ["-bbox", "-", "-"], { input: file }).toString();
    return [...xml.matchAll(/xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)</g)]
      .map((m) => ({ x0: Number(m[1]), x1: Number(m[2]), word: m[3] }))
      .filter((w) => w.x0 >= layout.backFold * 72 - 1 && w.x1 <= layout.frontFold * 72 + 1)
      .map((w) => ({ word: w.word, size: (w.x1 - w.x0) / em }));
  };

  it("a 104-page white spine (0.23 in) carries none; at 124 pages every word is at least 7 pt", async () => {
    const thin = book(104);
    const thinCover = await renderCover(thin);
    expect(await spineWords(thinCover, 104)).toEqual([]);
    expect((await coverFileChecks(thin, thinCover)).find((c) => c.id === "spine-text")).toMatchObject({
      status: "pass",
      detail: expect.stringMatching(/^No spine text: a 0\.2342 in spine holds no line of 7 pt/),
    });
    const wide = book(124);
    const words = await spineWords(await renderCover(wide), 124);
    expect(words.map((w) => w.word)).toEqual(["Dinosaur", "Days", "·", "Jane", "Doe"]);
    for (const w of words) expect(w.size).toBeGreaterThanOrEqual(7 - 0.01);
  }, 60_000);

  it("drops the author before making the title smaller, and never goes under 7 pt", async () => {
    const { coverSpineText } = await import("../../../server/books/render.js");
    const long = { author: "Jane Doe-Featherstonehaugh, with Tom, Ada and Lily Featherstonehaugh and the Whole Class" };
    // A 300-page spine takes 16 pt: title and author fit at that size only when the author is short.
    expect(await coverSpineText(book(300, long), 300)).toEqual({ text: "Dinosaur Days", size: 16, shows: "title" });
    expect(await coverSpineText(book(300), 300)).toMatchObject({ size: 16, shows: "title and author" });
    for (let n = 80; n <= 300; n += 2) {
      const s = await coverSpineText(book(n), n);
      if (s) expect(s.size, `${n} pages`).toBeGreaterThanOrEqual(7);
      if (n <= 114) expect(s, `${n} pages`).toBeNull();
    }
  }, 60_000);

  it("the preflight fails text on a spine too thin to hold 7 pt", async () => {
    const { coverLayout } = await import("../../../engine/books/kdp.js");
    const { default: PDFDocument } = await import("pdfkit");
    const { bookFontPath } = await import("../../../server/books/fonts.js");
    const layout = coverLayout("8.5x11", "white", 94);
    const doc = new PDFDocument({ autoFirstPage: false, margin: 0 });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((r) => doc.on("end", () => r(Buffer.concat(chunks))));
    doc.addPage({ size: [layout.size.width * 72, layout.size.height * 72], margin: 0 });
    doc
      .save()
      .translate((layout.backFold + layout.spineWidth / 2) * 72, 300)
      .rotate(90);
    doc.font(bookFontPath("bold")).fontSize(4.4).text("Dinosaur Days  ·  Jane Doe", 0, -3, { lineBreak: false });
    doc.restore();
    doc.end();
    const checks = await coverFileChecks(book(94), await done);
    expect(checks.find((c) => c.id === "spine-text")).toMatchObject({ status: "fail" });
  });
});

describe("3. no long runs of blank pages: short books are filled with notes pages", () => {
  it("a book of one picture has at most 2 blank pages in a row and none at the end; a file with 23 fails", async () => {
    const one = spec({ pages: [art] });
    const file = await renderInterior(one);
    const blank = pages(file, 18).map(({ img }) => inkFromEdges(img, 18) === null);
    expect(blank).toHaveLength(24);
    expect(blank.join("").includes("truetruetrue")).toBe(false);
    expect(blank.at(-1)).toBe(false);
    const checks = await interiorFileChecks(one, file);
    expect(status(checks, "blank-runs")).toBe("pass");
    const { default: PDFDocument } = await import("pdfkit");
    const box = pageBox("8.5x11", true);
    const doc = new PDFDocument({ autoFirstPage: false, margin: 0 });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((r) => doc.on("end", () => r(Buffer.concat(chunks))));
    for (let n = 1; n <= 24; n++) {
      doc.addPage({ size: [box.width * 72, box.height * 72], margin: 0 });
      if (n === 1) doc.rect(200, 200, 100, 100).fill("black");
    }
    doc.end();
    const padded = spec({ pages: [art], frontMatter: { titlePage: false, copyrightPage: false, belongsTo: false } });
    expect((await interiorFileChecks(padded, await done)).find((c) => c.id === "blank-runs")).toMatchObject({
      status: "fail",
      detail: "23 blank pages at the end (at most 10)",
    });
  }, 60_000);
});

describe("8. black is DeviceGray on black-and-white interiors", () => {
  it("the interior sets every colour in DeviceGray (black as 0 g / 0 G), and the preflight says so", async () => {
    // Front matter, a frame, page numbers, notes lines and vector art with a coloured stroke.
    const red = square.replace('stroke="#000"', 'stroke="#e53935"');
    const book = spec({ pages: [art, { ...art, svg: red }] });
    const file = await renderInterior(book);
    const streams = contentStreams(file);
    expect(streams.length).toBeGreaterThanOrEqual(24);
    const all = streams.join("\n");
    expect(rgbColorOperators(file)).toBe(0);
    expect(all).not.toMatch(/\/DeviceRGB|\d\s+(rg|RG)\b/);
    expect(all).toMatch(/(^|\s)0 g\b/);
    expect(all).toMatch(/(^|\s)0 G\b/);
    // The red stroke prints as its luminance.
    expect(all).toMatch(/(^|\s)0\.4\d* G\b/);
    expect(status(await interiorFileChecks(book, file), "device-gray")).toBe("pass");
  }, 60_000);

  it("the preflight fails a file that writes black as RGB 0 0 0", async () => {
    const { default: PDFDocument } = await import("pdfkit");
    const box = pageBox("8.5x11", true);
    const doc = new PDFDocument({ autoFirstPage: false, margin: 0 });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((r) => doc.on("end", () => r(Buffer.concat(chunks))));
    for (let n = 1; n <= 24; n++) {
      doc.addPage({ size: [box.width * 72, box.height * 72], margin: 0 });
      if (n === 5) doc.rect(200, 200, 100, 100).fill("black");
    }
    doc.end();
    const file = await done;
    expect(rgbColorOperators(file)).toBe(1);
    const plain = spec({ frontMatter: { titlePage: false, copyrightPage: false, belongsTo: false } });
    expect((await interiorFileChecks(plain, file)).find((c) => c.id === "device-gray")).toMatchObject({
      status: "fail",
      detail: "1 colour is written in RGB on a black-and-white interior",
    });
  });
});

describe("8. fonts embedded whole where it costs little", () => {
  /** Each embedded TrueType program of the file (FontFile2), inflated. */
  const programs = (pdf: Buffer) => {
    const raw = pdf.toString("latin1");
    const out: Buffer[] = [];
    for (const m of raw.matchAll(/\/FontFile2 (\d+) 0 R/g)) {
      const obj = raw.indexOf(`\n${m[1]} 0 obj`);
      const start = raw.indexOf("stream\n", obj) + 7;
      out.push(inflateSync(pdf.subarray(start, raw.indexOf("endstream", start))));
    }
    return out;
  };
  const fontFile = (path: string) => readFileSync(createRequire(import.meta.url).resolve(path));
  /** A TrueType file's glyph count, from its maxp table. */
  const numGlyphs = (ttf: Buffer) => {
    for (let i = 0; i < ttf.readUInt16BE(4); i++) {
      const entry = 12 + i * 16;
      if (ttf.toString("latin1", entry, entry + 4) === "maxp") return ttf.readUInt16BE(ttf.readUInt32BE(entry + 8) + 4);
    }
    return 0;
  };

  it("the interior embeds Nunito's font files as they are, every glyph, and pdffonts reads no subset", async () => {
    const book = spec();
    const file = await renderInterior(book);
    const embedded = programs(file);
    expect(embedded).toHaveLength(3);
    for (const program of embedded) {
      const whole = Object.values(bookFonts)
        .map(fontFile)
        .find((f) => f.equals(program));
      expect(whole).toBeDefined();
      expect(numGlyphs(program)).toBe(numGlyphs(whole as Buffer));
      expect(numGlyphs(program)).toBeGreaterThan(1000);
    }
    const fonts = pdfFonts(file);
    expect(fonts.map((f) => f.name).sort()).toEqual(["Nunito-Black", "Nunito-Bold", "Nunito-Regular"]);
    expect(fonts.every((f) => f.embedded && !f.subset)).toBe(true);
    expect((await interiorFileChecks(book, file)).find((c) => c.id === "fonts-embedded")).toMatchObject({
      status: "pass",
      detail: "Every font is embedded whole",
    });
    // The text still reads back as typed.
    expect(execFileSync("pdftotext", ["-f", "1", "-l", "1", "-", "-"], { input: file }).toString()).toContain(
      "Dinosaur Days",
    );
  }, 60_000);

  it("a cover in Baloo 2 keeps it a subset (it would add 160 KB) and the preflight names the subsets", async () => {
    const design = {
      template: "kids" as const,
      pages: [],
      palette: "bright",
      seed: 1,
      fonts: { title: "baloo" as const, body: "fredoka" as const },
      badge: "",
    };
    const book = spec({ design });
    const file = await renderCover(book);
    const fonts = pdfFonts(file);
    expect(fonts.find((f) => f.name.endsWith("Baloo2-ExtraBold"))?.subset).toBe(true);
    expect(fonts.filter((f) => f.name.startsWith("Fredoka")).every((f) => !f.subset)).toBe(true);
    expect((await coverFileChecks(book, file)).find((c) => c.id === "fonts-embedded")).toMatchObject({
      status: "pass",
      detail: `Every font is embedded (1 of ${fonts.length} as subsets)`,
    });
  }, 60_000);
});
