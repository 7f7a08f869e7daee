import { readFileSync } from "node:fs";
import opentype from "opentype.js";
import { describe, expect, it } from "vitest";
import { printableRanges, unprintableCharacters } from "../../../engine/books/printable-text.js";
import { coverFontIds } from "../../../engine/covers/templates.js";
import { type BookFont, bookFontPath, bookFonts } from "../../../server/books/fonts.js";
import { coverFontFiles, coverFontPath } from "../../../server/covers/fonts.js";
import { missingGlyphs } from "../../../server/covers/glyphs.js";

// docs/decisions/052-every-character-printable.md: the table the request schemas refuse text by
// is the book fonts' own character map, and every cover font finds a font for all of it.

/** The code points (past the space) every book font maps to a glyph. */
function fontsMap(): number[] {
  const maps = (Object.keys(bookFonts) as BookFont[]).map((name) => {
    const data = readFileSync(bookFontPath(name));
    const font = opentype.parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
    const glyphs = (font as unknown as { tables: { cmap: { glyphIndexMap: Record<string, number> } } }).tables.cmap
      .glyphIndexMap;
    return new Set(
      Object.entries(glyphs)
        .filter(([, g]) => g !== 0)
        .map(([c]) => Number(c)),
    );
  });
  const [first, ...rest] = maps as [Set<number>, ...Set<number>[]];
  return [...first].filter((c) => c > 0x20 && rest.every((m) => m.has(c))).sort((a, b) => a - b);
}

const everyPrintable = printableRanges
  .flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)))
  .join("");

describe("the printable characters", () => {
  it("are exactly those every book font has a glyph for", () => {
    expect([...everyPrintable].map((c) => c.codePointAt(0))).toEqual(fontsMap());
    expect(unprintableCharacters("Тест Việt «Crème» 12€\n")).toEqual([]);
    expect(unprintableCharacters("恐龙 🦕 αβ")).toEqual(["恐", "龙", "🦕", "α", "β"]);
  });

  it("each find a font with a glyph on every cover, whatever fonts the design chose", () => {
    const text = {
      title: everyPrintable,
      subtitle: everyPrintable,
      author: "Ада",
      backText: everyPrintable,
      badge: "",
    };
    for (const title of coverFontIds)
      for (const body of coverFontIds) {
        const files = coverFontFiles({ title, body }, text);
        for (const file of Object.values(files)) expect(missingGlyphs(coverFontPath(file), everyPrintable)).toEqual([]);
      }
  });
});
