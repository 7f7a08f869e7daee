import { MIN_STROKE_PT } from "../../engine/books/kdp.js";
import { type Box, grow, overlaps, within } from "./pdf-geometry.js";

/**
 * Whether a page's ink is, by its drawing operators alone, in lines at least 0.75 pt wide
 * (decision 070): then the strokes check has nothing to find on it and need not render it.
 *
 * The reasoning, for ink painted opaque in the order the page paints it:
 * - a stroke `w` wide (any join or cap: they change corners, not widths) holds every point of its
 *   ink in a disc `w` across inside it;
 * - a filled shape outlined by a stroke of its own (`B`, `b`) `w` wide does too: a point within
 *   `w/2` of the outline is in the stroke's disc about the nearest point of the outline, a point
 *   further in is the centre of a disc inside the shape;
 * - paper over ink (a light fill) keeps this when its own outline is such a stroke: a point of
 *   the ink it leaves is more than `w/2` outside the outline or within the outline's stroke, and
 *   a disc `w` across about it cannot reach past both;
 * - a rectangular clip that holds the whole mark changes nothing.
 * Anything else (a fill with no outline, a line under 0.75 pt, a dashed line with square ends,
 * paper over ink with no outline, a clip through ink, an image, transparency, type other than the
 * page number) is left to the measure of the rendered page. Type is not line art: a page number,
 * marked as the page's pagination (PDF's /Artifact /Pagination), is the book's own 10 pt text.
 */
export type LinesProof =
  | { proven: true }
  | {
      proven: false;
      why: string;
      /**
       * When every mark the proof could not take is one it can place (a thin or dashed line, a
       * fill not all in lines, paper over ink, ink cut by a clip): where thin ink could be, in page
       * space (each such mark's box grown by 0.75 pt, since paper can thin ink up to a line's width
       * beyond its own edge). Only there can the page hold ink under 0.75 pt (decision 071).
       */
      regions?: Box[];
    };

/** How a paint prints on the measured page: ink (darker than half grey), paper, or not known. */
export type Tone = "ink" | "paper" | "unknown";

/** One path painted: its fill and stroke (null: not painted), the stroke as drawn, where it reaches. */
export interface PaintedPath {
  fill: Tone | null;
  stroke: Tone | null;
  /** The stroke's width where it is narrowest on the page, in points. */
  widthPt: number;
  dashed: boolean;
  roundCaps: boolean;
  opaque: boolean;
  /** Every mark of the path, the stroke's widest reach included. */
  box: Box;
  clip: Box;
  /** Whether `clip` is the clip itself (the page, or rectangles level with it), not only its bounds. */
  clipExact: boolean;
  /** For a fill: whether the shape, measured alone, is all in lines 0.75 pt or wider (fill-measure.ts). */
  measure?: () => boolean;
}

/**
 * Why a path painted over `ink` (the boxes of the proved marks so far) breaks the proof, and
 * whether the thin ink it could leave is in its own box (`placed`) or could be anywhere (a
 * transparency or a colour not read leaves the whole page to the measure); null when it keeps it.
 */
function refusal(p: PaintedPath, ink: readonly Box[]): { why: string; placed: boolean } | null {
  if (!p.opaque) return { why: "transparency", placed: false };
  if (p.fill === "unknown" || p.stroke === "unknown") return { why: "a colour other than grey", placed: false };
  const placed = (why: string) => ({ why, placed: true });
  const wide = p.widthPt >= MIN_STROKE_PT - 1e-6;
  if (p.stroke === "ink" && !wide) return placed(`a line ${p.widthPt.toFixed(2)} pt wide`);
  if (p.stroke === "ink" && p.dashed && !p.roundCaps) return placed("a dashed line with square ends");
  const outlined = p.stroke === "ink" && wide && !p.dashed;
  if (p.fill === "ink" && !outlined && !p.measure?.()) return placed("a filled shape with no outline of its own");
  const paper = (p.fill === "paper" && !outlined) || p.stroke === "paper";
  if (paper && ink.some((b) => overlaps(p.box, b))) return placed("paper painted over ink");
  const inks = p.fill === "ink" || p.stroke === "ink";
  if (inks && (!p.clipExact || !within(p.box, p.clip))) return placed("ink cut by a clip");
  return null;
}

/** Past this many placed marks the page is measured whole. */
const MOST_REGIONS = 400;

/** The proof for one page, fed its paths, type and images in painting order. */
export class LineProof {
  private why: string | null = null;
  /** The first placed refusal, and where each placed mark could leave thin ink. */
  private placed: string | null = null;
  private readonly regions: Box[] = [];
  /** Each proved mark's box: paper painted later breaks the proof only where it meets one. */
  private readonly ink: Box[] = [];

  path(p: PaintedPath): void {
    if (this.why) return;
    const refused = refusal(p, this.ink);
    if (refused && (!refused.placed || this.regions.length >= MOST_REGIONS)) {
      this.why = refused.why;
      return;
    }
    if (refused) {
      this.placed ??= refused.why;
      this.regions.push(grow(p.box, MIN_STROKE_PT));
    }
    if (p.fill === "ink" || p.stroke === "ink") this.ink.push(p.box);
  }

  text(pagination: boolean): void {
    if (!pagination) this.why ??= "type";
  }

  image(): void {
    this.why ??= "an image";
  }

  result(): LinesProof {
    if (this.why) return { proven: false, why: this.why };
    if (this.placed) return { proven: false, why: this.placed, regions: this.regions };
    return { proven: true };
  }
}
