import { randomInt } from "node:crypto";
import { hasPreview, type Tool } from "../../engine/catalog.js";
import { validateValues } from "../../engine/compile.js";
import { isImageOutput } from "../../engine/descriptor.js";
import { photoFields } from "../../engine/fields/index.js";
import { renderTool } from "../../engine/render.js";
import type { Generation } from "../api-types.js";
import { creditCredits } from "../credits/ledger.js";
import type { Tx } from "../db/database.js";
import { prepared } from "../db/prepared.js";
import type { GenerationRow, UserRow } from "../db/schema.js";
import { AppError, messages } from "../errors.js";
import type { EventBus } from "../events/bus.js";
import { newId, nowIso } from "../ids.js";
import type { Jobs } from "../jobs/queue.js";
import { getSettings, type SettingDefaults } from "../settings.js";
import { standInMessage, unknownSubjectMessage } from "../sketch/understand.js";
import { isAdminRow } from "../users/repo.js";
import { refuseBadActivity } from "./activity-check.js";
import { chargeForBatch, chargeForGeneration } from "./charge.js";
import { answerKeyOf, decodeCursor, encodeCursor, toApiGeneration } from "./mapping.js";
import { plannedValues } from "./plan.js";
import { JobQueue } from "./queue.js";
import { type RunnerDeps, type RunnerHost, runGeneration } from "./runner.js";
import { offeredByTool } from "./stand-in-offer.js";

interface GenerationServiceDeps extends RunnerDeps {
  events: EventBus;
  adminEmail: string;
  /** Defaults of the settings that depend on the configuration (settings.ts). */
  settingDefaults?: SettingDefaults;
  imageConcurrency?: number;
  imageRpm?: number;
  /**
   * Makes the queue of one kind of job (bootstrap.ts: the shared BullMQ queue when REDIS_URL is
   * set); the in-process JobQueue when absent.
   */
  jobs?: JobsFactory;
}

export type JobsFactory = (
  kind: "image" | "text",
  limits: { concurrency: number; rpm?: number },
  run: (id: string) => Promise<void>,
) => Jobs;

const inProcess: JobsFactory = (_kind, limits, run) => new JobQueue(limits, run);

const PAGE = 20;

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

/** The gallery's filters (GET /api/generations?hub=&tool=&favourite=1); ids are checked by the route. */
export interface GalleryFilter {
  hub?: string;
  tool?: string;
  favourite?: boolean;
}

export class GenerationService implements RunnerHost {
  readonly imageQueue: Jobs;
  readonly textQueue: Jobs;

  constructor(readonly deps: GenerationServiceDeps) {
    const jobs = deps.jobs ?? inProcess;
    // A shared queue hands a job over only with its lease: a row still "running" there was left
    // by a process that died, and is taken over.
    const run = (id: string) => runGeneration(this, id);
    const takeOver = (id: string) => runGeneration(this, id, { takeOver: true });
    const image = jobs(
      "image",
      { concurrency: deps.imageConcurrency ?? deps.image.concurrency, rpm: deps.imageRpm ?? deps.image.rpm },
      (id) => (this.imageQueue.shared ? takeOver(id) : run(id)),
    );
    this.imageQueue = image;
    this.textQueue = jobs("text", { concurrency: 4 }, (id) => (this.textQueue.shared ? takeOver(id) : run(id)));
  }

  /**
   * Adds a committed job to its queue, in its owner's turn (decision 045); if the queue cannot
   * take it now, the sweeper will.
   */
  private async enqueue(queue: Jobs, id: string, owner: string) {
    try {
      await queue.enqueue(id, owner);
    } catch (e) {
      this.deps.logger.warn("could not queue a job; the sweeper will", { id, error: String((e as Error)?.message) });
    }
  }

  private queueFor(tool: Pick<Tool, "output"> | undefined) {
    return isImageOutput(tool?.output) || tool?.output === "activity" ? this.imageQueue : this.textQueue;
  }

  /** Whether the user ever generated (the verified-e-mail rule guards only the first generation). */
  private async hasGenerated(userId: string): Promise<boolean> {
    const row = await this.deps.db
      .selectFrom("generations")
      .select("id")
      .where("user_id", "=", userId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  position(row: { id: string; tool: string }) {
    return this.queueFor(this.deps.catalog().byId.get(row.tool)).position(row.id);
  }

  /** The checks every generation request passes before any charge: maintenance, e-mail, tool, values. */
  async checkRequest(user: UserRow, toolId: unknown, rawValues: unknown, acceptStandIns = false) {
    const { db, adminEmail } = this.deps;
    const admin = isAdminRow(user, adminEmail);
    // Read once: the maintenance check here and the credit rules in the transaction share it.
    const settings = admin ? undefined : await getSettings(db, this.deps.settingDefaults);
    if (settings?.maintenanceMode) throw new AppError(503, "maintenance", messages.maintenance);
    if (settings?.requireVerifiedEmail && !user.email_verified && !(await this.hasGenerated(user.id))) {
      throw new AppError(403, "email-not-verified", messages.verifyEmailFirst);
    }
    const tool = typeof toolId === "string" ? this.deps.catalog().byId.get(toolId) : undefined;
    if (!tool) throw new AppError(404, "unknown-tool", "This tool does not exist");
    const valid = validateValues(tool, rawValues);
    if (!valid.ok) throw new AppError(400, "invalid-input", valid.message, valid.fields);
    const photos = await this.checkPhotos(user, tool, valid.values);
    this.refuseUnknownSubject(tool, valid.values, acceptStandIns);
    refuseBadActivity(tool, valid.values);
    return { tool, values: valid.values, settings, photos };
  }

  /** Whether this engine draws free previews (the built-in one; a model's call costs money). */
  get previews(): boolean {
    return !!this.deps.image.preview;
  }

  /**
   * The page these values would give, small and watermarked, with its `understood`; nothing is
   * charged or stored. The request passes a generation's checks, a stand-in allowed.
   */
  async preview(user: UserRow, toolId: unknown, rawValues: unknown, seed: number) {
    const { image } = this.deps;
    const { tool, values } = await this.checkRequest(user, toolId, rawValues, true);
    const output = tool.output;
    if (!image.preview || !hasPreview(tool) || (output !== "line-art" && output !== "cover")) return undefined;
    const { sketch } = renderTool(tool, plannedValues(tool, values, seed));
    const { png, extras } = await image.preview({
      toolId: tool.id,
      hub: tool.hub,
      output,
      sketch,
      seed,
      owner: user.id,
    });
    return { png, understood: image.understand?.({ output, sketch }).understood ?? [], extras: extras ?? [] };
  }

  private newRow(user: UserRow, tool: Tool, values: Record<string, unknown>): GenerationRow {
    return {
      id: newId(),
      user_id: user.id,
      tool: tool.id,
      values_json: JSON.stringify(values),
      status: "queued",
      charged: 0,
      provider: this.queueFor(tool) === this.imageQueue ? this.deps.image.name : this.deps.text.name,
      model: (this.queueFor(tool) === this.imageQueue ? this.deps.image.model : this.deps.text.model) ?? null,
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
   * `count` generations of one tool with the same values, each its own seed, charged at once,
   * all or nothing (chargeForBatch); `link` writes the caller's rows (a book's pending pages) in
   * the same transaction, so a refused batch leaves nothing behind. The seeds follow one another
   * from a random start: the built-in engine reads a page's variation from its seed, so the
   * pages of a batch are consecutive variations, not random draws that may repeat.
   */
  async createBatch(
    user: UserRow,
    toolId: unknown,
    rawValues: unknown,
    count: number,
    link?: (trx: Tx, ids: string[]) => Promise<void>,
    opts: { acceptStandIns?: boolean } = {},
  ): Promise<{ generations: Generation[]; credits: number }> {
    const { adminEmail } = this.deps;
    const { tool, values, settings, photos } = await this.checkRequest(user, toolId, rawValues, opts.acceptStandIns);
    const first = randomInt(0, 2 ** 31 - 1 - count);
    const rows = Array.from({ length: count }, (_, i) => ({ ...this.newRow(user, tool, values), seed: first + i }));
    const reference = rows[0]?.id ?? "";
    return this.chargeAndQueue(user, tool, rows, photos, link, (trx) =>
      chargeForBatch(trx, user.id, tool, count, reference, adminEmail, new Date(), settings),
    );
  }

  /**
   * The rows charged (`charge`) and written in one transaction with their photos marked used and
   * the caller's `link`, so a refusal leaves nothing behind; then the balance goes to the user's
   * tabs and each row to its queue, after the commit (a shared queue's sweeper re-adds any it missed).
   */
  private async chargeAndQueue(
    user: UserRow,
    tool: Tool,
    rows: GenerationRow[],
    photos: string[],
    link: ((trx: Tx, ids: string[]) => Promise<void>) | undefined,
    charge: (trx: Tx) => Promise<{ charged: number[]; credits: number; renewed: boolean }>,
  ): Promise<{ generations: Generation[]; credits: number }> {
    let result: Awaited<ReturnType<typeof charge>>;
    try {
      result = await this.deps.db.transaction().execute(async (trx) => {
        const charged = await charge(trx);
        for (const [i, row] of rows.entries()) {
          row.charged = charged.charged[i] ?? 0;
          await insertGeneration(trx, row);
        }
        if (photos.length) await this.deps.uploads?.markUsed(trx, photos);
        await link?.(
          trx,
          rows.map((r) => r.id),
        );
        return charged;
      });
    } catch (e) {
      if (e instanceof AppError) throw e;
      this.deps.logger.error("credit transaction failed", {
        user: user.id,
        generations: rows.length,
        error: String((e as Error)?.message),
      });
      throw new AppError(500, "credits-failed", messages.failedToProcessCredits);
    }
    if (result.charged.some((c) => c > 0) || result.renewed)
      this.deps.events.publish(user.id, { type: "credits", credits: result.credits });
    const queue = this.queueFor(tool);
    for (const row of rows) await this.enqueue(queue, row.id, user.id);
    return {
      // The rows as inserted, not read back: every column was written above. A job that found a
      // free slot has already begun (its "running" update is next on the connection).
      generations: rows.map((row) => {
        if (queue.isRunning(row.id)) row.status = "running";
        return toApiGeneration(row, this.position(row));
      }),
      credits: result.credits,
    };
  }

  /** Called with every row that reached succeeded or failed (books append batch pages with it). */
  private finished: Array<(row: GenerationRow) => void> = [];
  onFinished(listener: (row: GenerationRow) => void) {
    this.finished.push(listener);
  }

  async create(
    user: UserRow,
    toolId: unknown,
    rawValues: unknown,
    opts: { acceptStandIns?: boolean; seed?: number } = {},
  ): Promise<{ generation: Generation; credits: number }> {
    const { adminEmail } = this.deps;
    const { tool, values, settings, photos } = await this.checkRequest(user, toolId, rawValues, opts.acceptStandIns);
    const row = this.newRow(user, tool, values);
    // The page of a preview the user saw (POST /api/previews answers its seed).
    if (opts.seed !== undefined) row.seed = opts.seed;
    const { generations, credits } = await this.chargeAndQueue(user, tool, [row], photos, undefined, async (trx) => {
      const one = await chargeForGeneration(trx, user.id, tool, row.id, adminEmail, new Date(), settings);
      return { ...one, charged: [one.charged] };
    });
    return { generation: generations[0] as Generation, credits };
  }

  /**
   * A photo field's value must be one of the caller's own uploads (docs/api.md, "Uploads"): another
   * user's id, or one that does not exist, is 400 invalid-input naming the field.
   */
  private async checkPhotos(user: UserRow, tool: Tool, values: Record<string, unknown>): Promise<string[]> {
    const fields = photoFields(tool.fields);
    if (!fields.length) return [];
    const ids = fields.map((f) => String(values[f.name]));
    const foreign = this.deps.uploads ? await this.deps.uploads.notOwned(user.id, ids) : ids;
    const bad = fields.filter((f) => foreign.includes(String(values[f.name])));
    if (bad.length) {
      const message = "This photo is not available. Please upload it again.";
      throw new AppError(400, "invalid-input", message, Object.fromEntries(bad.map((f) => [f.name, message])));
    }
    return ids;
  }

  /**
   * An engine that draws from its own art and has nothing close to the typed subject refuses
   * before any credit is taken (docs/api.md, unknown-subject), naming the field the subject came from.
   */
  private refuseUnknownSubject(tool: Tool, values: Record<string, unknown>, acceptStandIns: boolean): void {
    const { image } = this.deps;
    if (!image.understand || !tool.sketch || !isImageOutput(tool.output)) return;
    const rendered = renderTool(tool, values);
    const verdict = image.understand({ output: tool.output, sketch: rendered.sketch });
    const { unknown } = verdict;
    const offered = verdict.standIn && offeredByTool(tool, values, verdict.standIn);
    const standIn = acceptStandIns || offered ? undefined : verdict.standIn;
    if (!unknown && !standIn) return;
    const message = unknown
      ? unknownSubjectMessage(unknown.words)
      : standInMessage(standIn?.word ?? "", standIn?.drawnAs ?? "");
    const key = unknown?.key ?? standIn?.key ?? "";
    const template = String((tool.sketch as Record<string, unknown>)[key] ?? "");
    const names = new Set(tool.fields.map((f) => f.name));
    const field = [...template.matchAll(/\{\{\s*([\w.-]+)/g)].map((m) => m[1] as string).find((n) => names.has(n));
    throw new AppError(400, "unknown-subject", message, field ? { [field]: message } : undefined);
  }

  /** The owner's generation, or any for an administrator; null (→ 404) for anyone else. */
  async get(id: string, viewer: UserRow) {
    const row = await this.deps.db.selectFrom("generations").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row || (row.user_id !== viewer.id && !isAdminRow(viewer, this.deps.adminEmail))) return null;
    return row;
  }

  async list(userId: string, cursor?: string, filter: GalleryFilter = {}) {
    const after = decodeCursor(cursor);
    let q = this.deps.db
      .selectFrom("generations")
      .selectAll()
      .where("user_id", "=", userId)
      .$if(filter.tool !== undefined, (w) => w.where("tool", "=", filter.tool as string))
      .$if(filter.hub !== undefined, (w) => w.where("tool", "like", `${filter.hub}/%`))
      .$if(filter.favourite === true, (w) => w.where("favourite", "=", 1))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(PAGE + 1);
    if (after) {
      q = q.where((eb) =>
        eb.or([
          eb("created_at", "<", after.createdAt),
          eb.and([eb("created_at", "=", after.createdAt), eb("id", "<", after.id)]),
        ]),
      );
    }
    const rows = await q.execute();
    const page = rows.slice(0, PAGE);
    return {
      generations: page.map((r) => toApiGeneration(r, this.position(r))),
      nextCursor: rows.length > PAGE ? encodeCursor(page[page.length - 1] as (typeof page)[number]) : null,
    };
  }

  /** Star or unstar the owner's page; the administrator's view of others' pages stays read-only. */
  async setFavourite(id: string, viewer: UserRow, favourite: boolean) {
    const row = await this.deps.db
      .updateTable("generations")
      .set({ favourite: favourite ? 1 : 0 })
      .where("id", "=", id)
      .where("user_id", "=", viewer.id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError(404, "not-found", "This page does not exist");
    return toApiGeneration(row, this.position(row));
  }

  async remove(id: string, viewer: UserRow) {
    const row = await this.get(id, viewer);
    if (!row) throw new AppError(404, "not-found", "This page does not exist");
    if (row.status === "queued" || row.status === "running") {
      throw new AppError(409, "still-running", "This page is still being generated");
    }
    await this.deps.db.deleteFrom("generations").where("id", "=", id).execute();
    if (row.image_path) await this.deps.images.remove(row.image_path);
    if (row.vector_path) await this.deps.images.remove(row.vector_path);
    const answer = answerKeyOf(row);
    if (answer) for (const key of [answer.png, answer.svg]) await this.deps.images.remove(key);
  }

  /**
   * Fail a job and refund its credit exactly once: only the update that moves the job out of
   * queued/running writes the refund, in the same transaction.
   */
  async failAndRefund(id: string, code: string, message: string) {
    const refunded = await this.deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable("generations")
        .set({ status: "failed", error_code: code, error_message: message, finished_at: nowIso() })
        .where("id", "=", id)
        .where("status", "in", ["queued", "running"])
        .returning(["user_id", "charged"])
        .executeTakeFirst();
      if (!row) return null;
      const credits =
        row.charged > 0
          ? await creditCredits(trx, row.user_id, row.charged, "Refund: generation failed", "system", id)
          : null;
      return { userId: row.user_id, credits };
    });
    if (refunded?.credits != null)
      this.deps.events.publish(refunded.userId, { type: "credits", credits: refunded.credits });
    return refunded;
  }

  publish(row: GenerationRow) {
    this.deps.events.publish(row.user_id, { type: "generation", generation: toApiGeneration(row, this.position(row)) });
    if (row.status === "succeeded" || row.status === "failed") for (const listener of this.finished) listener(row);
  }

  /**
   * At start. In-process queue: jobs a crash left running are failed and refunded; queued ones run
   * again. Shared queue: nothing is failed (a running row may belong to a live process, and one of
   * a dead process is taken over when its lease ends); rows whose job the queue lost are re-added.
   */
  async recover() {
    if (this.imageQueue.shared) return { failed: 0, requeued: await this.sweep() };
    const rows = await this.deps.db
      .selectFrom("generations")
      .select(["id", "status", "tool", "user_id"])
      .where("status", "in", ["queued", "running"])
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    let failed = 0;
    let requeued = 0;
    for (const row of rows) {
      if (row.status === "running") {
        await this.failAndRefund(
          row.id,
          "interrupted",
          "Generation was interrupted by a restart. Your credit was refunded.",
        );
        failed++;
      } else {
        this.queueFor(this.deps.catalog().byId.get(row.tool)).enqueue(row.id, row.user_id);
        requeued++;
      }
    }
    return { failed, requeued };
  }

  /**
   * The shared queue's sweeper: every unfinished row whose job the queue no longer holds is added
   * again (adding is idempotent: the job id is the row id, and the runner skips finished rows).
   * Returns how many were re-added.
   */
  async sweep(): Promise<number> {
    const rows = await this.deps.db
      .selectFrom("generations")
      .select(["id", "tool", "user_id"])
      .where("status", "in", ["queued", "running"])
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    let added = 0;
    for (const row of rows) {
      const queue = this.queueFor(this.deps.catalog().byId.get(row.tool));
      if (!queue.has || (await queue.has(row.id))) continue;
      // A job that finished between the read above and the question leaves the queue too: only a
      // row still unfinished now was lost (else every sweep under traffic cries wolf).
      const now = await this.deps.db
        .selectFrom("generations")
        .select("status")
        .where("id", "=", row.id)
        .executeTakeFirst();
      if (now?.status !== "queued" && now?.status !== "running") continue;
      await this.enqueue(queue, row.id, row.user_id);
      added++;
    }
    return added;
  }

  async close() {
    await Promise.all([this.imageQueue.close?.(), this.textQueue.close?.()]);
  }

  async idle() {
    await Promise.all([this.imageQueue.idle(), this.textQueue.idle()]);
  }
}
