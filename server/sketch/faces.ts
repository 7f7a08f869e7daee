import { Resvg } from "@resvg/resvg-js";
import { motifMarkup } from "./motif-svg.js";
import { r2 } from "./random.js";

/**
 * A cute face on a thing ("a hamburger with a face", "kawaii toast", "a smiling cupcake"): two
 * round eyes with a shine, a small smile and two blush marks, drawn on the drawing's own 72-unit
 * grid where it has the most open room: the point of its largest clear area, away from every line
 * (a burger's bun, a cup's side, a donut's icing; never the donut's hole). Kawaii pages of food
 * and things are a staple of sticker and colouring books; the face had been left out.
 */
export interface FaceSpot {
  x: number;
  y: number;
  /** The half-width of the widest face-shaped clear area there, in grid units. */
  r: number;
}

const RES = 144;
const spots = new Map<string, FaceSpot>();
/**
 * A face is about twice as wide as it is tall: a step up or down costs this much more than one
 * across, so the distance found is the half-width of the widest face-shaped clear area.
 */
const V = 2.1;
const D = Math.hypot(1, V);

/**
 * The centre of the drawing's widest clear area (a chamfer distance transform of its white,
 * unlined pixels, steps up and down costing more) on its grid; measured once per drawing.
 */
export function faceSpot(hexcode: string): FaceSpot {
  const hit = spots.get(hexcode);
  if (hit) return hit;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72" width="${RES}" height="${RES}">${motifMarkup(hexcode, "black")}</svg>`;
  const px = new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
  const n = RES * RES;
  // Clear: inked (inside the drawing) and white (no line).
  const d = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const a = px[i * 4 + 3] as number;
    const lum = ((px[i * 4] as number) + (px[i * 4 + 1] as number) + (px[i * 4 + 2] as number)) / 3;
    d[i] = a > 200 && lum > 200 ? Number.POSITIVE_INFINITY : 0;
  }
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= RES || y >= RES ? 0 : (d[y * RES + x] as number));
  for (let y = 0; y < RES; y++)
    for (let x = 0; x < RES; x++) {
      const i = y * RES + x;
      if (d[i] === 0) continue;
      d[i] = Math.min(d[i] as number, at(x - 1, y) + 1, at(x, y - 1) + V, at(x - 1, y - 1) + D, at(x + 1, y - 1) + D);
    }
  let best = { x: RES / 2, y: RES / 2, v: 0 };
  for (let y = RES - 1; y >= 0; y--)
    for (let x = RES - 1; x >= 0; x--) {
      const i = y * RES + x;
      if (d[i] === 0) continue;
      const v = Math.min(
        d[i] as number,
        at(x + 1, y) + 1,
        at(x, y + 1) + V,
        at(x + 1, y + 1) + D,
        at(x - 1, y + 1) + D,
      );
      d[i] = v;
      if (v > best.v) best = { x, y, v };
    }
  const k = 72 / RES;
  const spot = { x: (best.x + 0.5) * k, y: (best.y + 0.5) * k, r: best.v * k };
  spots.set(hexcode, spot);
  return spot;
}

/**
 * The face's markup on the drawing's grid, as big as its clear area allows (never wider than
 * 32 units): black eyes with a white shine, a smile and blush marks (pink in colour, outlined for
 * line art, so they are areas to colour).
 */
export function faceMarkup(spot: FaceSpot, set: "black" | "color"): string {
  // The face reaches 0.77 of its size either side (the cheeks): it stays inside the clear area.
  const s = Math.min(spot.r / 0.8, 16);
  const { x, y } = spot;
  const dark = set === "color" ? "#3e2723" : "#000";
  const eye = (ex: number) =>
    `<ellipse cx="${r2(ex)}" cy="${r2(y - s * 0.12)}" rx="${r2(s * 0.13)}" ry="${r2(s * 0.17)}" fill="${dark}"/>` +
    `<circle cx="${r2(ex + s * 0.04)}" cy="${r2(y - s * 0.18)}" r="${r2(s * 0.05)}" fill="#fff"/>`;
  const line = r2(Math.max(0.9, s * 0.07));
  const blush =
    set === "color" ? `fill="#f8a5c2" stroke="none"` : `fill="#fff" stroke="#000" stroke-width="${r2(line * 0.7)}"`;
  const cheeks = [-1, 1]
    .map(
      (side) =>
        `<ellipse cx="${r2(x + side * s * 0.62)}" cy="${r2(y + s * 0.14)}" rx="${r2(s * 0.15)}" ry="${r2(s * 0.08)}" ${blush}/>`,
    )
    .join("");
  const smile = `<path d="M${r2(x - s * 0.2)} ${r2(y + s * 0.12)}Q${r2(x)} ${r2(y + s * 0.36)} ${r2(x + s * 0.2)} ${r2(y + s * 0.12)}" fill="none" stroke="${dark}" stroke-width="${line}" stroke-linecap="round"/>`;
  return `<g data-face="1">${cheeks}${eye(x - s * 0.38)}${eye(x + s * 0.38)}${smile}</g>`;
}
