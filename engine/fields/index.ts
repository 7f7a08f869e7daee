import { z } from "zod";
import { choiceField } from "./choice.js";
import { comboboxField, suggestField } from "./lists.js";
import { numberField } from "./number.js";
import { textField, textareaField } from "./text.js";
import type { FieldType } from "./types.js";

/** The registry of field types. Adding a type: its unit here, its widget in web/forms/widgets. */
export const fieldTypes = {
  text: textField,
  textarea: textareaField,
  choice: choiceField,
  number: numberField,
  combobox: comboboxField,
  suggest: suggestField,
} as const;

export type FieldTypeName = keyof typeof fieldTypes;
export const fieldTypeNames = Object.keys(fieldTypes) as FieldTypeName[];

export const fieldDescriptor = z.discriminatedUnion("type", [
  textField.descriptor,
  fieldTypes.textarea.descriptor,
  fieldTypes.choice.descriptor,
  fieldTypes.number.descriptor,
  fieldTypes.combobox.descriptor,
  fieldTypes.suggest.descriptor,
] as never);

export type Field = z.infer<(typeof fieldTypes)[FieldTypeName]["descriptor"]>;

export function fieldTypeOf(field: Field): FieldType<Field> {
  return fieldTypes[field.type as FieldTypeName] as unknown as FieldType<Field>;
}

export type { CatalogLists, OptionGroup, ResolvedOption } from "./types.js";
export type { ChoiceField } from "./choice.js";
export type { ComboboxField, SuggestField } from "./lists.js";
export type { NumberField } from "./number.js";
export type { TextField, TextareaField } from "./text.js";
export { normalizeOptions } from "./choice.js";
