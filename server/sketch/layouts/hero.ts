import { type Motif, motifByAnnotation } from "../art.js";
import type { LayoutContext } from "../context.js";
import { cloud, lineMotif, type Pen, type Place } from "../draw.js";
import { fitInk, inkBounds, type PageBox } from "../ink-bounds.js";
import { drawProp, type PropPlace } from "../props.js";
import { r2 } from "../random.js";
import { type Arrangement, arrangements } from "../variety.js";
import { type Placed, placeRelation, type Stated } from "./relation.js";
import { stagedBoxes, stageRelation } from "./stage.js";

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
 * The single subject's composition: each page of a batch (same values, consecutive seeds) takes
 * its own arrangement (variety.ts), always at least 60 % of the box's height unless the drawing
 * is wider than the page allows; every other page stands beside a companion the user named
 * (never an unasked one). `top` is where the sky strip ends; `floor` where feet stand.
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
  const b = inkBounds(hero.hexcode, hero.oneEye);
  const wd = area.w * 0.98;
  const x0 = area.x + (area.w - wd) / 2;
  if (companion && ctx.variation % 2 === 1) {
    return drawPlaced(placeRelation("beside", hero, companion, area, top, floor, flip), pen);
  }
  const a = arrangements[ctx.variation] as Arrangement;
  const alone = (p: ReturnType<typeof fitInk>, facing: boolean) =>
    drawPlaced([{ motif: hero, x: p.x, y: p.y, size: p.size, flip: facing, ink: p.ink, front: false }], pen);
  if (a.kind === "hilltop") {
    // Standing on a hilltop: a little smaller and higher, the hill's curve under it.
    const peak = floor - area.h * 0.14;
    const p = fitInk(b, { x: x0, y: top, w: wd, h: peak + area.h * 0.03 - top }, flip);
    const hero1 = alone(p, flip);
    const hill = `<path d="M${r2(area.x)} ${r2(floor + 20)}Q${r2(area.x + area.w / 2)} ${r2(2 * peak - floor - 20)} ${r2(area.x + area.w)} ${r2(floor + 20)}" fill="#fff" stroke="#000" stroke-width="${r2(pen.fine + 1)}" stroke-linecap="round"/>`;
    return { svg: hill + hero1.svg, taken: hero1.taken };
  }
  // The subject faces the middle of the page (the way the seed chose when it stands in it).
  const facing = a.x === 0.5 ? flip : a.x < 0.5;
  const room = floor - top;
  const h = room * a.h;
  // A subject with little ones beside it keeps to the middle of the box, clear of them.
  const w = wd * Math.min(a.little ? 0.56 : 1, a.h + 0.12);
  const cx = Math.min(Math.max(x0 + wd * a.x, x0 + w / 2), x0 + wd - w / 2);
  const main = alone(fitInk(b, { x: cx - w / 2, y: floor - h, w, h }, facing), facing);
  const little = (a.little ?? []).map((lx) => {
    const lh = room * 0.3;
    const lw = wd * 0.22;
    const p = fitInk(b, { x: x0 + wd * lx - lw / 2, y: floor - lh, w: lw, h: lh }, lx < 0.5);
    return lineMotif(hero, { x: p.x, y: p.y, size: p.size, flip: lx < 0.5 }, pen);
  });
  return { svg: little.join("") + main.svg, taken: main.taken };
}

/**
 * Two things in the relation the phrase states ("a cat on a rock", "a dog jumping over a fence"),
 * with the props the relation draws from lines; the page's place in its batch picks the pair's
 * look (layouts/stage.ts).
 */
export function composeRelation(
  rel: Stated,
  area: PageBox,
  top: number,
  floor: number,
  pen: Pen,
  flip: boolean,
  variation: number,
  knockout = false,
): Composition {
  const staged = stageRelation(rel, area, top, floor, flip, variation);
  const drawn = drawPlaced(staged.placed, pen, knockout);
  const props = (list: PropPlace[]) => list.map((p) => drawProp(p, pen)).join("");
  return { svg: props(staged.back) + drawn.svg + props(staged.front), taken: stagedBoxes(staged) };
}

/** Boxes overlap, with `pad` units of air required between them. */
export const overlaps = (a: PageBox, b: PageBox, pad = 0) =>
  a.x < b.x + b.w + pad && b.x < a.x + a.w + pad && a.y < b.y + b.h + pad && b.y < a.y + a.h + pad;

export const clear = (box: PageBox, taken: PageBox[], pad = 12) => !taken.some((t) => overlaps(box, t, pad));
