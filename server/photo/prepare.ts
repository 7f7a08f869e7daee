import sharp, { type Sharp } from "sharp";
import { pageSize } from "../images/postprocess.js";
import type { PhotoJob, PhotoParams } from "./lineart.js";

/** White margin around the framed photo on the page, in page pixels. */
const MARGIN = 56;

/**
 * How a photo fills the page (the photo tools' `fit` field): `crop` covers the whole picture
 * area and trims what overflows (centred), `fit` shows the whole photo at its own proportions,
 * `rotate` turns a photo whose orientation is not the page's by a quarter turn, then shows it
 * whole, so a landscape photo fills a portrait page.
 */
const PHOTO_FITS = ["crop", "fit", "rotate"] as const;
export type PhotoFit = (typeof PHOTO_FITS)[number];

export function photoFit(value: string | undefined): PhotoFit {
  return (PHOTO_FITS as readonly string[]).includes(value ?? "") ? (value as PhotoFit) : "crop";
}

/** Limits on the decoded input, as for an upload. */
const INPUT = { limitInputPixels: 64_000_000, failOn: "truncated" } as const;

/**
 * The photo upright, turned if `rotate` asks for it, and sized for the page's picture area by
 * the fit: one sharp pipeline, so the tests can place a photo's silhouette exactly as its page.
 */
export async function fitPhoto(
  photo: Buffer,
  page: string | undefined,
  fit: PhotoFit,
): Promise<{ image: Sharp; box: { width: number; height: number }; page: { width: number; height: number } }> {
  const size = pageSize(page);
  const box = { width: size.width - 2 * MARGIN, height: size.height - 2 * MARGIN };
  const meta = await sharp(photo, INPUT).metadata();
  // EXIF orientations 5–8 swap width and height once the photo is upright.
  const swapped = (meta.orientation ?? 1) >= 5;
  const w = (swapped ? meta.height : meta.width) ?? 1;
  const h = (swapped ? meta.width : meta.height) ?? 1;
  // A square page has no orientation to match.
  const turn = fit === "rotate" && w !== h && box.width !== box.height && w > h !== box.width > box.height;
  let image = sharp(photo, INPUT).autoOrient();
  // A quarter turn anticlockwise: the top of the picture at the left, as a landscape plate sits in a book.
  if (turn) image = image.rotate(270);
  image = image.resize({ ...box, fit: fit === "crop" ? "cover" : "inside", position: "centre" });
  return { image, box, page: size };
}

/**
 * The photo fitted onto the page and blurred at the three scales of the line-art pipeline, by
 * sharp on libuv's threads (the event loop only waits): tones stretched to the full range, a
 * median filter to denoise and flatten before any edge is looked for, then three Gaussian blurs.
 */
export async function preparePhoto(
  photo: Buffer,
  page: string | undefined,
  params: PhotoParams,
  fit: PhotoFit = "crop",
): Promise<PhotoJob> {
  const fitted = await fitPhoto(photo, page, fit);
  const { width, height } = fitted.page;
  const base = fitted.image
    .flatten({ background: "#ffffff" })
    .removeAlpha()
    .toColorspace("srgb")
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
  const [g1, g2, g3] = await Promise.all([blur(params.sigma1), blur(params.sigma2), blur(params.edgeSigma)]);
  return {
    // Copies in their own ArrayBuffers, which can move to a worker thread.
    g1: new Uint8Array(g1),
    g2: new Uint8Array(g2),
    g3: new Uint8Array(g3),
    pw,
    ph,
    width,
    height,
    left: Math.floor((width - pw) / 2),
    top: Math.floor((height - ph) / 2),
    params,
  };
}
