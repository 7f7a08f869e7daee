import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { pageBox } from "../../../engine/books/kdp.js";
import type { PreflightCheck } from "../../../server/api-types.js";
import { bookFontPath } from "../../../server/books/fonts.js";
import { type PageInk, pagesInk } from "../../../server/books/ink-bounds.js";
import { marginCheck } from "../../../server/books/margin-check.js";
import * as poppler from "../../../server/books/poppler.js";
import { interiorFileChecks } from "../../../server/books/preflight.js";
import type { BookSpec } from "../../../server/books/spec.js";

// The margin check reads each page's ink box from the file's drawing operators and renders only
// what that box cannot settle: the box must never be smaller than the ink poppler prints.

function pdf(size: [number, number], pages: ((doc: PDFKit.PDFDocument) => void)[]): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0 });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((r) => doc.on("end", () => r(Buffer.concat(chunks))));
  for (const draw of pages) {
    doc.addPage({ size, margin: 0 });
    draw(doc);
  }
  doc.end();
  return done;
}

const known = (p: PageInk | undefined) => {
  if (!p?.known) throw new Error(`page not read: ${p && !p.known ? p.why : "missing"}`);
  return p;
};

/** Every pixel poppler inks (darker than 250) at `dpi`, page by page, in points from the bottom left. */
async function inkedPixels(file: Buffer, dpi: number, pages: number[]) {
  const dir = await mkdtemp(join(tmpdir(), "inkling-ink-"));
  try {
    const path = join(dir, "f.pdf");
    await writeFile(path, file);
    const rasters = await poppler.renderPages(path, dir, dpi, pages);
    const out = new Map<number, { x0: number; y0: number; x1: number; y1: number; n: number }>();
    for (const [page, r] of rasters) {
      const b = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity, n: 0 };
      for (let y = 0; y < r.height; y++)
        for (let x = 0; x < r.width; x++)
          if ((r.data[y * r.width + x] as number) < 250) {
            const pt = 72 / dpi;
            b.x0 = Math.min(b.x0, x * pt);
            b.x1 = Math.max(b.x1, (x + 1) * pt);
            b.y0 = Math.min(b.y0, (r.height - y - 1) * pt);
            b.y1 = Math.max(b.y1, (r.height - y) * pt);
            b.n++;
          }
      out.set(page, b);
    }
    return out;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe("each page's ink box, read from the drawing", () => {
  const drawings: ((doc: PDFKit.PDFDocument) => void)[] = [
    // A thick zigzag with sharp miter joins (the miter reaches far past the points).
    (doc) => doc.lineWidth(12).lineJoin("miter").miterLimit(10).polygon([100, 300], [130, 100], [160, 300]).stroke(),
    // A curve whose control points lie far outside where the curve goes.
    (doc) => doc.lineWidth(3).moveTo(100, 400).bezierCurveTo(50, 50, 400, 50, 350, 400).stroke(),
    // Text in the book's font, with kerning, large and turned.
    (doc) => {
      doc.font(bookFontPath("title")).fontSize(40).text("Wavy Jog", 60, 60, { lineBreak: false });
      doc
        .rotate(-30, { origin: [200, 300] })
        .fontSize(28)
        .text("AVATAR fjq", 200, 300, { lineBreak: false });
    },
    // A filled, scaled and turned shape, and a square-capped line.
    (doc) => {
      doc.save().translate(200, 200).rotate(20).scale(1.5, 0.5).rect(-50, -50, 100, 100).fill("#333").restore();
      doc.lineWidth(10).lineCap("square").moveTo(50, 420).lineTo(250, 430).stroke("black");
    },
  ];

  it("holds every pixel poppler inks, and hugs it (within a few points)", async () => {
    const file = await pdf([432, 504], drawings);
    const ink = pagesInk(file);
    expect(ink).toHaveLength(drawings.length);
    const pixels = await inkedPixels(file, 150, [1, 2, 3, 4]);
    for (const [i, p] of (ink ?? []).entries()) {
      const box = known(p).box;
      const px = pixels.get(i + 1);
      if (!box || !px) throw new Error(`page ${i + 1}: no ink read`);
      expect(px.n).toBeGreaterThan(50);
      // Never smaller: every inked pixel (a pixel is 0.48 pt at 150 DPI) lies inside the box.
      const pixel = 72 / 150;
      expect(px.x0 + pixel).toBeGreaterThanOrEqual(box.x0);
      expect(px.y0 + pixel).toBeGreaterThanOrEqual(box.y0);
      expect(px.x1 - pixel).toBeLessThanOrEqual(box.x1);
      expect(px.y1 - pixel).toBeLessThanOrEqual(box.y1);
    }
    // Close enough to settle most pages: the turned rectangle's box is its corners' to a point
    // or two (the square cap and the fill's pixel are all it adds).
    const rect = known(ink?.[3]).box;
    const px = pixels.get(4);
    expect(Math.abs((rect?.x0 ?? 0) - (px?.x0 ?? 0))).toBeLessThan(10);
    expect(Math.abs((rect?.y1 ?? 0) - (px?.y1 ?? 0))).toBeLessThan(10);
  });

  it("reads white paint, drawing clipped away and an empty page as no ink", async () => {
    const file = await pdf(
      [432, 504],
      [
        (doc) => doc.rect(0, 0, 432, 504).fill("white"),
        (doc) => {
          doc.save().rect(100, 100, 50, 50).clip();
          doc.rect(300, 300, 50, 50).fill("black");
          doc.restore();
        },
        () => undefined,
        (doc) => {
          doc.save().rect(100, 100, 50, 50).clip();
          doc.rect(0, 0, 432, 504).fill("black");
          doc.restore();
        },
      ],
    );
    const ink = pagesInk(file);
    expect(ink?.slice(0, 3).map((p) => known(p).box)).toEqual([null, null, null]);
    // The page-wide fill is cut to its clip (a 50 pt square, 100 pt from the top left).
    const clipped = known(ink?.[3]).box;
    expect(clipped).not.toBeNull();
    expect(clipped?.x0).toBeCloseTo(100, 3);
    expect(clipped?.x1).toBeCloseTo(150, 3);
    expect(clipped?.y0).toBeCloseTo(504 - 150, 3);
    expect(clipped?.y1).toBeCloseTo(504 - 100, 3);
  });

  it("leaves a page it cannot follow to poppler (an operator it does not know)", async () => {
    const file = await pdf(
      [432, 504],
      [
        (doc) => {
          doc.rect(100, 100, 20, 20).fill("black");
          // Inside BX/EX a reader skips operators it does not know; this one does not guess.
          doc.addContent("BX 1 2 zz EX");
        },
      ],
    );
    expect(pagesInk(file)?.[0]).toMatchObject({ known: false, why: expect.stringMatching(/operator zz/) });
  });
});

describe("pdftoppm page selections", () => {
  it("takes runs of pages and of every other page", () => {
    expect(poppler.pageRuns([])).toEqual([]);
    expect(poppler.pageRuns([3])).toEqual([["-f", "3", "-l", "3"]]);
    expect(poppler.pageRuns([5, 1, 3, 7, 8, 9, 10, 20])).toEqual([
      ["-f", "1", "-l", "7", "-o"],
      ["-f", "8", "-l", "10"],
      ["-f", "20", "-l", "20"],
    ]);
    expect(poppler.pageRuns([2, 4, 6])).toEqual([["-f", "2", "-l", "6", "-e"]]);
  });
});

describe("the margin check on pages read from the drawing and on pages rendered", () => {
  const box = pageBox("8.5x11", false);
  const size: [number, number] = [box.width * 72, box.height * 72];
  const plain = (): void => undefined;
  const book = { trim: "8.5x11" as const, bleed: false };
  const plan = Array.from({ length: 24 }, (_, i) => ({ number: i + 1, kind: "art" as const }));
  const check = async (file: Buffer) => {
    const dir = await mkdtemp(join(tmpdir(), "inkling-margin-"));
    try {
      const path = join(dir, "f.pdf");
      await writeFile(path, file);
      return await marginCheck(book, plan as never, path, dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
  const pages = (at: number, draw: (doc: PDFKit.PDFDocument) => void) =>
    Array.from({ length: 24 }, (_, i) => (i + 1 === at ? draw : plain));

  it("fails a mark planted in each margin and the gutter, with its distance from the edge", async () => {
    // 8.5x11 without bleed, 24 pages: 0.25 in outside margins, a 0.375 in gutter.
    const cases: [number, (doc: PDFKit.PDFDocument) => void, RegExp][] = [
      [5, (doc) => doc.rect(200, 0.1 * 72, 5, 5).fill("black"), /page 5 .*0\.10\d in from the top edge/],
      [6, (doc) => doc.rect(200, size[1] - 0.15 * 72, 3, 3).fill("black"), /page 6 .*0\.10\d in from the bottom edge/],
      // Page 7 is a right-hand page: its gutter is on the left.
      [
        7,
        (doc) => doc.circle(0.3 * 72, 300, 1).fill("black"),
        /page 7 .*0\.28\d in from the inside edge, the margin is 0\.375/,
      ],
      [8, (doc) => doc.circle(size[0] - 0.1 * 72, 300, 2).fill("black"), /page 8 .*0\.07\d in from the inside edge/],
      // Text crossing the outside edge of a right-hand page.
      [
        9,
        (doc) =>
          doc
            .font(bookFontPath("body"))
            .fontSize(12)
            .text("Edge", size[0] - 20, 300, { lineBreak: false }),
        /page 9 .*in from the outside edge/,
      ],
    ];
    for (const [page, draw, detail] of cases) {
      const result: PreflightCheck = await check(await pdf(size, pages(page, draw)));
      expect(result, `page ${page}`).toMatchObject({ status: "fail", detail: expect.stringMatching(detail) });
    }
  });

  it("passes ink kept inside by a clip or painted white, and fails it once drawn plainly", async () => {
    const mark = (doc: PDFKit.PDFDocument) => doc.rect(100, 2, 300, 10).fill("black");
    const clipped = await check(
      await pdf(
        size,
        pages(4, (doc) => {
          doc.save().rect(72, 72, 400, 400).clip();
          mark(doc);
          doc.restore();
        }),
      ),
    );
    expect(clipped.status).toBe("pass");
    const whiteMark = await check(
      await pdf(
        size,
        pages(4, (doc) => doc.rect(100, 2, 300, 10).fill("white")),
      ),
    );
    expect(whiteMark.status).toBe("pass");
    const plainly = await check(await pdf(size, pages(4, mark)));
    expect(plainly).toMatchObject({
      status: "fail",
      detail: expect.stringMatching(/page 4 .*0\.02\d in from the top edge/),
    });
  });

  it("still fails a mark on a page the drawing reader cannot follow: poppler reads that page", async () => {
    const file = await pdf(
      size,
      pages(11, (doc) => {
        doc.rect(300, 0.05 * 72, 4, 4).fill("black");
        doc.addContent("BX 1 2 zz EX");
      }),
    );
    expect(pagesInk(file)?.[10]?.known).toBe(false);
    expect(await check(file)).toMatchObject({
      status: "fail",
      detail: expect.stringMatching(/page 11 .*0\.05\d in from the top edge/),
    });
  });

  it("tells blank pages from printed ones in the file: white paint is blank, a mark on a blank back is not", async () => {
    const spec: BookSpec = {
      title: "T",
      subtitle: "",
      author: "",
      trim: "8.5x11",
      paper: "white",
      bleed: false,
      blankBacks: true,
      pageNumbers: false,
      frontMatter: { titlePage: false, copyrightPage: false, belongsTo: false },
      backText: "",
      copyrightText: "",
      pages: Array.from({ length: 12 }, () => ({
        kind: "line-art" as const,
        png: new Uint8Array(),
        svg: null,
        minStrokePt: 1,
      })),
      cover: null,
      design: null,
      coverPages: [],
    };
    const art = (doc: PDFKit.PDFDocument) => doc.lineWidth(2).circle(300, 400, 150).stroke("black");
    // Odd pages carry art, even pages are the blank backs; page 4's back is painted white, page 6's has a dot.
    const draws = Array.from({ length: 24 }, (_, i) =>
      i % 2 === 0
        ? art
        : i + 1 === 4
          ? (doc: PDFKit.PDFDocument) => doc.rect(0, 0, size[0], size[1]).fill("white")
          : i + 1 === 6
            ? (doc: PDFKit.PDFDocument) => doc.circle(300, 400, 3).fill("black")
            : plain,
    );
    const checks = await interiorFileChecks(spec, await pdf(size, draws));
    expect(checks.find((c) => c.id === "blank-backs")).toMatchObject({
      status: "fail",
      detail: "Pages 6 are not blank",
    });
    expect(checks.find((c) => c.id === "blank-runs")?.status).toBe("pass");
    expect(checks.find((c) => c.id === "image-dpi")).toMatchObject({
      status: "pass",
      detail: "Vector art only: no images",
    });
  });
});
