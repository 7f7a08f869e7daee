import { SHEETS, type Sheet } from "../../engine/sheets.js";
import { titleOnly } from "./info.js";
import { printPng } from "./raster.js";
import { placeArt } from "./sheet.js";
import { artSize, type PrintSource } from "./source.js";

/**
 * A one-page PDF of the page on Letter or A4, the art as large as fits inside 0.5 in margins,
 * centred: vector paths when the page has a vector original, else its 300 DPI PNG (at least
 * 300 DPI at its printed size on either sheet). One PDF library for every PDF
 * (docs/decisions/011-pdf-library.md).
 */
export function printPdf(source: PrintSource, sheetName: Sheet, title: string): Promise<Buffer> {
  return printPagesPdf([source], sheetName, title);
}

/**
 * Several pages in one PDF (POST /api/print): one sheet per page, in the order given, each laid
 * out exactly as printPdf lays out one.
 */
export async function printPagesPdf(sources: PrintSource[], sheetName: Sheet, title: string): Promise<Buffer> {
  if (sources.length === 0) throw new Error("a print PDF needs at least one page");
  const sheet = SHEETS[sheetName];
  // Loaded with the first print, not with the server: ~0.3 s of start-up (docs/performance.md).
  const [{ default: PDFDocument }, { default: SVGtoPDF }] = await Promise.all([
    import("pdfkit"),
    import("svg-to-pdfkit"),
  ]);
  const doc = new PDFDocument({
    size: [sheet.width, sheet.height],
    margin: 0,
    autoFirstPage: false,
  });
  titleOnly(doc, title);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const source of sources) {
    doc.addPage({ size: [sheet.width, sheet.height], margin: 0 });
    const art = artSize(source);
    const at = placeArt(sheetName, art.width, art.height);
    if (source.svg) {
      SVGtoPDF(doc, source.svg, at.x, at.y, {
        width: at.width,
        height: at.height,
        preserveAspectRatio: "xMidYMid meet",
        // Unsupported SVG features are skipped; our originals use none, so nothing is lost.
        warningCallback: () => {},
      });
    } else {
      doc.image(await printPng(source), at.x, at.y, { width: at.width, height: at.height });
    }
  }
  doc.end();
  return done;
}
