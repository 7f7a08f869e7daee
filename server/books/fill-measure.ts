import { Resvg } from "@resvg/resvg-js";
import { allInLines, PRINTED_DPI } from "./opening.js";

/**
 * A filled shape with no outline of its own (a glyph drawn as a path, a dot, a filled band) proved
 * by measuring it alone (decision 071): rendered anti-aliased at PRINTED_DPI on its own and opened
 * as a printed page is (opening.ts). When the opening removes none of it but dot-sized corners,
 * every point of its ink lies in an octagon 0.75 pt across inside it; on the page, ink painted
 * over it only adds to the ink, and the opening of more ink keeps at least the opening of less
 * (paper painted over it is the proof's own concern, line-proof.ts). A shape is measured once per
 * process: the same letter at the same size on every page of a word search is one measure.
 */

/** A path as the page paints it, in points: `M` and `L` take a point, `Q` two, `C` three, `Z` none. */
export type Segments = Array<"M" | "L" | "Q" | "C" | "Z" | number>;

const SCALE = PRINTED_DPI / 72;
/** Paper around the shape, in pixels: the opening treats the canvas edge as paper. */
const PAD = 6;
/**
 * The largest shape measured alone, in pixels at PRINTED_DPI (about 2.5 x 2.5 in): a larger fill is
 * most of a page, measured with the page.
 */
const MOST_PX = 1000 * 1000;
/** Shapes measured, by a hash of their figures (`figures`): each with its figures and its answer. */
const measured = new Map<number, Array<{ figures: Int32Array; holds: boolean }>>();
let measuredCount = 0;
const KEPT = 20_000;

/** The commands of a path as figures: below any coordinate's (every coordinate is over PAD). */
const COMMAND_CODES: Record<string, number> = { M: -1, L: -2, Q: -3, C: -4, Z: -5 };
const COMMANDS = ["", "M", "L", "Q", "C", "Z"];

/**
 * `x` (positive) in hundredths, rounded as `x.toFixed(2)` rounds it; a product that lands within
 * rounding of halfway is left to toFixed itself, which reads `x` exactly.
 */
function hundredths(x: number): number {
  const y = x * 100;
  if (Math.abs(y - Math.floor(y) - 0.5) < 1e-6) return Math.round(Number(x.toFixed(2)) * 100);
  return Math.round(y);
}

/** A coordinate of hundredths as toFixed(2) writes it. */
const fixed2 = (h: number) => `${Math.floor(h / 100)}.${String(h % 100).padStart(2, "0")}`;

/**
 * Whether a filled path, painted opaque in ink, is all in lines at least 0.75 pt wide. Its
 * position on the page is left out (every copy is measured at the same place in its pixels).
 */
export function fillHoldsLines(path: Segments, evenOdd: boolean): boolean {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  let odd = true;
  for (const v of path) {
    if (typeof v !== "number") continue;
    if (odd) {
      x0 = Math.min(x0, v);
      x1 = Math.max(x1, v);
    } else {
      y0 = Math.min(y0, v);
      y1 = Math.max(y1, v);
    }
    odd = !odd;
  }
  if (!(x1 >= x0 && y1 >= y0)) return true;
  const width = Math.ceil((x1 - x0) * SCALE) + 2 * PAD;
  const height = Math.ceil((y1 - y0) * SCALE) + 2 * PAD;
  if (width * height > MOST_PX) return false;
  // Pixels from the shape's own corner, y down (a mirror image opens alike), in hundredths: the
  // figures its drawing writes. A shape met before is found by them without writing it out.
  const figures = new Int32Array(path.length + 1);
  figures[0] = evenOdd ? 1 : 0;
  let hash = evenOdd ? 0x9e3779b9 : 0x811c9dc5;
  odd = true;
  for (let i = 0; i < path.length; i++) {
    const v = path[i] as Segments[number];
    let f: number;
    if (typeof v !== "number") f = COMMAND_CODES[v] as number;
    else {
      f = hundredths(odd ? (v - x0) * SCALE + PAD : (y1 - v) * SCALE + PAD);
      odd = !odd;
    }
    figures[i + 1] = f;
    hash = Math.imul(hash ^ f, 0x01000193);
  }
  const same = measured.get(hash);
  const known = same?.find((m) => m.figures.length === figures.length && m.figures.every((f, i) => f === figures[i]));
  if (known) return known.holds;
  const parts: string[] = [];
  for (let i = 1; i < figures.length; i++) {
    const f = figures[i] as number;
    parts.push(f < 0 ? (COMMANDS[-f] as string) : fixed2(f));
  }
  const d = parts.join(" ");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="${d}" fill-rule="${evenOdd ? "evenodd" : "nonzero"}"/></svg>`;
  const rgba = new Resvg(svg, { background: "white", font: { loadSystemFonts: false } }).render().pixels;
  const grey = new Uint8Array(width * height);
  for (let i = 0; i < grey.length; i++) grey[i] = rgba[i * 4] as number;
  const holds = allInLines(grey, width, height);
  // Past KEPT shapes the measures start again (a book's shapes are met again within it).
  if (measuredCount >= KEPT) {
    measured.clear();
    measuredCount = 0;
  }
  measured.set(hash, [...(same ?? []), { figures, holds }]);
  measuredCount++;
  return holds;
}
