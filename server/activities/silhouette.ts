import { Resvg } from "@resvg/resvg-js";
import { type Motif, motifMarkup } from "../sketch/art.js";
import { r2 } from "../sketch/random.js";
import { repaintSvg } from "../svg/tree.js";

export interface Point {
  x: number;
  y: number;
}

/** Where a drawing is placed on the page: centred on (x, y), `size` units square. */
export interface Placement {
  x: number;
  y: number;
  size: number;
}

/** Pixels per page unit the silhouette is traced at: fine enough for ears and tails, quick to scan. */
const SCALE = 0.5;

/**
 * The outer contour of a drawable subject as placed on the page (page units, clockwise on
 * screen): the built-in line drawing's shapes filled solid, its largest solid part with holes
 * filled, traced around its edge pixel by pixel. Empty when the drawing has no solid part.
 */
export function subjectContour(motif: Motif, at: Placement, sheet: { width: number; height: number }): Point[] {
  const w = Math.ceil(sheet.width * SCALE);
  const h = Math.ceil(sheet.height * SCALE);
  const k = at.size / 72;
  // The line drawing's own shapes (translucent shading already dropped), filled without their
  // edges: the contour then runs along the middle of the drawing's outline.
  const inner = repaintSvg(motifMarkup(motif.hexcode, "black"), { fill: "#000", stroke: "none" });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${sheet.width} ${sheet.height}" width="${w}" height="${h}"><g transform="translate(${r2(at.x - at.size / 2)} ${r2(at.y - at.size / 2)}) scale(${r2(k * 1000) / 1000})">${inner}</g></svg>`;
  const px = new Resvg(svg, { fitTo: { mode: "width", value: w }, font: { loadSystemFonts: false } }).render().pixels;
  const solid = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) solid[i] = (px[i * 4 + 3] as number) > 128 ? 1 : 0;
  const part = filledLargestPart(solid, w, h);
  if (!part) return [];
  return traceOutline(part, w, h).map((p) => ({ x: p.x / SCALE, y: p.y / SCALE }));
}

/** The largest 4-connected solid part, with every hole in it filled; null when there is none. */
function filledLargestPart(solid: Uint8Array, w: number, h: number): Uint8Array | null {
  const n = w * h;
  const label = new Int32Array(n);
  const stack = new Int32Array(n);
  // Fills from the seeds already on the stack every pixel `open` allows, marking it `mark`.
  const fill = (top: number, open: (i: number) => boolean, mark: (i: number) => void): number => {
    let size = 0;
    let sp = top;
    while (sp > 0) {
      const at = stack[--sp] as number;
      size++;
      const x = at % w;
      if (x > 0 && open(at - 1)) {
        mark(at - 1);
        stack[sp++] = at - 1;
      }
      if (x < w - 1 && open(at + 1)) {
        mark(at + 1);
        stack[sp++] = at + 1;
      }
      if (at >= w && open(at - w)) {
        mark(at - w);
        stack[sp++] = at - w;
      }
      if (at < n - w && open(at + w)) {
        mark(at + w);
        stack[sp++] = at + w;
      }
    }
    return size;
  };
  let best = 0;
  let bestSize = 0;
  let next = 0;
  for (let i = 0; i < n; i++) {
    if (!solid[i] || label[i]) continue;
    const id = ++next;
    label[i] = id;
    stack[0] = i;
    const size = fill(
      1,
      (j) => solid[j] === 1 && label[j] === 0,
      (j) => {
        label[j] = id;
      },
    );
    if (size > bestSize) {
      bestSize = size;
      best = id;
    }
  }
  if (!best) return null;
  // Outside = what the page's edge reaches without crossing the part; everything else is inside.
  const outside = new Uint8Array(n);
  let top = 0;
  const seed = (i: number) => {
    if (!outside[i] && label[i] !== best) {
      outside[i] = 1;
      stack[top++] = i;
    }
  };
  for (let x = 0; x < w; x++) {
    seed(x);
    seed((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    seed(y * w);
    seed(y * w + w - 1);
  }
  fill(
    top,
    (j) => outside[j] === 0 && label[j] !== best,
    (j) => {
      outside[j] = 1;
    },
  );
  const part = new Uint8Array(n);
  for (let i = 0; i < n; i++) part[i] = outside[i] ? 0 : 1;
  return part;
}

// Moore neighbourhood, clockwise on screen (y down) starting west.
const DX = [-1, -1, 0, 1, 1, 1, 0, -1];
const DY = [0, -1, -1, -1, 0, 1, 1, 1];

/** Moore-neighbour tracing of a single solid part's outer edge, as pixel centres, clockwise on screen. */
function traceOutline(part: Uint8Array, w: number, h: number): Point[] {
  const on = (x: number, y: number) => x >= 0 && y >= 0 && x < w && y < h && part[y * w + x] === 1;
  let start = -1;
  for (let i = 0; i < part.length && start < 0; i++) if (part[i]) start = i;
  const sx = start % w;
  const sy = Math.floor(start / w);
  const out: Point[] = [{ x: sx + 0.5, y: sy + 0.5 }];
  let x = sx;
  let y = sy;
  // Entered from the west (the first pixel in scan order has no solid west neighbour).
  let dir = 0;
  for (let steps = 0; steps < w * h * 2; steps++) {
    let found = -1;
    for (let k = 0; k < 8; k++) {
      const d = (dir + k) % 8;
      if (on(x + (DX[d] as number), y + (DY[d] as number))) {
        found = d;
        break;
      }
    }
    if (found < 0) break; // a single pixel
    x += DX[found] as number;
    y += DY[found] as number;
    if (x === sx && y === sy) break;
    out.push({ x: x + 0.5, y: y + 0.5 });
    // Resume the search just past the direction we came from.
    dir = (found + 5) % 8;
  }
  return out;
}
