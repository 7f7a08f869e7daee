import type { z } from "zod";

/** A field's descriptor as written in YAML, after the descriptor schema has parsed it. */
export interface BaseField {
  name: string;
  type: string;
  label: string;
  help?: string;
  placeholder?: string;
  /** The message shown when the field is empty; its presence makes the field required. */
  required?: string;
}

export interface ResolvedOption {
  value: string;
  label: string;
  /** Text that enters the prompt instead of the lower-cased label. */
  prompt?: string;
}

export interface OptionGroup {
  label: string;
  options: string[];
}

/** Shared lists (catalog/lists/*.yaml) a field may refer to by name. */
export interface CatalogLists {
  options: Record<string, ResolvedOption[]>;
  groups: Record<string, OptionGroup[]>;
}

/**
 * One field type as a unit: how its YAML is checked, how its value is validated (the same zod
 * type in the browser and on the server), what a sample value looks like, and what enters a prompt.
 */
export interface FieldType<F extends BaseField> {
  type: F["type"];
  descriptor: z.ZodType<F>;
  /** Names of shared lists the field refers to, for catalog:check. */
  lists?(field: F): string[];
  /** Resolve shared lists into the field for the public catalogue. */
  resolve?(field: F, lists: CatalogLists): F;
  value(field: F): z.ZodType;
  defaultValue(field: F): unknown;
  sample(field: F): unknown;
  promptValue(field: F, value: unknown): string;
}
