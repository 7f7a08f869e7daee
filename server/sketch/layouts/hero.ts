import { type Motif, motifByAnnotation } from "../art.js";
import type { LayoutContext } from "../context.js";
import { cloud, lineMotif, type Pen, type Place } from "../draw.js";
import { fitInk, inkBounds, type PageBox } from "../ink-bounds.js";
import { r2 } from "../random.js";
import { type Placed, placeRelation, type Related } from "./relation.js";

/** The subject, with the hat of the profession it took on sitting on its head. */
export function drawHero(m: Motif, at: Place, pen: Pen, knockout = false): string {
  return lineMotif(m, at, pen, knockout) + (m.hat ? hatOn(m.hat, at, pen) : "");
}

function hatOn(name: string, at: Place, pen: Pen): string {
  const x = at.x;
  const bottom = at.y - at.size * 0.2;
  const size = at.size * 0.4;
  if (name === "chef’s hat") {
    // A toque: a puffy top over a band, white so it hides the head behind it.
    const bw = size * 0.62;
    const bh = size * 0.22;
    const band = `<rect x="${x - bw / 2}" y="${bottom - bh}" width="${bw}" height="${bh}" rx="${bh * 0.2}" fill="#fff" stroke="#000" stroke-width="${pen.main}" stroke-linejoin="round"/>`;
    return cloud(x, bottom - bh - size * 0.16, size * 0.95, pen.main) + band;
  }
  const hat = motifByAnnotation(name);
  return hat ? lineMotif(hat, { x, y: bottom - size * 0.3, size }, pen, true) : "";
}

/** Where the asked things go: their ink boxes, so nothing unasked is put over them. */
export interface Composition {
  svg: string;
  taken: PageBox[];
}

/** The placed drawings in order; `knockout` gives each a white edge (in a scene's backdrop). */
export function drawPlaced(list: Placed[], pen: Pen, knockout = false): Composition {
  return {
    svg: list
      .map((p) => drawHero(p.motif, { x: p.x, y: p.y, size: p.size, flip: p.flip }, pen, p.front || knockout))
      .join(""),
    taken: list.map((p) => p.ink),
  };
}

/**
 * The single subject's composition, chosen by the seed: each page of a batch (same values, own
 * seeds) is laid out differently — large and centred, smaller against one side facing into
 * the page, on a hilltop, or beside a companion the user named — and always at least 60 % of
 * the box's height. `top` is where the sky strip ends; `floor` where feet stand.
 */
export function composeHero(
  ctx: LayoutContext,
  area: PageBox,
  top: number,
  floor: number,
  hero: Motif,
  companion: Motif | undefined,
  flip: boolean,
): Composition {
  const pen = ctx.style.pen;
  const variant = (ctx.seed >>> 3) % 4;
  const b = inkBounds(hero.hexcode, hero.oneEye);
  const wd = area.w * 0.98;
  const x0 = area.x + (area.w - wd) / 2;
  if (variant === 2 && companion) {
    // The subject beside a companion the user named (never an unasked one).
    return drawPlaced(placeRelation("beside", hero, companion, area, top, floor, flip), pen);
  }
  // Centred and as large as the box allows; or (variants 1 and 3) smaller, against one side,
  // with sky and room ahead of it — never under 62 % of the box's height unless the drawing is
  // wider than the page allows.
  if (variant === 1 || variant === 3) {
    const span = variant === 1 ? 0.66 : 0.76;
    const needed = (0.62 * area.h * (b.x1 - b.x0)) / (b.y1 - b.y0);
    const w = Math.min(wd, Math.max(wd * 0.72, needed));
    const h = Math.min(floor - top, span * area.h);
    const right = variant === 3 ? !flip : flip;
    const box = { x: right ? x0 + wd - w : x0, y: floor - h, w, h };
    const p = fitInk(b, box, !right);
    return drawPlaced([{ motif: hero, x: p.x, y: p.y, size: p.size, flip: !right, ink: p.ink, front: false }], pen);
  }
  if (variant === 2) {
    // Standing on a hilltop: a little smaller and higher, the hill's curve under it.
    const peak = floor - area.h * 0.14;
    const p = fitInk(b, { x: x0, y: top, w: wd, h: peak + area.h * 0.03 - top }, flip);
    const hill = `<path d="M${r2(area.x)} ${r2(floor + 20)}Q${r2(area.x + area.w / 2)} ${r2(2 * peak - floor - 20)} ${r2(area.x + area.w)} ${r2(floor + 20)}" fill="#fff" stroke="#000" stroke-width="${r2(pen.fine + 1)}" stroke-linecap="round"/>`;
    const hero1 = drawPlaced([{ motif: hero, x: p.x, y: p.y, size: p.size, flip, ink: p.ink, front: false }], pen);
    return { svg: hill + hero1.svg, taken: hero1.taken };
  }
  const p = fitInk(b, { x: x0, y: top, w: wd, h: floor - top }, flip);
  return drawPlaced([{ motif: hero, x: p.x, y: p.y, size: p.size, flip, ink: p.ink, front: false }], pen);
}

/** Two things in the relation the phrase states ("a cat on a rock", "a bird over a house"). */
export function composeRelation(
  rel: Related & { one: Motif; other: Motif },
  area: PageBox,
  top: number,
  floor: number,
  pen: Pen,
  flip: boolean,
  knockout = false,
): Composition {
  return drawPlaced(placeRelation(rel.relation, rel.one, rel.other, area, top, floor, flip), pen, knockout);
}

/** Boxes overlap, with `pad` units of air required between them. */
export const overlaps = (a: PageBox, b: PageBox, pad = 0) =>
  a.x < b.x + b.w + pad && b.x < a.x + a.w + pad && a.y < b.y + b.h + pad && b.y < a.y + a.h + pad;

export const clear = (box: PageBox, taken: PageBox[], pad = 12) => !taken.some((t) => overlaps(box, t, pad));
