import { join, resolve } from "node:path";
import type { Catalog } from "../engine/catalog.js";
import type { ScryptParams } from "./auth/password.js";
import { Throttles } from "./auth/throttle.js";
import { settleBatchItem } from "./books/batch.js";
import { createBookWork } from "./books/book-work.js";
import { ExportService } from "./books/exports.js";
import { createBookRenderer } from "./books/pool.js";
import type { Config } from "./config.js";
import type { DB } from "./db/database.js";
import { throttled } from "./errors.js";
import { EventBus } from "./events/bus.js";
import { createRedisFanout } from "./events/redis-fanout.js";
import { createRedisStreams } from "./events/redis-streams.js";
import { createFairGate } from "./fair-queue.js";
import { GenerationService, type JobsFactory } from "./generations/service.js";
import type { AppDeps } from "./http/env.js";
import { createPerUserLimit } from "./http/per-user.js";
import { createRedisQueue } from "./jobs/redis-queue.js";
import { type Runtime, runtimeOf } from "./lifecycle.js";
import type { Logger } from "./logger.js";
import { createOutboxMailer, createSmtpMailer, type Mailer } from "./mail/mailer.js";
import { createPaymentsProvider } from "./payments/index.js";
import type { PaymentsProvider } from "./payments/provider.js";
import { createPrintRenderer, printMessages } from "./print/pool.js";
import { PRINT_SIZE_AT_ONCE } from "./print/raster.js";
import { createAzureImageProvider, createOpenAIImageProvider } from "./providers/image/openai.js";
import type { ImageProvider } from "./providers/image/provider.js";
import { createSketchImageProvider } from "./providers/image/sketch.js";
import { createRedisProbe, RedisStatus } from "./redis/status.js";
import { settingDefaults } from "./settings.js";
import { createSketchRenderer } from "./sketch/pool.js";
import { databaseFiles, diskFiles } from "./storage/files.js";
import { createDatabaseImageStore, createDiskImageStore } from "./storage/images.js";
import { s3Bucket, s3Files, s3ImageStore } from "./storage/s3.js";
import { createBuiltinTextProvider, createOpenAITextProvider, type TextProvider } from "./text/index.js";
import { UploadStore } from "./uploads/service.js";

function createImageProvider(config: Config): ImageProvider {
  const common = {
    model: config.OPENAI_IMAGE_MODEL,
    size: config.OPENAI_IMAGE_SIZE,
    quality: config.OPENAI_IMAGE_QUALITY,
    timeoutMs: config.IMAGE_TIMEOUT_MS,
  };
  switch (config.IMAGE_PROVIDER) {
    case "openai":
      return createOpenAIImageProvider({
        ...common,
        apiKey: config.OPENAI_API_KEY as string,
        baseURL: config.OPENAI_BASE_URL,
      });
    case "azure":
      return createAzureImageProvider({
        ...common,
        endpoint: config.AZURE_OPENAI_ENDPOINT as string,
        apiKey: config.AZURE_OPENAI_API_KEY as string,
        deployment: config.AZURE_OPENAI_DEPLOYMENT as string,
        apiVersion: config.OPENAI_API_VERSION,
      });
    default:
      return createSketchImageProvider();
  }
}

function createTextProvider(config: Config, image: ImageProvider): TextProvider {
  if (config.TEXT_PROVIDER === "openai") {
    return createOpenAITextProvider({
      apiKey: config.OPENAI_API_KEY as string,
      baseURL: config.OPENAI_BASE_URL,
      model: config.OPENAI_TEXT_MODEL,
    });
  }
  // Ideas are pages to make: with the built-in artist, only ideas it draws as written.
  const drawable = image.drawnAsWritten?.bind(image);
  return createBuiltinTextProvider(drawable ? { drawable } : {});
}

export interface DepsOverrides {
  image?: ImageProvider;
  text?: TextProvider;
  mailer?: Mailer;
  payments?: PaymentsProvider;
  passwordParams?: ScryptParams;
  throttles?: Throttles;
  /** Keep the queue and events in this process even with REDIS_URL (single-process test suites). */
  inProcess?: boolean;
  /** The namespace of the Redis keys and channel (tests give each app its own); "inkling" by default. */
  redisPrefix?: string;
}

/**
 * Every dependency of the app, chosen by configuration (tests override the ones they fake), with
 * how they start and stop (server/lifecycle.ts).
 */
export function buildDeps(
  config: Config,
  db: DB,
  catalog: () => Catalog,
  logger: Logger,
  o: DepsOverrides = {},
): Runtime {
  // REDIS_URL: live events reach every process, and the job queue with its limits is shared.
  const redisUrl = o.inProcess ? undefined : config.REDIS_URL;
  const prefix = o.redisPrefix ?? "inkling";
  // Every connection reports an outage to one place: one log line per outage, and the health check.
  const status = redisUrl ? new RedisStatus(logger) : undefined;
  const timeoutMs = config.REDIS_TIMEOUT_MS;
  const fanout = redisUrl && status ? createRedisFanout(redisUrl, `${prefix}:events`, status, timeoutMs) : undefined;
  const events = new EventBus(
    { perUser: config.EVENT_STREAMS_PER_USER, perClient: config.EVENT_STREAMS_PER_CLIENT },
    fanout,
    redisUrl && status ? createRedisStreams(redisUrl, prefix, status, timeoutMs) : undefined,
  );
  const jobs: JobsFactory | undefined =
    redisUrl && status
      ? (kind, limits, run) =>
          createRedisQueue(
            { url: redisUrl, prefix, name: kind, ...limits, leaseMs: config.JOB_LEASE_MS, status, timeoutMs },
            run,
          )
      : undefined;
  const image = o.image ?? createImageProvider(config);
  const text = o.text ?? createTextProvider(config, image);
  const mailer =
    o.mailer ??
    (config.MAIL_TRANSPORT === "smtp"
      ? createSmtpMailer(config.SMTP_URL as string, config.MAIL_FROM)
      : createOutboxMailer(db, logger));
  const payments = o.payments ?? createPaymentsProvider(config);
  // Pages, uploads and book files: in an S3-compatible bucket when one is configured; else several
  // processes on a shared database read them from it, and one process keeps them on disk.
  const bucket = config.S3_BUCKET
    ? s3Bucket({
        endpoint: config.S3_ENDPOINT as string,
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID as string,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY as string,
        prefix: config.S3_PREFIX,
        timeoutMs: config.S3_TIMEOUT_MS,
        logger,
      })
    : undefined;
  const images = bucket
    ? s3ImageStore(bucket)
    : config.DATABASE_URL
      ? createDatabaseImageStore(db)
      : createDiskImageStore(join(resolve(config.DATA_DIR), "images"));
  const files = (folder: string) =>
    bucket
      ? s3Files(bucket, folder)
      : config.DATABASE_URL
        ? databaseFiles(db, folder)
        : diskFiles(join(resolve(config.DATA_DIR), folder));
  const uploads = new UploadStore(db, files("uploads"), logger, {
    quotaBytes: config.UPLOAD_QUOTA_BYTES,
    inFlightPerUser: config.UPLOADS_IN_FLIGHT_PER_USER,
    incomingDir: join(resolve(config.DATA_DIR), "incoming"),
  });
  // Another provider's line art is made printable in a worker thread (started on first use).
  // One is enough: post-processing takes tens of milliseconds a page, while a remote image model
  // delivers a few pages a minute; each extra thread costs ~60 MB (docs/performance.md).
  const postprocess = image.printReady ? undefined : createSketchRenderer({ threads: 1 });
  // Puzzle pages are drawn in worker threads too, in turns between users: the built-in engine's
  // own, else the post-processing thread, else (a print-ready model) a thread of their own.
  const puzzleThread = image.activity || postprocess ? undefined : createSketchRenderer({ threads: 1 });
  const drawing = image.activity ? { activity: image.activity } : (postprocess ?? puzzleThread);
  const generations = new GenerationService({
    db,
    catalog,
    image,
    text,
    images,
    uploads,
    events,
    logger,
    adminEmail: config.ADMIN_EMAIL,
    settingDefaults: settingDefaults(config),
    imageTimeoutMs: config.IMAGE_TIMEOUT_MS,
    imageConcurrency: config.IMAGE_CONCURRENCY,
    imageRpm: config.IMAGE_RPM,
    postprocess,
    drawing,
    jobs,
  });
  // A finished batch page joins its book (server/books/batch.ts).
  generations.onFinished((row) => {
    settleBatchItem(db, row).catch((e) =>
      logger.error("could not add a batch page to its book", { id: row.id, error: String((e as Error)?.message) }),
    );
  });
  const renderer = createBookRenderer({ memoryMb: config.BOOK_WORKER_MEMORY_MB });
  const exports = new ExportService({
    db,
    images,
    catalog,
    events,
    logger,
    renderer,
    files: files("exports"),
    shared: Boolean(redisUrl),
    adminEmail: config.ADMIN_EMAIL,
    perUser: config.BOOK_EXPORTS_PER_USER,
    maxVectorMb: config.BOOK_MAX_VECTOR_MB,
  });
  const deps: AppDeps = {
    redis: redisUrl && status ? createRedisProbe(redisUrl, status, timeoutMs) : undefined,
    books: { exports, renderer, work: createBookWork({ perUser: config.BOOK_CHECKS_PER_USER }) },
    print: {
      renderer: createPrintRenderer(),
      perUser: createPerUserLimit(config.PRINTS_PER_USER, printMessages.busy(config.PRINTS_PER_USER)),
      colored: createPerUserLimit(config.PRINTS_PER_USER, printMessages.coloredBusy(config.PRINTS_PER_USER)),
      printSize: createFairGate({
        slots: PRINT_SIZE_AT_ONCE,
        runningPerOwner: 1,
        perOwner: config.PRINTS_PER_USER,
        refuse: () => throttled(2, printMessages.printSizeBusy(config.PRINTS_PER_USER)),
      }),
    },
    config,
    db,
    catalog,
    logger,
    events,
    mailer,
    images,
    uploads,
    generations,
    payments,
    passwordParams: o.passwordParams,
    throttles: o.throttles ?? new Throttles(db, config.throttles),
    providerNames: {
      image: config.IMAGE_PROVIDER,
      text: config.TEXT_PROVIDER,
      mail: mailer.name,
      payments: payments.name,
    },
  };
  return runtimeOf(deps, [image, ...(postprocess ? [postprocess] : []), ...(puzzleThread ? [puzzleThread] : [])]);
}
