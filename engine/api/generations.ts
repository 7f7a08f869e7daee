/**
 * Request bodies and queries of generations and previews (docs/api.md, "Generations"). A tool's
 * `values` are checked by the tool's own compiled schema (engine/compile.ts), not here.
 */
import { z } from "zod";
import { paletteIds } from "../covers/palettes.js";
import { SLUG, TOOL_ID } from "../descriptor.js";
import { cursorPage, failure, named, timestamp } from "./answer-parts.js";
import { coded } from "./field-errors.js";
import { requestMessages as m } from "./messages.js";
import { puzzleSchema } from "./puzzles.js";

export const SEED_MAX = 2 ** 31 - 1;

/** A page seed: a whole number from 0 to 2^31 - 1 (a preview's `seed`), or none. */
const seedSchema = z.number({ error: m.seed }).int(m.seed).min(0, m.seed).max(SEED_MAX, m.seed).nullish();

/** A tool id such as `kids/alphabet`; anything else is a tool that does not exist (404). */
export const toolIdSchema = coded(
  "unknown-tool",
  z.string({ error: "This tool does not exist" }).regex(TOOL_ID, "This tool does not exist"),
  404,
);

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

/**
 * ?palette=&seed= of a coloured page: `natural` (when left out: each region in its source
 * drawing's colour, the bright palette for the rest) or a palette id (every region from that
 * palette), and a seed as digits.
 */
export const coloredQuery = z.object({
  palette: z
    .enum(["natural", ...paletteIds] as [string, ...string[]], { error: coloredMessages.palette })
    .default("natural"),
  seed: z
    .string()
    .regex(/^\d{1,10}$/, coloredMessages.seed)
    .refine((text) => Number(text) <= SEED_MAX, coloredMessages.seed)
    .default("1")
    .transform(Number)
    .meta({ description: `A whole number from 0 to ${SEED_MAX}` }),
});

/** ?size=print (the 300 DPI page) and ?download=1 of a page's PNG. */
export const imageQuery = z.object({
  size: z.literal("print", { error: "Size must be print" }).optional(),
  download: z.string().optional(),
});

/** What the quality gate measured on a stored line-art page (docs/api.md, "Page options, quality and print"). */
const qualitySchema = z.object({
  greyShare: z.number(),
  inkShare: z.number(),
  minStrokePt: z.number(),
  regions: z.number().int(),
  smallestRegionCm2: z.number(),
  leaks: z.number().int(),
  passed: z.boolean(),
});

/** How the built-in engine drew each subject word; null for image models. */
const understoodSchema = z
  .array(
    z.object({
      word: z.string(),
      drawnAs: z.string().nullable(),
      exact: z.boolean(),
      standIn: z.literal(true).optional(),
    }),
  )
  .nullable();

/** The objects drawn that nobody asked for, one name each; null for image models. */
const extrasSchema = z.array(z.string()).nullable();

export const storeDescriptionSchema = z.object({
  title: z.string(),
  description: z.string(),
  bulletPoints: z.array(z.string()),
  callToAction: z.string(),
  keywords: z.object({ longTail: z.array(z.string()), shortTail: z.array(z.string()) }),
  categories: z.array(z.string()),
});

export const generationOutputSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("image"),
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    vector: z.boolean(),
    quality: qualitySchema.nullable(),
    understood: understoodSchema,
    extras: extrasSchema,
    puzzle: puzzleSchema.optional(),
    answerUrl: z.string().optional(),
  }),
  z.object({ kind: z.literal("ideas"), ideas: z.array(z.string()) }),
  z.object({ kind: z.literal("description"), description: storeDescriptionSchema }),
  z.object({ kind: z.literal("text"), text: z.string() }),
]);

/** A generation (docs/api.md, "Generations"): any tool's, image or text. */
export const generationSchema = named(
  "Generation",
  z.object({
    id: z.string(),
    tool: z.string(),
    values: z.record(z.string(), z.unknown()),
    status: z.enum(["queued", "running", "succeeded", "failed"]),
    charged: z.number().int(),
    createdAt: timestamp(),
    finishedAt: timestamp().nullable(),
    output: generationOutputSchema.nullable(),
    error: failure.nullable(),
    favourite: z.boolean(),
    queuePosition: z.number().int().optional().meta({ description: "The jobs ahead of it, while queued" }),
  }),
);

export const generationAnswer = named("GenerationAnswer", z.object({ generation: generationSchema }));

/** POST /api/generations: the queued generation and the balance after its charge. */
export const startedGeneration = named(
  "StartedGeneration",
  z.object({ generation: generationSchema, credits: z.number().int() }),
);

export const generationList = named("GenerationList", cursorPage("generations", generationSchema));

export const previewAnswer = named(
  "PreviewAnswer",
  z.object({
    preview: z.object({
      image: z.string().regex(/^data:image\/png;base64,/),
      width: z.number().int(),
      height: z.number().int(),
      seed: z.number().int(),
      understood: understoodSchema,
      extras: extrasSchema,
    }),
  }),
);

/** POST /api/uploads: the stored photo, upright, at most 2048 px on its long side. */
export const uploadAnswer = named(
  "Upload",
  z.object({
    upload: z.object({
      id: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      type: z.literal("image/jpeg").meta({ description: "Every photo is stored as JPEG" }),
    }),
  }),
);
