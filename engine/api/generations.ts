/**
 * Request bodies and queries of generations and previews (docs/api.md, "Generations"). A tool's
 * `values` are checked by the tool's own compiled schema (engine/compile.ts), not here.
 */
import { z } from "zod";
import { paletteById } from "../covers/palettes.js";
import { SLUG, TOOL_ID } from "../descriptor.js";
import { coded } from "./field-errors.js";
import { requestMessages as m } from "./messages.js";

export const SEED_MAX = 2 ** 31 - 1;

/** A page seed: a whole number from 0 to 2^31 - 1 (a preview's `seed`), or none. */
export const seedSchema = z.number({ error: m.seed }).int(m.seed).min(0, m.seed).max(SEED_MAX, m.seed).nullish();

/** A tool id such as `kids/alphabet`; anything else is a tool that does not exist (404). */
export const toolIdSchema = coded("unknown-tool", z.string({ error: "This tool does not exist" }), 404);

/** The tool's field values, checked against its descriptor (absent or null: no values). */
export const valuesSchema = z.unknown().optional().meta({
  description: "The tool's field values by field name, checked against the tool's descriptor",
});

export const generationBody = z.object({
  tool: toolIdSchema,
  values: valuesSchema,
  acceptStandIns: z.preprocess((v) => v === true, z.boolean()).optional(),
  seed: seedSchema,
});

export const previewBody = z.object({ tool: toolIdSchema, values: valuesSchema, seed: seedSchema });

/** ?hub=kids&tool=kids/alphabet&favourite=1; a malformed id is bad input, not an empty page. */
export const galleryQuery = z.object({
  cursor: z.string().optional(),
  hub: z.string().regex(SLUG, m.unknownHub).optional(),
  tool: z.string().regex(TOOL_ID, m.unknownTool).optional(),
  favourite: z.string().optional(),
});

export const coloredMessages = {
  palette: "Please choose one of the palettes",
  seed: "The seed must be a whole number",
  lineArt: "Only line-art pages can be coloured",
} as const;

/** ?palette=&seed= of a coloured page: a palette id (bright when empty) and a seed as digits. */
export const coloredQuery = z.object({
  palette: z
    .string()
    .optional()
    .transform((id) => id || "bright")
    .refine((id) => paletteById(id) !== undefined, coloredMessages.palette),
  seed: z
    .string()
    .default("1")
    .refine((text) => /^\d{1,10}$/.test(text) && Number(text) <= SEED_MAX, coloredMessages.seed)
    .transform(Number),
});

/** ?size=print (the 300 DPI page) and ?download=1 of a page's PNG. */
export const imageQuery = z.object({
  size: z.literal("print", { error: "Size must be print" }).optional(),
  download: z.string().optional(),
});
