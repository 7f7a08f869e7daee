/**
 * Progress that follows the work (docs/performance.md, "Books and covers", progress): a book file's
 * making is cut into phases, each given its measured share of the time, and every long phase
 * reports as it goes (a page drawn, a page's drawing read back, a band of pages rendered), so the
 * bar a user watches never stands still for long: before, it sat at 92–95 % while the file was
 * read back and checked.
 */

/** A share of some work done, 0 to 1. */
export type Progress = (share: number) => void;

/**
 * The least rise worth a report: about a hundred reports a file at most, whatever its pages
 * (each a message between threads, a row written and an event sent).
 */
export const PROGRESS_STEP = 0.01;

/**
 * Shares of the time, measured on the `books` bench's book at 60 art pages (124 printed) with the
 * built-in engine, warm thread (2026-12-01, docs/performance.md). An interior export: the pages
 * drawn and the PDF written, the file read back and checked, and the file saved with its row
 * (the export service's own, after the thread's work: 1 is said only once the file is saved).
 */
export const INTERIOR_EXPORT = { pages: 0.47, checks: 0.51, save: 0.02 } as const;
/**
 * The checks of an interior file (server/books/preflight.ts): the file written for poppler and its
 * first readers started (starting a process from a large one costs tens of milliseconds), each
 * page's drawing read back (ink-bounds.ts), the margins' bands rendered, lines measured where the
 * drawing proves nothing, and the scans of the whole file (blank pages, transparency, DeviceGray, size).
 */
export const INTERIOR_CHECKS = { open: 0.15, ink: 0.35, margins: 0.36, lines: 0.04, scans: 0.1 } as const;
/**
 * What laying out an interior page costs, in art pages: a page set in type (front matter, answers,
 * notes) fits its text at 20–50 ms, an art page 3–20 ms, a blank page well under one.
 */
export const LAYOUT_WEIGHT = { art: 1, blank: 0.1, type: 5 } as const;
/**
 * Reading back a page set in type (front matter, answers, notes) takes about this many art pages'
 * time: its glyphs are measured alone (decision 071), 25–50 ms against 1–2 ms.
 */
export const TYPE_PAGE_WEIGHT = 20;
/** A cover export: one page laid out, then read back and checked (a poppler run a step). */
export const COVER_EXPORT = { layout: 0.35, checks: 0.6, save: 0.05 } as const;
/** The printables ZIP: every page's PDFs (and its coloured sheet or key) and the ZIP, then its file saved. */
export const PRINTABLES_EXPORT = { pages: 0.98, save: 0.02 } as const;
/**
 * A printables page whose coloured reference sheet is made costs about this many pages whose
 * sheet is made already (a repeated page) or that have none: 550–650 ms against 45 ms.
 */
export const COLORED_PAGE_WEIGHT = 12;

/**
 * `report` fed through phases weighted by `weights`: `phase(name)` is that phase's own progress,
 * 0 to 1, placed in its span of the whole. What goes out only rises, by PROGRESS_STEP or more, and
 * never reaches 1 (the last phase is its caller's to finish: the file saved, the answer sent).
 */
export function phased<P extends string>(weights: Readonly<Record<P, number>>, report: Progress) {
  const names = Object.keys(weights) as P[];
  const total = names.reduce((sum, p) => sum + weights[p], 0);
  const start = new Map<P, number>();
  let at = 0;
  for (const p of names) {
    start.set(p, at / total);
    at += weights[p];
  }
  let shown = 0;
  /** `step`: the least rise reported (a phase's start is reported however small: there are few). */
  const show = (share: number, step = PROGRESS_STEP) => {
    if (share <= shown || share - shown < step || share >= 1) return;
    shown = share;
    report(share);
  };
  return {
    phase(p: P): Progress {
      const from = start.get(p) ?? 0;
      const span = weights[p] / total;
      return (share) => show(from + Math.min(1, Math.max(0, share)) * span);
    },
    /** The phase has started (everything before it done). */
    begin(p: P) {
      show(start.get(p) ?? 0, 0);
    },
  };
}

/** Items of work of these sizes (pages, say): `done(i)` after item i reports the share done so far. */
export function counted(sizes: number[], progress?: Progress) {
  const total = sizes.reduce((sum, n) => sum + n, 0);
  let done = 0;
  return (i: number) => {
    done += sizes[i] ?? 0;
    if (total) progress?.(done / total);
  };
}
