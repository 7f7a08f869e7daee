import { Resvg } from "@resvg/resvg-js";
import { pixelsToLineArt } from "../images/postprocess.js";
import { makeContext } from "./context.js";
import { encodeColour, encodeLineArt } from "./encode.js";
import { layouts } from "./layouts/index.js";

export interface SketchRequest {
  toolId: string;
  hub: string;
  output: "line-art" | "cover";
  /** Rendered sketch block: layout plus any of the engine's sketchKeys. */
  sketch: Record<string, string>;
  /** Same request and seed → same bytes; another seed → a visibly different page. */
  seed: number;
  size?: number;
}

/** The composed page as SVG (1024-unit canvas; text already turned into outlines). */
export function renderSketchSvg(req: SketchRequest): string {
  const ctx = makeContext(req);
  const name = req.output === "cover" ? "cover" : (req.sketch.layout ?? "motif");
  const layout = layouts[name] ?? layouts.motif;
  if (!layout) throw new Error(`no sketch layout "${name}"`);
  return layout(ctx);
}

/** Rasterise; line art leaves here pure black and white. */
export async function renderSketch(req: SketchRequest): Promise<Buffer> {
  return renderSketchSync(req);
}

export function renderSketchSync(req: SketchRequest): Buffer {
  return renderSketchPage(req).png;
}

/** The page and its vector original: print outputs are made from the SVG (server/print/). */
export function renderSketchPage(req: SketchRequest): { png: Buffer; svg: string } {
  const svg = renderSketchSvg(req);
  return { png: rasteriseSketch(req, svg), svg };
}

function rasteriseSketch(req: SketchRequest, svg: string): Buffer {
  const size = req.size ?? 1024;
  // Text is already paths, so resvg needs no fonts: no system font scan on each render.
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: size },
    font: { loadSystemFonts: false },
    background: "#ffffff",
  });
  const img = resvg.render();
  const { width, height } = img;
  const pixels = img.pixels;
  if (req.output === "cover") return encodeColour(pixels, width, height);
  // The canvas is square, so resvg already drew at the page size: threshold in one pass.
  if (width === size && height === size) return encodeLineArt(pixels, width, height);
  return pixelsToLineArt(pixels, width, height, size);
}

export { createSketchRenderer } from "./pool.js";
