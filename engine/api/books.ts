/**
 * Request bodies of books, their batches and exports (docs/api.md, "Books"). Every rule a field
 * breaks is answered in its own words, naming the field and what it takes: "Please enter a
 * title", "Please keep the subtitle to 200 characters", "Please choose white or cream paper".
 */
import { z } from "zod";
import { type Paper, papers, type Trim, trims } from "../books/kdp.js";
import { paletteIds } from "../covers/palettes.js";
import {
  type CoverDesign,
  type CoverFontId,
  coverColorings,
  coverFontIds,
  coverTemplateIds,
} from "../covers/templates.js";
import { cursorPage, failure, named, preflightCheck, timestamp } from "./answer-parts.js";
import { coded } from "./field-errors.js";
import { generationSchema, SEED_MAX, toolIdSchema, valuesSchema } from "./generations.js";
import { MAX_BATCH } from "./limits.js";
import { requestMessages as m } from "./messages.js";
import { readableText } from "./text.js";

const MAX_BOOK_PAGES = 828;
const MAX_COVER_PAGES = 5;
const EXPORT_KINDS = ["interior", "cover", "printables"] as const;

export const bookMessages = {
  trim: `Please choose a trim size: ${trims.join(", ")}`,
  paper: "Please choose white or cream paper",
  frontMatter: "Please choose the front matter pages (titlePage, copyrightPage, belongsTo) as true or false",
  pages: "Pages must be your own finished coloring pages",
  tooManyPages: `A book can hold at most ${MAX_BOOK_PAGES} pages`,
  cover: "The cover must be one of your own finished covers",
  coverDesign: "Please choose a cover design, or null for the plain cover",
  coverTemplate: `Please choose a cover template: ${coverTemplateIds.join(", ")}`,
  coverPages: `Please choose at most ${MAX_COVER_PAGES} pages of this book for the cover`,
  coverPage: "Cover pages must be pages of this book",
  coverPalette: `Please choose a cover palette: ${paletteIds.join(", ")}`,
  coverColoring: "Please choose the cover's coloring: natural or palette",
  coverFont: `Please choose a cover font: ${coverFontIds.join(", ")}`,
  coverSeed: `The cover seed must be a whole number from 0 to ${SEED_MAX}`,
  mix: "Please choose the activities of the book",
  mixCount: `Please choose between 0 and ${MAX_BATCH} pages of each activity`,
  mixValues: "Please give each activity's values as an object",
  mixOrTool: "Please choose one tool and a count, or a mix of activities, not both",
  mixOnly: "A theme and a difficulty curve go with a mix of activities",
} as const;

/** A generation id as a book refers to it: printable ASCII (ids are opaque, never text to read). */
const id = (message: string) =>
  z
    .string({ error: message })
    .max(64, message)
    .regex(/^[\x21-\x7e]+$/, message);
const oneOf = <T extends string>(values: readonly T[], message: string) =>
  z.enum(values as [T, ...T[]], { error: message });
const onOff = (name: string) => z.boolean({ error: `${name} must be true or false` });

/** The parts of `book.cover` but its badge, each optional. */
const coverParts = {
  template: oneOf(coverTemplateIds, bookMessages.coverTemplate).optional(),
  pages: z
    .array(id(bookMessages.coverPage), { error: bookMessages.coverPages })
    .max(MAX_COVER_PAGES, bookMessages.coverPages)
    .optional(),
  palette: oneOf(paletteIds, bookMessages.coverPalette).optional(),
  coloring: oneOf(coverColorings, bookMessages.coverColoring).optional(),
  seed: z
    .number({ error: bookMessages.coverSeed })
    .int(bookMessages.coverSeed)
    .min(0, bookMessages.coverSeed)
    .max(SEED_MAX, bookMessages.coverSeed)
    .optional(),
  fonts: z
    .object(
      {
        title: oneOf(coverFontIds, bookMessages.coverFont).optional(),
        body: oneOf(coverFontIds, bookMessages.coverFont).optional(),
      },
      { error: bookMessages.coverFont },
    )
    .optional(),
};

/** `book.cover` as PATCH /api/books/:id takes it: every part optional, the rest from the default. */
export const coverDesignInput = z
  .object(
    { ...coverParts, badge: readableText({ field: "cover badge", max: 40, printed: true }).optional() },
    { error: bookMessages.coverDesign },
  )
  .nullable();

/**
 * `book.cover` as a book row stores it: a badge saved before the fonts' rule is kept as it was,
 * for the preflight's `text-glyphs` check to name, rather than the whole design being dropped.
 */
export const storedCoverDesign = z.object({ ...coverParts, badge: z.string().optional() }).nullable();

export type CoverDesignInput = z.infer<typeof coverDesignInput>;

/** A title: readable, not blank, at most 200 characters. */
const title = readableText({ field: "title", max: 200, required: m.bookTitle, printed: true });

const bookFields = {
  subtitle: readableText({ field: "subtitle", max: 200, printed: true }).optional(),
  author: readableText({ field: "author", max: 100, printed: true }).optional(),
  trim: oneOf(trims, bookMessages.trim).optional(),
  paper: oneOf(papers, bookMessages.paper).optional(),
  bleed: onOff("Bleed").optional(),
  blankBacks: onOff("Blank backs").optional(),
  answers: onOff("Answers").optional(),
  pageNumbers: onOff("Page numbers").optional(),
  frontMatter: z
    .object(
      {
        titlePage: z.boolean({ error: bookMessages.frontMatter }).optional(),
        copyrightPage: z.boolean({ error: bookMessages.frontMatter }).optional(),
        belongsTo: z.boolean({ error: bookMessages.frontMatter }).optional(),
      },
      { error: bookMessages.frontMatter },
    )
    .optional(),
  backText: readableText({ field: "back text", max: 4000, multiline: true, printed: true }).optional(),
};

export const createBookBody = z.object({ title, ...bookFields });
export type CreateBookInput = z.output<typeof createBookBody>;

export const updateBookBody = z.object({
  title: title.optional(),
  ...bookFields,
  pages: z
    .array(id(bookMessages.pages), { error: bookMessages.pages })
    .max(MAX_BOOK_PAGES, bookMessages.tooManyPages)
    .optional(),
  coverGenerationId: id(bookMessages.cover).nullable().optional(),
  cover: coverDesignInput.optional(),
});
export type UpdateBookInput = z.output<typeof updateBookBody>;

/** A mix's item: an activity tool, how many of its pages (0-50), and values of its own. */
const mixItem = z.object(
  {
    tool: z.string({ error: "This tool does not exist" }).max(100, "This tool does not exist"),
    count: z
      .number({ error: bookMessages.mixCount })
      .int(bookMessages.mixCount)
      .min(0, bookMessages.mixCount)
      .max(MAX_BATCH, bookMessages.mixCount),
    values: z.record(z.string(), z.unknown(), { error: bookMessages.mixValues }).optional(),
  },
  { error: bookMessages.mix },
);

/**
 * The pages a batch adds (docs/api.md, "Books"): one line-art or activity tool with its values
 * and how many (1-50), or an activity book's `mix` of activity tools with a `theme` and a
 * difficulty `curve` (issue 43 item 5; decision 067), 1-50 pages in all. One body for both, so
 * the quote, the charge and the answers stay those of one route.
 */
export const batchBody = z
  .object({
    count: z.number({ error: m.batchCount }).int().min(1).max(MAX_BATCH).optional(),
    // Optional here (a mix has no tool); still answered as a tool that does not exist (404).
    tool: coded("unknown-tool", toolIdSchema.optional(), 404),
    values: valuesSchema,
    mix: z
      .array(mixItem, { error: bookMessages.mix })
      .min(1, bookMessages.mix)
      .max(MAX_BATCH, bookMessages.mix)
      .optional(),
    theme: readableText({ field: "theme", max: 60 }).optional(),
    curve: onOff("Curve").optional(),
    confirm: z.unknown().optional(),
    /** A stand-in drawing accepted for a subject the engine cannot draw as itself. */
    acceptStandIns: z.preprocess((v) => v === true, z.boolean()).optional(),
  })
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (b.mix === undefined) {
      if (b.count === undefined) issue("count", m.batchCount);
      if (b.tool === undefined) issue("tool", "This tool does not exist");
      if (b.theme !== undefined || b.curve !== undefined) issue("mix", bookMessages.mixOnly);
      return;
    }
    if (b.tool !== undefined || b.count !== undefined || b.values !== undefined) issue("mix", bookMessages.mixOrTool);
    const total = b.mix.reduce((sum, item) => sum + item.count, 0);
    if (total < 1 || total > MAX_BATCH) issue("mix", m.batchCount);
  })
  .meta({
    description:
      "Either `tool`, `values` and `count` (one tool's pages), or `mix`, `theme` and `curve` (an activity book: " +
      "activity tools only, 1-50 pages in all)",
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

/** ?cursor= of GET /api/books/:id/cover-art: the `nextCursor` of the page before. */
export const coverArtQuery = z.object({ cursor: z.string().optional() });

/** ?format=text gives the provenance report as a text file. */
export const provenanceQuery = z.object({ format: z.string().optional() });

/** `book.cover`: the cover design, every part given (null for the plain cover). */
const fontId = () => z.enum(coverFontIds as [CoverFontId, ...CoverFontId[]]);

const coverDesignSchema = z.object({
  template: z.enum(coverTemplateIds as [CoverDesign["template"], ...CoverDesign["template"][]]),
  pages: z.array(z.string()),
  palette: z.enum(paletteIds as [string, ...string[]]),
  // Always given in answers; optional in the type a design literal is checked against (natural when left out).
  coloring: z.enum(coverColorings).optional(),
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
    pages: z.array(
      z.object({
        generationId: z.string(),
        tool: z.string(),
        /** The values the page was made from (its subject, its level), as GET /api/generations gives them. */
        values: z.record(z.string(), z.unknown()),
        thumbUrl: z.string(),
      }),
    ),
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
/** GET /api/books/:id/exports: the book's exports, newest first. */
export const exportList = named("ExportList", z.object({ exports: z.array(exportSchema) }));

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
    /** Who wrote the back text (null: none): the author, Inkling's built-in templates, or a text model. */
    backText: z
      .object({ source: z.enum(["author", "template", "model"]), edited: z.boolean(), aiGenerated: z.boolean() })
      .nullable(),
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

/**
 * A finished cover of the caller as the book's cover picker offers it (issue 47 item 8): whether
 * it prints at 300 DPI or more on this book's front as the book is now (its design, trim, paper
 * and page count), judged as the preflight's `cover-art` check judges it.
 */
const coverArtSchema = named(
  "CoverArt",
  z.object({
    generation: generationSchema,
    fits: z.boolean(),
    vector: z
      .boolean()
      .meta({ description: "A vector original the front is drawn again from (a built-in cover), else a raster" }),
    width: z.number().meta({ description: "The picture's own width in pixels (a vector original: its drawing's)" }),
    height: z.number().meta({ description: "The picture's own height in pixels (a vector original: its drawing's)" }),
    neededPx: z.number().int().nullable().meta({
      description: "When it does not fit: the pixels across the design's front needs for 300 DPI; else null",
    }),
  }),
);

/** GET /api/books/:id/cover-art: a page of the caller's finished covers, newest first, each judged for the book. */
export const coverArtList = named(
  "CoverArtList",
  cursorPage("covers", coverArtSchema).extend({
    trim: z.enum(trims as [Trim, ...Trim[]]),
    design: z
      .object({
        template: z.enum(coverTemplateIds as [CoverDesign["template"], ...CoverDesign["template"][]]),
        name: z.string(),
      })
      .nullable()
      .meta({ description: "The book's cover design the covers are judged for; null for the plain cover" }),
  }),
);
