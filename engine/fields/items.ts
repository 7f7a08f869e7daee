import { z } from "zod";
import { farOverLength } from "../graphemes.js";
import { DEFAULT_MAX_LENGTH } from "./text-length.js";

/** A limit for each option of a choice field: a number, or a limit for each option of a second one. */
const limits = z.record(
  z.string(),
  z.union([z.number().int().positive(), z.record(z.string(), z.number().int().positive())]),
);

/**
 * A textarea that holds a list (the word search's own words): how many items it takes, a number
 * or one per option of a choice field (`by`: a word search on Easy takes 8 words, on Hard 15), or
 * of two (`by: [difficulty, print]`: Easy in large print takes 6).
 * The limit is part of the tool's compiled schema, so the form counts as the user types ("5 of 8
 * words") and the server refuses the same list with the same message (issue 45, item 6).
 */
export const itemsOption = z
  .object({
    /** What one item is called, plural: "words". */
    noun: z.string().min(1),
    /** A choice field of the tool whose value picks the limit from `max`, or two, the first's value first. */
    by: z.union([z.string(), z.tuple([z.string(), z.string()])]).optional(),
    max: z.union([z.number().int().positive(), limits]),
    /** The fewest items a list that is given takes (an empty optional list is no list). */
    min: z.number().int().positive().optional(),
  })
  .strict()
  .optional()
  .meta({
    description:
      "The value is a list separated by commas, semicolons or new lines: at most `max` items, or `max` per option of the choice field `by` (or, with two fields, per option of the first then of the second), and at least `min` when any is given",
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

/** The choice fields a list's limit follows, in order (none, one or two). */
export const itemsBy = (items: ItemsOption | undefined): string[] =>
  items?.by === undefined ? [] : typeof items.by === "string" ? [items.by] : [...items.by];

/** The most items `field` takes with these values (null: no limit, or `by` names no option). */
export function itemLimit(field: ListField, values: Record<string, unknown>): number | null {
  const { items } = field;
  if (!items) return null;
  let at: unknown = items.max;
  for (const name of itemsBy(items)) {
    const key = values[name];
    if (typeof at !== "object" || at === null || typeof key !== "string" || !Object.hasOwn(at, key)) return null;
    at = (at as Record<string, unknown>)[key];
  }
  return typeof at === "number" ? at : null;
}

/** "Please enter at least 4 words": a list given with fewer items than its `min`. */
export const tooFewItemsMessage = (noun: string, min: number) => `Please enter at least ${min} ${noun}`;

interface ByField {
  name: string;
  label: string;
  options?: unknown[];
}

/**
 * "Please enter at most 8 words for this difficulty", and with a second field whose value lowers
 * the limit from its first option's, that option named: "… for this difficulty in large print".
 */
function tooManyItemsMessage(
  field: ListField,
  max: number,
  by: (ByField | undefined)[],
  values: Record<string, unknown>,
) {
  const [first, second] = by;
  let why = first ? ` for this ${first.label.toLowerCase()}` : "";
  const option = second?.options
    ?.map((o) => (typeof o === "string" ? { value: o, label: o } : (o as { value: string; label?: string })))
    .find((o) => o.value === values[second.name]);
  const firstOption = second?.options?.[0];
  const plain =
    firstOption === undefined
      ? undefined
      : typeof firstOption === "string"
        ? firstOption
        : (firstOption as { value: string }).value;
  if (second && option && plain !== undefined && option.value !== plain) {
    const standard = itemLimit(field, { ...values, [second.name]: plain });
    if (standard !== null && standard > max) why += ` in ${(option.label ?? option.value).toLowerCase()}`;
  }
  return `Please enter at most ${max} ${field.items?.noun ?? "items"}${why}`;
}

/**
 * The tool's rule for every list field: at most its limit of items, and at least its `min` when given. Checked on the form's values
 * as a whole (the limit may depend on another field), even when another field is still empty.
 */
export function checkItemLimits(fields: readonly (ListField & ByField)[]) {
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
      const by = itemsBy(field.items).map((name) => fields.find((f) => f.name === name));
      ctx.addIssue({ code: "custom", message: tooManyItemsMessage(field, max, by, all), path: [field.name] });
    }
  };
}

/** What is wrong with a list field's `items` in its tool (catalog:check): `by` a choice, a limit for each option. */
export function itemsProblems(
  items: ItemsOption,
  fields: readonly { name: string; type: string; options?: unknown[] }[],
): string[] {
  const maxes =
    typeof items.max === "number"
      ? [items.max]
      : Object.values(items.max).flatMap((m) => (typeof m === "number" ? [m] : Object.values(m)));
  if (items.min !== undefined && maxes.some((m) => m < (items.min as number)))
    return ["items: min is more than a limit in max"];
  const names = itemsBy(items);
  if (typeof items.max === "number")
    return names.length === 0 ? [] : ["items: with by:, max gives a number for each of its options"];
  const problems: string[] = [];
  /** `max` at one level: a limit for each option of `by`'s field at `depth`, and so down. */
  const check = (max: unknown, depth: number, where: string) => {
    const name = names[depth];
    if (name === undefined) {
      if (typeof max !== "number") problems.push(`items: max${where} is not a number`);
      return;
    }
    const by = fields.find((f) => f.name === name);
    if (by?.type !== "choice") {
      problems.push(
        `items: by: names a choice field of this tool whose option picks the limit (fields: ${fields.map((f) => f.name).join(", ")})`,
      );
      return;
    }
    if (typeof max !== "object" || max === null) {
      problems.push(`items: max${where} gives a limit for each option of ${name}`);
      return;
    }
    // Options are resolved here (catalog.ts resolves before checking): each has its value.
    const values = (by.options ?? []).map((o) => (typeof o === "string" ? o : (o as { value: string }).value));
    const missing = values.filter((v) => !Object.hasOwn(max, v));
    const extra = Object.keys(max).filter((k) => !values.includes(k));
    if (missing.length) problems.push(`items: max${where} gives no limit for ${missing.join(", ")}`);
    if (extra.length) problems.push(`items: max${where} names ${extra.join(", ")}, not options of ${by.name}`);
    for (const v of values)
      if (Object.hasOwn(max, v)) check((max as Record<string, unknown>)[v], depth + 1, `${where}.${v}`);
  };
  check(items.max, 0, "");
  return problems;
}
