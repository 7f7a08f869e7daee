import svgpath from "svgpath";
import type { ExportKind } from "../api-types.js";
import { AppError } from "../errors.js";
import { isElement, parseSvg, type SvgElement, svgElements } from "../svg/tree.js";
import { type BookSpec, bookPageCount, type PageSource } from "./spec.js";

const MB = 1024 * 1024;

/*
 * What a book's file will weigh, estimated before any work (issue 47 item 12, decision 069).
 * PDFKit writes a page's art again on every page that shows it (no shared form XObject), so
 * every copy is counted; the figures below were measured on the engine's pages, its activity
 * pages and dense traced-like art through server/books/render.ts.
 */

/**
 * PDF bytes a byte of drawn SVG becomes (compressed path operators), its repeated paths left
 * out: 0.31–0.55 on the engine's pages (drawings, lettering, alphabet), 0.39 on dense art.
 */
const PDF_PER_SVG_BYTE = 0.42;
/** Every PDF page besides its art: the page object, its resources and its page number. */
const PAGE_BYTES = 1024;
/** Once per interior or cover: its embedded fonts (whole, ~63 KB each), info and cross-reference table. */
const FILE_BYTES = 72 * 1024;
/** The Answers section's own font and headings. */
const ANSWERS_BYTES = 136 * 1024;
/** One Letter or A4 PDF of the printables (no fonts) and its entry in the ZIP. */
const SHEET_BYTES = 2.5 * 1024;
/** A coloured reference picture in the printables (a 2250 px wide PNG in its PDF, measured 150–200 KB). */
const REFERENCE_BYTES = 200 * 1024;
/**
 * A pattern's tile is cut to its cell and to the shape it fills before it is drawn
 * (server/print/opaque.ts): its strokes become outlines, so a tile draws about this many times
 * its own SVG (measured 2.5–4.5 on the engine's pattern pages).
 */
const TILE_GROWTH = 3.5;

/** The four corners' reach of a shape's geometry in its own units (its path's points and controls). */
function shapeBox(el: SvgElement): { width: number; height: number } | null {
  const num = (v: string | undefined) => Number.parseFloat(v ?? "") || 0;
  if (el.name === "rect") return { width: num(el.attrs.width), height: num(el.attrs.height) };
  if (el.name === "circle") return { width: 2 * num(el.attrs.r), height: 2 * num(el.attrs.r) };
  if (el.name === "ellipse") return { width: 2 * num(el.attrs.rx), height: 2 * num(el.attrs.ry) };
  if (el.name !== "path" || !el.attrs.d) return null;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  svgpath(el.attrs.d)
    .abs()
    .iterate((seg) => {
      for (let i = 1; i + 1 < seg.length; i += 2) {
        const [x, y] = [seg[i] as number, seg[i + 1] as number];
        if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
        [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
      }
    });
  return x1 >= x0 ? { width: x1 - x0, height: y1 - y0 } : null;
}

/** The source of an element as written (its tag, attributes and children), for its weight. */
function weight(el: SvgElement): number {
  let n = el.name.length * 2 + 5;
  for (const [k, v] of Object.entries(el.attrs)) n += k.length + v.length + 4;
  for (const c of el.children) n += isElement(c) ? weight(c) : c.length;
  return n;
}

/** SVG bytes a page's patterns add once they are expanded into tiles (0 for a page with none). */
function patternBytes(svg: string): number {
  if (!svg.includes("<pattern")) return 0;
  const elements = [...svgElements(parseSvg(svg))];
  const patterns = new Map(elements.filter((e) => e.name === "pattern" && e.attrs.id).map((e) => [e.attrs.id, e]));
  let bytes = 0;
  for (const el of elements) {
    const id = /url\(#([^)]+)\)/.exec(el.attrs.fill ?? "")?.[1];
    const pattern = id ? patterns.get(id) : undefined;
    const box = pattern ? shapeBox(el) : null;
    if (!pattern || !box) continue;
    const w = Number.parseFloat(pattern.attrs.width ?? "");
    const h = Number.parseFloat(pattern.attrs.height ?? "");
    if (!(w > 0 && h > 0)) continue;
    // The cells the shape covers, half a cell more each way for those its edges cut.
    const tiles = (box.width / w + 0.5) * (box.height / h + 0.5);
    bytes += tiles * pattern.children.reduce((n, c) => n + (isElement(c) ? weight(c) : c.length), 0) * TILE_GROWTH;
  }
  return bytes;
}

/** Deflate's window: a stretch repeated within it is written as a reference to the first. */
const DEFLATE_WINDOW = 32 * 1024;

/**
 * SVG bytes that cost almost nothing once the PDF's stream is compressed: a shape's path drawn
 * again (a lettering's outline, its fill and its shadow are one path three times) is a
 * back-reference when the copy is within deflate's window of the first.
 */
function repeatedBytes(svg: string): number {
  const seen = new Set<string>();
  let bytes = 0;
  for (const [, d] of svg.matchAll(/ d="([^"]+)"/g)) {
    if (!d) continue;
    if (seen.has(d) && d.length < DEFLATE_WINDOW) bytes += d.length;
    seen.add(d);
  }
  return bytes;
}

/**
 * PDF bytes of art placed once: an original's SVG with its patterns expanded as the print module
 * expands them (a repeated page is read once per estimate), a raster page's own bytes.
 */
function artWeigher() {
  const seen = new Map<string, number>();
  const svgBytes = (svg: string) => {
    let bytes = seen.get(svg);
    if (bytes === undefined) {
      bytes = (svg.length - repeatedBytes(svg) + patternBytes(svg)) * PDF_PER_SVG_BYTE;
      seen.set(svg, bytes);
    }
    return bytes;
  };
  return { svgBytes, page: (p: PageSource) => (p.svg ? svgBytes(p.svg) : p.png.byteLength) };
}

function interiorBytes(spec: BookSpec): number {
  const art = artWeigher();
  const pages = spec.pages.reduce((n, p) => n + art.page(p), 0);
  const keys = (spec.answers ?? []).reduce((n, k) => n + art.svgBytes(k.svg), 0);
  const fonts = FILE_BYTES + (spec.answers?.length ? ANSWERS_BYTES : 0);
  return fonts + pages + keys + bookPageCount(spec) * PAGE_BYTES;
}

function coverBytes(spec: BookSpec): number {
  const art = artWeigher();
  return FILE_BYTES + [spec.cover, ...new Set(spec.coverPages)].reduce((n, p) => n + (p ? art.page(p) : 0), 0);
}

function printablesBytes(spec: BookSpec): number {
  const art = artWeigher();
  const keyed = new Map((spec.answers ?? []).flatMap((k) => (k.page == null ? [] : [[k.page, k] as const])));
  return spec.pages.reduce((n, p, i) => {
    const key = keyed.get(i);
    // Each page on Letter and on A4, beside it its answer key or its coloured reference picture.
    const beside = key
      ? SHEET_BYTES + art.svgBytes(key.svg)
      : p.kind === "line-art" && !p.activity
        ? REFERENCE_BYTES
        : 0;
    return n + 2 * (SHEET_BYTES + art.page(p) + beside);
  }, 0);
}

/**
 * The bytes the file of `kind` will hold; for a preflight, the larger of the two files it makes.
 * Linear in the art drawn (every copy counted), so it bounds the layout's time too.
 */
export function estimatedFileBytes(spec: BookSpec, kind: ExportKind | "preflight"): number {
  if (kind === "cover") return coverBytes(spec);
  if (kind === "interior") return interiorBytes(spec);
  if (kind === "printables") return printablesBytes(spec);
  return Math.max(interiorBytes(spec), coverBytes(spec));
}

/** 409 book-too-large when the file would weigh more than `maxMb`, before any work starts (docs/api.md, "Books"). */
export function checkBookCost(spec: BookSpec, kind: ExportKind | "preflight", maxMb: number): void {
  const bytes = estimatedFileBytes(spec, kind);
  if (bytes <= maxMb * MB) return;
  const mb = Math.ceil(bytes / MB);
  throw new AppError(
    409,
    "book-too-large",
    `This book is too large to print: its file would be about ${mb} MB, and a book can be at most ${maxMb} MB. Remove some pages and try again.`,
  );
}
