import type { Catalog, Tool } from "../../engine/catalog.js";
import { isImageOutput } from "../../engine/descriptor.js";
import { photoFields } from "../../engine/fields/index.js";
import { truncateGraphemes } from "../../engine/graphemes.js";
import { renderTool } from "../../engine/render.js";
import { type RenderedActivity, renderActivity } from "../activities/index.js";
import type { ActivityRequest } from "../activities/types.js";
import type { GenerationOutput } from "../api-types.js";
import type { DB } from "../db/database.js";
import { prepared } from "../db/prepared.js";
import type { GenerationRow } from "../db/schema.js";
import { AppError } from "../errors.js";
import { nowIso } from "../ids.js";
import { gateProviderLineArt, pngInfo } from "../images/postprocess.js";
import type { Quality } from "../images/quality.js";
import type { Logger } from "../logger.js";
import { pageShape, preparePage } from "../print/prepare.js";
import { type ImageProvider, ImageProviderError } from "../providers/image/provider.js";
import type { ImageStore } from "../storage/images.js";
import { type TextProvider, TextProviderError } from "../text/index.js";
import type { UploadStore } from "../uploads/service.js";
import { plannedValues } from "./plan.js";

/** What running one job needs: the catalogue, the providers, the image store and the database. */
export interface RunnerDeps {
  db: DB;
  catalog: () => Catalog;
  image: ImageProvider;
  text: TextProvider;
  images: ImageStore;
  /** Users' photos; a photo tool's job reads its photo here (docs/api.md, "Uploads"). */
  uploads?: UploadStore;
  logger: Logger;
  imageTimeoutMs: number;
  textTimeoutMs?: number;
  /**
   * The quality gate off the event loop (bootstrap.ts gives it a worker pool for providers
   * whose pages are not print-ready); without it, gateProviderLineArt runs inline.
   */
  postprocess?: {
    /** gateProviderLineArt (server/images/postprocess.ts) in a worker thread. */
    gate(png: Buffer, opts: { page?: string; owner?: string }): Promise<{ png: Buffer; quality: Quality | null }>;
    close(): Promise<void>;
  };
  /**
   * Where puzzle pages are drawn (bootstrap.ts: worker threads, in turns between users); without
   * it, renderActivity runs inline.
   */
  drawing?: {
    activity(req: ActivityRequest, seed: number, owner?: string): Promise<RenderedActivity>;
  };
}

/**
 * The runner's narrow view of whoever queues jobs (GenerationService): its dependencies, how to
 * tell the job's owner about a changed row, and how to fail a job with its refund.
 */
export interface RunnerHost {
  readonly deps: RunnerDeps;
  publish(row: GenerationRow): void;
  failAndRefund(id: string, code: string, message: string): Promise<unknown>;
}

const DEFAULT_FAILURE = "Failed to generate image";

/** What the user is told when a job fails. */
function failure(e: unknown, tool: Tool | undefined): { code: string; message: string } {
  if (e instanceof ImageProviderError) return { code: e.code, message: e.message };
  if (e instanceof AppError && e.code === "storage-unavailable") return { code: e.code, message: e.message };
  if (e instanceof TextProviderError)
    return { code: "provider-error", message: tool?.failureMessage ?? DEFAULT_FAILURE };
  return { code: "internal", message: tool?.failureMessage ?? DEFAULT_FAILURE };
}

// The statements every job runs, compiled once (server/db/prepared.ts).
const markRunning = prepared((db, p: { id: string; startedAt: string }) =>
  db
    .updateTable("generations")
    .set({ status: "running", started_at: p.startedAt })
    .where("id", "=", p.id)
    .where("status", "=", "queued")
    .returningAll(),
);
/** A shared queue's job whose row a dead process left "running": its lease passed to us. */
const takeOverRunning = prepared((db, p: { id: string; startedAt: string; queued: string; running: string }) =>
  db
    .updateTable("generations")
    .set({ status: "running", started_at: p.startedAt })
    .where("id", "=", p.id)
    .where((eb) => eb.or([eb("status", "=", p.queued), eb("status", "=", p.running)]))
    .returningAll(),
);
const markSucceeded = prepared(
  (
    db,
    p: {
      id: string;
      output: string;
      imagePath: string | null;
      vectorPath: string | null;
      finishedAt: string;
      quality: string | null;
      passed: number | null;
    },
  ) =>
    db
      .updateTable("generations")
      .set({
        status: "succeeded",
        output_json: p.output,
        image_path: p.imagePath,
        vector_path: p.vectorPath,
        finished_at: p.finishedAt,
        quality_json: p.quality,
        quality_passed: p.passed,
      })
      .where("id", "=", p.id)
      .where("status", "=", "running")
      .returningAll(),
);
const countImage = prepared((db, p: { userId: string; at: string }) =>
  db
    .updateTable("users")
    .set((eb) => ({ total_images_generated: eb("total_images_generated", "+", 1), last_image_generated: p.at }))
    .where("id", "=", p.userId),
);

/** The photo of a tool with an image field (its owner was checked when the job was created). */
async function photoOf(
  uploads: UploadStore | undefined,
  tool: Tool,
  userId: string,
  values: Record<string, unknown>,
): Promise<Buffer | undefined> {
  const [field] = photoFields(tool.fields);
  if (!field) return undefined;
  const id = values[field.name];
  const photo = uploads && typeof id === "string" ? await uploads.readForJob(userId, id) : null;
  // Swept or removed since: the job fails and its credit is refunded.
  if (!photo) throw new ImageProviderError("The photo is no longer available. Please upload it again.", "no-image");
  return photo;
}

/** The standard page options as raw values (catalog/fieldsets/page-options.yaml). */
function pageOptions(values: Record<string, unknown>): { detail?: string; lineWeight?: string } {
  const str = (v: unknown) => (typeof v === "string" ? v : undefined);
  return { detail: str(values.detail), lineWeight: str(values.lineWeight) };
}

export async function runGeneration(service: RunnerHost, id: string, opts: { takeOver?: boolean } = {}): Promise<void> {
  const { db, catalog, image, text, images, logger, imageTimeoutMs, textTimeoutMs, postprocess } = service.deps;
  const [started] = opts.takeOver
    ? await takeOverRunning(db, { id, startedAt: nowIso(), queued: "queued", running: "running" })
    : await markRunning(db, { id, startedAt: nowIso() });
  if (!started) return; // deleted, or already handled
  service.publish(started);
  const tool = catalog().byId.get(started.tool);
  try {
    if (!tool) throw new Error(`tool ${started.tool} is no longer in the catalogue`);
    const values = JSON.parse(started.values_json) as Record<string, unknown>;
    // A theme word names this page's subject of the theme's plan (plan.ts), for every provider.
    const rendered = renderTool(tool, plannedValues(tool, values, started.seed));
    let output: GenerationOutput;
    let imagePath: string | null = null;
    let vectorPath: string | null = null;
    let quality: Quality | null = null;
    /** Further stored files of this page (an activity's answer key), removed with it. */
    const alsoStored: string[] = [];
    if (isImageOutput(tool.output)) {
      const page = pageShape(values);
      const photo = await photoOf(service.deps.uploads, tool, started.user_id, values);
      const made = await image.generate({
        toolId: tool.id,
        hub: tool.hub,
        output: tool.output,
        prompt: rendered.prompt,
        sketch: rendered.sketch,
        seed: started.seed,
        page,
        photo,
        options: pageOptions(values),
        signal: AbortSignal.timeout(imageTimeoutMs),
        owner: started.user_id,
      });
      if (!Buffer.isBuffer(made)) quality = made.quality ?? null;
      // Every line-art page goes through the quality gate whatever drew it (server/images/quality.ts):
      // the built-in engine gates its own pages in its worker; another provider's are resized,
      // repaired and measured here (in a worker thread when there is one). Each page keeps its
      // vector original when there is one (server/print/).
      const { png, svg } = await preparePage(made, {
        kind: tool.output,
        page,
        printReady: image.printReady,
        lineArt: async (raw) => {
          const gated = postprocess
            ? await postprocess.gate(raw, { page, owner: started.user_id })
            : gateProviderLineArt(raw, { page });
          quality = gated.quality;
          return gated.png;
        },
        onTraceError: (e) => logger.warn("line-art trace failed", { id, error: String((e as Error)?.message ?? e) }),
      });
      const info = pngInfo(png);
      imagePath = await images.save(id, png);
      const understood = image.understand?.({ output: tool.output, sketch: rendered.sketch }).understood ?? null;
      if (svg) vectorPath = await images.save(id, svg, "svg");
      output = {
        kind: "image",
        url: `/api/images/${id}`,
        width: info.width,
        height: info.height,
        vector: !!vectorPath,
        quality,
        understood,
        // The built-in engine names the unasked objects it drew; a model's page is not known.
        extras: understood ? (Buffer.isBuffer(made) ? [] : (made.extras ?? [])) : null,
      };
    } else if (tool.output === "activity") {
      // The puzzle is always our own engine's, whatever image provider is configured.
      const activity = rendered.activity as { type: string } & Record<string, string>;
      const made = service.deps.drawing
        ? await service.deps.drawing.activity(activity, started.seed, started.user_id)
        : renderActivity(activity, started.seed);
      const info = pngInfo(made.png);
      imagePath = await images.save(id, made.png);
      vectorPath = await images.save(id, made.svg, "svg");
      const answerKey = {
        png: await images.save(`${id}-answer`, made.answerPng),
        svg: await images.save(`${id}-answer`, made.answerSvg, "svg"),
      };
      alsoStored.push(answerKey.png, answerKey.svg);
      output = {
        kind: "image",
        url: `/api/images/${id}`,
        width: info.width,
        height: info.height,
        vector: true,
        quality: null,
        understood: null,
        extras: null,
        puzzle: made.puzzle,
        answerUrl: `/api/generations/${id}/answer.png`,
        ...{ answerKey },
      };
    } else {
      const signal = AbortSignal.timeout(textTimeoutMs ?? 120_000);
      if (!rendered.builtin) throw new Error(`tool ${tool.id} has no builtin block`);
      const year = new Date().getFullYear();
      output = await text.generate(
        { ...rendered.builtin, prompt: rendered.prompt, seed: started.seed, year, owner: started.user_id },
        signal,
      );
    }
    const done = await db.transaction().execute(async (trx) => {
      const finishedAt = nowIso();
      // The gate's figures have their own columns; output_json keeps the rest.
      const stored = output.kind === "image" ? { ...output, quality: undefined } : output;
      const [row] = await markSucceeded(trx, {
        id,
        output: JSON.stringify(stored),
        imagePath,
        vectorPath,
        finishedAt,
        quality: quality ? JSON.stringify(quality) : null,
        passed: quality ? (quality.passed ? 1 : 0) : null,
      });
      if (row && output.kind === "image") await countImage(trx, { userId: row.user_id, at: finishedAt });
      return row;
    });
    if (done) service.publish(done);
    else {
      if (imagePath) await images.remove(imagePath);
      if (vectorPath) await images.remove(vectorPath);
      for (const key of alsoStored) await images.remove(key);
    }
  } catch (e) {
    const { code, message } = failure(e, tool);
    logger.warn("generation failed", {
      id,
      tool: started.tool,
      code,
      error: truncateGraphemes(String((e as Error)?.message ?? e), 300),
    });
    await service.failAndRefund(id, code, message);
    const row = await db.selectFrom("generations").selectAll().where("id", "=", id).executeTakeFirst();
    if (row) service.publish(row);
  }
}
