import type { IncomingMessage } from "node:http";
import type { HttpBindings } from "@hono/node-server";
import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { fieldError, INVALID_INPUT, issueMessage } from "../../engine/api/field-errors.js";
import { AppError, messages } from "../errors.js";
import type { AppEnv } from "./env.js";

/**
 * How a route takes its body. Every state-changing API route takes JSON unless it is listed
 * here: `raw` bodies are read as bytes by the route (a provider-signed webhook), `multipart`
 * ones are form uploads. `maxBytes` overrides the app-wide limit for that route.
 */
interface BodyRoute {
  kind: "raw" | "multipart";
  maxBytes?: number;
  /** The 413 message for this route. */
  tooLarge?: string;
}

export interface BodyPolicy {
  /** The limit of every route without its own (docs/api.md: 1 MB). */
  maxBytes: number;
  /** Keyed by "METHOD /api/path". */
  routes: Record<string, BodyRoute>;
}

const MB = 1024 * 1024;

function sizeText(bytes: number): string {
  return bytes % MB === 0 ? `${bytes / MB} MB` : bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes} bytes`;
}

/** The routes whose body is not JSON, and the upload route's larger limit (docs/api.md). */
export function bodyPolicy(config: { BODY_LIMIT_BYTES: number; UPLOAD_LIMIT_BYTES: number }): BodyPolicy {
  return {
    maxBytes: config.BODY_LIMIT_BYTES,
    routes: {
      // Stripe signs the exact bytes; the route reads them raw and checks the signature.
      "POST /api/payments/webhook": { kind: "raw" },
      "POST /api/uploads": {
        kind: "multipart",
        maxBytes: config.UPLOAD_LIMIT_BYTES,
        tooLarge: `Photos can be at most ${sizeText(config.UPLOAD_LIMIT_BYTES)}`,
      },
    },
  };
}

/** The same bytes, erroring with `tooLarge()` once more than `maxBytes` have passed. */
function countedBody(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  tooLarge: () => AppError,
): ReadableStream<Uint8Array> {
  let size = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > maxBytes) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
}

const routeKey = (c: Context) => `${c.req.method} ${c.req.path}`;

/** Node's own request, when the app runs on Node (app.request() in tests has none). */
const nodeRequest = (c: Context): IncomingMessage | undefined => (c.env as Partial<HttpBindings> | undefined)?.incoming;

/**
 * 413 `too-large` as soon as the size is known: from Content-Length before a byte is read, or
 * while the body streams in (chunked uploads) the moment the count passes the limit — Hono's
 * bodyLimit does both. The body is never read in full first.
 */
export function limitBodies(policy: BodyPolicy): MiddlewareHandler<AppEnv> {
  const limiter = (maxBytes: number, message: string): MiddlewareHandler<AppEnv> => {
    const tooLarge = () => new AppError(413, "too-large", message);
    return (c, next) => {
      // Decided from the headers where they say it all, without building a web Request around
      // Node's: a Content-Length is checked as is, and on Node a request with neither it nor
      // Transfer-Encoding has no body. A streamed body is counted as it is read and fails with
      // the 413 the moment the count passes the limit; it is never gathered in memory first
      // (Hono's bodyLimit gathers it, up to 15 MB a request on the upload route).
      const chunked = c.req.header("transfer-encoding") !== undefined;
      const length = c.req.header("content-length");
      if (!chunked && length !== undefined) {
        if (Number.parseInt(length, 10) > maxBytes) throw tooLarge();
        return next();
      }
      if (!chunked && nodeRequest(c)) return next();
      const body = c.req.raw.body;
      if (body) {
        c.req.raw = new Request(c.req.raw, {
          body: countedBody(body, maxBytes, tooLarge),
          duplex: "half",
        } as RequestInit);
      }
      return next();
    };
  };
  const fallback = limiter(policy.maxBytes, `${messages.tooLarge} (at most ${sizeText(policy.maxBytes)})`);
  const perRoute = new Map(
    Object.entries(policy.routes)
      .filter(([, r]) => r.maxBytes !== undefined)
      .map(([key, r]) => {
        const max = r.maxBytes as number;
        return [key, limiter(max, r.tooLarge ?? `${messages.tooLarge} (at most ${sizeText(max)})`)];
      }),
  );
  return (c, next) => (perRoute.get(routeKey(c)) ?? fallback)(c, next);
}

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

function hasBody(c: Context): boolean {
  const length = c.req.header("content-length");
  if (length !== undefined) return Number(length) > 0;
  return c.req.header("transfer-encoding") !== undefined || c.req.header("content-type") !== undefined;
}

/**
 * JSON routes take only `application/json` bodies (415 `unsupported-media-type` otherwise): a
 * form or a `text/plain` fetch from another site can then never reach them as JSON, even
 * before the Origin check has its say. Raw and multipart routes (BodyPolicy) are exempt.
 */
export function jsonOnly(policy: BodyPolicy): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!SAFE.has(c.req.method) && !policy.routes[routeKey(c)] && hasBody(c)) {
      const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
      if (type !== "application/json") throw new AppError(415, "unsupported-media-type", messages.notJson);
    }
    await next();
  };
}

/**
 * The bytes of a body with a Content-Length (already checked against the limit by limitBodies;
 * Node's parser holds the body to that length), read straight from Node's request. Hono's
 * c.req.json() would first build a web Request around it (with bodyLimit's, ~11 % of the
 * event loop's time per generation under load: docs/performance.md).
 */
function readIncoming(incoming: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.once("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    incoming.once("error", reject);
    incoming.once("close", () => {
      if (!incoming.complete) reject(new Error("request aborted"));
    });
  });
}

/** The JSON body as sent; malformed JSON is a 400, never a 500. */
async function readJson(c: Context<AppEnv>): Promise<unknown> {
  try {
    // A body of known length that nothing has read yet.
    const incoming = nodeRequest(c);
    if (incoming && !incoming.readableDidRead && c.req.header("content-length") !== undefined) {
      return JSON.parse(await readIncoming(incoming));
    }
    return await c.req.json();
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError(400, "invalid-input", messages.invalidBody);
  }
}

/** A JSON object body; anything else (an array, null, a number, bad JSON) is a 400. */
async function jsonBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const body = await readJson(c);
  if (body && typeof body === "object" && !Array.isArray(body)) return body as Record<string, unknown>;
  throw new AppError(400, "invalid-input", messages.invalidBody);
}

/**
 * A schema failure as the contract words it: the first failing rule's own message (schemas carry
 * the spec's messages) under its field's code — `invalid-input` with `fields` naming each failing
 * key, or the field's own code (engine/api/field-errors.ts) with its message alone.
 */
export function invalidRequest(schema: z.ZodType, error: z.ZodError): AppError {
  const first = error.issues[0];
  const message = first ? issueMessage(schema, first) : messages.invalidBody;
  const { code = INVALID_INPUT, status = 400 } = fieldError(schema, first?.path[0]);
  if (code !== INVALID_INPUT) return new AppError(status, code, message);
  // A rule of the whole body ("both credits and reason") names no field.
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.path.length) fields[String(issue.path[0])] ??= issueMessage(schema, issue);
  }
  return new AppError(400, INVALID_INPUT, message, Object.keys(fields).length ? fields : undefined);
}

/** Where a route's declared request schema is kept for the OpenAPI document (server/openapi/document.ts). */
export const REQUEST_SCHEMA = Symbol("request schema");

export type Declared = { [REQUEST_SCHEMA]: { target: "json" | "query"; schema: z.ZodType } };

type Validated<T extends "json" | "query", S extends z.ZodType> = MiddlewareHandler<
  AppEnv,
  string,
  { in: { [K in T]: z.input<S> }; out: { [K in T]: z.output<S> } }
> &
  Declared;

/**
 * The one way a route declares its JSON body: `.post("/", body(schema), (c) => c.req.valid("json"))`.
 * The body is read as JSON (400 for anything but an object) and parsed with `schema`; a failure is
 * `invalidRequest`'s 400, never a 500. The typed client (web/lib/api.ts) takes its types from it.
 */
export function body<S extends z.ZodType>(schema: S): Validated<"json", S> {
  const handler: MiddlewareHandler<AppEnv> = async (c, next) => {
    const result = schema.safeParse(await jsonBody(c));
    if (!result.success) throw invalidRequest(schema, result.error);
    c.req.addValidatedData("json", result.data as object);
    await next();
  };
  return Object.assign(handler, { [REQUEST_SCHEMA]: { target: "json" as const, schema } }) as Validated<"json", S>;
}

/** The same for a route's query string (`c.req.valid("query")`): each parameter as sent, a string. */
export function query<S extends z.ZodType>(schema: S): Validated<"query", S> {
  const handler: MiddlewareHandler<AppEnv> = async (c, next) => {
    const result = schema.safeParse(c.req.query());
    if (!result.success) throw invalidRequest(schema, result.error);
    c.req.addValidatedData("query", result.data as object);
    await next();
  };
  return Object.assign(handler, { [REQUEST_SCHEMA]: { target: "query" as const, schema } }) as Validated<"query", S>;
}
