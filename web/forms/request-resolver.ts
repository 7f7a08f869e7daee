import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { issueMessage } from "../../engine/api/field-errors.js";

/**
 * A form checked by a request schema of `engine/api/`, each field showing the message the server
 * would answer for it (`issueMessage`: a field's own wording such as "Please choose a credit
 * package" replaces zod's for its built-in rules, as in the server's 400). A rule of the whole
 * form lands on `root`.
 */
export function requestResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.length ? String(issue.path[0]) : "root";
      errors[name] ??= { type: issue.code, message: issueMessage(schema, issue) };
    }
    return { values: {}, errors: errors as FieldErrors<z.input<S>> };
  };
}
