import type { CoverLayout } from "../../engine/books/kdp.js";
import type { Palette } from "../../engine/covers/palettes.js";
import { PT, readableOn } from "./typography.js";

type Doc = PDFKit.PDFDocument;

/** KDP's smallest spine lettering (points); below it the spine carries no text. */
export const MIN_SPINE_TEXT_PT = 7;

/**
 * The size the spine's words are set at, or null where KDP allows none or they would be under
 * MIN_SPINE_TEXT_PT: as large as fits the spine's text strip (kdp.ts coverLayout), at most 16 pt.
 */
export function spineTextSize(doc: Doc, layout: CoverLayout, text: string, font: string): number | null {
  const s = layout.spineText;
  if (!s) return null;
  let size = Math.min(16, s.width * PT * 0.72);
  doc.font(font).fontSize(size);
  while (size >= MIN_SPINE_TEXT_PT && doc.widthOfString(text) > s.height * PT) {
    size -= 0.5;
    doc.fontSize(size);
  }
  return size >= MIN_SPINE_TEXT_PT ? size : null;
}

/** The spine in the palette's deep tone, with title and author reading top to bottom where they fit. */
export function drawSpine(doc: Doc, layout: CoverLayout, palette: Palette, title: string, author: string) {
  doc
    .rect(layout.backFold * PT, 0, (layout.frontFold - layout.backFold) * PT, layout.size.height * PT)
    .fill(palette.ink);
  const s = layout.spineText;
  if (!s) return;
  const full = author ? `${title}  ·  ${author}` : title;
  const text = spineTextSize(doc, layout, full, "title") ? full : title;
  const size = spineTextSize(doc, layout, text, "title");
  if (!size) return;
  doc.font("title").fontSize(size);
  const lineH = doc.currentLineHeight();
  doc.save();
  doc.translate((s.x + s.width / 2) * PT, s.y * PT).rotate(90);
  doc.fillColor(readableOn(palette.ink, [palette.paper]));
  doc.text(text, 0, -lineH / 2, { width: s.height * PT, align: "center", lineBreak: false, height: lineH });
  doc.restore();
}
