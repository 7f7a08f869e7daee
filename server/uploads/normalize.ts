import { open } from "node:fs/promises";
import sharp from "sharp";
import { createFairGate } from "../fair-queue.js";

/** The kinds of photo the contract takes (docs/api.md, "Uploads"), told apart by their first bytes. */
type PhotoKind = "jpeg" | "png" | "webp";

/** The long side of a stored upload. */
const MAX_SIDE = 2048;
/**
 * Decoded pixels a photo may have: a 64-megapixel camera's photo passes, a "decompression bomb"
 * (a small file that claims, say, 50000×50000) is refused before it is decoded.
 */
const MAX_INPUT_PIXELS = 64_000_000;

/** The type from magic numbers, never from the file's name or the part's Content-Type. */
function sniffPhoto(bytes: Uint8Array): PhotoKind | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (
    b.length >= 8 &&
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  )
    return "png";
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

export interface NormalisedPhoto {
  /** The stored image: upright, no metadata, sRGB JPEG, at most MAX_SIDE on its long side. */
  data: Buffer;
  type: "image/jpeg";
  width: number;
  height: number;
}

/** Why a file is not a photo we take; the route answers 400 `invalid-image` for each. */
export class NotAPhoto extends Error {}

/**
 * Two photos decode at once, each on one libvips thread, and one user's at most one of them: a
 * burst of 12-megapixel uploads from one user keeps one core, not both, and another user's photo
 * takes the other slot at once instead of waiting for a 64-megapixel decode (docs/performance.md,
 * "Fair turns between users"). Beyond two, photos wait in turns between users (decision 045): two
 * users' 64-megapixel PNGs keep a third user's photo waiting for one decode at most, not all of
 * theirs. Each user has at most UPLOADS_IN_FLIGHT_PER_USER photos in flight (UploadStore.admit).
 */
const decoder = createFairGate({ slots: 2, runningPerOwner: 1 });

/**
 * Decode, turn upright from EXIF, drop every piece of metadata (EXIF with its GPS, XMP, IPTC,
 * ICC after conversion to sRGB), scale down to MAX_SIDE and encode afresh. sharp works on libuv's
 * threads, so the event loop only waits. Truncated or corrupt data, a pixel count over
 * MAX_INPUT_PIXELS and animated images are NotAPhoto; a damaged EXIF block is ignored. `input`
 * is the bytes or the path of a file holding them (an upload waits for its turn on disk);
 * `owner`, the user it is for.
 */
export async function normalisePhoto(input: Buffer | string, owner = ""): Promise<NormalisedPhoto> {
  const kind = sniffPhoto(typeof input === "string" ? await firstBytes(input, 12) : input);
  if (!kind) throw new NotAPhoto("unknown type");
  return decoder.run(owner, () => decode(input));
}

/** The first `n` bytes of a file (fewer when it is shorter). */
async function firstBytes(path: string, n: number): Promise<Uint8Array> {
  const file = await open(path, "r");
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(n), 0, n, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

async function decode(source: Buffer | string): Promise<NormalisedPhoto> {
  try {
    sharp.concurrency(1);
    const input = sharp(source, {
      limitInputPixels: MAX_INPUT_PIXELS,
      // "truncated" and corrupt data fail; a warning such as a bad EXIF entry does not.
      failOn: "truncated",
      sequentialRead: true,
      pages: 1,
    });
    const meta = await input.metadata();
    if (!meta.width || !meta.height) throw new NotAPhoto("no size");
    const { data, info } = await input
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .toColorspace("srgb")
      .jpeg({ quality: 90, mozjpeg: false, chromaSubsampling: "4:2:0" })
      .toBuffer({ resolveWithObject: true });
    return { data, type: "image/jpeg", width: info.width, height: info.height };
  } catch (e) {
    if (e instanceof NotAPhoto) throw e;
    throw new NotAPhoto((e as Error)?.message ?? "undecodable");
  }
}
