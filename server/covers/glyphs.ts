import { readFileSync } from "node:fs";
import opentype, { type Font } from "opentype.js";

/** opentype.js's parse with its options, which its type declarations leave out. */
const parse = opentype.parse as (buffer: ArrayBuffer, options: { lowMemory: boolean }) => Font;
const parsed = new Map<string, Font>();

function font(path: string): Font {
  let f = parsed.get(path);
  if (!f) {
    const data = readFileSync(path);
    // lowMemory: glyphs are read when asked for; only the character map is needed here.
    f = parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength), { lowMemory: true });
    parsed.set(path, f);
  }
  return f;
}

/**
 * The characters of `text` the font file at `path` has no glyph for (spaces and line breaks
 * aside), each once: drawn in that font, each would print as an empty box (.notdef).
 */
export function missingGlyphs(path: string, text: string): string[] {
  const missing = new Set<string>();
  for (const char of text) {
    if (/\s/u.test(char)) continue;
    if (font(path).charToGlyphIndex(char) === 0) missing.add(char);
  }
  return [...missing];
}

/** The font's family and style as its name table gives them ("Nunito Black"). */
export function fontName(path: string): string {
  const names = (font(path) as unknown as { names: { fullName?: { en?: string } } }).names;
  return names.fullName?.en ?? path;
}
