/**
 * Printing at home (docs/api.md, "Page options, quality and print" and "Printing several
 * pages"): `?paper=` of print.pdf, colored.pdf and answer.pdf, and the body of POST /api/print,
 * read from the sheets of engine/sheets.ts.
 */
import { z } from "zod";
import { sheetIds } from "../sheets.js";

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
