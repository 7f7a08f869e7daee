/** PDFKit's colour setter, as far as this file replaces it. */
interface ColorCore {
  _normalizeColor(color: unknown): unknown;
  _setColorCore(color: unknown, stroke: boolean): boolean;
  addContent(data: string): unknown;
}

/** A grey level as PDF writes it: at most four decimals, no trailing zeros (`0`, `1`, `0.2126`). */
const level = (v: number) => String(Math.round(Math.max(0, Math.min(1, v)) * 10000) / 10000);

/**
 * Every colour the document sets is written in DeviceGray (`0 g` / `0 G` for black), as KDP asks
 * of black-and-white interiors (docs/kdp.md): PDFKit and svg-to-pdfkit write every colour as
 * DeviceRGB (`/DeviceRGB cs 0 0 0 scn`). A colour that is not a grey (an answer key's route) is
 * written as its luminance (Rec. 601), the grey the press prints it as. PDFKit sets the colour
 * space with every colour it writes, so a later colour never inherits this one's.
 */
export function writeColorsAsGray(doc: PDFKit.PDFDocument): void {
  const core = doc as unknown as ColorCore;
  const rgb = core._setColorCore.bind(core);
  const gray = grayWriter(doc);
  core._setColorCore = (color, stroke) => {
    const op = gray(color, stroke);
    if (op === null) return rgb(color, stroke);
    core.addContent(op);
    return true;
  };
}

/** The grey operator a colour is written as (`0.2126 g`), or null for one that is not RGB. */
export function grayWriter(doc: PDFKit.PDFDocument): (color: unknown, stroke: boolean) => string | null {
  const core = doc as unknown as ColorCore;
  return (color, stroke) => {
    const c = core._normalizeColor(color);
    if (!Array.isArray(c) || c.length !== 3) return null;
    const [r, g, b] = c as [number, number, number];
    const grey = r === g && g === b ? r : 0.299 * r + 0.587 * g + 0.114 * b;
    return `${level(grey)} ${stroke ? "G" : "g"}`;
  };
}
