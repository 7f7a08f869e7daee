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

/** `book.cover` (API.md, "Books"): the chosen design, drawn on export and in the preview. */
export interface CoverDesign {
  template: CoverTemplateId;
  /** Pages of the book shown on the cover (generation ids); empty picks the book's first pages. */
  pages: string[];
  palette: string;
  seed: number;
  fonts: { title: CoverFontId; body: CoverFontId };
  /** A short badge on the front ("Ages 4-8", "50 pages"); empty for none. */
  badge: string;
}

export const defaultCoverDesign: CoverDesign = {
  template: "hero",
  pages: [],
  palette: "bright",
  seed: 1,
  fonts: { title: "fredoka", body: "nunito" },
  badge: "",
};
