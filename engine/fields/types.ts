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
  /** Words a search says to open the tool with this option chosen. */
  keywords?: string[];
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

/** A value the descriptor itself offers: a choice's option, a text field's suggestion or sample. */
interface OfferedValue {
  /** The descriptor key it is written under. */
  key: "options" | "suggestions" | "sample";
  value: string | number | boolean;
  /** As the author wrote it (an option's label). */
  shown: string;
}

/**
 * One field type as a unit: how its YAML is checked, how its value is validated (the same zod
 * type in the browser and on the server), what a sample value looks like, what enters a prompt
 * and the sketch, and how the form and the catalogue treat it. No other file names a type.
 */
export interface FieldType<F extends BaseField> {
  type: F["type"];
  descriptor: z.ZodType<F>;
  /** The kind of shared list (catalog/lists/) the field names in `list:`. */
  list?: { kind: keyof CatalogLists; name(field: F): string };
  /** Resolve shared lists and defaults (a text field's limit) into the field for the public catalogue. */
  resolve?(field: F, lists: CatalogLists): F;
  value(field: F): z.ZodType;
  defaultValue(field: F): unknown;
  sample(field: F): unknown;
  promptValue(field: F, value: unknown): string;
  /**
   * Values the descriptor offers. Each is rendered by catalog:check, each `options` value must
   * change the prompt, and those reaching a drawn sketch key are checked against the drawings.
   */
  offered?(field: F): OfferedValue[];
  /** The descriptor must say `required:` (its message) or `optional: true`. */
  needsMessage?: true;
  /** The value is the id of an uploaded photo the page is drawn from, never text. */
  upload?: true;
  /** The form cannot be sent until a value is picked from the list (free text is refused). */
  blocksSubmitUntilPicked?: true;
  /**
   * The tool's address may give the value (`?subject=a%20unicorn`, from search or an idea):
   * `any` text, checked when the form is sent as typed text is; only a `valid` one (a choice's
   * option: `?detail=detailed` from a search that said "intricate").
   */
  prefill?: "any" | "valid";
}
