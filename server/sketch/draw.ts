import { mapSvg, parseSvg, repaintSvg, rescaleStrokes, serialiseSvg, withAttrs } from "../svg/tree.js";
import type { Eyes, Motif } from "./art.js";
import { drawingMarkup } from "./body.js";
import { r2 } from "./random.js";

/** Every layout draws on a 1024-unit canvas; resvg scales it to the requested size. */
export const W = 1024;

/** A portrait page keeps the 1024-unit width and has US Letter proportions (17:22). */
export const PORTRAIT_H = Math.round((W * 22) / 17);

/**
 * Height of the page being drawn. Renders are synchronous and one at a time per thread, so the
 * composer (index.ts) sets it around each layout call instead of threading it through every helper.
 */
let pageH = W;
export const pageHeight = () => pageH;
export function withPageHeight<T>(h: number, draw: () => T): T {
  const before = pageH;
  pageH = h;
  try {
    return draw();
  } finally {
    pageH = before;
  }
}

export function svgPage(body: string, background = "#fff"): string {
  const h = pageH;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${h}" width="${W}" height="${h}"><rect width="${W}" height="${h}" fill="${background}"/>${body}</svg>`;
}

export interface Pen {
  /** Line width (px at 1024) for the main drawing and for small props. */
  main: number;
  fine: number;
}

export interface Place {
  x: number;
  y: number;
  size: number;
  rotate?: number;
  flip?: boolean;
}

/** Black-set drawing as outline: strokes black, any stray colour fill white, line width evened out. */
export function lineMotif(m: Motif, at: Place, pen: Pen, knockout = false): string {
  const k = at.size / 72;
  // OpenMoji lines are 2 units wide; big drawings would get 15+ px lines, tiny ones 3 px.
  const px = Math.max(pen.fine, Math.min(pen.main, 2 * k));
  const f = px / (2 * k);
  // The black set is already black on white: only its line widths change.
  const black = drawingMarkup(m, "black");
  const inner = remember(rescaled, black, String(f), () => rescaleStrokes(black, (w) => String(r2(w * f))));
  return place(knockout ? knockoutMarkup(m, px * 0.9, k) + inner : inner, at, m.hexcode, m.pose, m.eyes);
}

/**
 * Drawings re-lined and knockouts made, by markup and line scale: a mandala's ring of twenty
 * owls, a scene's repeated trees and every later page with the same drawing parsed and
 * serialised the markup each time for the same string. Bounded: cleared when full.
 */
const rescaled = new Map<string, Map<string, string>>();
const knockouts = new Map<string, Map<string, string>>();
function remember(cache: Map<string, Map<string, string>>, markup: string, key: string, make: () => string): string {
  let byKey = cache.get(markup);
  if (!byKey) {
    if (cache.size >= 500) cache.clear();
    byKey = new Map();
    cache.set(markup, byKey);
  }
  let out = byKey.get(key);
  if (out === undefined) {
    if (byKey.size >= 64) byKey.clear();
    out = make();
    byKey.set(key, out);
  }
  return out;
}

/**
 * The colour set's shapes in plain white with a wide white edge: laid under a drawing that
 * stands in a scene, it hides the wall and floor lines behind it, as a real drawing would.
 */
function knockoutMarkup(m: Motif, px: number, k: number): string {
  const color = drawingMarkup(m, "color");
  const width = r2(px / k);
  return remember(knockouts, color, String(width), () => {
    const white = parseSvg(repaintSvg(color, { fill: "#fff", stroke: "#fff" }));
    const inner = serialiseSvg(mapSvg(white, (el) => withAttrs(el, { "stroke-width": undefined })));
    return `<g fill="#fff" stroke="#fff" stroke-width="${width}" stroke-linejoin="round">${inner}</g>`;
  });
}

/** Colour-set drawing, as is (covers). */
export function colorMotif(m: Motif, at: Place): string {
  return place(drawingMarkup(m, "color"), at, m.hexcode, m.pose, m.eyes);
}

/**
 * Every placed drawing names itself (`data-motif`, and `data-pose` for a head drawn as a whole
 * figure): tests count and measure what a page holds. One drawn asleep says so (`data-eyes`):
 * the page draws the sign of sleep by its head (sleep-marks.ts).
 */
function place(inner: string, at: Place, hexcode?: string, pose?: string, eyes?: Eyes): string {
  const k = at.size / 72;
  const rot = at.rotate ? ` rotate(${r2(at.rotate)} 36 36)` : "";
  const flip = at.flip ? " translate(72 0) scale(-1 1)" : "";
  const said = `${pose ? ` data-pose="${pose}"` : ""}${eyes === "shut" ? ' data-eyes="shut"' : ""}`;
  const named = hexcode ? `<g data-motif="${hexcode}"${said}>${inner}</g>` : inner;
  return `<g transform="translate(${r2(at.x - at.size / 2)} ${r2(at.y - at.size / 2)}) scale(${r2(k * 1000) / 1000})${rot}${flip}">${named}</g>`;
}

const stroke = (w: number, fill = "#fff") =>
  `fill="${fill}" stroke="#000" stroke-width="${r2(w)}" stroke-linejoin="round" stroke-linecap="round"`;

export const ink = stroke;

/** Four-point sparkle. */
export function sparkle(x: number, y: number, r: number, w: number): string {
  const q = r * 0.22;
  return `<path ${stroke(w)} d="M${r2(x)} ${r2(y - r)}Q${r2(x + q)} ${r2(y - q)} ${r2(x + r)} ${r2(y)}Q${r2(x + q)} ${r2(y + q)} ${r2(x)} ${r2(y + r)}Q${r2(x - q)} ${r2(y + q)} ${r2(x - r)} ${r2(y)}Q${r2(x - q)} ${r2(y - q)} ${r2(x)} ${r2(y - r)}Z"/>`;
}

export function heart(x: number, y: number, r: number, w: number): string {
  const k = r / 10;
  const P = (px: number, py: number) => `${r2(x + px * k)} ${r2(y + py * k)}`;
  return `<path ${stroke(w)} d="M${P(0, 8)}C${P(-6, 3)} ${P(-10, 0)} ${P(-10, -4)}C${P(-10, -8)} ${P(-6, -10)} ${P(-3, -9)}C${P(-1.5, -8.5)} ${P(-0.5, -7.5)} ${P(0, -6)}C${P(0.5, -7.5)} ${P(1.5, -8.5)} ${P(3, -9)}C${P(6, -10)} ${P(10, -8)} ${P(10, -4)}C${P(10, 0)} ${P(6, 3)} ${P(0, 8)}Z"/>`;
}

export function star(x: number, y: number, r: number, w: number, points = 5, inner = 0.45): string {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const a = (Math.PI * i) / points - Math.PI / 2;
    const rr = i % 2 ? r * inner : r;
    pts.push(`${r2(x + Math.cos(a) * rr)},${r2(y + Math.sin(a) * rr)}`);
  }
  return `<polygon ${stroke(w)} points="${pts.join(" ")}"/>`;
}

export function circle(x: number, y: number, r: number, w: number, fill = "#fff"): string {
  return `<circle cx="${r2(x)}" cy="${r2(y)}" r="${r2(r)}" ${stroke(w, fill)}/>`;
}

/**
 * Three bubbles rising from (x, y), `gap` apart, the largest at the bottom: each at least 1 cm² to
 * colour at print size (r ≥ 30 units of a 1024-unit-wide page). `shift` moves each across and
 * `scale` sizes it.
 */
export function bubbleColumn(
  x: number,
  y: number,
  gap: number,
  w: number,
  shift: (i: number) => number = () => 0,
  scale: () => number = () => 1,
): string {
  return [44, 36, 30].map((r, i) => circle(x + shift(i), y - i * gap, r * scale(), w)).join("");
}

/** The `d` of `n` rolling waves from x0 across `width` at y, their crests `amp` above it. */
export function wavePath(x0: number, width: number, y: number, n: number, amp: number): string {
  const step = width / n;
  let d = `M${r2(x0)} ${r2(y)}`;
  for (let i = 0; i < n; i++) {
    const x = x0 + step * i;
    d += `C${r2(x + step * 0.3)} ${r2(y - amp)} ${r2(x + step * 0.7)} ${r2(y - amp)} ${r2(x + step)} ${r2(y)}`;
  }
  return d;
}

/** Puffy cloud: a row of arcs over a flat base. */
export function cloud(x: number, y: number, wd: number, w: number): string {
  const h = wd * 0.32;
  const l = x - wd / 2;
  const b = y + h / 2;
  return `<path ${stroke(w)} d="M${r2(l + h * 0.3)} ${r2(b)}A${r2(h * 0.35)} ${r2(h * 0.35)} 0 0 1 ${r2(l + h * 0.45)} ${r2(b - h * 0.62)}A${r2(h * 0.42)} ${r2(h * 0.42)} 0 0 1 ${r2(l + wd * 0.42)} ${r2(b - h * 0.9)}A${r2(h * 0.5)} ${r2(h * 0.5)} 0 0 1 ${r2(l + wd * 0.8)} ${r2(b - h * 0.6)}A${r2(h * 0.32)} ${r2(h * 0.32)} 0 0 1 ${r2(l + wd - h * 0.25)} ${r2(b)}Z"/>`;
}

export function sun(x: number, y: number, r: number, w: number): string {
  const rays = Array.from({ length: 10 }, (_, i) => {
    const a = (i / 10) * Math.PI * 2;
    const c = Math.cos(a);
    const s = Math.sin(a);
    return `M${r2(x + c * r * 1.3)} ${r2(y + s * r * 1.3)}L${r2(x + c * r * 1.7)} ${r2(y + s * r * 1.7)}`;
  }).join("");
  return `${circle(x, y, r, w)}<path ${stroke(w, "none")} d="${rays}"/>`;
}

/** Rolling ground line across the page with grass tufts. */
export function ground(
  y: number,
  x0: number,
  x1: number,
  w: number,
  wave: number,
  phase: number,
  grass = true,
): string {
  const steps = 8;
  const seg = (x1 - x0) / steps;
  let d = `M${r2(x0)} ${r2(y)}`;
  for (let i = 0; i < steps; i++) {
    const xm = x0 + seg * (i + 0.5);
    const ym = y + Math.sin(phase + i * 1.3) * wave;
    d += `Q${r2(xm)} ${r2(ym)} ${r2(x0 + seg * (i + 1))} ${r2(y)}`;
  }
  let tufts = "";
  for (let i = 0; i < (grass ? 6 : 0); i++) {
    const tx = x0 + (x1 - x0) * ((i + 0.5 + Math.sin(phase * 3 + i) * 0.3) / 6);
    const ty = y + 26 + (i % 2) * 22;
    tufts += `M${r2(tx - 12)} ${r2(ty)}L${r2(tx - 6)} ${r2(ty - 18)}M${r2(tx)} ${r2(ty)}L${r2(tx)} ${r2(ty - 24)}M${r2(tx + 12)} ${r2(ty)}L${r2(tx + 6)} ${r2(ty - 18)}`;
  }
  return `<path ${stroke(w, "none")} d="${d}${tufts}"/>`;
}
