import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * The fonts of book pages and covers, embedded whole in every PDF (server/books/whole-fonts.ts,
 * about 63 KB a font): KDP rejects files with fonts left out, and PDFKit's built-in standard-14
 * fonts are never embedded. Nunito, SIL Open Font License 1.1 (docs/licences.md).
 */
export const bookFonts = {
  title: "@expo-google-fonts/nunito/900Black/Nunito_900Black.ttf",
  bold: "@expo-google-fonts/nunito/700Bold/Nunito_700Bold.ttf",
  body: "@expo-google-fonts/nunito/400Regular/Nunito_400Regular.ttf",
} as const;

export type BookFont = keyof typeof bookFonts;

export function bookFontPath(name: BookFont): string {
  return require.resolve(bookFonts[name]);
}
