import { z } from "zod";
import type { FieldType } from "./types.js";

const numberDescriptor = z
  .object({
    type: z.literal("number"),
    name: z.string(),
    label: z.string(),
    help: z.string().optional(),
    required: z.string().optional(),
    min: z.number().int(),
    max: z.number().int(),
    default: z.number().int(),
  })
  .strict()
  .refine((f) => f.min <= f.default && f.default <= f.max, "default must lie between min and max");

export type NumberField = z.infer<typeof numberDescriptor>;

export const numberField: FieldType<NumberField> = {
  type: "number",
  descriptor: numberDescriptor,
  value(field) {
    const message = field.required ?? `Please enter a number from ${field.min} to ${field.max}`;
    return z.coerce
      .number({ error: message })
      .int(message)
      .min(field.min, message)
      .max(field.max, message)
      .default(field.default);
  },
  defaultValue: (field) => field.default,
  sample: (field) => field.max,
  promptValue: (_field, value) => String(value),
};
