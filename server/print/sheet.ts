/**
 * Every number of a printed page, in one place (docs/api.md, "Page options, quality and print").
 * Points are PDF points (1/72 in). The sheets a page is printed on at home (`?paper=` in the
 * API) are engine/sheets.ts's `SHEETS`; the paper stock of a book (white, cream) is
 * engine/books/kdp.ts's.
 */
import { SHEETS, type Sheet } from "../../engine/sheets.js";

/** Art stays inside 0.5 in margins on every side. */
const MARGIN_PT = 36;

/** A portrait page has the proportions of US Letter / KDP 8.5x11. */
export const PORTRAIT_ASPECT = 17 / 22;

/** The print PNG's resolution, also written into the file (pHYs) so layout programs read it. */
export const PRINT_DPI = 300;

/**
 * The 300 DPI PNG for 8.5x11: a portrait page fills the sheet (2550x3300), a square one is
 * 8 in wide (2400x2400).
 */
export function printPixels(width: number, height: number): { width: number; height: number } {
  return height > width ? { width: 2550, height: 3300 } : { width: 2400, height: 2400 };
}

/** Where art of this aspect ratio lands on the sheet: as large as fits inside the margins, centred. */
export function placeArt(sheetName: Sheet, artWidth: number, artHeight: number) {
  const sheet = SHEETS[sheetName];
  const boxW = sheet.width - 2 * MARGIN_PT;
  const boxH = sheet.height - 2 * MARGIN_PT;
  const scale = Math.min(boxW / artWidth, boxH / artHeight);
  const width = artWidth * scale;
  const height = artHeight * scale;
  return { x: (sheet.width - width) / 2, y: (sheet.height - height) / 2, width, height };
}
