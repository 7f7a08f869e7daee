import {
  coverLayout,
  coverSize,
  gutterIn,
  MAX_BLANK_RUN,
  MAX_FILE_BYTES,
  MIN_DPI,
  MIN_FONT_PT,
  MIN_STROKE_PT,
  margins,
  type PlanPage,
  pageBox,
  pageCountLimits,
  pagePlan,
  SPINE_TEXT_CLEARANCE_IN,
  SPINE_TEXT_MIN_PAGES,
} from "../../engine/books/kdp.js";
import { coverTemplates, frontPageCount } from "../../engine/covers/templates.js";
import { strokeWidthsPt } from "../activities/print-scale.js";
import type { PreflightCheck } from "../api-types.js";
import { coverArtFits, rasterCoverPx } from "../covers/art.js";
import { artSize } from "../print/source.js";
import { parseSvg } from "../svg/tree.js";
import { storeListingPhrases } from "../text/store-phrases.js";
import { pagesInk } from "./ink-bounds.js";
import { marginCheck } from "./margin-check.js";
import { deviceGrayCheck, imageXObjects, printedLines, transparencyCheck } from "./pdf-scan.js";
import * as poppler from "./poppler.js";
import { printedLinesCheck } from "./printed-lines.js";
import { counted, INTERIOR_CHECKS, type Progress, phased, TYPE_PAGE_WEIGHT } from "./progress.js";
import { artBox, coverSpineText, fitRect, PT, printedStrokePt, sourcePt, sourceSize, toSource } from "./render.js";
import { type BookSpec, bookPageCount, type PageSource, planOptions } from "./spec.js";
import { textGlyphCheck } from "./text-coverage.js";
import { typeSizeCheck } from "./type-size.js";

/**
 * KDP's rules (docs/api.md, "Books", the table) checked deterministically: the book's own figures
 * first, then the files it exports, read back with a real PDF reader (server/books/poppler.ts).
 * Where a fix exists the files already carry it (pages padded to 24, art fitted into the safe
 * area, thin strokes thickened) and the check says so.
 */

const check = (id: string, label: string, status: PreflightCheck["status"], detail: string): PreflightCheck => ({
  id,
  label,
  status,
  detail,
});

const plan = (spec: BookSpec) => pagePlan(planOptions(spec));

function placedArt(spec: BookSpec, count: number, page: PlanPage) {
  const source = spec.pages[page.art ?? 0] as PageSource;
  const size = sourceSize(source);
  return { source, at: fitRect(artBox(spec, count, page.number), size.width, size.height) };
}

/** The checks that need no file: they decide whether an export is worth starting (409 otherwise). */
export function bookChecks(spec: BookSpec): PreflightCheck[] {
  const pages = plan(spec);
  const count = pages.length;
  const limits = pageCountLimits(spec.trim, spec.paper);
  const padded = pages.filter((p) => p.kind === "notes").length;
  const out: PreflightCheck[] = [artPagesCheck(spec)];
  out.push(
    count > limits.max
      ? check(
          "page-count",
          "Page count in range",
          "fail",
          `${count} pages: ${spec.trim} on ${spec.paper} paper takes at most ${limits.max}. Remove ${count - limits.max} pages or turn off blank backs.`,
        )
      : check(
          "page-count",
          "Page count in range",
          "pass",
          `${count} pages (${limits.min}–${limits.max})${padded ? `, ${padded} "Notes" pages added to reach ${limits.min}: add pictures to replace them` : ""}`,
        ),
  );
  const m = margins(count, spec.bleed);
  out.push(
    check(
      "margins",
      "Margins and gutter",
      "pass",
      `Top, bottom and outside ${m.outside} in; inside (gutter) ${gutterIn(count)} in for ${count} pages`,
    ),
  );
  const phrases = storeListingPhrases(spec.backText);
  out.push(
    phrases.length
      ? check(
          "back-text",
          "Back text reads as a book cover",
          "warn",
          `The back text has store-listing phrases that make no sense on paper: ${phrases.map((p) => `"${p}"`).join(", ")}`,
        )
      : check("back-text", "Back text reads as a book cover", "pass", "No store-listing phrases on the back cover"),
  );
  const notLineArt = spec.pages.filter((p) => p.kind !== "line-art").length;
  out.push(
    notLineArt
      ? check("line-art", "Line art black and white", "fail", `${notLineArt} pages are not line art`)
      : check("line-art", "Line art black and white", "pass", "Every art page is pure black on white"),
  );
  out.push(strokesCheck(spec, pages));
  out.push(blankRuns(pages.map((p) => p.kind === "blank")));
  out.push(textGlyphCheck(spec));
  out.push(authorCheck(spec));
  return out;
}

/** The thinnest inked line of a vector original, in its own units (Infinity with none), by page. */
const thinnestUnits = new WeakMap<object, number>();
function thinnestLine(art: { svg: string | null }): number {
  let units = thinnestUnits.get(art);
  if (units === undefined) {
    units = art.svg ? Math.min(Infinity, ...strokeWidthsPt(parseSvg(art.svg), 1)) : Infinity;
    thinnestUnits.set(art, units);
  }
  return units;
}

/**
 * Every art page's and answer key's lines at the size they print. An activity page is drawn for
 * its printed size and its key for its Answers page (render.ts `printedPage`, `printedKey`: every
 * line floored at 0.75 pt there, by the drawing itself); any other page is measured, by the
 * gate's figure or else its vector original's own lines at their printed size. A page that
 * cannot be measured (no gate figure, no vector original) fails the check.
 */
export function strokesCheck(spec: BookSpec, pages = plan(spec)): PreflightCheck {
  const count = pages.length;
  let thickened = 0;
  let activities = 0;
  const unknown: number[] = [];
  for (const page of pages.filter((p) => p.kind === "art")) {
    const art = spec.pages[page.art ?? 0] as PageSource;
    if (art.activity && art.svg) {
      activities++;
      continue;
    }
    if (art.minStrokePt == null && !art.svg) {
      unknown.push(page.number);
      continue;
    }
    const { source, at } = placedArt(spec, count, page);
    const own = source.svg ? sourcePt(source, at) : null;
    const pt = printedStrokePt(source, at.width) ?? (own == null ? null : thinnestLine(source) * own);
    if (pt == null) unknown.push(page.number);
    else if (pt < MIN_STROKE_PT) thickened++;
  }
  const keys = pages.some((p) => p.kind === "answers") ? (spec.answers?.length ?? 0) : 0;
  const label = `Strokes at least ${MIN_STROKE_PT} pt`;
  if (unknown.length) {
    const them = unknown.length === 1 ? "it" : "them";
    const listed = `${unknown.slice(0, 10).join(", ")}${unknown.length > 10 ? "…" : ""}`;
    return check(
      "strokes",
      label,
      "fail",
      `${unknown.length === 1 ? "Page" : "Pages"} ${listed} could not be measured (no vector original and no quality figures): generate ${them} again or remove ${them}`,
    );
  }
  const drawn = [
    activities ? `${activities} activity ${activities === 1 ? "page" : "pages"} drawn for the trim` : "",
    keys ? `${keys} answer ${keys === 1 ? "key" : "keys"} at their printed size` : "",
  ].filter(Boolean);
  return check(
    "strokes",
    label,
    "pass",
    [
      thickened ? `${thickened} pages had thinner strokes: thickened to 0.75 pt` : "Every stroke at least 0.75 pt",
      drawn.length ? `${drawn.join(" and ")}, every line 0.75 pt or more` : "",
    ]
      .filter(Boolean)
      .join("; "),
  );
}

/**
 * The author's name is what KDP prints: front matter that names the author is refused without
 * one (a copyright page would read "© 2026 the author"); a book with none says so.
 */
export function authorCheck(spec: Pick<BookSpec, "author" | "frontMatter">): PreflightCheck {
  const label = "Author named";
  const author = spec.author.trim();
  const naming = [
    spec.frontMatter.titlePage && "title page",
    spec.frontMatter.copyrightPage && "copyright page",
  ].filter((p): p is string => typeof p === "string");
  const pages = naming.join(" and ");
  if (author) {
    const where = ["the cover", ...naming.map((p) => `the ${p}`)];
    const listed = where.length > 1 ? `${where.slice(0, -1).join(", ")} and ${where.at(-1)}` : where[0];
    return check("author", label, "pass", `“${author}” on ${listed}`);
  }
  if (naming.length)
    return check(
      "author",
      label,
      "fail",
      `The ${pages} ${naming.length === 1 ? "needs" : "need"} the author's name: add it in Book details (the name KDP prints on the cover), or turn off the ${pages}`,
    );
  return check(
    "author",
    label,
    "warn",
    "No author: the cover names none. Add the author's name in Book details: it is the name KDP prints",
  );
}

/** A book of padding and front matter only would print as an empty book: KDP calls that low content. */
export function artPagesCheck(spec: BookSpec): PreflightCheck {
  return spec.pages.length
    ? check("art-pages", "At least one art page", "pass", `${spec.pages.length} art pages`)
    : check("art-pages", "At least one art page", "fail", "The book has no art pages: add pages before exporting");
}

/** KDP: at most MAX_BLANK_RUN.inside blank pages in a row inside the book, MAX_BLANK_RUN.end at its end. */
function blankRuns(blank: boolean[]): PreflightCheck {
  const label = "No long runs of blank pages";
  const tail = blank.length - (blank.lastIndexOf(false) + 1);
  let run = 0;
  let inside = 0;
  for (const b of blank.slice(0, blank.length - tail)) {
    run = b ? run + 1 : 0;
    inside = Math.max(inside, run);
  }
  if (inside > MAX_BLANK_RUN.inside)
    return check("blank-pages", label, "fail", `${inside} blank pages in a row (at most ${MAX_BLANK_RUN.inside})`);
  if (tail > MAX_BLANK_RUN.end)
    return check("blank-pages", label, "fail", `${tail} blank pages at the end (at most ${MAX_BLANK_RUN.end})`);
  return check(
    "blank-pages",
    label,
    "pass",
    `At most ${Math.max(inside, 0)} blank pages in a row inside the book, ${tail} at the end`,
  );
}

const near = (a: number, b: number, tolerance = 0.01) => Math.abs(a - b) <= tolerance;

/**
 * The interior PDF as exported: page count and box, fonts, image resolution, art inside the safe
 * area. `onProgress` hears the share of the checks done, each step weighted by its measured time
 * (server/books/progress.ts); it must not throw (poppler runs may be under way).
 */
export async function interiorFileChecks(
  spec: BookSpec,
  pdf: Buffer,
  onProgress?: Progress,
): Promise<PreflightCheck[]> {
  const progress = phased(INTERIOR_CHECKS, onProgress ?? (() => {}));
  const pages = plan(spec);
  const count = pages.length;
  const box = pageBox(spec.trim, spec.bleed);
  return poppler.withPdf(pdf, async (path, dir) => {
    const out: PreflightCheck[] = [];
    // pdfinfo and pdffonts read the file while this thread reads its drawing (below).
    const reading = poppler.pageSizes(path);
    const fonts = fontCheck(path);
    // Awaited in turn below; a failure before then is not left unhandled.
    fonts.catch(() => undefined);
    progress.begin("ink");
    // What each page paints, read from its drawing operators (server/books/ink-bounds.ts).
    // A page set in type takes the time of many pictures: its glyphs are measured alone.
    const weights = pages.map((p) => (p.kind === "art" || p.kind === "blank" ? 1 : TYPE_PAGE_WEIGHT));
    const read = pagesInk(pdf, counted(weights, progress.phase("ink")));
    const sizes = await reading;
    const wrong = sizes.filter((s) => !near(s.width, box.width * PT) || !near(s.height, box.height * PT)).length;
    out.push(
      sizes.length !== count || wrong
        ? check(
            "page-box",
            "Page box",
            "fail",
            `${sizes.length} pages in the file (${count} expected), ${wrong} not ${box.width} x ${box.height} in`,
          )
        : check(
            "page-box",
            "Page box",
            "pass",
            `${count} pages of ${box.width} x ${box.height} in (${spec.bleed ? "with" : "without"} bleed)`,
          ),
    );
    out.push(await fonts);
    const ink = read?.length === sizes.length ? read : null;
    // A file with no image objects whose every page was read places no image: no pdfimages run.
    const vectorOnly = !imageXObjects(pdf) && !!ink?.every((p) => p.known && !p.images);
    out.push(vectorOnly ? noImages() : await dpiCheck(path));
    out.push(await marginCheck(spec, pages, path, dir, ink, progress.phase("margins")));
    // Lines as they print, stroked or filled: every art and answers page proved from its drawing
    // operators or rendered and measured.
    progress.begin("lines");
    out.push(await printedLinesCheck(spec, pages, path, dir, ink, progress.phase("lines")));
    progress.begin("scans");
    // A page is blank when it paints nothing but white; a page that reader cannot follow is
    // rendered at 24 DPI and is blank with no ink there.
    const unread = sizes.map((_, i) => i + 1).filter((n) => !ink?.[n - 1]?.known);
    const rasters = await poppler.renderPages(path, dir, 24, unread);
    const blank = sizes.map((_, i) => {
      const p = ink?.[i];
      if (p?.known) return !p.box;
      const r = rasters.get(i + 1);
      return r ? !inkBox(r) : true;
    });
    const blankBacks = pages.filter((p) => p.blank === "back" && blank[p.number - 1] === false);
    if (blankBacks.length)
      out.push(
        check(
          "blank-backs",
          "Blank backs",
          "fail",
          `Pages ${blankBacks.map((p) => p.number).join(", ")} are not blank`,
        ),
      );
    // The same rule read from the file: a page with no ink at 24 DPI is blank.
    // Its own label: the same rule as "blank-pages", read from the file instead of the plan.
    const runs = blankRuns(blank);
    out.push({ ...runs, id: "blank-runs", label: "No long runs of blank pages in the printed file" });
    // Type as it prints: the file's text runs, and the type activity pages and keys outline.
    out.push(typeSizeCheck(spec, pages, printedLines(pdf)));
    out.push(transparencyCheck(pdf));
    out.push(deviceGrayCheck(pdf));
    out.push(sizeCheck(pdf));
    return out;
  });
}

/**
 * The cover PDF as exported: size, fonts, image resolution, spine text clearance, empty barcode
 * area. `onProgress` hears the share of the checks done after each step.
 */
export async function coverFileChecks(spec: BookSpec, pdf: Buffer, onProgress?: Progress): Promise<PreflightCheck[]> {
  // Each step a poppler run (the render about two), the spine's measure last.
  const step = counted([1, 1, 1, 2, 1], onProgress);
  const count = bookPageCount(spec);
  const layout = coverLayout(spec.trim, spec.paper, count);
  const want = coverSize(spec.trim, spec.paper, count);
  return poppler.withPdf(pdf, async (path, dir) => {
    const out: PreflightCheck[] = [];
    const sizes = await poppler.pageSizes(path);
    step(0);
    const size = sizes[0];
    out.push(
      sizes.length === 1 && size && near(size.width, want.width * PT) && near(size.height, want.height * PT)
        ? check(
            "cover-size",
            "Cover size",
            "pass",
            `${want.width} x ${want.height} in for ${count} pages on ${spec.paper} paper`,
          )
        : check("cover-size", "Cover size", "fail", `The cover is not ${want.width} x ${want.height} in`),
    );
    out.push(await fontCheck(path));
    step(1);
    out.push(await dpiCheck(path));
    step(2);
    const dpi = 100;
    const [r] = await poppler.render(path, dir, dpi, { color: true });
    if (!r) throw new Error("the cover did not render");
    step(3);
    // Barcode area: every pixel paper-white (1 px in from its edges for anti-aliasing).
    const bc = layout.barcode;
    const marks = countNotWhite(r, {
      x0: Math.ceil(bc.x * dpi) + 1,
      y0: Math.ceil(bc.y * dpi) + 1,
      x1: Math.floor((bc.x + bc.width) * dpi) - 1,
      y1: Math.floor((bc.y + bc.height) * dpi) - 1,
    });
    out.push(
      marks
        ? check("barcode-area", "Barcode area empty", "fail", `${marks} marked pixels in the 2 x 1.2 in barcode area`)
        : check("barcode-area", "Barcode area empty", "pass", "Nothing drawn in the 2 x 1.2 in barcode area"),
    );
    // Spine: text only where it fits at 7 pt or more (spine.ts); the strips next to each fold, or
    // the whole spine when it carries no text, hold only the background.
    const spine = await coverSpineText(spec, count);
    step(4);
    const y0 = Math.ceil(layout.spine.y * dpi) + 1;
    const y1 = Math.floor((layout.spine.y + layout.spine.height) * dpi) - 1;
    const spineX0 = Math.ceil(layout.backFold * dpi) + 1;
    const spineX1 = Math.floor(layout.frontFold * dpi) - 1;
    // Pixels wholly inside the 0.0625 in next to each fold (one pixel kept back for anti-aliasing).
    const clearBack = Math.floor((layout.backFold + SPINE_TEXT_CLEARANCE_IN) * dpi) - 1;
    const clearFront = Math.ceil((layout.frontFold - SPINE_TEXT_CLEARANCE_IN) * dpi) + 1;
    const strips = spine
      ? [
          { x0: spineX0, x1: Math.min(spineX1, clearBack - 1), y0, y1 },
          { x0: Math.max(spineX0, clearFront), x1: spineX1, y0, y1 },
        ]
      : [{ x0: spineX0, x1: spineX1, y0, y1 }];
    const onSpine = strips.reduce((n, s) => n + countUnlike(r, s, pixel(r, spineX0, y0)), 0);
    const none =
      count < SPINE_TEXT_MIN_PAGES
        ? `${count} pages, spine text only from ${SPINE_TEXT_MIN_PAGES}`
        : `a ${layout.spineWidth} in spine holds no line of ${MIN_FONT_PT} pt between its clearances`;
    out.push(
      onSpine
        ? check(
            "spine-text",
            "Spine text rule",
            "fail",
            spine
              ? "Spine text closer than 0.0625 in to a fold"
              : `Text on the spine, where there should be none: ${none}`,
          )
        : check(
            "spine-text",
            "Spine text rule",
            "pass",
            spine
              ? `Spine text at ${spine.size} pt (${spine.shows}), at least 0.0625 in from each fold (spine ${layout.spineWidth} in)`
              : `No spine text: ${none}`,
          ),
    );
    out.push(coverArtCheck(spec));
    out.push(transparencyCheck(pdf));
    out.push(sizeCheck(pdf));
    return out;
  });
}

/** What the exported front shows: the chosen design with its pages, the chosen cover art, or the title alone. */
export function coverArtCheck(
  spec: Pick<
    BookSpec,
    "design" | "cover" | "pages" | "coverPages" | "trim" | "paper" | "blankBacks" | "frontMatter" | "answers"
  >,
): PreflightCheck {
  const label = "Front cover art";
  const { design } = spec;
  if (design) {
    const name = coverTemplates.find((t) => t.id === design.template)?.name ?? design.template;
    const shown = frontPageCount(design.template, spec.pages.length, spec.coverPages.length);
    if (spec.cover && !spec.cover.svg) {
      // A picture with no vector original is placed as it is: it must reach 300 DPI on this front.
      const size = artSize(toSource(spec.cover));
      const layout = coverLayout(spec.trim, spec.paper, bookPageCount(spec));
      if (!coverArtFits(design.template, layout, { vector: false, ...size }))
        return check(
          "cover-art",
          label,
          "fail",
          `The chosen cover art is ${size.width} x ${size.height} px: the ${name} design needs ${rasterCoverPx(design.template, layout, size.width / size.height)} px across to print it at ${MIN_DPI} DPI on this ${spec.trim} book. Choose a cover made with the built-in cover tools, or the plain cover`,
        );
    }
    if (spec.cover) return check("cover-art", label, "pass", `The ${name} design with the chosen cover art`);
    if (!shown)
      return check("cover-art", label, "warn", `The ${name} design has no pages to show: add pages to the book`);
    return check("cover-art", label, "pass", `The ${name} design with ${shown} of the book's pages, coloured`);
  }
  return spec.cover
    ? check("cover-art", label, "pass", "The chosen cover art is on the front")
    : check(
        "cover-art",
        label,
        "warn",
        "No cover art chosen: the front shows the title only. Choose a cover design or pick a cover picture",
      );
}

async function fontCheck(path: string): Promise<PreflightCheck> {
  const fonts = await poppler.fonts(path);
  const missing = fonts.filter((f) => !f.embedded);
  if (missing.length)
    return check("fonts-embedded", "Fonts embedded", "fail", `Not embedded: ${missing.map((f) => f.name).join(", ")}`);
  // Subsets pass (KDP accepts them); the detail says which fonts are whole.
  const subsets = fonts.filter((f) => f.subset).length;
  return check(
    "fonts-embedded",
    "Fonts embedded",
    "pass",
    subsets ? `Every font is embedded (${subsets} of ${fonts.length} as subsets)` : "Every font is embedded whole",
  );
}

const noImages = () => check("image-dpi", "Images at least 300 DPI", "pass", "Vector art only: no images");

async function dpiCheck(path: string): Promise<PreflightCheck> {
  const images = await poppler.images(path);
  const low = images.filter((i) => Math.min(i.xppi, i.yppi) < MIN_DPI);
  if (low.length)
    return check(
      "image-dpi",
      "Images at least 300 DPI",
      "fail",
      `${low.length} images under ${MIN_DPI} DPI (lowest ${Math.min(...low.map((i) => Math.min(i.xppi, i.yppi)))})`,
    );
  return check(
    "image-dpi",
    "Images at least 300 DPI",
    "pass",
    images.length
      ? `${images.length} images, lowest ${Math.min(...images.map((i) => Math.min(i.xppi, i.yppi)))} DPI`
      : noImages().detail,
  );
}

function sizeCheck(file: Buffer): PreflightCheck {
  const mb = (file.length / 1024 / 1024).toFixed(1);
  return file.length > MAX_FILE_BYTES
    ? check("file-size", "File at most 650 MB", "fail", `${mb} MB`)
    : check("file-size", "File at most 650 MB", "pass", `${mb} MB`);
}

function inkBox(r: poppler.Raster, below = 160) {
  let left = r.width;
  let right = -1;
  let top = r.height;
  let bottom = -1;
  for (let y = 0; y < r.height; y++) {
    for (let x = 0; x < r.width; x++) {
      if ((r.data[(y * r.width + x) * r.channels] as number) < below) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
    }
  }
  return right < 0 ? null : { left, right, top, bottom };
}

type Area = { x0: number; y0: number; x1: number; y1: number };

function pixel(r: poppler.Raster, x: number, y: number): number[] {
  const i = (y * r.width + x) * r.channels;
  return Array.from(r.data.subarray(i, i + r.channels));
}

function countUnlike(r: poppler.Raster, a: Area, like: number[], tolerance = 24): number {
  let n = 0;
  for (let y = a.y0; y <= a.y1; y++)
    for (let x = a.x0; x <= a.x1; x++) {
      const p = pixel(r, x, y);
      if (p.some((v, c) => Math.abs(v - (like[c] as number)) > tolerance)) n++;
    }
  return n;
}

function countNotWhite(r: poppler.Raster, a: Area): number {
  return countUnlike(r, a, new Array(r.channels).fill(255), 5);
}

/** The whole answer of GET /api/books/:id/preflight: ok unless a check fails. */
export function summary(checks: PreflightCheck[]) {
  return { ok: checks.every((c) => c.status !== "fail"), checks };
}
