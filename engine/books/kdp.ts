/**
 * Amazon KDP's paperback numbers, in one table, and the geometry that follows from them
 * (docs/api.md, "Books"). Pure and dependency-free: the server lays out and checks
 * PDFs with it and the web app draws spread thumbnails with it.
 *
 * Units are inches; rectangles have their origin at the top left of the page box (or of the
 * full-wrap cover), x to the right, y downwards.
 */

export type Trim = "8.5x11" | "8.5x8.5" | "8x10" | "8.25x11" | "a4";
export type Paper = "white" | "cream";

export const trims: Trim[] = ["8.5x11", "8.5x8.5", "8x10", "8.25x11", "a4"];
export const papers: Paper[] = ["white", "cream"];

export interface Size {
  width: number;
  height: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The trims' sizes; A4 is KDP's 8.27 x 11.69 in. */
export const trimSizes: Record<Trim, Size> = {
  "8.5x11": { width: 8.5, height: 11 },
  "8.5x8.5": { width: 8.5, height: 8.5 },
  "8x10": { width: 8, height: 10 },
  "8.25x11": { width: 8.25, height: 11 },
  a4: { width: 8.27, height: 11.69 },
};

export const trimLabels: Record<Trim, string> = {
  "8.5x11": "8.5 x 11 in",
  "8.5x8.5": "8.5 x 8.5 in",
  "8x10": "8 x 10 in",
  "8.25x11": "8.25 x 11 in",
  a4: "A4 (8.27 x 11.69 in)",
};

/** Bleed added to the outside edge, the top and the bottom (never to the bound inside edge). */
export const BLEED_IN = 0.125;
/** Top, bottom and outside margins, measured from the edge of the page box. */
export const OUTSIDE_MARGIN_IN = { bleed: 0.375, noBleed: 0.25 } as const;
/** Inside margin (gutter) by total page count: up to `maxPages` pages, `inches`. */
export const GUTTER_STEPS: ReadonlyArray<{ maxPages: number; inches: number }> = [
  { maxPages: 150, inches: 0.375 },
  { maxPages: 300, inches: 0.5 },
  { maxPages: 500, inches: 0.625 },
  { maxPages: 700, inches: 0.75 },
  { maxPages: 828, inches: 0.875 },
];
export const MIN_PAGES = 24;
export const SPINE_IN_PER_PAGE: Record<Paper, number> = { white: 0.002252, cream: 0.0025 };
/** Spine text only from this many pages on, at least SPINE_TEXT_CLEARANCE_IN clear of each fold. */
export const SPINE_TEXT_MIN_PAGES = 79;
export const SPINE_TEXT_CLEARANCE_IN = 0.0625;
export const BARCODE_SIZE_IN: Size = { width: 2, height: 1.2 };
/** The barcode area keeps this distance from the spine fold and from the trim. */
export const BARCODE_INSET_IN = 0.25;
/** Text and art on the cover stay this far inside the trim and the folds. */
export const COVER_SAFE_IN = 0.125;
export const MAX_FILE_BYTES = 650 * 1024 * 1024;
export const MIN_DPI = 300;
export const MIN_STROKE_PT = 0.75;

/** Round to 1/10000 in: the table's factors have 6 decimals, the answers need no more than 4. */
export function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

export function pageBox(trim: Trim, bleed: boolean): Size {
  const { width, height } = trimSizes[trim];
  return bleed ? { width: round4(width + BLEED_IN), height: round4(height + 2 * BLEED_IN) } : { width, height };
}

export function gutterIn(pageCount: number): number {
  for (const step of GUTTER_STEPS) if (pageCount <= step.maxPages) return step.inches;
  return GUTTER_STEPS[GUTTER_STEPS.length - 1]?.inches ?? 0.875;
}

export interface Margins {
  top: number;
  bottom: number;
  outside: number;
  inside: number;
}

export function margins(pageCount: number, bleed: boolean): Margins {
  const outside = bleed ? OUTSIDE_MARGIN_IN.bleed : OUTSIDE_MARGIN_IN.noBleed;
  return { top: outside, bottom: outside, outside, inside: gutterIn(pageCount) };
}

export function pageCountLimits(trim: Trim, paper: Paper): { min: number; max: number } {
  if (paper === "white") return { min: MIN_PAGES, max: trim === "8.5x11" ? 590 : 828 };
  return { min: MIN_PAGES, max: trim === "8.5x11" ? 550 : 776 };
}

export function spineWidthIn(pageCount: number, paper: Paper): number {
  return round4(pageCount * SPINE_IN_PER_PAGE[paper]);
}

export function coverSize(trim: Trim, paper: Paper, pageCount: number): Size {
  const { width, height } = trimSizes[trim];
  return {
    width: round4(BLEED_IN + width + spineWidthIn(pageCount, paper) + width + BLEED_IN),
    height: round4(height + 2 * BLEED_IN),
  };
}

export function spineTextAllowed(pageCount: number): boolean {
  return pageCount >= SPINE_TEXT_MIN_PAGES;
}

export interface CoverLayout {
  size: Size;
  spineWidth: number;
  /** x of the fold between the back cover and the spine, and between the spine and the front. */
  backFold: number;
  frontFold: number;
  /** The trimmed panels (bleed excluded). */
  back: Rect;
  spine: Rect;
  front: Rect;
  /** Where text and art of each panel must stay. */
  backSafe: Rect;
  frontSafe: Rect;
  /** Where spine text may go (null below SPINE_TEXT_MIN_PAGES pages). */
  spineText: Rect | null;
  /** The area on the back cover KDP prints its barcode on: nothing may be drawn there. */
  barcode: Rect;
}

export function coverLayout(trim: Trim, paper: Paper, pageCount: number): CoverLayout {
  const t = trimSizes[trim];
  const size = coverSize(trim, paper, pageCount);
  const spineWidth = spineWidthIn(pageCount, paper);
  const backFold = round4(BLEED_IN + t.width);
  const frontFold = round4(backFold + spineWidth);
  const top = BLEED_IN;
  const back: Rect = { x: BLEED_IN, y: top, width: t.width, height: t.height };
  const spine: Rect = { x: backFold, y: top, width: spineWidth, height: t.height };
  const front: Rect = { x: frontFold, y: top, width: t.width, height: t.height };
  const inset = (r: Rect, d: number): Rect => ({
    x: round4(r.x + d),
    y: round4(r.y + d),
    width: round4(r.width - 2 * d),
    height: round4(r.height - 2 * d),
  });
  const spineText = spineTextAllowed(pageCount)
    ? {
        x: round4(backFold + SPINE_TEXT_CLEARANCE_IN),
        y: round4(top + COVER_SAFE_IN),
        width: round4(spineWidth - 2 * SPINE_TEXT_CLEARANCE_IN),
        height: round4(t.height - 2 * COVER_SAFE_IN),
      }
    : null;
  const barcode: Rect = {
    x: round4(backFold - BARCODE_INSET_IN - BARCODE_SIZE_IN.width),
    y: round4(top + t.height - BARCODE_INSET_IN - BARCODE_SIZE_IN.height),
    width: BARCODE_SIZE_IN.width,
    height: BARCODE_SIZE_IN.height,
  };
  return {
    size,
    spineWidth,
    backFold,
    frontFold,
    back,
    spine,
    front,
    backSafe: inset(back, COVER_SAFE_IN),
    frontSafe: inset(front, COVER_SAFE_IN),
    spineText,
    barcode,
  };
}

/** Page 1 is a right-hand page (recto); its inside (bound) edge is on the left. */
export function pageSide(pageNumber: number): "right" | "left" {
  return pageNumber % 2 === 1 ? "right" : "left";
}

/**
 * The area of the `pageNumber`-th page (1-based) that art and text must stay inside, in the
 * page box. The inside edge alternates: on the left of right-hand pages, on the right of
 * left-hand pages; the bleed, when there is one, is on the outside edge, the top and the bottom.
 */
export function safeArea(trim: Trim, bleed: boolean, pageCount: number, pageNumber: number): Rect {
  const box = pageBox(trim, bleed);
  const m = margins(pageCount, bleed);
  const left = pageSide(pageNumber) === "right" ? m.inside : m.outside;
  const right = pageSide(pageNumber) === "right" ? m.outside : m.inside;
  return {
    x: left,
    y: m.top,
    width: round4(box.width - left - right),
    height: round4(box.height - m.top - m.bottom),
  };
}

/** The trimmed page inside the page box (the bleed lies on the outside edge). */
export function trimRect(trim: Trim, bleed: boolean, pageNumber: number): Rect {
  const t = trimSizes[trim];
  if (!bleed) return { x: 0, y: 0, width: t.width, height: t.height };
  return { x: pageSide(pageNumber) === "right" ? 0 : BLEED_IN, y: BLEED_IN, width: t.width, height: t.height };
}

export type PlanPageKind = "title" | "copyright" | "belongs-to" | "art" | "answers" | "blank";

export interface PlanPage {
  /** 1-based printed page number. */
  number: number;
  kind: PlanPageKind;
  /** For art pages: the index into the book's art pages; for answers pages, the index of the answers page. */
  art?: number;
  /** Why a blank page is there: the back of an art or front-matter page, or padding. */
  blank?: "back" | "padding";
}

export interface PlanOptions {
  artPages: number;
  blankBacks: boolean;
  frontMatter: { titlePage: boolean; copyrightPage: boolean; belongsTo: boolean };
  /** Pages of answer keys after the art (activity books; answersPages in server/activities/book-answers.ts). */
  answerPages?: number;
}

/**
 * Every printed page in order: the title page (right), the copyright page on its back, the
 * "This book belongs to" page (right), then the art pages — each on a right-hand page with a
 * blank back when `blankBacks` — and blank pages added at the end up to 24 and to an even count.
 */
export function pagePlan(options: PlanOptions): PlanPage[] {
  const pages: PlanPage[] = [];
  const push = (kind: PlanPageKind, extra: Partial<PlanPage> = {}) => {
    pages.push({ number: pages.length + 1, kind, ...extra });
  };
  const toRight = () => {
    if (pages.length % 2 === 1) push("blank", { blank: "back" });
  };
  const fm = options.frontMatter;
  if (fm.titlePage) push("title");
  if (fm.copyrightPage) push("copyright");
  if (fm.belongsTo) {
    toRight();
    push("belongs-to");
  }
  for (let i = 0; i < options.artPages; i++) {
    if (options.blankBacks) toRight();
    push("art", { art: i });
    if (options.blankBacks) push("blank", { blank: "back" });
  }
  // The Answers section starts on a right-hand page, like a chapter.
  for (let i = 0; i < (options.answerPages ?? 0); i++) {
    if (i === 0) toRight();
    push("answers", { art: i });
  }
  while (pages.length < MIN_PAGES || pages.length % 2 === 1) push("blank", { blank: "padding" });
  return pages;
}

export function interiorPageCount(options: PlanOptions): number {
  return pagePlan(options).length;
}
