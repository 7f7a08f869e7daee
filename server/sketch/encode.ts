import { constants, crc32, deflateSync } from "node:zlib";

/**
 * PNG encoders for resvg's raw pixels. The general post-processor (server/images/postprocess.ts)
 * makes a luminance copy, resamples and thresholds in separate passes (~7 ms a page) and resvg's
 * own asPng takes ~12 ms for a cover; these do one pass over the pixels (~2–4 ms).
 */

function png(width: number, height: number, colorType: 0 | 2, idat: Buffer): Buffer {
  // Allocated whole (never from Node's shared pool): the worker transfers the ArrayBuffer.
  const out = Buffer.alloc(8 + 25 + 12 + idat.length + 12);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(out, 0);
  let o = 8;
  const chunk = (type: string, data: Buffer) => {
    out.writeUInt32BE(data.length, o);
    out.write(type, o + 4, "ascii");
    data.copy(out, o + 8);
    out.writeUInt32BE(crc32(out.subarray(o + 4, o + 8 + data.length)), o + 8 + data.length);
    o += 12 + data.length;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = colorType;
  chunk("IHDR", ihdr);
  chunk("IDAT", idat);
  chunk("IEND", Buffer.alloc(0));
  return out;
}

/** One 32-bit word per pixel (copies only if the bytes are not 4-aligned). */
function words(rgba: Uint8Array, n: number): Uint32Array {
  const bytes = rgba.byteOffset % 4 ? new Uint8Array(rgba) : rgba;
  return new Uint32Array(bytes.buffer, bytes.byteOffset, n);
}

/** Same threshold as the general post-processor: mid-grey and lighter is paper. */
const THRESHOLD = 160;

/**
 * Opaque RGBA (resvg renders on a white background) → pure black/white 8-bit greyscale PNG,
 * thresholding Rec. 601 luma in the same pass that writes the PNG rows.
 */
export function encodeLineArt(rgba: Uint8Array, width: number, height: number): Buffer {
  const px = words(rgba, width * height);
  const raw = Buffer.allocUnsafe(height * (width + 1));
  const limit = THRESHOLD << 8;
  for (let y = 0, o = 0, i = 0; y < height; y++) {
    raw[o++] = 0;
    for (let x = 0; x < width; x++, i++) {
      const p = px[i] as number;
      // Little-endian RGBA: r is the low byte.
      const luma = 77 * (p & 255) + 150 * ((p >>> 8) & 255) + 29 * ((p >>> 16) & 255);
      raw[o++] = luma < limit ? 0 : 255;
    }
  }
  return png(width, height, 0, deflateSync(raw, { level: 6, strategy: constants.Z_RLE }));
}

/** Opaque RGBA → RGB PNG with the "sub" filter (flat colour areas become runs of zeros). */
export function encodeColor(rgba: Uint8Array, width: number, height: number): Buffer {
  const px = words(rgba, width * height);
  const raw = Buffer.allocUnsafe(height * (width * 3 + 1));
  for (let y = 0, o = 0, i = 0; y < height; y++) {
    raw[o++] = 1;
    let prev = 0;
    for (let x = 0; x < width; x++, i++) {
      const p = px[i] as number;
      raw[o++] = ((p & 255) - (prev & 255)) & 255;
      raw[o++] = (((p >>> 8) & 255) - ((prev >>> 8) & 255)) & 255;
      raw[o++] = (((p >>> 16) & 255) - ((prev >>> 16) & 255)) & 255;
      prev = p;
    }
  }
  return png(width, height, 2, deflateSync(raw, { level: 3 }));
}
