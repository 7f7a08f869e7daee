/**
 * How a field's failure is answered when zod's own wording or `invalid-input` is not the
 * contract's: a field may carry its own code (docs/api.md: sign-up answers `invalid-email` and
 * `weak-password`) and status, and its own message for zod's built-in failures (checkout's
 * "Please choose a credit package"). A coded failure carries only its code and message; an
 * `invalid-input` one also names its fields.
 */
import { z } from "zod";

export const INVALID_INPUT = "invalid-input";

export type ErrorStatus = 400 | 404;

export interface FieldError {
  code?: string;
  status?: ErrorStatus;
  /** Replaces zod's wording of a failure (a type, size or format rule), not a refinement's own. */
  message?: string;
}

const fieldErrors = z.registry<FieldError>();

/** `schema`, whose failures answer with `code` (and `status`, 400 unless given) instead of `invalid-input`. */
export function coded<S extends z.ZodType>(code: string, schema: S, status: ErrorStatus = 400): S {
  fieldErrors.add(schema, { ...fieldErrors.get(schema), code, status });
  return schema;
}

/** `schema`, whose built-in failures (anywhere inside it) say `message`. */
export function worded<S extends z.ZodType>(message: string, schema: S): S {
  fieldErrors.add(schema, { ...fieldErrors.get(schema), message });
  return schema;
}

/** How a failure of the field `key` of an object schema is answered. */
export function fieldError(schema: z.ZodType, key: PropertyKey | undefined): FieldError {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<PropertyKey, z.ZodType>) : undefined;
  const field = key === undefined ? undefined : shape?.[key];
  return (field && fieldErrors.get(field)) || {};
}

/** The message of one failure: the field's own unless the rule that failed wrote its own. */
export function issueMessage(schema: z.ZodType, issue: z.core.$ZodIssue): string {
  const own = fieldError(schema, issue.path[0]).message;
  return own && issue.code !== "custom" ? own : issue.message;
}
