// Minimal typings for the parts of opentype.js 1.3 (MIT) the sketch engine and the book's line proof use.
// (2.0 produced NaN control points for some Fredoka glyphs, so 1.3.4 is pinned.)
declare module "opentype.js" {
  export interface BoundingBox {
    x1: number;
    y1: number;
    x2: number;
    y2: number;
  }
  export interface PathCommand {
    type: "M" | "L" | "Q" | "C" | "Z";
    x?: number;
    y?: number;
    x1?: number;
    y1?: number;
    x2?: number;
    y2?: number;
  }
  export interface Path {
    commands: PathCommand[];
    toPathData(decimalPlaces?: number): string;
    getBoundingBox(): BoundingBox;
  }
  export interface Glyph {
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): Path;
  }
  export interface Font {
    /** Glyphs by number (a PDF's embedded program is read by glyph number). */
    glyphs: { get(index: number): Glyph & { path: Path } };
    numGlyphs: number;
    charToGlyph(char: string): Glyph;
    /** The character's glyph; 0 (.notdef) when the font has none. */
    charToGlyphIndex(char: string): number;
    getKerningValue(left: Glyph, right: Glyph): number;
    unitsPerEm: number;
    ascender: number;
    descender: number;
    getPath(text: string, x: number, y: number, fontSize: number, options?: { kerning?: boolean }): Path;
    getAdvanceWidth(text: string, fontSize: number, options?: { kerning?: boolean }): number;
  }
  export function parse(buffer: ArrayBuffer): Font;
  const opentype: { parse: typeof parse };
  export default opentype;
}
