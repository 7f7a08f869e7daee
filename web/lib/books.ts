import { useCallback, useEffect, useState } from "react";
import { ApiError, api } from "./api";

/**
 * Books for print-on-demand (docs/api.md, "Books"): the shapes the web app reads and the one place
 * that calls the books routes.
 */

import { TRIM_TABLE, trimLabels, trims } from "../../engine/books/kdp.js";
import type { Book, BookExport, ExportKind, Preflight } from "../../server/api-types";

export type {
  Book,
  BookExport,
  BookFrontMatter as FrontMatter,
  BookPage,
  BookPaper as Paper,
  BookTrim as Trim,
  ExportKind,
  ExportStatus,
  Preflight,
  PreflightCheck,
} from "../../server/api-types";

/** Each trim with the most pages KDP takes on white and on cream paper (the non-standard one says so). */
export const TRIMS = trims.map((value) => {
  const { white, cream } = TRIM_TABLE[value];
  return { value, label: `${trimLabels[value]} · up to ${white} pages (white), ${cream} (cream)` };
});

export type BookPatch = Partial<
  Pick<
    Book,
    | "title"
    | "subtitle"
    | "author"
    | "trim"
    | "paper"
    | "bleed"
    | "blankBacks"
    | "answers"
    | "pageNumbers"
    | "frontMatter"
    | "coverGenerationId"
    | "cover"
    | "backText"
  >
> & { pages?: string[] };

export type NewBook = Pick<
  Book,
  "title" | "subtitle" | "author" | "trim" | "paper" | "bleed" | "blankBacks" | "pageNumbers"
>;

/** The contract's message (docs/api.md, "Books"): a title is the one thing a book must have. */
export const TITLE_REQUIRED = "Please enter a title";

/** A new book's settings: the contract's defaults (8.5x11, white, bleed, blank backs, no numbers). */
export const bookDefaults: NewBook = {
  title: "",
  subtitle: "",
  author: "",
  trim: "8.5x11",
  paper: "white",
  bleed: true,
  blankBacks: true,
  pageNumbers: false,
};

const path = (id: string) => `/books/${encodeURIComponent(id)}`;

export const booksApi = {
  list: () => api.get<{ books: Book[] }>("/books").then((r) => r.books),
  get: (id: string) => api.get<{ book: Book }>(path(id)).then((r) => r.book),
  create: (values: NewBook) => api.post<{ book: Book }>("/books", values).then((r) => r.book),
  update: (id: string, patch: BookPatch) => api.patch<{ book: Book }>(path(id), patch).then((r) => r.book),
  remove: (id: string) => api.del(path(id)),
  /** Appends pages to the end of a book, keeping the pages it already has. */
  addPages: async (id: string, generationIds: string[]) => {
    const book = await booksApi.get(id);
    const have = book.pages.map((p) => p.generationId);
    const pages = [...have, ...generationIds.filter((g) => !have.includes(g))];
    return booksApi.update(id, { pages });
  },
  /** Back-cover copy written from the book (free, nothing saved). */
  backText: (id: string, seed: number) =>
    api.get<{ backText: string }>(`${path(id)}/back-text?seed=${seed}`).then((r) => r.backText),
  preflight: (id: string) => api.get<Preflight>(`${path(id)}/preflight`),
  startExport: (id: string, kind: ExportKind) =>
    api.post<{ export: BookExport }>(`${path(id)}/exports`, { kind }).then((r) => r.export),
  getExport: (id: string) =>
    api.get<{ export: BookExport }>(`/exports/${encodeURIComponent(id)}`).then((r) => r.export),
  /** The cost of a batch; without a book (a new one, made only on confirm) nothing is created. */
  batchCost: (id: string | null, tool: string, values: Record<string, unknown>, count: number, accept?: boolean) => {
    const body = { tool, values, count, acceptStandIns: accept || undefined };
    return id
      ? api.post<{ cost: number; credits: number }>(`${path(id)}/batch`, { ...body, confirm: false })
      : api.post<{ cost: number; credits: number }>("/books/batch-quote", body);
  },
};

export const exportFileUrl = (exportId: string) => `/api/exports/${encodeURIComponent(exportId)}/file`;

/** The caller's books, newest first, with loading and error states. */
export function useBooks() {
  const [books, setBooks] = useState<Book[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    setError(null);
    try {
      setBooks(await booksApi.list());
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Failed to load your books");
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { books, error, reload, setBooks };
}

export function formatInches(n: number, digits = 3): string {
  return `${Number(n.toFixed(digits))} in`;
}
