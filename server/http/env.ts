import type { Catalog } from "../../engine/catalog.js";
import type { ScryptParams } from "../auth/password.js";
import type { ValidSession } from "../auth/sessions.js";
import type { Throttles } from "../auth/throttle.js";
import type { BookWork } from "../books/book-work.js";
import type { ExportService } from "../books/exports.js";
import type { BookRenderer } from "../books/pool.js";
import type { Config } from "../config.js";
import type { DB } from "../db/database.js";
import type { UserRow } from "../db/schema.js";
import type { EventBus } from "../events/bus.js";
import type { FairGate } from "../fair-queue.js";
import type { GenerationService } from "../generations/service.js";
import type { Logger } from "../logger.js";
import type { Mailer } from "../mail/mailer.js";
import type { PaymentsProvider } from "../payments/provider.js";
import type { PrintRenderer } from "../print/pool.js";
import type { RedisProbe } from "../redis/status.js";
import type { ImageStore } from "../storage/images.js";
import type { UploadStore } from "../uploads/service.js";
import type { PerUserLimit } from "./per-user.js";

export interface AppDeps {
  config: Config;
  db: DB;
  /** The current catalogue (reloaded on change in development). */
  catalog: () => Catalog;
  logger: Logger;
  events: EventBus;
  mailer: Mailer;
  images: ImageStore;
  /** Users' photos for photo tools (docs/api.md, "Uploads"). */
  uploads: UploadStore;
  generations: GenerationService;
  payments: PaymentsProvider;
  passwordParams?: ScryptParams;
  throttles: Throttles;
  providerNames: { image: string; text: string; mail: string; payments: string };
  /** Books: their export jobs and the worker thread that lays out their files. */
  books: { exports: ExportService; renderer: BookRenderer; work: BookWork };
  /**
   * Print work: the worker threads of print.pdf and coloured pages, how many PDFs and coloured
   * pages one user may have made at once, and the gate of print-size PNGs (a few at once, in
   * turns between users, capped per user).
   */
  print: { renderer: PrintRenderer; perUser: PerUserLimit; colored: PerUserLimit; printSize: FairGate };
  /** With REDIS_URL: whether Redis answers (GET /api/health). */
  redis?: RedisProbe;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    session: ValidSession | null;
    user: UserRow | null;
  };
}
