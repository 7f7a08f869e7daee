import { z } from "zod";
import { choiceDescriptor, choiceField } from "./choice.js";
import { imageDescriptor, imageField } from "./image.js";
import { comboboxDescriptor, comboboxField, suggestDescriptor, suggestField } from "./lists.js";
import { numberDescriptor, numberField } from "./number.js";
import { textareaDescriptor, textareaField, textDescriptor, textField } from "./text.js";
import type { FieldType } from "./types.js";

/** The registry of field types. Adding a type: its unit here, its widget in web/forms/widgets. */
export const fieldTypes = {
  text: textField,
  textarea: textareaField,
  choice: choiceField,
  number: numberField,
  combobox: comboboxField,
  suggest: suggestField,
  image: imageField,
} as const;

export type FieldTypeName = keyof typeof fieldTypes;
export const fieldTypeNames = Object.keys(fieldTypes) as FieldTypeName[];

export const fieldDescriptor = z.discriminatedUnion("type", [
  textDescriptor,
  textareaDescriptor,
  choiceDescriptor,
  numberDescriptor,
  comboboxDescriptor,
  suggestDescriptor,
  imageDescriptor,
]);

export type Field = z.infer<typeof fieldDescriptor>;

export function fieldTypeOf(field: Field): FieldType<Field> {
  return fieldTypes[field.type as FieldTypeName] as unknown as FieldType<Field>;
}

export type { ChoiceField } from "./choice.js";
export { normalizeOptions } from "./choice.js";
export type { ImageField } from "./image.js";
export { UPLOAD_ID } from "./image.js";
export type { ComboboxField, SuggestField } from "./lists.js";
export type { NumberField } from "./number.js";
export type { TextareaField, TextField } from "./text.js";
export type { CatalogLists, OptionGroup, ResolvedOption } from "./types.js";
