import type { CoverLayout, Paper, Trim } from "../../engine/books/kdp.js";
import type { Palette } from "../../engine/covers/palettes.js";
import { drawSpineText, pdfkitMeasure, spineText } from "../books/spine.js";
import { PT, readableOn } from "./typography.js";

type Doc = PDFKit.PDFDocument;

/**
 * The spine in the palette's deep tone, with the text `spineText()` (server/books/spine.ts)
 * decides for it in the design's title font: the one rule every cover follows.
 */
export function drawSpine(
  doc: Doc,
  layout: CoverLayout,
  palette: Palette,
  book: { title: string; author: string; trim: Trim; paper: Paper },
  pageCount: number,
) {
  doc
    .rect(layout.backFold * PT, 0, (layout.frontFold - layout.backFold) * PT, layout.size.height * PT)
    .fill(palette.ink);
  const spine = spineText(book, pageCount, pdfkitMeasure(doc, "title"));
  if (spine) drawSpineText(doc, layout, spine, "title", readableOn(palette.ink, [palette.paper]));
}
