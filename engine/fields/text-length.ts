import { z } from "zod";
import { farOverLength } from "../graphemes.js";

/**
 * The most characters a free-text field takes when its descriptor sets no `maxLength`
 * (docs/catalog.md, "Text limits"): a subject, a theme or a scene in a sentence or two. Every
 * value a generation stores is within its field's limit.
 */
export const DEFAULT_MAX_LENGTH = 200;

/** A descriptor's `maxLength`: the catalogue's default unless the field sets its own. */
export const maxLengthOption = z
  .number()
  .int()
  .positive()
  .optional()
  .meta({ description: `At most this many characters (${DEFAULT_MAX_LENGTH} when not set)` });

/** The field with its limit written out, as the catalogue resolves it: every text field says its limit. */
export const withMaxLength = <F extends { maxLength?: number }>(field: F): F => ({
  ...field,
  maxLength: field.maxLength ?? DEFAULT_MAX_LENGTH,
});

export const tooLongMessage = (max: number) => `Please use at most ${max} ${max === 1 ? "character" : "characters"}`;

/**
 * A string of at most `max` characters, first refused by its raw `.length` when far over it,
 * before trimming, readability or counting characters reads it (a megabyte of text is a 400 in
 * microseconds). The refusal aborts: neither the field's nor the form's later checks run.
 */
export function boundedString(error: string, max: number) {
  return z
    .string({ error })
    .refine((value) => !farOverLength(value, max), { message: tooLongMessage(max), abort: true });
}
