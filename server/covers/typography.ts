import type { Rect } from "../../engine/books/kdp.js";
import { contrast } from "../../engine/covers/palettes.js";

type Doc = PDFKit.PDFDocument;
export const PT = 72;

/** Readable floors (points) on a printed cover: a title smaller than this stops being a title. */
export const MIN_TITLE_PT = 20;
export const MIN_TEXT_PT = 9;
/** WCAG's large-text contrast: below it, text gets a plate behind it. */
const MIN_CONTRAST = 4.5;

/** PDFKit's embedded font as far as measuring ink reaches into it (fontkit's font under it). */
interface MeasuredFont {
  ascender: number;
  font: {
    unitsPerEm: number;
    layout(text: string): { glyphs: { bbox: { minY: number; maxY: number } }[] };
  };
}

/** Lines of a text block are set this close: a tenth of the size less than the font's own line. */
const lineGap = (size: number) => -size * 0.1;

/**
 * Where the ink of `text` set in `font` at `size`, wrapped to `width` points, lies below the y
 * PDFKit is given (points): from the tallest glyph's top on the first line to the deepest glyph's
 * foot on the last, read from the glyphs' own outlines (fontkit's bounding boxes), not from the
 * font's line height. Script fonts (Lobster, Pacifico, Dancing Script) reach well past their
 * ascender and descender, and a box fitted to the line height let one line overlap the next block.
 */
export function inkExtent(
  doc: Doc,
  text: string,
  font: string,
  size: number,
  width: number,
): { top: number; bottom: number; lines: number } {
  doc.font(font).fontSize(size);
  const gap = lineGap(size);
  const advance = doc.currentLineHeight(true) + gap;
  const lines = Math.max(1, Math.round(doc.heightOfString(text, { width, lineGap: gap }) / advance));
  const f = (doc as unknown as { _font: MeasuredFont })._font;
  const k = size / f.font.unitsPerEm;
  let maxY = 0;
  let minY = 0;
  for (const g of f.font.layout(text).glyphs) {
    const b = g.bbox;
    if (Number.isFinite(b.maxY) && b.maxY > maxY) maxY = b.maxY;
    if (Number.isFinite(b.minY) && b.minY < minY) minY = b.minY;
  }
  const baseline = (f.ascender / 1000) * size;
  return { top: baseline - maxY * k, bottom: baseline + (lines - 1) * advance - minY * k, lines };
}

/** Whether `text` at `size` fits `box` (inches): its ink no taller than the box, no word broken. */
function fits(doc: Doc, text: string, box: Rect, font: string, size: number): boolean {
  const ink = inkExtent(doc, text, font, size, box.width * PT);
  if (ink.bottom - ink.top > box.height * PT) return false;
  doc.font(font).fontSize(size);
  return text.split(/\s+/).every((w) => doc.widthOfString(w) <= box.width * PT);
}

/** The largest size from `max` down to `min` at which `text` fits `box` (inches) in `font`. */
function fitSize(doc: Doc, text: string, box: Rect, font: string, max: number, min: number): number {
  for (let size = max; size > min; size -= 1) if (fits(doc, text, box, font, size)) return size;
  return min;
}

/** Of black and white and the palette's two tones, the colour that reads best on `background`. */
export function readableOn(background: string, candidates: string[]): string {
  return [...candidates, "#111111", "#ffffff"].reduce((best, c) =>
    contrast(c, background) > contrast(best, background) ? c : best,
  );
}

export interface SetText {
  text: string;
  box: Rect;
  font: string;
  max: number;
  min: number;
  color: string;
  /** What lies behind the text (its average colour): a plate is added when contrast is too low. */
  behind: string;
  plate: string;
  align?: "center" | "left";
  /** A size already fitted (measureText): set at it rather than fitted again. */
  size?: number;
}

/**
 * Text fitted to its box by its ink (the glyphs' own outlines), never under its readable floor,
 * its ink vertically centred; when its colour would not stand out from what is behind it, a solid
 * plate goes behind it first (plain fills: no transparency in a cover PDF). Returns the box its
 * ink takes: text too long for its box even at its floor is set in full from the box's top and
 * runs past its foot (every word the user typed is printed), and the box returned says so, so
 * what follows is placed below it.
 */
export function setText(doc: Doc, t: SetText): Rect {
  const size = t.size ?? fitSize(doc, t.text, t.box, t.font, t.max, t.min);
  const width = t.box.width * PT;
  const ink = inkExtent(doc, t.text, t.font, size, width);
  const inkH = (ink.bottom - ink.top) / PT;
  const inkTop = t.box.y + Math.max(0, (t.box.height - inkH) / 2);
  const y = inkTop - ink.top / PT;
  doc.font(t.font).fontSize(size);
  const opts = { width, align: t.align ?? "center", lineGap: lineGap(size) } as const;
  if (contrast(t.color, t.behind) < MIN_CONTRAST) {
    const w = Math.min(t.box.width, doc.widthOfString(t.text) / PT) + 0.3;
    const x = t.align === "left" ? t.box.x - 0.15 : t.box.x + (t.box.width - w) / 2;
    doc.roundedRect(x * PT, (inkTop - 0.08) * PT, w * PT, (inkH + 0.16) * PT, 10).fill(t.plate);
  }
  doc.fillColor(t.color);
  doc.text(t.text, t.box.x * PT, y * PT, opts);
  return { x: t.box.x, y: inkTop, width: t.box.width, height: inkH };
}

/** The ink box `setText` would give, without drawing anything. */
export function measureText(
  doc: Doc,
  t: Pick<SetText, "text" | "box" | "font" | "max" | "min" | "size">,
): Rect & {
  size: number;
} {
  const size = t.size ?? fitSize(doc, t.text, t.box, t.font, t.max, t.min);
  const ink = inkExtent(doc, t.text, t.font, size, t.box.width * PT);
  const inkH = (ink.bottom - ink.top) / PT;
  return { x: t.box.x, y: t.box.y + Math.max(0, (t.box.height - inkH) / 2), width: t.box.width, height: inkH, size };
}

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
const FILLER = new Set(["for", "and", "the", "a", "of", "with", "to", "in"]);

/**
 * The badge without the words the title already says: "Ages 4-8" under "Dinosaurs for Kids Ages
 * 4-8" says nothing new and is dropped, "Ages 4-8 · 50 pages" keeps "50 pages".
 */
export function badgeText(title: string, subtitle: string, badge: string): string {
  const said = new Set([...words(title), ...words(subtitle)]);
  const parts = badge
    .split(/[·|•,;]/)
    .map((p) => p.trim())
    .filter(Boolean)
    .filter((part) => words(part).some((w) => !said.has(w) && !FILLER.has(w)));
  return parts.join(" · ");
}
