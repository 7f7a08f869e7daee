import type { Catalog } from "../../engine/catalog.js";
import type { BookExport, ExportKind, PreflightCheck } from "../api-types.js";
import type { DB } from "../db/database.js";
import type { BookExportRow, BookRow, UserRow } from "../db/schema.js";
import { AppError, throttled } from "../errors.js";
import type { EventBus } from "../events/bus.js";
import { FairQueue } from "../fair-queue.js";
import { newId, nowIso } from "../ids.js";
import type { Logger } from "../logger.js";
import type { FileStore } from "../storage/files.js";
import type { ImageStore } from "../storage/images.js";
import { isAdminRow } from "../users/repo.js";
import { checkBookCost } from "./cost.js";
import { loadBookSpec } from "./load.js";
import type { BookRenderer } from "./pool.js";
import { artPagesCheck, bookChecks } from "./preflight.js";
import { PROGRESS_STEP } from "./progress.js";

export interface ExportServiceDeps {
  db: DB;
  images: ImageStore;
  catalog: () => Catalog;
  events: EventBus;
  logger: Logger;
  renderer: BookRenderer;
  /** Where finished files are kept (DATA_DIR/exports, or the shared database). */
  files: FileStore;
  adminEmail: string;
  /** Several processes share the database: a start-up never takes over another's running export. */
  shared?: boolean;
  /** Exports queued or running at once per user (429 beyond). */
  perUser: number;
  /** Vector art one file may draw, in MB (409 book-too-large beyond). */
  maxVectorMb: number;
}

const tooManyExports = (limit: number) =>
  `You already have ${limit} exports waiting or running. Please wait for one to finish before starting another.`;

/** A running export untouched this long belongs to a process that died: another one takes it over. */
const STALE_EXPORT_MS = 10 * 60 * 1000;

/** A KDP export that would be rejected: refused before it starts, with the failing checks. */
export class PreflightFailed extends Error {
  constructor(readonly checks: PreflightCheck[]) {
    super("This book would be rejected by the printer. Fix the failing checks and export again.");
  }
}

export function toApiExport(row: BookExportRow): BookExport {
  return {
    id: row.id,
    bookId: row.book_id,
    kind: row.kind as ExportKind,
    status: row.status as BookExport["status"],
    progress: row.progress,
    ...(row.status === "succeeded" ? { url: `/api/exports/${row.id}/file` } : {}),
    error: row.error_code ? { code: row.error_code, message: row.error_message ?? "" } : null,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}

const EXT: Record<ExportKind, string> = { interior: "pdf", cover: "pdf", printables: "zip" };

/**
 * Exports are jobs (docs/api.md, "Books"): a row in book_exports is the truth, a file is laid out in
 * the worker thread, progress goes out as `export` events, and jobs left queued or running by a
 * restart run again at start. They cost nothing and never write to the book.
 */
export class ExportService {
  /** Export ids, in turns between owners (decision 045). */
  private queue = new FairQueue<string>();
  private running: Promise<void> | null = null;
  private current: { bookId: string; controller: AbortController } | null = null;

  constructor(readonly deps: ExportServiceDeps) {}

  private publish(row: BookExportRow) {
    this.deps.events.publish(row.user_id, { type: "export", export: toApiExport(row) });
  }

  async create(book: BookRow, kind: ExportKind): Promise<BookExport> {
    const { db, images, catalog } = this.deps;
    const spec = await loadBookSpec(db, images, catalog(), book);
    checkBookCost(spec, kind, this.deps.maxVectorMb);
    // Printables need art pages only; KDP files every rule that needs no file.
    const failing = (kind === "printables" ? [artPagesCheck(spec)] : bookChecks(spec)).filter(
      (c) => c.status === "fail",
    );
    if (failing.length) throw new PreflightFailed(failing);
    const row: BookExportRow = {
      id: newId(),
      book_id: book.id,
      user_id: book.user_id,
      kind,
      status: "queued",
      progress: 0,
      file_path: null,
      error_code: null,
      error_message: null,
      created_at: nowIso(),
      started_at: null,
      finished_at: null,
    };
    await db.transaction().execute(async (trx) => {
      // The owner's row is written first: on PostgreSQL it stays locked until the insert is
      // committed, so requests on any process count one after another (SQLite has one writer).
      await trx
        .updateTable("users")
        .set((eb) => ({ id: eb.ref("id") }))
        .where("id", "=", book.user_id)
        .execute();
      const open = await trx
        .selectFrom("book_exports")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", book.user_id)
        .where("status", "in", ["queued", "running"])
        .executeTakeFirstOrThrow();
      if (Number(open.n) >= this.deps.perUser) throw throttled(10, tooManyExports(this.deps.perUser));
      await trx.insertInto("book_exports").values(row).execute();
    });
    this.enqueue(row.id, row.user_id);
    return toApiExport(row);
  }

  /** The owner's export, or any for the administrator; null (→ 404) for anyone else. */
  async get(id: string, viewer: UserRow): Promise<BookExportRow | null> {
    const row = await this.deps.db.selectFrom("book_exports").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row || (row.user_id !== viewer.id && !isAdminRow(viewer, this.deps.adminEmail))) return null;
    return row;
  }

  /**
   * A book's exports, newest first, as `GET /api/exports/:id` gives each (the route has checked
   * that the book is the viewer's). One query on the book's index; they go only with the book.
   */
  async list(bookId: string): Promise<BookExport[]> {
    const rows = await this.deps.db
      .selectFrom("book_exports")
      .selectAll()
      .where("book_id", "=", bookId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
    return rows.map(toApiExport);
  }

  async readFile(row: BookExportRow): Promise<Buffer | null> {
    if (row.status !== "succeeded" || !row.file_path) return null;
    return this.deps.files.read(row.file_path);
  }

  /** Files of a book's exports (removed with the book). */
  async removeFiles(bookId: string) {
    const rows = await this.deps.db
      .selectFrom("book_exports")
      .select("file_path")
      .where("book_id", "=", bookId)
      .where("file_path", "is not", null)
      .execute();
    for (const r of rows) await this.deps.files.remove(r.file_path as string);
  }

  enqueue(id: string, owner: string) {
    this.queue.push(owner, id);
    if (!this.running) this.running = this.drain();
  }

  /** Stops a book's exports (the book was deleted): nobody could download their files. */
  cancelBook(bookId: string) {
    if (this.current?.bookId === bookId) this.current.controller.abort();
  }

  private closed = false;

  private async drain() {
    while (this.queue.length && !this.closed) {
      // In turns between users: one user's thirty exports wait behind another's one, not before it.
      const id = this.queue.shift() as string;
      try {
        await this.run(id);
      } catch (e) {
        // Closing stops the worker mid-job: the row stays running and resumes at the next start.
        if (this.closed) break;
        // Stopped because its book was deleted: the row went with it.
        if ((e as Error)?.name === "AbortError") continue;
        this.deps.logger.error("export failed", { id, error: String((e as Error)?.message ?? e) });
        await this.fail(id, "internal", "The export failed. Please try again.").catch(() => undefined);
      } finally {
        this.queue.done();
      }
    }
    this.running = null;
  }

  private async update(id: string, set: Partial<BookExportRow>) {
    const row = await this.deps.db
      .updateTable("book_exports")
      .set(set)
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    if (row) this.publish(row);
    return row;
  }

  private async fail(id: string, code: string, message: string) {
    await this.update(id, { status: "failed", error_code: code, error_message: message, finished_at: nowIso() });
  }

  private async run(id: string) {
    const { db, images, catalog, renderer } = this.deps;
    const row = await db.selectFrom("book_exports").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row || (row.status !== "queued" && row.status !== "running")) return;
    const book = await db.selectFrom("books").selectAll().where("id", "=", row.book_id).executeTakeFirst();
    if (!book) return this.fail(id, "not-found", "This book no longer exists");
    // Claimed in one statement: of two processes that both hold the id, one runs it.
    if (!(await this.claim(id))) return;
    const kind = row.kind as ExportKind;
    const spec = await loadBookSpec(db, images, catalog(), book);
    try {
      checkBookCost(spec, kind, this.deps.maxVectorMb);
    } catch (e) {
      if (e instanceof AppError) return this.fail(id, e.code, e.message);
      throw e;
    }
    let reported = 0;
    let written: Promise<unknown> = Promise.resolve();
    const controller = new AbortController();
    this.current = { bookId: book.id, controller };
    const { file, checks = [] } = await renderer
      .make(kind, spec, {
        // The file is read back and checked in the worker too (KDP files only).
        check: kind !== "printables",
        owner: row.user_id,
        signal: controller.signal,
        onProgress: (share) => {
          // A row and an event every PROGRESS_STEP at most: a hundred an export whatever its
          // pages, often enough that the bar never stands still for long (server/books/progress.ts).
          if (share - reported < PROGRESS_STEP) return;
          reported = share;
          written = written.then(() => this.update(id, { progress: Math.round(share * 100) / 100 }));
        },
      })
      .finally(() => {
        this.current = null;
      });
    await written;
    {
      const failing = checks.filter((c) => c.status === "fail");
      if (failing.length)
        return this.fail(id, "preflight-failed", failing.map((c) => `${c.label}: ${c.detail}`).join("; "));
    }
    const name = `${id}.${EXT[kind]}`;
    await this.deps.files.write(name, Buffer.from(file));
    await this.update(id, { status: "succeeded", progress: 1, file_path: name, finished_at: nowIso() });
  }

  private async claim(id: string) {
    const stale = new Date(Date.now() - STALE_EXPORT_MS).toISOString();
    const row = await this.deps.db
      .updateTable("book_exports")
      .set({ status: "running", progress: 0, started_at: nowIso() })
      .where("id", "=", id)
      .where((eb) =>
        eb.or([eb("status", "=", "queued"), eb.and([eb("status", "=", "running"), eb("started_at", "<", stale)])]),
      )
      .returningAll()
      .executeTakeFirst();
    if (row) this.publish(row);
    return row;
  }

  /**
   * At start (and, with several processes, now and then): exports a restart interrupted run again
   * from the beginning. One process owns every export, so its running ones are its own dead jobs;
   * with several, only queued ones and running ones nobody touched for STALE_EXPORT_MS are taken.
   */
  async recover(): Promise<number> {
    const { db } = this.deps;
    if (!this.deps.shared) {
      await db
        .updateTable("book_exports")
        .set({ status: "queued", progress: 0 })
        .where("status", "=", "running")
        .execute();
    }
    const stale = new Date(Date.now() - STALE_EXPORT_MS).toISOString();
    const rows = await db
      .selectFrom("book_exports")
      .select(["id", "user_id"])
      .where((eb) =>
        eb.or([eb("status", "=", "queued"), eb.and([eb("status", "=", "running"), eb("started_at", "<", stale)])]),
      )
      .orderBy("created_at")
      .execute();
    for (const r of rows) if (!this.queue.has(r.id)) this.enqueue(r.id, r.user_id);
    return rows.length;
  }

  async idle() {
    while (this.running) await this.running;
  }

  async close() {
    this.closed = true;
    this.queue.clear();
    await this.deps.renderer.close();
  }
}
