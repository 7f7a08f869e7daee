import { useCallback, useEffect, useState } from "react";
import { ApiError, answer, apiHref, client, urls } from "./api";

/**
 * Books for print-on-demand (docs/api.md, "Books"): the shapes the web app reads and the one place
 * that calls the books routes.
 */

import { TRIM_TABLE, trimLabels, trims } from "../../engine/books/kdp.js";
import type { Book, ExportKind, Preflight } from "../../server/api-types";

export type {
  Book,
  BookExport,
  BookPage,
  ExportKind,
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

const book = client.books[":id"];
const param = (id: string) => ({ param: { id: encodeURIComponent(id) } });

export const booksApi = {
  list: () => answer(client.books.$get()).then((r) => r.books),
  get: (id: string) => answer(book.$get(param(id))).then((r) => r.book),
  create: (values: NewBook) => answer(client.books.$post({ json: values })).then((r) => r.book),
  update: (id: string, patch: BookPatch) => answer(book.$patch({ ...param(id), json: patch })).then((r) => r.book),
  remove: (id: string) => answer(book.$delete(param(id))),
  /** Appends pages to the end of a book, keeping the pages it already has. */
  addPages: async (id: string, generationIds: string[]) => {
    const current = await booksApi.get(id);
    const have = current.pages.map((p) => p.generationId);
    const pages = [...have, ...generationIds.filter((g) => !have.includes(g))];
    return booksApi.update(id, { pages });
  },
  /** Back-cover copy written from the book (free, nothing saved). */
  backText: (id: string, seed: number) =>
    answer(client.books[":id"]["back-text"].$get({ ...param(id), query: { seed: String(seed) } })).then(
      (r) => r.backText,
    ),
  preflight: (id: string): Promise<Preflight> => answer(client.books[":id"].preflight.$get(param(id))),
  startExport: (id: string, kind: ExportKind) =>
    // A 409 (preflight-failed) has thrown its ApiError before an answer is read.
    answer(client.books[":id"].exports.$post({ ...param(id), json: { kind } })).then((r) =>
      "export" in r ? r.export : Promise.reject(new ApiError(409, r.error.code, r.error.message)),
    ),
  /** The book's exports, newest first: what the book screen shows again after a reload. */
  listExports: (bookId: string) => answer(client.books[":id"].exports.$get(param(bookId))).then((r) => r.exports),
  getExport: (id: string) => answer(client.exports[":id"].$get(param(id))).then((r) => r.export),
  /** The cost of a batch; without a book (a new one, made only on confirm) nothing is created. */
  batchCost: (id: string | null, tool: string, values: Record<string, unknown>, count: number, accept?: boolean) => {
    const acceptStandIns = accept || undefined;
    if (!id) return answer(client.books["batch-quote"].$post({ json: { tool, values, count, acceptStandIns } }));
    return answer(
      client.books[":id"].batch.$post({ ...param(id), json: { tool, values, count, confirm: false, acceptStandIns } }),
    ).then((r) => ("cost" in r ? r : Promise.reject(unexpected())));
  },
  /** Starts a batch: its pages, queued, and the balance after paying for them. */
  startBatch: (id: string, tool: string, values: Record<string, unknown>, count: number, accept?: boolean) =>
    answer(
      client.books[":id"].batch.$post({
        ...param(id),
        json: { tool, values, count, confirm: true, acceptStandIns: accept || undefined },
      }),
    ).then((r) => ("generations" in r ? r : Promise.reject(unexpected()))),
  /** The cost of an activity book's pages in this book: nothing is made or charged. */
  activityBookCost: (id: string, activities: ActivityBook) =>
    answer(client.books[":id"].batch.$post({ ...param(id), json: { ...activities, confirm: false } })).then((r) =>
      "cost" in r ? r : Promise.reject(unexpected()),
    ),
  /** Starts an activity book's pages: queued, paid for at once, joining the book in order. */
  startActivityBook: (id: string, activities: ActivityBook) =>
    answer(client.books[":id"].batch.$post({ ...param(id), json: { ...activities, confirm: true } })).then((r) =>
      "generations" in r ? r : Promise.reject(unexpected()),
    ),
};

/**
 * An activity book's pages (docs/api.md, "Books": a batch with `mix`): how many pages of each
 * activity tool, the theme every page takes, and whether they run from easy to hard.
 */
export interface ActivityBook {
  /** Each tool's pages; `values` are the tool's own (its print size: `{ print: "large" }`). */
  mix: { tool: string; count: number; values?: Record<string, string> }[];
  theme: string;
  curve: boolean;
}

/** A 2xx answer of another shape than the route's contract (one route answers a quote or a batch). */
const unexpected = () => new ApiError(500, "internal", "Invalid server response");

export const exportFileUrl = (exportId: string) =>
  apiHref(urls.exports[":id"].file.$url({ param: { id: encodeURIComponent(exportId) } }));

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
