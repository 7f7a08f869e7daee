/**
 * Outlines that should be closed: leaks (areas a small gap opens to the page's outside) and the
 * slivers too small to colour (docs/decisions/012-quality-gate.md).
 */
import { type Areas, areasOf, runAt } from "./areas.js";
import type { Bits } from "./bit-mask.js";
import { close } from "./bit-morphology.js";
import { mmPerPixel } from "./print-size.js";

/** A gap up to this size in an outline is a leak the repair closes. */
const LEAK_GAP_MM = 0.6;
/** White areas under this size are slivers nobody can colour; the repair fills them with ink. */
export const SLIVER_MM2 = 1;

/** The radius of a closing that shuts a gap of LEAK_GAP_MM on a w×h page, in pixels. */
export const gapRadius = (w: number, h: number) => Math.max(1, Math.round(LEAK_GAP_MM / mmPerPixel(w, h) / 2));

/**
 * The leaks: areas that closing every gap of up to LEAK_GAP_MM cuts off from the page's
 * outside, i.e. areas that were meant to be closed but open to the outside through a small gap.
 * Closing only adds ink, so each paper area after it lies inside one area before it: a leak is
 * an enclosed area after closing whose pixels were outside before.
 */
export function leakAreas(ink: Bits, paper: Areas, minPx: number, radius: number) {
  const closed = close(ink, Math.max(1, Math.round(radius)));
  const closedPaper = areasOf(closed, 0);
  let count = 0;
  for (let i = 0; i < closedPaper.runs; i++) {
    if (closedPaper.root[i] !== i || closedPaper.edge[i] || (closedPaper.area[i] as number) < minPx) continue;
    const before = runAt(paper, closedPaper.rx0[i] as number, closedPaper.ry[i] as number);
    if (before >= 0 && paper.edge[paper.root[before] as number]) count++;
  }
  return { closed, closedPaper, count };
}
