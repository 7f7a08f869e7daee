import { Resvg } from "@resvg/resvg-js";
import svgpath from "svgpath";
import { isElement, mapSvg, parseSvg, type SvgElement, type SvgNode, serialiseSvg, svgElements } from "../svg/tree.js";
import {
  countedAs,
  feelingOf,
  inMood,
  matchMotifs,
  motifByAnnotation,
  motifByHexcode,
  motifGroup,
  wornProfession,
} from "./art.js";
import { drawingMarkup, type Pose } from "./body.js";
import { pageCast } from "./cast.js";
import { inkBounds } from "./ink-bounds.js";
import { understandSketch } from "./understand.js";

/** A drawing placed on the page, and the box its shapes cover (page units). */
export interface Placed {
  hexcode: string;
  /** A head drawn as a whole figure (body.ts): measured and masked as the figure. */
  pose?: Pose;
  box: { x0: number; y0: number; x1: number; y1: number };
  /** Its placement: translate, scale, mirrored. */
  tx: number;
  ty: number;
  k: number;
  flip: boolean;
  /** Its element in the page's tree, and where that comes in document order. */
  element: SvgElement;
  order: number;
  /** It is part of a scene's own feature (inside a `data-feature` group): asked for. */
  inFeature: boolean;
}

const boundsCache = new Map<string, Placed["box"]>();

/** The box a drawing's shapes cover on its 72-unit grid (control points included: a little generous). */
function motifBounds(hexcode: string, pose?: Pose): Placed["box"] {
  const key = pose ? `${hexcode}/${pose}` : hexcode;
  let b = boundsCache.get(key);
  if (b) return b;
  // A figure nests the art at other scales: measured from its pixels instead.
  if (pose) {
    const { x0, y0, x1, y1 } = inkBounds(hexcode, undefined, pose);
    b = { x0, y0, x1, y1 };
    boundsCache.set(key, b);
    return b;
  }
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  const add = (x: number, y: number) => {
    box.x0 = Math.min(box.x0, x);
    box.x1 = Math.max(box.x1, x);
    box.y0 = Math.min(box.y0, y);
    box.y1 = Math.max(box.y1, y);
  };
  for (const el of svgElements(parseSvg(markupOf(hexcode, pose)))) {
    const { d, cx, cy } = el.attrs;
    if (d)
      svgpath(d)
        .abs()
        .unarc()
        .iterate((seg) => {
          for (let i = 1; i + 1 < seg.length; i += 2) add(seg[i] as number, seg[i + 1] as number);
        });
    const r = el.attrs.r ?? el.attrs.rx;
    if ((el.name === "circle" || el.name === "ellipse") && [cx, cy, r].every((v) => v && unsigned.test(v))) {
      const [x, y, rr] = [Number(cx), Number(cy), Number(r)];
      add(x - rr, y - rr);
      add(x + rr, y + rr);
    }
  }
  // The Fluent art is drawn on 32 units, scaled to the 72-unit grid.
  b = Number.isFinite(box.x0)
    ? { x0: box.x0 * 2.25, y0: box.y0 * 2.25, x1: box.x1 * 2.25, y1: box.y1 * 2.25 }
    : { x0: 0, y0: 0, x1: 72, y1: 72 };
  boundsCache.set(key, b);
  return b;
}

function markupOf(hexcode: string, pose?: Pose): string {
  const m = motifByHexcode(hexcode);
  return m ? drawingMarkup({ ...m, pose }, "black") : "";
}

const unsigned = /^[\d.]+$/;

/** A placement's transform (draw.ts `place`): moved, scaled, maybe turned, maybe mirrored. */
const placement =
  /^translate\((-?[\d.]+) (-?[\d.]+)\) scale\(([\d.]+)\)(?: rotate\(-?[\d.]+ 36 36\))?( translate\(72 0\) scale\(-1 1\))?$/;

/** Every drawing the layout placed (draw.ts `place`), with the box its shapes cover. */
export function placedDrawings(svg: string): Placed[] {
  return placedIn(parseSvg(svg));
}

export function placedIn(nodes: readonly SvgNode[]): Placed[] {
  const out: Placed[] = [];
  let order = 0;
  const visit = (list: readonly SvgNode[], inFeature: boolean) => {
    for (const el of list) {
      if (!isElement(el)) continue;
      const m =
        el.name === "g" && Object.keys(el.attrs).join() === "transform"
          ? placement.exec(el.attrs.transform ?? "")
          : null;
      const drawing = m ? el.children[0] : undefined;
      const hexcode = drawing && isElement(drawing) && drawing.name === "g" ? drawing.attrs["data-motif"] : undefined;
      if (m && drawing && isElement(drawing) && hexcode !== undefined) {
        const [tx, ty, k] = [Number(m[1]), Number(m[2]), Number(m[3])];
        const pose = drawing.attrs["data-pose"] as Pose | undefined;
        const b = motifBounds(hexcode, pose);
        const [x0, x1] = m[4] ? [72 - b.x1, 72 - b.x0] : [b.x0, b.x1];
        out.push({
          hexcode,
          ...(pose ? { pose } : {}),
          box: { x0: tx + x0 * k, y0: ty + b.y0 * k, x1: tx + x1 * k, y1: ty + b.y1 * k },
          tx,
          ty,
          k,
          flip: !!m[4],
          element: el,
          order: order++,
          inFeature,
        });
      }
      visit(el.children, inFeature || (el.name === "g" && el.attrs["data-feature"] !== undefined));
    }
  };
  visit(nodes, false);
  return out;
}

/** How many of each drawing the request asked for: its subject words, counts ("three cats") and a worn hat. */
function askedDrawings(sketch: Record<string, string>, output: "line-art" | "cover"): Map<string, number> {
  const asked = new Map<string, number>();
  const ask = (hexcode: string | undefined, n = 1) => {
    if (hexcode) asked.set(hexcode, Math.max(asked.get(hexcode) ?? 0, n));
  };
  const seen = new Map<string, number>();
  // An animal said asleep is drawn as the drawing that shows its eyes shut, its face drawing where
  // only that shows both (person-looks.ts `inMood`): that drawing is the one asked for.
  const feeling = feelingOf(sketch);
  for (const w of understandSketch(sketch, output).understood) {
    const m = w.drawnAs ? motifByAnnotation(w.drawnAs) : undefined;
    for (const hex of new Set([m?.hexcode, m && inMood(m, feeling).hexcode]))
      if (hex) seen.set(hex, (seen.get(hex) ?? 0) + 1);
  }
  for (const [hex, n] of seen) ask(hex, n);
  const cast = pageCast(sketch);
  const counts = new Map<string, number>();
  for (const m of cast ?? []) counts.set(m.motif.hexcode, (counts.get(m.motif.hexcode) ?? 0) + m.count);
  for (const [hex, n] of counts) ask(hex, n);
  const worn = wornProfession(sketch.subject, sketch.subject2);
  if (worn) {
    ask(worn.animal.hexcode);
    ask(motifByAnnotation(worn.hat)?.hexcode);
  }
  // Things named as the decoration or the setting ("shamrock", "under a tree") are asked for,
  // as many as the layout draws.
  for (const m of [...matchMotifs(sketch.decoration, 3), ...matchMotifs(sketch.setting, 3)])
    ask(m.hexcode, Number.POSITIVE_INFINITY);
  return asked;
}

/** Cells of a drawing's shape mask: 36 across its 72-unit grid. */
const CELLS = 36;
const maskCache = new Map<string, Uint8Array>();

/** Where a drawing's shapes (white fills included) cover its grid, one cell every 2 units. */
function motifMask(hexcode: string, pose?: Pose): Uint8Array {
  const key = pose ? `${hexcode}/${pose}` : hexcode;
  let mask = maskCache.get(key);
  if (mask) return mask;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72" width="${CELLS}" height="${CELLS}">${markupOf(hexcode, pose)}</svg>`;
  const px = new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
  mask = new Uint8Array(CELLS * CELLS);
  for (let i = 0; i < mask.length; i++) mask[i] = (px[i * 4 + 3] as number) > 0 ? 1 : 0;
  maskCache.set(key, mask);
  return mask;
}

/** Whether a page point lies on (or within a cell of) the drawing's shapes. */
function covers(p: Placed, x: number, y: number): boolean {
  const cell = (p.k * 72) / CELLS;
  let cx = Math.floor((x - p.tx) / cell);
  const cy = Math.floor((y - p.ty) / cell);
  if (p.flip) cx = CELLS - 1 - cx;
  const mask = motifMask(p.hexcode, p.pose);
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const u = cx + dx;
      const v = cy + dy;
      if (u >= 0 && v >= 0 && u < CELLS && v < CELLS && mask[v * CELLS + u]) return true;
    }
  return false;
}

/** Whether two placed drawings' shapes touch or overlap: their boxes first, then their masks. */
export function touches(a: Placed, b: Placed): boolean {
  const [p, q] = [a.box, b.box];
  if (!(p.x0 < q.x1 && q.x0 < p.x1 && p.y0 < q.y1 && q.y0 < p.y1)) return false;
  const mask = motifMask(a.hexcode, a.pose);
  const cell = (a.k * 72) / CELLS;
  for (let v = 0; v < CELLS; v++)
    for (let u = 0; u < CELLS; u++) {
      if (!mask[v * CELLS + u]) continue;
      const x = a.tx + ((a.flip ? CELLS - 1 - u : u) + 0.5) * cell;
      const y = a.ty + (v + 0.5) * cell;
      if (covers(b, x, y)) return true;
    }
  return false;
}

/**
 * Whether a page point (canvas units) lies on a drawing the request asked for: the subject a
 * detailed page fills with patterns, the scenery round it left plain (patterns/decorate.ts).
 * Undefined when the page places no asked drawing.
 */
export function askedCover(
  svg: string,
  sketch: Record<string, string>,
  asked: readonly Placed[] = classify(svg, sketch, "line-art").asked,
): ((x: number, y: number) => boolean) | undefined {
  if (asked.length === 0) return undefined;
  return (x, y) =>
    asked.some((p) => x >= p.box.x0 && x <= p.box.x1 && y >= p.box.y0 && y <= p.box.y1 && covers(p, x, y));
}

/**
 * Where the faces of the people a page asked for (`classify`) are (page units): the middle 80 % of a person's
 * drawing across, its top 65 % (a figure's top 45 %, over its body). A detailed page keeps an area
 * there plain unless it is wider than the face (the hair round it): a woman's face, nose and mouth
 * had been filled with teardrops and spirals.
 */
export function askedFaces(asked: readonly Placed[]): Array<[number, number, number, number]> {
  return asked
    .filter((p) => motifGroup(p.hexcode) === "people-body")
    .map(({ box, pose }) => {
      const [w, h] = [box.x1 - box.x0, box.y1 - box.y0];
      return [box.x0 + w * 0.1, box.y0, box.x1 - w * 0.1, box.y0 + h * (pose ? 0.45 : 0.65)];
    });
}

/**
 * The page's drawings as the contract counts them: the largest drawings of each asked kind, as
 * many as were asked, and a scene's own features (the St. Patrick's Day hat, gold and shamrocks:
 * layouts/holiday.ts) are asked; every other drawing is not.
 */
export function classify(
  svg: string,
  sketch: Record<string, string>,
  output: "line-art" | "cover",
): { asked: Placed[]; unasked: Placed[] } {
  return classifyPlaced(placedDrawings(svg), sketch, output);
}

function classifyPlaced(
  placed: Placed[],
  sketch: Record<string, string>,
  output: "line-art" | "cover",
): { asked: Placed[]; unasked: Placed[] } {
  const left = new Map(askedDrawings(sketch, output));
  const asked: Placed[] = [];
  const unasked: Placed[] = [];
  for (const p of [...placed].sort((a, b) => area(b.box) - area(a.box))) {
    const kind = countedAs(p.hexcode);
    const n = left.get(kind) ?? 0;
    if (n > 0) left.set(kind, n - 1);
    if (n > 0 || p.inFeature) asked.push(p);
    else unasked.push(p);
  }
  return { asked, unasked: unasked.sort((a, b) => a.order - b.order) };
}

/**
 * A picture page's unasked objects (companions, props, the place's things): any that touches or
 * overlaps an asked drawing is taken off the page, and the rest are named, one entry per object,
 * in `extras`. Scenery the layout draws itself (ground, hills, walls, clouds, sparkles) is not an
 * object.
 */
export function settleExtras(
  svg: string,
  sketch: Record<string, string>,
  output: "line-art" | "cover",
): { svg: string; extras: string[] } {
  const page = parseSvg(svg);
  const { asked, unasked } = classifyPlaced(placedIn(page), sketch, output);
  const drop = unasked.filter((o) => asked.some((m) => touches(o, m)));
  const extras = unasked.filter((o) => !drop.includes(o)).map((o) => nameOf(o.hexcode));
  if (drop.length === 0) return { svg, extras };
  const gone = new Set(drop.map((d) => d.element));
  return { svg: serialiseSvg(mapSvg(page, (el, source) => (gone.has(source) ? null : el))), extras };
}

const area = (b: Placed["box"]) => (b.x1 - b.x0) * (b.y1 - b.y0);

function nameOf(hexcode: string): string {
  return motifByHexcode(hexcode)?.annotation ?? hexcode;
}
