import { type CoverDesignInput, storedCoverDesign } from "../../engine/api/books.js";
import { type CoverDesign, defaultCoverDesign } from "../../engine/covers/templates.js";

/** A full design from the input (null stays null: the plain cover). */
export function completeDesign(input: NonNullable<CoverDesignInput>): CoverDesign {
  return {
    template: (input.template ?? defaultCoverDesign.template) as CoverDesign["template"],
    pages: input.pages ?? [],
    palette: input.palette ?? defaultCoverDesign.palette,
    coloring: input.coloring ?? defaultCoverDesign.coloring,
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
    const parsed = storedCoverDesign.safeParse(JSON.parse(json));
    return parsed.success && parsed.data ? completeDesign(parsed.data) : null;
  } catch {
    return null;
  }
}
