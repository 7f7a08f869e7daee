import { z } from "zod";
import { isCurrencyCode } from "../engine/money.js";
import { defaultThrottleRules, parseRule, throttleEnvName, throttleNames } from "./auth/throttle.js";

const MB = 1024 * 1024;
const throttleEnv = Object.fromEntries(
  throttleNames.map((name) => [
    throttleEnvName(name),
    z
      .string()
      .refine((v) => parseRule(v) !== null, "must be attempts/seconds, for example 10/3600")
      .optional(),
  ]),
) as Record<string, z.ZodOptional<z.ZodString>>;

function urlWithScheme(value: string, schemes: string[]): boolean {
  try {
    const url = new URL(value);
    return schemes.includes(url.protocol) && url.hostname !== "";
  } catch {
    return false;
  }
}

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

/** Configuration from the environment (docs/api.md "Configuration"), parsed once at start. */
const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(8787),
    HOST: z.string().min(1).default("127.0.0.1"),
    DATA_DIR: z.string().min(1).default("./data"),
    PUBLIC_URL: z.string().url().optional(),
    ADMIN_EMAIL: z.string().email().default("admin@inkling.local"),
    ADMIN_PASSWORD: z.string().min(6, "ADMIN_PASSWORD must be at least 6 characters").optional(),
    IMAGE_PROVIDER: z.enum(["sketch", "openai", "azure"]).default("sketch"),
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_BASE_URL: z.string().url().optional(),
    OPENAI_IMAGE_MODEL: z.string().min(1).default("gpt-image-1"),
    OPENAI_IMAGE_QUALITY: z.enum(["low", "medium", "high", "auto", "standard", "hd"]).default("medium"),
    OPENAI_IMAGE_SIZE: z
      .string()
      .regex(/^\d+x\d+$/)
      .default("1024x1024"),
    AZURE_OPENAI_ENDPOINT: z.string().url().optional(),
    AZURE_OPENAI_API_KEY: z.string().min(1).optional(),
    AZURE_OPENAI_DEPLOYMENT: z.string().min(1).optional(),
    OPENAI_API_VERSION: z.string().min(1).default("2025-04-01-preview"),
    IMAGE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(240_000),
    IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    IMAGE_RPM: z.coerce.number().int().min(1).optional(),
    TEXT_PROVIDER: z.enum(["builtin", "openai"]).default("builtin"),
    OPENAI_TEXT_MODEL: z.string().min(1).default("gpt-4o-mini"),
    MAIL_TRANSPORT: z.enum(["outbox", "smtp"]).default("outbox"),
    SMTP_URL: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).default("Inkling <no-reply@inkling.local>"),
    PAYMENTS_PROVIDER: z.enum(["demo", "stripe"]).default("demo"),
    /** What every price is in and every checkout charges (ISO 4217); the spec's packages are ringgit. */
    CURRENCY: z
      .string()
      .refine(isCurrencyCode, "must be an ISO 4217 currency code in capitals, for example MYR, USD or EUR")
      .default("MYR"),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    PAYMENTS_WEBHOOK_SECRET: z.string().min(16).optional(),
    TRUST_PROXY: bool.default(false),
    /** Apply catalogue file changes to a running server (server/catalog/watch.ts). */
    INKLING_WATCH_CATALOG: bool.default(true),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    /** Largest request body on every route but the upload route (413 too-large over it). */
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(MB),
    /** Largest body of POST /api/uploads. */
    UPLOAD_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(15 * MB),
    /** Bytes of stored photos one user may keep (409 `storage-full` past it). */
    UPLOAD_QUOTA_BYTES: z.coerce
      .number()
      .int()
      .min(MB)
      .default(200 * MB),
    /** Uploads one user may have in flight (received or waiting to be decoded) in one process. */
    UPLOADS_IN_FLIGHT_PER_USER: z.coerce.number().int().min(1).default(2),
    /** Live-update streams (GET /api/events) open at once per user; the oldest closes. */
    EVENT_STREAMS_PER_USER: z.coerce.number().int().min(1).default(5),
    /** Live-update streams open at once per client address; more are refused with 429. */
    EVENT_STREAMS_PER_CLIENT: z.coerce.number().int().min(1).default(20),
    /** PostgreSQL instead of the embedded SQLite (docs/operations.md, "Several processes"). */
    DATABASE_URL: z
      .string()
      .refine((v) => urlWithScheme(v, ["postgres:", "postgresql:"]), {
        message: "must be a PostgreSQL URL, for example postgres://user:password@host:5432/inkling",
      })
      .optional(),
    /** Redis for the shared job queue, its limits and live events across processes. */
    REDIS_URL: z
      .string()
      .refine((v) => urlWithScheme(v, ["redis:", "rediss:"]), {
        message: "must be a Redis URL, for example redis://host:6379",
      })
      .optional(),
    /**
     * With REDIS_URL: how long a process's claim on a running job lasts unrenewed; a job of a
     * process that died is taken over by another this long after.
     */
    JOB_LEASE_MS: z.coerce.number().int().min(500).default(30_000),
    /**
     * With REDIS_URL: how long a Redis call made for a request may wait for an answer (adding a
     * job, counting an event stream, the health check) before Redis counts as down.
     */
    REDIS_TIMEOUT_MS: z.coerce.number().int().min(100).default(2_000),
    /**
     * A checkout not paid this long after it began is shown as expired (Stripe's session is made
     * to expire at the same time; its range is 30 minutes to 24 hours).
     */
    CHECKOUT_EXPIRY_MINUTES: z.coerce.number().int().min(30).max(1440).default(60),
    /**
     * S3-compatible object storage for pages, uploads and book files instead of DATA_DIR or the
     * database (docs/operations.md, "Object storage").
     */
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: z
      .string()
      .refine((v) => urlWithScheme(v, ["http:", "https:"]), {
        message: "must be the object store's address, for example https://s3.eu-west-1.amazonaws.com",
      })
      .optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Put before every key, so one bucket can hold other things too ("inkling/"). */
    S3_PREFIX: z.string().default(""),
    /** Book exports queued or running at once per user (any process); more are refused with 429. */
    BOOK_EXPORTS_PER_USER: z.coerce.number().int().min(1).default(3),
    /** Preflights and cover previews in progress at once per user in a process; more get 429. */
    BOOK_CHECKS_PER_USER: z.coerce.number().int().min(1).default(2),
    /**
     * MB one book file may weigh, as estimated before any work (server/books/cost.ts): a page
     * counts each time it is printed, as its time does; more is refused with 409 book-too-large.
     * Kept under KDP's 650 MB (decision 069): the file is held whole in memory and in the database.
     */
    BOOK_MAX_VECTOR_MB: z.coerce.number().int().min(1).default(200),
    /** Heap of the book worker thread: a job that needs more fails alone instead of the process. */
    BOOK_WORKER_MEMORY_MB: z.coerce.number().int().min(128).default(1536),
    /**
     * How long an idle keep-alive connection stays open: longer than the proxy's own idle timeout
     * (60 s for nginx and most load balancers), so the proxy, never the server, closes it first.
     */
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(65_000),
    /** print.pdf requests in progress at once per user in a process; more get 429. */
    PRINTS_PER_USER: z.coerce.number().int().min(1).default(2),
    /** How long one object-storage operation may take; past it the request is answered 503 storage-unavailable. */
    S3_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
    ...throttleEnv,
  })
  .superRefine((c, ctx) => {
    const need = (cond: boolean, keys: (keyof typeof c)[], why: string) => {
      for (const key of keys) {
        if (cond && !c[key]) ctx.addIssue({ code: "custom", path: [key], message: `is required when ${why}` });
      }
    };
    need(
      c.IMAGE_PROVIDER === "openai" || c.TEXT_PROVIDER === "openai",
      ["OPENAI_API_KEY"],
      "an OpenAI provider is chosen",
    );
    need(
      c.IMAGE_PROVIDER === "azure",
      ["AZURE_OPENAI_ENDPOINT", "AZURE_OPENAI_API_KEY", "AZURE_OPENAI_DEPLOYMENT"],
      "IMAGE_PROVIDER=azure",
    );
    need(c.MAIL_TRANSPORT === "smtp", ["SMTP_URL"], "MAIL_TRANSPORT=smtp");
    // Several processes share a PostgreSQL database: the queue, its limits and the live events
    // must be shared too, or each process would run its own line and fail the others' jobs.
    need(
      !!c.DATABASE_URL,
      ["REDIS_URL"],
      "DATABASE_URL is set (the job queue and live events are shared through Redis)",
    );
    need(!!c.S3_BUCKET, ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"], "S3_BUCKET is set");
    need(c.PAYMENTS_PROVIDER === "stripe", ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"], "PAYMENTS_PROVIDER=stripe");
  })
  .transform((c) => ({
    ...c,
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ""),
    throttles: Object.fromEntries(
      throttleNames.map((name) => {
        const value = (c as Record<string, unknown>)[throttleEnvName(name)];
        return [name, (typeof value === "string" && parseRule(value)) || defaultThrottleRules[name]];
      }),
    ) as typeof defaultThrottleRules,
  }));

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parse the environment; a bad value stops the server with every problem named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "environment"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}
