import { Resvg } from "@resvg/resvg-js";
import { PNG } from "pngjs";
import { classify } from "../../../server/sketch/extras.js";
import {
  applyDetail,
  composeSketch,
  rasterise,
  readRequest,
  renderSketchSvg,
  type SketchRequest,
  textPixels,
  threshold,
} from "../../../server/sketch/index.js";
import { portraitMotif } from "../../helpers/sketch-requests.js";

/** The drawing of a general-tool page of `subject` at `seed` (portrait unless said), as markup. */
export const pageSvg = (subject: string, seed: number, page: "portrait" | "square" = "portrait") =>
  renderSketchSvg({
    toolId: "doodle/coloring-page",
    hub: "doodle",
    output: "line-art",
    sketch: { layout: "motif", subject, page },
    seed,
  });

/** The codes of the drawings a general-tool portrait page of `subject` draws at `seed`. */
export const drawnOnPage = (subject: string, seed: number) =>
  new Set([...pageSvg(subject, seed).matchAll(/data-motif="([^"]+)"/g)].map((m) => m[1]));

/** The asked drawings of a kids portrait page of `subject` at `seed` (portraitMotif), each with its ink box. */
export function askedOnPage(subject: string, seed: number) {
  const req = portraitMotif(subject, seed);
  return classify(renderSketchSvg(req), req.sketch as Record<string, string>, "line-art").asked;
}

/** Pixel statistics of a PNG: how much is ink, how much is grey, how much is colour. */
export function pixelStats(png: Buffer) {
  const img = PNG.sync.read(png);
  let black = 0;
  let grey = 0;
  let color = 0;
  let opaque = 0;
  const n = img.width * img.height;
  for (let i = 0; i < img.data.length; i += 4) {
    const r = img.data[i] as number;
    const g = img.data[i + 1] as number;
    const b = img.data[i + 2] as number;
    const a = img.data[i + 3] as number;
    if (a > 0) opaque++;
    if (r === 0 && g === 0 && b === 0) black++;
    else if (!(r === 255 && g === 255 && b === 255) || a !== 255) grey++;
    if (Math.max(r, g, b) - Math.min(r, g, b) > 40) color++;
  }
  return { width: img.width, height: img.height, black: black / n, grey, color: color / n, opaque: opaque / n };
}

/**
 * The dark ink of an SVG page rendered 256 across: its share of the page and its box, in the
 * page's 1024 units (x1 and y1 past the last inked pixel).
 */
export function inkOf(svg: string) {
  const img = new Resvg(svg, { fitTo: { mode: "width", value: 256 }, font: { loadSystemFonts: false } }).render();
  const px = img.pixels;
  const k = 1024 / img.width;
  let n = 0;
  let [x0, y0, x1, y1] = [1e9, 1e9, -1, -1];
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++) {
      const i = (y * img.width + x) * 4;
      if ((px[i + 3] as number) <= 100 || (px[i] as number) >= 128) continue;
      n++;
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    }
  return { share: n / (img.width * img.height), x0: x0 * k, y0: y0 * k, x1: (x1 + 1) * k, y1: (y1 + 1) * k };
}

/** A detailed adult page of `subject` as the general tool asks for it. */
export const detailedPage = (subject: string, seed: number): SketchRequest =>
  readRequest({
    toolId: "doodle/coloring-page",
    hub: "adult",
    output: "line-art",
    seed,
    sketch: { layout: "motif", subject, page: "portrait", detail: "detailed" },
  });

/**
 * A page before and after the detailed level adds its patterns: its markup, and its pixels (0 ink,
 * 255 paper) `w` by `h` each way.
 */
export function withPatterns(req: SketchRequest) {
  const { svg, text } = composeSketch(req);
  const { img } = rasterise(req, svg);
  const { width: w, height: h } = img;
  const after = threshold(img.pixels, w * h);
  const before = after.slice();
  applyDetail(req, svg, after, w, h, textPixels(text, w));
  return { svg, before, after, w, h };
}

/**
 * Ink of a band of a page's height (by default its middle, 8–55 %) once every placed drawing is
 * taken out: the backdrop behind the asked things (hills, trees, walls, a window), not they nor a
 * cloud; lower down, its ground.
 */
export function backdropInk(svg: string, [top, bottom] = [0.08, 0.55]): number {
  const bare = svg.replace(/<g transform="[^"]*"><g data-motif="[^"]+"[^>]*>/g, '<g display="none"><g>');
  const png = PNG.sync.read(new Resvg(bare, { fitTo: { mode: "width", value: 400 } }).render().asPng());
  let ink = 0;
  const [y0, y1] = [Math.round(png.height * top), Math.round(png.height * bottom)];
  const [x0, x1] = [Math.round(png.width * 0.06), Math.round(png.width * 0.94)];
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) if ((png.data[(y * png.width + x) * 4] as number) < 128) ink++;
  return ink / ((y1 - y0) * (x1 - x0));
}

/**
 * The land a page draws of its own: each top-level white-filled path spanning more than 300 units
 * across (a hill, a mound; a star or a sparkle is a small shape of its own), as its path data and
 * the points it names.
 */
export function landPaths(svg: string): Array<{ d: string; points: Array<{ x: number; y: number }> }> {
  const found: Array<{ d: string; points: Array<{ x: number; y: number }> }> = [];
  let depth = 0;
  for (const [, close, tag, attrs = "", self] of svg.matchAll(/<(\/?)([a-z]+)([^>]*?)(\/?)>/g)) {
    if (close) {
      depth--;
      continue;
    }
    if (depth === 1 && tag === "path" && / fill="#fff"/.test(attrs)) {
      const d = / d="([^"]*)"/.exec(attrs)?.[1] ?? "";
      const points = [...d.matchAll(/(-?[\d.]+)[ ,](-?[\d.]+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
      const xs = points.map((p) => p.x);
      if (points.length && Math.max(...xs) - Math.min(...xs) > 300) found.push({ d, points });
    }
    if (!self) depth++;
  }
  return found;
}
