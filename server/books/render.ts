import { coverLayout, MIN_STROKE_PT, pageBox, pagePlan, type Rect, safeArea } from "../../engine/books/kdp.js";
import { SHEETS, type Sheet } from "../../engine/sheets.js";
import { type AnswerKey, drawAnswersPage, keyPt } from "../activities/book-answers.js";
import { drawActivityParsed } from "../activities/index.js";
import type { ActivityPage } from "../activities/pages.js";
import { floorStrokes, floorStrokesSvg } from "../activities/print-scale.js";
import { registerCoverFonts } from "../covers/fonts.js";
import { renderDesignedCover } from "../covers/render.js";
import { pngInfo } from "../images/postprocess.js";
import { flatArtPng } from "../print/flatten.js";
import { titleOnly } from "../print/info.js";
import { opaqueSvg } from "../print/opaque.js";
import { printPng } from "../print/raster.js";
import { placeArt } from "../print/sheet.js";
import { artSize, type PrintSource, svgSize } from "../print/source.js";
import { fillGrowth, growFillNodes, growFills, KEY_FILL_GROWTH_PT } from "../print/thin-fills.js";
import { parseSvg, rescaleStrokes, type SvgNode, serialiseSvg } from "../svg/tree.js";
import { grayWriter, writeColorsAsGray } from "./device-gray.js";
import { type BookFont, bookFontPath } from "./fonts.js";
import { COLORED_PAGE_WEIGHT, counted, LAYOUT_WEIGHT } from "./progress.js";
import { type BookSpec, bookPageCount, type PageSource, planOptions } from "./spec.js";
import { drawSpineText, pdfkitMeasure, spineText } from "./spine.js";
import { svgOperators } from "./svg-pdf.js";
import { registerWholeFont, untagWholeFonts } from "./whole-fonts.js";

/** PDF points per inch. */
export const PT = 72;
/** Height of the strip under the art that holds the page number, inside the safe area. */
const PAGE_NUMBER_STRIP_IN = 0.3;
/** The page number's baseline above the foot of the safe area (its figures are 0.1 in tall at 10 pt). */
const PAGE_NUMBER_BASELINE_IN = 0.13;

type Doc = PDFKit.PDFDocument;

async function libs() {
  const [{ default: PDFDocument }, { default: SVGtoPDF }] = await Promise.all([
    import("pdfkit"),
    import("svg-to-pdfkit"),
  ]);
  return { PDFDocument, SVGtoPDF };
}

function collect(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(untagWholeFonts(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
}

function registerFonts(doc: Doc) {
  for (const name of ["title", "bold", "body"] as BookFont[]) registerWholeFont(doc, name, bookFontPath(name));
}

/** A view of the page as the print module takes it (no copy of its bytes). */
export const toSource = (p: PageSource): PrintSource => ({
  kind: p.kind,
  png: Buffer.from(p.png.buffer, p.png.byteOffset, p.png.byteLength),
  svg: p.svg,
});

/** Art of `w` x `h` units as large as fits in `box` (inches), centred. */
export function fitRect(box: Rect, w: number, h: number): Rect {
  const scale = Math.min(box.width / w, box.height / h);
  const width = w * scale;
  const height = h * scale;
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
}

/** Where a book's art page lands: inside the safe area, above the page-number strip when numbered. */
export function artBox(spec: Pick<BookSpec, "trim" | "bleed" | "pageNumbers">, pageCount: number, n: number): Rect {
  const safe = safeArea(spec.trim, spec.bleed, pageCount, n);
  return spec.pageNumbers ? { ...safe, height: safe.height - PAGE_NUMBER_STRIP_IN } : safe;
}

/** Each art page's size, by page: every placement, key and check asks for it, and svgSize parses the whole SVG once. */
const sourceSizes = new WeakMap<PageSource, { width: number; height: number }>();

/** An art page's size in its own units (its vector original's, else its stored picture's). */
export function sourceSize(source: PageSource): { width: number; height: number } {
  let size = sourceSizes.get(source);
  if (!size) {
    size = source.svg ? svgSize(source.svg) : artSize(toSource(source));
    sourceSizes.set(source, size);
  }
  return size;
}

/** Points a unit of `svg` prints at when it is drawn into `at` (inches). */
const ptPerUnit = (svg: string, at: Rect) => (at.width * PT) / svgSize(svg).width;

/** Points a unit of an art page's vector original prints at when it is drawn into `at` (inches). */
export const sourcePt = (source: PageSource, at: Rect) => (at.width * PT) / sourceSize(source).width;

/** Points a unit of an art page prints at on page `n` of the book (null without a vector original). */
export function placedPt(
  spec: Pick<BookSpec, "trim" | "bleed" | "pageNumbers">,
  pageCount: number,
  n: number,
  source: PageSource,
): number | null {
  if (!source.svg) return null;
  const size = sourceSize(source);
  return sourcePt(source, fitRect(artBox(spec, pageCount, n), size.width, size.height));
}

/** The art pages (indexes into BookSpec.pages) whose keys the Answers section prints, by key list. */
const keyedPages = new WeakMap<readonly AnswerKey[], Set<number>>();

/**
 * Points a unit an art page is drawn for on page `n` (its `art`th page): its place there
 * (placedPt) or, for a puzzle whose key the book prints, its key's place on an Answers page
 * when that is smaller; the key is that same drawing, so its type prints at 7 pt or more and
 * its lines at 0.75 pt or more as the page's do (decision 074). Null without a vector original.
 */
export function drawnPt(
  spec: Pick<BookSpec, "trim" | "bleed" | "pageNumbers" | "answers">,
  pageCount: number,
  art: number,
  n: number,
  source: PageSource,
): number | null {
  const placed = placedPt(spec, pageCount, n, source);
  if (placed == null || !source.activity || !spec.answers?.length) return placed;
  let keyed = keyedPages.get(spec.answers);
  if (!keyed) {
    keyed = new Set(spec.answers.flatMap((k) => (k.page == null ? [] : [k.page])));
    keyedPages.set(spec.answers, keyed);
  }
  if (!keyed.has(art)) return placed;
  // An Answers page's safe area is as wide and high on either side of the spread.
  return Math.min(placed, keyPt(safeArea(spec.trim, spec.bleed, pageCount, n), sourceSize(source)));
}

/** The gate measures strokes at the 8.5x11 print size: a square page 8 in wide, a portrait 8.5 in. */
export function printedStrokePt(source: PageSource, placedWidthIn: number): number | null {
  if (source.minStrokePt == null) return null;
  const size = sourceSize(source);
  const printWidth = size.height > size.width ? 8.5 : 8;
  return source.minStrokePt * (placedWidthIn / printWidth);
}

/** By how much a page's strokes are thickened so its thinnest prints at 0.75 pt (1 = not at all). */
function strokeFactor(source: PageSource, placedWidthIn: number): number {
  const pt = printedStrokePt(source, placedWidthIn);
  return pt != null && pt > 0 && pt < MIN_STROKE_PT ? MIN_STROKE_PT / pt : 1;
}

/** Thin strokes of a vector original made thicker (every stroke-width scaled by `factor`). */
function thickenStrokes(svg: string, factor: number): string {
  if (factor <= 1) return svg;
  return rescaleStrokes(svg, (w) => (w * factor).toFixed(3));
}

/** An activity's page and key as drawn for a size: their markup, and the key's root element (its size). */
interface DrawnMarkup {
  svg: string;
  answerSvg: string;
  answerRoot: SvgNode[];
  /** The smallest outlined type (units) of the page and of the key (smallestTypeUnits); Infinity with none. */
  typeUnits: { page: number; key: number };
}

/** Activity pages drawn for a printed size, by page and size: a page repeated in a book is drawn once. */
const drawnActivities = new WeakMap<PageSource, Map<string, DrawnMarkup | null>>();

/**
 * An activity page and its key drawn again for `pt` points a unit (docs/activities.md, "In a
 * book"): lines at least 0.75 pt and numbers at least 7 pt there; `grey` for a black-and-white
 * interior, where a colour-by-number key names its colours. Null for a page that is no activity
 * (or one this server no longer draws: its stored original is used). `parsed`, when it is drawn
 * now, is the page's SVG as parsed nodes (kept by no one: the first layout of the page uses it).
 */
function drawnAt(source: PageSource, pt: number, grey: boolean): { drawn: DrawnMarkup | null; parsed?: SvgNode[] } {
  if (!source.activity) return { drawn: null };
  let drawn = drawnActivities.get(source);
  if (!drawn) {
    drawn = new Map();
    drawnActivities.set(source, drawn);
  }
  const key = `${pt.toFixed(5)} ${grey}`;
  if (drawn.has(key)) return { drawn: drawn.get(key) ?? null };
  let made: ReturnType<typeof drawActivityParsed> | null = null;
  try {
    made = drawActivityParsed(source.activity.request, source.activity.seed, { pt, grey });
  } catch {
    made = null;
  }
  const markup = made && {
    svg: made.page.svg,
    answerSvg: made.page.answerSvg,
    answerRoot: made.answerRoot,
    typeUnits: made.typeUnits,
  };
  drawn.set(key, markup);
  return made ? { drawn: markup, parsed: made.svgNodes } : { drawn: null };
}

/** An activity page and its key as drawn for `pt` points a unit (drawnAt): their markup, or null. */
export function activityAt(
  source: PageSource,
  pt: number,
  grey: boolean,
): Pick<ActivityPage, "svg" | "answerSvg"> | null {
  return drawnAt(source, pt, grey).drawn;
}

/**
 * The smallest type (units) an activity page and its key outline as drawn for `pt` points a
 * unit (drawnAt): times the points a unit of each prints at, the smallest type that prints.
 * Null for a page that is no activity (or one this server no longer draws).
 */
export function activityTypeUnits(source: PageSource, pt: number, grey: boolean): DrawnMarkup["typeUnits"] | null {
  return drawnAt(source, pt, grey).drawn?.typeUnits ?? null;
}

/** The size of a drawn activity's key: svgSize of its markup, read from its root element alone. */
const answerSize = (drawn: DrawnMarkup) => svgSize(serialiseSvg(drawn.answerRoot));

/** Strokes floored at 0.75 pt at a printed size, by original and size (a repeated page is parsed once). */
const flooredSvgs = new Map<string, Map<string, string>>();
function floored(svg: string, pt: number): string {
  let bySize = flooredSvgs.get(svg);
  if (!bySize) {
    // A few originals at most are kept: a book's pages repeat, a new book starts again.
    if (flooredSvgs.size > 64) flooredSvgs.clear();
    bySize = new Map();
    flooredSvgs.set(svg, bySize);
  }
  const key = pt.toFixed(5);
  let out = bySize.get(key);
  if (out === undefined) {
    out = floorStrokesSvg(svg, pt);
    bySize.set(key, out);
  }
  return out;
}

/** A page to draw, with its SVG's parsed nodes when the drawing that wrote it kept them. */
interface Printed {
  page: PageSource;
  parsed?: SvgNode[];
}

/**
 * A page as it prints in `at` (inches): an activity drawn again for that size, a page with no
 * gate figure (a puzzle's original) with every line floored at 0.75 pt there, a gated page's
 * thin strokes thickened by the factor the gate's figure asks for.
 */
function printedPage(source: PageSource, at: Rect, grey: boolean, drawFor?: number | null): Printed {
  if (!source.svg) return { page: source };
  const pt = sourcePt(source, at);
  // An activity drawn for its key's smaller size when the book prints its key (drawnPt).
  const { drawn, parsed } = drawnAt(source, Math.min(pt, drawFor ?? pt), grey);
  if (drawn) return { page: { ...source, svg: drawn.svg }, parsed };
  if (source.minStrokePt == null) return { page: { ...source, svg: floored(source.svg, pt) } };
  const factor = strokeFactor(source, at.width);
  // Art stored as filled outlines has no stroke to widen: its dark fills are outlined (decision 068).
  const growth = fillGrowth(printedStrokePt(source, at.width) ?? MIN_STROKE_PT, pt);
  return { page: { ...source, svg: growFills(thickenStrokes(source.svg, factor), growth) } };
}

/**
 * An answer key as it prints in `at`: its puzzle's key drawn for the size the puzzle prints at
 * (`puzzlePt`, the same dots and numbers as the page), every line floored at 0.75 pt at the key's
 * own, smaller size; the stored key floored the same way when the puzzle is no activity. The key
 * is read once: its lines are floored and its fills grown on the same nodes, which the page is
 * written from (drawArt) unless they must be made opaque first.
 */
function printedKey(
  key: AnswerKey,
  puzzle: PageSource | undefined,
  puzzlePt: number | null,
  at: Rect,
  grey: boolean,
): Printed {
  const drawn = puzzle && puzzlePt ? drawnAt(puzzle, puzzlePt, grey).drawn : null;
  const svg = drawn?.answerSvg ?? key.svg;
  const pt = (at.width * PT) / (drawn ? answerSize(drawn) : svgSize(svg)).width;
  // Its type, outlines at 7 pt or more at this size (drawnPt), has parts thinner than a line may be.
  const nodes = growFillNodes(floorStrokes(parseSvg(svg), pt), KEY_FILL_GROWTH_PT / pt);
  return {
    page: { kind: "line-art", png: new Uint8Array(), svg: serialiseSvg(nodes), minStrokePt: null },
    parsed: nodes,
  };
}

/**
 * How many art placements of this process fell back to an opaque image (transparency that
 * server/print/opaque.ts could not remove); the books bench reads the same from the file.
 */
export const flattenedArt = { count: 0 };

async function drawArt(
  doc: Doc,
  svgToPdf: Awaited<ReturnType<typeof libs>>["SVGtoPDF"],
  printed: Printed,
  at: Rect,
  background = "#ffffff",
  /** The interior, every colour written as grey (device-gray.ts): the art may be written directly. */
  inGray = false,
) {
  const p = printed.page;
  // Clip paths, patterns and opacity are taken out of the art itself (server/print/opaque.ts):
  // opacity becomes the colour it shows on white, so only where the art is printed on white.
  const art = p.svg ? opaqueSvg(p.svg, { onWhite: background.toLowerCase() === "#ffffff" }) : null;
  if (p.svg && art && !art.opaque) {
    // What cannot be drawn without transparency: an opaque image at print resolution (decision 024).
    flattenedArt.count++;
    doc.image(await flatArtPng(p.svg, p.kind, at.width, background), at.x * PT, at.y * PT, {
      width: at.width * PT,
      height: at.height * PT,
    });
  } else if (art) {
    // The app's own art is written straight into the page (svg-pdf.ts); anything else as before.
    const box = { x: at.x * PT, y: at.y * PT, width: at.width * PT, height: at.height * PT };
    // The drawing's own nodes when the art is its markup unchanged: the same nodes parseSvg reads from it.
    const nodes = printed.parsed && art.svg === p.svg ? printed.parsed : null;
    const ops = inGray ? svgOperators(nodes ?? parseSvg(art.svg), grayWriter(doc), box) : null;
    if (ops !== null) {
      doc.addContent(`q\n${ops}\nQ`);
      return;
    }
    svgToPdf(doc, art.svg, at.x * PT, at.y * PT, {
      width: at.width * PT,
      height: at.height * PT,
      preserveAspectRatio: "xMidYMid meet",
      warningCallback: () => {},
    });
  } else {
    // No vector original: the 300 DPI print raster (2400 or 2550 px for at most 8.5 in).
    doc.image(await printPng(toSource(p)), at.x * PT, at.y * PT, { width: at.width * PT, height: at.height * PT });
  }
}

function textBox(doc: Doc, text: string, box: Rect, opts: { font: BookFont; size: number; align?: string }) {
  doc.font(opts.font).fontSize(opts.size);
  doc.text(text, box.x * PT, box.y * PT, {
    width: box.width * PT,
    height: box.height * PT,
    align: (opts.align ?? "center") as "center",
    lineBreak: true,
  });
}

/** The largest size (from `max` down) at which `text` fits `box` in `font`. */
function fittedSize(doc: Doc, text: string, box: Rect, font: BookFont, max: number, min = 6): number {
  doc.font(font);
  for (let size = max; size > min; size -= 1) {
    doc.fontSize(size);
    if (doc.heightOfString(text, { width: box.width * PT }) <= box.height * PT) return size;
  }
  return min;
}

/** A page to write on: "Notes" and ruled lines, every line inside the safe area. */
function notesPage(doc: Doc, safe: Rect) {
  doc.fillColor("black");
  textBox(doc, "Notes", { x: safe.x, y: safe.y + 0.25, width: safe.width, height: 0.6 }, { font: "title", size: 24 });
  const gap = 0.375;
  doc.lineWidth(0.75).strokeColor("black");
  for (let y = safe.y + 1.25; y <= safe.y + safe.height - 0.25; y += gap)
    doc
      .moveTo((safe.x + 0.25) * PT, y * PT)
      .lineTo((safe.x + safe.width - 0.25) * PT, y * PT)
      .stroke();
}

function frontMatterPage(doc: Doc, spec: BookSpec, kind: "title" | "copyright" | "belongs-to", safe: Rect) {
  doc.fillColor("black");
  if (kind === "title") {
    const titleBox = { x: safe.x, y: safe.y + safe.height * 0.25, width: safe.width, height: safe.height * 0.3 };
    textBox(doc, spec.title, titleBox, { font: "title", size: fittedSize(doc, spec.title, titleBox, "title", 40) });
    if (spec.subtitle) {
      const box = { x: safe.x, y: safe.y + safe.height * 0.57, width: safe.width, height: safe.height * 0.12 };
      textBox(doc, spec.subtitle, box, { font: "body", size: fittedSize(doc, spec.subtitle, box, "body", 22) });
    }
    if (spec.author) {
      const box = { x: safe.x, y: safe.y + safe.height * 0.82, width: safe.width, height: safe.height * 0.08 };
      textBox(doc, spec.author, box, { font: "bold", size: fittedSize(doc, spec.author, box, "bold", 20) });
    }
  } else if (kind === "copyright") {
    const box = { x: safe.x, y: safe.y + safe.height * 0.45, width: safe.width, height: safe.height * 0.55 };
    const size = fittedSize(doc, spec.copyrightText, box, "body", 10);
    doc.font("body").fontSize(size);
    const h = doc.heightOfString(spec.copyrightText, { width: box.width * PT }) / PT;
    // Set at the foot of the page, as copyright pages are.
    textBox(
      doc,
      spec.copyrightText,
      { ...box, y: box.y + box.height - h, height: h + 0.1 },
      {
        font: "body",
        size,
        align: "left",
      },
    );
  } else {
    const box = { x: safe.x, y: safe.y + safe.height * 0.3, width: safe.width, height: 0.8 };
    textBox(doc, "This book belongs to", box, { font: "title", size: 32 });
    const lineY = (safe.y + safe.height * 0.52) * PT;
    doc
      .moveTo((safe.x + 0.75) * PT, lineY)
      .lineTo((safe.x + safe.width - 0.75) * PT, lineY)
      .lineWidth(1.5)
      .stroke("black");
    // A stroke is centred on its path: the frame's outer edge keeps 0.06 in inside the safe area
    // (never on the margin itself: ink there could be trimmed or read as in the margin).
    const frame = 2;
    const inset = frame / 2 + 0.06 * PT;
    doc
      .lineWidth(frame)
      .roundedRect(
        safe.x * PT + inset,
        safe.y * PT + inset,
        safe.width * PT - 2 * inset,
        safe.height * PT - 2 * inset,
        18,
      )
      .stroke("black");
  }
}

/**
 * The interior: one PDF page of the page box per planned page (kdp.ts pagePlan), art fitted in
 * the safe area of its own side, front matter as real embedded text, page numbers under the art.
 * `onProgress` hears the share of the work done after each page (LAYOUT_WEIGHT).
 */
export async function renderInterior(spec: BookSpec, onProgress?: (share: number) => void): Promise<Buffer> {
  const { PDFDocument, SVGtoPDF } = await libs();
  const plan = pagePlan(planOptions(spec));
  const count = plan.length;
  const box = pageBox(spec.trim, spec.bleed);
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
  });
  titleOnly(doc, spec.title);
  const done = collect(doc);
  registerFonts(doc);
  writeColorsAsGray(doc);
  // Weighed by what each page costs: the title page is not worth a blank back.
  const laidOut = counted(
    plan.map((p) => LAYOUT_WEIGHT[p.kind === "art" || p.kind === "blank" ? p.kind : "type"]),
    onProgress,
  );
  for (const [i, page] of plan.entries()) {
    doc.addPage({ size: [box.width * PT, box.height * PT], margin: 0 });
    const safe = safeArea(spec.trim, spec.bleed, count, page.number);
    if (page.kind === "art") {
      const source = spec.pages[page.art ?? 0] as PageSource;
      const area = artBox(spec, count, page.number);
      const size = sourceSize(source);
      const at = fitRect(area, size.width, size.height);
      // Auto-fix: strokes that would print under 0.75 pt at this size are thickened (preflight
      // says so); an activity is drawn for this size (or its key's, drawnPt), its type at 7 pt or more.
      const drawFor = drawnPt(spec, count, page.art ?? 0, page.number, source);
      await drawArt(doc, SVGtoPDF, printedPage(source, at, true, drawFor), at, "#ffffff", true);
      if (spec.pageNumbers) {
        // On its baseline, PAGE_NUMBER_BASELINE_IN above the safe area's foot: well inside the
        // margin even when it is read from the trim rather than the bleed edge.
        // Marked as the page's pagination (PDF's page-number artifact): type, not the art's lines.
        doc.markContent("Artifact", { type: "Pagination" });
        doc.fillColor("black").font("body").fontSize(10);
        doc.text(String(page.number), safe.x * PT, (safe.y + safe.height - PAGE_NUMBER_BASELINE_IN) * PT, {
          width: safe.width * PT,
          align: "center",
          baseline: "alphabetic",
          lineBreak: false,
        });
        doc.endMarkedContent();
      }
    } else if (page.kind === "answers") {
      // A key is art like any page: its clip paths and opacity are made opaque, never written as transparency.
      // One to a page, from its puzzle's drawing made for the key's size: type at 7 pt or more, lines at 0.75 pt.
      const place = (key: AnswerKey, at: Rect) => {
        const puzzle = key.page == null ? undefined : spec.pages[key.page];
        const puzzlePt = puzzle && key.page != null ? drawnPt(spec, count, key.page, key.puzzlePage, puzzle) : null;
        return drawArt(doc, SVGtoPDF, printedKey(key, puzzle, puzzlePt, at, true), at, "#ffffff", true);
      };
      await drawAnswersPage(doc, place, spec.answers ?? [], page.art ?? 0, safe, "bold");
    } else if (page.kind === "notes") {
      notesPage(doc, safe);
    } else if (page.kind !== "blank") {
      frontMatterPage(doc, spec, page.kind, safe);
    }
    // Every page: the caller weighs it against the rest of the export (server/books/progress.ts).
    laidOut(i);
  }
  doc.end();
  return done;
}

interface CoverColors {
  background: string;
  text: string;
}

/** A calm background taken from the cover art's average colour, dark enough for white text. */
async function coverColors(cover: PageSource | null): Promise<CoverColors> {
  if (!cover) return { background: "#1f3a5f", text: "#ffffff" };
  const { default: sharp } = await import("sharp");
  const stats = await sharp(toSource(cover).png).stats();
  const [r, g, b] = stats.channels.map((c) => c.mean) as [number, number, number];
  const luma = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
  const k = luma > 0.35 ? 0.35 / luma : 1;
  const hex = (v: number) =>
    Math.round(Math.max(0, Math.min(255, v * k)))
      .toString(16)
      .padStart(2, "0");
  return { background: `#${hex(r)}${hex(g)}${hex(b)}`, text: "#ffffff" };
}

/** What the cover's spine carries (server/books/spine.ts), measured in the font its design sets it in. */
export async function coverSpineText(spec: BookSpec, pageCount: number) {
  const { PDFDocument } = await libs();
  const doc = new PDFDocument({ autoFirstPage: false });
  if (spec.design) {
    registerCoverFonts(doc, spec.design.fonts, { ...spec, badge: spec.design.badge });
    return spineText(spec, pageCount, pdfkitMeasure(doc, "title"));
  }
  registerFonts(doc);
  return spineText(spec, pageCount, pdfkitMeasure(doc, "bold"));
}

/**
 * The full-wrap cover: back, spine and front on one page of KDP's size. The background runs
 * into the bleed everywhere except the barcode area, which stays paper-white; the title,
 * subtitle and author are real text on the front, on the spine only from 79 pages.
 */
export async function renderCover(spec: BookSpec): Promise<Buffer> {
  if (spec.design) return renderDesignedCover(spec);
  const { PDFDocument, SVGtoPDF } = await libs();
  const pages = bookPageCount(spec);
  const layout = coverLayout(spec.trim, spec.paper, pages);
  const colors = await coverColors(spec.cover);
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
  });
  titleOnly(doc, `${spec.title} (cover)`);
  const done = collect(doc);
  registerFonts(doc);
  doc.addPage({ size: [layout.size.width * PT, layout.size.height * PT], margin: 0 });
  const bc = layout.barcode;
  // Background with the barcode area cut out (even-odd), so nothing at all is drawn there.
  doc
    .rect(0, 0, layout.size.width * PT, layout.size.height * PT)
    .rect(bc.x * PT, bc.y * PT, bc.width * PT, bc.height * PT)
    .fill(colors.background, "even-odd");

  const front = layout.frontSafe;
  const titleBox = { x: front.x + 0.25, y: front.y + 0.25, width: front.width - 0.5, height: front.height * 0.2 };
  const subtitleBox = { ...titleBox, y: titleBox.y + titleBox.height, height: spec.subtitle ? 0.55 : 0 };
  const authorBox = { x: titleBox.x, y: front.y + front.height - 0.75, width: titleBox.width, height: 0.5 };
  doc.fillColor(colors.text);
  const titleSize = fittedSize(doc, spec.title, titleBox, "title", 54, 12);
  doc.font("title").fontSize(titleSize);
  const titleH = doc.heightOfString(spec.title, { width: titleBox.width * PT }) / PT;
  textBox(
    doc,
    spec.title,
    { ...titleBox, y: titleBox.y + (titleBox.height - titleH) / 2 },
    {
      font: "title",
      size: titleSize,
    },
  );
  if (spec.subtitle)
    textBox(doc, spec.subtitle, subtitleBox, {
      font: "body",
      size: fittedSize(doc, spec.subtitle, subtitleBox, "body", 22, 8),
    });
  if (spec.author)
    textBox(doc, spec.author, authorBox, {
      font: "bold",
      size: fittedSize(doc, spec.author, authorBox, "bold", 22, 8),
    });

  if (spec.cover) {
    const artArea = {
      x: front.x + 0.25,
      y: subtitleBox.y + subtitleBox.height + 0.15,
      width: front.width - 0.5,
      height: authorBox.y - 0.15 - (subtitleBox.y + subtitleBox.height + 0.15),
    };
    const size = artSize(toSource(spec.cover));
    await drawArt(doc, SVGtoPDF, { page: spec.cover }, fitRect(artArea, size.width, size.height), colors.background);
  }

  if (spec.backText.trim()) {
    const back = layout.backSafe;
    // Above the barcode area, inside the back's safe area.
    const box = { x: back.x + 0.25, y: back.y + 0.5, width: back.width - 0.5, height: bc.y - 0.25 - (back.y + 0.5) };
    doc.fillColor(colors.text);
    textBox(doc, spec.backText, box, {
      font: "body",
      size: fittedSize(doc, spec.backText, box, "body", 14, 6),
      align: "left",
    });
  }

  const spine = spineText(spec, pages, pdfkitMeasure(doc, "bold"));
  if (spine) drawSpineText(doc, layout, spine, "bold", colors.text);
  doc.end();
  return done;
}

/**
 * One art page alone on Letter or A4, as GET /api/generations/:id/print.pdf prints it; with
 * `key`, the page's answer key instead, in colour, drawn for the same size as its puzzle.
 */
async function renderPrintable(p: PageSource, sheetName: Sheet, key?: AnswerKey): Promise<Buffer> {
  const { PDFDocument, SVGtoPDF } = await libs();
  const sheet = SHEETS[sheetName];
  const size = artSize(toSource(p));
  const placed = placeArt(sheetName, size.width, size.height);
  const at = { x: placed.x / PT, y: placed.y / PT, width: placed.width / PT, height: placed.height / PT };
  const doc = new PDFDocument({ size: [sheet.width, sheet.height], margin: 0 });
  titleOnly(doc, null);
  const done = collect(doc);
  const art = key ? printedKey(key, p, p.svg ? ptPerUnit(p.svg, at) : null, at, false) : printedPage(p, at, false);
  await drawArt(doc, SVGtoPDF, art, at);
  doc.end();
  return done;
}

/** Whether a page gets a coloured reference sheet: a colouring page with an original to colour. */
const coloredSheet = (p: PageSource) => p.kind === "line-art" && !p.activity && !!(p.svg || p.png.byteLength);

/**
 * A colouring page's coloured reference sheet picture, as GET /api/generations/:id/colored.pdf
 * colours it with no query (natural colouring, seed 1, 2250 px wide); null for a page that is
 * not one (a puzzle has its answer key instead, a colour page is coloured already).
 */
async function referencePicture(p: PageSource): Promise<Buffer | null> {
  if (!coloredSheet(p)) return null;
  const { referencePng } = await import("../coloring/index.js");
  return referencePng({ png: p.png, svg: p.svg }, "natural", 1);
}

/**
 * The coloured reference sheet on Letter or A4: the picture placed as renderPrintable places its
 * page, as it is (2250 px across at most 7.5 in: 300 DPI or more on either sheet).
 */
async function renderReference(png: Buffer, sheetName: Sheet): Promise<Buffer> {
  const { PDFDocument } = await libs();
  const sheet = SHEETS[sheetName];
  const size = pngInfo(png);
  const at = placeArt(sheetName, size.width, size.height);
  const doc = new PDFDocument({ size: [sheet.width, sheet.height], margin: 0 });
  titleOnly(doc, null);
  const done = collect(doc);
  doc.image(png, at.x, at.y, { width: at.width, height: at.height });
  doc.end();
  return done;
}

/**
 * The printables ZIP: every art page as Letter and A4 PDFs, numbered in book order, no blank
 * backs; beside a colouring page its coloured reference sheet (`page-001-colored.pdf`); beside a
 * puzzle its answer key (`page-003-answers.pdf`, in colour) when the book has its Answers section on.
 * `onProgress` hears the share of the work done after each page, a page whose coloured sheet is
 * made counting COLORED_PAGE_WEIGHT pages (its repeats reuse the sheet).
 */
export async function renderPrintables(spec: BookSpec, onProgress?: (share: number) => void): Promise<Buffer> {
  const { zipSync } = await import("fflate");
  const files: Record<string, Uint8Array> = {};
  // A page used many times is one shared source (server/books/load.ts): coloured once.
  const references = new Map<PageSource, Promise<Buffer | null>>();
  const slug =
    spec.title
      .replace(/[^a-z0-9]+/gi, "-")
      .replace(/^-|-$/g, "")
      .toLowerCase() || "book";
  const keys = new Map((spec.answers ?? []).flatMap((k) => (k.page == null ? [] : [[k.page, k] as const])));
  const colored = new Set<PageSource>();
  const done = counted(
    spec.pages.map((p, i) => {
      if (keys.has(i) || !coloredSheet(p) || colored.has(p)) return 1;
      colored.add(p);
      return COLORED_PAGE_WEIGHT;
    }),
    onProgress,
  );
  for (const [i, p] of spec.pages.entries()) {
    const n = String(i + 1).padStart(3, "0");
    const key = keys.get(i);
    // Started first: its drawing and encoding run in libvips' and resvg's threads meanwhile.
    if (!key && !references.has(p)) references.set(p, referencePicture(p));
    files[`${slug}/letter/page-${n}.pdf`] = await renderPrintable(p, "letter");
    files[`${slug}/a4/page-${n}.pdf`] = await renderPrintable(p, "a4");
    if (key) {
      files[`${slug}/letter/page-${n}-answers.pdf`] = await renderPrintable(p, "letter", key);
      files[`${slug}/a4/page-${n}-answers.pdf`] = await renderPrintable(p, "a4", key);
    } else {
      const reference = await references.get(p);
      if (reference) {
        files[`${slug}/letter/page-${n}-colored.pdf`] = await renderReference(reference, "letter");
        files[`${slug}/a4/page-${n}-colored.pdf`] = await renderReference(reference, "a4");
      }
    }
    done(i);
  }
  // PDFs are compressed already: stored, not deflated again.
  return Buffer.from(zipSync(files, { level: 0 }));
}
