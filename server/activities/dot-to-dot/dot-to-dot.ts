import { mulberry32 } from "../../random.js";
import { textWidth } from "../../sketch/text.js";
import type { Box, Sheet } from "../page.js";
import { typeAtLeast } from "../print-scale.js";
import type { Point } from "../silhouette.js";
import type { Difficulty } from "../types.js";

/** Dots by difficulty (the ranges): a preschooler's 15 to an adult's 150. */
export const dotRange: Record<Difficulty, [number, number]> = { easy: [15, 30], medium: [30, 70], hard: [70, 150] };

/** Dot radius and number size (page units of a 1024-wide page) by difficulty. */
const dotStyles: Record<Difficulty, DotStyle> = {
  easy: { r: 7, font: 26 },
  medium: { r: 5.5, font: 20 },
  hard: { r: 3.5, font: 14 },
};

export interface DotStyle {
  r: number;
  font: number;
}

/** The difficulty's dots and numbers on this sheet: numbers never print under 7 pt type (print-scale.ts). */
export const dotStyle = (difficulty: Difficulty, sheet: Sheet): DotStyle => {
  const style = dotStyles[difficulty];
  return { ...style, font: typeAtLeast(sheet, style.font) };
};

interface Dot {
  n: number;
  x: number;
  y: number;
}

/** A placed number: its text box (the digits' advance by their cap height) and baseline centre. */
interface Label extends Box {
  n: number;
  size: number;
}

/** Cap height of the digits in the number font, as a share of the font size. */
const CAP = 0.72;
/** The least clear space (units) kept round a number: from a dot or another number. */
const PAD = 2;
/** Clear space between a number and a dot, and between two numbers, as a share of the number's size. */
const DOT_CLEAR = 0.2;
const NUMBER_CLEAR = 0.3;

/**
 * Dot 1, where the child starts: a dot like the others (drawn at its own point) inside a ring,
 * the ring's radius and line width as multiples of the dot's radius.
 */
export const START_RING = { r: 1.7, width: 0.45 } as const;

/** How far a dot's ink reaches from its point: its radius, or dot 1's ring's outer edge. */
const dotReach = (n: number, r: number) => (n === 1 ? (START_RING.r + START_RING.width / 2) * r : r);

/**
 * Points along a closed contour at equal steps of a length that counts turns extra: corners
 * (ears, fins, a rocket's nose) get dots of their own, long smooth runs fewer. `first` is where
 * dot 1 sits as a share of the contour.
 */
function contourDots(contour: Point[], count: number, first: number): Point[] {
  const m = contour.length;
  if (m < 3) return [];
  // Smoothed a little: pixel steps would read as turns.
  const smooth = contour.map((_, i) => {
    let x = 0;
    let y = 0;
    for (let k = -3; k <= 3; k++) {
      const p = contour[(i + k + m) % m] as Point;
      x += p.x;
      y += p.y;
    }
    return { x: x / 7, y: y / 7 };
  });
  const weight: number[] = [];
  let total = 0;
  const span = Math.max(2, Math.round(m / 80));
  for (let i = 0; i < m; i++) {
    const a = smooth[(i - span + m) % m] as Point;
    const b = smooth[i] as Point;
    const c = smooth[(i + span) % m] as Point;
    const n = smooth[(i + 1) % m] as Point;
    const turn = Math.abs(angleBetween(b.x - a.x, b.y - a.y, c.x - b.x, c.y - b.y));
    const w = Math.hypot(n.x - b.x, n.y - b.y) * (1 + 2.5 * Math.min(turn, Math.PI / 2));
    weight.push(w);
    total += w;
  }
  const out: Point[] = [];
  const step = total / count;
  const at = (((first % 1) + 1) % 1) * total;
  let acc = 0;
  let i = 0;
  for (let k = 0; k < count; k++) {
    const target = (at + k * step) % total;
    // Walk forward (wrapping once) to the point where the weighted length reaches target.
    if (target < acc) {
      acc = 0;
      i = 0;
    }
    while (i < m - 1 && acc + (weight[i] as number) < target) acc += weight[i++] as number;
    out.push(smooth[i] as Point);
  }
  return out;
}

function angleBetween(ax: number, ay: number, bx: number, by: number): number {
  return Math.atan2(ax * by - ay * bx, ax * bx + ay * by);
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

function circleHitsBox(cx: number, cy: number, r: number, b: Box): boolean {
  const nx = Math.max(b.x, Math.min(cx, b.x + b.w));
  const ny = Math.max(b.y, Math.min(cy, b.y + b.h));
  return (cx - nx) ** 2 + (cy - ny) ** 2 < r * r;
}

function segmentHitsBox(a: Point, b: Point, box: Box): boolean {
  // Sampled along the segment: segments are a few dots' spacing long, boxes a number wide.
  const steps = Math.max(2, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / 3));
  for (let s = 0; s <= steps; s++) {
    const x = a.x + ((b.x - a.x) * s) / steps;
    const y = a.y + ((b.y - a.y) * s) / steps;
    if (x > box.x && x < box.x + box.w && y > box.y && y < box.y + box.h) return true;
  }
  return false;
}

/**
 * Every dot's number placed by trying positions around the dot (away from the shape first,
 * then turning either way, then further out): never over a dot, another number or the page's
 * edge, and where it can, off the line the child will draw and off the drawing's inner lines. Null when some number finds no room.
 */
function placeLabels(
  dots: Dot[],
  style: DotStyle,
  bounds: Box,
  centre: Point,
  inked: (box: Box) => boolean = () => false,
): Label[] | null {
  const { r, font } = style;
  const labels: Label[] = [];
  const dotClear = Math.max(PAD, font * DOT_CLEAR);
  const numberClear = Math.max(PAD, font * NUMBER_CLEAR);
  const dotR = (d: Dot) => dotReach(d.n, r) + dotClear;
  const segments = dots.map((d, i) => [d, dots[(i + 1) % dots.length] as Dot] as const).slice(0, dots.length - 1);
  for (const dot of dots) {
    const text = String(dot.n);
    const w = textWidth(text, "nunito", font);
    const h = font * CAP;
    const out = Math.atan2(dot.y - centre.y, dot.x - centre.x);
    let placed: Label | null = null;
    for (const strict of [true, false]) {
      for (const far of [1, 1.5, 2, 2.6, 3.3]) {
        for (let k = 0; k < 24 && !placed; k++) {
          const turn = (Math.ceil(k / 2) * (k % 2 ? 1 : -1) * Math.PI) / 12;
          const a = out + turn;
          // The box's nearest point sits `gap` from the dot along the direction.
          const gap = dotR(dot) + PAD + (far - 1) * font;
          const cx = dot.x + Math.cos(a) * (gap + w / 2);
          const cy = dot.y + Math.sin(a) * (gap + h / 2);
          const box: Label = { n: dot.n, size: font, x: cx - w / 2, y: cy - h / 2, w, h };
          if (
            box.x < bounds.x ||
            box.y < bounds.y ||
            box.x + box.w > bounds.x + bounds.w ||
            box.y + box.h > bounds.y + bounds.h
          )
            continue;
          const grown = {
            x: box.x - numberClear,
            y: box.y - numberClear,
            w: box.w + 2 * numberClear,
            h: box.h + 2 * numberClear,
          };
          if (dots.some((d) => circleHitsBox(d.x, d.y, dotR(d), box))) continue;
          if (labels.some((l) => overlaps(l, grown))) continue;
          if (strict && (inked(box) || segments.some(([p, q]) => segmentHitsBox(p, q, box)))) continue;
          placed = box;
        }
        if (placed) break;
      }
      if (placed) break;
    }
    if (!placed) return null;
    labels.push(placed);
  }
  return labels;
}

/**
 * The points with any too close to the one kept before it left out (a sharp turn gathers them):
 * each kept point's dot clear of the last one's by `clear`, dot 1's ring counted.
 */
function thinned(points: Point[], r: number, clear: number): Point[] {
  const kept: Point[] = [];
  for (const p of points) {
    const last = kept[kept.length - 1];
    const need = dotReach(kept.length + 1, r) + dotReach(kept.length, r) + clear;
    if (last && (p.x - last.x) ** 2 + (p.y - last.y) ** 2 < need * need) continue;
    kept.push(p);
  }
  return kept;
}

/** Whether every two dots' ink (dot 1's ring included) is at least `clear` apart. */
function spaced(dots: Dot[], r: number, clear: number): boolean {
  for (let i = 0; i < dots.length; i++)
    for (let j = i + 1; j < dots.length; j++) {
      const a = dots[i] as Dot;
      const b = dots[j] as Dot;
      const need = dotReach(a.n, r) + dotReach(b.n, r) + clear;
      if ((a.x - b.x) ** 2 + (a.y - b.y) ** 2 < need * need) return false;
    }
  return true;
}

export interface DotToDot {
  dots: Dot[];
  labels: Label[];
}

/**
 * Numbered dots along the contour and a number beside each: the count chosen by seed within
 * the difficulty's range, fewer tried (never below the range) when the numbers find no room.
 */
export function makeDotToDot(
  contour: Point[],
  difficulty: Difficulty,
  seed: number,
  bounds: Box,
  inked?: (box: Box) => boolean,
  style: DotStyle = dotStyles[difficulty],
): DotToDot | null {
  const rng = mulberry32(seed);
  const [lo, hi] = dotRange[difficulty];
  // The upper part of the range more often: a subject's legs and ears need their dots.
  const wanted = Math.round(lo + (hi - lo) * (0.35 + 0.65 * rng()));
  const first = rng();
  const centre = contour.reduce((c, p) => ({ x: c.x + p.x / contour.length, y: c.y + p.y / contour.length }), {
    x: 0,
    y: 0,
  });
  // Two dots closer than a number's clearance read as one blot: fewer dots, further apart.
  const clear = Math.max(PAD, style.font * DOT_CLEAR);
  for (let count = wanted; count >= lo; count -= Math.max(1, Math.round(count * 0.08))) {
    const dots = thinned(contourDots(contour, count, first), style.r, clear).map((p, i) => ({
      n: i + 1,
      x: p.x,
      y: p.y,
    }));
    if (dots.length < lo || !spaced(dots, style.r, clear)) continue;
    const labels = placeLabels(dots, style, bounds, centre, inked);
    if (labels) return { dots, labels };
  }
  return null;
}
