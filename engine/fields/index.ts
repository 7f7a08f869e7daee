import { z } from "zod";
import { choiceField } from "./choice.js";
import { imageField } from "./image.js";
import { comboboxField, suggestField } from "./lists.js";
import { numberField } from "./number.js";
import { textareaField, textField } from "./text.js";
import type { BaseField, FieldType } from "./types.js";

/**
 * The registry of field types, one unit each. Adding a type: its unit here, its widget in
 * web/forms/registry.ts (which the compiler holds to the same names).
 */
const fieldTypes = {
  text: textField,
  textarea: textareaField,
  choice: choiceField,
  number: numberField,
  combobox: comboboxField,
  suggest: suggestField,
  image: imageField,
} as const;

type Units = typeof fieldTypes;
export type FieldTypeName = keyof Units;
export const fieldTypeNames = Object.keys(fieldTypes) as FieldTypeName[];

/** A field as written in a descriptor: the union of every unit's descriptor. */
export type Field = { [K in FieldTypeName]: Units[K] extends FieldType<infer F> ? F : never }[FieldTypeName];

// discriminatedUnion wants a tuple of object schemas; every unit's descriptor is one.
export const fieldDescriptor = z.discriminatedUnion(
  "type",
  Object.values(fieldTypes).map((unit) => unit.descriptor) as unknown as [
    z.ZodObject<{ type: z.ZodLiteral<string> }>,
    ...z.ZodObject<{ type: z.ZodLiteral<string> }>[],
  ],
) as unknown as z.ZodType<Field>;

export function fieldTypeOf(field: Field): FieldType<Field> {
  return fieldTypes[field.type] as unknown as FieldType<Field>;
}

/** The unit of a type name read from elsewhere (a public catalogue field), if it is one. */
export function fieldUnitOf(field: Pick<BaseField, "type">): FieldType<BaseField> | undefined {
  return Object.hasOwn(fieldTypes, field.type)
    ? (fieldTypes[field.type as FieldTypeName] as unknown as FieldType<BaseField>)
    : undefined;
}

/** The fields whose value is an uploaded photo the page is drawn from. */
export function photoFields<F extends Pick<BaseField, "type">>(fields: readonly F[]): F[] {
  return fields.filter((f) => fieldUnitOf(f)?.upload);
}

export type { ChoiceField } from "./choice.js";

export type { ImageField } from "./image.js";

export type { ComboboxField, SuggestField } from "./lists.js";
export type { NumberField } from "./number.js";
export type { TextareaField, TextField } from "./text.js";
export type { CatalogLists, OptionGroup, ResolvedOption } from "./types.js";
