import { matchMotif } from "../sketch/art.js";
import { lineMotif, PORTRAIT_H, W } from "../sketch/draw.js";
import { r2 } from "../sketch/random.js";
import { linePath } from "../sketch/text.js";

/**
 * An activity page: 1024 units wide like every page, square or US Letter portrait (17:22).
 * `pt`: points a unit prints at, when the page is drawn for a known printed size (a book's
 * trim, server/activities/print-scale.ts); without it, the gate's 8 or 8.5 in wide print.
 */
/** What an answer key writes in: a red every kind's key shares. */
export const ANSWER_INK = "#e11d48";

export interface Sheet {
  width: number;
  height: number;
  pt?: number;
}

export const sheetFor = (page: string | undefined, pt?: number): Sheet => ({
  width: W,
  height: page === "portrait" ? PORTRAIT_H : W,
  ...(pt ? { pt } : {}),
});

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const MARGIN = 56;
const TITLE = 44;

/** Where the puzzle goes: under the title, inside the page's margins. */
export function contentBox(sheet: Sheet, title: boolean): Box {
  const top = title ? MARGIN + TITLE + 24 : MARGIN;
  return { x: MARGIN, y: top, w: sheet.width - 2 * MARGIN, h: sheet.height - top - MARGIN };
}

export function svgDocument(sheet: Sheet, body: string): string {
  const { width: w, height: h } = sheet;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#fff"/>${body}</svg>`;
}

/**
 * The attribute that carries outlined type's size (units) into the print file: a book's interior
 * writes it as marked content (server/books/svg-pdf.ts), which its preflight reads at the size the
 * type prints (pdf-scan.ts printedLines, `outlined`), to two decimals.
 */
export const typeAttr = (size: number) => `data-type="${r2(size)}"`;

/** Text as glyph outlines (no fonts needed to print it), centred on cx. */
export function text(value: string, size: number, cx: number, baseline: number, fill = "#000"): string {
  if (!value) return "";
  return `<path fill="${fill}" ${typeAttr(size)} d="${linePath(value, "nunito", size, r2(cx), r2(baseline))}"/>`;
}

export function title(sheet: Sheet, value: string): string {
  return text(value, TITLE, sheet.width / 2, MARGIN + TITLE * 0.8);
}

/** A small black-and-white theme picture centred at (x, y), from the built-in drawings. */
export function themePicture(theme: string | undefined, x: number, y: number, size: number, seed = 0): string {
  const motif = matchMotif(theme || "star", seed);
  return lineMotif(motif, { x, y, size }, { main: Math.max(2, size / 24), fine: Math.max(1.5, size / 36) });
}
