import { z } from "zod";
import { longerThan } from "../graphemes.js";
import { boundedString, DEFAULT_MAX_LENGTH, maxLengthOption, tooLongMessage, withMaxLength } from "./text-length.js";
import type { CatalogLists, FieldType, OptionGroup, ResolvedOption } from "./types.js";

const comboboxDescriptor = z
  .object({
    type: z.literal("combobox"),
    name: z.string(),
    label: z.string(),
    help: z.string().optional(),
    placeholder: z.string().optional(),
    required: z.string(),
    /** Name of a shared list in catalog/lists/ (e.g. countries). */
    list: z.string(),
    /** Shown in the open list when the search matches nothing. */
    empty: z.string().default("No matches found"),
    options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  })
  .strict();

const suggestDescriptor = z
  .object({
    type: z.literal("suggest"),
    name: z.string(),
    label: z.string(),
    help: z.string().optional(),
    placeholder: z.string().optional(),
    required: z.string().optional(),
    optional: z.literal(true).optional(),
    maxLength: maxLengthOption,
    /** Name of a shared grouped list in catalog/lists/ (e.g. fathers-day-nicknames). */
    list: z.string(),
    groups: z.array(z.object({ label: z.string(), options: z.array(z.string()) })).optional(),
  })
  .strict();

export type ComboboxField = z.infer<typeof comboboxDescriptor>;
export type SuggestField = z.infer<typeof suggestDescriptor>;

function listOptions(field: ComboboxField): ResolvedOption[] {
  return field.options ?? [];
}

export const comboboxField: FieldType<ComboboxField> = {
  type: "combobox",
  descriptor: comboboxDescriptor,
  list: { kind: "options", name: (field) => field.list },
  resolve: (field, lists: CatalogLists) => ({ ...field, options: lists.options[field.list] ?? [] }),
  value(field) {
    // Only a value picked from the list is accepted: free text is not a country.
    const values = new Set(listOptions(field).map((o) => o.value));
    // Aborts: a value that is none of the list's (a megabyte of it) is read no further.
    return z
      .string({ error: field.required })
      .trim()
      .min(1, field.required)
      .refine((v) => values.has(v), { message: field.required, abort: true });
  },
  defaultValue: () => "",
  sample: (field) => listOptions(field)[0]?.value,
  promptValue: (field, value) => listOptions(field).find((o) => o.value === value)?.label ?? String(value),
  blocksSubmitUntilPicked: true,
};

export const suggestField: FieldType<SuggestField> = {
  type: "suggest",
  descriptor: suggestDescriptor,
  list: { kind: "groups", name: (field) => field.list },
  resolve: (field, lists: CatalogLists) => withMaxLength({ ...field, groups: lists.groups[field.list] ?? [] }),
  value(field) {
    const max = field.maxLength ?? DEFAULT_MAX_LENGTH;
    let base = boundedString(field.required ?? "Please fill in this field", max).trim();
    if (field.required) base = base.min(1, field.required);
    // Characters as people count them (engine/graphemes.ts), not UTF-16 units.
    const checked = base.refine((v) => !longerThan(v, max), { message: tooLongMessage(max), abort: true });
    // An optional field left out of the request is empty, not an error.
    return field.optional ? checked.default("") : checked;
  },
  defaultValue: () => "",
  sample: (field) => (field.groups as OptionGroup[] | undefined)?.[0]?.options[0] ?? "Dad",
  promptValue: (_field, value) => String(value ?? ""),
  needsMessage: true,
};
