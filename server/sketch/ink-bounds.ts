import { drawingMarkup, type Pose } from "./body.js";
import { type Eyes, motifByHexcode } from "./drawing-index.js";
import { type InkBounds, measuredInk } from "./ink-measure.js";
import { motifMarkup } from "./motif-svg.js";

export { type InkBounds, TOP_COLUMNS } from "./ink-measure.js";

/** A box on the page (1024 units wide). */
export interface PageBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Boxes overlap, with `pad` units of air required between them. */
const overlaps = (a: PageBox, b: PageBox, pad = 0) =>
  a.x < b.x + b.w + pad && b.x < a.x + a.w + pad && a.y < b.y + b.h + pad && b.y < a.y + a.h + pad;

/** Whether a box keeps `pad` units of air from every box taken. */
export const clear = (box: PageBox, taken: PageBox[], pad = 12) => !taken.some((t) => overlaps(box, t, pad));

/**
 * Where a drawing actually has ink inside its square: Fluent drawings leave from nothing to a
 * third of their grid empty (a head fills it, a rocket is a thin diagonal), so sizing by the
 * square made some subjects half the size of others. Measured once per drawing by rasterising
 * its line-art markup (the shapes' own geometry, transforms included), then cached.
 */
export function inkBounds(hexcode: string, eyes?: Eyes, pose?: Pose): InkBounds {
  return measuredInk(hexcode, eyes, 0, false, pose, () => markupOf(hexcode, eyes, pose));
}

/**
 * The ink of a drawing turned by `deg` degrees about its square's middle (mirrored first when
 * `flip`, as lineMotif draws it), on the same grid: a turned drawing's corners are often empty,
 * so the box of its turned ink box would make it smaller than it can be.
 */
export function turnedInkBounds(hexcode: string, deg: number, flip: boolean, eyes?: Eyes, pose?: Pose): InkBounds {
  return measuredInk(hexcode, eyes, deg, flip, pose, () => markupOf(hexcode, eyes, pose));
}

/** A drawing's markup; a posed head is measured as its whole figure (body.ts). */
function markupOf(hexcode: string, eyes: Eyes | undefined, pose: Pose | undefined): string {
  const m = pose && motifByHexcode(hexcode);
  return m ? drawingMarkup({ ...m, eyes, pose }, "black") : motifMarkup(hexcode, "black", eyes);
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
