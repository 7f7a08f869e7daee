import { type CoverLayout, coverLayout, MIN_FONT_PT, type Paper, type Trim } from "../../engine/books/kdp.js";

/** PDF points per inch. */
const PT = 72;
/** The largest spine text: beyond it a wide spine looks shouted. */
const SPINE_MAX_PT = 16;

/**
 * How to measure text in the spine's font, in points: its advance width, its line (ascent to
 * descent), and, when known, how far its glyphs' own outlines reach across the line (a script
 * font's swashes reach past its ascent and descent).
 */
export interface SpineMeasure {
  width(text: string, size: number): number;
  lineHeight(size: number): number;
  inkHeight?(text: string, size: number): number;
}

export interface SpineText {
  text: string;
  size: number;
  /** What the spine carries: both, or the title alone when both would not fit at this size. */
  shows: "title and author" | "title";
}

/**
 * What a cover's spine carries, at what size: text only from KDP's page count on, only where
 * its line fits the spine between the 0.0625 in clearances at 7 pt or more (KDP's smallest
 * type), shortened to the title before it is made smaller, never under 7 pt. Null: no spine
 * text. Every cover design decides its spine with this one function.
 */
export function spineText(
  book: { title: string; author: string; trim: Trim; paper: Paper },
  pageCount: number,
  measure: SpineMeasure,
): SpineText | null {
  const area = coverLayout(book.trim, book.paper, pageCount).spineText;
  if (!area || !book.title.trim()) return null;
  const across = area.width * PT;
  const along = area.height * PT;
  // The line's height across the spine is proportional to the size: the taller of its line and
  // the ink of every glyph it may set (title and author), so no glyph's edge crosses the strip.
  const widest = Math.max(measure.lineHeight(1), measure.inkHeight?.(`${book.title} ${book.author}`, 1) ?? 0);
  const size = Math.min(SPINE_MAX_PT, Math.floor((across / widest) * 2) / 2);
  if (size < MIN_FONT_PT) return null;
  const both = book.author.trim() ? `${book.title}  ·  ${book.author}` : null;
  if (both && measure.width(both, size) <= along) return { text: both, size, shows: "title and author" };
  for (let s = size; s >= MIN_FONT_PT; s -= 0.5)
    if (measure.width(book.title, s) <= along) return { text: book.title, size: s, shows: "title" };
  return null;
}

/** A PDFKit document's measure in one of its registered fonts. */
export function pdfkitMeasure(doc: PDFKit.PDFDocument, font: string): SpineMeasure {
  return {
    width: (text, size) => doc.font(font).fontSize(size).widthOfString(text),
    lineHeight: (size) => doc.font(font).fontSize(size).currentLineHeight(),
    inkHeight: (text, size) => {
      // The line and the ink together: spine text is centred on both (drawSpineText).
      const ink = glyphInk(doc, font, text, size);
      const line = doc.font(font).fontSize(size).currentLineHeight();
      return Math.max(line, ink.bottom) - Math.min(0, ink.top);
    },
  };
}

/** PDFKit's embedded font as far as reading its glyphs' outlines reaches (fontkit's font under it). */
interface InkFont {
  ascender: number;
  font: { unitsPerEm: number; layout(text: string): { glyphs: { bbox: { minY: number; maxY: number } }[] } };
}

/**
 * Where the ink of `text` on one line lies below the y PDFKit is given (points): from its tallest
 * glyph's top to its deepest glyph's foot, and never less than the font's own line.
 */
function glyphInk(doc: PDFKit.PDFDocument, font: string, text: string, size: number) {
  doc.font(font).fontSize(size);
  const f = (doc as unknown as { _font: InkFont })._font;
  const k = size / f.font.unitsPerEm;
  let maxY = 0;
  let minY = 0;
  for (const g of f.font.layout(text).glyphs) {
    if (Number.isFinite(g.bbox.maxY)) maxY = Math.max(maxY, g.bbox.maxY);
    if (Number.isFinite(g.bbox.minY)) minY = Math.min(minY, g.bbox.minY);
  }
  const baseline = (f.ascender / 1000) * size;
  return { top: baseline - maxY * k, bottom: baseline - minY * k };
}

/**
 * The spine's text set on a cover: rotated to read top to bottom, its line centred across and
 * along the spine's text strip (kdp.ts coverLayout). Every cover, plain or designed, draws it here.
 */
export function drawSpineText(
  doc: PDFKit.PDFDocument,
  layout: CoverLayout,
  spine: SpineText,
  font: string,
  color: string,
) {
  const s = layout.spineText;
  if (!s) return;
  const ink = glyphInk(doc, font, spine.text, spine.size);
  // The ink centred across the strip: with its line when the glyphs stay inside it.
  const lineH = doc.font(font).fontSize(spine.size).currentLineHeight();
  const top = Math.min(0, ink.top);
  const bottom = Math.max(lineH, ink.bottom);
  const along = (s.height * PT - doc.widthOfString(spine.text)) / 2;
  doc.save();
  doc.translate((s.x + s.width / 2) * PT, s.y * PT).rotate(90);
  doc.fillColor(color);
  doc.text(spine.text, along, -(top + bottom) / 2, { lineBreak: false });
  doc.restore();
}
