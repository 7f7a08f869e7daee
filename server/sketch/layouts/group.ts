import type { Motif } from "../art.js";
import { motifGroup } from "../drawing-index.js";
import { fitInk, inkBounds, type PageBox } from "../ink-bounds.js";
import { liesLow, naturalRank } from "../natural-size.js";
import type { Placed } from "./relation.js";

/**
 * Two to four asked subjects on a portrait page, overlapping a little as a group does, the ones
 * in front edged in white over those behind: a pair side by side, one a step behind the other;
 * three upright ones as one behind two, three long and low ones in a row, four as one behind three.
 * A subject of a stated size ("a big bear and a tiny mouse") keeps its size beside the others,
 * and with no size stated a creature its size in life (natural-size.ts: the lion and the mouse):
 * the large one fills the page's height, the small one stands in front of it at its feet.
 */
export interface Member {
  motif: Motif;
  /** Height beside the others (cast.ts sizeScale; 1 when no size was stated). */
  scale: number;
}

export const isPortrait = (area: PageBox) => area.h > area.w * 1.1;

/** A drawing of a creature in flight, wings spread: it flies over a group, never stands in it. */
const inFlight = (m: Motif) => /\b(?:eagle|dove|bat|hawk|vulture)\b/.test(m.annotation.toLowerCase());

/**
 * Three in a row, each no taller than its size in life beside the lowest of its rank in life or
 * a larger one: a box each fits one long and low (a dog, a deer) by its width and one round (an
 * owl, a penguin) by its height, so a snowy owl of a dog's size had stood twice its height. Each
 * is drawn again at most the height the lowest's says, on the same ground, centred where it was.
 */
function levelled(placed: Placed[], members: Member[]): Placed[] {
  const per = placed.map((p, i) => p.ink.h / (members[i]?.scale ?? 1));
  const rank = members.map((m) => naturalRank(m.motif, true) ?? 2);
  return placed.map((p, i) => {
    const m = members[i];
    // Only beside one as large in life or larger: a giraffe stays taller than a zebra.
    const lowest = Math.min(...per.filter((_, j) => j !== i && (rank[j] ?? 2) >= (rank[i] ?? 2)));
    const want = lowest * (m?.scale ?? 1) * 1.15;
    if (!m || !Number.isFinite(want) || p.ink.h <= want) return p;
    const w = (p.ink.w * want) / p.ink.h;
    return refit(p, m, { x: p.ink.x + (p.ink.w - w) / 2, y: p.ink.y + p.ink.h - want, w, h: want });
  });
}

/** Where each member goes, back first; `top`..`floor` the art box's height, `flip` the seed's side. */
export function placeGroup(members: Member[], area: PageBox, top: number, floor: number, flip: boolean): Placed[] {
  const H = floor - top;
  const wd = area.w * 0.96;
  const x0 = area.x + (area.w - wd) / 2;
  const at = (m: Member, box: PageBox, facing: boolean, front: boolean): Placed => {
    const b = inkBounds(m.motif.hexcode, m.motif.eyes, m.motif.pose);
    const p = fitInk(b, box, facing);
    return { motif: m.motif, x: p.x, y: p.y, size: p.size, flip: facing, ink: p.ink, front };
  };
  // Drawings face left: the one on the left is mirrored to face the middle.
  const side = (left: boolean, w: number) => (left ? x0 : x0 + wd - w);
  if (members.length === 4) return placeFour(members, area, top, floor, flip);
  // Of three, one drawn in flight (an eagle, a dove, a bat) flies over the two on the ground, in
  // the sky's upper corner: stood among them, its wings had crossed a camel and a snake.
  const fliers = members.filter((m) => inFlight(m.motif));
  const [flier] = fliers;
  if (members.length === 3 && flier && fliers.length === 1) {
    const sky = H * 0.3;
    const two = placeGroup(
      members.filter((m) => m !== flier),
      area,
      top + sky * 0.9,
      floor,
      flip,
    );
    const fw = wd * 0.36;
    const over = at(flier, { x: flip ? x0 : x0 + wd - fw, y: top, w: fw, h: sky }, !flip, false);
    return [over, ...two];
  }
  // Of three, the tallest in life stands behind: a smaller one raised behind two larger reads as
  // riding on their backs (a mouse raised behind a lion and a zebra). Of one height on the page,
  // the larger in life (a bear beside a badger, a moose beside an owl): in front, a bear had hidden
  // the badger's head behind it. Of one size in life, the most upright: a snake raised behind a
  // fox had ringed the fox's head with its coils.
  const rank = (m: Member) => naturalRank(m.motif, true) ?? 2;
  const [a, b, c] = (
    members.length === 3
      ? [...members].sort((p, q) => q.scale - p.scale || rank(q) - rank(p) || upright(q.motif) - upright(p.motif))
      : members
  ) as [Member, Member, Member | undefined];
  // One larger in life than both others, though near enough to be drawn at their height (a moose
  // with an owl and a raccoon), stands behind them whole, they a little smaller at its sides: put
  // a step up behind two of its height, the moose had shown its head and antlers over theirs.
  if (c && a.scale === b.scale && rank(a) > Math.max(rank(b), rank(c)))
    return placeGroup([a, { ...b, scale: b.scale * 0.8 }, { ...c, scale: c.scale * 0.8 }], area, top, floor, flip);
  // Each of three at its height beside the tallest (a mouse beside a cat and a dog).
  const tallest = Math.max(...members.map((m) => m.scale));
  const sized = (m: Member, w: number, h: number) => ({ w: (w * m.scale) / tallest, h: (h * m.scale) / tallest });
  // One larger than both others (a duck and her two ducklings) stands on the ground behind them,
  // the two small ones apart at its sides: pulled together in front, they had hidden each other.
  const overTwo = !!c && a.scale > Math.max(b.scale, c.scale);
  if (c && (overTwo || members.some((m) => wide(m.motif) || liesLow(m.motif)))) {
    // Three where one is long and low (a pig, a cat on all fours) or lies low in life (a snake):
    // in a row on one ground, the subject in the middle a step behind. Its body would not hide behind the two in front, so
    // raised behind them it would lie on their backs.
    // Three of about one size, not all of one kind, stand nearly side by side, each a third of the
    // row and a little over it: half again as wide, each had hidden half the one behind (a coyote
    // on a snake's coils, a bird's back between a cat and a dog). Three of one kind (three pigs)
    // stand close as a herd does.
    const alike = a.motif.hexcode === b.motif.hexcode && b.motif.hexcode === c.motif.hexcode;
    const [backShare, frontShare, step] = overTwo || alike ? [0.52, 0.47, 0.08] : [0.4, 0.38, 0.03];
    const { w: wb, h: hb } = sized(a, wd * backShare, H * 0.66);
    const [fb, fc] = [sized(b, wd * frontShare, H * 0.64), sized(c, wd * frontShare, H * 0.64)];
    const back = at(a, { x: x0 + (wd - wb) / 2, y: floor - H * step - hb, w: wb, h: hb }, flip, false);
    const [r0, l, r] = levelled(
      [
        back,
        at(b, { x: side(true, fb.w), y: floor - fb.h, ...fb }, true, true),
        at(c, { x: side(false, fc.w), y: floor - fc.h, ...fc }, false, true),
      ],
      [a, b, c],
    ) as [Placed, Placed, Placed];
    // The two in front stand at the page's sides, the one behind between them, and a smaller one
    // in life on the side its head is (drawings face left; `flip` turns it) comes no higher than
    // its middle: centred in its half and of its own height, a lizard had stood over a camel's face.
    const headLeft = headAtSide(a.motif) && !flip && rank(b) < rank(a);
    const headRight = headAtSide(a.motif) && flip && rank(c) < rank(a);
    return [
      r0,
      atSide(below(l, r0, headLeft ? b : undefined), true, x0, wd),
      atSide(below(r, r0, headRight ? c : undefined), false, x0, wd),
    ];
  }
  if (c) {
    // Three upright ones as a group: the subject behind, in the middle, its lower part hidden behind the two
    // in front, who stand together on the ground. Its feet never show between their heads (one
    // above two with its feet on show reads as a pyramid of bodies standing on heads).
    const [bb, bc] = [sized(b, wd * 0.5, H * 0.5), sized(c, wd * 0.5, H * 0.5)];
    const left = at(b, { x: side(true, bb.w), y: floor - bb.h, ...bb }, true, true);
    const right = at(c, { x: side(false, bc.w), y: floor - bc.h, ...bc }, false, true);
    const gap = right.ink.x - (left.ink.x + left.ink.w);
    const pull = Math.max(0, gap + Math.min(left.ink.w, right.ink.w) * 0.1) / 2;
    const [l, r] = levelled([shifted(left, pull), shifted(right, -pull)], [b, c]) as [Placed, Placed];
    // Its feet at the front two's middle height; as wide as the space between their centres.
    const feet = Math.min(l.ink.y + l.ink.h * 0.5, r.ink.y + r.ink.h * 0.5);
    const wb = Math.min(wd * 0.56, r.ink.x + r.ink.w * 0.75 - (l.ink.x + l.ink.w * 0.25));
    // No taller than the two in front, as its size in life says: further off, it is no larger (a
    // snowy owl behind a husky and a polar bear had filled the page above them).
    const front = Math.max(l.ink.h, r.ink.h) * (a.scale / Math.max(b.scale, c.scale));
    const hb = Math.min(feet - top, front);
    const back = at(a, { x: x0 + (wd - wb) / 2, y: feet - hb, w: wb, h: hb }, flip, false);
    return [back, l, r];
  }
  const frontLeft = !flip;
  // Two long and low ones of one size in life (a cat and a dog, a pig and a cow) stand side by
  // side on one ground, facing each other a little apart: one a step in front of the other, its
  // head had lain over the other's back, two animals drawn as one. The width sets their size.
  if (a.scale === b.scale && headAtSide(a.motif) && headAtSide(b.motif)) {
    const box = (left: boolean) => ({ x: side(left, wd * 0.49), y: floor - H * 0.8, w: wd * 0.49, h: H * 0.8 });
    const [p, q] = frontLeft ? [a, b] : [b, a];
    const [l, r] = [at(p, box(true), true, true), at(q, box(false), false, true)];
    const pull = Math.max(0, r.ink.x - (l.ink.x + l.ink.w) - wd * 0.03) / 2;
    return [shifted(l, pull), shifted(r, -pull)];
  }
  if (a.scale !== b.scale) {
    // The larger fills the page's height; the smaller stands in front at its feet, to the side it faces.
    const [big, small] = a.scale > b.scale ? [a, b] : [b, a];
    const bigLeft = !flip;
    // One said to be big fills the page's width; one larger in life is only the larger.
    const wb = wd * (big.scale > 1 ? 0.9 : 0.76);
    const fitted = at(big, { x: side(bigLeft, wb), y: top, w: wb, h: H }, bigLeft, false);
    // One the width keeps short (a head) stands higher, on a rise, the small one below in front;
    // a long animal (an elephant, a cat on all fours) stands on the ground, never floating.
    const lift = headAtSide(big.motif)
      ? fitted.ink.y + fitted.ink.h - floor
      : fitted.ink.h < H * 0.7
        ? fitted.ink.y - (top + H * 0.04)
        : 0;
    const large = { ...fitted, y: fitted.y - lift, ink: { ...fitted.ink, y: fitted.ink.y - lift } };
    const hs = Math.min(large.ink.h * (small.scale / big.scale), H * 0.45);
    const ws = wd * 0.42;
    // At the feet of one whose head is at its side (it faces the small one), no higher than its
    // middle: a scorpion as tall as a rabbit's chest had stood over its face.
    const placed = at(small, { x: side(!bigLeft, ws), y: floor - hs, w: ws, h: hs }, !bigLeft, true);
    const little = below(placed, large, headAtSide(big.motif) ? small : undefined);
    return [clearOf(large, little, big, bigLeft), little];
  }
  // A pair: side by side on the ground, the second a step behind (a little smaller, its feet a
  // little higher) on one side, the subject in front on the other, overlapping at most by the
  // width their boxes share. A pair whose feet differ by more reads as one standing on the other's
  // head or on a shelf behind it, whatever the sizes gained.
  // An animal on all fours behind (a cow, a cat, a dragon) faces away from the one in front, its
  // head on the open side: facing the middle, its head was where the two overlap, under the other.
  const behind = at(
    b,
    { x: side(!frontLeft, wd * 0.58), y: floor - H * 0.78, w: wd * 0.58, h: H * 0.7 },
    headAtSide(b.motif) ? frontLeft : !frontLeft,
    false,
  );
  const ahead = at(a, { x: side(frontLeft, wd * 0.62), y: floor - H * 0.8, w: wd * 0.62, h: H * 0.8 }, frontLeft, true);
  // Narrow ones stand together, not each in the middle of its half: the gap between their ink
  // closes to a slight overlap, both moving by half, so the pair stays centred.
  const [l, r] = frontLeft ? [ahead, behind] : [behind, ahead];
  const gap = r.ink.x - (l.ink.x + l.ink.w);
  const pull = Math.max(0, gap + Math.min(l.ink.w, r.ink.w) * 0.06) / 2;
  return [shifted(behind, frontLeft ? -pull : pull), shifted(ahead, frontLeft ? pull : -pull)];
}

/**
 * Four: the subject (the first said, or the tallest in life) behind in the middle, its lower
 * part hidden behind the other three, who stand in a row on the ground, the middle one in front.
 * In one row the four had stood small along the page's foot under an empty sky ("a teacher with
 * three kids", "four kittens").
 */
function placeFour(members: Member[], area: PageBox, top: number, floor: number, flip: boolean): Placed[] {
  const H = floor - top;
  const wd = area.w * 0.96;
  const x0 = area.x + (area.w - wd) / 2;
  const tallest = Math.max(...members.map((m) => m.scale));
  const first = members[0] as Member;
  const back = first.scale === tallest ? first : (members.find((m) => m.scale === tallest) as Member);
  const [l, m, r] = members.filter((x) => x !== back) as [Member, Member, Member];
  const at = (x: Member, box: PageBox, facing: boolean, front: boolean): Placed => {
    const b = inkBounds(x.motif.hexcode, x.motif.eyes, x.motif.pose);
    const p = fitInk(b, box, facing);
    return { motif: x.motif, x: p.x, y: p.y, size: p.size, flip: facing, ink: p.ink, front };
  };
  // Each in front at its height beside the tallest, three across the page overlapping a little.
  const w = wd * 0.38;
  const h = (x: Member) => (H * 0.44 * x.scale) / tallest;
  const left = at(l, { x: x0, y: floor - h(l), w, h: h(l) }, true, true);
  const right = at(r, { x: x0 + wd - w, y: floor - h(r), w, h: h(r) }, false, true);
  const middle = at(m, { x: x0 + (wd - w) / 2, y: floor - h(m), w, h: h(m) }, flip, true);
  // Its feet at the front row's middle height, no wider than the page's middle half; four of one
  // drawing ("four penguins") all of a size, the one behind no giant over the rest.
  const feet = Math.min(...[left, middle, right].map((p) => p.ink.y + p.ink.h * 0.5));
  const alike = members.every((x) => x.motif.hexcode === first.motif.hexcode && x.scale === first.scale);
  const wb = alike ? w : wd * 0.56;
  const hb = alike ? Math.min(h(back), feet - top) : feet - top;
  const behind = at(back, { x: x0 + (wd - wb) / 2, y: feet - hb, w: wb, h: hb }, flip, false);
  return [behind, left, right, middle];
}

/** An animal about as long as tall or longer: its head at its front end, not over its middle. */
function headAtSide(m: Motif): boolean {
  const b = inkBounds(m.hexcode, m.eyes, m.pose);
  return motifGroup(m.hexcode) === "animals-nature" && b.x1 - b.x0 >= (b.y1 - b.y0) * 0.9;
}

/** Longer than tall (a pig, a cat on all fours), by its ink. */
function wide(m: Motif): boolean {
  const b = inkBounds(m.hexcode, m.eyes, m.pose);
  return b.x1 - b.x0 > (b.y1 - b.y0) * 1.1;
}

/** `p`, of member `m`, drawn again to fill `box` (its ink's new place), facing as it did. */
function refit(p: Placed, m: Member, box: PageBox): Placed {
  const q = fitInk(inkBounds(m.motif.hexcode, m.motif.eyes, m.motif.pose), box, p.flip);
  return { ...p, x: q.x, y: q.y, size: q.size, ink: q.ink };
}

/** `p` (of member `m`, when it must) made smaller at its feet to reach no higher than `back`'s middle. */
function below(p: Placed, back: Placed, m: Member | undefined): Placed {
  const limit = back.ink.y + back.ink.h * 0.5;
  if (!m || p.ink.y >= limit) return p;
  const h = p.ink.y + p.ink.h - limit;
  const k = Math.max(0.5, h / p.ink.h);
  return refit(p, m, {
    x: p.ink.x + (p.ink.w * (1 - k)) / 2,
    y: p.ink.y + p.ink.h * (1 - k),
    w: p.ink.w * k,
    h: p.ink.h * k,
  });
}

/**
 * How upright a creature stands: none for one that lies low in life (a snake, a lizard, whatever
 * its drawing's shape), else its drawing's height for its width (a sitting fox more than a pig).
 */
function upright(m: Motif): number {
  if (liesLow(m)) return 0;
  const b = inkBounds(m.hexcode, m.eyes, m.pose);
  return (b.y1 - b.y0) / Math.max(1, b.x1 - b.x0);
}

/** `p` moved to the page's side, its ink against the side of the art box `x0`..`x0 + wd`. */
function atSide(p: Placed, left: boolean, x0: number, wd: number): Placed {
  return shifted(p, left ? x0 - p.ink.x : x0 + wd - (p.ink.x + p.ink.w));
}

/**
 * The larger of two beside the small one in front of it, narrowed (kept on its side, its feet
 * on their ground) until the small one covers at most a third of its own width of it: standing
 * over its middle, a scorpion had hidden a rabbit's chest and legs, a fox's paws.
 */
function clearOf(large: Placed, small: Placed, m: Member, left: boolean): Placed {
  const over = left ? large.ink.x + large.ink.w - small.ink.x : small.ink.x + small.ink.w - large.ink.x;
  const room = large.ink.w - Math.max(0, over - small.ink.w / 3);
  if (room >= large.ink.w) return large;
  const k = Math.max(0.6, room / large.ink.w);
  const w = large.ink.w * k;
  const h = large.ink.h * k;
  return refit(large, m, {
    x: left ? large.ink.x : large.ink.x + large.ink.w - w,
    y: large.ink.y + large.ink.h - h,
    w,
    h,
  });
}

const shifted = (p: Placed, dx: number): Placed => ({ ...p, x: p.x + dx, ink: { ...p.ink, x: p.ink.x + dx } });
