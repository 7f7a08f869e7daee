import type { CoverLayout, Paper, Trim } from "../../engine/books/kdp.js";
import type { Palette } from "../../engine/covers/palettes.js";
import { drawSpineText, pdfkitMeasure, spineText } from "../books/spine.js";
import { PT, readableOn } from "./typography.js";

type Doc = PDFKit.PDFDocument;

/**
 * Below this width a spine band of its own would show as a stripe on the front or the back: KDP's
 * fold may land up to 0.0625 in either side of where it is drawn (KDP_SOURCES.cover), and a spine
 * is 0.054 in wide at 24 pages and reaches 0.25 in only at 111 (white paper). A thin spine carries
 * the back's ground across to the front fold instead, so a moved fold only moves the edge between
 * the two panels' colours.
 */
export const THIN_SPINE_IN = 0.25;

/**
 * The spine in the palette's deep tone (the back's ground on a thin spine), with the text
 * `spineText()` (server/books/spine.ts) decides for it in the design's title font: the one rule
 * every cover follows.
 */
export function drawSpine(
  doc: Doc,
  layout: CoverLayout,
  palette: Palette,
  book: { title: string; author: string; trim: Trim; paper: Paper },
  pageCount: number,
) {
  const thin = layout.spineWidth < THIN_SPINE_IN;
  const ground = thin ? palette.paper : palette.ink;
  doc.rect(layout.backFold * PT, 0, (layout.frontFold - layout.backFold) * PT, layout.size.height * PT).fill(ground);
  const spine = spineText(book, pageCount, pdfkitMeasure(doc, "title"));
  if (spine) drawSpineText(doc, layout, spine, "title", readableOn(ground, [thin ? palette.ink : palette.paper]));
}
