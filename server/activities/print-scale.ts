import { LINE_FLOOR_PT, MIN_FONT_PT } from "../../engine/books/kdp.js";
import {
  isElement,
  parseSvg,
  type SvgElement,
  type SvgNode,
  serialiseSvg,
  transformScale,
  withAttrs,
} from "../svg/tree.js";
import type { Sheet } from "./page.js";

/**
 * Activity pages drawn for the size they print at (docs/activities.md, "Printed size"): a page
 * is 1024 units wide whatever the paper, so a line or a number's size in units prints smaller on
 * a 6x9 book page than on 8.5x11. `Sheet.pt` says how many points a unit prints at; lines are
 * kept at KDP's 0.75 pt and type at its 7 pt there (engine/books/kdp.ts).
 */

/** Points per unit at the gate's print size: a square page 8 in wide, a portrait 8.5 in (server/books/render.ts). */
const gatePrintPt = (sheet: Pick<Sheet, "width" | "height">) =>
  ((sheet.height > sheet.width ? 8.5 : 8) * 72) / sheet.width;

/** Points per unit of the sheet as it will print: its own `pt`, else the gate's print size. */
export const sheetPt = (sheet: Sheet) => sheet.pt ?? gatePrintPt(sheet);

/** Large print as such books promise it: 16 pt type or more, in cells of 0.4 in or more (decision 057). */
const LARGE_PRINT = { typePt: 16, cellIn: 0.4 } as const;

/**
 * Whether a request asks for large print: its `print` value is "large" or, as a tool's activity
 * block renders it, the option's prompt phrase ("large print (16 pt …)").
 */
export const isLargePrint = (values: Readonly<Record<string, string | undefined>>) =>
  /^\s*large\b/i.test(values.print ?? "");

/** The `print` a puzzle records: "large" or "standard". */
export const printOf = (values: Readonly<Record<string, string | undefined>>): "large" | "standard" =>
  isLargePrint(values) ? "large" : "standard";

/** The smallest cell (units) large print allows on this sheet, type taking `share` of its cell. */
export const largeCell = (sheet: Sheet, share: number) =>
  Math.max((LARGE_PRINT.cellIn * 72) / sheetPt(sheet), LARGE_PRINT.typePt / sheetPt(sheet) / share);

/** A type size (units) that prints at no less than KDP's 7 pt on this sheet, nor less than `size`. */
export const typeAtLeast = (sheet: Sheet, size: number) => Math.max(size, (MIN_FONT_PT + 0.05) / sheetPt(sheet));

const SHAPES = new Set(["path", "line", "polyline", "polygon", "rect", "circle", "ellipse"]);

/** What a line inherits from the groups round it: its paint, width and the scale they apply. */
interface Inherited {
  stroke: string | undefined;
  width: number;
  scale: number;
}

/** A stroke that prints: painted, not white (white lines only cover ink, as the dot-to-dot's band). */
const inks = (stroke: string | undefined) =>
  stroke !== undefined && stroke !== "none" && !["#fff", "#ffffff", "white"].includes(stroke.toLowerCase());

function inherit(el: SvgElement, from: Inherited): Inherited {
  const w = el.attrs["stroke-width"];
  return {
    stroke: el.attrs.stroke ?? from.stroke,
    width: w !== undefined && Number.isFinite(Number(w)) ? Number(w) : from.width,
    scale: from.scale * transformScale(el.attrs.transform),
  };
}

/** Every inked line's printed width in points, with `ptPerUnit` points to a unit of the page. */
export function strokeWidthsPt(nodes: readonly SvgNode[], ptPerUnit: number): number[] {
  const out: number[] = [];
  const walk = (list: readonly SvgNode[], from: Inherited) => {
    for (const n of list) {
      if (!isElement(n) || n.name === "defs" || n.name === "clipPath" || n.name === "mask") continue;
      const own = inherit(n, from);
      if (SHAPES.has(n.name) && inks(own.stroke)) out.push(own.width * own.scale * ptPerUnit);
      walk(n.children, own);
    }
  };
  walk(nodes, { stroke: undefined, width: 1, scale: 1 });
  return out;
}

/**
 * The smallest outlined type (units of the page) the drawing declares (page.ts typeAttr), by the
 * transforms round it: times the points a unit prints at, the smallest type that prints.
 * Infinity with none.
 */
export function smallestTypeUnits(nodes: readonly SvgNode[]): number {
  let min = Number.POSITIVE_INFINITY;
  const walk = (list: readonly SvgNode[], scale: number) => {
    for (const n of list) {
      if (!isElement(n) || n.name === "defs" || n.name === "clipPath" || n.name === "mask") continue;
      const own = scale * transformScale(n.attrs.transform);
      const size = Number(n.attrs["data-type"]);
      if (size > 0) min = Math.min(min, size * own);
      walk(n.children, own);
    }
  };
  walk(nodes, 1);
  return min;
}

/**
 * The page with every inked line under 0.75 pt printed (at `ptPerUnit`) widened to it; lines
 * already wider keep their width. Set on the line itself, so a group's other lines are untouched.
 */
export function floorStrokes(nodes: readonly SvgNode[], ptPerUnit: number): SvgNode[] {
  const walk = (list: readonly SvgNode[], from: Inherited): SvgNode[] =>
    list.map((n) => {
      if (!isElement(n) || n.name === "defs" || n.name === "clipPath" || n.name === "mask") return n;
      const own = inherit(n, from);
      let el: SvgElement = { ...n, children: walk(n.children, own) };
      if (SHAPES.has(n.name) && inks(own.stroke) && own.width * own.scale * ptPerUnit < LINE_FLOOR_PT)
        el = withAttrs(el, {
          "stroke-width": String(Math.ceil((LINE_FLOOR_PT / (own.scale * ptPerUnit)) * 1000) / 1000),
        });
      return el;
    });
  return walk(nodes, { stroke: undefined, width: 1, scale: 1 });
}

/** `floorStrokes` on markup. */
export const floorStrokesSvg = (svg: string, ptPerUnit: number) => serialiseSvg(floorStrokes(parseSvg(svg), ptPerUnit));
