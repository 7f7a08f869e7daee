/**
 * The error code a field's failure answers with, when it is not the general `invalid-input`
 * (docs/api.md: sign-up answers `invalid-email` and `weak-password`). A coded failure carries
 * only its code and message; an `invalid-input` one also names its fields.
 */
import { z } from "zod";

export const INVALID_INPUT = "invalid-input";

export const errorCodes = z.registry<{ code: string }>();

/** `schema`, whose failures answer with `code` instead of `invalid-input`. */
export function coded<S extends z.ZodType>(code: string, schema: S): S {
  errorCodes.add(schema, { code });
  return schema;
}

/** The code of the field `key` of an object schema (`invalid-input` unless it is coded). */
export function codeOf(schema: z.ZodType, key: PropertyKey | undefined): string {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<PropertyKey, z.ZodType>) : undefined;
  const field = key === undefined ? undefined : shape?.[key];
  return (field && errorCodes.get(field)?.code) ?? INVALID_INPUT;
}
