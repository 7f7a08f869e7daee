import type { BatchInput } from "../../engine/api/books.js";
import type { Tool } from "../../engine/catalog.js";
import { fieldTypeOf } from "../../engine/fields/index.js";
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
const notActivity = (tool: Tool) => `${tool.title} is not a puzzle or activity: an activity book takes only those`;

/** A page of a batch, checked: its tool and values as the generation service took them. */
interface Planned {
  tool: Tool;
  values: Record<string, unknown>;
}

type Mix = NonNullable<BatchInput["mix"]>;

/** The batch's pages in book order, each checked as POST /api/generations checks one, before any charge. */
async function checked(deps: AppDeps, user: UserRow, body: BatchInput): Promise<Planned[]> {
  const accept = body.acceptStandIns === true;
  if (body.mix) return checkedMix(deps, user, body.mix, body.theme, body.curve !== false, accept);
  const { tool, values } = await deps.generations.checkRequest(user, body.tool, body.values ?? {}, accept);
  if (tool.output !== "line-art" && tool.output !== "activity")
    throw new AppError(400, "invalid-input", lineArtMessage, { tool: lineArtMessage });
  return Array.from({ length: body.count ?? 0 }, () => ({ tool, values }));
}

/** The field names a tool's `activity:` template reads for `key` (its theme: `{{theme}}`). */
function templateFields(tool: Tool, key: string): string[] {
  const template = String((tool.activity as Record<string, unknown> | undefined)?.[key] ?? "");
  return [...template.matchAll(/\{\{\s*([\w.-]+)/g)].map((m) => m[1] as string);
}

/** The option values of a tool's choice field, in the descriptor's order (none for another field). */
function optionsOf(tool: Tool, name: string): string[] | undefined {
  const field = tool.fields.find((f) => f.name === name);
  if (!field) return undefined;
  const offered = fieldTypeOf(field).offered?.(field) ?? [];
  return offered.filter((o) => o.key === "options").map((o) => String(o.value));
}

/** The activity-options field set's difficulty (catalog/fieldsets/activity-options.yaml): its options run easy to hard. */
const DIFFICULTY = "difficulty";

/**
 * The mix's pages in book order (decision 067): each kind's pages spread evenly through the book
 * (the j-th of a kind's c pages at (j + 1/2) / c of the way, ties in the mix's order), so the
 * kinds alternate; compared as integers, so equal places tie exactly.
 */
function interleave(counts: number[]): number[] {
  const slots = counts.flatMap((c, k) => Array.from({ length: c }, (_, j) => ({ k, c, twice: 2 * j + 1 })));
  slots.sort((a, b) => a.twice * b.c - b.twice * a.c || a.k - b.k);
  return slots.map((s) => s.k);
}

/**
 * An activity book's pages: every item an activity tool (else 400 on `mix`), the theme in each
 * tool's theme field where it has one (a choice takes it only when it is one of its options),
 * and with the curve, page i of n the difficulty of its third of the book (i x levels / n of
 * the tool's own difficulty options). Each distinct tool and values is checked once; a refusal
 * names `theme` when the theme is what failed, else `mix` with the activity's title.
 */
async function checkedMix(
  deps: AppDeps,
  user: UserRow,
  mix: Mix,
  theme: string | undefined,
  curve: boolean,
  accept: boolean,
): Promise<Planned[]> {
  const catalog = deps.catalog();
  const items = mix
    .filter((item) => item.count > 0)
    .map((item) => {
      const tool = catalog.byId.get(item.tool);
      if (!tool) throw new AppError(404, "unknown-tool", "This tool does not exist");
      if (tool.output !== "activity")
        throw new AppError(400, "invalid-input", notActivity(tool), { mix: notActivity(tool) });
      return {
        ...item,
        tool,
        themeField: templateFields(tool, "theme").find((n) => tool.fields.some((f) => f.name === n)),
      };
    });
  const order = interleave(items.map((item) => item.count));
  const planned: Planned[] = [];
  const seen = new Map<string, Record<string, unknown>>();
  for (const [i, k] of order.entries()) {
    const item = items[k] as (typeof items)[number];
    const { tool, themeField } = item;
    const values: Record<string, unknown> = { ...item.values };
    if (theme && themeField && values[themeField] === undefined) {
      const options = optionsOf(tool, themeField);
      const match = options?.length ? options.find((o) => o.toLowerCase() === theme.toLowerCase()) : theme;
      if (match !== undefined) values[themeField] = match;
    }
    const levels = optionsOf(tool, DIFFICULTY) ?? [];
    if (curve && levels.length) values[DIFFICULTY] = levels[Math.floor((i * levels.length) / order.length)];
    const key = JSON.stringify([tool.id, values]);
    let valid = seen.get(key);
    if (!valid) {
      try {
        valid = (await deps.generations.checkRequest(user, tool.id, values, accept)).values;
      } catch (e) {
        if (!(e instanceof AppError) || e.status !== 400) throw e;
        if (themeField && e.fields?.[themeField]) throw new AppError(400, e.code, e.message, { theme: e.message });
        const message = `${tool.title}: ${e.message}`;
        throw new AppError(400, e.code, message, { mix: message });
      }
      seen.set(key, valid);
    }
    planned.push({ tool, values: valid });
  }
  return planned;
}

/** What the batch would cost, charging nothing: the sum of its pages' costs (0 where nobody is charged). */
export async function quoteBatch(deps: AppDeps, user: UserRow, body: BatchInput): Promise<BatchQuote> {
  const pages = await checked(deps, user, body);
  const settings = await getSettings(deps.db);
  const free = isAdminRow(user, deps.config.ADMIN_EMAIL) || settings.disableCreditDeduction;
  return { cost: free ? 0 : pages.reduce((sum, p) => sum + p.tool.cost, 0), credits: user.credits };
}

/**
 * The batch's pages charged at once and queued on the generation service; each is recorded as a
 * pending page of the book in the same transaction, and joins the book in order (settleBatchItem).
 */
export async function startBatch(
  deps: AppDeps,
  user: UserRow,
  book: BookRow,
  body: BatchInput,
): Promise<{ generations: Generation[]; credits: number }> {
  // The pages belong to whoever pays for them: only the book's owner fills it.
  if (book.user_id !== user.id) throw new AppError(403, "forbidden", "Only the book's owner can add pages to it");
  const pages = await checked(deps, user, body);
  return deps.generations.createBatch(
    user,
    pages.map((p) => ({ toolId: p.tool.id, rawValues: p.values })),
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

const FINISHED = new Set(["succeeded", "failed"]);

/**
 * A batch page finished: the pages of its batch join the end of their book in the order they
 * were asked for (an activity book's difficulty curve is that order, decision 067), a failure
 * (refunded) leaving no trace. The batch's pending pages are read in that order (their ids sort
 * by creation) and each finished one at the front is taken and appended, up to the first still
 * being made, which takes the rest along when it finishes. A pending row is taken in the same
 * transaction as its append, so of two processes (or a sweep) settling one page, one appends
 * it; a failed attempt is retried, and a page still pending after that stays in
 * book_batch_items for the sweep and the next start.
 */
export async function settleBatchItem(db: DB, row: Pick<GenerationRow, "id" | "status">): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const item = await trx
          .selectFrom("book_batch_items")
          .select(["book_id", "created_at"])
          .where("generation_id", "=", row.id)
          .executeTakeFirst();
        if (!item) return;
        // One batch's rows share their book and their moment (startBatch).
        const pending = await trx
          .selectFrom("book_batch_items")
          .innerJoin("generations", "generations.id", "book_batch_items.generation_id")
          .select(["generations.id", "generations.status"])
          .where("book_batch_items.book_id", "=", item.book_id)
          .where("book_batch_items.created_at", "=", item.created_at)
          .orderBy("generations.id")
          .execute();
        for (const page of pending) {
          // This row's own status as finished, should the read above not see it yet.
          const status = page.id === row.id ? row.status : page.status;
          if (!FINISHED.has(status)) break;
          const taken = await trx
            .deleteFrom("book_batch_items")
            .where("generation_id", "=", page.id)
            .returning("book_id")
            .executeTakeFirst();
          if (taken && status === "succeeded") await appendPage(trx, item.book_id, page.id);
        }
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
