import { encodeBlackWhite } from "../images/postprocess.js";
import type { Quality } from "../images/quality.js";
import { traceLineArt } from "../print/trace.js";
import { type PhotoJob, photoPage, photoParams } from "./lineart.js";
import { photoFit, preparePhoto } from "./prepare.js";

export interface PhotoRequest {
  photo: Buffer;
  page?: string;
  detail?: string;
  lineWeight?: string;
  variant?: string;
  /** How the photo fills the page: crop (the default), fit or rotate (prepare.ts). */
  fit?: string;
}

export interface PhotoPageResult {
  png: Buffer;
  svg?: string;
  quality: Quality;
}

/** Where the pixel work runs: a worker pool in the server (server/sketch/pool.ts), inline otherwise. */
export type PhotoRunner = (job: PhotoJob) => Promise<{ png: Buffer; quality: Quality | null }>;

const runPhotoInline: PhotoRunner = async (job) => {
  const { pixels, quality } = photoPage(job);
  return { png: encodeBlackWhite(pixels, job.width, job.height), quality };
};

/**
 * A photo to a coloring page: sharp prepares (libuv threads), the line art and the quality gate
 * run in `run` (a worker thread in the server), and the page is traced into vector paths so
 * print.pdf is vector like every other page. A trace that fails leaves the page raster-only.
 */
export async function photoToPage(
  req: PhotoRequest,
  run: PhotoRunner = runPhotoInline,
  onTraceError?: (e: unknown) => void,
): Promise<PhotoPageResult> {
  const params = photoParams(req);
  const job = await preparePhoto(req.photo, req.page, params, photoFit(req.fit));
  const { png, quality } = await run(job);
  const svg = await traceLineArt(png).catch((e) => {
    onTraceError?.(e);
    return undefined;
  });
  return { png, svg, quality: quality as Quality };
}
