/**
 * The parts answers share (docs/api.md, "Conventions"): the error body, times, prices, a page of a
 * list, `{ok: true}`. Every answer schema is registered in `answers` under the name the OpenAPI
 * document (GET /api/openapi.json) gives it in `components.schemas`, so an object used by many
 * routes (a user, a generation, a book) is written once there and referred to.
 */
import { z } from "zod";

export const answers = z.registry<{ id: string; description?: string }>();

/** `schema`, registered under `id` for the OpenAPI document. */
export function named<S extends z.ZodType>(id: string, schema: S, description?: string): S {
  answers.add(schema, { id, ...(description && { description }) });
  return schema;
}

/** An ISO-8601 time in UTC, as the server writes it (`2026-01-31T12:00:00.000Z`). */
export const timestamp = () => z.iso.datetime();

/** An amount in the currency's major units (`55` or `55.5`), and its ISO 4217 currency. */
export const price = z.object({ amount: z.number(), currency: z.string().length(3) });

/** One page of a list, newest first: `nextCursor` fetches the next page, null on the last. */
export const cursorPage = <K extends string, S extends z.ZodType>(key: K, item: S) =>
  z.object({ [key]: z.array(item), nextCursor: z.string().nullable() } as { [P in K]: z.ZodArray<S> } & {
    nextCursor: z.ZodNullable<z.ZodString>;
  });

export const okAnswer = named("Ok", z.object({ ok: z.literal(true) }));

/** A preflight check of a book (its export's 409 `preflight-failed` lists the failing ones). */
export const preflightCheck = named(
  "PreflightCheck",
  z.object({ id: z.string(), label: z.string(), status: z.enum(["pass", "warn", "fail"]), detail: z.string() }),
);

/** Every error's body: the spec's message, `fields` for validation errors, `checks` for `preflight-failed`. */
export const errorBody = named(
  "Error",
  z.object({
    error: z.object({
      code: z.string(),
      message: z.string().meta({ description: "The spec's message, shown to the user as it is" }),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .meta({ description: "The message of each failing field (validation errors)" }),
      checks: z.array(preflightCheck).optional().meta({ description: "409 preflight-failed: the failing checks" }),
    }),
  }),
);
export type ErrorBody = z.infer<typeof errorBody>;

/** A job's failure as it is stored: a generation's or an export's `error`. */
export const failure = z.object({ code: z.string(), message: z.string() });
