import { createRequire } from "node:module";
import type { CoverFontId } from "../../engine/covers/templates.js";
import { registerWholeFont } from "../books/whole-fonts.js";
import { missingGlyphs } from "./glyphs.js";

const require = createRequire(import.meta.url);

/** The bundled display fonts (SIL OFL 1.1, docs/licences.md) of cover PDFs. */
const display: Record<CoverFontId, string> = {
  fredoka: "@expo-google-fonts/fredoka/700Bold/Fredoka_700Bold.ttf",
  baloo: "@expo-google-fonts/baloo-2/800ExtraBold/Baloo2_800ExtraBold.ttf",
  nunito: "@expo-google-fonts/nunito/900Black/Nunito_900Black.ttf",
  cinzel: "@expo-google-fonts/cinzel/700Bold/Cinzel_700Bold.ttf",
  playfair: "@expo-google-fonts/playfair-display/700Bold/PlayfairDisplay_700Bold.ttf",
  lobster: "@expo-google-fonts/lobster/400Regular/Lobster_400Regular.ttf",
  pacifico: "@expo-google-fonts/pacifico/400Regular/Pacifico_400Regular.ttf",
  dancing: "@expo-google-fonts/dancing-script/700Bold/DancingScript_700Bold.ttf",
};

/** Running text reads better in a text weight where the family has one. */
const text: Partial<Record<CoverFontId, string>> = {
  nunito: "@expo-google-fonts/nunito/400Regular/Nunito_400Regular.ttf",
  fredoka: "@expo-google-fonts/fredoka/400Regular/Fredoka_400Regular.ttf",
  baloo: "@expo-google-fonts/baloo-2/500Medium/Baloo2_500Medium.ttf",
  playfair: "@expo-google-fonts/playfair-display/400Regular/PlayfairDisplay_400Regular.ttf",
  cinzel: "@expo-google-fonts/cinzel/400Regular/Cinzel_400Regular.ttf",
};

/**
 * Fonts embedded as subsets: whole, each would add more than 100 KB to a cover (Baloo 2 carries
 * Devanagari, Lobster and Pacifico thousands of alternates; docs/kdp.md lists every font's cost).
 * Every other font is embedded whole.
 */
const SUBSET_ONLY: ReadonlySet<string> = new Set([
  display.baloo,
  text.baloo,
  display.lobster,
  display.pacifico,
] as string[]);

/**
 * A font of ours drawing more letters in the same spirit, tried when the text needs a character
 * the chosen font lacks (Fredoka, Baloo 2, Cinzel and Dancing Script have no Cyrillic; Fredoka
 * and Cinzel no Vietnamese): rounded for rounded, serif for serif, script for script. Nunito,
 * whose characters are all book text may hold (engine/books/printable-text.ts), comes last.
 */
const lookAlike: Partial<Record<CoverFontId, CoverFontId>> = {
  fredoka: "nunito",
  baloo: "nunito",
  cinzel: "playfair",
  dancing: "pacifico",
};

/** The three fonts a cover PDF registers: `title`, `heading` (the body font's display weight), `body`. */
type Role = "title" | "heading" | "body";

/** What a cover prints: the book's text and its design's badge. */
export interface CoverText {
  title: string;
  subtitle: string;
  author: string;
  backText: string;
  badge: string;
}

/** Every string each font sets on a cover (front, spine and back; server/covers/*.ts), named as the preflight names it. */
export function roleTexts(t: CoverText): Record<Role, [label: string, text: string][]> {
  return {
    title: [
      ["Cover title", t.title],
      ["Spine", t.author ? `${t.title}  ·  ${t.author}` : ""],
    ],
    heading: [
      ["Cover subtitle", t.subtitle],
      ["Cover author", t.author ? `By ${t.author}` : ""],
      ["Cover badge", t.badge],
      ["Back cover", "What's inside"],
    ],
    body: [["Back text", t.backText]],
  };
}

const file = (role: Role, id: CoverFontId) => (role === "body" ? (text[id] ?? display[id]) : display[id]);

/**
 * The font file each of a cover's fonts is set in: the chosen font when it has a glyph for every
 * character it sets, else its look-alike when that has them all, else Nunito (which has every
 * character book text may hold). A whole string changes font, never letters within a word
 * (docs/decisions/052-every-character-printable.md).
 */
export function coverFontFiles(fonts: { title: CoverFontId; body: CoverFontId }, t: CoverText): Record<Role, string> {
  const texts = roleTexts(t);
  const pick = (role: Role, id: CoverFontId) => {
    const all = texts[role].map(([, s]) => s).join(" ");
    const tries = [id, lookAlike[id], "nunito" as const].filter((f): f is CoverFontId => f !== undefined);
    const fits = tries.find((f) => missingGlyphs(require.resolve(file(role, f)), all).length === 0);
    return file(role, fits ?? "nunito");
  };
  return { title: pick("title", fonts.title), heading: pick("heading", fonts.body), body: pick("body", fonts.body) };
}

/** The path of a font file `coverFontFiles` names, as this install has it. */
export const coverFontPath = (font: string) => require.resolve(font);

function register(doc: PDFKit.PDFDocument, name: string, font: string) {
  if (SUBSET_ONLY.has(font)) doc.registerFont(name, require.resolve(font));
  else registerWholeFont(doc, name, require.resolve(font));
}

/**
 * The names cover PDFs register: `title` in the title font, `heading` and `body` for running
 * text, each in the font `coverFontFiles` picks for what it sets.
 */
export function registerCoverFonts(
  doc: PDFKit.PDFDocument,
  fonts: { title: CoverFontId; body: CoverFontId },
  t: CoverText,
) {
  const files = coverFontFiles(fonts, t);
  register(doc, "title", files.title);
  register(doc, "heading", files.heading);
  register(doc, "body", files.body);
}
