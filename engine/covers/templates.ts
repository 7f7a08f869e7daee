/** The cover designs made for coloring books (server/covers/ draws each as front, spine and back). */
export const coverTemplates = [
  { id: "hero", name: "Hero page", pages: 1 },
  { id: "collage", name: "Collage of pages", pages: 4 },
  { id: "before-after", name: "Before and after", pages: 1 },
  { id: "frame", name: "Decorative frame", pages: 1 },
  { id: "kids", name: "Kids: big playful letters", pages: 1 },
] as const;

type CoverTemplateId = (typeof coverTemplates)[number]["id"];
export const coverTemplateIds = coverTemplates.map((t) => t.id) as CoverTemplateId[];

/** The bundled display fonts a cover may set its title (and body) in. */
export const coverFonts = [
  { id: "fredoka", name: "Fredoka" },
  { id: "baloo", name: "Baloo 2" },
  { id: "nunito", name: "Nunito" },
  { id: "cinzel", name: "Cinzel" },
  { id: "playfair", name: "Playfair Display" },
  { id: "lobster", name: "Lobster" },
  { id: "pacifico", name: "Pacifico" },
  { id: "dancing", name: "Dancing Script" },
] as const;

export type CoverFontId = (typeof coverFonts)[number]["id"];
export const coverFontIds = coverFonts.map((f) => f.id) as CoverFontId[];

export const coverColorings = ["natural", "palette"] as const;
type CoverColoring = (typeof coverColorings)[number];

/** `book.cover` (docs/api.md, "Books"): the chosen design, drawn on export and in the preview. */
export interface CoverDesign {
  template: CoverTemplateId;
  /** Pages of the book shown on the cover (generation ids); empty picks its most representative pages. */
  pages: string[];
  palette: string;
  /**
   * How the front's pages are coloured: `natural` (each region of a built-in page in its
   * source drawing's colour, the palette for the rest; also when left out) or `palette`
   * (every region from it).
   */
  coloring?: CoverColoring;
  seed: number;
  fonts: { title: CoverFontId; body: CoverFontId };
  /** A short badge on the front ("Ages 4-8", "50 pages"); empty for none. */
  badge: string;
}

export const defaultCoverDesign: CoverDesign = {
  template: "hero",
  pages: [],
  palette: "bright",
  coloring: "natural",
  seed: 1,
  fonts: { title: "fredoka", body: "nunito" },
  badge: "",
};

/** A collage takes up to this many of the pages chosen for it; the other designs show one. */
const MOST_CHOSEN = { collage: 5 } as Partial<Record<CoverTemplateId, number>>;

/**
 * How many of the book's pages a design's front shows: of those chosen for it, else of the
 * book's first ones (server/covers/art.ts picks which; the preflight says how many).
 */
export function frontPageCount(template: CoverTemplateId, bookPages: number, chosen: number): number {
  if (chosen) return Math.min(chosen, MOST_CHOSEN[template] ?? 1);
  return Math.min(bookPages, coverTemplates.find((t) => t.id === template)?.pages ?? 1);
}
