/**
 * The sheets a page prints on at home (`?paper=` in the API; docs/api.md, "Page options, quality
 * and print"). A new paper size is one row of `SHEETS`: the request schemas (engine/api/print.ts),
 * their 400 message and the web app's print buttons and paper choice are read from it. No zod
 * here: the web app's tool screen loads this table without the schema library.
 */

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
