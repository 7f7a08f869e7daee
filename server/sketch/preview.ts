import { Resvg } from "@resvg/resvg-js";
import { encodeColor } from "./encode.js";
import {
  applyDetail,
  composeSketch,
  rasterise,
  readRequest,
  type SketchRequest,
  textPixels,
  threshold,
} from "./index.js";
import { linePath } from "./text.js";

/** The preview is the page at half its width: enough to judge it, too small to print. */
export const PREVIEW_SCALE = 2;

const marks = new Map<string, Uint8Array>();

/** "PREVIEW" written twice across the page, rasterised once per size: 1 where it inks. */
function watermark(width: number, height: number): Uint8Array {
  const key = `${width}x${height}`;
  const cached = marks.get(key);
  if (cached) return cached;
  const size = width * 0.16;
  const line = (y: number) => linePath("PREVIEW", "fredoka", size, width / 2, y);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><g transform="rotate(-30 ${width / 2} ${height / 2})" fill="#000"><path d="${line(height * 0.3)}"/><path d="${line(height * 0.78)}"/></g></svg>`;
  const img = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  // resvg copies its pixels on every read of .pixels: read once.
  const px = img.pixels;
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) mask[i] = (px[i * 4 + 3] as number) > 127 ? 1 : 0;
  marks.set(key, mask);
  return mask;
}

/**
 * A free preview: the page drawn as it will be stored (line art thresholded and its detail level
 * applied; no quality gate, which only repairs), halved, with a grey "PREVIEW" across it, as RGB.
 */
export function renderSketchPreview(req: SketchRequest): { png: Buffer; extras: string[] } {
  // Read as the stored page is: the words may ask for a detail level ("zentangle cat").
  const full = readRequest({ ...req, size: 1024 });
  const { svg, extras, text } = composeSketch(full);
  const { img } = rasterise(full, svg);
  const { width, height } = img;
  const w = Math.floor(width / PREVIEW_SCALE);
  const h = Math.floor(height / PREVIEW_SCALE);
  const rgba = new Uint8Array(w * h * 4);
  const mask = watermark(w, h);
  if (req.output === "cover") {
    const src = img.pixels;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const s = (y * 2 * width + x * 2) * 4;
        const d = (y * w + x) * 4;
        for (let c = 0; c < 3; c++) {
          const v =
            ((src[s + c] as number) +
              (src[s + 4 + c] as number) +
              (src[s + width * 4 + c] as number) +
              (src[s + width * 4 + 4 + c] as number)) >>
            2;
          rgba[d + c] = mask[y * w + x] ? (v + 255) >> 1 : v;
        }
        rgba[d + 3] = 255;
      }
    return { png: encodeColor(rgba, w, h), extras };
  }
  const bw = threshold(img.pixels, width * height);
  applyDetail(full, svg, bw, width, height, textPixels(text, width));
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const s = y * 2 * width + x * 2;
      const v =
        ((bw[s] as number) + (bw[s + 1] as number) + (bw[s + width] as number) + (bw[s + width + 1] as number)) >> 2;
      // Paper under the mark turns grey; the drawing's lines stay black above it.
      const g = mask[y * w + x] && v > 128 ? 190 : v;
      const d = (y * w + x) * 4;
      rgba[d] = g;
      rgba[d + 1] = g;
      rgba[d + 2] = g;
      rgba[d + 3] = 255;
    }
  return { png: encodeColor(rgba, w, h), extras };
}
