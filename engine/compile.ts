import { z } from "zod";
import type { ToolDescriptor } from "./descriptor.js";
import { type Field, fieldTypeOf } from "./fields/index.js";
import { checkItemLimits } from "./fields/items.js";
import { unreadableText } from "./readable-text.js";

/**
 * One schema, two enforcers: the browser's form resolver and POST /api/generations both
 * validate with the schema this function builds from a descriptor.
 */
export function compileToolSchema(tool: Pick<ToolDescriptor, "fields">) {
  let schema = compiled.get(tool.fields);
  if (!schema) {
    const shape: Record<string, z.ZodType> = {};
    for (const field of tool.fields as Field[]) shape[field.name] = fieldTypeOf(field).value(field);
    schema = z
      .object(shape)
      .strip()
      .superRefine(readableValues)
      // A list's count is seen while another field is still empty (the form counts as you type).
      .superRefine(checkItemLimits(tool.fields as Field[]), { when: () => true });
    compiled.set(tool.fields, schema);
  }
  return schema;
}

/**
 * Every text a tool stores follows the one text rule (engine/readable-text.ts), whatever its field
 * type: the text types apply it themselves (single line or textarea), this catches the others.
 */
function readableValues(values: Record<string, unknown>, ctx: z.RefinementCtx) {
  for (const [name, value] of Object.entries(values)) {
    const message = typeof value === "string" ? unreadableText(value, { multiline: true }) : null;
    if (message) ctx.addIssue({ code: "custom", message, path: [name] });
  }
}

/**
 * Built once per field list: zod 4 generates parsing code for each new object schema, which
 * was ~8% of a POST /api/generations profile (docs/performance.md). Descriptors are replaced
 * wholesale on a catalogue reload, so a cache keyed by the fields array is always current.
 */
const compiled = new WeakMap<object, z.ZodObject>();

export type ToolValues = Record<string, unknown>;

export function defaultValues(tool: Pick<ToolDescriptor, "fields">): ToolValues {
  return Object.fromEntries((tool.fields as Field[]).map((f) => [f.name, fieldTypeOf(f).defaultValue(f)] as const));
}

export function sampleValues(tool: Pick<ToolDescriptor, "fields">): ToolValues {
  return Object.fromEntries((tool.fields as Field[]).map((f) => [f.name, fieldTypeOf(f).sample(f)] as const));
}

type ValidationResult =
  | { ok: true; values: ToolValues }
  | { ok: false; message: string; fields: Record<string, string> };

/** Validate raw input; the first failing field (in form order) gives the headline message. */
export function validateValues(tool: Pick<ToolDescriptor, "fields">, input: unknown): ValidationResult {
  const parsed = compileToolSchema(tool).safeParse(input ?? {});
  if (parsed.success) return { ok: true, values: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? "");
    if (name && !(name in fields)) fields[name] = issue.message;
  }
  const order = (tool.fields as Field[]).map((f) => f.name);
  const first = order.find((n) => n in fields);
  return { ok: false, message: first ? (fields[first] as string) : "Invalid input", fields };
}

/** The values a template sees: choices become their prompt text (lower-cased labels). */
export function promptContext(tool: Pick<ToolDescriptor, "fields">, values: ToolValues): Record<string, string> {
  return Object.fromEntries(
    (tool.fields as Field[]).map((f) => [f.name, fieldTypeOf(f).promptValue(f, values[f.name])] as const),
  );
}
