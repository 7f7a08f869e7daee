import type { Motif } from "../art.js";
import { lineMotif, type Pen, wavePath } from "../draw.js";
import { fitInk, type InkBounds, inkBounds, type PageBox, turnedInkBounds } from "../ink-bounds.js";
import { r2 } from "../random.js";
import { floatsByName, swimsByName } from "../words.js";
import { type Composition, MIN_SPAN } from "./composition.js";

/** Creatures that swim (words.ts `swimsByName`): tilted, they dive or rise through the water instead of climbing. */
export const swims = (m: Motif) => swimsByName(m.annotation);

/** What floats on a lake or a pond rather than walking its bank: water birds and boats. */
export const onWater = (m: Motif) => floatsByName(m.annotation);

/** Creatures of the sea that walk or drift as well as swim: beside a swimmer, they are in the sea too. */
const seaDwellers = /turtle|crab|lobster|starfish|jellyfish|seahorse|coral|shell|shrimp|snail/;

/** Whether a page of these things is under the sea: one swims and every other lives in the sea. */
export const underSea = (things: ReadonlyArray<Motif | undefined>): boolean => {
  const drawn = things.filter((m): m is Motif => !!m);
  return drawn.some(swims) && drawn.every((m) => swims(m) || seaDwellers.test(m.annotation.toLowerCase()));
};

/** Things of the sky: lifted, they float, with no ground risen under them. */
const floaters =
  /\b(?:moon|sun|star|cloud|planet|rainbow|balloon|butterfly|honeybee|bee|bird|ghost|flying saucer|comet|kite|bat|angel|fairy|snowflake|pterodactyl)\b/;

export const floats = (m: Motif) => floaters.test(m.annotation.toLowerCase());

/** How far a wide drawing may turn on a portrait page (degrees), the least that lets it span MIN_SPAN. */
const ANGLES = [30, 35, 40, 45];

/** How far a drawing about as tall as wide may lean instead (degrees), the most that keeps the span. */
const LEANS = [25, 20, 15, 10];

/**
 * A drawing much wider than tall (a turtle, a fire truck, a car) on a portrait page: at full
 * width it would fill only the lower half, so it turns nose up and fills the page corner to
 * corner. Land animals and vehicles climb a hillside drawn under their feet or wheels (a large
 * area to colour below it); swimmers rise through the water, a line of waves behind them.
 */
export function composeTilted(hero: Motif, box: PageBox, pen: Pen, flip: boolean, steeper = 0): Composition {
  const b = inkBounds(hero.hexcode, hero.eyes);
  // Drawings face left: turned clockwise the nose rises; mirrored, counter-clockwise.
  const at = (deg: number) => turnedInkBounds(hero.hexcode, flip ? -deg : deg, flip, hero.eyes);
  const tall = (deg: number) => {
    const t = at(deg);
    return ((t.y1 - t.y0) / (t.x1 - t.x0)) * (box.w / box.h);
  };
  const spans = (deg: number) => tall(deg) >= MIN_SPAN + 0.02;
  // A wide drawing turns by the least angle that gives it the span (else the tallest), `steeper`
  // more on some pages. One about as tall as wide only loses height turned: it leans by the most
  // that keeps the span, less by half of `steeper`.
  const tallest = ANGLES.reduce((best, deg) => (tall(deg) > tall(best) ? deg : best));
  const deg =
    tall(tallest) > tall(0)
      ? (ANGLES.find(spans) ?? tallest) + steeper
      : Math.max(8, (LEANS.find(spans) ?? (LEANS.at(-1) as number)) - steeper / 2);
  const angle = flip ? -deg : deg;
  const turned = at(deg);
  const p = fitInk(turned, box, false, true);
  const svg = lineMotif(hero, { x: p.x, y: p.y, size: p.size, rotate: angle, flip }, pen);
  // A thing of the sky flies turned, with nothing under it.
  const ground = swims(hero)
    ? waves(box, p.ink.y + p.ink.h * 0.62, pen)
    : floats(hero)
      ? ""
      : slope(b, p, angle, flip, box, pen);
  return { svg: ground + svg, taken: [p.ink] };
}

const turn = (x: number, y: number, deg: number): [number, number] => {
  const t = (deg * Math.PI) / 180;
  const [dx, dy] = [x - 36, y - 36];
  return [36 + dx * Math.cos(t) - dy * Math.sin(t), 36 + dx * Math.sin(t) + dy * Math.cos(t)];
};

/** The hillside the drawing stands on: the line under its turned ink, to the box's edges, filled below. */
function slope(
  b: InkBounds,
  p: { x: number; y: number; size: number },
  angle: number,
  flip: boolean,
  box: PageBox,
  pen: Pen,
): string {
  const k = p.size / 72;
  const [l, r] = flip ? [72 - b.x1, 72 - b.x0] : [b.x0, b.x1];
  const page = ([gx, gy]: [number, number]): [number, number] => [p.x - p.size / 2 + gx * k, p.y - p.size / 2 + gy * k];
  // The feet's line a little into the drawing, so the wheels and feet stand on it, not above it.
  const foot = b.y1 - (b.y1 - b.y0) * 0.02;
  const [ax, ay] = page(turn(l, foot, angle));
  const [bx, by] = page(turn(r, foot, angle));
  const dy = (by - ay) / (bx - ax);
  // From edge to edge of the art box, or to its floor where the line reaches it first; the ground
  // below is one white area, its only edge the slope itself (the frame closes it).
  const left = box.x - box.w * 0.03;
  const right = box.x + box.w * 1.03;
  const bottom = box.y + box.h + 30;
  const atY = (y: number) => ax + (y - ay) / dy;
  const end = (x: number): [number, number] => {
    const y = ay + (x - ax) * dy;
    return y <= bottom ? [x, y] : [atY(bottom), bottom];
  };
  const [p0, p1] = [end(left), end(right)];
  const line = `M${r2(p0[0])} ${r2(p0[1])}L${r2(p1[0])} ${r2(p1[1])}`;
  const corners = [
    p1[1] < bottom ? `L${r2(right)} ${r2(bottom)}` : "",
    p0[1] < bottom ? `L${r2(left)} ${r2(bottom)}` : "",
  ];
  const stroke = `stroke="#000" stroke-width="${r2(pen.fine + 1)}" stroke-linecap="round"`;
  return `<path d="${line}${corners.join("")}Z" fill="#fff" stroke="none"/><path d="${line}" fill="none" ${stroke}/>`;
}

/** A water line across the box at `y`: rolling waves, the sea below it left to colour. */
export function waves(box: PageBox, y: number, pen: Pen): string {
  return `<path d="${wavePath(box.x - 30, box.w + 60, y, 5, 34)}" fill="none" stroke="#000" stroke-width="${r2(pen.fine + 1)}" stroke-linecap="round"/>`;
}
