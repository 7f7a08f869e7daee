import type { Motif } from "../art.js";
import { fitInk, inkBounds, type PageBox } from "../ink-bounds.js";
import { type PropPlace, propBox } from "../props.js";
import { type PairLook, pairLooks } from "../variety.js";
import { isPortrait } from "./group.js";
import { isCreature, isFurniture, isHeadAlone, type Placed, placeRelation, type Stated } from "./relation.js";
import { swims } from "./tilt.js";

/** A relation on the page: its drawings in drawing order, and its props behind and in front of them. */
export interface Staged {
  back: PropPlace[];
  placed: Placed[];
  front: PropPlace[];
}

/** Every box the staged things cover: nothing unasked is put over them. */
export const stagedBoxes = (s: Staged): PageBox[] => [
  ...s.placed.map((p) => p.ink),
  ...[...s.back, ...s.front].filter((p) => p.kind !== "leap" && p.kind !== "hill").map(propBox),
];

/**
 * Where a stated relation's things go in the art box. `top` is where the sky strip ends, `floor`
 * where feet stand, `bottom` the art box's lowest line. The batch's `variation` picks the pair's
 * look (variety.ts `pairLooks`): its width and side, how far down its top comes, and beside, the
 * subject's share, so a batch of one phrase gives differently placed pages in the same relation.
 */
export function stageRelation(
  st: Stated,
  area: PageBox,
  top: number,
  floor: number,
  flip: boolean,
  variation = 0,
): Staged {
  const look = pairLooks[variation % pairLooks.length] as PairLook;
  // Against a side, the pair faces into the page; centred, the way the seed chose.
  const facing = look.anchor === 0.5 ? flip : look.anchor < 0.5;
  const bottom = area.y + area.h;
  const staged =
    st.relation === "beside" && st.other
      ? { back: [], placed: placeRelation("beside", st.one, st.other, area, top, floor, facing, look.share), front: [] }
      : st.relation === "fishing"
        ? fishing(st, area, top, floor, bottom, facing)
        : st.relation === "flying" && st.other
          ? flying(st, st.other, area, top, floor, facing)
          : st.prop === "fence"
            ? fence(st, area, top, floor, facing)
            : st.prop === "swing"
              ? swing(st, area, top, floor, facing)
              : st.prop === "water"
                ? water(st, area, top, floor, bottom, facing)
                : st.other
                  ? {
                      back: [],
                      placed: placeRelation(
                        st.relation,
                        st.one,
                        st.other,
                        area,
                        top,
                        floor,
                        facing,
                        undefined,
                        st.count,
                        st.together,
                      ),
                      front: [],
                    }
                  : { back: [], placed: [], front: [] };
  const posed = {
    ...staged,
    placed: withHeld(
      staged.placed.map((p) => (p.motif === st.one ? { ...p, pose: st.pose } : p)),
      st,
    ),
  };
  // Side by side on a square page the subject's share varies; a portrait pair stands in depth
  // (group.ts), and moves and scales as one group like every other relation.
  // A head wearing its thing is a portrait: centred across and down the page, on no hill (motif.ts
  // draws no ground under it). On its look's hill it had been a head on the grass.
  const portrait = st.relation === "wearing" && isHeadAlone(st.one);
  if (portrait) return moved(posed, area, floor, { ...look, anchor: 0.5, lift: 0 }, true);
  if (st.relation === "beside" && st.other && !isPortrait(area)) return posed;
  // Kept indoors, the pair stands on the floor: raised, a cat in a basket had sat on a grassy hill.
  return moved(posed, area, floor, st.indoors ? { ...look, lift: 0 } : look);
}

/** How far from the box's middle a pair against a side may stand, as a share of the box's width. */
const SIDE_STEP = 0.08;

/**
 * The pair as one group, `look.scale` of its size about the middle of its feet, then against the
 * side `look.anchor` names (a margin of 2 % of the box). Water keeps its width.
 */
function moved(s: Staged, area: PageBox, floor: number, look: PairLook, centred = false): Staged {
  // A swing's frame moves with who sits on it and stays inside the box with it.
  const frames = s.back.flatMap((p) => (p.kind === "swing" ? [p.box] : []));
  const inks = [...s.placed.map((p) => p.ink), ...frames];
  if (!inks.length) return s;
  const x0 = Math.min(...inks.map((b) => b.x));
  const x1 = Math.max(...inks.map((b) => b.x + b.w));
  // Smaller only as far as the pair still spans 60 % of the box's height (where it did at full size).
  const tips = [...s.back, ...s.front].flatMap((p) => (p.kind === "rod" ? [p.tip.y] : []));
  const tall = floor - Math.min(...inks.map((b) => b.y), ...tips);
  // Things alone (a basket of apples, tacos and burritos) are a still life: full size, centred.
  const still = !s.placed.some((p) => isCreature(p.motif));
  const k = still ? 1 : Math.min(1, Math.max(look.scale, (area.h * 0.61) / tall));
  const cx = (x0 + x1) / 2;
  const half = ((x1 - x0) * k) / 2;
  const margin = area.w * 0.02;
  // Against a side, no further from the box's middle than SIDE_STEP of its width: a narrow pair
  // (a girl holding a balloon, a bear with its honey pot) put against the frame had left the
  // page's other half empty. A pair wide enough reaches its side within the step.
  const mid = area.x + area.w / 2;
  const sided = look.anchor < 0.5 ? area.x + margin + half : area.x + area.w - margin - half;
  const target = still
    ? mid
    : look.anchor === 0.5
      ? cx
      : Math.min(mid + area.w * SIDE_STEP, Math.max(mid - area.w * SIDE_STEP, sided));
  // Raised on a hill, the pair's feet stand higher, its top kept inside the box; swimmers are in
  // the water, never on a hill.
  // A still life stands on its table, not a hill.
  // Furniture stands on the floor indoors: no hill under a bed.
  const raise = still || s.placed.some((p) => swims(p.motif) || isFurniture(p.motif)) ? 0 : look.lift;
  // Centred down the box (a portrait), its feet raised so its middle is the box's.
  const lift = centred
    ? floor - tall * k * 0.5 - (area.y + area.h * 0.5)
    : Math.max(0, Math.min(area.h * raise, floor - tall * k - area.y - area.h * 0.02));
  const X = (x: number) => target + (x - cx) * k;
  const Y = (y: number) => floor - lift + (y - floor) * k;
  const box = (b: PageBox): PageBox => ({ x: X(b.x), y: Y(b.y), w: b.w * k, h: b.h * k });
  const pt = (p: { x: number; y: number }) => ({ x: X(p.x), y: Y(p.y) });
  const prop = (p: PropPlace): PropPlace =>
    p.kind === "fence"
      ? { ...p, box: box(p.box) }
      : p.kind === "swing"
        ? { ...p, box: box(p.box), seat: box(p.seat) }
        : p.kind === "seat"
          ? { ...p, seat: box(p.seat) }
          : p.kind === "rod"
            ? { ...p, hand: pt(p.hand), tip: pt(p.tip), size: p.size * k, surface: Y(p.surface) }
            : p.kind === "leap" || p.kind === "string"
              ? { ...p, from: pt(p.from), to: pt(p.to) }
              : p.kind === "water"
                ? // Water keeps the page's width; its surface moves with what stands in it.
                  { ...p, box: { ...p.box, y: Y(p.box.y), h: p.box.y + p.box.h - Y(p.box.y) }, rings: p.rings.map(X) }
                : p;
  const hill: PropPlace[] =
    lift > 0 && !centred
      ? [{ kind: "hill", peak: { x: target, y: floor - lift - 8 }, base: floor + 30, half: area.w * 0.62, clip: area }]
      : [];
  return {
    back: [...hill, ...s.back.map(prop)],
    front: s.front.map(prop),
    placed: s.placed.map((p) => ({ ...p, x: X(p.x), y: Y(p.y), size: p.size * k, ink: box(p.ink) })),
  };
}

/** The thing the action holds, in front of the side the subject faces (drawings face left unless flipped). */
function withHeld(list: Placed[], st: Stated): Placed[] {
  const held = st.held;
  const i = list.findIndex((p) => p.motif === st.one);
  const sub = list[i];
  if (!held || !sub) return list;
  const w = sub.ink.w * 0.42;
  const cx = sub.flip ? sub.ink.x + sub.ink.w * 0.8 : sub.ink.x + sub.ink.w * 0.2;
  // Low at its front: over the hands of a body, under the chin of a head.
  const cy = sub.ink.y + sub.ink.h * 0.86;
  const p = fitInk(inkBounds(held.hexcode, held.eyes), { x: cx - w / 2, y: cy - w / 2, w, h: w }, sub.flip, true);
  const book: Placed = { motif: held, x: p.x, y: p.y, size: p.size, flip: sub.flip, ink: p.ink, front: true };
  return [...list.slice(0, i + 1), book, ...list.slice(i + 1)];
}

function place(st: Stated, box: PageBox, flip: boolean, front: boolean, middle = false): Placed {
  const p = fitInk(inkBounds(st.one.hexcode, st.one.eyes, st.one.pose), box, flip, middle);
  return { motif: st.one, x: p.x, y: p.y, size: p.size, flip, ink: p.ink, front, pose: st.pose };
}

/**
 * The fisher on the far bank facing along the river (drawings face left unless flipped), the
 * water across the page in front of its lower part, the rod from its front out over the water
 * and a fish hanging from the line.
 */
function fishing(st: Stated, box: PageBox, top: number, floor: number, bottom: number, flip: boolean): Staged {
  const H = floor - top;
  const right = flip;
  const surface = floor - H * 0.22;
  const sw = box.w * 0.8;
  const fisher = place(
    st,
    { x: right ? box.x : box.x + box.w - sw, y: top + H * 0.06, w: sw, h: surface + H * 0.04 - top - H * 0.06 },
    flip,
    false,
  );
  const hand = {
    x: right ? fisher.ink.x + fisher.ink.w * 0.82 : fisher.ink.x + fisher.ink.w * 0.18,
    y: fisher.ink.y + fisher.ink.h * 0.62,
  };
  const tip = { x: right ? box.x + box.w * 0.9 : box.x + box.w * 0.1, y: top + H * 0.02 };
  const rod: PropPlace = { kind: "rod", hand, tip, surface, size: H * 0.17 };
  const river: PropPlace = {
    kind: "water",
    box: { x: box.x, y: surface, w: box.w, h: bottom - surface },
    reeds: false,
    rings: [],
  };
  return { back: [], placed: [fisher], front: [river, rod] };
}

/**
 * Flying a kite: the subject on the ground on one side, the kite high on the side it faces
 * (drawings face left unless flipped), its string from the subject's front up to the kite.
 */
function flying(st: Stated, kite: Motif, box: PageBox, top: number, floor: number, flip: boolean): Staged {
  const H = floor - top;
  const right = flip;
  const sw = box.w * 0.66;
  const flier = place(st, { x: right ? box.x : box.x + box.w - sw, y: top + H * 0.3, w: sw, h: H * 0.7 }, flip, false);
  const kw = box.w * 0.36;
  const k = fitInk(
    inkBounds(kite.hexcode, kite.eyes),
    { x: right ? box.x + box.w - kw : box.x, y: top, w: kw, h: H * 0.3 },
    flip,
    true,
  );
  const hand = {
    x: right ? flier.ink.x + flier.ink.w * 0.85 : flier.ink.x + flier.ink.w * 0.15,
    y: flier.ink.y + flier.ink.h * 0.55,
  };
  const end = { x: k.ink.x + k.ink.w / 2, y: k.ink.y + k.ink.h * 0.9 };
  const kitePlaced: Placed = { motif: kite, x: k.x, y: k.y, size: k.size, flip, ink: k.ink, front: true };
  return { back: [{ kind: "string", from: hand, to: end }], placed: [flier, kitePlaced], front: [] };
}

/** Jumping over a fence: raised above it, mid-air, motion lines behind; on it: sitting on its top; else in front of it. */
function fence(st: Stated, box: PageBox, top: number, floor: number, flip: boolean): Staged {
  const H = floor - top;
  if (st.relation === "over") {
    const fb = { x: box.x + box.w * 0.06, y: floor - H * 0.3, w: box.w * 0.88, h: H * 0.3 };
    const jumper = place(
      st,
      { x: box.x + box.w * 0.08, y: top, w: box.w * 0.84, h: fb.y - H * 0.07 - top },
      flip,
      true,
      true,
    );
    // Drawings face left unless flipped: it came from behind, the side it faces away from.
    const rear = flip ? jumper.ink.x - 12 : jumper.ink.x + jumper.ink.w + 12;
    const from = { x: flip ? box.x + 10 : box.x + box.w - 10, y: fb.y - H * 0.02 };
    const to = { x: rear, y: jumper.ink.y + jumper.ink.h * 0.55 };
    const lines: PropPlace[] = Math.abs(to.x - from.x) > 60 ? [{ kind: "leap", from, to }] : [];
    return { back: [{ kind: "fence", box: fb }, ...lines], placed: [jumper], front: [] };
  }
  if (st.relation === "on") {
    const fb = { x: box.x + box.w * 0.04, y: floor - H * 0.34, w: box.w * 0.92, h: H * 0.34 };
    const sitter = place(
      st,
      { x: box.x + box.w * 0.1, y: top, w: box.w * 0.8, h: fb.y + fb.h * 0.15 - top },
      flip,
      true,
    );
    return { back: [{ kind: "fence", box: fb }], placed: [sitter], front: [] };
  }
  const fb = { x: box.x, y: floor - H * 0.36, w: box.w, h: H * 0.36 };
  const stander = place(st, { x: box.x + box.w * 0.08, y: top, w: box.w * 0.84, h: H }, flip, true);
  return { back: [{ kind: "fence", box: fb }], placed: [stander], front: [] };
}

/** On a swing: sitting on its seat, which hangs from the frame's beam by two ropes. */
function swing(st: Stated, box: PageBox, top: number, floor: number, flip: boolean): Staged {
  const H = floor - top;
  const frame = { x: box.x + box.w * 0.06, y: top, w: box.w * 0.88, h: H };
  const sw = box.w * 0.5;
  const seatBox = { x: box.x + (box.w - sw) / 2, y: floor - H * 0.3, w: sw, h: H * 0.04 };
  const sitter = place(
    st,
    { x: box.x + box.w * 0.18, y: top + H * 0.1, w: box.w * 0.64, h: seatBox.y + seatBox.h * 0.5 - top - H * 0.1 },
    flip,
    true,
  );
  return {
    back: [{ kind: "swing", box: frame, seat: seatBox }],
    placed: [sitter],
    front: [{ kind: "seat", seat: seatBox }],
  };
}

/** In or on water: its lower part under the surface, rings round it; over: above; beside: on the bank. */
function water(st: Stated, box: PageBox, top: number, floor: number, bottom: number, flip: boolean): Staged {
  const H = floor - top;
  const full = (y: number): PageBox => ({ x: box.x, y, w: box.w, h: bottom - y });
  if (st.relation === "over") {
    const wb = full(floor - H * 0.2);
    const flier = place(
      st,
      { x: box.x + box.w * 0.1, y: top, w: box.w * 0.8, h: wb.y - H * 0.06 - top },
      flip,
      true,
      true,
    );
    return { back: [{ kind: "water", box: wb, reeds: true, rings: [] }], placed: [flier], front: [] };
  }
  if (st.relation === "beside") {
    const surface = floor - H * 0.22;
    const sw = box.w * 0.68;
    const stander = place(st, { x: flip ? box.x : box.x + box.w - sw, y: top, w: sw, h: H }, flip, true);
    const wb = flip ? { x: stander.ink.x + stander.ink.w * 0.6, y: surface } : { x: box.x, y: surface };
    const w = flip ? box.x + box.w - wb.x : stander.ink.x + stander.ink.w * 0.4 - box.x;
    return {
      back: [{ kind: "water", box: { ...wb, w, h: bottom - surface }, reeds: true, rings: [] }],
      placed: [stander],
      front: [],
    };
  }
  // In (or on, or under) the water: the water's front hides the lower part.
  const depth = st.relation === "on" ? 0.08 : 0.16;
  const surface = floor - H * 0.26;
  const swimmer = place(
    st,
    { x: box.x + box.w * 0.06, y: top, w: box.w * 0.88, h: surface + H * depth - top },
    flip,
    false,
  );
  const rings = [swimmer.ink.x + swimmer.ink.w / 2];
  // The sea grows no reeds.
  const reeds = st.b !== "sea";
  return { back: [], placed: [swimmer], front: [{ kind: "water", box: full(surface), reeds, rings }] };
}
