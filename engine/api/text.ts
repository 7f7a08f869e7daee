import { z } from "zod";
import { unprintableMessage } from "../books/printable-text.js";
import { farOverLength, longerThan, truncateGraphemes } from "../graphemes.js";
import { unreadableText } from "../readable-text.js";

export interface ReadableTextRule {
  /** The field as its form calls it, for the messages: "display name", "back text". */
  field: string;
  /** Characters as people see them (engine/graphemes.ts). */
  max: number;
  /** A textarea: tabs and line breaks are part of the text. */
  multiline?: boolean;
  /** Text over `max` keeps its first `max` characters instead of being refused. */
  cut?: boolean;
  /** Said for a missing, non-string or blank value; without it, blank text is allowed. */
  required?: string;
  /**
   * Printed in a book: only characters the book's fonts draw (engine/books/printable-text.ts),
   * checked after the readable rule, so a control is named as one first.
   */
  printed?: boolean;
}

/**
 * The one rule of a stored human-readable string (docs/api.md, "Text"): trimmed, readable
 * (engine/readable-text.ts: no controls, direction or invisible characters), at most `max`
 * characters. Every message names the field and says what it may hold. The length is checked
 * first, from `.length` when far over (engine/graphemes.ts), so a megabyte of text is refused
 * before anything reads it character by character; text that is cut is read only as far as kept.
 */
export function readableText({ field, max, multiline = false, cut = false, required, printed }: ReadableTextRule) {
  const tooLong = `Please keep the ${field} to ${max} characters`;
  const rule = { multiline, label: field };
  const readable = (value: string, ctx: z.RefinementCtx) => {
    const message = unreadableText(value, rule) ?? (printed ? unprintableMessage(field, value) : null);
    if (message) ctx.addIssue({ code: "custom", message });
    else if (required && value === "") ctx.addIssue({ code: "custom", message: required });
  };
  const string = z.string({ error: required ?? `Please enter the ${field} as text of at most ${max} characters` });
  // A required field says so in the schema itself (`pattern`: something besides spaces), so the
  // OpenAPI document refuses the blank text the server refuses.
  const text = required ? string.regex(/\S/, { message: required, abort: true }) : string;
  // Not JSON Schema's maxLength, which counts code points: "👍🏽" is one character and two points.
  const meta = {
    description: `At most ${max} characters${cut ? " kept" : ""}; no control, direction or invisible characters`,
  };
  if (cut)
    return text
      .trim()
      .transform((value) => truncateGraphemes(value, max))
      .superRefine(readable)
      .meta(meta);
  return text
    .refine((value) => !farOverLength(value, max), { message: tooLong, abort: true })
    .trim()
    .superRefine((value, ctx) => {
      if (longerThan(value, max)) ctx.addIssue({ code: "custom", message: tooLong });
      else readable(value, ctx);
    })
    .meta(meta);
}

/** Any value as a string: a missing or non-string value is the empty string. */
export const lenientString = () => z.preprocess((v) => (typeof v === "string" ? v : ""), z.string());
