import { PRINTABLE_SCRIPTS, shownCharacters } from "../../engine/books/printable-text.js";
import type { PreflightCheck } from "../api-types.js";
import { coverFontFiles, coverFontPath, roleTexts } from "../covers/fonts.js";
import { fontName, missingGlyphs } from "../covers/glyphs.js";
import { type BookFont, bookFontPath, bookFonts } from "./fonts.js";
import type { BookSpec } from "./spec.js";

/**
 * What a book's text may hold is decided where it is typed (engine/books/printable-text.ts, in
 * the request schemas); this check reads the fonts the files are drawn in, so a book saved
 * before (or changed outside the API) fails it instead of printing boxes
 * (docs/decisions/021-book-text-scripts.md, 052-every-character-printable.md).
 */

/** The characters of `text` some book font (Nunito, every weight the interior uses) lacks. */
function unprintable(text: string): string[] {
  const missing = new Set<string>();
  for (const name of Object.keys(bookFonts) as BookFont[])
    for (const c of missingGlyphs(bookFontPath(name), text)) missing.add(c);
  return [...missing];
}

/** Each string of a designed cover with the characters the font it is set in lacks, that font named. */
function coverRuns(spec: BookSpec): [string, string[]][] {
  if (!spec.design) return [];
  const text = { ...spec, badge: spec.design.badge };
  const files = coverFontFiles(spec.design.fonts, text);
  return Object.entries(roleTexts(text)).flatMap(([role, runs]) => {
    const path = coverFontPath(files[role as keyof typeof files]);
    return runs.map(([label, s]) => [`${label} (${fontName(path)})`, missingGlyphs(path, s)] as [string, string[]]);
  });
}

/** The preflight's check: every character of the book's printed text has a glyph in the font it is drawn in. */
export function textGlyphCheck(spec: BookSpec): PreflightCheck {
  const interior: [string, string][] = [
    ["Title", spec.title],
    ["Subtitle", spec.subtitle],
    ["Author", spec.author],
    ["Back text", spec.backText],
    ["Copyright page", spec.frontMatter.copyrightPage ? spec.copyrightText : ""],
  ];
  const missing = [...interior.map(([label, text]) => [label, unprintable(text)] as const), ...coverRuns(spec)]
    .filter(([, chars]) => chars.length)
    .map(([label, chars]) => `${label}: ${shownCharacters(chars)}`);
  return {
    id: "text-glyphs",
    label: "Every character printable",
    status: missing.length ? "fail" : "pass",
    detail: missing.length
      ? `The fonts have no glyph for ${missing.join("; ")} (they would print as empty boxes). Books can print ${PRINTABLE_SCRIPTS}.`
      : "Every character of the text has a glyph in the font it is printed in",
  };
}
