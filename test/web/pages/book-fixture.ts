import { interiorPageCount } from "../../../engine/books/kdp.js";
import type { Book } from "../../../server/api-types";

/** A picture of a book as the API lists it. */
export const pic = (id: string) => ({
  generationId: id,
  tool: "kids/alphabet",
  values: {} as Record<string, unknown>,
  thumbUrl: `/api/images/${id}`,
});

/** A book as `GET /api/books/:id` answers it: "Dino Days", 8.5x11 white, with what `over` changes. */
export function makeBook(over: Partial<Book> = {}): Book {
  const pages = over.pages ?? [];
  const frontMatter = over.frontMatter ?? { titlePage: false, copyrightPage: false, belongsTo: false };
  const count = interiorPageCount({ artPages: pages.length, blankBacks: over.blankBacks ?? true, frontMatter });
  return {
    id: "b1",
    title: "Dino Days",
    subtitle: "",
    author: "Ada",
    trim: "8.5x11",
    paper: "white",
    bleed: true,
    blankBacks: true,
    answers: true,
    pageNumbers: false,
    frontMatter,
    pages,
    coverGenerationId: null,
    cover: null,
    backText: "",
    interiorPageCount: count,
    spineWidthIn: Math.round(count * 0.002252 * 10000) / 10000,
    coverSizeIn: { width: 17.3041, height: 11.25 },
    createdAt: "2026-11-23T00:00:00.000Z",
    updatedAt: "2026-11-23T00:00:00.000Z",
    ...over,
  };
}
