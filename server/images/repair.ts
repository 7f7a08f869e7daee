/**
 * The repair of a line-art page from any provider (docs/decisions/012-quality-gate.md): grey
 * shading, specks, thin strokes, gaps in outlines and slivers.
 */
import { MIN_STROKE_PT } from "../../engine/books/kdp.js";
import { areasOf, paint } from "./areas.js";
import { type Bits, newBits, popcount, toPixels } from "./bit-mask.js";
import { dilate, erode } from "./bit-morphology.js";
import { gapRadius, leakAreas, SLIVER_MM2 } from "./leaks.js";
import { mmPerPixel, pointsPerPixel } from "./print-size.js";
import { thinnestStrokePx } from "./strokes.js";

export type Repair = "grey-removed" | "specks-removed" | "gaps-closed" | "strokes-thickened" | "slivers-filled";

/** Ink blobs under this size that touch nothing are specks (model noise); the repair removes them. */
const SPECK_MM2 = 0.3;
/** Below this is ink, above GREY_HI paper; between them a pixel is grey. */
const GREY_LO = 48;
const GREY_HI = 208;
/** Where grey that is only a thin line or an anti-aliased edge is split between ink and paper. */
const INK_CUT = 176;

/** Per byte value: 1 if ink for the repair (under INK_CUT), 2 if grey (GREY_LO to GREY_HI). */
const CLASS = Uint8Array.from({ length: 256 }, (_, v) => (v < INK_CUT ? 1 : 0) | (v >= GREY_LO && v < GREY_HI ? 2 : 0));

/**
 * Repair a page, from any provider: grey shading becomes paper, thin grey lines become ink,
 * specks go, strokes under the minimum are thickened, small gaps in outlines are closed and
 * slivers too small to colour are filled. Input: luminance (0–255, any grey).
 */
export function repairLineArt(lum: Uint8Array, w: number, h: number): { pixels: Uint8Array; repairs: Repair[] } {
  const { ink, repairs } = repair(lum, w, h);
  return { pixels: toPixels(ink), repairs };
}

/** The repair on packed masks; returns the repaired page's ink. */
export function repair(lum: Uint8Array, w: number, h: number): { ink: Bits; repairs: Repair[] } {
  const repairs: Repair[] = [];
  const n = lum.length;
  const mmPx = mmPerPixel(w, h);
  const mm2Px = mmPx * mmPx;

  // 1. Grey shading: grey areas wider than ~1 mm are fills, not lines; they become paper.
  // One pass packs both the grey and the ink under INK_CUT.
  const grey = newBits(w, h);
  let ink = newBits(w, h);
  const wpr = grey.wpr;
  let anyGrey = 0;
  for (let y = 0; y < h; y++)
    for (let k = 0; k < wpr; k++) {
      const x0 = y * w + (k << 5);
      const end = Math.min(32, w - (k << 5));
      let g = 0;
      let d = 0;
      for (let bit = 0; bit < end; bit++) {
        const c = CLASS[lum[x0 + bit] as number] as number;
        d |= (c & 1) << bit;
        g |= (c >> 1) << bit;
      }
      grey.words[y * wpr + k] = g;
      ink.words[y * wpr + k] = d;
      anyGrey |= g;
    }
  const fillR = Math.max(2, Math.round(0.5 / mmPx));
  // An opening lies inside the grey: every fill pixel is grey, and none of it stays ink.
  const fills = anyGrey ? dilate(erode(grey, fillR), fillR) : grey;
  const removedGrey = popcount(fills);
  for (let i = 0; i < ink.words.length; i++) ink.words[i] = (ink.words[i] as number) & ~(fills.words[i] as number);
  if (removedGrey > n * 0.0005) repairs.push("grey-removed");

  // 2. Specks: tiny ink blobs standing alone.
  const speckPx = SPECK_MM2 / mm2Px;
  const blobs = areasOf(ink, 1, true);
  if (paint(blobs, ink, false, (root) => (blobs.area[root] as number) < speckPx)) repairs.push("specks-removed");

  // 3. Strokes under the minimum (with a margin for the printer) are thickened.
  const ptPx = pointsPerPixel(w, h);
  const widthPx = thinnestStrokePx(ink);
  const wantPx = Math.ceil((MIN_STROKE_PT * 1.25) / ptPx);
  if (widthPx > 0 && widthPx < wantPx) {
    ink = dilate(ink, Math.max(1, Math.ceil((wantPx - widthPx) / 2)));
    repairs.push("strokes-thickened");
  }

  // 4. Gaps: outlines broken by up to LEAK_GAP_MM are closed where that encloses an area.
  const sliverPx = SLIVER_MM2 / mm2Px;
  let paper = areasOf(ink, 0);
  const leak = leakAreas(ink, paper, sliverPx, gapRadius(w, h));
  if (leak.count) {
    ink = leak.closed;
    paper = leak.closedPaper;
    repairs.push("gaps-closed");
  }

  // 5. Slivers: enclosed white areas too small to colour become ink.
  if (paint(paper, ink, true, (root) => !paper.edge[root] && (paper.area[root] as number) < sliverPx))
    repairs.push("slivers-filled");
  return { ink, repairs };
}
