import { z } from "zod";
import { longerThan } from "../graphemes.js";
import { INVISIBLE_TEXT, unreadableText } from "../readable-text.js";
import { itemsOption } from "./items.js";
import { boundedString, DEFAULT_MAX_LENGTH, maxLengthOption, tooLongMessage, withMaxLength } from "./text-length.js";
import type { FieldType } from "./types.js";

const transforms = {
  /** Upper-case the first character (Doodle Letters: "a" is the letter "A"). */
  "upper-first": (s: string) => s.charAt(0).toUpperCase() + s.slice(1),
  upper: (s: string) => s.toUpperCase(),
  none: (s: string) => s,
} as const;

const textBase = {
  name: z.string(),
  label: z.string(),
  help: z.string().optional(),
  placeholder: z.string().optional(),
  required: z.string().optional(),
  /** Marks an optional field; every text field says required: or optional: true. */
  optional: z.literal(true).optional(),
  maxLength: maxLengthOption,
  transform: z.enum(Object.keys(transforms) as [keyof typeof transforms]).optional(),
  pattern: z.object({ regex: z.string(), message: z.string() }).strict().optional(),
  /** Quick picks under the field: enough to inspire, few enough to scan (docs/catalog.md). */
  suggestions: z
    .array(z.string())
    .min(6, "offer 6 to 8 suggestions (or none)")
    .max(8, "offer 6 to 8 suggestions (or none)")
    .optional(),
  sample: z.string().optional(),
};

const textDescriptor = z.object({ type: z.literal("text"), ...textBase }).strict();
const textareaDescriptor = z
  .object({
    type: z.literal("textarea"),
    ...textBase,
    rows: z.number().int().min(2).max(12).optional(),
    /** A list: how many items it takes (engine/fields/items.ts). */
    items: itemsOption,
  })
  .strict();

export type TextField = z.infer<typeof textDescriptor>;
export type TextareaField = z.infer<typeof textareaDescriptor>;
type AnyText = TextField | TextareaField;

/**
 * Trimmed text; far too long fails at once, empty with the field's own message; then transform,
 * length, readability and pattern.
 */
function textValue(field: AnyText): z.ZodType {
  const transform = transforms[field.transform ?? "none"];
  const max = field.maxLength ?? DEFAULT_MAX_LENGTH;
  let base = boundedString(field.required ?? "Please fill in this field", max).trim();
  if (field.required) base = base.min(1, field.required);
  const pattern = field.pattern ? new RegExp(field.pattern.regex) : undefined;
  const schema = base.transform(transform).superRefine((value, ctx) => {
    // Counted first, reading at most max + 1 characters: text over the limit is read no further,
    // by this field or by the form's checks after it (the issue does not continue).
    if (longerThan(value, max)) {
      ctx.addIssue({ code: "custom", message: tooLongMessage(max), continue: false });
      return;
    }
    const unreadable = unreadableText(value, { multiline: field.type === "textarea" });
    if (unreadable) {
      // Only invisible characters is an empty answer: a required field says its own message.
      const message = unreadable === INVISIBLE_TEXT && field.required ? field.required : unreadable;
      ctx.addIssue({ code: "custom", message });
    } else if (pattern && value.length > 0 && !pattern.test(value)) {
      ctx.addIssue({ code: "custom", message: field.pattern?.message ?? "Please check this field" });
    }
  });
  // An optional field left out of the request (e.g. no ISBN) is empty, not an error.
  return field.optional ? schema.default("") : schema;
}

function sampleText(field: AnyText): string {
  if (field.sample) return field.sample;
  if (field.suggestions?.length) return field.suggestions[0] as string;
  if (field.maxLength === 1) return "A";
  return `sample ${field.label.toLowerCase()}`;
}

function textType<F extends AnyText>(type: F["type"], descriptor: z.ZodType<F>): FieldType<F> {
  return {
    type,
    descriptor,
    resolve: withMaxLength,
    value: textValue,
    defaultValue: () => "",
    sample: sampleText,
    promptValue: (_field, value) => String(value ?? ""),
    offered: (field) => [
      ...(field.suggestions ?? []).map((v) => ({ key: "suggestions" as const, value: v, shown: v })),
      ...(field.sample ? [{ key: "sample" as const, value: field.sample, shown: field.sample }] : []),
    ],
    needsMessage: true,
    prefill: "any",
  };
}

export const textField = textType<TextField>("text", textDescriptor);
export const textareaField = textType<TextareaField>("textarea", textareaDescriptor);
