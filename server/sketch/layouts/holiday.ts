import { motifByAnnotation } from "../art.js";
import type { LayoutContext } from "../context.js";
import { lineMotif, type Pen } from "../draw.js";
import { between, r2 } from "../random.js";
import type { Box } from "./common.js";
import { shape } from "./setting-parts.js";

/**
 * St. Patrick's Day things the scene always shows, whatever its subject: a pot of gold (no
 * drawing set has one: drawn here, a cauldron heaped with coins), a top hat and shamrocks in
 * the grass.
 * Each is marked `data-feature` so tests can find them.
 */

/** A pot of gold standing at (x, ground), `k` times its 150-unit size. */
export function potOfGold(x: number, ground: number, k: number, w: number): string {
  const P = (px: number, py: number) => `${r2(x + px * k)} ${r2(ground + py * k)}`;
  const coin = (cx: number, cy: number, r: number) =>
    `<circle cx="${r2(x + cx * k)}" cy="${r2(ground + cy * k)}" r="${r2(r * k)}" ${shape(w)}/><circle cx="${r2(x + cx * k)}" cy="${r2(ground + cy * k)}" r="${r2(r * 0.55 * k)}" ${shape(w * 0.8)}/>`;
  let s = "";
  // The heap of coins first: the pot's rim hides their lower halves.
  for (const [cx, cy] of [
    [-38, -100],
    [-12, -108],
    [14, -104],
    [38, -98],
    [-24, -124],
    [2, -130],
    [26, -120],
  ] as const)
    s += coin(cx, cy, 17);
  s += `<path ${shape(w)} d="M${P(-62, -88)}C${P(-84, -40)} ${P(-58, 0)} ${P(-30, 0)}H${P(30, 0).split(" ")[0]}C${P(58, 0)} ${P(84, -40)} ${P(62, -88)}Z"/>`;
  s += `<ellipse cx="${r2(x)}" cy="${r2(ground - 88 * k)}" rx="${r2(66 * k)}" ry="${r2(15 * k)}" ${shape(w)}/>`;
  s += `<ellipse cx="${r2(x - 30 * k)}" cy="${r2(ground + 2 * k)}" rx="${r2(12 * k)}" ry="${r2(7 * k)}" ${shape(w)}/>`;
  s += `<ellipse cx="${r2(x + 30 * k)}" cy="${r2(ground + 2 * k)}" rx="${r2(12 * k)}" ry="${r2(7 * k)}" ${shape(w)}/>`;
  // Two coins fallen beside it.
  s += coin(-96, -10, 15) + coin(92, -6, 13);
  return `<g data-feature="pot-of-gold">${s}</g>`;
}

/** A leprechaun's top hat lying in the grass beside the gold. */
export function hatInGrass(x: number, ground: number, pen: Pen): string {
  const hat = motifByAnnotation("top hat");
  return hat
    ? `<g data-feature="hat">${lineMotif(hat, { x, y: ground - 50, size: 130, rotate: -8 }, pen, true)}</g>`
    : "";
}

/** Four shamrocks along the grass, on the side away from the pot of gold. */
export function shamrocks(ctx: LayoutContext, area: Box, ground: number, potLeft: boolean, pen: Pen): string {
  const leaf = motifByAnnotation("shamrock");
  if (!leaf) return "";
  let s = "";
  const xs = potLeft ? [0.46, 0.62, 0.76, 0.9] : [0.1, 0.24, 0.38, 0.54];
  xs.forEach((f, i) => {
    const size = between(ctx.rng, 70, 96);
    s += lineMotif(
      leaf,
      { x: area.x + area.w * f, y: ground - (i % 2) * 26 - 10, size, rotate: between(ctx.rng, -18, 18) },
      pen,
      true,
    );
  });
  return `<g data-feature="shamrocks">${s}</g>`;
}
