/**
 * Request bodies of books, their batches and exports (docs/api.md, "Books"). A field that breaks
 * its rule is named by its message: "Please enter a title", else "Invalid <field>".
 */
import { z } from "zod";
import { type Paper, papers, type Trim, trims } from "../books/kdp.js";
import { paletteIds } from "../covers/palettes.js";
import { coverFontIds, coverTemplateIds } from "../covers/templates.js";
import { worded } from "./field-errors.js";
import { SEED_MAX, toolIdSchema, valuesSchema } from "./generations.js";
import { requestMessages as m } from "./messages.js";
import { readableString } from "./text.js";

export const MAX_BOOK_PAGES = 828;
export const MAX_BATCH = 50;
export const EXPORT_KINDS = ["interior", "cover", "printables"] as const;

const id = () => z.string().min(1).max(64);
/** A field whose built-in failures say "Invalid <name>". */
const named = <S extends z.ZodType>(name: string, schema: S) => worded(`Invalid ${name}`, schema.optional());

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
  subtitle: named("subtitle", readableString().max(200)),
  author: named("author", readableString().max(100)),
  trim: named("trim", z.enum(trims as [Trim, ...Trim[]])),
  paper: named("paper", z.enum(papers as [Paper, ...Paper[]])),
  bleed: named("bleed", z.boolean()),
  blankBacks: named("blankBacks", z.boolean()),
  answers: named("answers", z.boolean()),
  pageNumbers: named("pageNumbers", z.boolean()),
  frontMatter: named(
    "frontMatter",
    z.object({
      titlePage: z.boolean().optional(),
      copyrightPage: z.boolean().optional(),
      belongsTo: z.boolean().optional(),
    }),
  ),
  backText: named("backText", readableString().max(4000)),
};

export const createBookBody = z.object({ title, ...bookFields });
export type CreateBookInput = z.output<typeof createBookBody>;

export const updateBookBody = z.object({
  title: worded(m.bookTitle, title.optional()),
  ...bookFields,
  pages: named("pages", z.array(id()).max(MAX_BOOK_PAGES)),
  coverGenerationId: named("coverGenerationId", id().nullable()),
  cover: named("cover", coverDesignInput),
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
