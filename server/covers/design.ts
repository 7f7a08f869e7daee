import { z } from "zod";
import { paletteIds } from "../../engine/covers/palettes.js";
import { type CoverDesign, coverFontIds, coverTemplateIds, defaultCoverDesign } from "../../engine/covers/templates.js";

/** `book.cover` as PATCH /api/books/:id takes it: every part optional, the rest from the default. */
export const coverDesignInput = z
  .object({
    template: z.enum(coverTemplateIds as [string, ...string[]]).optional(),
    pages: z.array(z.string().min(1).max(64)).max(5).optional(),
    palette: z.enum(paletteIds as [string, ...string[]]).optional(),
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .optional(),
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

/** A full design from the input (null stays null: the plain cover). */
export function completeDesign(input: NonNullable<CoverDesignInput>): CoverDesign {
  return {
    template: (input.template ?? defaultCoverDesign.template) as CoverDesign["template"],
    pages: input.pages ?? [],
    palette: input.palette ?? defaultCoverDesign.palette,
    seed: input.seed ?? defaultCoverDesign.seed,
    fonts: {
      title: (input.fonts?.title ?? defaultCoverDesign.fonts.title) as CoverDesign["fonts"]["title"],
      body: (input.fonts?.body ?? defaultCoverDesign.fonts.body) as CoverDesign["fonts"]["body"],
    },
    badge: input.badge?.trim() ?? "",
  };
}

/** The stored design, or null; a row written by hand that does not parse counts as none. */
export function readDesign(json: string | null): CoverDesign | null {
  if (!json) return null;
  try {
    const parsed = coverDesignInput.safeParse(JSON.parse(json));
    return parsed.success && parsed.data ? completeDesign(parsed.data) : null;
  } catch {
    return null;
  }
}
