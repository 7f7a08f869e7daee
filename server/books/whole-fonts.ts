import { readFileSync } from "node:fs";

/** PDFKit's embedded font, as far as this file reaches into it. */
interface EmbeddedFont {
  font: {
    numGlyphs: number;
    postscriptName: string;
    hmtx: { metrics: { length: number; get(i: number): { advance: number } } };
  };
  scale: number;
  subset: { includeGlyph(id: number): number; encode(): Uint8Array };
  widths: number[];
  unicode: number[][];
  toUnicodeCmap(): unknown;
}
interface FontState {
  _font: unknown;
}

/** PostScript names of the fonts embedded whole: their subset tag is taken off the file's names. */
const whole = new Set<string>();

/**
 * Registers `name` and embeds its font whole (the font file as it is, every glyph) rather than
 * PDFKit's subset: KDP accepts subsets but prefers whole fonts, and these cost a PDF little
 * (docs/kdp.md gives each font's cost). Every glyph is taken into the subset in its own order,
 * so the glyph ids the text uses are the file's own, and the subset's program is the file.
 */
export function registerWholeFont(doc: PDFKit.PDFDocument, name: string, path: string): void {
  doc.registerFont(name, path);
  const state = doc as unknown as FontState;
  const current = state._font;
  doc.font(name);
  const embedded = state._font as EmbeddedFont;
  state._font = current;
  const { font } = embedded;
  // Widths from the font's metrics table: creating glyph objects here would fix their characters
  // in fontkit's cache before the text has named them.
  const { metrics } = font.hmtx;
  for (let id = 1; id < font.numGlyphs; id++) {
    embedded.subset.includeGlyph(id);
    embedded.widths[id] = metrics.get(Math.min(id, metrics.length - 1)).advance * embedded.scale;
  }
  const file = readFileSync(path);
  embedded.subset.encode = () => file;
  // The text's own glyphs carry what they spell (a ligature its letters); the glyphs it does not
  // use map to U+FFFD, since PDFKit's ToUnicode map runs over every glyph without a gap.
  const toUnicode = embedded.toUnicodeCmap.bind(embedded);
  embedded.toUnicodeCmap = () => {
    for (let id = 0; id < font.numGlyphs; id++) embedded.unicode[id] ??= [0xfffd];
    return toUnicode();
  };
  whole.add(embedded.font.postscriptName.replaceAll(" ", "_"));
}

const A = 0x41;
const Z = 0x5a;

/**
 * A finished PDF with the subset tag (`ABCDEF+`) taken off the names of the fonts embedded whole,
 * which PDF readers (and pdffonts) take to mean a subset. The name is moved left over its tag
 * and padded with spaces, in place, so no byte offset in the file changes.
 */
export function untagWholeFonts(pdf: Buffer): Buffer {
  for (const name of whole) {
    const needle = Buffer.from(`+${name}`, "latin1");
    for (let at = pdf.indexOf(needle); at >= 0; at = pdf.indexOf(needle, at + 1)) {
      const tag = at - 6;
      if (tag < 1 || pdf[tag - 1] !== 0x2f) continue;
      let upper = true;
      for (let i = tag; i < at; i++) upper &&= (pdf[i] as number) >= A && (pdf[i] as number) <= Z;
      const after = pdf[at + needle.length];
      // Only a whole name token: followed by whitespace or a delimiter, not a longer name.
      if (!upper || (after !== undefined && !/[\s/>\]()<[]/.test(String.fromCharCode(after)))) continue;
      pdf.write(name, tag, "latin1");
      pdf.fill(0x20, tag + name.length, at + needle.length);
    }
  }
  return pdf;
}
