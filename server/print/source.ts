import { type ImageOutput, isImageOutput } from "../../engine/descriptor.js";
import type { GenerationRow } from "../db/schema.js";
import { pngInfo } from "../images/postprocess.js";
import { type ImageStore, nullIfMissing } from "../storage/images.js";

/**
 * A page's original, from which every print output is made (ARCHITECTURE.md, "One page, many
 * renderings"): the vector SVG when one exists, else the stored raster.
 */
export interface PrintSource {
  kind: "line-art" | "cover";
  png: Buffer;
  svg: string | null;
}

/** The drawing's own size: the viewBox, else width/height of the root element. */
export function svgSize(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  const box = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(root);
  if (box) return { width: Number(box[1]), height: Number(box[2]) };
  const w = /\bwidth="([\d.]+)/.exec(root);
  const h = /\bheight="([\d.]+)/.exec(root);
  if (w && h) return { width: Number(w[1]), height: Number(h[1]) };
  throw new Error("SVG original has no size");
}

export function artSize(source: PrintSource): { width: number; height: number } {
  return source.svg ? svgSize(source.svg) : pngInfo(source.png);
}

/**
 * Line art or cover: from the catalogue when the tool is still there, else from the stored PNG
 * (line art is always stored as greyscale, covers as colour).
 */
export function pageKind(png: Buffer, toolOutput?: string): ImageOutput {
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
