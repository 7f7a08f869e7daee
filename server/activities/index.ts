import { Resvg } from "@resvg/resvg-js";
import { activityKinds } from "../../engine/api/puzzles.js";
import { encodeColor, encodeLineArt } from "../sketch/encode.js";
import { isElement, parseSvg, type SvgNode, serialiseSvg } from "../svg/tree.js";
import type { PrintOptions } from "./kind.js";
import { sheetFor } from "./page.js";
import type { ActivityPage } from "./pages.js";
import { floorStrokes, sheetPt, smallestTypeUnits } from "./print-scale.js";
import { kindUnit } from "./registry.js";
import { type ActivityRequest, difficultyOf } from "./types.js";

export { ActivityInputError } from "./types.js";

/** Every activity the engine draws, in the registry's order (sheets and benches iterate it). */
export { activityKinds };

/**
 * The user's own values an activity reads (a word list, text to trace), checked before any
 * credit is taken; throws ActivityInputError with the message for the form.
 */
export function checkActivity(req: ActivityRequest): void {
  kindUnit(req.type)?.check?.(req);
}

/**
 * The activity's page and answer key as SVG originals, with its puzzle. Pure: a seed fixes it.
 * Every line prints at 0.75 pt or more at the page's printed size (print-scale.ts).
 */
export function drawActivity(req: ActivityRequest, seed: number, print: PrintOptions = {}): ActivityPage {
  return drawActivityParsed(req, seed, print).page;
}

/** An activity drawn, with the parsed SVG its page's markup was written from. */
export interface ParsedActivity {
  page: ActivityPage;
  /** `page.svg` as nodes (what parseSvg reads back from it): a book lays the page out from these. */
  svgNodes: SvgNode[];
  /** The root element of `page.answerSvg`, without its children: what its size is read from. */
  answerRoot: SvgNode[];
  /** The smallest outlined type (units) of the page and of its key (print-scale.ts smallestTypeUnits). */
  typeUnits: { page: number; key: number };
}

/**
 * drawActivity, keeping what it parsed: the page's lines are floored on its parsed SVG, which
 * the caller may lay out instead of reading the markup again (server/books/render.ts).
 */
export function drawActivityParsed(req: ActivityRequest, seed: number, print: PrintOptions = {}): ParsedActivity {
  const unit = kindUnit(req.type);
  if (!unit) throw new Error(`no activity "${req.type}"`);
  const sheet = sheetFor(req.page, print.pt);
  const page = unit.draw(sheet, req, difficultyOf(req.difficulty), seed >>> 0, print);
  const pt = sheetPt(sheet);
  // floorStrokesSvg, each tree kept on the way.
  const svgNodes = floorStrokes(parseSvg(page.svg), pt);
  const answerNodes = floorStrokes(parseSvg(page.answerSvg), pt);
  return {
    page: { ...page, svg: serialiseSvg(svgNodes), answerSvg: serialiseSvg(answerNodes) },
    svgNodes,
    answerRoot: answerNodes.map((n) => (isElement(n) ? { ...n, children: [] } : n)),
    typeUnits: { page: smallestTypeUnits(svgNodes), key: smallestTypeUnits(answerNodes) },
  };
}

/** Rasterised at 1024 px wide: the page pure black and white, the key in colour. */
function rasteriseActivity(svg: string, kind: "page" | "answer"): Buffer {
  const img = pixels(svg, "#ffffff");
  return kind === "page"
    ? encodeLineArt(img.pixels, img.width, img.height)
    : encodeColor(img.pixels, img.width, img.height);
}

function pixels(svg: string, background?: string) {
  const img = new Resvg(svg, {
    fitTo: { mode: "width", value: 1024 },
    font: { loadSystemFonts: false },
    ...(background ? { background } : {}),
  }).render();
  return { pixels: img.pixels, width: img.width, height: img.height };
}

/** The page's pixels with the key's marks blended over them ("source over"), as a colour PNG. */
function keyOverPage(page: ReturnType<typeof pixels>, marks: string): Buffer {
  const over = pixels(marks);
  const out = new Uint8Array(page.pixels);
  const top = over.pixels;
  for (let i = 0; i < out.length; i += 4) {
    const a = top[i + 3] as number;
    if (!a) continue;
    // resvg's pixels are premultiplied by alpha: out = top + page * (1 - a).
    for (let c = 0; c < 3; c++)
      out[i + c] = (top[i + c] as number) + Math.round(((out[i + c] as number) * (255 - a)) / 255);
  }
  return encodeColor(out, page.width, page.height);
}

export interface RenderedActivity extends ActivityPage {
  png: Buffer;
  answerPng: Buffer;
}

export function renderActivity(req: ActivityRequest, seed: number): RenderedActivity {
  const page = drawActivity(req, seed);
  if (page.answerMarks) {
    const drawn = pixels(page.svg, "#ffffff");
    const answerPng = keyOverPage(drawn, svgMarks(page.svg, page.answerMarks));
    return { ...page, png: encodeLineArt(drawn.pixels, drawn.width, drawn.height), answerPng };
  }
  return { ...page, png: rasteriseActivity(page.svg, "page"), answerPng: rasteriseActivity(page.answerSvg, "answer") };
}

/** The marks alone in an SVG of the page's own size and view box, with no white page under them. */
function svgMarks(pageSvg: string, marks: string): string {
  const root = parseSvg(pageSvg).find(isElement);
  const page = root?.name === "svg" ? root : { name: "svg", attrs: {}, children: [] };
  return serialiseSvg([{ ...page, children: parseSvg(marks) }]);
}
