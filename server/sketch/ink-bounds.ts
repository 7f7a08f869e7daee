import { Resvg } from "@resvg/resvg-js";
import { motifByHexcode, motifMarkup } from "./art.js";
import { drawingMarkup, type Pose } from "./body.js";

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
}

export const TOP_COLUMNS = 20;

/** A box on the page (1024 units wide). */
export interface PageBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

const cache = new Map<string, InkBounds>();
const RES = 144;

/**
 * Where a drawing actually has ink inside its square: Fluent drawings leave from nothing to a
 * third of their grid empty (a head fills it, a rocket is a thin diagonal), so sizing by the
 * square made some subjects half the size of others. Measured once per drawing by rasterising
 * its line-art markup (the shapes' own geometry, transforms included), then cached.
 */
export function inkBounds(hexcode: string, oneEye = false, pose?: Pose): InkBounds {
  return measured(hexcode, oneEye, 0, false, pose);
}

/**
 * The ink of a drawing turned by `deg` degrees about its square's middle (mirrored first when
 * `flip`, as lineMotif draws it), on the same grid: a turned drawing's corners are often empty,
 * so the box of its turned ink box would make it smaller than it can be.
 */
export function turnedInkBounds(hexcode: string, deg: number, flip: boolean, oneEye = false, pose?: Pose): InkBounds {
  return measured(hexcode, oneEye, deg, flip, pose);
}

function measured(hexcode: string, oneEye: boolean, deg: number, flip: boolean, pose?: Pose): InkBounds {
  const key = `${hexcode}${oneEye ? "/1" : ""}${pose ? `/${pose}` : ""}/${deg}${flip ? "/f" : ""}`;
  const hit = cache.get(key);
  if (hit) return hit;
  // A turned drawing may reach past its square: measured on a grid a quarter larger each side.
  const pad = deg ? 18 : 0;
  const res = Math.round(RES * ((72 + 2 * pad) / 72));
  const turn = deg ? `rotate(${deg} 36 36)` : "";
  const mirror = flip ? "translate(72 0) scale(-1 1)" : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-pad} ${-pad} ${72 + 2 * pad} ${72 + 2 * pad}" width="${res}" height="${res}"><g transform="${turn} ${mirror}">${markupOf(hexcode, oneEye, pose)}</g></svg>`;
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
  }
  const b =
    x1 < 0
      ? { x0: 0, y0: 0, x1: 72, y1: 72, topX: 36, mirror: 1, top: new Array(TOP_COLUMNS).fill(0) }
      : {
          x0: x0 * k - pad,
          y0: y0 * k - pad,
          x1: (x1 + 1) * k - pad,
          y1: (y1 + 1) * k - pad,
          topX: (sum / count + 0.5) * k - pad,
          mirror: matched / Math.max(1, inked),
          top,
        };
  cache.set(key, b);
  return b;
}

/** A drawing's markup; a posed head is measured as its whole figure (body.ts). */
function markupOf(hexcode: string, oneEye: boolean, pose: Pose | undefined): string {
  const m = pose && motifByHexcode(hexcode);
  return m ? drawingMarkup({ ...m, oneEye, pose }, "black") : motifMarkup(hexcode, "black", oneEye);
}

/** Where a drawing placed at (x, y, size, flip) — lineMotif's square — has its ink on the page. */
export function placedInk(b: InkBounds, x: number, y: number, size: number, flip = false): PageBox {
  const k = size / 72;
  const left = flip ? 72 - b.x1 : b.x0;
  return { x: x - size / 2 + left * k, y: y - size / 2 + b.y0 * k, w: (b.x1 - b.x0) * k, h: (b.y1 - b.y0) * k };
}

/**
 * The square (centre and size) that puts a drawing's ink into `box`: as large as fits, centred
 * across, its ink standing on the box's bottom (or centred down, `middle`).
 */
export function fitInk(
  b: InkBounds,
  box: PageBox,
  flip = false,
  middle = false,
): { x: number; y: number; size: number; ink: PageBox } {
  const iw = b.x1 - b.x0;
  const ih = b.y1 - b.y0;
  const size = Math.min(box.w / iw, box.h / ih) * 72;
  const k = size / 72;
  const left = flip ? 72 - b.x1 : b.x0;
  const inkW = iw * k;
  const inkH = ih * k;
  const inkX = box.x + (box.w - inkW) / 2;
  const inkY = middle ? box.y + (box.h - inkH) / 2 : box.y + box.h - inkH;
  const x = inkX - left * k + size / 2;
  const y = inkY - b.y0 * k + size / 2;
  return { x, y, size, ink: { x: inkX, y: inkY, w: inkW, h: inkH } };
}
