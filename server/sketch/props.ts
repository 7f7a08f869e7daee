import { ink, type Pen } from "./draw.js";
import type { PageBox } from "./ink-bounds.js";
import { r2 } from "./random.js";

/**
 * Things a relation needs that the drawing set has none of (or none that reads as the thing),
 * drawn here from lines: "a dog jumping over a fence", "a frog in a pond", "a bear fishing".
 */
export type PropKind = "fence" | "water" | "swing";

/** What each prop is called in `understood` (it is drawn as that thing: exact). */
export const propNames: Readonly<Record<PropKind | "rod" | "string", string>> = {
  fence: "picket fence",
  water: "water with ripples",
  swing: "swing",
  rod: "fishing rod with its line and a fish",
  string: "kite string",
};

const propWords: Array<[RegExp, PropKind]> = [
  [/\b(?:picket )?fences?\b|\bgates?\b/, "fence"],
  [/\b(?:rivers?|ponds?|lakes?|streams?|creeks?|puddles?|water)\b/, "water"],
  [/\bswings?\b/, "swing"],
];

/** The prop a thing's words name, if the page draws it from lines. */
export function propFor(words: string): PropKind | undefined {
  return propWords.find(([re]) => re.test(words))?.[1];
}

interface Point {
  x: number;
  y: number;
}

/** A prop placed on the page (layouts/relation.ts decides where). */
export type PropPlace =
  | { kind: "fence"; box: PageBox }
  /** A swing's frame over `box` (posts to its bottom, beam at its top), ropes down to a seat at `seat`. */
  | { kind: "swing"; box: PageBox; seat: PageBox }
  /** The swing's seat alone, drawn in front of who sits on it. */
  | { kind: "seat"; seat: PageBox }
  /** Water whose surface is the box's top; `reeds` at its two ends; rings round `rings` x's. */
  | { kind: "water"; box: PageBox; reeds: boolean; rings: number[] }
  /** A rod held at `hand`, its tip at `tip`, its line down to a fish hanging over `surface`. */
  | { kind: "rod"; hand: Point; tip: Point; surface: number; size: number }
  /** A kite's string from the hand up to the kite, sagging a little. */
  | { kind: "string"; from: Point; to: Point }
  /** Motion lines behind a jump, curving up from `from` to `to`. */
  | { kind: "leap"; from: Point; to: Point }
  /** A hill whose top is at `peak`, its foot at `base`, kept inside `clip`. */
  | { kind: "hill"; peak: Point; base: number; half: number; clip: PageBox };

/** The box a placed prop covers: nothing unasked may stand on it. */
export function propBox(p: PropPlace): PageBox {
  if (p.kind === "rod") {
    const x0 = Math.min(p.hand.x, p.tip.x) - p.size * 0.4;
    const x1 = Math.max(p.hand.x, p.tip.x) + p.size * 0.4;
    return { x: x0, y: p.tip.y, w: x1 - x0, h: p.surface - p.tip.y };
  }
  if (p.kind === "seat") return p.seat;
  if (p.kind === "hill") return { x: p.peak.x - p.half, y: p.peak.y, w: p.half * 2, h: p.base - p.peak.y };
  if (p.kind === "leap" || p.kind === "string") {
    const x0 = Math.min(p.from.x, p.to.x);
    const y0 = Math.min(p.from.y, p.to.y);
    return { x: x0, y: y0, w: Math.abs(p.to.x - p.from.x), h: Math.abs(p.to.y - p.from.y) };
  }
  return p.box;
}

/** The prop's line art, marked `data-prop` with its name; motion lines are no object (`data-motion`). */
export function drawProp(p: PropPlace, pen: Pen): string {
  if (p.kind === "leap") return `<g data-motion="leap">${leap(p, pen)}</g>`;
  if (p.kind === "hill") return hill(p, pen);
  if (p.kind === "string") return `<g data-prop="${propNames.string}">${kiteString(p, pen)}</g>`;
  if (p.kind === "seat") return `<g data-part="${propNames.swing}">${seat(p.seat, pen)}</g>`;
  const body =
    p.kind === "fence"
      ? fence(p.box, pen)
      : p.kind === "water"
        ? water(p, pen)
        : p.kind === "swing"
          ? swing(p, pen)
          : rod(p, pen);
  return `<g data-prop="${propNames[p.kind]}">${body}</g>`;
}

/** Pointed pickets over two rails, tufts of grass at their feet. */
function fence(b: PageBox, pen: Pen): string {
  const w = pen.main * 0.8;
  const n = Math.max(3, Math.round(b.w / (b.h * 0.3)));
  const step = b.w / n;
  const pw = step * 0.72;
  const rail = (y: number) =>
    `<rect ${ink(w)} x="${r2(b.x - step * 0.1)}" y="${r2(y)}" width="${r2(b.w + step * 0.2)}" height="${r2(b.h * 0.1)}" rx="${r2(b.h * 0.02)}"/>`;
  let out = rail(b.y + b.h * 0.3) + rail(b.y + b.h * 0.68);
  for (let i = 0; i < n; i++) {
    const x = b.x + step * i + (step - pw) / 2;
    const tip = b.y;
    const shoulder = b.y + pw * 0.55;
    out += `<path ${ink(w)} d="M${r2(x)} ${r2(b.y + b.h)}V${r2(shoulder)}L${r2(x + pw / 2)} ${r2(tip)}L${r2(x + pw)} ${r2(shoulder)}V${r2(b.y + b.h)}Z"/>`;
    // A knot in every other board: something small to colour.
    if (i % 2 === 0)
      out += `<ellipse ${ink(pen.fine * 0.8)} cx="${r2(x + pw / 2)}" cy="${r2(b.y + b.h * 0.52)}" rx="${r2(pw * 0.14)}" ry="${r2(pw * 0.22)}"/>`;
  }
  return out + tufts(b.x, b.x + b.w, b.y + b.h, b.h * 0.12, Math.max(3, Math.round(n / 2)), pen.fine);
}

/** Water seen from the side: a wavy surface, rows of ripples, reeds and rings where asked. */
function water(p: Extract<PropPlace, { kind: "water" }>, pen: Pen): string {
  const b = p.box;
  const w = pen.main * 0.8;
  const waves = Math.max(4, Math.round(b.w / 120));
  const seg = b.w / waves;
  const amp = Math.min(16, b.h * 0.08);
  let d = `M${r2(b.x)} ${r2(b.y)}`;
  for (let i = 0; i < waves; i++)
    d += `Q${r2(b.x + seg * (i + 0.25))} ${r2(b.y - amp)} ${r2(b.x + seg * (i + 0.5))} ${r2(b.y)}T${r2(b.x + seg * (i + 1))} ${r2(b.y)}`;
  let out = `<path fill="#fff" stroke="none" d="${d}V${r2(b.y + b.h)}H${r2(b.x)}Z"/><path ${ink(w, "none")} d="${d}"/>`;
  // Short ripple strokes in staggered rows below the surface.
  const rows = Math.max(1, Math.min(3, Math.floor(b.h / 70)));
  let r = "";
  for (let row = 0; row < rows; row++) {
    const y = b.y + (b.h * (row + 1)) / (rows + 1);
    const n = Math.max(2, Math.round(b.w / 200));
    for (let i = 0; i < n; i++) {
      const x = b.x + (b.w * (i + (row % 2 ? 0.75 : 0.3))) / n;
      const l = Math.min(70, b.w / n / 2);
      r += `M${r2(x - l / 2)} ${r2(y)}q${r2(l / 4)} ${r2(-amp * 0.8)} ${r2(l / 2)} 0t${r2(l / 2)} 0`;
    }
  }
  for (const x of p.rings) {
    const rx = Math.min(90, b.w * 0.18);
    r += `M${r2(x - rx)} ${r2(b.y + amp * 1.6)}q${r2(rx)} ${r2(amp * 1.4)} ${r2(rx * 2)} 0`;
  }
  if (r) out += `<path ${ink(pen.fine, "none")} d="${r}"/>`;
  if (p.reeds) out += reeds(b.x + b.w * 0.05, b, pen) + reeds(b.x + b.w * 0.95, b, pen);
  return out;
}

/** Three cattails standing out of the water at x. */
function reeds(x: number, b: PageBox, pen: Pen): string {
  const h = Math.min(260, b.h * 1.6);
  let out = "";
  for (const [dx, k] of [
    [-18, 0.8],
    [0, 1],
    [20, 0.65],
  ] as const) {
    const top = b.y - h * k;
    out += `<path ${ink(pen.fine, "none")} d="M${r2(x + dx)} ${r2(b.y + b.h * 0.2)}Q${r2(x + dx * 1.6)} ${r2((top + b.y) / 2)} ${r2(x + dx * 1.3)} ${r2(top)}"/>`;
    out += `<rect ${ink(pen.fine)} x="${r2(x + dx * 1.3 - 9)}" y="${r2(top + 12)}" width="18" height="${r2(h * 0.18)}" rx="9"/>`;
  }
  // Marked as reeds (tests find them; nothing draws by it).
  return `<g data-reeds="1">${out}</g>`;
}

/** The rod, its reel by the hand, the line from the tip down to a fish hanging above the water. */
function rod(p: Extract<PropPlace, { kind: "rod" }>, pen: Pen): string {
  const { hand, tip, size } = p;
  const dx = tip.x - hand.x;
  const dy = tip.y - hand.y;
  const len = Math.hypot(dx, dy);
  const [ux, uy] = [dx / len, dy / len];
  // A tapering pole: wide at the hand, thin at the tip (an outlined sliver that can be coloured).
  const [nx, ny] = [-uy, ux];
  const wb = Math.max(pen.main * 1.6, size * 0.09);
  const pole = `M${r2(hand.x + nx * wb)} ${r2(hand.y + ny * wb)}L${r2(tip.x + nx * 3)} ${r2(tip.y + ny * 3)}L${r2(tip.x - nx * 3)} ${r2(tip.y - ny * 3)}L${r2(hand.x - nx * wb)} ${r2(hand.y - ny * wb)}Z`;
  const reelAt = { x: hand.x + ux * len * 0.14, y: hand.y + uy * len * 0.14 };
  const reel = `<circle ${ink(pen.fine)} cx="${r2(reelAt.x + nx * wb * 2.2)}" cy="${r2(reelAt.y + ny * wb * 2.2)}" r="${r2(wb * 1.6)}"/>`;
  // The fish hangs head up from the hook, a little above the surface.
  const fh = size;
  const fy = p.surface - fh * 0.25 - fh;
  const line = `<path ${ink(pen.fine * 0.7, "none")} d="M${r2(tip.x)} ${r2(tip.y)}Q${r2(tip.x + dx * 0.04)} ${r2((tip.y + fy) / 2)} ${r2(tip.x)} ${r2(fy)}"/>`;
  return `<path ${ink(pen.fine)} d="${pole}"/>${reel}${line}${fish(tip.x, fy, fh, pen)}${splash(tip.x, p.surface, fh, pen)}`;
}

/** A fish hanging nose up, its mouth at (x, y), `h` long. */
function fish(x: number, y: number, h: number, pen: Pen): string {
  const w = h * 0.42;
  const body = `M${r2(x)} ${r2(y)}C${r2(x + w)} ${r2(y + h * 0.12)} ${r2(x + w * 0.8)} ${r2(y + h * 0.62)} ${r2(x)} ${r2(y + h * 0.78)}C${r2(x - w * 0.8)} ${r2(y + h * 0.62)} ${r2(x - w)} ${r2(y + h * 0.12)} ${r2(x)} ${r2(y)}Z`;
  const tail = `M${r2(x)} ${r2(y + h * 0.74)}L${r2(x + w * 0.55)} ${r2(y + h)}Q${r2(x)} ${r2(y + h * 0.9)} ${r2(x - w * 0.55)} ${r2(y + h)}Z`;
  const gill = `M${r2(x - w * 0.55)} ${r2(y + h * 0.26)}Q${r2(x)} ${r2(y + h * 0.36)} ${r2(x + w * 0.55)} ${r2(y + h * 0.26)}`;
  const scales = `M${r2(x - w * 0.35)} ${r2(y + h * 0.45)}q${r2(w * 0.18)} ${r2(h * 0.06)} ${r2(w * 0.35)} 0t${r2(w * 0.35)} 0M${r2(x - w * 0.25)} ${r2(y + h * 0.56)}q${r2(w * 0.13)} ${r2(h * 0.05)} ${r2(w * 0.25)} 0t${r2(w * 0.25)} 0`;
  const eye = `<circle cx="${r2(x + w * 0.28)}" cy="${r2(y + h * 0.16)}" r="${r2(Math.max(4, h * 0.035))}" fill="#000"/>`;
  return `<path ${ink(pen.main * 0.7)} d="${tail}"/><path ${ink(pen.main * 0.7)} d="${body}"/><path ${ink(pen.fine * 0.8, "none")} d="${gill}${scales}"/>${eye}`;
}

/** Drops flying up from the surface under the caught fish. */
function splash(x: number, y: number, s: number, pen: Pen): string {
  let d = "";
  for (const k of [-1, 1])
    d += `M${r2(x + k * s * 0.18)} ${r2(y - 4)}q${r2(k * s * 0.1)} ${r2(-s * 0.14)} ${r2(k * s * 0.26)} ${r2(-s * 0.12)}`;
  return `<path ${ink(pen.fine, "none")} d="${d}"/>`;
}

/** Three curved motion lines trailing a jump. */
function leap(p: Extract<PropPlace, { kind: "leap" }>, pen: Pen): string {
  let d = "";
  const dx = p.to.x - p.from.x;
  for (const k of [-1, 0, 1]) {
    const o = k * 26;
    d += `M${r2(p.from.x)} ${r2(p.from.y + o)}Q${r2(p.from.x + dx * 0.45)} ${r2(p.to.y + o - 40)} ${r2(p.to.x)} ${r2(p.to.y + o)}`;
  }
  return `<path ${ink(pen.fine, "none")} stroke-dasharray="28 22" d="${d}"/>`;
}

/** Grass tufts along a line. */
function tufts(x0: number, x1: number, y: number, h: number, n: number, w: number): string {
  let d = "";
  for (let i = 0; i < n; i++) {
    const x = x0 + ((x1 - x0) * (i + 0.5)) / n;
    d += `M${r2(x - h * 0.5)} ${r2(y)}L${r2(x - h * 0.25)} ${r2(y - h * 0.8)}M${r2(x)} ${r2(y)}L${r2(x)} ${r2(y - h)}M${r2(x + h * 0.5)} ${r2(y)}L${r2(x + h * 0.25)} ${r2(y - h * 0.8)}`;
  }
  return `<path ${ink(w, "none")} d="${d}"/>`;
}

/** Scenery, not an object: the curve of a hill under a pair raised on it, cut to the art box's width. */
function hill(p: Extract<PropPlace, { kind: "hill" }>, pen: Pen): string {
  const { peak, base, half, clip } = p;
  // The curve runs evenly across (its control point is midway), so where it meets the box's
  // sides is a share of its width; the part between is the same curve drawn from there.
  const t0 = Math.max(0, (clip.x - (peak.x - half)) / (2 * half));
  const t1 = Math.min(1, (clip.x + clip.w - (peak.x - half)) / (2 * half));
  const P = [
    { x: peak.x - half, y: base },
    { x: peak.x, y: 2 * peak.y - base },
    { x: peak.x + half, y: base },
  ] as const;
  const at = (t: number) => ({
    x: (1 - t) ** 2 * P[0].x + 2 * (1 - t) * t * P[1].x + t * t * P[2].x,
    y: (1 - t) ** 2 * P[0].y + 2 * (1 - t) * t * P[1].y + t * t * P[2].y,
  });
  const c = (k: "x" | "y") =>
    P[0][k] * (1 - t0) * (1 - t1) + P[1][k] * ((1 - t0) * t1 + t0 * (1 - t1)) + P[2][k] * t0 * t1;
  const [a, b] = [at(t0), at(t1)];
  const d = `M${r2(a.x)} ${r2(a.y)}Q${r2(c("x"))} ${r2(c("y"))} ${r2(b.x)} ${r2(b.y)}`;
  return `<path ${ink(pen.fine + 1, "none")} d="${d}"/>${tufts(peak.x - half * 0.5, peak.x + half * 0.5, peak.y + (base - peak.y) * 0.5, 20, 3, pen.fine)}`;
}

/** An A-frame swing: two splayed posts each side, a beam across, two ropes down to the seat. */
function swing(p: Extract<PropPlace, { kind: "swing" }>, pen: Pen): string {
  const { box: b, seat: st } = p;
  const w = pen.main * 0.8;
  const beam = b.h * 0.05;
  const splay = b.w * 0.08;
  const legs = `M${r2(b.x + splay)} ${r2(b.y + beam)}L${r2(b.x)} ${r2(b.y + b.h)}M${r2(b.x + splay)} ${r2(b.y + beam)}L${r2(b.x + splay * 2)} ${r2(b.y + b.h)}M${r2(b.x + b.w - splay)} ${r2(b.y + beam)}L${r2(b.x + b.w)} ${r2(b.y + b.h)}M${r2(b.x + b.w - splay)} ${r2(b.y + beam)}L${r2(b.x + b.w - splay * 2)} ${r2(b.y + b.h)}`;
  const ropes = `M${r2(st.x + st.w * 0.08)} ${r2(b.y + beam)}V${r2(st.y)}M${r2(st.x + st.w * 0.92)} ${r2(b.y + beam)}V${r2(st.y)}`;
  return `<path ${ink(w * 1.4, "none")} d="${legs}"/><rect ${ink(w)} x="${r2(b.x - 10)}" y="${r2(b.y)}" width="${r2(b.w + 20)}" height="${r2(beam)}" rx="${r2(beam * 0.3)}"/><path ${ink(pen.fine, "none")} d="${ropes}"/>`;
}

/** The swing's seat: a plank seen a little from above. */
function seat(b: PageBox, pen: Pen): string {
  return `<rect ${ink(pen.main * 0.8)} x="${r2(b.x)}" y="${r2(b.y)}" width="${r2(b.w)}" height="${r2(b.h)}" rx="${r2(b.h * 0.3)}"/>`;
}

/** The string sags below the straight line, with three bows tied along it. */
function kiteString(p: Extract<PropPlace, { kind: "string" }>, pen: Pen): string {
  const { from, to } = p;
  const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 + Math.abs(to.x - from.x) * 0.18 };
  let bows = "";
  for (const t of [0.3, 0.55, 0.8]) {
    const x = (1 - t) ** 2 * from.x + 2 * (1 - t) * t * mid.x + t * t * to.x;
    const y = (1 - t) ** 2 * from.y + 2 * (1 - t) * t * mid.y + t * t * to.y;
    bows += `<path ${ink(pen.fine)} d="M${r2(x)} ${r2(y)}l-16 -10v20zM${r2(x)} ${r2(y)}l16 -10v20z"/>`;
  }
  return `<path ${ink(pen.fine * 0.8, "none")} d="M${r2(from.x)} ${r2(from.y)}Q${r2(mid.x)} ${r2(mid.y)} ${r2(to.x)} ${r2(to.y)}"/>${bows}`;
}
