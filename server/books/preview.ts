import { coverLayout } from "../../engine/books/kdp.js";
import * as poppler from "./poppler.js";
import { type BookSpec, bookPageCount } from "./spec.js";

/**
 * The cover as a PNG for the screen, rendered from the cover PDF itself, with the two spine folds
 * drawn as dashed lines and the barcode area outlined (neither is in the PDF the printer gets).
 */
export async function coverPreviewPng(spec: BookSpec, coverPdf: Buffer, dpi = 60): Promise<Buffer> {
  const count = bookPageCount(spec);
  const layout = coverLayout(spec.trim, spec.paper, count);
  const raster = await poppler.withPdf(coverPdf, async (path, dir) => {
    const [r] = await poppler.render(path, dir, dpi, { color: true });
    if (!r) throw new Error("the cover did not render");
    return r;
  });
  const { default: sharp } = await import("sharp");
  const w = raster.width;
  const h = raster.height;
  const px = (inches: number) => Math.round(inches * dpi);
  const bc = layout.barcode;
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <g stroke="#e11d48" stroke-width="1.5" stroke-dasharray="6 4" fill="none">
    <line x1="${px(layout.backFold)}" y1="0" x2="${px(layout.backFold)}" y2="${h}"/>
    <line x1="${px(layout.frontFold)}" y1="0" x2="${px(layout.frontFold)}" y2="${h}"/>
    <rect x="${px(bc.x)}" y="${px(bc.y)}" width="${px(bc.width)}" height="${px(bc.height)}"/>
  </g>
  <rect x="${px(0.125)}" y="${px(0.125)}" width="${w - 2 * px(0.125)}" height="${h - 2 * px(0.125)}" fill="none" stroke="#2563eb" stroke-width="1"/>
</svg>`;
  return sharp(Buffer.from(raster.data), { raw: { width: w, height: h, channels: 3 } })
    .composite([{ input: Buffer.from(overlay) }])
    .png()
    .toBuffer();
}
