import { z } from "zod";
import { farOverLength } from "../graphemes.js";
import { DEFAULT_MAX_LENGTH } from "./text-length.js";

/**
 * A textarea that holds a list (the word search's own words): how many items it takes, a number
 * or one per option of a choice field (`by`: a word search on Easy takes 8 words, on Hard 15).
 * The limit is part of the tool's compiled schema, so the form counts as the user types ("5 of 8
 * words") and the server refuses the same list with the same message (issue 45, item 6).
 */
export const itemsOption = z
  .object({
    /** What one item is called, plural: "words". */
    noun: z.string().min(1),
    /** A choice field of the tool whose value picks the limit from `max`. */
    by: z.string().optional(),
    max: z.union([z.number().int().positive(), z.record(z.string(), z.number().int().positive())]),
    /** The fewest items a list that is given takes (an empty optional list is no list). */
    min: z.number().int().positive().optional(),
  })
  .strict()
  .optional()
  .meta({
    description:
      "The value is a list separated by commas, semicolons or new lines: at most `max` items, or `max` per option of the choice field `by`, and at least `min` when any is given",
  });

export type ItemsOption = NonNullable<z.infer<typeof itemsOption>>;

interface ListField {
  name: string;
  maxLength?: number;
  items?: ItemsOption;
}

/** The items of a list as typed: split at commas, semicolons and new lines, trimmed, none empty. */
export function listItems(text: string): string[] {
  return text
    .split(/[,;\n]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The most items `field` takes with these values (null: no limit, or `by` names no option). */
export function itemLimit(field: ListField, values: Record<string, unknown>): number | null {
  const { items } = field;
  if (!items) return null;
  if (typeof items.max === "number") return items.max;
  const key = items.by === undefined ? undefined : values[items.by];
  return typeof key === "string" && Object.hasOwn(items.max, key) ? (items.max[key] as number) : null;
}

/** "Please enter at least 4 words": a list given with fewer items than its `min`. */
export const tooFewItemsMessage = (noun: string, min: number) => `Please enter at least ${min} ${noun}`;

const tooManyItemsMessage = (field: ListField, max: number, byLabel?: string) =>
  `Please enter at most ${max} ${field.items?.noun ?? "items"}${
    field.items?.by && byLabel ? ` for this ${byLabel.toLowerCase()}` : ""
  }`;

/**
 * The tool's rule for every list field: at most its limit of items, and at least its `min` when given. Checked on the form's values
 * as a whole (the limit may depend on another field), even when another field is still empty.
 */
export function checkItemLimits(fields: readonly (ListField & { label: string })[]) {
  const lists = fields.filter((f) => f.items);
  return (values: unknown, ctx: z.RefinementCtx) => {
    if (!lists.length || typeof values !== "object" || values === null) return;
    const all = values as Record<string, unknown>;
    for (const field of lists) {
      const text = all[field.name];
      // Far too long is the field's own error, and such text is not read.
      if (typeof text !== "string" || farOverLength(text, field.maxLength ?? DEFAULT_MAX_LENGTH)) continue;
      const count = listItems(text).length;
      const min = field.items?.min;
      if (min !== undefined && count > 0 && count < min) {
        ctx.addIssue({
          code: "custom",
          message: tooFewItemsMessage(field.items?.noun ?? "items", min),
          path: [field.name],
        });
        continue;
      }
      const max = itemLimit(field, all);
      if (max === null || count <= max) continue;
      const by = fields.find((f) => f.name === field.items?.by);
      ctx.addIssue({ code: "custom", message: tooManyItemsMessage(field, max, by?.label), path: [field.name] });
    }
  };
}

/** What is wrong with a list field's `items` in its tool (catalog:check): `by` a choice, a limit for each option. */
export function itemsProblems(
  items: ItemsOption,
  fields: readonly { name: string; type: string; options?: unknown[] }[],
): string[] {
  const maxes = typeof items.max === "number" ? [items.max] : Object.values(items.max);
  if (items.min !== undefined && maxes.some((m) => m < (items.min as number)))
    return ["items: min is more than a limit in max"];
  if (typeof items.max === "number")
    return items.by === undefined ? [] : ["items: with by:, max gives a number for each of its options"];
  const by = fields.find((f) => f.name === items.by);
  if (by?.type !== "choice")
    return [
      `items: by: names a choice field of this tool whose option picks the limit (fields: ${fields.map((f) => f.name).join(", ")})`,
    ];
  // Options are resolved here (catalog.ts resolves before checking): each has its value.
  const values = (by.options ?? []).map((o) => (typeof o === "string" ? o : (o as { value: string }).value));
  const missing = values.filter((v) => !Object.hasOwn(items.max as object, v));
  const extra = Object.keys(items.max).filter((k) => !values.includes(k));
  return [
    ...(missing.length ? [`items: max gives no limit for ${missing.join(", ")}`] : []),
    ...(extra.length ? [`items: max names ${extra.join(", ")}, not options of ${by.name}`] : []),
  ];
}
