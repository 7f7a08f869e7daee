import { circle, heart, type Pen, pageHeight, W } from "./draw.js";
import { r2 } from "./random.js";

/** How a hub draws: kids thick and simple, adult finer and denser, cozy homely, doodle hand-drawn. */
export interface HubStyle {
  hub: string;
  pen: Pen;
  /** Border line width and distance from the page edge. */
  frame: number;
  inset: number;
  /** How many small props a scene gets. */
  density: number;
  /** The page's detail option, when the request has one. */
  detail?: Detail;
}

const styles: Record<string, HubStyle> = {
  kids: { hub: "kids", pen: { main: 12, fine: 6 }, frame: 12, inset: 34, density: 3 },
  adult: { hub: "adult", pen: { main: 7, fine: 3.5 }, frame: 5, inset: 30, density: 6 },
  cozy: { hub: "cozy", pen: { main: 9, fine: 4.5 }, frame: 8, inset: 32, density: 4 },
  doodle: { hub: "doodle", pen: { main: 9, fine: 4.5 }, frame: 7, inset: 32, density: 5 },
};

export function hubStyle(hub: string): HubStyle {
  return (Object.hasOwn(styles, hub) ? styles[hub] : styles.doodle) as HubStyle;
}

type LineWeight = "thin" | "medium" | "bold";
type Detail = "simple" | "medium" | "detailed";

/** Stroke widths in points at print size (docs/api.md, "Page options, quality and print"). */
const strokePt: Record<LineWeight, number> = { thin: 1, medium: 2, bold: 3.5 };
/** The printed width of the 1024-unit canvas: a square page prints 8 in wide, a portrait one 8.5 in. */
const printWidthPt = (portrait: boolean) => (portrait ? 612 : 576);
/**
 * No line is drawn under 2.3 units: on the stored 1024 px page that is at least 2 px after
 * thresholding, 1.1–1.3 pt in print, safely over the 0.75 pt minimum whatever the pixel grid.
 */
export const MIN_LINE = 2.3;

/**
 * The hub's look with the page options applied: line weight as measured widths, detail as how
 * many small things a page gets. Without options (covers, old requests) the hub's own pens stay.
 */
export function pageStyle(base: HubStyle, opts: { lineWeight?: string; detail?: string; portrait: boolean }): HubStyle {
  const style = { ...base, pen: { ...base.pen } };
  const weight = opts.lineWeight as LineWeight | undefined;
  if (weight && weight in strokePt) {
    const unit = printWidthPt(opts.portrait) / W;
    const main = Math.max(MIN_LINE, strokePt[weight] / unit);
    style.pen = { main, fine: Math.max(MIN_LINE, main * 0.6) };
    style.frame = Math.max(main * 1.4, 3);
  }
  const detail = opts.detail as Detail | undefined;
  if (detail === "simple" || detail === "medium" || detail === "detailed") style.detail = detail;
  if (detail === "simple") style.density = 1;
  else if (detail === "detailed") style.density = Math.max(base.density, 6) + 2;
  return style;
}

/** Inner edge of the border: layouts keep their drawing inside this margin. */
export const contentMargin = (s: HubStyle) => s.inset + s.frame + 26;

/** The page frame, marked so a square drawing can be re-framed on a portrait page (index.ts). */
export function border(s: HubStyle, seed: number): string {
  return `<g data-frame="1">${frame(s, seed)}</g>`;
}

function frame(s: HubStyle, seed: number): string {
  const H = pageHeight();
  const i = s.inset;
  const size = W - 2 * i;
  const tall = H - 2 * i;
  const line = (w: number, extra = "") =>
    `fill="none" stroke="#000" stroke-width="${r2(w)}" stroke-linejoin="round" stroke-linecap="round"${extra}`;
  const corner = (d: number): Array<[number, number]> => [
    [i + d, i + d],
    [W - i - d, i + d],
    [i + d, H - i - d],
    [W - i - d, H - i - d],
  ];
  // A simple page keeps one plain frame: a second line or corner ornaments make slivers.
  if (s.hub === "kids" || s.detail === "simple") {
    return `<rect x="${i}" y="${i}" width="${size}" height="${tall}" rx="46" ${line(s.frame)}/>`;
  }
  if (s.hub === "adult") {
    const j = i + 16;
    const corners = corner(8)
      .map(
        ([x, y]) =>
          `<rect x="${x - 11}" y="${y - 11}" width="22" height="22" transform="rotate(45 ${x} ${y})" fill="#fff" stroke="#000" stroke-width="4"/>`,
      )
      .join("");
    return `<rect x="${i}" y="${i}" width="${size}" height="${tall}" ${line(s.frame)}/><rect x="${j}" y="${j}" width="${W - 2 * j}" height="${H - 2 * j}" ${line(3)}/>${corners}`;
  }
  if (s.hub === "cozy") {
    const j = i + 16;
    const hearts = corner(2)
      .map(([x, y]) => heart(x, y, 20, 5))
      .join("");
    return `<rect x="${i}" y="${i}" width="${size}" height="${tall}" rx="30" ${line(s.frame)}/><rect x="${j}" y="${j}" width="${W - 2 * j}" height="${H - 2 * j}" rx="18" ${line(4, ' stroke-dasharray="16 12"')}/>${hearts}`;
  }
  // Doodle: a wobbly hand-drawn line.
  const pts: string[] = [];
  const n = 14;
  const wob = (k: number) => Math.sin(seed * 0.37 + k * 2.1) * 5;
  const edge = (x0: number, y0: number, x1: number, y1: number, o: number) => {
    for (let k = 0; k < n; k++) {
      const t = k / n;
      pts.push(
        `${r2(x0 + (x1 - x0) * t + (y1 !== y0 ? wob(k + o) : 0))},${r2(y0 + (y1 - y0) * t + (x1 !== x0 ? wob(k + o) : 0))}`,
      );
    }
  };
  edge(i, i, W - i, i, 0);
  edge(W - i, i, W - i, H - i, 20);
  edge(W - i, H - i, i, H - i, 40);
  edge(i, H - i, i, i, 60);
  return `<polygon points="${pts.join(" ")}" ${line(s.frame)}/>${corner(0)
    .map(([x, y]) => circle(x, y, 9, 4))
    .join("")}`;
}
