import { eyesTopIn, type Motif, motifByAnnotation, motifGroup, standsUpright } from "../art.js";
import { headPlace } from "../body.js";
import type { LayoutContext } from "../context.js";
import { cloud, lineMotif, type Pen, type Place } from "../draw.js";
import { eyewear } from "../heads.js";
import { clear, fitInk, type InkBounds, inkBounds, type PageBox } from "../ink-bounds.js";
import { drawProp, type PropPlace } from "../props.js";
import { r2 } from "../random.js";
import { contentMargin } from "../style.js";
import {
  type Arrangement,
  arrangements,
  broadLooks,
  facingLooks,
  type LookTable,
  level,
  mirroredWholeViews,
  swimmerViews,
  upright,
  type WideLook,
  wholeViews,
  wideLooks,
  widthShare,
} from "../variety.js";
import { ofTheSky } from "../words.js";
import { type Composition, MIN_SPAN } from "./composition.js";
import { drawnAsBust, isCreature, isHeadAlone, type Placed, placeRelation, type Stated } from "./relation.js";
import { stagedBoxes, stageRelation } from "./stage.js";
import { composeTilted, floats, onWater, swims, waves } from "./tilt.js";

export type { Composition } from "./composition.js";

/** The subject, with the hat of the profession it took on sitting on its head. */
export function drawHero(m: Motif, at: Place, pen: Pen, knockout = false): string {
  return lineMotif(m, at, pen, knockout) + (m.hat ? hatOn(m.hat, headPlace(m, at), pen, m.hexcode) : "");
}

function hatOn(name: string, at: Place, pen: Pen, wearer: string): string {
  const x = at.x;
  // On the head, never over its eyes: a frog's are on top of its head, and its crown had covered them.
  const bottom = Math.min(at.y - at.size * 0.2, eyesTopIn(wearer, at) - at.size * 0.02);
  const size = at.size * 0.4;
  if (name === "chef’s hat") {
    // A toque: a puffy top over a band, white so it hides the head behind it.
    const bw = size * 0.62;
    const bh = size * 0.22;
    const band = `<rect x="${x - bw / 2}" y="${bottom - bh}" width="${bw}" height="${bh}" rx="${bh * 0.2}" fill="#fff" stroke="#000" stroke-width="${pen.main}" stroke-linejoin="round"/>`;
    return cloud(x, bottom - bh - size * 0.16, size * 0.95, pen.main) + band;
  }
  const hat = motifByAnnotation(name);
  // Glasses go across the eyes, their lines over the face's: the eyes show through the lenses.
  if (hat && eyewear(name)) return lineMotif(hat, { x, y: at.y, size: at.size * 0.7 }, pen, false);
  return hat ? lineMotif(hat, { x, y: bottom - size * 0.3, size }, pen, true) : "";
}

/** The placed drawings in order; `knockout` gives each a white edge (in a scene's backdrop). */
export function drawPlaced(list: Placed[], pen: Pen, knockout = false): Composition {
  return {
    svg: list
      .map((p) => {
        const svg = drawHero(p.motif, { x: p.x, y: p.y, size: p.size, flip: p.flip }, pen, p.front || knockout);
        // A heap's pieces are the asked thing, each of them (extras.ts keeps a feature's drawings).
        return p.heap ? `<g data-feature="heap">${svg}</g>` : svg;
      })
      .join(""),
    taken: list.map((p) => p.ink),
  };
}

/**
 * The single subject's composition: each page of a batch (same values, consecutive seeds) takes
 * its own look (`lookOf`, which the scene has read already to draw a place); every other page stands beside a companion the user named
 * (never an unasked one). `top` is the top of the art box (the frame's inside, a small margin
 * below it), `floor` where feet stand. On a portrait page the subject's ink spans at least 60 %
 * of the box's height and reaches into its top and bottom quarters: a drawing the width keeps
 * shorter stands on a rise of the ground, one wider than the page allows climbs a slope
 * diagonally (layouts/tilt.ts). A rise spans `ground`, the page's box where the subject keeps to
 * part of it (an occasion's marks beside it).
 */
export function composeHero(
  ctx: LayoutContext,
  area: PageBox,
  top: number,
  floor: number,
  hero: Motif,
  companion: Motif | undefined,
  flip: boolean,
  { tallest, look }: ReturnType<typeof lookOf>,
  ground: PageBox = area,
): Composition {
  const pen = ctx.style.pen;
  const b = inkBounds(hero.hexcode, hero.eyes, hero.pose);
  const wd = area.w * 0.98;
  const x0 = area.x + (area.w - wd) / 2;
  const portrait = area.h > area.w * 1.1;
  // A companion on a portrait page: the pair in depth, placed by the page's pair look (stage.ts)
  // so a batch varies; on a square page every other page.
  if (companion && portrait) {
    const pair: Stated = {
      a: "",
      b: "",
      relation: "beside",
      word: "with",
      one: hero,
      other: companion,
      pose: "standing",
    };
    return composeRelation(pair, area, top, floor, pen, flip, ctx.variation);
  }
  if (companion && ctx.variation % 2 === 1) {
    return drawPlaced(placeRelation("beside", hero, companion, area, top, floor, flip), pen);
  }
  const room = floor - top;
  const iw = b.x1 - b.x0;
  const ih = b.y1 - b.y0;
  if (look.kind === "turned")
    return composeTilted(hero, { x: x0, y: top, w: wd, h: room }, pen, look.face, look.steeper);
  // A place is drawn by the scene (motif.ts); a page that reaches here without one stands centred.
  // (A drawing too wide to stand 62 % tall in a place: the places' pages still face their ways.)
  // A swimmer has no places: its place's page shows it smaller and higher. Nor has a thing of
  // the sky: it flies at the place's size on the side the place faces (a fairy had been one
  // picture on every page, each of them drawn as large as the page).
  const a: Arrangement =
    look.kind !== "home"
      ? look
      : swims(hero)
        ? { kind: "hilltop" }
        : floats(hero)
          ? { kind: "placed", x: look.face ? 0.38 : 0.62, h: look.h, face: look.face }
          : { kind: "placed", x: 0.5, h: 0.85, face: look.face };

  const alone = (p: ReturnType<typeof fitInk>, facing: boolean) =>
    drawPlaced([{ motif: hero, x: p.x, y: p.y, size: p.size, flip: facing, ink: p.ink, front: false }], pen);
  // A person the set draws as a bust (a cook, a farmer, a firefighter; not a flier, an angel) is a
  // portrait, cut by the page's frame: standing on the ground, the cut had shown as a torso sunk
  // in the grass, and on a hilltop as a torso on the hill. The look still says its size and side.
  if (drawnAsBust(hero) && !floats(hero) && a.kind !== "closeup") {
    // On a hilltop's page, smaller and to the side it faces from: a batch's pages stay apart.
    const share = a.kind === "placed" ? a.h : 0.7;
    const frame = area.y + area.h;
    const h = Math.min(frame - top, (frame - top) * share + area.h * 0.04);
    const w = Math.min(wd, (h * iw) / ih);
    const at = a.kind === "placed" ? a.x : flip ? 0.34 : 0.66;
    const cx = Math.min(Math.max(x0 + wd * at, x0 + w / 2), x0 + wd - w / 2);
    const facing = a.kind === "placed" ? (a.face ?? (at === 0.5 ? flip : at < 0.5)) : flip;
    return alone(fitInk(b, { x: cx - w / 2, y: frame - h, w, h }, facing), facing);
  }
  if (look.kind === "home" && a.kind === "placed") {
    // No place drew it (an upright thing too wide to stand in one): it stands on the ground at
    // its place's size, on its side of the page (variety.ts `widthShare`), facing into the page.
    const across = wd * widthShare(look.h);
    const box = { x: look.face ? x0 : x0 + wd - across, y: top, w: across, h: floor - top };
    const fit = fitInk(b, box, look.face);
    // A person the set draws as a bust (head and shoulders: a cook, a pilot) is cut at the
    // page's ground: set further off and higher, the cut had floated over the grass.
    const onGround = drawnAsBust(hero) ? fit : furtherOff(b, fit, { ...area, x: box.x, w: across }, look.h, look.face);
    const main = alone(onGround, look.face);
    // Set further off with no place drawn round it, it stands on a rise of the ground: over the
    // bare ground line it had floated in the air (a fox at night, sitting, its paws over the grass).
    const feet = onGround.ink.y + onGround.ink.h;
    if (floats(hero) || swims(hero) || feet > floor - room * 0.03) return main;
    return { svg: riseUnder(ground, floor, feet - room * 0.015, onGround.ink, pen) + main.svg, taken: main.taken };
  }
  if (a.kind === "closeup") return closeUp(ctx, area, top, floor, hero, b, a.zoom, flip);
  if (a.kind === "hilltop") {
    // Standing on a hilltop: a little smaller and higher, the hill's curve under it.
    const peak = floor - area.h * 0.14;
    // Facing right. One that fills the width stands no larger than its span needs, so smaller
    // than in its places; another is as large as the room above the hill lets it be.
    const foot = peak + area.h * 0.03;
    // A thing of the sky flies there smaller too: drawn as tall as the page, it was the centred
    // page again.
    const h = tallest < BROAD || floats(hero) ? Math.min(foot - top, (MIN_SPAN + 0.04) * room) : foot - top;
    const wide = tallest < BROAD ? Math.min(wd, (h * iw) / ih) : wd;
    const p = fitInk(b, { x: x0 + (wd - wide) / 2, y: foot - h, w: wide, h }, true);
    const hero1 = alone(p, true);
    const under = floats(hero)
      ? ""
      : swims(hero)
        ? waves(area, p.ink.y + p.ink.h * 0.65, pen)
        : riseUnder(ground, floor, peak, p.ink, pen);
    return { svg: under + hero1.svg, taken: hero1.taken };
  }
  // The subject faces the middle of the page (the way the seed chose when it stands in it).
  const facing = a.face ?? (a.x === 0.5 ? flip : a.x < 0.5);
  // Never under the span a portrait page asks for: a short drawing takes more of the width.
  const share = portrait ? Math.max(a.h, Math.min(1, MIN_SPAN / tallest + 0.02)) : a.h;
  const h = room * share;
  // A subject with little ones beside it keeps to the middle of the box, clear of them.
  // A broad figure (seated, or a fisher with rod and water) needs the width: no little ones.
  const wide = !!hero.pose && b.x1 - b.x0 > 0.7 * (b.y1 - b.y0);
  // A person's little one is no small copy of the grown-up ("a victorian lady" had a tiny twin
  // beside her): people stand alone; an animal keeps its young, a thing its small one.
  const young = !wide && motifGroup(hero.hexcode) !== "people-body";
  const narrow = a.little && young ? 0.56 : 1;
  // On a portrait page the span comes first: the width it needs, little ones only if room is left.
  const needed = portrait ? (share * room * iw) / ih / wd : 0;
  const w = wd * Math.min(1, Math.max(Math.min(narrow, share + 0.12), needed));
  const cx = Math.min(Math.max(x0 + wd * a.x, x0 + w / 2), x0 + wd - w / 2);
  const p = fitInk(b, { x: cx - w / 2, y: floor - h, w, h }, facing);
  // A head alone is centred on the page, on no ground, the look's share of the size at which it
  // fills the box: set on the ground it had sat on a hill, a wolf's or a dog's head on a mound for
  // shoulders. (A head as wide as it is tall fills the width at every share of the height.)
  if (isHeadAlone(hero)) {
    const k = Math.min(1, a.h);
    const box = { x: x0 + (wd * (1 - k)) / 2, y: top + (room * (1 - k)) / 2, w: wd * k, h: room * k };
    return alone(fitInk(b, box, facing, true), facing);
  }
  // Not reaching the top fifth: the ground rises under it (a hill it stands on), its feet at
  // four fifths of the box.
  const highest = area.y + area.h * 0.2;
  const want = Math.max(top, Math.min(highest, area.y + area.h * 0.8 - p.ink.h));
  const lift = portrait && p.ink.y > highest ? p.ink.y - want : 0;
  const placed = lift ? { ...p, y: p.y - lift, ink: { ...p.ink, y: p.ink.y - lift } } : p;
  const main = alone(placed, facing);
  // A swimmer is not put on a hill: it swims at a water line with waves instead.
  const bottom = placed.ink.y + placed.ink.h;
  const rise =
    !lift || floats(hero)
      ? ""
      : swims(hero)
        ? waves(area, bottom - placed.ink.h * 0.35, pen)
        : riseUnder(ground, floor, bottom - room * 0.015, placed.ink, pen);
  // Little ones of its kind stand on the ground beside it where the page leaves room.
  const little = (young ? (a.little ?? []) : []).flatMap((lx) => {
    const lh = room * 0.3;
    const lw = wd * 0.22;
    const box = { x: x0 + wd * lx - lw / 2, y: floor - lh, w: lw, h: lh };
    const q = fitInk(b, box, lx < 0.5);
    if (!clear(q.ink, main.taken, 0)) return [];
    return [lineMotif(hero, { x: q.x, y: q.y, size: q.size, flip: lx < 0.5 }, pen)];
  });
  return { svg: rise + little.join("") + main.svg, taken: main.taken };
}

/**
 * A subject the page's width holds to about one size (an elephant, a cow, a castle, a cupcake)
 * would be one picture in every place: the smaller the arrangement's share `h` (0.62 to 0.94),
 * the smaller it is drawn (80 % of its full-width size to all of it, never spanning under 62 % of
 * the box's height), against the side it faces from, and the further off it stands, higher up
 * the ground; its feet stay in the box's lowest quarter and its top in the highest (the page is
 * still filled). A tall subject the height holds is left as it is.
 */
export function furtherOff(
  b: InkBounds,
  p: ReturnType<typeof fitInk>,
  area: PageBox,
  h: number,
  flip: boolean,
): ReturnType<typeof fitInk> {
  const span = p.ink.h / area.h;
  // Its span at the full width, and the share of it this page draws.
  const full = fitInk(b, { ...area, h: area.h * 4 }).ink.h / area.h;
  if (full > span * 1.02) return p;
  const want = Math.min(span, Math.max(0.62, full * (0.8 + (Math.max(0, h - 0.62) / 0.32) * 0.2)));
  const off = Math.min(1, Math.max(0, 0.94 - h) / 0.32);
  const low = p.ink.y + p.ink.h;
  const feet = Math.min(
    area.y + area.h * (0.25 + want),
    Math.max(area.y + area.h * 0.77, low - (low - area.y - area.h * 0.77) * off),
  );
  if (want > span * 0.995 && Math.abs(feet - low) < 1) return p;
  const [w, tall] = [p.ink.w * (want / span), want * area.h];
  return fitInk(b, { x: flip ? area.x : area.x + area.w - w, y: feet - tall, w, h: tall }, flip);
}

/**
 * The subject seen close: `zoom` times the size at which it fits the box whole, centred across,
 * its top just under the box's top, cut where it meets the frame (its lines run into the frame,
 * so every area stays closed). A white ground hides the ground line drawn before it, and the
 * whole box is taken: nothing else is put on the page.
 */
function closeUp(
  ctx: LayoutContext,
  area: PageBox,
  top: number,
  floor: number,
  hero: Motif,
  b: InkBounds,
  zoom: number,
  flip: boolean,
): Composition {
  const { style, keys } = ctx;
  const pen = style.pen;
  const iw = b.x1 - b.x0;
  const ih = b.y1 - b.y0;
  const k = Math.min((area.w * 0.98) / iw, (floor - top) / ih) * zoom;
  const w = iw * k;
  const h = ih * k;
  const x = area.x + (area.w - w) / 2;
  const p = fitInk(b, { x, y: top + (floor - top) * 0.02, w, h }, flip);
  // To the frame's middle on the sides and below (past a caption's box if there is one), to the
  // art box above (a title stays clear).
  const pad = contentMargin(style) - style.inset - style.frame / 2;
  const clip: PageBox = {
    x: area.x - pad,
    y: area.y,
    w: area.w + 2 * pad,
    h: area.h + (keys.caption ? 0 : pad),
  };
  const rect = (extra: string) =>
    `<rect x="${r2(clip.x)}" y="${r2(clip.y)}" width="${r2(clip.w)}" height="${r2(clip.h)}" rx="40" ${extra}/>`;
  const id = `closeup${ctx.seed >>> 0}`;
  const drawn = drawPlaced([{ motif: hero, x: p.x, y: p.y, size: p.size, flip, ink: p.ink, front: false }], pen);
  const seen: PageBox = {
    x: Math.max(clip.x, p.ink.x),
    y: Math.max(clip.y, p.ink.y),
    w: Math.min(clip.x + clip.w, p.ink.x + p.ink.w) - Math.max(clip.x, p.ink.x),
    h: Math.min(clip.y + clip.h, p.ink.y + p.ink.h) - Math.max(clip.y, p.ink.y),
  };
  return {
    svg: `${rect('fill="#fff"')}<clipPath id="${id}">${rect("")}</clipPath><g clip-path="url(#${id})">${drawn.svg}</g>`,
    taken: [seen, { ...area }],
  };
}

/**
 * A lone subject's look on this page of its batch (variety.ts), and `tallest`: the share of the
 * box's height its ink takes at the box's full width. On a portrait page a subject too wide to
 * span MIN_SPAN standing level takes the wide looks; one the arrangements cannot move (it fills
 * the width and looks the same mirrored, or it swims or flies and has no places) the broad ones.
 */
export function lookOf(variation: number, hero: Motif, area: PageBox, top: number, floor: number, skyShown = false) {
  const b = inkBounds(hero.hexcode, hero.eyes, hero.pose);
  const tallest = Math.min(1, ((area.w * 0.98) / (b.x1 - b.x0)) * ((b.y1 - b.y0) / (floor - top)));
  // A boat alone is on the water on every page, by the look's size and facing: it had stood on a
  // meadow, its own strip of waves a box on the grass.
  if (boatAlone(hero)) {
    const h = [0.72, 0.82, 0.64, 0.9][variation % 4] ?? 0.72;
    return { tallest, look: { kind: "home" as const, home: variation % 2, h, face: variation % 2 === 1 } };
  }
  const portrait = area.h > area.w * 1.1;
  const symmetric = b.mirror >= 0.85;
  const table: LookTable = !portrait
    ? "arrangements"
    : tallest < MIN_SPAN
      ? "wide"
      : swims(hero) || floats(hero) || (tallest < BROAD && symmetric)
        ? "broad"
        : tallest < BROAD
          ? "facing"
          : "arrangements";
  const chosen = tables[table][variation] as Arrangement | WideLook;
  // Nothing on the ground is turned to climb a slope (a hippo, a reindeer, a bell had been):
  // the page varies by places, sizes and close views instead. A swimmer still dives or rises
  // and a flier banks: for them a turn is a pose. A person of the set drawn as a bust (an angel,
  // a fairy) flies upright: turned, it was a tilted face filling the page. So does a thing of the
  // sky (a cloud turned 45 degrees read as a bean: "kawaii cloud raining hearts").
  const look =
    (swims(hero) || floats(hero)) && !standsUpright(hero) && !drawnAsBust(hero) && !ofTheSky(hero.annotation)
      ? chosen
      : standsUpright(hero)
        ? upright(chosen, variation, table)
        : level(chosen, variation, table);
  const headRoom = headZoom(b, area, floor - top);
  return {
    tallest,
    look: (isHeadAlone(hero) && headLooks[variation]) || seenWhole(look, variation, hero, table, headRoom, skyShown),
  };
}

/** A thing that floats on water (a boat, a ship), not a creature: its places are waters. */
export const boatAlone = (m: Motif) => onWater(m) && !isCreature(m);

/**
 * A head alone is a portrait: never in a place (a head in a room or a field was no page) nor
 * cut by the frame; its pages differ in size and in the way it faces.
 */
const headLooks: readonly Arrangement[] = [0.92, 1, 0.8, 0.86, 1, 0.92, 0.8, 0.86].map((h, i) => ({
  kind: "placed",
  x: 0.5,
  h,
  // Each size both ways (on no ground, a size's page facing the same way is the same page).
  face: [false, true, false, true, false, true, true, false][i] as boolean,
}));

/**
 * A close view keeps the thing it shows: only one centred on an upright creature (its head
 * whole under the box's top, its feet cut: a portrait) is drawn. The tables hold no view with
 * the subject's front at the box's side and the rest cut by the frame (half a hippo, a cat
 * without its back, a cottage's gable alone: no page a buyer keeps); a centred close view of a
 * thing (a digger, a recycling sign or a slice of cake cut by the frame is no longer the thing),
 * of a creature facing across the page, or of a head alone stands whole in one of the subject's
 * places instead (variety.ts `wholeViews`).
 */
function seenWhole(
  look: Arrangement | WideLook,
  variation: number,
  hero: Motif,
  table: LookTable,
  headRoom: number,
  skyShown: boolean,
): Arrangement | WideLook {
  if (look.kind !== "closeup") return look;
  // A page whose sky is said (at night: its moon and stars) is seen whole: close, the subject
  // was the whole page and its night not drawn ("a fox at night" on three pages of five).
  if (skyShown) return (table === "broad" ? mirroredWholeViews[variation] : undefined) ?? wholeViews[variation] ?? look;
  const creature = isCreature(hero) && (motifGroup(hero.hexcode) !== "people-body" || !!hero.pose);
  // Centred, the head of an upright creature (a fox, a chibi bear) stays whole under the box's
  // top; one facing sideways across the page (a horse, a cat) would lose its head or its tail.
  // A swimmer swims whole at its surface or in its water instead (a fish, a shark, a whale had
  // lost a tail or a head to the frame). A flier that looks the same both ways (a butterfly)
  // keeps its centred views: one facing sideways loses its head or its wings to the frame (a
  // bee's face and a bat's wings had been cut), and turns and mirrors instead.
  if (table === "broad" && swims(hero)) return swimmerViews[variation] ?? look;
  const broadCentred = table === "broad" && inkBounds(hero.hexcode, hero.eyes, hero.pose).mirror >= 0.97;
  // …and only as close as keeps its head inside the frame (an owl, whose ears are its top
  // corners, had lost them and half its face at 1.3 times): a little closer still, or whole.
  const head = Math.min(look.zoom, headRoom);
  if (creature && (table === "arrangements" || broadCentred)) {
    if (head >= MIN_CLOSE) return { ...look, zoom: head };
    // Seen whole in a place and at a size no other page of its batch has (the whole view of the
    // same page, 0.64 tall in its first place, was the next page's mirrored: one owl twice).
    if (table === "arrangements") return headWholeView;
  }
  return (table === "broad" ? mirroredWholeViews[variation] : undefined) ?? wholeViews[variation] ?? look;
}

/** A close view nearer than this is no close view: the subject seen whole instead. */
const MIN_CLOSE = 1.1;

/** The close page of `arrangements` seen whole: a place and a size of its own among the batch's. */
const headWholeView: Arrangement = { kind: "home", home: 1, h: 0.88, face: true };

/** The ink in the top HEAD_SHARE of a drawing's height is its head, or a thing's top. */
const HEAD_SHARE = 0.3;

/**
 * How many times the size at which it fits the box whole (closeUp) a drawing can be drawn,
 * centred, with the ink of its top (its head: the columns whose ink starts in the top
 * HEAD_SHARE of its height) inside the box across, a little clear of its sides.
 */
function headZoom(b: InkBounds, area: PageBox, room: number): number {
  const cols = b.top.flatMap((t, c) => (t < HEAD_SHARE ? [c] : []));
  const n = b.top.length;
  if (cols.length === 0) return Number.POSITIVE_INFINITY;
  const reach = Math.max(0.5 - (cols[0] as number) / n, ((cols.at(-1) as number) + 1) / n - 0.5);
  const whole = Math.min(area.w * 0.98, (room * (b.x1 - b.x0)) / (b.y1 - b.y0));
  return (area.w * 0.96) / 2 / (reach * whole);
}

const tables = { arrangements, wide: wideLooks, broad: broadLooks, facing: facingLooks };

/** Under this share of the box's height at full width, a subject fills the width at the span it needs. */
const BROAD = 0.9;

/**
 * The ground risen under what stands above the floor: level under most of its width and falling
 * to the frame in a long curve, a broad hill. Level for only a third of its width, with the
 * slopes meeting the floor inside the box, it had been a narrow bell under a chick, a bunny or a
 * pumpkin, each balanced on its top.
 */
function riseUnder(area: PageBox, floor: number, peak: number, ink: PageBox, pen: Pen): string {
  return hill(area, floor, peak, ink.x + ink.w / 2, pen, ink.w * 0.4, (floor - peak) * 0.7);
}

/**
 * A hill across the box, level at `peak` for `half` units either side of `cx` (what stands on it
 * stands on level ground), easing into the ground at both ends, its feet below the floor line.
 */
export function hill(area: PageBox, floor: number, peak: number, cx: number, pen: Pen, half = 0, roll = 0): string {
  const [l, r, base] = [area.x, area.x + area.w, floor + 20];
  // A crest near a side runs on to the frame (a hillside coming in from that side), not down a
  // cliff: level, or with `roll` falling that far by the frame, a rounded hill rather than a shelf.
  const edge = area.w * 0.25;
  const a = cx - half - l < edge ? l : cx - half;
  const b = r - (cx + half) < edge ? r : cx + half;
  const fall = Math.min(roll, base - peak);
  const up =
    a === l
      ? fall > 0
        ? `M${r2(l)} ${r2(peak + fall)}C${r2(l + (cx - half - l) * 0.5)} ${r2(peak)} ${r2(cx - half)} ${r2(peak)} ${r2(cx - half)} ${r2(peak)}`
        : `M${r2(l)} ${r2(peak)}`
      : `M${r2(l)} ${r2(base)}C${r2(l + (a - l) * 0.6)} ${r2(base)} ${r2(a - (a - l) * 0.6)} ${r2(peak)} ${r2(a)} ${r2(peak)}`;
  const down =
    b === r
      ? fall > 0
        ? `L${r2(cx + half)} ${r2(peak)}C${r2(cx + half + (r - cx - half) * 0.5)} ${r2(peak)} ${r2(r)} ${r2(peak + fall)} ${r2(r)} ${r2(peak + fall)}`
        : `L${r2(r)} ${r2(peak)}`
      : `L${r2(b)} ${r2(peak)}C${r2(b + (r - b) * 0.6)} ${r2(peak)} ${r2(r - (r - b) * 0.6)} ${r2(base)} ${r2(r)} ${r2(base)}`;
  return `<path d="${up}${down}" fill="#fff" stroke="#000" stroke-width="${r2(pen.fine + 1)}" stroke-linecap="round"/>`;
}

/** Where each of two or three pairs stands in depth, as shares of the box: the ones behind first. */
const ridesInDepth: Record<number, Array<[number, number, number, number]>> = {
  2: [
    [0.36, 0.12, 0.64, 0.5],
    [0, 0.42, 0.7, 0.58],
  ],
  3: [
    [0, 0.08, 0.56, 0.42],
    [0.44, 0.18, 0.56, 0.42],
    [0.12, 0.46, 0.76, 0.54],
  ],
};

/**
 * A pair drawn two or three times (counted riders, each on a mount), in depth: the ones behind
 * higher and smaller, each drawn over what is behind it.
 */
function composeRides(rel: Stated, area: PageBox, floor: number, pen: Pen, flip: boolean, variation: number) {
  const boxes = ridesInDepth[rel.count ?? 2] ?? ridesInDepth[2] ?? [];
  const parts = boxes.map(([x, y, w, h]) => {
    const box = {
      x: area.x + area.w * (flip ? 1 - x - w : x),
      y: area.y + (floor - area.y) * y,
      w: area.w * w,
      h: (floor - area.y) * h,
    };
    return composeRelation({ ...rel, count: 1 }, box, box.y, box.y + box.h, pen, flip, variation, true);
  });
  // Every rider and mount is asked for (extras.ts): the same drawing again is no unasked extra.
  return {
    svg: `<g data-feature="rides">${parts.map((p) => p.svg).join("")}</g>`,
    taken: parts.flatMap((p) => p.taken),
  };
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
  if ((rel.count ?? 1) > 1 && rel.relation === "riding") return composeRides(rel, area, floor, pen, flip, variation);
  const staged = stageRelation(rel, area, top, floor, flip, variation);
  const drawn = drawPlaced(staged.placed, pen, knockout);
  const props = (list: PropPlace[]) => list.map((p) => drawProp(p, pen)).join("");
  return { svg: props(staged.back) + drawn.svg + props(staged.front), taken: stagedBoxes(staged) };
}
