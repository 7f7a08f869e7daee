/**
 * Printing at home (docs/api.md, "Page options, quality and print" and "Printing several
 * pages"): the sheets a page prints on, `?paper=` of print.pdf, colored.pdf and answer.pdf, and
 * the body of POST /api/print. A new paper size is one row of `SHEETS`: the schemas, their 400
 * message and the web app's buttons and choices are read from it.
 */
import { z } from "zod";

/**
 * The sheets a page prints on, in points (1/72 in): US Letter (8.5 x 11 in) and ISO A4
 * (210 x 297 mm, to 1/100 pt); `name` is the buttons' word, `size` the paper choice's hint.
 */
export const SHEETS = {
  letter: { width: 612, height: 792, name: "Letter", size: "8.5 x 11 in" },
  a4: { width: 595.28, height: 841.89, name: "A4", size: "210 x 297 mm" },
} as const;

export type Sheet = keyof typeof SHEETS;

/** The sheets' ids in the table's order: the first is the default. */
export const sheetIds = Object.keys(SHEETS) as [Sheet, ...Sheet[]];

/** "Paper must be letter or a4": the sheets by id, as the API takes them. */
const sheetMessage = `Paper must be ${new Intl.ListFormat("en", { type: "disjunction" }).format(sheetIds)}`;

/** `?paper=` (the first sheet when absent). */
const paper = z.enum(sheetIds, { error: sheetMessage }).default(sheetIds[0]);

/** ?paper= and ?download=1 of a printable page, its colored sheet or its answer key. */
export const printQuery = z.object({ paper, download: z.string().optional() });

/** At most this many pages in one print PDF. */
export const PRINT_PAGES_MAX = 50;

const pagesMessage = `Please choose between 1 and ${PRINT_PAGES_MAX} pages to print`;

/** The pages, in the order they print, and the sheet they print on. */
export const printPagesBody = z.object({
  generationIds: z
    .array(z.string({ error: pagesMessage }).min(1, pagesMessage), { error: pagesMessage })
    .min(1, pagesMessage)
    .max(PRINT_PAGES_MAX, pagesMessage)
    .meta({ description: `The pages to print, 1 to ${PRINT_PAGES_MAX}, one sheet each in this order` }),
  paper,
});
