/**
 * The body of POST /api/print (docs/api.md, "Printing several pages"): pages of the caller's, in
 * the order they print. The route adds `paper`, from the sheets of server/print/sheet.ts, the one
 * table of paper sizes (as print.pdf's `?paper=`).
 */
import { z } from "zod";

/** At most this many pages in one print PDF. */
export const PRINT_PAGES_MAX = 50;

const pagesMessage = `Please choose between 1 and ${PRINT_PAGES_MAX} pages to print`;

export const printPagesBody = z.object({
  generationIds: z
    .array(z.string({ error: pagesMessage }).min(1, pagesMessage), { error: pagesMessage })
    .min(1, pagesMessage)
    .max(PRINT_PAGES_MAX, pagesMessage)
    .meta({ description: `The pages to print, 1 to ${PRINT_PAGES_MAX}, one sheet each in this order` }),
});
