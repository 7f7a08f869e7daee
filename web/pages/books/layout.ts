import {
  coverLayout,
  gutterIn,
  type PlanPage,
  pageBox,
  pagePlan,
  pageSide,
  safeArea,
  trimRect,
} from "../../../engine/books/kdp.js";
import type { Book, BookPage } from "../../lib/books";

/**
 * What the printer prints, page by page, for the spread thumbnails and the cover preview: the
 * server's own plan and geometry (engine/books/kdp.ts), so the screen shows the files exactly.
 */

export interface PrintedPage extends PlanPage {
  picture?: BookPage;
}

export function printedPages(book: Pick<Book, "frontMatter" | "pages" | "blankBacks">): PrintedPage[] {
  return pagePlan({ artPages: book.pages.length, blankBacks: book.blankBacks, frontMatter: book.frontMatter }).map(
    (p) => (p.art === undefined ? p : { ...p, picture: book.pages[p.art] }),
  );
}

export interface PageGeometry {
  width: number;
  height: number;
  trim: { x: number; y: number; width: number; height: number };
  safe: { x: number; y: number; width: number; height: number };
  /** The inside (binding) edge's margin band. */
  gutter: { x: number; width: number };
}

export function pageGeometry(book: Pick<Book, "trim" | "bleed">, pageCount: number, number: number): PageGeometry {
  const box = pageBox(book.trim, book.bleed);
  const trim = trimRect(book.trim, book.bleed, number);
  const inside = gutterIn(pageCount);
  return {
    ...box,
    trim,
    safe: safeArea(book.trim, book.bleed, pageCount, number),
    gutter: { x: pageSide(number) === "right" ? trim.x : trim.x + trim.width - inside, width: inside },
  };
}

export const coverGeometry = (book: Pick<Book, "trim" | "paper">, pageCount: number) =>
  coverLayout(book.trim, book.paper, pageCount);
