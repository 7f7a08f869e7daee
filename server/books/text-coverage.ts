import { readFileSync } from "node:fs";
import opentype, { type Font } from "opentype.js";
import type { PreflightCheck } from "../api-types.js";
import { AppError } from "../errors.js";
import { type BookFont, bookFontPath, bookFonts } from "./fonts.js";
import type { BookSpec } from "./spec.js";

/**
 * What a book's text may hold: characters every book font draws. A character a font lacks would
 * print as an empty box (.notdef), so it is refused where it is typed and fails the preflight of
 * a book saved before (docs/decisions/021-book-text-scripts.md).
 */
const printableScripts = "Latin letters (Vietnamese included), Cyrillic letters, digits and common punctuation";

let fonts: Font[] | undefined;
const loadFonts = () => {
  fonts ??= (Object.keys(bookFonts) as BookFont[]).map((name) => {
    const data = readFileSync(bookFontPath(name));
    return opentype.parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
  });
  return fonts;
};

/** The characters of `text` some book font has no glyph for (spaces and line breaks aside), each once. */
function unprintable(text: string): string[] {
  const missing = new Set<string>();
  for (const char of text) {
    if (/\s/u.test(char)) continue;
    if (!loadFonts().every((font) => font.charToGlyphIndex(char) !== 0)) missing.add(char);
  }
  return [...missing];
}

const shown = (chars: string[]) =>
  chars
    .slice(0, 8)
    .map((c) =>
      /\p{Cf}|\p{M}/u.test(c) ? `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}` : c,
    )
    .join(" ") + (chars.length > 8 ? " …" : "");

function unprintableMessage(label: string, chars: string[]): string {
  return `The ${label} has characters the book's fonts cannot print: ${shown(chars)}. Books can print ${printableScripts}.`;
}

const labels = { title: "title", subtitle: "subtitle", author: "author", backText: "back text" } as const;

/** 400 invalid-input naming each book field that holds a character the fonts cannot print. */
export function requirePrintable(input: Partial<Record<keyof typeof labels, string>>) {
  const fields: Record<string, string> = {};
  for (const [field, label] of Object.entries(labels)) {
    const value = input[field as keyof typeof labels];
    const chars = value ? unprintable(value) : [];
    if (chars.length) fields[field] = unprintableMessage(label, chars);
  }
  const first = Object.values(fields)[0];
  if (first) throw new AppError(400, "invalid-input", first, fields);
}

/** The preflight's check: every character of the book's printed text has a glyph. */
export function textGlyphCheck(spec: BookSpec): PreflightCheck {
  const texts: [string, string][] = [
    ["Title", spec.title],
    ["Subtitle", spec.subtitle],
    ["Author", spec.author],
    ["Back text", spec.backText],
    ["Copyright page", spec.frontMatter.copyrightPage ? spec.copyrightText : ""],
  ];
  const missing = texts
    .map(([label, text]) => [label, unprintable(text)] as const)
    .filter(([, chars]) => chars.length)
    .map(([label, chars]) => `${label}: ${shown(chars)}`);
  return {
    id: "text-glyphs",
    label: "Every character printable",
    status: missing.length ? "fail" : "pass",
    detail: missing.length
      ? `The fonts have no glyph for ${missing.join("; ")} (they would print as empty boxes). Books can print ${printableScripts}.`
      : "Every character of the text has a glyph in the embedded fonts",
  };
}
