import { printPng } from "./raster.js";
import { placeArt, SHEETS, type Sheet } from "./sheet.js";
import { artSize, type PrintSource } from "./source.js";

/**
 * A one-page PDF of the page on Letter or A4, the art as large as fits inside 0.5 in margins,
 * centred: vector paths when the page has a vector original, else its 300 DPI PNG (at least
 * 300 DPI at its printed size on either sheet). One PDF library for every PDF
 * (docs/decisions/011-pdf-library.md).
 */
export async function printPdf(source: PrintSource, sheetName: Sheet, title: string): Promise<Buffer> {
  const sheet = SHEETS[sheetName];
  const art = artSize(source);
  const at = placeArt(sheetName, art.width, art.height);
  const image = source.svg ? null : await printPng(source);
  // Loaded with the first print, not with the server: ~0.3 s of start-up (docs/performance.md).
  const [{ default: PDFDocument }, { default: SVGtoPDF }] = await Promise.all([
    import("pdfkit"),
    import("svg-to-pdfkit"),
  ]);
  const doc = new PDFDocument({
    size: [sheet.width, sheet.height],
    margin: 0,
    info: { Title: title, Creator: "Inkling" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  if (source.svg) {
    SVGtoPDF(doc, source.svg, at.x, at.y, {
      width: at.width,
      height: at.height,
      preserveAspectRatio: "xMidYMid meet",
      // Unsupported SVG features are skipped; our originals use none, so nothing is lost.
      warningCallback: () => {},
    });
  } else if (image) {
    doc.image(image, at.x, at.y, { width: at.width, height: at.height });
  }
  doc.end();
  return done;
}
