import type { Book, BookPage } from "../../lib/books";

/**
 * What the printer prints, page by page, for the spread thumbnails and the cover preview.
 * Numbers from API.md's "Books" table.
 */

export const TRIM_SIZES: Record<string, { width: number; height: number }> = {
  "8.5x11": { width: 8.5, height: 11 },
  "8.5x8.5": { width: 8.5, height: 8.5 },
  "8x10": { width: 8, height: 10 },
  "8.25x11": { width: 8.25, height: 11 },
  a4: { width: 8.27, height: 11.69 },
};

export const MIN_PAGES = 24;
const BLEED = 0.125;

export function gutterFor(pageCount: number): number {
  if (pageCount <= 150) return 0.375;
  if (pageCount <= 300) return 0.5;
  if (pageCount <= 500) return 0.625;
  if (pageCount <= 700) return 0.75;
  return 0.875;
}

export type PrintedKind = "title" | "copyright" | "belongs" | "art" | "blank" | "pad";
export interface PrintedPage {
  kind: PrintedKind;
  /** 1-based page number; odd pages are right-hand pages. */
  number: number;
  art?: BookPage;
}

/** Front matter, then each picture on a right-hand page with a blank back, padded to 24. */
export function printedPages(book: Pick<Book, "frontMatter" | "pages" | "blankBacks">): PrintedPage[] {
  const out: PrintedPage[] = [];
  const push = (kind: PrintedKind, art?: BookPage) => out.push({ kind, number: out.length + 1, art });
  const { titlePage, copyrightPage, belongsTo } = book.frontMatter;
  if (titlePage) push("title");
  if (copyrightPage) {
    if (out.length % 2 === 0) push("blank");
    push("copyright");
  }
  if (belongsTo) {
    if (book.blankBacks && out.length % 2 === 1) push("blank");
    push("belongs");
  }
  for (const page of book.pages) {
    if (book.blankBacks && out.length % 2 === 1) push("blank");
    push("art", page);
  }
  if (book.blankBacks && out.length % 2 === 1) push("blank");
  while (out.length < MIN_PAGES) push("pad");
  if (out.length % 2 === 1) push("pad");
  return out;
}

export interface PageGeometry {
  /** The page box (trim plus bleed when on), inches. */
  width: number;
  height: number;
  /** The trim inside the page box. */
  trim: { x: number; y: number; width: number; height: number };
  /** Where art may go: inside every margin and the gutter. */
  safe: { x: number; y: number; width: number; height: number };
  /** The inside (binding) edge's margin band. */
  gutter: { x: number; width: number };
}

/** One page's boxes; the inside edge is on the left of a right-hand (odd) page. */
export function pageGeometry(book: Pick<Book, "trim" | "bleed">, pageCount: number, number: number): PageGeometry {
  const size = TRIM_SIZES[book.trim] ?? { width: 8.5, height: 11 };
  const right = number % 2 === 1;
  const bleedX = book.bleed ? BLEED : 0;
  const bleedY = book.bleed ? BLEED : 0;
  const width = size.width + bleedX;
  const height = size.height + 2 * bleedY;
  // KDP adds the bleed to the outside edge only; the inside edge is the binding.
  const trim = { x: right ? 0 : bleedX, y: bleedY, width: size.width, height: size.height };
  const outside = book.bleed ? 0.375 : 0.25;
  const inside = gutterFor(pageCount);
  const left = right ? inside : outside;
  const rightMargin = right ? outside : inside;
  return {
    width,
    height,
    trim,
    safe: {
      x: trim.x + left,
      y: trim.y + outside,
      width: size.width - left - rightMargin,
      height: size.height - 2 * outside,
    },
    gutter: { x: right ? trim.x : trim.x + size.width - inside, width: inside },
  };
}

export interface CoverGeometry {
  width: number;
  height: number;
  trimWidth: number;
  spine: number;
  /** x of the fold lines (back|spine and spine|front). */
  folds: [number, number];
  /** 2 x 1.2 in, lower right of the back cover, 0.25 in from the spine fold and the trim. */
  barcode: { x: number; y: number; width: number; height: number };
  spineText: boolean;
}

export function coverGeometry(book: Pick<Book, "trim" | "paper">, pageCount: number): CoverGeometry {
  const size = TRIM_SIZES[book.trim] ?? { width: 8.5, height: 11 };
  const spine = pageCount * (book.paper === "cream" ? 0.0025 : 0.002252);
  const width = BLEED + size.width + spine + size.width + BLEED;
  const height = size.height + 2 * BLEED;
  const fold1 = BLEED + size.width;
  return {
    width,
    height,
    trimWidth: size.width,
    spine,
    folds: [fold1, fold1 + spine],
    barcode: { x: fold1 - 0.25 - 2, y: BLEED + size.height - 0.25 - 1.2, width: 2, height: 1.2 },
    spineText: pageCount >= 79,
  };
}
