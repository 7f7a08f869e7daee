import type { Tool } from "../../engine/catalog.js";
import { isImageOutput } from "../../engine/descriptor.js";
import type { Generation } from "../api-types.js";
import type { Tx } from "../db/database.js";
import type { GenerationRow, UserRow } from "../db/schema.js";
import type { EventBus } from "../events/bus.js";
import type { Jobs } from "../jobs/queue.js";
import type { SettingDefaults } from "../settings.js";
import { checkRequest } from "./checks.js";
import { type BatchPage, createBatch, createGeneration } from "./create.js";
import { type GalleryFilter, getGeneration, listGenerations, setFavourite } from "./gallery.js";
import { toApiGeneration } from "./mapping.js";
import { previewPage } from "./preview.js";
import { JobQueue } from "./queue.js";
import { recover, sweep } from "./recovery.js";
import { failAndRefund } from "./refund.js";
import { removeGeneration } from "./remove.js";
import { type RunnerDeps, type RunnerHost, runGeneration } from "./runner.js";

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

/**
 * The generations: the image and text queues and who listens for finished rows. Each operation
 * lives in its own module (checks, preview, create, gallery, remove, refund, recovery); this
 * class holds the state they share and is what routes, books and the runner call.
 */
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
  async enqueue(queue: Jobs, id: string, owner: string) {
    try {
      await queue.enqueue(id, owner);
    } catch (e) {
      this.deps.logger.warn("could not queue a job; the sweeper will", { id, error: String((e as Error)?.message) });
    }
  }

  queueFor(tool: Pick<Tool, "output"> | undefined) {
    return isImageOutput(tool?.output) || tool?.output === "activity" ? this.imageQueue : this.textQueue;
  }

  position(row: { id: string; tool: string }) {
    return this.queueFor(this.deps.catalog().byId.get(row.tool)).position(row.id);
  }

  /** The checks every generation request passes before any charge (checks.ts). */
  checkRequest(user: UserRow, toolId: unknown, rawValues: unknown, acceptStandIns = false) {
    return checkRequest(this.deps, user, toolId, rawValues, acceptStandIns);
  }

  /** Whether this engine draws free previews (the built-in one; a model's call costs money). */
  get previews(): boolean {
    return !!this.deps.image.preview;
  }

  /** The page these values would give, small and watermarked; nothing charged or stored (preview.ts). */
  preview(user: UserRow, toolId: unknown, rawValues: unknown, seed: number) {
    return previewPage(this.deps, user, toolId, rawValues, seed);
  }

  /** A batch's pages, in order, charged at once, all or nothing (create.ts). */
  createBatch(
    user: UserRow,
    pages: BatchPage[],
    link?: (trx: Tx, ids: string[]) => Promise<void>,
    opts: { acceptStandIns?: boolean } = {},
  ): Promise<{ generations: Generation[]; credits: number }> {
    return createBatch(this, user, pages, link, opts);
  }

  /** Called with every row that reached succeeded or failed (books append batch pages with it). */
  private finished: Array<(row: GenerationRow) => void> = [];
  onFinished(listener: (row: GenerationRow) => void) {
    this.finished.push(listener);
  }

  /** One page, checked, charged and queued (create.ts). */
  create(
    user: UserRow,
    toolId: unknown,
    rawValues: unknown,
    opts: { acceptStandIns?: boolean; seed?: number } = {},
  ): Promise<{ generation: Generation; credits: number }> {
    return createGeneration(this, user, toolId, rawValues, opts);
  }

  /** The owner's generation, or any for an administrator; null (→ 404) for anyone else. */
  get(id: string, viewer: UserRow) {
    return getGeneration(this.deps.db, id, viewer, this.deps.adminEmail);
  }

  list(userId: string, cursor?: string, filter: GalleryFilter = {}) {
    return listGenerations(this.deps.db, userId, (row) => this.position(row), cursor, filter);
  }

  setFavourite(id: string, viewer: UserRow, favourite: boolean) {
    return setFavourite(this.deps.db, id, viewer, favourite, (row) => this.position(row));
  }

  remove(id: string, viewer: UserRow) {
    return removeGeneration(this.deps.db, this.deps.images, this.deps.adminEmail, id, viewer);
  }

  /** Fail a job and refund its credit exactly once (refund.ts). */
  failAndRefund(id: string, code: string, message: string) {
    return failAndRefund(this.deps.db, this.deps.events, id, code, message);
  }

  publish(row: GenerationRow) {
    this.deps.events.publish(row.user_id, { type: "generation", generation: toApiGeneration(row, this.position(row)) });
    if (row.status === "succeeded" || row.status === "failed") for (const listener of this.finished) listener(row);
  }

  /** At start: unfinished jobs failed and refunded, or queued again (recovery.ts). */
  recover() {
    return recover(this);
  }

  /** The shared queue's sweeper (recovery.ts). */
  sweep(): Promise<number> {
    return sweep(this);
  }

  async close() {
    await Promise.all([this.imageQueue.close?.(), this.textQueue.close?.()]);
  }

  async idle() {
    await Promise.all([this.imageQueue.idle(), this.textQueue.idle()]);
  }
}
