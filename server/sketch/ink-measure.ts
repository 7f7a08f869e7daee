import { Resvg } from "@resvg/resvg-js";
import { type Eyes, getIndex } from "./drawing-index.js";
import { motifMarkup } from "./motif-svg.js";

/** A drawing's inked part on its own 72-unit grid (x0,y0 top left; x1,y1 bottom right). */
export interface InkBounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Across the grid, the middle of the ink in its top tenth: where a creature's head is. */
  topX: number;
  /**
   * The share of its ink that its mirror image covers (within a pixel of 1/144 of the grid):
   * near 1 for a drawing that looks the same facing either way (an owl, a ladybug, a pumpkin).
   */
  mirror: number;
  /**
   * The top of the ink in each of TOP_COLUMNS equal columns across the ink box, as a share of
   * the ink's height from its top (1 where a column has none): where a rider sits on a back.
   */
  top: readonly number[];
  /** The bottom of the ink in each column, the same way (0 where a column has none): where feet stand. */
  bottom: readonly number[];
}

export const TOP_COLUMNS = 20;

const cache = new Map<string, InkBounds>();
const RES = 144;

/**
 * Measures the ink of a drawing's markup (given by `markupOf`, asked only when not cached) turned
 * by `deg` and mirrored when `flip`, cached under the drawing, its eye, pose and turn.
 */
export function measuredInk(
  hexcode: string,
  eyes: Eyes | undefined,
  deg: number,
  flip: boolean,
  pose: string | undefined,
  markupOf: () => string,
): InkBounds {
  const key = `${hexcode}${eyes ? `/${eyes}` : ""}${pose ? `/${pose}` : ""}/${deg}${flip ? "/f" : ""}`;
  const hit = cache.get(key);
  if (hit) return hit;
  // A turned drawing may reach past its square: measured on a grid a quarter larger each side.
  const pad = deg ? 18 : 0;
  const res = Math.round(RES * ((72 + 2 * pad) / 72));
  const turn = deg ? `rotate(${deg} 36 36)` : "";
  const mirror = flip ? "translate(72 0) scale(-1 1)" : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-pad} ${-pad} ${72 + 2 * pad} ${72 + 2 * pad}" width="${res}" height="${res}"><g transform="${turn} ${mirror}">${markupOf()}</g></svg>`;
  const px = new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
  let x0 = res;
  let y0 = res;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < res; y++)
    for (let x = 0; x < res; x++)
      if ((px[(y * res + x) * 4 + 3] as number) > 100) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
  const k = 72 / RES;
  let sum = 0;
  let count = 0;
  for (let y = y0; y <= y0 + (y1 - y0) * 0.1; y++)
    for (let x = x0; x <= x1; x++)
      if ((px[(y * res + x) * 4 + 3] as number) > 100) {
        sum += x;
        count++;
      }
  const ink = (x: number, y: number) => x >= 0 && x < res && (px[(y * res + x) * 4 + 3] as number) > 100;
  let inked = 0;
  let matched = 0;
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++)
      if (ink(x, y)) {
        inked++;
        const m = x0 + x1 - x;
        if (ink(m, y) || ink(m - 1, y) || ink(m + 1, y)) matched++;
      }
  const top: number[] = [];
  const bottom: number[] = [];
  for (let c = 0; c < TOP_COLUMNS; c++) {
    const a = x0 + Math.floor(((x1 + 1 - x0) * c) / TOP_COLUMNS);
    const e = Math.max(a + 1, x0 + Math.floor(((x1 + 1 - x0) * (c + 1)) / TOP_COLUMNS));
    let t = y1 + 1;
    for (let x = a; x < e; x++)
      for (let y = y0; y < t; y++)
        if (ink(x, y)) {
          t = y;
          break;
        }
    top.push((t - y0) / Math.max(1, y1 + 1 - y0));
    let u = y0 - 1;
    for (let x = a; x < e; x++)
      for (let y = y1; y > u; y--)
        if (ink(x, y)) {
          u = y;
          break;
        }
    bottom.push((u + 1 - y0) / Math.max(1, y1 + 1 - y0));
  }
  const b =
    x1 < 0
      ? {
          x0: 0,
          y0: 0,
          x1: 72,
          y1: 72,
          topX: 36,
          mirror: 1,
          top: new Array(TOP_COLUMNS).fill(0),
          bottom: new Array(TOP_COLUMNS).fill(1),
        }
      : {
          x0: x0 * k - pad,
          y0: y0 * k - pad,
          x1: (x1 + 1) * k - pad,
          y1: (y1 + 1) * k - pad,
          topX: (sum / count + 0.5) * k - pad,
          mirror: matched / Math.max(1, inked),
          top,
          bottom,
        };
  cache.set(key, b);
  return b;
}

/** The ink of a drawing as the set draws it (no pose): what a figure's head is sized by (body.ts). */
export function drawingInk(hexcode: string, eyes?: Eyes): InkBounds {
  return measuredInk(hexcode, eyes, 0, false, undefined, () => motifMarkup(hexcode, "black", eyes));
}

/**
 * Whether a drawing is a picture in a frame: a landscape, weather or an event (emojibase's
 * geographic places 50, sky and weather 59, events 60) drawn on a flat base across its whole
 * width (a mountain, a water wave, fireworks, a sparkler, a shooting star; not a volcano, a cloud
 * or a Christmas tree, which stand free). Beside a subject, held or stood on, it is a tile, never
 * the thing.
 */
export function framedPicture(hexcode: string): boolean {
  const subgroup = getIndex().byHex.get(hexcode)?.subgroup ?? 0;
  if (![50, 59, 60].includes(subgroup)) return false;
  const ink = drawingInk(hexcode);
  return ink.x1 - ink.x0 >= 0.85 * 72 && Math.min(...ink.bottom) >= 0.9;
}
