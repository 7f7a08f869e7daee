import { LINE_FLOOR_PT } from "../../engine/books/kdp.js";
import {
  isElement,
  parseSvg,
  type SvgElement,
  type SvgNode,
  serialiseSvg,
  transformScale,
  withAttrs,
} from "../svg/tree.js";

/**
 * Filled ink grown where the page is placed (issue 47 item 3; decision 068). Art stored as filled
 * outlines (every traced page, the built-in engine's detailed and simple pages) has no stroke for
 * the stroke floor to widen: its thin parts are thickened by outlining each dark fill with a
 * stroke of its own colour. A stroke is centred on the outline, so an outline `w` wide prints
 * every part of the shape `w` wider, and its holes as much narrower.
 */

/** Shapes that are filled (a line never is). */
const FILLED = new Set(["path", "polygon", "polyline", "rect", "circle", "ellipse", "use"]);
/** Content that is not drawn where it stands, or only through what refers to it. */
const SKIPPED = new Set([
  "defs",
  "clipPath",
  "mask",
  "pattern",
  "symbol",
  "marker",
  "linearGradient",
  "radialGradient",
]);

/** What a shape inherits from the groups round it: its paints and the scale they apply. */
interface Inherited {
  fill: string | undefined;
  stroke: string | undefined;
  scale: number;
}

const NAMED: Record<string, string> = { black: "#000000", white: "#ffffff" };

/**
 * Whether a paint prints as ink on the measured page: a colour darker than half grey (the
 * preflight's reading, server/books/printed-lines.ts). Absent is SVG's default, black.
 */
function isDark(paint: string | undefined): boolean {
  if (paint === undefined) return true;
  const v = NAMED[paint.trim().toLowerCase()] ?? paint.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(v)?.[1];
  if (!hex) return false;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  return 0.299 * r + 0.587 * g + 0.114 * b < 128;
}

const paints = (stroke: string | undefined) => stroke !== undefined && stroke !== "none";

/**
 * The drawing with every dark fill that has no stroke of its own outlined in its own colour,
 * `growUnits` wide in the drawing's own units (round joins: no spike at a sharp corner). A fill
 * drawn with a stroke already is left to the stroke floor.
 */
export function growFills(svg: string, growUnits: number): string {
  if (!(growUnits > 0)) return svg;
  return serialiseSvg(growFillNodes(parseSvg(svg), growUnits));
}

/** `growFills` on parsed markup: a copy of the nodes (the same nodes when `growUnits` grows nothing). */
export function growFillNodes(nodes: SvgNode[], growUnits: number): SvgNode[] {
  if (!(growUnits > 0)) return nodes;
  const walk = (list: readonly SvgNode[], from: Inherited): SvgNode[] =>
    list.map((n) => {
      if (!isElement(n) || SKIPPED.has(n.name)) return n;
      const own: Inherited = {
        fill: n.attrs.fill ?? from.fill,
        stroke: n.attrs.stroke ?? from.stroke,
        scale: from.scale * transformScale(n.attrs.transform),
      };
      let el: SvgElement = { ...n, children: walk(n.children, own) };
      if (FILLED.has(n.name) && own.fill !== "none" && isDark(own.fill) && !paints(own.stroke)) {
        el = withAttrs(el, {
          stroke: own.fill ?? "#000",
          "stroke-width": String(Math.ceil((growUnits / own.scale) * 1000) / 1000),
          "stroke-linejoin": "round",
        });
      }
      return el;
    });
  return walk(nodes, { fill: undefined, stroke: undefined, scale: 1 });
}

/**
 * A traced outline can be thinner than its raster's line: the tracer's smoothing narrows a line
 * of one pixel to about half of one (measured on traced detailed pages, decision 068).
 */
const THINNEST_TRACE_UNITS = 0.5;

/**
 * How much a page's dark fills grow, in its own units: by 0.76 pt when its thinnest line could
 * print under 0.75 pt, else not at all. `thinnestPt` is the quality gate's figure as the page
 * prints, a percentile of its raster's lines; a traced outline can be thinner, down to half a
 * unit of the drawing (a pixel of the raster it was traced from). The outline is never thinner
 * than 0.76 pt itself: a checker that reads stroke widths from the file sees no thin stroke.
 */
export const fillGrowth = (thinnestPt: number, ptPerUnit: number) =>
  Math.min(thinnestPt, THINNEST_TRACE_UNITS * ptPerUnit) < LINE_FLOOR_PT ? LINE_FLOOR_PT / ptPerUnit : 0;

/**
 * An answer key's type is outlines (letters, numbers) of 7 pt or more at a quarter page, whose
 * thinnest parts print at about 0.5 pt: its dark fills grow by an outline of 0.76 pt (decision 068).
 */
export const KEY_FILL_GROWTH_PT = LINE_FLOOR_PT;
