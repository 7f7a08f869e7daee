/**
 * The quality gate of line-art pages (docs/api.md, "Page options, quality and print"): pixels in,
 * figures and repairs out. Pure and synchronous; it runs in the sketch worker threads.
 *
 * Everything is measured at print size: a square page prints 8 in wide (2400 px at 300 DPI), a
 * portrait 17:22 page 8.5x11 in, anything else fitted into 8.5x11 in. docs/decisions/012-quality-gate.md
 * explains each figure and threshold.
 */
import { MIN_STROKE_PT } from "../../engine/books/kdp.js";
import { INK_RANGE } from "../../engine/quality.js";
import { areasOf, enclosed } from "./areas.js";
import { type Bits, packInk, popcount, reduce, toPixels } from "./bit-mask.js";
import { gapRadius, leakAreas, SLIVER_MM2 } from "./leaks.js";
import { pointsPerPixel, round } from "./print-size.js";
import { type Repair, repair } from "./repair.js";
import { thinnestStrokePx } from "./strokes.js";
import { TEXT_AREA_CM2, type TextBox, textAreas } from "./text-areas.js";

export interface Quality {
  /** Share of pixels that are neither black nor white (0 on a stored page). */
  greyShare: number;
  /** Share of pixels that are ink. */
  inkShare: number;
  /** The thinnest stroke at print size, in points (2nd percentile of the strokes' widths). */
  minStrokePt: number;
  /** Enclosed areas to colour: white areas of at least SLIVER_MM2 (leaks.ts) not connected to the page's outside. */
  regions: number;
  /** The smallest of those areas at print size, in cm² (0 when there is none). */
  smallestRegionCm2: number;
  /** Areas that a gap of at most LEAK_GAP_MM (leaks.ts) in their outline opens to the page's outside. */
  leaks: number;
  passed: boolean;
}

interface GateResult {
  /** The page, one byte per pixel, exactly 0 (ink) or 255 (paper). */
  pixels: Uint8Array;
  quality: Quality;
  repairs: Repair[];
  /** Why the page failed, in a seller's words (empty when it passed). */
  reasons: string[];
}

/** A page's detail option (docs/api.md, "Page options, quality and print"); medium when not given. */
type DetailLevel = "simple" | "medium" | "detailed";

/**
 * The fewest areas to colour a page of each detail level may have and pass: under it the page
 * is a frame or a bare outline (a photo whose lines all faded leaves one square), nothing to
 * colour. Floors, far under each level's aim (40 large areas at most for simple, 150 for detailed).
 */
const MIN_REGIONS: Record<DetailLevel, number> = { simple: 2, medium: 4, detailed: 8 };

const minRegions = (detail: string | undefined) =>
  MIN_REGIONS[(detail as DetailLevel) in MIN_REGIONS ? (detail as DetailLevel) : "medium"];

/** Whether any pixel is neither pure black nor pure white (stops at the first; 4 pixels at a time). */
function hasGrey(lum: Uint8Array): boolean {
  let i = 0;
  if (lum.byteOffset % 4 === 0) {
    const words = new Uint32Array(lum.buffer, lum.byteOffset, lum.length >> 2);
    for (let k = 0; k < words.length; k++) {
      const v = words[k] as number;
      // A pure byte is its top bit spread over the whole byte (0x00 or 0xff).
      if ((v | 0) !== Math.imul((v >>> 7) & 0x01010101, 255)) return true;
    }
    i = words.length * 4;
  }
  for (; i < lum.length; i++) {
    const v = lum[i] as number;
    if (v > 0 && v < 255) return true;
  }
  return false;
}

/**
 * Measure a black-and-white page (bytes 0 or 255; grey counted as such). `text`: the boxes of
 * its lines of text, when known (the built-in engine's pages), whose small areas are not areas to colour.
 */
export function measureLineArt(
  bw: Uint8Array,
  w: number,
  h: number,
  text: readonly TextBox[] = [],
  detail?: string,
): Quality {
  const { ink, grey, inkCount } = packInk(bw, w, h);
  return measureInk(ink, grey, inkCount, text, detail);
}

/** The figures of a page given as its packed ink, its grey pixels and its ink pixels. */
function measureInk(
  ink: Bits,
  grey: number,
  inkCount: number,
  text: readonly TextBox[] = [],
  detail?: string,
): Quality {
  const { w, h } = ink;
  const n = w * h;
  const inkShare = inkCount / n;
  const ptPx = pointsPerPixel(w, h);
  const cm2Px = ((ptPx / 72) * 2.54) ** 2;
  const minStrokePt = thinnestStrokePx(ink) * ptPx;
  // Areas are analysed at about 1024 px across (an ink pixel of the reduced page is ink if any
  // of its f×f pixels is): the same figures within a few per cent, a quarter of the work at 300 DPI.
  const f = Math.max(1, Math.round(w / 1024));
  const small = f > 1 ? reduce(ink, f) : ink;
  const cellCm2 = cm2Px * f * f;
  const paper = areasOf(small, 0);
  // Areas under SLIVER_MM2 (corners where two lines nearly meet) are not areas to colour.
  const sliverPx = SLIVER_MM2 / 100 / cellCm2;
  // A letter or its counter under 1 cm² is read, not coloured (decision 037).
  const isText = textAreas(paper, text, f);
  const textPx = TEXT_AREA_CM2 / cellCm2;
  const inside = enclosed(paper, (r) => isText[r] === 1 && (paper.area[r] as number) < textPx).filter(
    (a) => a >= sliverPx,
  );
  let smallest = inside.length ? (inside[0] as number) : 0;
  for (const a of inside) smallest = Math.min(smallest, a);
  const leaks = inkCount > 0 ? leakAreas(small, paper, sliverPx, gapRadius(w, h) / f).count : 0;
  const quality: Quality = {
    greyShare: round(grey / n, 4),
    inkShare: round(inkShare, 4),
    minStrokePt: round(minStrokePt, 2),
    regions: inside.length,
    smallestRegionCm2: round(smallest * cellCm2, 3),
    leaks,
    passed: false,
  };
  quality.passed = failures(quality, detail).length === 0;
  return quality;
}

/** What keeps a page from passing, in a seller's words: none when it passes at its detail level. */
function failures(q: Quality, detail?: string): string[] {
  const out: string[] = [];
  if (q.greyShare > 0) out.push("grey shading left");
  if (q.inkShare < (INK_RANGE[0] as number)) out.push("almost no lines");
  if (q.inkShare > (INK_RANGE[1] as number)) out.push("too much black");
  if (q.minStrokePt < MIN_STROKE_PT) out.push(`lines thinner than ${MIN_STROKE_PT} pt`);
  if (q.leaks > 0) out.push(`${q.leaks} areas not closed`);
  const least = minRegions(detail);
  if (q.regions < least)
    out.push(
      `${q.regions} ${q.regions === 1 ? "area" : "areas"} to colour, under the ${least} a ${detail ?? "medium"} page needs`,
    );
  return out;
}

/**
 * The gate: a page already pure black and white that passes is kept as it is (the built-in
 * engine's pages, measured once); anything else is repaired and measured again. `passed` is the
 * verdict on the page that is stored.
 */
export function gateLineArt(
  lum: Uint8Array,
  w: number,
  h: number,
  text: readonly TextBox[] = [],
  detail?: string,
): GateResult {
  if (!hasGrey(lum)) {
    const quality = measureLineArt(lum, w, h, text, detail);
    if (quality.passed) return { pixels: lum, quality, repairs: [], reasons: [] };
  }
  const { ink, repairs } = repair(lum, w, h);
  // The stored pixels are exactly this mask (0 or 255, no grey): measured from it directly.
  const quality = measureInk(ink, 0, popcount(ink), text, detail);
  return { pixels: toPixels(ink), quality, repairs, reasons: failures(quality, detail) };
}
