import PDFDocument from "pdfkit";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { coverLayout, pageBox } from "../../../engine/books/kdp.js";
import type { PreflightCheck } from "../../../server/api-types.js";
import { bookFontPath } from "../../../server/books/fonts.js";
import {
  authorCheck,
  bookChecks,
  coverArtCheck,
  coverFileChecks,
  interiorFileChecks,
} from "../../../server/books/preflight.js";
import { renderInterior } from "../../../server/books/render.js";
import type { BookSpec } from "../../../server/books/spec.js";
import { renderPdf } from "../../helpers/pdf.js";

// The preflight must catch what KDP would reject: files made wrong on purpose, read back by poppler.
const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 1024"><circle cx="512" cy="512" r="400" fill="none" stroke="#000" stroke-width="8"/></svg>`;
const white = PNG.sync.write(Object.assign(new PNG({ width: 4, height: 4 }), {}));

function spec(over: Partial<BookSpec> = {}): BookSpec {
  return {
    title: "Test",
    subtitle: "",
    author: "",
    trim: "8.5x11",
    paper: "white",
    bleed: true,
    blankBacks: false,
    pageNumbers: false,
    frontMatter: { titlePage: false, copyrightPage: false, belongsTo: false },
    backText: "",
    copyrightText: "",
    pages: [{ kind: "line-art", png: white, svg: square, minStrokePt: 1.5 }],
    cover: null,
    design: null,
    coverPages: [],
    ...over,
  };
}

function pdf(width: number, height: number, pages: number, draw: (doc: PDFKit.PDFDocument, n: number) => void) {
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0 });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((r) => doc.on("end", () => r(Buffer.concat(chunks))));
  for (let n = 1; n <= pages; n++) {
    doc.addPage({ size: [width * 72, height * 72], margin: 0 });
    draw(doc, n);
  }
  doc.end();
  return done;
}

const status = (checks: PreflightCheck[], id: string) => checks.find((c) => c.id === id)?.status;

describe("interior checks on a file", () => {
  const box = pageBox("8.5x11", true);

  it("fail ink in the margin, a font left out and a low-resolution image", async () => {
    const lowRes = PNG.sync.write(new PNG({ width: 100, height: 100 }));
    const file = await pdf(box.width, box.height, 24, (doc, n) => {
      if (n !== 1) return;
      doc.rect(5, 5, 20, 20).fill("black"); // in the top-left margin
      doc.font("Helvetica").fontSize(12).text("Standard-14, never embedded", 100, 100);
      doc.image(lowRes, 100, 200, { width: 144, height: 144 }); // 100 px over 2 in = 50 DPI
    });
    const checks = await interiorFileChecks(spec(), file);
    expect(status(checks, "art-safe-area")).toBe("fail");
    expect(status(checks, "fonts-embedded")).toBe("fail");
    expect(status(checks, "image-dpi")).toBe("fail");
    expect(status(checks, "page-box")).toBe("pass");
  });

  it("fail a page box of the wrong size or count, and pass an embedded font", async () => {
    const file = await pdf(8.5, 11, 24, (doc, n) => {
      if (n === 1) doc.font(bookFontPath("body")).fontSize(12).text("Embedded", 100, 100);
    });
    const checks = await interiorFileChecks(spec(), file);
    expect(status(checks, "page-box")).toBe("fail");
    expect(status(checks, "fonts-embedded")).toBe("pass");
    const short = await pdf(box.width, box.height, 20, () => {});
    expect(status(await interiorFileChecks(spec(), short), "page-box")).toBe("fail");
  });
});

describe("cover checks on a file", () => {
  it("fail anything drawn in the barcode area, and the wrong size", async () => {
    const layout = coverLayout("8.5x11", "white", 24);
    const bc = layout.barcode;
    const marked = await pdf(layout.size.width, layout.size.height, 1, (doc) => {
      doc.rect((bc.x + 0.5) * 72, (bc.y + 0.5) * 72, 10, 10).fill("#000");
    });
    const checks = await coverFileChecks(spec(), marked);
    expect(status(checks, "barcode-area")).toBe("fail");
    expect(status(checks, "cover-size")).toBe("pass");
    const wrong = await pdf(layout.size.width - 0.2, layout.size.height, 1, () => {});
    const wrongChecks = await coverFileChecks(spec(), wrong);
    expect(status(wrongChecks, "cover-size")).toBe("fail");
  });

  it("fail spine text on a book under 79 pages", async () => {
    const layout = coverLayout("8.5x11", "white", 24);
    const file = await pdf(layout.size.width, layout.size.height, 1, (doc) => {
      doc.rect(layout.backFold * 72 + 1, 300, layout.spineWidth * 72 - 2, 100).fill("#000");
    });
    expect(status(await coverFileChecks(spec(), file), "spine-text")).toBe("fail");
  });
});

describe("checks of the book itself", () => {
  it("fail more pages than the trim and paper take (8.5x11 cream: 550)", () => {
    const pages = Array.from({ length: 276 }, () => spec().pages[0] as BookSpec["pages"][number]);
    const checks = bookChecks(spec({ paper: "cream", blankBacks: true, pages }));
    expect(checks.find((c) => c.id === "page-count")).toMatchObject({ status: "fail" });
    expect(status(bookChecks(spec({ paper: "white", blankBacks: true, pages })), "page-count")).toBe("pass");
  });

  it("say when thin strokes were thickened, and when notes pages filled a short book", () => {
    const thin = spec({ pages: [{ kind: "line-art", png: white, svg: square, minStrokePt: 0.5 }] });
    const checks = bookChecks(thin);
    expect(checks.find((c) => c.id === "strokes")?.detail).toMatch(/thickened to 0.75 pt/);
    expect(checks.find((c) => c.id === "page-count")?.detail).toMatch(/23 "Notes" pages added to reach 24/);
    expect(status(checks, "blank-pages")).toBe("pass");
  });
});

describe("issue 45: the author KDP prints", () => {
  const front = (titlePage: boolean, copyrightPage: boolean) => ({ titlePage, copyrightPage, belongsTo: false });

  it("fail front matter that names the author when there is none, saying how to fix it", () => {
    expect(authorCheck(spec({ frontMatter: front(false, true) }))).toEqual({
      id: "author",
      label: "Author named",
      status: "fail",
      detail:
        "The copyright page needs the author's name: add it in Book details (the name KDP prints on the cover), or turn off the copyright page",
    });
    expect(authorCheck(spec({ author: "  ", frontMatter: front(true, true) })).detail).toMatch(
      /^The title page and copyright page need the author's name/,
    );
    // Every export of the book is refused with it (exports.ts reads bookChecks).
    expect(status(bookChecks(spec({ frontMatter: front(true, false) })), "author")).toBe("fail");
  });

  it("warn a book with no author and no front matter; pass one with an author", () => {
    expect(status([authorCheck(spec())], "author")).toBe("warn");
    expect(authorCheck(spec({ author: "Ada Author", frontMatter: front(true, true) }))).toMatchObject({
      status: "pass",
      detail: "“Ada Author” on the cover, the title page and the copyright page",
    });
  });
});

describe("issue 45: the front cover the export makes", () => {
  const page = spec().pages[0] as BookSpec["pages"][number];
  const design = {
    template: "collage" as const,
    pages: [],
    palette: "bright",
    seed: 1,
    fonts: { title: "fredoka" as const, body: "nunito" as const },
    badge: "",
  };

  it("pass a designed cover showing the book's pages, though no cover picture was chosen", () => {
    expect(coverArtCheck(spec({ design, pages: [page, page, page] }))).toEqual({
      id: "cover-art",
      label: "Front cover art",
      status: "pass",
      detail: "The Collage of pages design with 3 of the book's pages, coloured",
    });
    expect(coverArtCheck(spec({ design: { ...design, template: "hero" }, pages: [page, page] })).detail).toBe(
      "The Hero page design with 1 of the book's pages, coloured",
    );
    expect(coverArtCheck(spec({ design, pages: [page], cover: page })).detail).toBe(
      "The Collage of pages design with the chosen cover art",
    );
  });

  it("warn the plain cover with no art, and a design with no pages to show", () => {
    expect(coverArtCheck(spec({ pages: [page] }))).toMatchObject({
      status: "warn",
      detail: "No cover art chosen: the front shows the title only. Choose a cover design or pick a cover picture",
    });
    expect(coverArtCheck(spec({ design, pages: [] })).status).toBe("warn");
    expect(coverArtCheck(spec({ cover: page })).status).toBe("pass");
  });
});

describe("auto-fixes in the made file", () => {
  it("thickens strokes that would print under 0.75 pt", async () => {
    const ink = async (minStrokePt: number) => {
      const file = await renderInterior(spec({ pages: [{ kind: "line-art", png: white, svg: square, minStrokePt }] }));
      const page = renderPdf(file, 150);
      return page.grey.reduce((n, v) => n + (v < 128 ? 1 : 0), 0);
    };
    // The same drawing: measured at 1.5 pt it is left alone; at 0.5 pt its strokes are made thicker.
    const asDrawn = await ink(1.5);
    const thickened = await ink(0.5);
    expect(thickened).toBeGreaterThan(asDrawn * 1.3);
  });
});
