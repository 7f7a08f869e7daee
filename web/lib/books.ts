import { useCallback, useEffect, useState } from "react";
import { ApiError, api } from "./api";

/**
 * Books for print-on-demand (API.md, "Books"): the shapes the web app reads and the one place
 * that calls the books routes.
 */

export const TRIMS = [
  { value: "8.5x11", label: "8.5 x 11 in (Letter)" },
  { value: "8.5x8.5", label: "8.5 x 8.5 in (square)" },
  { value: "8x10", label: "8 x 10 in" },
  { value: "8.25x11", label: "8.25 x 11 in" },
  { value: "a4", label: "A4 (8.27 x 11.69 in)" },
] as const;
export type Trim = (typeof TRIMS)[number]["value"];
export type Paper = "white" | "cream";

export interface FrontMatter {
  titlePage: boolean;
  copyrightPage: boolean;
  belongsTo: boolean;
}

export interface BookPage {
  generationId: string;
  tool: string;
  thumbUrl: string;
}

export interface Book {
  id: string;
  title: string;
  subtitle: string;
  author: string;
  trim: Trim;
  paper: Paper;
  bleed: boolean;
  blankBacks: boolean;
  pageNumbers: boolean;
  frontMatter: FrontMatter;
  pages: BookPage[];
  coverGenerationId: string | null;
  backText: string;
  interiorPageCount: number;
  spineWidthIn: number;
  coverSizeIn: { width: number; height: number };
  createdAt: string;
  updatedAt: string;
}

export type ExportKind = "interior" | "cover" | "printables";
export type ExportStatus = "queued" | "running" | "succeeded" | "failed";
export interface BookExport {
  id: string;
  kind: ExportKind;
  status: ExportStatus;
  progress: number;
  url?: string;
  error?: { code: string; message: string } | null;
}

export interface PreflightCheck {
  id: string;
  label: string;
  status: "pass" | "warn" | "fail";
  detail: string;
}
export interface Preflight {
  ok: boolean;
  checks: PreflightCheck[];
}

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
    | "pageNumbers"
    | "frontMatter"
    | "coverGenerationId"
    | "backText"
  >
> & { pages?: string[] };

export type NewBook = Pick<
  Book,
  "title" | "subtitle" | "author" | "trim" | "paper" | "bleed" | "blankBacks" | "pageNumbers"
>;

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
  preflight: (id: string) => api.get<Preflight>(`${path(id)}/preflight`),
  startExport: (id: string, kind: ExportKind) =>
    api.post<{ export: BookExport }>(`${path(id)}/exports`, { kind }).then((r) => r.export),
  getExport: (id: string) =>
    api.get<{ export: BookExport }>(`/exports/${encodeURIComponent(id)}`).then((r) => r.export),
  batchCost: (id: string, tool: string, values: Record<string, unknown>, count: number) =>
    api.post<{ cost: number; credits: number }>(`${path(id)}/batch`, { tool, values, count, confirm: false }),
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
