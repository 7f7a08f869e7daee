import { encodeColor, encodeLineArt } from "../sketch/encode.js";

/**
 * SVG features that svg-to-pdfkit writes as soft masks, transparency groups or opacity: clip
 * paths and masks (luminosity soft masks), patterns (transparency-group forms) and any opacity.
 * KDP asks for flattened files (KDP_SOURCES.manuscript in engine/books/kdp.ts): books first take
 * them out of the SVG (server/print/opaque.ts, decision 051) and draw as an opaque image only
 * the art where that cannot be done.
 */
const TRANSPARENT = /<(?:pattern|clipPath|mask)\b|\s(?:clip-path|mask|opacity|fill-opacity|stroke-opacity)\s*=|rgba\(/;

export function needsFlattening(svg: string): boolean {
  return TRANSPARENT.test(svg);
}

/** Line art is flattened to pure black and white at 600 DPI (sharper than the 300 KDP asks); colour art at 300. */
export const FLAT_DPI = { "line-art": 600, cover: 300 } as const;

/**
 * The art as an opaque PNG of its placed size (inches) at FLAT_DPI, on `background`: what a
 * flattener does, with no alpha channel, so the PDF carries no soft mask for it.
 */
export async function flatArtPng(
  svg: string,
  kind: keyof typeof FLAT_DPI,
  widthIn: number,
  background = "#ffffff",
): Promise<Buffer> {
  const { renderAsync } = await import("@resvg/resvg-js");
  const drawn = await renderAsync(svg, {
    fitTo: { mode: "width", value: Math.max(1, Math.round(widthIn * FLAT_DPI[kind])) },
    background,
    font: { loadSystemFonts: false },
  });
  return kind === "cover"
    ? encodeColor(drawn.pixels, drawn.width, drawn.height)
    : encodeLineArt(drawn.pixels, drawn.width, drawn.height);
}
