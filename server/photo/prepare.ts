import sharp from "sharp";
import { pageSize } from "../images/postprocess.js";
import type { PhotoJob, PhotoParams } from "./lineart.js";

/** White margin around the framed photo on the page, in page pixels. */
const MARGIN = 56;

/**
 * The photo fitted into the page and blurred at the two scales of the line-art pipeline, by
 * sharp on libuv's threads (the event loop only waits): a median filter to denoise and
 * flatten, then two Gaussian blurs. The photo's tones are stretched to the full range first. The decoded input is limited like an upload's.
 */
export async function preparePhoto(photo: Buffer, page: string | undefined, params: PhotoParams): Promise<PhotoJob> {
  const { width, height } = pageSize(page);
  const box = { width: width - 2 * MARGIN, height: height - 2 * MARGIN };
  const base = sharp(photo, { limitInputPixels: 64_000_000, failOn: "truncated" })
    .rotate()
    .flatten({ background: "#ffffff" })
    .resize({ ...box, fit: "inside" })
    .removeAlpha()
    .toColourspace("srgb")
    // A dim or hazy photo is stretched to the full range first: the line thresholds are in grey
    // levels, and an underexposed photo would otherwise give an empty page.
    .normalise({ lower: 1, upper: 99 })
    .median(params.median);
  const flat = await base.raw().toBuffer({ resolveWithObject: true });
  const { width: pw, height: ph, channels } = flat.info;
  if (channels !== 3) throw new Error(`photo has ${channels} channels after preparation`);
  const blur = (sigma: number) =>
    sharp(flat.data, { raw: { width: pw, height: ph, channels: 3 } })
      .blur(sigma)
      .raw()
      .toBuffer();
  const [g1, g2] = await Promise.all([blur(params.sigma1), blur(params.sigma2)]);
  return {
    // Copies in their own ArrayBuffers, which can move to a worker thread.
    g1: new Uint8Array(g1),
    g2: new Uint8Array(g2),
    pw,
    ph,
    width,
    height,
    left: Math.floor((width - pw) / 2),
    top: Math.floor((height - ph) / 2),
    params,
  };
}
