/**
 * Amazon KDP's paperback numbers, in one table, and the geometry that follows from them
 * (docs/api.md, "Books"). Pure and dependency-free: the server lays out and checks
 * PDFs with it and the web app draws spread thumbnails with it.
 *
 * Units are inches; rectangles have their origin at the top left of the page box (or of the
 * full-wrap cover), x to the right, y downwards.
 */

/** Where each number comes from: KDP's help pages, as a seller can read them. */
// biome-ignore lint/correctness/noUnusedVariables: the sources the comments beside the numbers cite
const KDP_SOURCES = {
  printOptions: "https://kdp.amazon.com/en_US/help/topic/G201834180",
  margins: "https://kdp.amazon.com/en_US/help/topic/G201834190",
  cover: "https://kdp.amazon.com/en_US/help/topic/G201953020",
  manuscript: "https://kdp.amazon.com/en_US/help/topic/G201857950",
} as const;

/**
 * KDP's paperback trims with their page-count limits for black ink on white and on cream
 * paper (the trim-size table of KDP's print options page, KDP_SOURCES.printOptions).
 * `standard: false` marks a trim KDP prints only as a custom size on paperback (8.25 x 11 is
 * one of KDP's hardcover trims): it is not eligible for expanded distribution, and KDP
 * publishes no limit of its own for it, so it takes that of 8.5 x 11, the nearest larger trim.
 * 8.5 x 11, the default and coloring books' usual trim, is listed first.
 */
export const TRIM_TABLE = {
  "8.5x11": { width: 8.5, height: 11, white: 590, cream: 550, standard: true },
  "5x8": { width: 5, height: 8, white: 828, cream: 776, standard: true },
  "5.06x7.81": { width: 5.06, height: 7.81, white: 828, cream: 776, standard: true },
  "5.25x8": { width: 5.25, height: 8, white: 828, cream: 776, standard: true },
  "5.5x8.5": { width: 5.5, height: 8.5, white: 828, cream: 776, standard: true },
  "6x9": { width: 6, height: 9, white: 828, cream: 776, standard: true },
  "6.14x9.21": { width: 6.14, height: 9.21, white: 828, cream: 776, standard: true },
  "6.69x9.61": { width: 6.69, height: 9.61, white: 828, cream: 776, standard: true },
  "7x10": { width: 7, height: 10, white: 828, cream: 776, standard: true },
  "7.44x9.69": { width: 7.44, height: 9.69, white: 828, cream: 776, standard: true },
  "7.5x9.25": { width: 7.5, height: 9.25, white: 828, cream: 776, standard: true },
  "8x10": { width: 8, height: 10, white: 828, cream: 776, standard: true },
  "8.25x6": { width: 8.25, height: 6, white: 800, cream: 750, standard: true },
  "8.25x8.25": { width: 8.25, height: 8.25, white: 800, cream: 750, standard: true },
  "8.5x8.5": { width: 8.5, height: 8.5, white: 590, cream: 550, standard: true },
  a4: { width: 8.27, height: 11.69, white: 780, cream: 730, standard: true },
  "8.25x11": { width: 8.25, height: 11, white: 590, cream: 550, standard: false },
} as const satisfies Record<string, { width: number; height: number; white: number; cream: number; standard: boolean }>;

export type Trim = keyof typeof TRIM_TABLE;
export type Paper = "white" | "cream";

export const trims = Object.keys(TRIM_TABLE) as Trim[];
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
const trimSizes = Object.fromEntries(
  trims.map((t) => [t, { width: TRIM_TABLE[t].width, height: TRIM_TABLE[t].height }]),
) as Record<Trim, Size>;

export const trimLabels = Object.fromEntries(
  trims.map((t) => {
    const { width, height, standard } = TRIM_TABLE[t];
    const size = t === "a4" ? `A4 (${width} x ${height} in)` : `${width} x ${height} in`;
    return [t, standard ? size : `${size}, non-standard (custom size on KDP)`];
  }),
) as Record<Trim, string>;

/** Bleed added to the outside edge, the top and the bottom (never to the bound inside edge). KDP_SOURCES.margins */
const BLEED_IN = 0.125;
/** Top, bottom and outside margins, measured from the edge of the page box. KDP_SOURCES.margins */
const OUTSIDE_MARGIN_IN = { bleed: 0.375, noBleed: 0.25 } as const;
/** Inside margin (gutter) by total page count: up to `maxPages` pages, `inches`. KDP_SOURCES.margins */
const GUTTER_STEPS: ReadonlyArray<{ maxPages: number; inches: number }> = [
  { maxPages: 150, inches: 0.375 },
  { maxPages: 300, inches: 0.5 },
  { maxPages: 500, inches: 0.625 },
  { maxPages: 700, inches: 0.75 },
  { maxPages: 828, inches: 0.875 },
];
/** The fewest pages of a paperback. KDP_SOURCES.printOptions */
const MIN_PAGES = 24;
/** Spine width per page by paper. KDP_SOURCES.cover */
const SPINE_IN_PER_PAGE: Record<Paper, number> = { white: 0.002252, cream: 0.0025 };
/**
 * Spine text only on books of more than 78 pages (KDP: "more than 79", and a book's count is
 * even), at least SPINE_TEXT_CLEARANCE_IN clear of each fold. KDP_SOURCES.cover
 */
export const SPINE_TEXT_MIN_PAGES = 79;
export const SPINE_TEXT_CLEARANCE_IN = 0.0625;
/** Spine text keeps this much more than KDP's clearance: a printed glyph's edge is never on the limit. */
const SPINE_TEXT_SAFETY_IN = 0.01;
/** The smallest type KDP prints legibly, on the cover's spine as inside. KDP_SOURCES.manuscript */
export const MIN_FONT_PT = 7;
/** The barcode area on the back cover, kept BARCODE_INSET_IN from the spine fold and the trim. KDP_SOURCES.cover */
const BARCODE_SIZE_IN: Size = { width: 2, height: 1.2 };
const BARCODE_INSET_IN = 0.25;
/** Text and art on the cover stay this far inside the trim and the folds. KDP_SOURCES.cover */
const COVER_SAFE_IN = 0.125;
/** Blank pages in a row: at most 2 inside the book, at most 10 at its end. KDP_SOURCES.manuscript */
export const MAX_BLANK_RUN = { inside: 2, end: 10 } as const;
/** Largest file, lowest image resolution, thinnest line. KDP_SOURCES.manuscript */
export const MAX_FILE_BYTES = 650 * 1024 * 1024;
export const MIN_DPI = 300;
export const MIN_STROKE_PT = 0.75;
/**
 * The thinnest line the print step draws, a hair over KDP's minimum: a printed width rounded to
 * two decimals never lands under 0.75 pt (activity pages' strokes, grown fills).
 */
export const LINE_FLOOR_PT = MIN_STROKE_PT + 0.01;

/** Round to 1/10000 in: the table's factors have 6 decimals, the answers need no more than 4. */
function round4(value: number): number {
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
  return { min: MIN_PAGES, max: TRIM_TABLE[trim][paper] };
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
        x: round4(backFold + SPINE_TEXT_CLEARANCE_IN + SPINE_TEXT_SAFETY_IN),
        y: round4(top + COVER_SAFE_IN),
        width: round4(spineWidth - 2 * (SPINE_TEXT_CLEARANCE_IN + SPINE_TEXT_SAFETY_IN)),
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

type PlanPageKind = "title" | "copyright" | "belongs-to" | "art" | "answers" | "notes" | "blank";

export interface PlanPage {
  /** 1-based printed page number. */
  number: number;
  kind: PlanPageKind;
  /** For art pages: the index into the book's art pages; for answers pages, the index of the answers page. */
  art?: number;
  /** Why a blank page is there: the back of an art or front-matter page, or the one page that makes the count even. */
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
 * blank back when `blankBacks` — then ruled "Notes" pages up to 24 pages, and a blank page
 * when the count is odd: KDP refuses more than MAX_BLANK_RUN.end blank pages at the end.
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
  while (pages.length < MIN_PAGES) push("notes");
  if (pages.length % 2 === 1) push("blank", { blank: "padding" });
  return pages;
}

export function interiorPageCount(options: PlanOptions): number {
  return pagePlan(options).length;
}
