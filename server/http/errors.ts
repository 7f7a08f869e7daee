import type { ErrorHandler, NotFoundHandler } from "hono";
import { AppError, messages } from "../errors.js";
import type { AppEnv } from "./env.js";

/** Every error leaves as { error: { code, message, fields? } }; faults never show a stack. */
export const onError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof AppError) {
    if (err.retryAfter) c.header("Retry-After", String(err.retryAfter));
    const body = { error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) } };
    return c.json(body, err.status);
  }
  // Work stopped because its request went away (a cover preview replaced by a newer one, a tab
  // closed): nobody reads the answer, and nothing went wrong.
  if (err?.name === "AbortError" && c.req.raw.signal.aborted) {
    c.var.deps?.logger.debug("request abandoned", { path: c.req.path, method: c.req.method });
    return c.json({ error: { code: "internal", message: messages.internal } }, 500);
  }
  c.var.deps?.logger.error("unhandled error", {
    path: c.req.path,
    method: c.req.method,
    error: String(err?.message ?? err),
  });
  return c.json({ error: { code: "internal", message: messages.internal } }, 500);
};

export const apiNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json({ error: { code: "not-found", message: messages.notFound } }, 404);
