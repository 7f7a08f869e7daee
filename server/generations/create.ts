import { randomInt } from "node:crypto";
import type { Tool } from "../../engine/catalog.js";
import type { Generation } from "../api-types.js";
import type { Tx } from "../db/database.js";
import { prepared } from "../db/prepared.js";
import type { GenerationRow, UserRow } from "../db/schema.js";
import { AppError, messages } from "../errors.js";
import type { EventBus } from "../events/bus.js";
import { newId, nowIso } from "../ids.js";
import type { Jobs } from "../jobs/queue.js";
import { chargeForBatch, chargeForGeneration } from "./charge.js";
import { type CheckDeps, checkRequest } from "./checks.js";
import { toApiGeneration } from "./mapping.js";
import type { RunnerDeps } from "./runner.js";

/** What creating generations needs of the service: the checks' reads, the providers, the queues. */
interface CreateHost {
  readonly deps: CheckDeps & Pick<RunnerDeps, "text" | "logger"> & { events: EventBus };
  readonly imageQueue: Jobs;
  queueFor(tool: Pick<Tool, "output"> | undefined): Jobs;
  enqueue(queue: Jobs, id: string, owner: string): Promise<void>;
  position(row: { id: string; tool: string }): number;
}

/** The rows another service writes in the same transaction (a book's pending pages). */
type Link = (trx: Tx, ids: string[]) => Promise<void>;

const insertGeneration = prepared((db, row: GenerationRow) =>
  db.insertInto("generations").values({
    id: row.id,
    user_id: row.user_id,
    tool: row.tool,
    values_json: row.values_json,
    status: row.status,
    charged: row.charged,
    provider: row.provider,
    seed: row.seed,
    output_json: row.output_json,
    image_path: row.image_path,
    error_code: row.error_code,
    error_message: row.error_message,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
    model: row.model,
  }),
);

/** One generation, checked, charged (chargeForGeneration) and queued. */
export async function createGeneration(
  host: CreateHost,
  user: UserRow,
  toolId: unknown,
  rawValues: unknown,
  opts: { acceptStandIns?: boolean; seed?: number } = {},
): Promise<{ generation: Generation; credits: number }> {
  const { adminEmail } = host.deps;
  const { tool, values, settings, photos } = await checkRequest(
    host.deps,
    user,
    toolId,
    rawValues,
    opts.acceptStandIns,
  );
  const row = newRow(host, user, tool, values);
  // The page of a preview the user saw (POST /api/previews answers its seed).
  if (opts.seed !== undefined) row.seed = opts.seed;
  const { generations, credits } = await chargeAndQueue(host, user, [tool], [row], photos, undefined, async (trx) => {
    const one = await chargeForGeneration(trx, user.id, tool, row.id, adminEmail, new Date(), settings);
    return { ...one, charged: [one.charged] };
  });
  return { generation: generations[0] as Generation, credits };
}

/** A page of a batch: its tool and values, as a request sends them. */
export interface BatchPage {
  toolId: unknown;
  rawValues: unknown;
}

/**
 * The pages of a batch, in order, each its own seed, charged at once, all or nothing
 * (chargeForBatch); `link` writes the caller's rows (a book's pending pages) in the same
 * transaction, so a refused batch leaves nothing behind. The pages may be of several tools (an
 * activity book's mix, decision 067): each distinct tool and values is checked once. The seeds
 * follow one another from a random start: the built-in engine reads a page's variation from its
 * seed, so the pages of a batch are consecutive variations, not random draws that may repeat.
 */
export async function createBatch(
  host: CreateHost,
  user: UserRow,
  pages: BatchPage[],
  link?: Link,
  opts: { acceptStandIns?: boolean } = {},
): Promise<{ generations: Generation[]; credits: number }> {
  const { adminEmail } = host.deps;
  const checks = new Map<string, Awaited<ReturnType<typeof checkRequest>>>();
  const checked = [];
  for (const page of pages) {
    const key = JSON.stringify([page.toolId, page.rawValues]);
    let check = checks.get(key);
    if (!check) {
      check = await checkRequest(host.deps, user, page.toolId, page.rawValues, opts.acceptStandIns);
      checks.set(key, check);
    }
    checked.push(check);
  }
  const count = checked.length;
  const first = randomInt(0, 2 ** 31 - 1 - count);
  const rows = checked.map(({ tool, values }, i) => ({ ...newRow(host, user, tool, values), seed: first + i }));
  const tools = checked.map((c) => c.tool);
  const photos = [...new Set([...checks.values()].flatMap((c) => c.photos))];
  const settings = checked[0]?.settings;
  const reference = rows[0]?.id ?? "";
  return chargeAndQueue(host, user, tools, rows, photos, link, (trx) =>
    chargeForBatch(trx, user.id, tools, reference, adminEmail, new Date(), settings),
  );
}

function newRow(host: CreateHost, user: UserRow, tool: Tool, values: Record<string, unknown>): GenerationRow {
  const onImage = host.queueFor(tool) === host.imageQueue;
  return {
    id: newId(),
    user_id: user.id,
    tool: tool.id,
    values_json: JSON.stringify(values),
    status: "queued",
    charged: 0,
    provider: onImage ? host.deps.image.name : host.deps.text.name,
    model: (onImage ? host.deps.image.model : host.deps.text.model) ?? null,
    // Every generation its own seed: the built-in engine composes each page from it.
    seed: randomInt(0, 2 ** 31 - 1),
    output_json: null,
    image_path: null,
    vector_path: null,
    error_code: null,
    error_message: null,
    quality_json: null,
    quality_passed: null,
    created_at: nowIso(),
    started_at: null,
    finished_at: null,
    favourite: 0,
  };
}

/**
 * The rows charged (`charge`) and written in one transaction with their photos marked used and
 * the caller's `link`, so a refusal leaves nothing behind; then the balance goes to the user's
 * tabs and each row to its queue, after the commit (a shared queue's sweeper re-adds any it missed).
 */
async function chargeAndQueue(
  host: CreateHost,
  user: UserRow,
  /** Each row's tool. */
  tools: Tool[],
  rows: GenerationRow[],
  photos: string[],
  link: Link | undefined,
  charge: (trx: Tx) => Promise<{ charged: number[]; credits: number; renewed: boolean }>,
): Promise<{ generations: Generation[]; credits: number }> {
  const { db, uploads, logger, events } = host.deps;
  let result: Awaited<ReturnType<typeof charge>>;
  try {
    result = await db.transaction().execute(async (trx) => {
      const charged = await charge(trx);
      for (const [i, row] of rows.entries()) {
        row.charged = charged.charged[i] ?? 0;
        await insertGeneration(trx, row);
      }
      if (photos.length) await uploads?.markUsed(trx, photos);
      await link?.(
        trx,
        rows.map((r) => r.id),
      );
      return charged;
    });
  } catch (e) {
    if (e instanceof AppError) throw e;
    logger.error("credit transaction failed", {
      user: user.id,
      generations: rows.length,
      error: String((e as Error)?.message),
    });
    throw new AppError(500, "credits-failed", messages.failedToProcessCredits);
  }
  if (result.charged.some((c) => c > 0) || result.renewed)
    events.publish(user.id, { type: "credits", credits: result.credits });
  const queues = tools.map((tool) => host.queueFor(tool));
  for (const [i, row] of rows.entries()) await host.enqueue(queues[i] as Jobs, row.id, user.id);
  return {
    // The rows as inserted, not read back: every column was written above. A job that found a
    // free slot has already begun (its "running" update is next on the connection).
    generations: rows.map((row, i) => {
      if (queues[i]?.isRunning(row.id)) row.status = "running";
      return toApiGeneration(row, host.position(row));
    }),
    credits: result.credits,
  };
}
