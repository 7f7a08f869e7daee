import { rescaleStrokes } from "../svg/tree.js";
import type { Place } from "./draw.js";
import { type Eyes, type Motif, motifByAnnotation } from "./drawing-index.js";
import { faceMarkup, faceSpot } from "./faces.js";
import { type HeadBody, headBody, type Tail } from "./heads.js";
import { drawingInk } from "./ink-measure.js";
import { motifMarkup } from "./motif-svg.js";
import { r2 } from "./random.js";
import { closed, curve, Extent, ellipse, type Pt, path, scallops, tube } from "./shapes.js";

/**
 * A whole figure for a drawing that is only a head (heads.ts): the head large on a small
 * rounded body, chibi-style, drawn on the same 72-unit grid as a drawing so that every layout
 * places, measures (ink-bounds.ts) and knocks it out like one. Lines are 2 grid units like the
 * art's own, so `lineMotif` evens them out with the rest of the page. Figures face left, as the
 * art's drawings do: what they hold or ride is on the left.
 */
export type Pose = "stand" | "sit" | "wave" | "hold" | "read" | "ride" | "fish";

export interface Figure {
  black: string;
  color: string;
  /** Where a held thing goes (between the hands), on the grid. */
  hands: Pt;
  /** Where the figure sits (the bottom of its body), on the grid. */
  seat: Pt;
  /** Where the head's ink is, on the grid (a hat sits on it). */
  head: { x0: number; y0: number; x1: number; y1: number };
  /** The chin: where the head meets the body, on the grid (a scarf goes round it; a dress hangs from it). */
  neck: Pt;
  /** How wide the body is at its widest, on the grid. */
  bodyWidth: number;
}

const cache = new Map<string, Figure>();

/** The figure of a posed head drawing, or undefined when the drawing is drawn as it is. */
export function figureOf(m: Motif): Figure | undefined {
  if (!m.pose) return undefined;
  const hb = headBody(m.annotation);
  if (!hb) return undefined;
  const key = `${m.hexcode}/${m.eyes ?? ""}/${m.pose}`;
  let f = cache.get(key);
  if (!f) {
    f = build(m, m.pose, hb);
    cache.set(key, f);
  }
  return f;
}

/** The markup a layout embeds for a drawing: its figure when posed, else the drawing itself. */
export function drawingMarkup(m: Motif, set: "black" | "color"): string {
  const f = figureOf(m);
  if (f) return f[set];
  const own = motifMarkup(m.hexcode, set, m.eyes);
  return m.face ? own + faceMarkup(faceSpot(m.hexcode), set) : own;
}

/**
 * Where a figure's head is on the page, as the square a head drawing would fill there (a hat
 * goes on it); a drawing's own square when it has no figure.
 */
export function headPlace(m: Motif, at: Place): Place {
  const f = figureOf(m);
  if (!f) return at;
  const k = at.size / 72;
  const cx = (f.head.x0 + f.head.x1) / 2;
  const size = ((f.head.y1 - f.head.y0) / 0.86) * k;
  return {
    x: at.x - at.size / 2 + (at.flip ? 72 - cx : cx) * k,
    y: at.y - at.size / 2 + ((f.head.y0 + f.head.y1) / 2) * k,
    size,
    flip: at.flip,
  };
}

/** A part drawn once the figure's scale on the grid (`sf`) is known. */
type Part = (sf: number) => string;

/** Every stroke width of embedded art markup times `k` (it is drawn at another scale). */
const restroke = (markup: string, k: number) => rescaleStrokes(markup, (w) => String(r2(w * k)));

/** A drawing of the art embedded with its ink centred at (cx, cy), `width` wide. */
function embed(hex: string, set: "black" | "color", cx: number, cy: number, width: number, ext: Extent, eyes?: Eyes) {
  const b = drawingInk(hex, eyes);
  const s = width / (b.x1 - b.x0);
  const x = cx - ((b.x0 + b.x1) / 2) * s;
  const y = cy - ((b.y0 + b.y1) / 2) * s;
  ext.add(cx - width / 2, cy - ((b.y1 - b.y0) * s) / 2);
  ext.add(cx + width / 2, cy + ((b.y1 - b.y0) * s) / 2);
  return (sf: number) =>
    `<g transform="translate(${r2(x)} ${r2(y)}) scale(${r2(s * 1000) / 1000})">${restroke(motifMarkup(hex, set, eyes), 1 / (s * sf))}</g>`;
}

function build(m: Motif, pose: Pose, hb: HeadBody): Figure {
  const ext = new Extent();
  const b = drawingInk(m.hexcode, m.eyes);
  const sh = Math.min(34 / (b.y1 - b.y0), 40 / (b.x1 - b.x0));
  const hw = (b.x1 - b.x0) * sh;
  const hh = (b.y1 - b.y0) * sh;
  // The head's ink: top centre at the origin.
  const head = {
    black: embed(m.hexcode, "black", 0, hh / 2, hw, ext, m.eyes),
    color: embed(m.hexcode, "color", 0, hh / 2, hw, ext, m.eyes),
  };
  const B = Math.max(28, Math.min(40, hw));
  const animal = hb.kind === "animal";
  const sitting = pose === "sit" || pose === "read" || pose === "fish";
  const standing = !sitting && pose !== "ride";
  const y0 = hh - (hb.bust ? 2 : 5);
  const wt = hb.bust ? hw * 0.6 : B * (hb.kind === "dress" ? 0.42 : 0.5);
  const wb = B * (animal ? 0.74 : 0.6);
  const th = (sitting ? 18 : 21) - (hb.kind === "shirt" ? 2 : 0);
  const yb = y0 + th;
  const xs = wt / 2;
  const back: string[] = [];
  const legs: string[] = [];
  const torso: string[] = [];
  const arms: string[] = [];
  const paws: string[] = [];
  const shoes: string[] = [];
  const front: string[] = [];
  let extra: Part[] = [];

  // Hands for the pose: [front hand, back hand] (front is left).
  const handsAt: Record<Pose, [Pt, Pt]> = {
    stand: [
      [-(xs + 5), y0 + 15],
      [xs + 5, y0 + 15],
    ],
    sit: [
      [-(xs + 4), y0 + 13],
      [xs + 4, y0 + 13],
    ],
    wave: [
      [-(xs + 5), y0 + 15],
      [xs + 9, y0 - 11],
    ],
    hold: [
      [-6, y0 + 11],
      [6, y0 + 11],
    ],
    read: [
      [-12, y0 + 12],
      [12, y0 + 12],
    ],
    ride: [
      [-(xs + 12), y0 + 5],
      [-(xs + 8), y0 + 9],
    ],
    fish: [
      [-(xs + 8), y0 + 7],
      [-(xs + 3), y0 + 12],
    ],
  };
  const [hl, hr] = handsAt[pose];
  const ra = hb.kind === "robot" ? 3 : animal ? 4.8 : 3.8;

  if (animal && hb.tail) back.push(tail(hb.tail, [wb / 2 - 3, yb - 5], ext));

  // Legs and feet (a dress covers the tops of its legs).
  const hem = y0 + (sitting ? 17 : 22);
  const hip = hb.kind === "dress" ? hem - 3 : yb - 5;
  for (const side of [-1, 1]) {
    if (sitting) {
      const foot: Pt = [side * (wb / 2 + 1.5), (hb.kind === "dress" ? hem : yb) + 4];
      legs.push(path(tube([[side * 5, hip], foot], hb.kind === "dress" ? 3.8 : 5.2, ext)));
      // A paw's round sole faces forward; a person's shoe is its toe, wider than tall (a round
      // sole had read as a ball at each knee).
      legs.push(
        animal || hb.kind === "robot"
          ? ellipse(foot[0], foot[1], 5.8, 6.4, ext)
          : ellipse(foot[0], foot[1] + 2, 6, 4, ext),
      );
      // A paw's sole: a wide pad low down and three toe beans over it.
      if (animal) {
        legs.push(ellipse(foot[0], foot[1] + 2, 3.4, 2.5, ext));
        for (const t of [-1, 0, 1])
          legs.push(ellipse(foot[0] + t * 2.6, foot[1] - 2.6 + Math.abs(t) * 0.7, 1.1, 1.3, ext));
      }
    } else {
      // Short, stout legs: the head stays the figure's largest part.
      // A person in trousers stands on longer legs: on stubs under the shirt's hem the trousers
      // had read as a nappy.
      const down = pose === "ride" ? 10 : hb.kind === "dress" ? 7 : hb.kind === "shirt" ? 12 : 6.5;
      // A rider's legs astride, the front one reaching forward for the pedal or stirrup.
      const reach = pose === "ride" ? (side < 0 ? -7 : 3) : 0;
      const foot: Pt = [side * 6 + reach, (hb.kind === "dress" ? hem : yb) + down];
      const r = hb.kind === "dress" ? 3.4 : hb.kind === "robot" ? 3.2 : animal ? 6 : 5.4;
      // (Trousers are the legs of one standing in them.)
      if (hb.kind !== "shirt" || !standing) legs.push(path(tube([[side * 5.5, hip], foot], r, ext)));
      const [sw, sh] = hb.kind === "shirt" ? [6.4, 3.6] : [hb.kind === "robot" ? 5.5 : 7, 4.2];
      (hb.kind === "shirt" && standing ? shoes : legs).push(ellipse(foot[0] + side * 1.6, foot[1] + 2.4, sw, sh, ext));
    }
  }

  // The body.
  if (hb.kind === "robot") {
    const w = hb.bust ? wt : B * 0.62;
    ext.add(-w / 2, y0);
    ext.add(w / 2, yb);
    torso.push(`<rect x="${r2(-w / 2)}" y="${r2(y0)}" width="${r2(w)}" height="${r2(th)}" rx="3"/>`);
    torso.push(
      `<rect x="${r2(-w * 0.3)}" y="${r2(y0 + th * 0.3)}" width="${r2(w * 0.6)}" height="${r2(th * 0.45)}" rx="1.5"/>`,
    );
    torso.push(ellipse(-w * 0.12, y0 + th * 0.52, 1.8, 1.8, ext), ellipse(w * 0.12, y0 + th * 0.52, 1.8, 1.8, ext));
  } else if (!hb.bust || hb.kind !== "dress") {
    const top = hb.kind === "dress" ? 12 : th;
    torso.push(
      path(
        closed(
          [-wt / 2, y0],
          [
            [
              [-wt / 2 - 1, y0 + top * 0.45],
              [-Math.max(wt, hb.kind === "dress" ? wt : wb) / 2, y0 + top],
              [0, y0 + top],
            ],
            [
              [Math.max(wt, hb.kind === "dress" ? wt : wb) / 2, y0 + top],
              [wt / 2 + 1, y0 + top * 0.45],
              [wt / 2, y0],
            ],
          ],
          ext,
        ),
      ),
    );
    if (animal) torso.push(ellipse(0, y0 + th * 0.6, wb * 0.3, th * 0.3, ext));
    // Trousers from the waist: the shirt and the trousers are two regions.
    const yt = yb - 6;
    const w = wb * 1.02;
    if (hb.kind === "shirt" && standing) {
      // To the ankles, a leg each: a band over stubs had read as a nappy.
      const [ankle, out, crotch] = [yb + 11, 5.5 + 5.6, yt + 9];
      ext.add(-out, ankle);
      ext.add(out, ankle);
      torso.push(
        path(
          `M${r2(-w / 2)} ${r2(yt)}L${r2(-out)} ${r2(ankle)}L${r2(-0.8)} ${r2(ankle)}L0 ${r2(crotch)}L0.8 ${r2(ankle)}L${r2(out)} ${r2(ankle)}L${r2(w / 2)} ${r2(yt)}Z`,
        ),
      );
    } else if (hb.kind === "shirt") {
      // A band over the lower body, sitting or riding.
      torso.push(
        path(
          closed(
            [-w / 2, yt],
            [
              [
                [-w / 2, yt + 5],
                [-w / 4, yt + 8],
                [0, yt + 8],
              ],
              [
                [w / 4, yt + 8],
                [w / 2, yt + 5],
                [w / 2, yt],
              ],
            ],
            ext,
          ),
        ),
      );
    }
  }
  if (hb.kind === "dress") {
    // A bell skirt from the waist with a scalloped hem, and a sash.
    const yw = y0 + (hb.bust ? 0 : 9);
    const ww = hb.bust ? wt : wt * 0.92;
    const hemW = B * (sitting ? 1.25 : 1.12);
    ext.add(-hemW / 2, hem + 3);
    ext.add(hemW / 2, hem + 3);
    torso.push(
      path(
        `M${r2(ww / 2)} ${r2(yw)}C${r2(ww / 2 + 3)} ${r2(yw + 6)} ${r2(hemW / 2)} ${r2(hem - 6)} ${r2(hemW / 2)} ${r2(hem)}${scallops(-hemW / 2, hemW / 2, hem, 5, 1.6)}C${r2(-hemW / 2)} ${r2(hem - 6)} ${r2(-ww / 2 - 3)} ${r2(yw + 6)} ${r2(-ww / 2)} ${r2(yw)}Z`,
      ),
    );
    torso.push(`<rect x="${r2(-ww / 2 - 1)}" y="${r2(yw - 1)}" width="${r2(ww + 2)}" height="3.6" rx="1.6"/>`);
  }

  // Arms from the shoulders to the hands, bent a little outwards; paws (hands) over them.
  for (const [side, h] of [
    [-1, hl],
    [1, hr],
  ] as Array<[number, Pt]>) {
    const s: Pt = [side * (xs - 1.5), y0 + 4];
    const bend = (t: number): Pt => [s[0] + (h[0] - s[0]) * t + side * 2.4, s[1] + (h[1] - s[1]) * t];
    arms.push(path(tube(curve([s, bend(0.33), bend(0.66), h], 8), ra, ext)));
    if (hb.kind === "robot") arms.push(ellipse(...bend(0.5), 2.6, 2.6, ext));
    paws.push(ellipse(h[0], h[1], ra * 1.15, ra * 1.15, ext));
  }

  if (pose === "read") {
    const book = motifByAnnotation("open book");
    if (book) extra = [embedded(book.hexcode, "black", hl, hr, y0, ext)];
  }
  if (pose === "fish") front.push(...fishing(hl, hr, yb + 10, ext));

  // Fit: the figure's ink into the 72-unit square, standing on its bottom.
  const w = ext.x1 - ext.x0 + 2;
  const h = ext.y1 - ext.y0 + 2;
  const sf = Math.min(70 / w, 70 / h);
  const tx = 36 - ((ext.x0 + ext.x1) / 2) * sf;
  const ty = 71 - ext.y1 * sf - sf;
  const group = (inner: string) =>
    `<g fill="#fff" stroke="#000" stroke-width="${r2(2 / sf)}" stroke-linejoin="round" stroke-linecap="round">${inner}</g>`;
  const draw = (set: "black" | "color") => {
    const bookMarkup = extra.map((p) => p(sf)).join("");
    return `<g transform="translate(${r2(tx)} ${r2(ty)}) scale(${r2(sf * 1000) / 1000})">${group(
      back.join("") + legs.join("") + torso.join("") + shoes.join("") + arms.join(""),
    )}${head[set](sf)}${bookMarkup}${group(paws.join("") + front.join(""))}</g>`;
  };
  const on = (p: Pt): Pt => [p[0] * sf + tx, p[1] * sf + ty];
  const [hx0, hy0] = on([-hw / 2, 0]);
  const [hx1, hy1] = on([hw / 2, hh]);
  return {
    black: draw("black"),
    color: draw("color"),
    hands: on([(hl[0] + hr[0]) / 2, (hl[1] + hr[1]) / 2]),
    seat: on([0, yb]),
    head: { x0: hx0, y0: hy0, x1: hx1, y1: hy1 },
    neck: on([0, hh]),
    bodyWidth: Math.max(wt, wb) * sf,
  };
}

/** The art's open book held between the two hands, its lower edge under them. */
function embedded(hex: string, set: "black" | "color", hl: Pt, hr: Pt, y0: number, ext: Extent): Part {
  const width = hr[0] - hl[0] + 2;
  return embed(hex, set, (hl[0] + hr[0]) / 2, Math.max(y0 + 6, hl[1] - 2), width, ext);
}

function tail(kind: Tail, t: Pt, ext: Extent): string {
  const at = (dx: number, dy: number): Pt => [t[0] + dx, t[1] + dy];
  switch (kind) {
    case "bushy":
      return ellipse(t[0] + 8, t[1] - 9, 6.5, 13, ext, 38);
    case "tuft":
      return (
        path(tube(curve([t, at(10, 2), at(15, -8), at(12, -16)]), 1.5, ext)) +
        ellipse(t[0] + 12, t[1] - 18, 3.4, 4.6, ext, 15)
      );
    case "long":
      return path(tube(curve([t, at(12, 3), at(17, -10), at(11, -21)]), 2.6, ext, 2));
    case "curl":
      return path(tube(curve([t, at(11, 1), at(15, -12), at(7, -12)]), 2, ext, 1.6));
    default:
      return ellipse(t[0] + 1, t[1] + 1, 4.6, 4.2, ext);
  }
}

/** A rod through both hands, its line dropping into a strip of water in front. */
function fishing(hl: Pt, hr: Pt, bottom: number, ext: Extent): string[] {
  const dx = hl[0] - hr[0];
  const dy = hl[1] - hr[1];
  const l = Math.hypot(dx, dy);
  const u: Pt = [dx / l, dy / l];
  const along = (k: number): Pt => [hr[0] + u[0] * k, hr[1] + u[1] * k];
  // Steeper than the arms: the rod points up and out.
  const tip: Pt = [hr[0] - 17, hr[1] - 56];
  const rod = path(tube([along(-4), tip], 1.2, ext, 0.9));
  const grip = path(tube([along(-5), along(3)], 2, ext));
  const wy = bottom - 9;
  const x0 = tip[0] - 14;
  const x1 = hr[0] - 4;
  ext.add(x0, wy);
  ext.add(x1, bottom);
  const bumps = 6;
  const step = (x1 - x0) / bumps;
  let wave = `M${r2(x0)} ${r2(bottom)}L${r2(x0)} ${r2(wy)}`;
  for (let i = 0; i < bumps; i++)
    wave += `Q${r2(x0 + step * (i + 0.5))} ${r2(wy - 3)} ${r2(x0 + step * (i + 1))} ${r2(wy)}`;
  wave += `L${r2(x1)} ${r2(bottom)}Z`;
  const line = `<path fill="none" d="M${r2(tip[0])} ${r2(tip[1])}V${r2(wy + 1)}"/>`;
  const bob = ellipse(tip[0], wy - 8, 2.2, 2.6, ext);
  const ripple = ellipse(tip[0], wy + 2.4, 5, 1.5, ext);
  return [rod, grip, path(wave), line, bob, ripple];
}
