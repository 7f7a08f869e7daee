import type { BatchInput } from "../../engine/api/books.js";
import type { BatchQuote, Generation } from "../api-types.js";
import type { DB } from "../db/database.js";
import type { BookRow, GenerationRow, UserRow } from "../db/schema.js";
import { AppError } from "../errors.js";
import type { AppDeps } from "../http/env.js";
import { nowIso } from "../ids.js";
import { getSettings } from "../settings.js";
import { isAdminRow } from "../users/repo.js";
import { appendPage } from "./service.js";

const lineArtMessage = "Only coloring-page tools can fill a book";

async function checked(deps: AppDeps, user: UserRow, { count, ...body }: BatchInput) {
  const { tool, values } = await deps.generations.checkRequest(
    user,
    body.tool,
    body.values ?? {},
    body.acceptStandIns === true,
  );
  if (tool.output !== "line-art" && tool.output !== "activity")
    throw new AppError(400, "invalid-input", lineArtMessage, { tool: lineArtMessage });
  return { count, tool, values };
}

/** The named stand-ins a preview or an `unknown-subject` refusal showed, accepted as on POST /api/generations. */

/** What the batch would cost, charging nothing: `count` x the tool's cost (0 where nobody is charged). */
export async function quoteBatch(deps: AppDeps, user: UserRow, body: BatchInput): Promise<BatchQuote> {
  const { count, tool } = await checked(deps, user, body);
  const settings = await getSettings(deps.db);
  const free = isAdminRow(user, deps.config.ADMIN_EMAIL) || settings.disableCreditDeduction;
  return { cost: free ? 0 : count * tool.cost, credits: user.credits };
}

/**
 * `count` pages charged at once and queued on the generation service; each is recorded as a
 * pending page of the book in the same transaction, and appended when it succeeds.
 */
export async function startBatch(
  deps: AppDeps,
  user: UserRow,
  book: BookRow,
  body: BatchInput,
): Promise<{ generations: Generation[]; credits: number }> {
  // The pages belong to whoever pays for them: only the book's owner fills it.
  if (book.user_id !== user.id) throw new AppError(403, "forbidden", "Only the book's owner can add pages to it");
  const { count, tool, values } = await checked(deps, user, body);
  return deps.generations.createBatch(
    user,
    tool.id,
    values,
    count,
    async (trx, ids) => {
      const at = nowIso();
      await trx
        .insertInto("book_batch_items")
        .values(ids.map((generation_id) => ({ generation_id, book_id: book.id, created_at: at })))
        .execute();
    },
    { acceptStandIns: body.acceptStandIns === true },
  );
}

/** Attempts at one page before it is left to the next sweep (a lost connection, a deadlock victim). */
const SETTLE_ATTEMPTS = 5;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A batch page finished: a success joins the end of its book, a failure (refunded) leaves no
 * trace. Its pending row is taken in the same transaction as the append, so of two processes (or
 * a sweep) settling one page, one appends it; a failed attempt is retried, and a page still
 * pending after that stays in book_batch_items for the sweep and the next start.
 */
export async function settleBatchItem(db: DB, row: Pick<GenerationRow, "id" | "status">): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const item = await trx
          .deleteFrom("book_batch_items")
          .where("generation_id", "=", row.id)
          .returning("book_id")
          .executeTakeFirst();
        if (item && row.status === "succeeded") await appendPage(trx, item.book_id, row.id);
      });
    } catch (e) {
      if (attempt >= SETTLE_ATTEMPTS) throw e;
      await sleep(25 * 2 ** attempt);
    }
  }
}

/** At start (and, with several processes, now and then): finished batch pages still pending are settled. */
export async function recoverBatchItems(db: DB): Promise<void> {
  const rows = await db
    .selectFrom("book_batch_items")
    .innerJoin("generations", "generations.id", "book_batch_items.generation_id")
    .select(["generations.id", "generations.status"])
    .where("generations.status", "in", ["succeeded", "failed"])
    .orderBy("generations.finished_at")
    .execute();
  for (const row of rows) await settleBatchItem(db, row);
}
