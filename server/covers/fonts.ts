import { createRequire } from "node:module";
import type { CoverFontId } from "../../engine/covers/templates.js";
import { registerWholeFont } from "../books/whole-fonts.js";

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

function register(doc: PDFKit.PDFDocument, name: string, font: string) {
  if (SUBSET_ONLY.has(font)) doc.registerFont(name, require.resolve(font));
  else registerWholeFont(doc, name, require.resolve(font));
}

/** The names cover PDFs register: `title` and `heading` in the title font, `body` for running text. */
export function registerCoverFonts(doc: PDFKit.PDFDocument, fonts: { title: CoverFontId; body: CoverFontId }) {
  register(doc, "title", display[fonts.title]);
  register(doc, "heading", display[fonts.body]);
  register(doc, "body", text[fonts.body] ?? display[fonts.body]);
}
