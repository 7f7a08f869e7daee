import { type ImageOutput, isImageOutput } from "../../engine/descriptor.js";
import type { GenerationRow } from "../db/schema.js";
import { pngInfo } from "../images/postprocess.js";
import { type ImageStore, nullIfMissing } from "../storage/images.js";
import { isElement, parseSvg } from "../svg/tree.js";

/**
 * A page's original, from which every print output is made (docs/architecture.md, "One page, many
 * renderings"): the vector SVG when one exists, else the stored raster.
 */
export interface PrintSource {
  kind: "line-art" | "cover";
  png: Buffer;
  svg: string | null;
}

/** Characters of white space between markup (XML's four). */
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

/**
 * The start tag of the root `svg` element when the markup opens with it (after white space and an
 * XML declaration), the root alone as parseSvg reads it; null for anything else (a comment, a
 * doctype, another element first), which is read whole.
 */
function rootStartTag(svg: string): string | null {
  let at = 0;
  while (isSpace(svg.charCodeAt(at))) at++;
  if (svg.startsWith("<?xml", at)) {
    const end = svg.indexOf("?>", at);
    if (end < 0) return null;
    at = end + 2;
    while (isSpace(svg.charCodeAt(at))) at++;
  }
  if (!svg.startsWith("<svg", at)) return null;
  const next = svg.charCodeAt(at + 4);
  if (!isSpace(next) && next !== 62 && next !== 47) return null;
  // The tag ends at its first ">" outside a quoted attribute value.
  let quote = 0;
  for (let i = at + 4; i < svg.length; i++) {
    const c = svg.charCodeAt(i);
    if (quote) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === 62) return svg.slice(at, i + 1);
  }
  return null;
}

/**
 * The drawing's own size: the viewBox, else width/height of the root element. Only the root's
 * start tag is parsed when the markup opens with it: a book asks every page's and key's size, and
 * parsing each whole drawing for it took as long as parsing it to print it.
 */
export function svgSize(svg: string): { width: number; height: number } {
  const tag = rootStartTag(svg);
  const root = (tag ? parseSvg(tag.endsWith("/>") ? tag : `${tag}</svg>`) : parseSvg(svg)).find(isElement);
  const attrs = root?.name === "svg" ? root.attrs : {};
  const box = (attrs.viewBox ?? "")
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box.length === 4 && box.every(Number.isFinite) && (box[2] as number) >= 0 && (box[3] as number) >= 0)
    return { width: box[2] as number, height: box[3] as number };
  const width = Number.parseFloat(attrs.width ?? "");
  const height = Number.parseFloat(attrs.height ?? "");
  if (width >= 0 && height >= 0) return { width, height };
  throw new Error("SVG original has no size");
}

export function artSize(source: PrintSource): { width: number; height: number } {
  return source.svg ? svgSize(source.svg) : pngInfo(source.png);
}

/**
 * Line art or cover: from the catalogue when the tool is still there, else from the stored PNG
 * (line art is always stored as greyscale, covers as colour).
 */
function pageKind(png: Buffer, toolOutput?: string): ImageOutput {
  if (isImageOutput(toolOutput)) return toolOutput;
  // An activity page is stored pure black and white, like line art.
  if (toolOutput === "activity") return "line-art";
  return png[25] === 0 ? "line-art" : "cover";
}

export async function loadPrintSource(
  images: ImageStore,
  row: GenerationRow,
  toolOutput?: string,
): Promise<PrintSource | null> {
  if (!row.image_path) return null;
  const png = await images.read(row.image_path).catch(nullIfMissing);
  if (!png) return null;
  const svg = row.vector_path ? await images.read(row.vector_path).then(String, nullIfMissing) : null;
  return { kind: pageKind(png, toolOutput), png, svg };
}

/** A stamp safe in a file name: 2026-11-22T07-34-10. */
const stamp = (iso: string) => iso.replace(/\.\d+Z$/, "").replace(/:/g, "-");

/** Downloads are named after the tool: `<tool-slug>-<timestamp>.png` / `.pdf` (docs/api.md). */
export function downloadName(row: Pick<GenerationRow, "tool" | "created_at">, ext: "png" | "pdf"): string {
  const slug = (row.tool.split("/").pop() ?? "page").replace(/[^a-z0-9-]/gi, "-") || "page";
  return `${slug}-${stamp(row.created_at)}.${ext}`;
}
