import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { bookFontPath } from "../../../server/books/fonts.js";
import { pagesInk } from "../../../server/books/ink-bounds.js";
import { MARGIN_PX, PRINTED_DPI, thinInkWithin, thinShare } from "../../../server/books/opening.js";
import * as poppler from "../../../server/books/poppler.js";
import { registerWholeFont } from "../../../server/books/whole-fonts.js";

// Decision 070: a page whose drawing operators prove every line at least 0.75 pt is not rendered
// by the strokes check (server/books/line-proof.ts). Each page below is drawn with PDFKit, read
// back by the file reader, and, to show the proof and the measure agree, rendered and opened.

type Draw = (doc: PDFKit.PDFDocument) => void;

async function pdfOf(pages: Draw[]): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0 });
  // The book's own type, embedded with its widths as an interior's is; "whole" as the interior
  // embeds it (every glyph, so the page's glyph numbers are the font's own: decision 071).
  doc.registerFont("body", bookFontPath("body"));
  registerWholeFont(doc, "whole", bookFontPath("bold"));
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  for (const draw of pages) {
    doc.addPage({ size: [300, 300], margin: 0 });
    draw(doc);
  }
  doc.end();
  return done;
}

/** A zigzag across the page: lines at several angles, with corners. */
const zigzag = (doc: PDFKit.PDFDocument) => doc.moveTo(30, 60).lineTo(120, 240).lineTo(170, 70).lineTo(270, 200);
/** A thin crescent: a filled shape narrower than 0.75 pt along most of its length. */
const sliver = (doc: PDFKit.PDFDocument) =>
  doc.moveTo(40, 150).bezierCurveTo(100, 60, 200, 60, 260, 150).bezierCurveTo(200, 60.6, 100, 60.6, 40, 150);

/** A filled letter L with strokes `w` points wide and no outline, as a puzzle's glyph is drawn. */
const letterL = (d: PDFKit.PDFDocument, x: number, y: number, w: number) =>
  d
    .moveTo(x, y)
    .lineTo(x + w, y)
    .lineTo(x + w, y + 40 - w)
    .lineTo(x + 30, y + 40 - w)
    .lineTo(x + 30, y + 40)
    .lineTo(x, y + 40)
    .closePath()
    .fill("black");

const PROVED: Record<string, Draw> = {
  "letters and dots filled with no outline, every part 0.75 pt or wider (decision 071)": (d) => {
    for (let i = 0; i < 5; i++) letterL(d, 30 + i * 50, 60, 0.9);
    for (let i = 0; i < 5; i++) letterL(d, 30 + i * 50, 150, 3);
    for (let i = 0; i < 8; i++) d.circle(30 + i * 30, 250, 1.5).fill("black");
  },
  "type in the book's embedded font at 14 pt (its glyphs measured alone)": (d) => {
    zigzag(d).lineWidth(2).stroke("black");
    d.fillColor("black").font("whole").fontSize(14).text("Answers: Page 12, 7 mazes", 20, 20, { lineBreak: false });
  },
  "paper over ink only beside it, not on it (each mark's own box)": (d) => {
    d.moveTo(20, 20).lineTo(120, 120).lineWidth(2).stroke("black");
    d.moveTo(180, 180).lineTo(280, 280).lineWidth(2).stroke("black");
    d.rect(180, 20, 100, 100).fill("white");
  },
  "a line of 0.75 pt": (d) => zigzag(d).lineWidth(0.75).stroke("black"),
  "a filled shape outlined at 0.76 pt (its thin parts grown)": (d) =>
    sliver(d).lineWidth(0.76).fillAndStroke("black", "black"),
  "paper over ink with an outline of its own": (d) => {
    zigzag(d).lineWidth(6).lineJoin("round").stroke("black");
    d.circle(150, 150, 60).lineWidth(1).fillAndStroke("white", "black");
  },
  "dotted guides with round ends": (d) =>
    zigzag(d).lineWidth(1).lineCap("round").dash(0.01, { space: 6 }).stroke("black"),
  "art inside its rectangular clip": (d) => {
    d.save().rect(10, 10, 280, 280).clip();
    zigzag(d).lineWidth(2).stroke("black");
    d.restore();
  },
  "a page number marked as the page's pagination": (d) => {
    zigzag(d).lineWidth(2).stroke("black");
    d.markContent("Artifact", { type: "Pagination" });
    d.fillColor("black").font("body").fontSize(10).text("12", 140, 280, { lineBreak: false });
    d.endMarkedContent();
  },
};

const NOT_PROVED: Record<string, [Draw, string]> = {
  "a line of 0.5 pt": [(d) => zigzag(d).lineWidth(0.5).stroke("black"), "a line 0.50 pt wide"],
  "a line drawn 1 pt under a half scale": [
    (d) =>
      zigzag(d.scale(0.5, 0.5, { origin: [0, 0] }))
        .lineWidth(1)
        .stroke("black"),
    "a line 0.50 pt wide",
  ],
  "a thin filled shape with no outline": [(d) => sliver(d).fill("black"), "a filled shape with no outline of its own"],
  "a letter filled with no outline, its strokes 0.5 pt": [
    (d) => letterL(d, 100, 100, 0.5),
    "a filled shape with no outline of its own",
  ],
  "type in the book's embedded font at 4 pt (its strokes under 0.75 pt)": [
    (d) => d.fillColor("black").font("whole").fontSize(4).text("Answers", 40, 40, { lineBreak: false }),
    "a filled shape with no outline of its own",
  ],
  "paper over ink with no outline": [
    (d) => {
      zigzag(d).lineWidth(6).lineJoin("round").stroke("black");
      d.rect(0, 0, 300, 148.5).fill("white");
    },
    "paper painted over ink",
  ],
  "a dashed line with square ends": [
    (d) => zigzag(d).lineWidth(3).dash(0.3, { space: 4 }).stroke("black"),
    "a dashed line with square ends",
  ],
  "a clip through ink": [
    (d) => {
      d.save().circle(150, 150, 70).clip();
      zigzag(d).lineWidth(4).stroke("black");
      d.restore();
    },
    "ink cut by a clip",
  ],
  "type that is not the page number": [
    (d) => d.fillColor("black").font("body").fontSize(6).text("Answers", 40, 40, { lineBreak: false }),
    "type",
  ],
  transparency: [(d) => zigzag(d).lineWidth(2).strokeOpacity(0.5).stroke("black"), "transparency"],
};

describe("proving a page's lines from its drawing operators", () => {
  it("proves pages drawn in lines and outlined shapes of 0.75 pt or more, and their renders agree", async () => {
    const names = Object.keys(PROVED);
    const pdf = await pdfOf(Object.values(PROVED));
    const read = pagesInk(pdf);
    expect(read?.length).toBe(names.length);
    for (const [i, page] of (read ?? []).entries()) {
      expect(page.known && page.lines, names[i]).toEqual({ proven: true });
    }
    const shares = new Map<number, number>();
    await poppler.withPdf(pdf, (path, dir) =>
      poppler.eachPage(
        path,
        dir,
        PRINTED_DPI,
        names.map((_, i) => i + 1),
        (n, r) => shares.set(n, thinShare(r.data, r.width, r.height)),
      ),
    );
    for (const [i, name] of names.entries()) expect(shares.get(i + 1), name).toBeLessThan(0.01);
  }, 60_000);

  it("leaves every other page to the measure, saying why", async () => {
    const names = Object.keys(NOT_PROVED);
    const pdf = await pdfOf(Object.values(NOT_PROVED).map(([draw]) => draw));
    const read = pagesInk(pdf);
    for (const [i, name] of names.entries()) {
      const page = read?.[i];
      expect(page?.known, name).toBe(true);
      expect(page?.known && page.lines, name).toMatchObject({ proven: false, why: NOT_PROVED[name]?.[1] });
      // A mark the proof can place says where it is; type, transparency and the rest leave the page whole.
      const placed = /^(a line |a dashed|a filled|paper|ink cut)/.test(NOT_PROVED[name]?.[1] ?? "");
      expect(page?.known && !page.lines.proven && !!page.lines.regions?.length, name).toBe(placed);
    }
  });

  it("places the marks it cannot prove: thin ink can only be there", async () => {
    const pdf = await pdfOf([
      (d) => {
        zigzag(d).lineWidth(3).stroke("black");
        d.moveTo(200, 250).lineTo(260, 250).lineWidth(0.4).stroke("black");
      },
    ]);
    const page = pagesInk(pdf)?.[0];
    expect(page?.known && page.lines).toMatchObject({ proven: false, why: "a line 0.40 pt wide" });
    const regions = page?.known && !page.lines.proven ? (page.lines.regions ?? []) : [];
    expect(regions).toHaveLength(1);
    // PDFKit's page is y down from the top; the file's is y up from the foot (300 pt tall).
    const [r] = regions;
    expect(r?.x0).toBeLessThan(200);
    expect(r?.x1).toBeGreaterThan(260);
    expect(r?.y0).toBeLessThan(50);
    expect(r?.y1).toBeGreaterThan(50);
    expect((r?.x1 ?? 0) - (r?.x0 ?? 0)).toBeLessThan(65);

    // Measured there alone (with a margin), the part holds all of the page's thin ink, and the
    // page's share is at most the part's (printed-lines.ts placedShare).
    const px = PRINTED_DPI / 72;
    const whole = { x0: 0, y0: 0, x1: Math.ceil(300 * px), y1: Math.ceil(300 * px) };
    const inner = {
      x0: Math.floor((r?.x0 ?? 0) * px),
      x1: Math.ceil((r?.x1 ?? 0) * px),
      y0: Math.floor((300 - (r?.y1 ?? 0)) * px),
      y1: Math.ceil((300 - (r?.y0 ?? 0)) * px),
    };
    const crop = {
      x: inner.x0 - MARGIN_PX,
      y: inner.y0 - MARGIN_PX,
      width: inner.x1 - inner.x0 + 2 * MARGIN_PX,
      height: inner.y1 - inner.y0 + 2 * MARGIN_PX,
    };
    const [page1, part] = await poppler.withPdf(pdf, async (path, dir) => {
      const [full] = await poppler.render(path, dir, PRINTED_DPI, { first: 1, last: 1 });
      const cut = await poppler.renderCrop(path, dir, PRINTED_DPI, 1, crop);
      return [full, cut];
    });
    if (!page1 || !part) throw new Error("not rendered");
    const all = thinInkWithin(page1.data, page1.width, page1.height, whole);
    const there = thinInkWithin(part.data, part.width, part.height, {
      x0: MARGIN_PX,
      y0: MARGIN_PX,
      x1: MARGIN_PX + inner.x1 - inner.x0,
      y1: MARGIN_PX + inner.y1 - inner.y0,
    });
    expect(all.thin).toBeGreaterThan(100);
    expect(Math.abs(there.thin - all.thin)).toBeLessThanOrEqual(all.thin * 0.02);
    expect(there.ink).toBeLessThan(all.ink);
    expect(there.thin / there.ink).toBeGreaterThanOrEqual(all.thin / all.ink);
  });

  it("leaves a thin line to the measure, which finds it", async () => {
    const pdf = await pdfOf([NOT_PROVED["a thin filled shape with no outline"]?.[0] as Draw]);
    const shares: number[] = [];
    await poppler.withPdf(pdf, (path, dir) =>
      poppler.eachPage(path, dir, PRINTED_DPI, [1], (_, r) => shares.push(thinShare(r.data, r.width, r.height))),
    );
    expect(shares[0]).toBeGreaterThan(0.5);
  }, 60_000);
});
