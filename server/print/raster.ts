import { crc32 } from "node:zlib";
import type { Sharp } from "sharp";
import { encodeColor, encodeLineArt } from "../sketch/encode.js";
import { PORTRAIT_ASPECT, PRINT_DPI, printPixels } from "./sheet.js";
import { artSize, type PrintSource } from "./source.js";

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/** libvips and resvg load with the first print or model page, not with the server. */
async function libs() {
  const [{ default: sharp }, { renderAsync }] = await Promise.all([import("sharp"), import("@resvg/resvg-js")]);
  return { sharp, renderAsync };
}

/** Same threshold as the line-art post-processor: mid-grey and lighter is paper. */
const THRESHOLD = 160;

/** Line art leaves as pure black and white (8-bit grey, 0 or 255 only); covers as opaque RGB. */
async function encode(img: Sharp, kind: PrintSource["kind"]): Promise<Buffer> {
  const { sharp } = await libs();
  if (kind === "cover") return img.removeAlpha().png({ compressionLevel: 6 }).toBuffer();
  // Resampling makes grey edges: threshold in a second pass, after the resize has really run.
  const { data, info } = await img
    .flatten({ background: WHITE })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .threshold(THRESHOLD)
    .toColorspace("b-w")
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/**
 * Print-size PNGs drawn at once in a process (GET /api/images/:id?size=print), one per user, the
 * others waiting in turns between users (decision 045): each holds one of libuv's four threads
 * while resvg and libvips work, and the others are left to password hashing and file reads (16
 * at once had made a sign-in wait 14.7 s instead of 2 s).
 */
export const PRINT_SIZE_AT_ONCE = 2;

/**
 * The page as a 300 DPI PNG for 8.5x11 (docs/api.md): drawn afresh from the vector original when one
 * exists, else the stored raster enlarged with Lanczos resampling. Both run off the event loop
 * (resvg's and libvips' own threads).
 */
export async function printPng(source: PrintSource): Promise<Buffer> {
  return withDpi(await drawPrintPng(source), PRINT_DPI);
}

/**
 * The PNG with a pHYs chunk saying `dpi` (in pixels a metre, as PNG counts), right after its
 * header: without it, programs open the page at 72 or 96 DPI and print it the wrong size.
 */
function withDpi(png: Buffer, dpi: number): Buffer {
  const data = Buffer.alloc(9);
  const perMetre = Math.round(dpi / 0.0254);
  data.writeUInt32BE(perMetre, 0);
  data.writeUInt32BE(perMetre, 4);
  data[8] = 1; // the unit is the metre
  const type = Buffer.from("pHYs", "ascii");
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  type.copy(chunk, 4);
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(Buffer.concat([type, data])), 8 + data.length);
  // Signature (8 bytes), then IHDR: length, type, 13 bytes of data, CRC.
  const afterHeader = 8 + 12 + 13;
  return Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)]);
}

async function drawPrintPng(source: PrintSource): Promise<Buffer> {
  const { sharp, renderAsync } = await libs();
  const art = artSize(source);
  const target = printPixels(art.width, art.height);
  let img: Sharp;
  if (source.svg) {
    const wide = art.width / art.height >= target.width / target.height;
    const drawn = await renderAsync(source.svg, {
      fitTo: wide ? { mode: "width", value: target.width } : { mode: "height", value: target.height },
      background: "#ffffff",
      font: { loadSystemFonts: false },
    });
    // Square and 17:22 originals land exactly on the print size: the sketch engine's one-pass
    // encoders (~30 ms for 2400x2400) instead of a libvips pipeline (~150 ms, docs/performance.md).
    if (drawn.width === target.width && drawn.height === target.height) {
      return source.kind === "cover"
        ? encodeColor(drawn.pixels, drawn.width, drawn.height)
        : encodeLineArt(drawn.pixels, drawn.width, drawn.height);
    }
    img = sharp(drawn.pixels, { raw: { width: drawn.width, height: drawn.height, channels: 4 } });
  } else {
    img = sharp(source.png);
  }
  img = img.resize(target.width, target.height, { fit: "contain", background: WHITE, kernel: "lanczos3" });
  return encode(img, source.kind);
}

/**
 * A provider's portrait image (1024x1536 or 1024x1792) fitted to 17:22 without distorting the art:
 * line art is padded with white paper at its sides, a cover (colour to its edges) is trimmed
 * top and bottom, centred.
 */
export async function fitPortrait(png: Buffer, kind: PrintSource["kind"]): Promise<Buffer> {
  const { sharp } = await libs();
  const meta = await sharp(png).metadata();
  const w = meta.width ?? 1024;
  const h = meta.height ?? 1024;
  let width: number;
  let height: number;
  if (kind === "line-art") {
    // Keep every pixel of the art: grow the shorter side.
    if (w / h < PORTRAIT_ASPECT) [width, height] = [Math.round(h * PORTRAIT_ASPECT), h];
    else [width, height] = [w, Math.round(w / PORTRAIT_ASPECT)];
  } else if (w / h < PORTRAIT_ASPECT) [width, height] = [w, Math.round(w / PORTRAIT_ASPECT)];
  else [width, height] = [Math.round(h * PORTRAIT_ASPECT), h];
  const img = sharp(png).resize(width, height, {
    fit: kind === "line-art" ? "contain" : "cover",
    background: WHITE,
    kernel: "lanczos3",
  });
  return encode(img, kind);
}
