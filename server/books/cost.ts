import type { ExportKind } from "../api-types.js";
import { AppError } from "../errors.js";
import type { BookSpec } from "./spec.js";

const MB = 1024 * 1024;

/**
 * Vector art a book file draws, in bytes of SVG: each page as often as it is drawn (a page
 * repeated 800 times is laid out 800 times), which is what a job's time and file size follow.
 */
function vectorBytes(spec: BookSpec, kind: ExportKind | "preflight"): number {
  const pages = spec.pages.reduce((n, p) => n + (p.svg?.length ?? 0), 0);
  const cover = spec.cover?.svg?.length ?? 0;
  if (kind === "cover") return cover;
  if (kind === "interior") return pages;
  // Printables hold every page on Letter and on A4; a preflight makes the interior and the cover.
  return kind === "printables" ? 2 * pages : pages + cover;
}

/** 409 book-too-large past the limit, before any work starts (docs/api.md, "Books"). */
export function checkBookCost(spec: BookSpec, kind: ExportKind | "preflight", maxMb: number): void {
  const bytes = vectorBytes(spec, kind);
  if (bytes <= maxMb * MB) return;
  const mb = Math.ceil(bytes / MB);
  throw new AppError(
    409,
    "book-too-large",
    `This book is too large to print: its pages hold ${mb} MB of vector art, and a book can hold at most ${maxMb} MB. Remove some pages and try again.`,
  );
}
