import { join, resolve } from "node:path";
import type { Catalog } from "../engine/catalog.js";
import type { ScryptParams } from "./auth/password.js";
import { Throttles } from "./auth/throttle.js";
import type { Config } from "./config.js";
import type { DB } from "./db/database.js";
import { EventBus } from "./events/bus.js";
import { GenerationService } from "./generations/service.js";
import type { AppDeps } from "./http/env.js";
import type { Logger } from "./logger.js";
import { createOutboxMailer, createSmtpMailer, type Mailer } from "./mail/mailer.js";
import { createPaymentsProvider } from "./payments/index.js";
import type { PaymentsProvider } from "./payments/provider.js";
import { createAzureImageProvider, createOpenAIImageProvider } from "./providers/image/openai.js";
import type { ImageProvider } from "./providers/image/provider.js";
import { createSketchImageProvider } from "./providers/image/sketch.js";
import { settingDefaults } from "./settings.js";
import { createSketchRenderer } from "./sketch/pool.js";
import { createDiskImageStore } from "./storage/images.js";
import { createBuiltinTextProvider, createOpenAITextProvider, type TextProvider } from "./text/index.js";
import { UploadStore } from "./uploads/service.js";

export function createImageProvider(config: Config): ImageProvider {
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

export function createTextProvider(config: Config): TextProvider {
  if (config.TEXT_PROVIDER === "openai") {
    return createOpenAITextProvider({
      apiKey: config.OPENAI_API_KEY as string,
      baseURL: config.OPENAI_BASE_URL,
      model: config.OPENAI_TEXT_MODEL,
    });
  }
  return createBuiltinTextProvider();
}

export interface DepsOverrides {
  image?: ImageProvider;
  text?: TextProvider;
  mailer?: Mailer;
  payments?: PaymentsProvider;
  passwordParams?: ScryptParams;
  throttles?: Throttles;
}

/** Every dependency of the app, chosen by configuration; tests override the ones they fake. */
export function buildDeps(
  config: Config,
  db: DB,
  catalog: () => Catalog,
  logger: Logger,
  o: DepsOverrides = {},
): AppDeps {
  const events = new EventBus({ perUser: config.EVENT_STREAMS_PER_USER, perClient: config.EVENT_STREAMS_PER_CLIENT });
  const image = o.image ?? createImageProvider(config);
  const text = o.text ?? createTextProvider(config);
  const mailer =
    o.mailer ??
    (config.MAIL_TRANSPORT === "smtp"
      ? createSmtpMailer(config.SMTP_URL as string, config.MAIL_FROM)
      : createOutboxMailer(db, logger));
  const payments = o.payments ?? createPaymentsProvider(config);
  const images = createDiskImageStore(join(resolve(config.DATA_DIR), "images"));
  const uploads = new UploadStore(db, join(resolve(config.DATA_DIR), "uploads"), logger);
  // Another provider's line art is made printable in a worker thread (started on first use).
  // One is enough: post-processing takes tens of milliseconds a page, while a remote image model
  // delivers a few pages a minute; each extra thread costs ~60 MB (docs/performance.md).
  const postprocess = image.printReady ? undefined : createSketchRenderer({ threads: 1 });
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
  });
  return {
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
}
