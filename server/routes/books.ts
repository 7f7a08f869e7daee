import { type Context, Hono, type MiddlewareHandler } from "hono";
import {
  backTextQuery,
  batchBody,
  coverArtQuery,
  createBookBody,
  exportBody,
  provenanceQuery,
  updateBookBody,
} from "../../engine/api/books.js";
import { coverLayout } from "../../engine/books/kdp.js";
import { coverTemplates } from "../../engine/covers/templates.js";
import type { Generation, PreflightCheck } from "../api-types.js";
import { quoteBatch, startBatch } from "../books/batch.js";
import { bookVersion } from "../books/book-work.js";
import { bookContents } from "../books/contents.js";
import { checkBookCost } from "../books/cost.js";
import { PreflightFailed, toApiExport } from "../books/exports.js";
import { loadBookSpec } from "../books/load.js";
import { bookChecks, summary } from "../books/preflight.js";
import { coverPreviewPng } from "../books/preview.js";
import { bookProvenance } from "../books/provenance.js";
import {
  bookPages,
  bookTitle,
  createBook,
  deleteBook,
  findBook,
  listBooks,
  loadApiBook,
  updateBook,
} from "../books/service.js";
import { coverArtFits, rasterCoverPx } from "../covers/art.js";
import type { BookRow, UserRow } from "../db/schema.js";
import { AppError } from "../errors.js";
import { body, query } from "../http/body.js";
import type { AppDeps, AppEnv } from "../http/env.js";
import { currentUser, requireUser } from "../http/middleware.js";
import { artSize, loadPrintSource } from "../print/source.js";
import { builtinBackCover } from "../text/builtin/back-cover.js";

const book = (c: Pick<Context<AppEnv>, "var" | "req">) =>
  findBook(c.var.deps.db, c.req.param("id") ?? "", currentUser(c), c.var.deps.config.ADMIN_EMAIL);

/** Checks of one id from the interior and the cover merged: the worse status, both details. */
function merge(checks: PreflightCheck[]): PreflightCheck[] {
  const rank = { pass: 0, warn: 1, fail: 2 } as const;
  const out = new Map<string, PreflightCheck>();
  for (const c of checks) {
    const seen = out.get(c.id);
    if (!seen) out.set(c.id, c);
    else
      out.set(c.id, {
        ...seen,
        status: rank[c.status] > rank[seen.status] ? c.status : seen.status,
        detail: `${seen.detail}; ${c.detail}`,
      });
  }
  return [...out.values()];
}

const label = (prefix: string, checks: PreflightCheck[]) =>
  checks.map((c) =>
    ["fonts-embedded", "image-dpi", "flattened", "file-size"].includes(c.id)
      ? { ...c, detail: `${prefix}: ${c.detail}` }
      : c,
  );

/** The book as `c.var.book`, found before its request is judged: anyone else gets 404 first. */
const ownBook = (): MiddlewareHandler<AppEnv & { Variables: { book: BookRow } }> => async (c, next) => {
  c.set("book", await book(c));
  await next();
};

/** Covers a page of the cover picker looks for before it answers (the gallery's pages hold every kind). */
const COVER_PAGE = 20;
/** Covers whose originals are read at once: each is read whole to learn its size. */
const COVER_READS = 4;

/**
 * A page of `user`'s finished covers, newest first, each judged for `row` as it is now exactly as
 * the preflight's `cover-art` check judges the chosen one (server/books/preflight.ts,
 * coverArtCheck): the picture's size from its original (artSize), the front from the book's trim,
 * paper and page count (coverLayout with bookPageCount, the book's `interiorPageCount`), and
 * coverArtFits for the book's design (every picture fits the plain cover).
 */
async function coverArtPage(deps: AppDeps, user: UserRow, row: BookRow, cursor: string | undefined) {
  const { db, images, generations } = deps;
  const catalog = deps.catalog();
  const book = await loadApiBook(db, row);
  const template = book.cover?.template ?? null;
  const layout = coverLayout(book.trim, book.paper, book.interiorPageCount);
  const found: Generation[] = [];
  let next = cursor ?? null;
  do {
    const page = await generations.list(user.id, next ?? undefined);
    for (const g of page.generations)
      if (g.status === "succeeded" && catalog.byId.get(g.tool)?.output === "cover") found.push(g);
    next = page.nextCursor;
  } while (next && found.length < COVER_PAGE);
  const judge = async (generation: Generation) => {
    const gen = await generations.get(generation.id, user);
    const source = gen && (await loadPrintSource(images, gen, catalog.byId.get(gen.tool)?.output));
    if (!source) return [];
    let size: { width: number; height: number };
    try {
      size = artSize(source);
    } catch {
      return [];
    }
    const vector = source.svg !== null;
    const fits = coverArtFits(template, layout, { vector, ...size });
    const neededPx = fits || !template ? null : rasterCoverPx(template, layout, size.width / size.height);
    return [{ generation, fits, vector, width: size.width, height: size.height, neededPx }];
  };
  const covers = [];
  for (let i = 0; i < found.length; i += COVER_READS)
    covers.push(...(await Promise.all(found.slice(i, i + COVER_READS).map(judge))).flat());
  return {
    covers,
    nextCursor: next,
    trim: book.trim,
    design: template ? { template, name: coverTemplates.find((t) => t.id === template)?.name ?? template } : null,
  };
}

/** Books (docs/api.md, "Books"): owner or administrator; anyone else gets 404. */
export const bookRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .post("/", body(createBookBody), async (c) => {
    const created = await createBook(c.var.deps.db, currentUser(c), c.req.valid("json"));
    return c.json({ book: created }, 201);
  })
  .get("/", async (c) => c.json({ books: await listBooks(c.var.deps.db, currentUser(c).id) }))
  // The cost of a batch for a book not made yet: nothing is created until the pages are confirmed.
  .post("/batch-quote", body(batchBody), async (c) =>
    c.json(await quoteBatch(c.var.deps, currentUser(c), c.req.valid("json"))),
  )
  .get("/:id", async (c) => c.json({ book: await loadApiBook(c.var.deps.db, await book(c)) }))
  .patch("/:id", ownBook(), body(updateBookBody), async (c) =>
    c.json({ book: await updateBook(c.var.deps.db, c.var.deps.catalog(), c.var.book, c.req.valid("json")) }),
  )
  .delete("/:id", async (c) => {
    const row = await book(c);
    // The pages stay in the gallery: only the book, its page list and its exports go.
    c.var.deps.books.exports.cancelBook(row.id);
    await c.var.deps.books.exports.removeFiles(row.id);
    await deleteBook(c.var.deps.db, row.id);
    return c.body(null, 204);
  })
  .post("/:id/batch", ownBook(), body(batchBody), async (c) => {
    const row = c.var.book;
    const body = c.req.valid("json");
    if (body.confirm === true) return c.json(await startBatch(c.var.deps, currentUser(c), row, body), 202);
    return c.json(await quoteBatch(c.var.deps, currentUser(c), body));
  })
  // The cover picker's covers: the owner's only (anyone else, an administrator included, 404).
  .get("/:id/cover-art", query(coverArtQuery), async (c) => {
    const row = await book(c);
    const user = currentUser(c);
    if (row.user_id !== user.id) throw new AppError(404, "not-found", "This book does not exist");
    return c.json(await coverArtPage(c.var.deps, user, row, c.req.valid("query").cursor || undefined));
  })
  .get("/:id/back-text", query(backTextQuery), async (c) => {
    const row = await book(c);
    const contents = bookContents(await bookPages(c.var.deps.db, row.id), row.answers === 1);
    const { seed } = c.req.valid("query");
    return c.json({
      backText: builtinBackCover({ title: row.title, contents, singleSided: row.blank_backs === 1 }, seed),
    });
  })
  .get("/:id/preflight", async (c) => {
    const { db, images, catalog, books, config } = c.var.deps;
    const row = await book(c);
    const user = currentUser(c);
    const answer = await books.work.run(
      `preflight:${row.id}`,
      await bookVersion(db, row),
      user.id,
      c.req.raw.signal,
      async (signal) => {
        const spec = await loadBookSpec(db, images, catalog(), row);
        checkBookCost(spec, "preflight", config.BOOK_MAX_VECTOR_MB);
        // Both files made and read back in the worker thread, as an export would make them.
        const opts = { check: true, owner: user.id, signal };
        const [interior, cover] = await Promise.all([
          books.renderer.make("interior", spec, opts),
          books.renderer.make("cover", spec, opts),
        ]);
        return summary(
          merge([
            ...bookChecks(spec),
            ...label("Interior", interior.checks ?? []),
            ...label("Cover", cover.checks ?? []),
          ]),
        );
      },
    );
    return c.json(answer);
  })
  .post("/:id/exports", ownBook(), body(exportBody), async (c) => {
    const row = c.var.book;
    const { kind } = c.req.valid("json");
    try {
      return c.json({ export: await c.var.deps.books.exports.create(row, kind) }, 202);
    } catch (e) {
      if (!(e instanceof PreflightFailed)) throw e;
      return c.json({ error: { code: "preflight-failed", message: e.message, checks: e.checks } }, 409);
    }
  })
  // The book's exports, newest first: the book screen shows the last of each kind after a reload.
  .get("/:id/exports", async (c) => c.json({ exports: await c.var.deps.books.exports.list((await book(c)).id) }))
  .get("/:id/provenance", query(provenanceQuery), async (c) => {
    const { db, catalog, config } = c.var.deps;
    const provenance = await bookProvenance(db, catalog(), config, await book(c));
    if (c.req.valid("query").format === "text") {
      c.header("Content-Type", "text/plain; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="provenance-${provenance.bookId}.txt"`);
      return c.body(provenance.report);
    }
    return c.json(provenance);
  })
  .get("/:id/cover-preview.png", async (c) => {
    const { db, images, catalog, books, config } = c.var.deps;
    const row = await book(c);
    const user = currentUser(c);
    const png = await books.work.run(
      `cover-preview:${row.id}`,
      await bookVersion(db, row),
      user.id,
      c.req.raw.signal,
      async (signal) => {
        const spec = await loadBookSpec(db, images, catalog(), row);
        checkBookCost(spec, "cover", config.BOOK_MAX_VECTOR_MB);
        const cover = await books.renderer.make("cover", spec, { owner: user.id, signal });
        return coverPreviewPng(spec, cover.file);
      },
    );
    c.header("Content-Type", "image/png");
    c.header("Cache-Control", "private, no-cache");
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(new Uint8Array(png));
  });

/** GET /api/exports/:id and its file. */
export const exportRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get("/:id", async (c) => {
    const row = await c.var.deps.books.exports.get(c.req.param("id"), currentUser(c));
    if (!row) throw new AppError(404, "not-found", "This export does not exist");
    return c.json({ export: toApiExport(row) });
  })
  .get("/:id/file", async (c) => {
    const { exports } = c.var.deps.books;
    const row = await exports.get(c.req.param("id"), currentUser(c));
    if (!row) throw new AppError(404, "not-found", "This export does not exist");
    if (row.status !== "succeeded") throw new AppError(409, "not-ready", "This export is not ready yet");
    const file = await exports.readFile(row);
    if (!file) throw new AppError(404, "not-found", "This export's file is gone. Please export again.");
    const slug =
      ((await bookTitle(c.var.deps.db, row.book_id)) ?? "book")
        .replace(/[^a-z0-9]+/gi, "-")
        .replace(/^-|-$/g, "")
        .toLowerCase() || "book";
    const zip = row.kind === "printables";
    c.header("Content-Type", zip ? "application/zip" : "application/pdf");
    c.header("Content-Disposition", `attachment; filename="${slug}-${row.kind}.${zip ? "zip" : "pdf"}"`);
    c.header("Cache-Control", "private, max-age=31536000, immutable");
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(new Uint8Array(file));
  });
