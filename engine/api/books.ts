/**
 * Request bodies of books, their batches and exports (docs/api.md, "Books"). A field that breaks
 * its rule is named by its message: "Please enter a title", else "Invalid <field>".
 */
import { z } from "zod";
import { type Paper, papers, type Trim, trims } from "../books/kdp.js";
import { paletteIds } from "../covers/palettes.js";
import { type CoverDesign, type CoverFontId, coverFontIds, coverTemplateIds } from "../covers/templates.js";
import { failure, named, preflightCheck, timestamp } from "./answer-parts.js";
import { worded } from "./field-errors.js";
import { generationSchema, SEED_MAX, toolIdSchema, valuesSchema } from "./generations.js";
import { MAX_BATCH } from "./limits.js";
import { requestMessages as m } from "./messages.js";
import { readableString } from "./text.js";

const MAX_BOOK_PAGES = 828;
const EXPORT_KINDS = ["interior", "cover", "printables"] as const;

const id = () => z.string().min(1).max(64);
/** A field whose built-in failures say "Invalid <name>". */
const invalidNamed = <S extends z.ZodType>(name: string, schema: S) => worded(`Invalid ${name}`, schema.optional());

/** `book.cover` as PATCH /api/books/:id takes it: every part optional, the rest from the default. */
export const coverDesignInput = z
  .object({
    template: z.enum(coverTemplateIds as [string, ...string[]]).optional(),
    pages: z.array(id()).max(5).optional(),
    palette: z.enum(paletteIds as [string, ...string[]]).optional(),
    seed: z.number().int().min(0).max(SEED_MAX).optional(),
    fonts: z
      .object({
        title: z.enum(coverFontIds as [string, ...string[]]).optional(),
        body: z.enum(coverFontIds as [string, ...string[]]).optional(),
      })
      .optional(),
    badge: z.string().max(40).optional(),
  })
  .nullable();

export type CoverDesignInput = z.infer<typeof coverDesignInput>;

/** A title: readable, not blank, at most 200 characters. */
const title = worded(
  m.bookTitle,
  readableString()
    .max(200)
    .refine((text) => text.trim() !== "", m.bookTitle),
);

const bookFields = {
  subtitle: invalidNamed("subtitle", readableString().max(200)),
  author: invalidNamed("author", readableString().max(100)),
  trim: invalidNamed("trim", z.enum(trims as [Trim, ...Trim[]])),
  paper: invalidNamed("paper", z.enum(papers as [Paper, ...Paper[]])),
  bleed: invalidNamed("bleed", z.boolean()),
  blankBacks: invalidNamed("blankBacks", z.boolean()),
  answers: invalidNamed("answers", z.boolean()),
  pageNumbers: invalidNamed("pageNumbers", z.boolean()),
  frontMatter: invalidNamed(
    "frontMatter",
    z.object({
      titlePage: z.boolean().optional(),
      copyrightPage: z.boolean().optional(),
      belongsTo: z.boolean().optional(),
    }),
  ),
  backText: invalidNamed("backText", readableString().max(4000)),
};

export const createBookBody = z.object({ title, ...bookFields });
export type CreateBookInput = z.output<typeof createBookBody>;

export const updateBookBody = z.object({
  title: worded(m.bookTitle, title.optional()),
  ...bookFields,
  pages: invalidNamed("pages", z.array(id()).max(MAX_BOOK_PAGES)),
  coverGenerationId: invalidNamed("coverGenerationId", id().nullable()),
  cover: invalidNamed("cover", coverDesignInput),
});
export type UpdateBookInput = z.output<typeof updateBookBody>;

/** The pages a batch adds: a line-art or activity tool, its values and how many (1-50). */
export const batchBody = z.object({
  count: z.number({ error: m.batchCount }).int().min(1).max(MAX_BATCH),
  tool: toolIdSchema,
  values: valuesSchema,
  confirm: z.unknown().optional(),
  /** A stand-in drawing accepted for a subject the engine cannot draw as itself. */
  acceptStandIns: z.preprocess((v) => v === true, z.boolean()).optional(),
});
export type BatchInput = z.output<typeof batchBody>;

export const exportBody = z.object({ kind: z.enum(EXPORT_KINDS, { error: m.exportKind }) });

/** ?seed= of the back-cover text: digits, anything else the first text. */
export const backTextQuery = z.object({
  seed: z
    .string()
    .optional()
    .transform((text) => (text && /^\d{1,9}$/.test(text) ? Number(text) : 1)),
});

/** ?format=text gives the provenance report as a text file. */
export const provenanceQuery = z.object({ format: z.string().optional() });

/** `book.cover`: the cover design, every part given (null for the plain cover). */
const fontId = () => z.enum(coverFontIds as [CoverFontId, ...CoverFontId[]]);

const coverDesignSchema = z.object({
  template: z.enum(coverTemplateIds as [CoverDesign["template"], ...CoverDesign["template"][]]),
  pages: z.array(z.string()),
  palette: z.enum(paletteIds as [string, ...string[]]),
  seed: z.number().int(),
  fonts: z.object({ title: fontId(), body: fontId() }),
  badge: z.string(),
});

/** A book (docs/api.md, "Books"). */
export const bookSchema = named(
  "Book",
  z.object({
    id: z.string(),
    title: z.string(),
    subtitle: z.string(),
    author: z.string(),
    trim: z.enum(trims as [Trim, ...Trim[]]),
    paper: z.enum(papers as [Paper, ...Paper[]]),
    bleed: z.boolean(),
    blankBacks: z.boolean(),
    answers: z.boolean(),
    pageNumbers: z.boolean(),
    frontMatter: z.object({ titlePage: z.boolean(), copyrightPage: z.boolean(), belongsTo: z.boolean() }),
    pages: z.array(z.object({ generationId: z.string(), tool: z.string(), thumbUrl: z.string() })),
    coverGenerationId: z.string().nullable(),
    cover: coverDesignSchema.nullable(),
    backText: z.string(),
    interiorPageCount: z.number().int(),
    spineWidthIn: z.number(),
    coverSizeIn: z.object({ width: z.number(), height: z.number() }),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  }),
);

export const bookAnswer = named("BookAnswer", z.object({ book: bookSchema }));
export const bookList = named("BookList", z.object({ books: z.array(bookSchema) }));

/** A batch's quote: what it would cost and the caller's balance; nothing is charged. */
export const batchQuote = named("BatchQuote", z.object({ cost: z.number().int(), credits: z.number().int() }));

/** A confirmed batch: its queued generations and the balance after the charge. */
export const startedBatch = named(
  "StartedBatch",
  z.object({ generations: z.array(generationSchema), credits: z.number().int() }),
);

export const preflightAnswer = named("Preflight", z.object({ ok: z.boolean(), checks: z.array(preflightCheck) }));

export const exportSchema = named(
  "Export",
  z.object({
    id: z.string(),
    bookId: z.string(),
    kind: z.enum(EXPORT_KINDS),
    status: z.enum(["queued", "running", "succeeded", "failed"]),
    progress: z.number().min(0).max(1),
    url: z.string().optional().meta({ description: "GET /api/exports/:id/file, once succeeded" }),
    error: failure.nullable().optional(),
    createdAt: timestamp(),
    finishedAt: timestamp().nullable(),
  }),
);

export const exportAnswer = named("ExportAnswer", z.object({ export: exportSchema }));

export const backTextAnswer = named("BackText", z.object({ backText: z.string() }));

const source = { generationId: z.string(), tool: z.string(), provider: z.string(), model: z.string().nullable() };

export const provenanceAnswer = named(
  "Provenance",
  z.object({
    bookId: z.string(),
    pages: z.array(
      z.object({
        position: z.number().int(),
        ...source,
        values: z.record(z.string(), z.unknown()),
        createdAt: timestamp(),
        aiGenerated: z.boolean(),
      }),
    ),
    cover: z.object({ ...source, aiGenerated: z.boolean() }).nullable(),
    report: z.string(),
  }),
);

export const palettesAnswer = named(
  "Palettes",
  z.object({ palettes: z.array(z.object({ id: z.string(), name: z.string(), colors: z.array(z.string()) })) }),
);

export const coverTemplatesAnswer = named(
  "CoverTemplates",
  z.object({ templates: z.array(z.object({ id: z.string(), name: z.string() })) }),
);
