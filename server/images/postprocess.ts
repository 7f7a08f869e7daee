import { constants, crc32, deflateSync } from "node:zlib";
import { PNG } from "pngjs";
import { gateLineArt, type Quality } from "./quality.js";

/**
 * Line-art post-processing for every image provider: whatever comes in (grey anti-aliasing,
 * JPEG-ish fog from a model, transparency, any size), what goes out is a size×size page of
 * pure black and pure white, ready to print.
 */

/** Mid-grey and lighter becomes paper; darker becomes ink. */
const THRESHOLD = 160;

export function pngInfo(png: Buffer): { width: number; height: number } {
  if (png.length < 24 || png.readUInt32BE(0) !== 0x89504e47) throw new Error("not a PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Luminance over white paper, one byte per pixel (one 32-bit read per pixel). */
function luminance(rgba: Uint8Array, w: number, h: number): Uint8Array {
  const out = new Uint8Array(w * h);
  const bytes = rgba.byteOffset % 4 ? new Uint8Array(rgba.subarray(0, out.length * 4)) : rgba;
  const px = new Uint32Array(bytes.buffer, bytes.byteOffset, out.length);
  for (let i = 0; i < out.length; i++) {
    const p = px[i] as number;
    // Little-endian RGBA: r is the low byte, alpha the high one.
    const a = p >>> 24;
    // Integer Rec. 601 luma, composited over white paper.
    const y = (77 * (p & 255) + 150 * ((p >>> 8) & 255) + 29 * ((p >>> 16) & 255)) >> 8;
    out[i] = a === 255 ? y : (y * a + 255 * (255 - a)) / 255;
  }
  return out;
}

/** Box-filter resample into a size×height page, centred on white (keeps the aspect ratio). */
function resample(lum: Uint8Array, w: number, h: number, size: number, height = size): Uint8Array {
  if (w === size && h === height) return lum;
  const out = new Uint8Array(size * height).fill(255);
  const scale = Math.max(w / size, h / height);
  const ow = Math.min(size, Math.round(w / scale));
  const oh = Math.min(height, Math.round(h / scale));
  const ox = Math.floor((size - ow) / 2);
  const oy = Math.floor((height - oh) / 2);
  // Each output column's source columns, worked out once instead of once per row.
  const cols0 = new Int32Array(ow);
  const cols1 = new Int32Array(ow);
  for (let x = 0; x < ow; x++) {
    const sx0 = Math.floor(x * scale);
    cols0[x] = sx0;
    cols1[x] = Math.min(w, Math.max(sx0 + 1, Math.floor((x + 1) * scale)));
  }
  for (let y = 0; y < oh; y++) {
    const sy0 = Math.floor(y * scale);
    const sy1 = Math.min(h, Math.max(sy0 + 1, Math.floor((y + 1) * scale)));
    const row = (oy + y) * size + ox;
    for (let x = 0; x < ow; x++) {
      const sx0 = cols0[x] as number;
      const sx1 = cols1[x] as number;
      let sum = 0;
      for (let sy = sy0; sy < sy1; sy++) for (let sx = sx0; sx < sx1; sx++) sum += lum[sy * w + sx] as number;
      out[row + x] = sum / ((sy1 - sy0) * (sx1 - sx0));
    }
  }
  return out;
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * Encode a one-byte-per-pixel image, thresholded to exactly 0 or 255, as an 8-bit greyscale
 * PNG. Hand-rolled (filter "none" + zlib) because pngjs took ~20 ms of a ~30 ms page. `pure`:
 * the pixels are already exactly 0 or 255 (the quality gate's output), so rows are copied as
 * they are instead of thresholded pixel by pixel.
 */
export function encodeBlackWhite(lum: Uint8Array, size: number, height = size, pure = false): Buffer {
  const raw = Buffer.allocUnsafe(height * (size + 1));
  if (pure)
    for (let y = 0; y < height; y++) {
      raw[y * (size + 1)] = 0;
      raw.set(lum.subarray(y * size, (y + 1) * size), y * (size + 1) + 1);
    }
  else
    for (let y = 0, o = 0, i = 0; y < height; y++) {
      raw[o++] = 0;
      for (let x = 0; x < size; x++, i++) raw[o++] = (lum[i] as number) < THRESHOLD ? 0 : 255;
    }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    // Run-length deflate suits pages of long black/white runs: ~2 ms instead of ~9 ms at level 6.
    chunk("IDAT", deflateSync(raw, { level: 6, strategy: constants.Z_RLE })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Raw RGBA pixels (from resvg) straight to a printable page, skipping a PNG decode. */
export function pixelsToLineArt(rgba: Uint8Array, width: number, height: number, size = 1024): Buffer {
  return encodeBlackWhite(resample(luminance(rgba, width, height), width, height, size), size);
}

export function toPrintableLineArt(png: Buffer, opts: { size?: number } = {}): Buffer {
  const img = PNG.sync.read(png);
  return pixelsToLineArt(img.data, img.width, img.height, opts.size ?? 1024);
}

/** The stored page's pixel size: 1024 wide, square or 17:22 portrait (docs/api.md). */
export function pageSize(page: string | undefined): { width: number; height: number } {
  return page === "portrait" ? { width: 1024, height: Math.round((1024 * 22) / 17) } : { width: 1024, height: 1024 };
}

interface GatedPage {
  png: Buffer;
  quality: Quality;
}

/**
 * Another provider's page through the quality gate (server/images/quality.ts): resampled to the
 * page size, grey shading removed, gaps closed, thin strokes thickened, then measured.
 */
export function gateProviderLineArt(png: Buffer, opts: { page?: string } = {}): GatedPage {
  const img = PNG.sync.read(png);
  const { width, height } = pageSize(opts.page);
  const lum = resample(luminance(img.data, img.width, img.height), img.width, img.height, width, height);
  const gated = gateLineArt(lum, width, height);
  return { png: encodeBlackWhite(gated.pixels, width, height, true), quality: gated.quality };
}
