import { Resvg } from "@resvg/resvg-js";
import { type Rng, shuffle } from "../../random.js";
import { type Motif, motifByAnnotation } from "../../sketch/art.js";
import { drawingMarkup } from "../../sketch/body.js";
import { repaintSvg } from "../../svg/tree.js";
import { sceneFor } from "../scenes.js";
import { themeDrawings } from "../theme-drawings.js";
import type { Difficulty } from "../types.js";

/**
 * Pairs on a square page (a portrait one holds more) and how alike the shadows may be: easy
 * picks shapes far apart, hard the most alike of the theme's drawings that are still told apart
 * (`most`: the largest overlap of two shadows on a page, as intersection over union).
 */
export const shadowLevels: Record<Difficulty, { pairs: number; most: number; alike: boolean }> = {
  easy: { pairs: 4, most: 0.5, alike: false },
  medium: { pairs: 5, most: 0.68, alike: false },
  hard: { pairs: 6, most: 0.78, alike: true },
};

/** Two shadows more alike than this never share a page: a child could not tell them apart. */
const LIMIT = 0.82;

/** The shadow of a drawing in its 72-unit box: its colour shapes and its lines, all solid black. */
export function shadowMarkup(m: Motif): string {
  const known = shadowsDrawn.get(m.hexcode);
  if (known) return known;
  const fill = repaintSvg(drawingMarkup(m, "color"), { fill: "#000", stroke: "#000" });
  const lines = repaintSvg(drawingMarkup(m, "black"), { fill: "#000", stroke: "#000" });
  const out = `<g fill="#000" stroke="#000" stroke-linejoin="round">${fill}${lines}</g>`;
  if (shadowsDrawn.size > 500) shadowsDrawn.clear();
  shadowsDrawn.set(m.hexcode, out);
  return out;
}
const shadowsDrawn = new Map<string, string>();

/** Shadows compared at this many pixels a side: enough to tell a goat from a horse, quick to draw. */
const MASK = 40;
const masks = new Map<string, Uint8Array>();

/** The shadow as a MASK x MASK grid of solid (1) and empty (0) pixels. */
function maskOf(m: Motif): Uint8Array {
  const known = masks.get(m.hexcode);
  if (known) return known;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72" width="${MASK}" height="${MASK}">${shadowMarkup(m)}</svg>`;
  const px = new Resvg(svg, { fitTo: { mode: "width", value: MASK }, font: { loadSystemFonts: false } }).render()
    .pixels;
  const out = new Uint8Array(MASK * MASK);
  for (let i = 0; i < out.length; i++) out[i] = (px[i * 4 + 3] as number) > 127 ? 1 : 0;
  if (masks.size > 500) masks.clear();
  masks.set(m.hexcode, out);
  return out;
}

/** How alike two shadows are: shared solid pixels over the pixels solid in either. */
function overlap(a: Motif, b: Motif): number {
  const x = maskOf(a);
  const y = maskOf(b);
  let both = 0;
  let either = 0;
  for (let i = 0; i < x.length; i++) {
    both += (x[i] as number) & (y[i] as number);
    either += (x[i] as number) | (y[i] as number);
  }
  return either ? both / either : 0;
}

/** Empty pixels of the mask the grid's edge cannot reach: holes inside the shadow. */
function holes(mask: Uint8Array): number {
  const reached = new Uint8Array(mask.length);
  const stack: number[] = [];
  for (let i = 0; i < MASK; i++) stack.push(i, (MASK - 1) * MASK + i, i * MASK, i * MASK + MASK - 1);
  while (stack.length) {
    const at = stack.pop() as number;
    if (reached[at] || mask[at]) continue;
    reached[at] = 1;
    const x = at % MASK;
    if (x > 0) stack.push(at - 1);
    if (x < MASK - 1) stack.push(at + 1);
    if (at >= MASK) stack.push(at - MASK);
    if (at < mask.length - MASK) stack.push(at + MASK);
  }
  let n = 0;
  for (let i = 0; i < mask.length; i++) if (!mask[i] && !reached[i]) n++;
  return n;
}

/**
 * A shadow that reads as one: solid enough (not a wave's curl or a comet's streak) and with no
 * holes to speak of (a coiled snake's gaps would make its shadow a second line drawing).
 */
const readable = (m: Motif) => {
  const mask = maskOf(m);
  const solid = mask.reduce((n, v) => n + v, 0);
  return solid > MASK * MASK * 0.18 && holes(mask) < solid * 0.02;
};

/**
 * The drawings a page may use: the theme's own, its scene's (farm, ocean, space, park), and
 * animals for a theme with too few; each with a shadow that reads as one.
 */
function pool(theme: string | undefined): [Motif[], Motif[], Motif[]] {
  const scene = sceneFor(theme);
  const named = [...scene.land, ...scene.sky].flatMap((a) => {
    const m = motifByAnnotation(a);
    return m ? [m] : [];
  });
  const seen = new Set<string>();
  const fresh = (m: Motif) => !seen.has(m.hexcode) && seen.add(m.hexcode) && readable(m);
  const own = themeDrawings(theme).filter(fresh);
  const near = named.filter(fresh);
  return [own, near, themeDrawings("animals").filter(fresh)];
}

/**
 * The page's drawings, in a seeded order: the theme's own drawing (a unicorn for "unicorn"),
 * then the theme's others, then its scene's, then animals, each group shuffled and used up before
 * the next (a Christmas page shows Christmas things before a park's). Easy and medium take a
 * group's drawings in order, skipping any whose shadow is too like one already taken; hard adds,
 * each time, the one whose shadow is most like those taken. A group with too few distinct shapes
 * relaxes the limit a step at a time, never past LIMIT.
 */
export function pickDrawings(theme: string | undefined, difficulty: Difficulty, count: number, rng: Rng): Motif[] {
  const { alike } = shadowLevels[difficulty];
  const [own, near, animals] = pool(theme);
  const first = (own[0] ?? near[0] ?? animals[0]) as Motif;
  const taken: Motif[] = [first];
  const mean = (x: Motif) => taken.reduce((s, t) => s + overlap(t, x), 0) / taken.length;
  for (const group of [own.slice(1), near, animals].map((g) => shuffle(rng, g)))
    for (let most = shadowLevels[difficulty].most; taken.length < count && most <= LIMIT; most += 0.05) {
      const fits = (m: Motif) => m !== first && !taken.includes(m) && taken.every((t) => overlap(t, m) < most);
      for (let open = group.filter(fits); open.length && taken.length < count; open = group.filter(fits))
        taken.push(alike ? open.reduce((best, m) => (mean(m) > mean(best) ? m : best)) : (open[0] as Motif));
    }
  return shuffle(rng, taken);
}

/** An order of 0 … n-1 in which no shadow stands level with its own drawing (n ≥ 2). */
export function derangement(n: number, rng: Rng): number[] {
  for (;;) {
    const order = shuffle(
      rng,
      Array.from({ length: n }, (_, i) => i),
    );
    if (order.every((d, i) => d !== i)) return order;
  }
}
