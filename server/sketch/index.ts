import { Resvg } from "@resvg/resvg-js";
import { encodeBlackWhite, pixelsToLineArt } from "../images/postprocess.js";
import { gateLineArt, type Quality } from "../images/quality.js";
import type { TextBox } from "../images/text-areas.js";
import { isElement, parseSvg, type SvgNode, serialiseSvg } from "../svg/tree.js";
import { makeContext } from "./context.js";
import { simplifyRegions } from "./detail.js";
import { svgPage, W, withPageHeight } from "./draw.js";
import { encodeColor, encodeLineArt } from "./encode.js";
import { askedCover, askedFaces, classify, settleExtras } from "./extras.js";
import { layouts } from "./layouts/index.js";
import { addPatterns, type DecorateOptions } from "./patterns/decorate.js";
import { textBoxes } from "./patterns/text-boxes.js";
import { readCover, readSketch } from "./reading.js";
import { withSleepMarks } from "./sleep-marks.js";
import { border } from "./style.js";
import { collectText, noteText } from "./text.js";

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

/** Layouts that compose for the page's own height (they place everything in contentBox). */
const tallLayouts = new Set(["motif", "scene", "letter", "lettering", "pattern", "chart"]);

/**
 * The composed page as SVG (1024 units wide, 1024 or 1325 tall; text already outlines).
 * A portrait page of a layout that only composes squares gets its square drawing centred on
 * the 17:22 page, never stretched.
 */
export function renderSketchSvg(req: SketchRequest): string {
  return composeSketch(req).svg;
}

/** A request read for the page it asks for (reading.ts: a letter or a digit's page, a theme's cover). */
export const readRequest = (req: SketchRequest): SketchRequest => ({
  ...req,
  sketch: req.output === "line-art" ? readSketch(req.sketch) : readCover(req.sketch),
});

/** Layouts that draw a picture of the subject: their unasked objects are settled (extras.ts). */
const pictureLayouts = new Set(["motif", "scene"]);

/**
 * The page's SVG, the objects drawn on it that were not asked for (`extras`) and the boxes of
 * its lines of text in canvas units (`text`, kept legible by applyDetail and the gate). On
 * picture pages any unasked object touching an asked one is left off first.
 */
export function composeSketch(asked: SketchRequest): { svg: string; extras: string[]; text: TextBox[] } {
  const req = readRequest(asked);
  const name = req.output === "cover" ? "cover" : (req.sketch.layout ?? "motif");
  const { value: svg, text } = collectText(() => composeLayout(req, name));
  if (req.output !== "line-art" || !pictureLayouts.has(name)) return { svg, extras: [], text };
  const settled = settleExtras(svg, req.sketch, req.output);
  return { ...settled, svg: withSleepMarks(settled.svg, makeContext(req).style.pen), text };
}

function composeLayout(req: SketchRequest, name: string): string {
  const ctx = makeContext(req);
  const layout = Object.hasOwn(layouts, name) ? layouts[name] : layouts.motif;
  if (!layout) throw new Error(`no sketch layout "${name}"`);
  if (ctx.height === W || tallLayouts.has(name)) return withPageHeight(ctx.height, () => layout(ctx));
  const { value: square, text } = collectText(() => withPageHeight(W, () => layout({ ...ctx, height: W })));
  // The square drawing without its square frame, centred, inside the portrait page's own frame.
  const page = parseSvg(square).find(isElement);
  const drawing = page?.name === "svg" ? page.children : [];
  const isFrame = (n: SvgNode) => isElement(n) && n.attrs["data-frame"] === "1";
  const hasFrame = drawing.some(isFrame);
  const inner = serialiseSvg(drawing.filter((n) => !isFrame(n)));
  const shift = (ctx.height - W) / 2;
  for (const [x0, y0, x1, y1] of text) noteText([x0, y0 + shift, x1, y1 + shift]);
  return withPageHeight(ctx.height, () =>
    svgPage(`<g transform="translate(0 ${shift})">${inner}</g>${hasFrame ? border(ctx.style, ctx.seed) : ""}`),
  );
}

/** Rasterise; line art leaves here pure black and white. */
export async function renderSketch(req: SketchRequest): Promise<Buffer> {
  return renderSketchSync(req);
}

export function rasterise(req: SketchRequest, svg: string) {
  const size = req.size ?? 1024;
  // Text is already paths, so resvg needs no fonts: no system font scan on each render.
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: size },
    font: { loadSystemFonts: false },
    background: "#ffffff",
  });
  return { img: resvg.render(), size };
}

/** Same threshold as encodeLineArt: Rec. 601 luma under 160 is ink. One 32-bit read per pixel. */
export function threshold(rgba: Uint8Array, n: number): Uint8Array {
  const bytes = rgba.byteOffset % 4 ? new Uint8Array(rgba) : rgba;
  const px = new Uint32Array(bytes.buffer, bytes.byteOffset, n);
  const bw = new Uint8Array(n);
  const limit = 160 << 8;
  for (let i = 0; i < n; i++) {
    const p = px[i] as number;
    // Little-endian RGBA: r is the low byte.
    const luma = 77 * (p & 255) + 150 * ((p >>> 8) & 255) + 29 * ((p >>> 16) & 255);
    bw[i] = luma < limit ? 0 : 255;
  }
  return bw;
}

/** Pattern lines a little finer than the drawing's own (points at print size). */
const patternPt: Record<string, number> = { thin: 1, medium: 1.3, bold: 2 };

/** Text boxes from canvas units to the pixels of a page `width` wide, a pixel wider each side. */
export function textPixels(text: TextBox[], width: number): TextBox[] {
  const k = width / W;
  return text.map(([x0, y0, x1, y1]) => [
    Math.floor(x0 * k) - 1,
    Math.floor(y0 * k) - 1,
    Math.ceil(x1 * k) + 1,
    Math.ceil(y1 * k) + 1,
  ]);
}

/**
 * The page's detail option made true in numbers on the black-and-white page rasterised from
 * `svg`: `simple` merges small areas away (detail.ts; never the text's: `text`, its boxes in
 * pixels), `detailed` fills the subject's areas with decorative patterns (patterns/decorate.ts).
 */
export function applyDetail(
  req: SketchRequest,
  svg: string,
  bw: Uint8Array,
  width: number,
  height: number,
  text: TextBox[] = [],
): void {
  const detail = req.sketch.detail;
  if (detail === "simple") simplifyRegions(bw, width, height, text);
  else if (detail === "detailed")
    addPatterns(bw, width, height, {
      seed: makeContext(req).seed,
      strokePt: patternPt[req.sketch.lineWeight ?? "medium"] ?? 1.3,
      subject: [req.sketch.subject, req.sketch.text, req.sketch.title].filter(Boolean).join(" "),
      layout: req.sketch.layout ?? "motif",
      text: textBoxes(svg, width / W),
      ...subjectOf(req, svg, width),
    });
}

/**
 * On a page of a subject (the motif layout), whether a pixel of the page `width` wide lies on an
 * asked drawing. A scene's place is its subject: all of it is patterned.
 */
function subjectOf(req: SketchRequest, svg: string, width: number): Pick<DecorateOptions, "onSubject" | "faces"> {
  if ((req.sketch.layout ?? "motif") !== "motif") return {};
  // The page's drawings are classified once for both.
  const { asked } = classify(svg, req.sketch, "line-art");
  const on = askedCover(svg, req.sketch, asked);
  const k = W / width;
  const faces = askedFaces(asked).map((b) => b.map((v) => v / k) as [number, number, number, number]);
  return { ...(on ? { onSubject: (x: number, y: number) => on((x + 0.5) * k, (y + 0.5) * k) } : {}), faces };
}

/**
 * A stored page with its vector original (print outputs are made from the SVG, server/print/):
 * covers as drawn (quality null); line art through the quality gate
 * (server/images/quality.ts), measured and, should it fail, repaired.
 */
export function renderSketchPage(asked: SketchRequest): {
  png: Buffer;
  svg: string;
  quality: Quality | null;
  extras: string[];
} {
  const req = readRequest(asked);
  const { svg, extras, text: lines } = composeSketch(req);
  const { img } = rasterise(req, svg);
  const { width, height } = img;
  if (req.output === "cover") return { png: encodeColor(img.pixels, width, height), svg, quality: null, extras };
  const bw = threshold(img.pixels, width * height);
  const text = textPixels(lines, width);
  applyDetail(req, svg, bw, width, height, text);
  // Simple's rule counts the areas to colour: a letter or counter under 1 cm² is read, not
  // coloured (docs/decisions/037-simple-text.md). The other levels count every area, as before.
  const gated = gateLineArt(bw, width, height, req.sketch.detail === "simple" ? text : [], req.sketch.detail);
  // The gate's pixels are exactly 0 or 255: encoded as they are.
  return { png: encodeBlackWhite(gated.pixels, width, height, true), svg, quality: gated.quality, extras };
}

export function renderSketchSync(asked: SketchRequest): Buffer {
  const req = readRequest(asked);
  const { svg, text } = composeSketch(req);
  const { img, size } = rasterise(req, svg);
  const { width, height } = img;
  const pixels = img.pixels;
  if (req.output === "cover") return encodeColor(pixels, width, height);
  if ((req.sketch.detail === "simple" || req.sketch.detail === "detailed") && width === size) {
    const bw = threshold(pixels, width * height);
    applyDetail(req, svg, bw, width, height, textPixels(text, width));
    return encodeBlackWhite(bw, width, height);
  }
  // resvg already drew at the page size (1024 or 1024×1325): threshold in one pass.
  if (width === size) return encodeLineArt(pixels, width, height);
  return pixelsToLineArt(pixels, width, height, size);
}

export { createSketchRenderer } from "./pool.js";
