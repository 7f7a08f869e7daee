/**
 * What book text may hold: the characters Nunito (every weight a book draws with) has a glyph
 * for, the font every cover font falls back to (server/covers/fonts.ts). A character outside it
 * would print as an empty box, so the request schemas refuse it where it is typed, in the web
 * form and on the server alike (docs/decisions/052-every-character-printable.md). The table is
 * the fonts' own character map; test/server/covers/printable-fonts.test.ts reads the fonts and
 * checks that it still is.
 */

/** Code point ranges (hex, "a-b" or one point), spaces aside. */
const RANGES =
  "21-7e a0-132 134-17e 181 18a 18f 192 1a0-1a1 1af-1b0 1b3-1b4 1c4-1ce 1d4 1e5-1e7 1e9-1eb 1ef 1fa-21b 21f " +
  "226-228 22a-22d 230-233 237 253 257 259 292 2b9-2bc 2be-2bf 2c6-2cc 2d8-2dd 300-304 306-30c 30f 311-312 " +
  "31b 323-324 326-328 32e 331 335 337-338 394 3a3 3a9 3bc 3c0 400-45f 462-463 46a-46b 472-475 48a-4a5 " +
  "4a8-4ff 510-513 51a-51d 524-529 52e-52f 1e08-1e09 1e0c-1e0f 1e14-1e17 1e1c-1e1d 1e20-1e21 1e24-1e25 " +
  "1e2a-1e2b 1e2e-1e2f 1e36-1e37 1e3a-1e3b 1e42-1e49 1e4c-1e53 1e5a-1e5b 1e5e-1e69 1e6c-1e6f 1e78-1e7b " +
  "1e80-1e85 1e8e-1e8f 1e92-1e93 1e97 1e9e 1ea0-1ef9 2007-200b 2010 2012-2015 2018-201a 201c-201e 2020-2022 " +
  "2026 2030 2032-2033 2039-203a 2044 2052 2070 2074-2079 2080-2089 20a1 20a3-20a4 20a6-20a7 20a9 20ab-20ae " +
  "20b1-20b2 20b4-20b5 20b8-20ba 20bc-20bd 2113 2116 2122 2126 212e 2202 2205-2206 220f 2211-2212 2215 " +
  "2219-221a 221e 222b 2248 2260 2264-2265 25ca 27e8-27e9 f8ff fb01-fb02";

/** The printable code points as [first, last] pairs, in order. */
export const printableRanges: readonly (readonly [number, number])[] = RANGES.split(" ").map((r) => {
  const [a, b = a] = r.split("-") as [string, string?];
  return [Number.parseInt(a, 16), Number.parseInt(b, 16)] as const;
});

export const PRINTABLE_SCRIPTS = "Latin letters (Vietnamese included), Cyrillic letters, digits and common punctuation";

function printable(point: number): boolean {
  let lo = 0;
  let hi = printableRanges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [a, b] = printableRanges[mid] as readonly [number, number];
    if (point < a) hi = mid - 1;
    else if (point > b) lo = mid + 1;
    else return true;
  }
  return false;
}

/** The characters of `text` no book font can print (spaces and line breaks aside), each once. */
export function unprintableCharacters(text: string): string[] {
  const missing = new Set<string>();
  for (const char of text) {
    if (/\s/u.test(char)) continue;
    if (!printable(char.codePointAt(0) ?? 0)) missing.add(char);
  }
  return [...missing];
}

/** Characters as a message shows them: at most eight, format characters and marks as U+XXXX. */
export function shownCharacters(chars: string[]): string {
  return (
    chars
      .slice(0, 8)
      .map((c) =>
        /\p{Cf}|\p{M}/u.test(c) ? `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}` : c,
      )
      .join(" ") + (chars.length > 8 ? " …" : "")
  );
}

/** "The {field} has characters the book's fonts cannot print: …", or null when every one prints. */
export function unprintableMessage(field: string, text: string): string | null {
  const chars = unprintableCharacters(text);
  if (!chars.length) return null;
  return `The ${field} has characters the book's fonts cannot print: ${shownCharacters(chars)}. Books can print ${PRINTABLE_SCRIPTS}.`;
}
