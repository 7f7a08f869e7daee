import type { CoverLayout } from "../../engine/books/kdp.js";
import type { Palette } from "../../engine/covers/palettes.js";
import { MIN_TEXT_PT, PT, readableOn, setText } from "./typography.js";

type Doc = PDFKit.PDFDocument;

export interface BackArgs {
  doc: Doc;
  layout: CoverLayout;
  palette: Palette;
  heading: string;
  blurb: string;
  author: string;
  thumbs: Buffer[];
}

/**
 * The back cover: the palette's pale ground (the barcode area is cut out of every fill), a
 * heading and the blurb in a column, "What's inside" with 3–4 interior pages as thumbnails on
 * white cards, and the author's line; nothing reaches the barcode area or the safe margin.
 */
export function drawBack({ doc, layout, palette, heading, blurb, author, thumbs }: BackArgs) {
  const safe = layout.backSafe;
  const bc = layout.barcode;
  const inset = 0.35;
  const x = safe.x + inset;
  const width = safe.width - 2 * inset;
  const ink = readableOn(palette.paper, [palette.ink]);
  let y = safe.y + inset;
  setText(doc, {
    text: heading,
    box: { x, y, width, height: 0.7 },
    font: "title",
    max: 30,
    min: 16,
    color: ink,
    behind: palette.paper,
    plate: palette.paper,
  });
  y += 0.85;
  // The thumbnails' row sits above the barcode area; the blurb takes the room above it.
  const thumbH = Math.min(2.3, (width - 0.3 * 3) / 4 / 0.77);
  const rowY = bc.y - 0.35 - thumbH - 0.45;
  if (blurb.trim()) {
    const box = { x, y, width, height: Math.max(0.5, rowY - 0.2 - y) };
    setText(doc, {
      text: blurb.trim(),
      box,
      font: "body",
      max: 19,
      min: MIN_TEXT_PT,
      color: ink,
      behind: palette.paper,
      plate: palette.paper,
      align: "left",
    });
  }
  if (thumbs.length) {
    setText(doc, {
      text: "What's inside",
      box: { x, y: rowY, width, height: 0.4 },
      font: "heading",
      max: 16,
      min: MIN_TEXT_PT,
      color: ink,
      behind: palette.paper,
      plate: palette.paper,
    });
    const n = Math.min(4, thumbs.length);
    const gap = 0.3;
    const tw = Math.min(thumbH * 0.77, (width - gap * (n - 1)) / n);
    const startX = x + (width - (n * tw + (n - 1) * gap)) / 2;
    thumbs.slice(0, n).forEach((img, i) => {
      const cx = startX + i * (tw + gap);
      const cy = rowY + 0.45;
      doc.rect((cx - 0.05) * PT, (cy - 0.05) * PT, (tw + 0.1) * PT, (thumbH + 0.1) * PT).fill(palette.ink);
      doc.rect(cx * PT, cy * PT, tw * PT, thumbH * PT).fill("#ffffff");
      doc.image(img, (cx + 0.05) * PT, (cy + 0.05) * PT, {
        fit: [(tw - 0.1) * PT, (thumbH - 0.1) * PT],
        align: "center",
        valign: "center",
      });
    });
  }
  if (author) {
    // Beside the barcode area, never over it.
    const box = { x, y: bc.y + bc.height - 0.4, width: bc.x - 0.3 - x, height: 0.4 };
    setText(doc, {
      text: author,
      box,
      font: "heading",
      max: 14,
      min: MIN_TEXT_PT,
      color: ink,
      behind: palette.paper,
      plate: palette.paper,
      align: "left",
    });
  }
}
