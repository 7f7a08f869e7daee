import { z } from "zod";
import type { BaseField, FieldType, ResolvedOption } from "./types.js";

const optionDescriptor = z.union([
  z.string(),
  z
    .object({
      value: z.string(),
      label: z.string(),
      prompt: z.string().optional(),
      /** Words a search says to open the tool with this option chosen ("intricate": Detailed). */
      keywords: z.array(z.string().min(1)).optional(),
    })
    .strict(),
]);

const choiceDescriptor = z
  .object({
    type: z.literal("choice"),
    name: z.string(),
    label: z.string(),
    help: z.string().optional(),
    required: z.string().optional(),
    /** Single-select buttons; the first option is preselected. */
    options: z
      .array(optionDescriptor)
      .min(2, "offer 2 to 7 options")
      .max(7, "offer 2 to 7 options: more is a list for a combobox or suggest field"),
    /** The preselected option's value (default: the first option). */
    default: z.string().optional(),
  })
  .strict();

export type ChoiceField = z.infer<typeof choiceDescriptor> & BaseField;

/** "Flat Design" → value "flat-design"; an object option keeps its own value. */
function normalizeOptions(options: ChoiceField["options"]): ResolvedOption[] {
  return options.map((o) =>
    typeof o === "string"
      ? {
          value: o
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, "-")
            .replace(/^-|-$/g, ""),
          label: o,
        }
      : o,
  );
}

export const choiceField: FieldType<ChoiceField> = {
  type: "choice",
  descriptor: choiceDescriptor,
  resolve: (field) => ({ ...field, options: normalizeOptions(field.options) }),
  value(field) {
    const values = normalizeOptions(field.options).map((o) => o.value);
    const message = field.required ?? `Please choose a ${field.label.toLowerCase()}`;
    // Aborts: a value that is none of the options (a megabyte of it) is read no further.
    return z
      .string({ error: message })
      .refine((v) => values.includes(v), { message, abort: true })
      .default(field.default ?? (values[0] as string));
  },
  defaultValue: (field) => field.default ?? normalizeOptions(field.options)[0]?.value,
  // The value a user starts from, so previews, sheets and benchmarks show the default page.
  sample: (field) => field.default ?? normalizeOptions(field.options)[0]?.value,
  // Selected option names are lower-cased before they enter a prompt.
  promptValue(field, value) {
    const option = normalizeOptions(field.options).find((o) => o.value === value);
    return option ? (option.prompt ?? option.label.toLowerCase()) : "";
  },
  offered: (field) => normalizeOptions(field.options).map((o) => ({ key: "options", value: o.value, shown: o.label })),
  prefill: "valid",
};
