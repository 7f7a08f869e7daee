import type { BookSpec, PageSource } from "../../server/books/spec.js";

/** A plain 8.5 x 11 book of these pages: no bleed, no front matter, no cover, page numbers on. */
export function plainBookSpec(pages: PageSource[], more: Partial<BookSpec> = {}): BookSpec {
  return {
    title: "A Test Book",
    subtitle: "",
    author: "",
    trim: "8.5x11",
    paper: "white",
    bleed: false,
    blankBacks: false,
    pageNumbers: true,
    frontMatter: { titlePage: false, copyrightPage: false, belongsTo: false },
    backText: "",
    copyrightText: "",
    pages,
    cover: null,
    design: null,
    coverPages: [],
    ...more,
  };
}
