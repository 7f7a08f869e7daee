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
  c.var.deps?.logger.error("unhandled error", {
    path: c.req.path,
    method: c.req.method,
    error: String(err?.message ?? err),
  });
  return c.json({ error: { code: "internal", message: messages.internal } }, 500);
};

export const apiNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json({ error: { code: "not-found", message: messages.notFound } }, 404);
