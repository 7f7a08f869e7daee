import { type CreateBookInput, bookMessages as requestMessages, type UpdateBookInput } from "../../engine/api/books.js";
import { coverSize, spineWidthIn } from "../../engine/books/kdp.js";
import type { Catalog } from "../../engine/catalog.js";
import type { Book, BookPaper, BookTrim } from "../api-types.js";
import { completeDesign, readDesign } from "../covers/design.js";
import type { DB, Executor } from "../db/database.js";
import type { BookRow, UserRow } from "../db/schema.js";
import { AppError } from "../errors.js";
import { answerKeyOf } from "../generations/mapping.js";
import { newId, nowIso } from "../ids.js";
import { isAdminRow } from "../users/repo.js";
import { bookPageCount, printsPageNumbers } from "./spec.js";

const bookMessages = {
  title: "Please enter a title",
  pages: requestMessages.pages,
  cover: requestMessages.cover,
  coverPages: requestMessages.coverPage,
  notFound: "This book does not exist",
} as const;

function requireTitle(title: string | undefined): string {
  const t = title?.trim() ?? "";
  if (!t) throw new AppError(400, "invalid-input", bookMessages.title, { title: bookMessages.title });
  return t;
}

export interface BookPageRow {
  generation_id: string;
  tool: string;
  /** The generation's output (an activity page's names its answer key). */
  output_json: string | null;
  /** The form's values the page was made from: its subject and its level, shown in the book's list. */
  values_json: string;
}

const bool = (n: number) => n === 1;

/** A book as the API answers it, with KDP's figures computed from engine/books/kdp.ts. */
function toApiBook(row: BookRow, pages: BookPageRow[]): Book {
  const trim = row.trim as BookTrim;
  const paper = row.paper as BookPaper;
  const fm = {
    titlePage: bool(row.title_page),
    copyrightPage: bool(row.copyright_page),
    belongsTo: bool(row.belongs_to),
  };
  const keys = bool(row.answers) ? pages.filter((p) => answerKeyOf(p)) : [];
  const count = bookPageCount({ pages, blankBacks: bool(row.blank_backs), frontMatter: fm, answers: keys });
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    author: row.author,
    trim,
    paper,
    bleed: bool(row.bleed),
    blankBacks: bool(row.blank_backs),
    answers: bool(row.answers),
    pageNumbers: printsPageNumbers(bool(row.page_numbers), keys.length),
    frontMatter: fm,
    pages: pages.map((p) => ({
      generationId: p.generation_id,
      tool: p.tool,
      values: JSON.parse(p.values_json) as Record<string, unknown>,
      thumbUrl: `/api/images/${p.generation_id}`,
    })),
    coverGenerationId: row.cover_generation_id,
    cover: readDesign(row.cover_json),
    backText: row.back_text,
    interiorPageCount: count,
    spineWidthIn: spineWidthIn(count, paper),
    coverSizeIn: coverSize(trim, paper, count),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function bookPages(db: Executor, bookId: string): Promise<BookPageRow[]> {
  return db
    .selectFrom("book_pages")
    .innerJoin("generations", "generations.id", "book_pages.generation_id")
    .select(["book_pages.generation_id", "generations.tool", "generations.output_json", "generations.values_json"])
    .where("book_pages.book_id", "=", bookId)
    .orderBy("book_pages.position")
    .execute();
}

/** The book if the viewer owns it or is the administrator; anyone else gets 404. */
export async function findBook(db: Executor, id: string, viewer: UserRow, adminEmail: string): Promise<BookRow> {
  const row = await db.selectFrom("books").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row || (row.user_id !== viewer.id && !isAdminRow(viewer, adminEmail)))
    throw new AppError(404, "not-found", bookMessages.notFound);
  return row;
}

export async function loadApiBook(db: Executor, row: BookRow): Promise<Book> {
  return toApiBook(row, await bookPages(db, row.id));
}

export async function createBook(db: DB, user: UserRow, input: CreateBookInput): Promise<Book> {
  const title = requireTitle(input.title);
  const now = nowIso();
  const row: BookRow = {
    id: newId(),
    user_id: user.id,
    title,
    subtitle: input.subtitle?.trim() ?? "",
    author: input.author?.trim() ?? "",
    trim: input.trim ?? "8.5x11",
    paper: input.paper ?? "white",
    bleed: input.bleed === false ? 0 : 1,
    blank_backs: input.blankBacks === false ? 0 : 1,
    answers: input.answers === false ? 0 : 1,
    page_numbers: input.pageNumbers ? 1 : 0,
    title_page: input.frontMatter?.titlePage ? 1 : 0,
    copyright_page: input.frontMatter?.copyrightPage ? 1 : 0,
    belongs_to: input.frontMatter?.belongsTo ? 1 : 0,
    cover_generation_id: null,
    back_text: input.backText ?? "",
    cover_json: null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto("books").values(row).execute();
  return toApiBook(row, []);
}

/** A book's row goes; its page list and exports go with it (foreign keys), its pages stay in the gallery. */
export async function deleteBook(db: Executor, id: string): Promise<void> {
  await db.deleteFrom("books").where("id", "=", id).execute();
}

export async function bookTitle(db: Executor, id: string): Promise<string | undefined> {
  const row = await db.selectFrom("books").select("title").where("id", "=", id).executeTakeFirst();
  return row?.title;
}

export async function listBooks(db: DB, userId: string): Promise<Book[]> {
  const rows = await db
    .selectFrom("books")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return Promise.all(rows.map((r) => loadApiBook(db, r)));
}

/** Generations of `ownerId` that succeeded with a tool of `output`; ids not among them are refused. */
async function checkOwnGenerations(
  db: Executor,
  catalog: Catalog,
  ownerId: string,
  ids: string[],
  use: "page" | "cover",
): Promise<boolean> {
  // Pages are line art or activity pages (both pure black and white); a cover is a cover.
  const fits = (output: string | undefined) =>
    use === "cover" ? output === "cover" : output === "line-art" || output === "activity";
  if (!ids.length) return true;
  const unique = [...new Set(ids)];
  const rows = await db
    .selectFrom("generations")
    .select(["id", "tool", "image_path"])
    .where("id", "in", unique)
    .where("user_id", "=", ownerId)
    .where("status", "=", "succeeded")
    .execute();
  if (rows.length !== unique.length) return false;
  return rows.every((r) => r.image_path && fits(catalog.byId.get(r.tool)?.output));
}

export async function updateBook(db: DB, catalog: Catalog, book: BookRow, input: UpdateBookInput): Promise<Book> {
  const set: Partial<BookRow> = { updated_at: nowIso() };
  if (input.title !== undefined) set.title = requireTitle(input.title);
  if (input.subtitle !== undefined) set.subtitle = input.subtitle.trim();
  if (input.author !== undefined) set.author = input.author.trim();
  if (input.trim !== undefined) set.trim = input.trim;
  if (input.paper !== undefined) set.paper = input.paper;
  if (input.bleed !== undefined) set.bleed = input.bleed ? 1 : 0;
  if (input.blankBacks !== undefined) set.blank_backs = input.blankBacks ? 1 : 0;
  if (input.answers !== undefined) set.answers = input.answers ? 1 : 0;
  if (input.pageNumbers !== undefined) set.page_numbers = input.pageNumbers ? 1 : 0;
  if (input.backText !== undefined) set.back_text = input.backText;
  const fm = input.frontMatter;
  if (fm?.titlePage !== undefined) set.title_page = fm.titlePage ? 1 : 0;
  if (fm?.copyrightPage !== undefined) set.copyright_page = fm.copyrightPage ? 1 : 0;
  if (fm?.belongsTo !== undefined) set.belongs_to = fm.belongsTo ? 1 : 0;
  if (input.pages && !(await checkOwnGenerations(db, catalog, book.user_id, input.pages, "page")))
    throw new AppError(400, "invalid-input", bookMessages.pages, { pages: bookMessages.pages });
  if (input.coverGenerationId) {
    if (!(await checkOwnGenerations(db, catalog, book.user_id, [input.coverGenerationId], "cover")))
      throw new AppError(400, "invalid-input", bookMessages.cover, { coverGenerationId: bookMessages.cover });
  }
  if (input.coverGenerationId !== undefined) set.cover_generation_id = input.coverGenerationId;
  if (input.cover !== undefined) {
    const design = input.cover ? completeDesign(input.cover) : null;
    // Pages on the cover come from the book (as it will be after this change).
    const inBook = new Set(input.pages ?? (await bookPages(db, book.id)).map((p) => p.generation_id));
    if (design?.pages.some((id) => !inBook.has(id)))
      throw new AppError(400, "invalid-input", bookMessages.coverPages, { cover: bookMessages.coverPages });
    set.cover_json = design ? JSON.stringify(design) : null;
  }
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("books").set(set).where("id", "=", book.id).execute();
    if (input.pages) {
      await trx.deleteFrom("book_pages").where("book_id", "=", book.id).execute();
      if (input.pages.length)
        await trx
          .insertInto("book_pages")
          .values(input.pages.map((generation_id, position) => ({ book_id: book.id, position, generation_id })))
          .execute();
    }
  });
  const row = await db.selectFrom("books").selectAll().where("id", "=", book.id).executeTakeFirstOrThrow();
  return loadApiBook(db, row);
}

/**
 * Append a finished batch page at the end of its book (positions stay dense). The book's row is
 * written first: on PostgreSQL that locks it until the transaction ends, so appends from several
 * processes take turns and each reads the position the previous one wrote (SQLite has one writer).
 * Call it inside a transaction.
 */
export async function appendPage(trx: Executor, bookId: string, generationId: string): Promise<void> {
  const book = await trx
    .updateTable("books")
    .set({ updated_at: nowIso() })
    .where("id", "=", bookId)
    .returning("id")
    .executeTakeFirst();
  if (!book) return;
  const last = await trx
    .selectFrom("book_pages")
    .select((eb) => eb.fn.max("position").as("max"))
    .where("book_id", "=", bookId)
    .executeTakeFirst();
  const position = last?.max == null ? 0 : Number(last.max) + 1;
  await trx.insertInto("book_pages").values({ book_id: bookId, position, generation_id: generationId }).execute();
}
