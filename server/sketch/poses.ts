import {
  eyesTopOf,
  type Motif,
  motifByAnnotation,
  motifGroup,
  motifSubgroup,
  sleepWords,
  standsUpright,
  wholeBodyOf,
} from "./art.js";
import { figureOf, type Pose } from "./body.js";
import { eyewear, footwear, headBody, overEars, wornAt } from "./heads.js";
import { fitInk, type InkBounds, inkBounds, type PageBox, TOP_COLUMNS } from "./ink-bounds.js";
import type { Placed, Relation } from "./layouts/relation.js";

/**
 * Which pose a head-only drawing (heads.ts) is drawn in: what the phrase's verb or relation
 * asks ("riding" → seated with hands forward, "reading" → an open book in both hands, "fishing"
 * → a rod over water), otherwise standing, waving or sitting by the batch's variation.
 */
const lonePoses: readonly Pose[] = ["stand", "wave", "sit", "stand", "sit", "wave", "stand", "sit"];

const verbPoses: Array<[RegExp, Pose]> = [
  [/\bfishing\b/, "fish"],
  [/\breading\b/, "read"],
  [/\b(?:riding|driving)\b/, "ride"],
  [/\bwaving\b/, "wave"],
  [/\b(?:sitting|sits|seated)\b/, "sit"],
  // Asleep is seated, eyes shut (person-looks.ts `inMood`): a sleeper had stood waving.
  [sleepWords, "sit"],
];

/** Words that ask for the head itself ("a tiger face", "a lion head portrait"): no body then. */
const faceWords = /\b(?:faces?|heads?|portraits?|masks?)\b/;

/**
 * The drawing with a body in `pose`, the whole body we drew for a head of the set (the
 * unicorn: a head in a field or a room was no page), or as it is when it has its own body or
 * a face was asked.
 */
export function withBody(m: Motif, pose: Pose, phrase = ""): Motif {
  if (faceWords.test(phrase.toLowerCase())) return m;
  return wholeBodyOf(m) ?? (headBody(m.annotation) ? { ...m, pose } : m);
}

/** A lone subject: the pose its phrase names, else the variation's. */
export function lonePose(m: Motif, phrase: string | undefined, variation: number): Motif {
  const said = verbPoses.find(([re]) => re.test((phrase ?? "").toLowerCase()))?.[1];
  // Riding needs something to ride: without one the figure stands.
  const pose = said && said !== "ride" ? said : (lonePoses[variation % lonePoses.length] as Pose);
  return withBody(m, pose, phrase);
}

/** The subject of a stated relation, posed for it ("a bear riding a bike" → seated, hands forward). */
export function relationPose(m: Motif, rel: { relation: Relation; word: string; a: string }, phrase: string): Motif {
  const said = verbPoses.find(([re]) => re.test(phrase.toLowerCase()))?.[1];
  // A fisher sits on the bank: the relation's own rod and river (layouts/stage.ts) are its tackle.
  const pose: Pose =
    rel.relation === "fishing"
      ? "sit"
      : rel.relation === "riding"
        ? "ride"
        : rel.relation === "holding"
          ? "hold"
          : rel.relation === "on"
            ? (said ?? "sit")
            : said === "ride"
              ? "stand"
              : (said ?? "stand");
  return withBody(m, pose, rel.a);
}

/** What a reader holds is the book open ("a lion reading a book"), as `understood` names it. */
export function heldFor(other: Motif, rel: { word: string }): Motif {
  if (rel.word !== "reading" || !/book|notebook|ledger/.test(other.annotation.toLowerCase())) return other;
  return motifByAnnotation("open book") ?? other;
}

/** Drawings a pose already draws (a fisher's rod, a reader's book): not drawn again as props. */
export function drawnByPose(m: Motif): string[] {
  if (m.pose === "fish") return ["fishing pole", "water wave"];
  if (m.pose === "read") return ["open book", "books", "closed book"];
  return [];
}

/** A ride with a back to sit on: the set's unicorn is a head, ours has a body; another head stands on one. */
function rideable(m: Motif): Motif {
  return wholeBodyOf(m) ?? (headBody(m.annotation) ? { ...m, pose: "stand" } : m);
}

/**
 * A rider on an animal's back (a girl on a horse, a monkey on an elephant): the animal large
 * and behind, the rider in front of it, seated in the dip of its back (the lowest top of its
 * ink over the back half, which faces away from its head) and sunk a little into it, its legs
 * over the flank. `seatFrac` is where the rider sits down its own ink (its seat; the foot of a
 * drawing with its own body), `scale` its height against the animal's. The pair fills the box:
 * the animal as tall as the room above it lets the rider be.
 */
export function rideAnimal(
  one: Motif,
  A: InkBounds,
  seatFrac: number,
  scale: number,
  other: Motif,
  area: PageBox,
  top: number,
  floor: number,
  flip: boolean,
): Placed[] {
  other = rideable(other);
  const B = inkBounds(other.hexcode, other.eyes, other.pose);
  const H = floor - top;
  const wd = area.w * 0.96;
  // The back: over the columns from 45 % to 65 % across (drawings face left), the lowest top.
  let col = 0.55;
  let dip = 0;
  for (let c = Math.round(TOP_COLUMNS * 0.45); c <= Math.round(TOP_COLUMNS * 0.65); c++) {
    const t = B.top[c] ?? 0;
    if (t > dip) [dip, col] = [t, (c + 0.5) / TOP_COLUMNS];
  }
  const seat = Math.min(0.75, dip + 0.06);
  // The animal's share of the height, so that the rider's top meets the box's.
  const share = Math.min(0.8, 1 / (1 - seat + scale * seatFrac));
  const rideBox = { x: area.x + (area.w - wd) / 2, y: floor - share * H, w: wd, h: share * H };
  const r = fitInk(B, rideBox, flip);
  const ride: Placed = { motif: other, x: r.x, y: r.y, size: r.size, flip, ink: r.ink, front: false };
  const saddle = r.ink.y + r.ink.h * seat;
  const h = Math.min(scale * r.ink.h, (saddle - top) / seatFrac);
  const w = h * ((A.x1 - A.x0) / (A.y1 - A.y0));
  const cx = r.ink.x + r.ink.w * (flip ? 1 - col : col);
  const p = fitInk(A, { x: cx - w / 2, y: saddle - h * seatFrac, w, h }, flip);
  return [ride, { motif: one, x: p.x, y: p.y, size: p.size, flip, ink: p.ink, front: true }];
}

/** The emojibase subgroup of tools (emojibase-data/meta/groups.json). */
const toolSubgroup = 78;

/**
 * A long-handled tool (a rake, a shovel): one of the set's tools that stands on its foot and is
 * drawn nearly as tall as its square.
 */
const longTool = (m: Motif, b: InkBounds) =>
  motifSubgroup(m.hexcode) === toolSubgroup && standsUpright(m) && b.y1 - b.y0 >= 72 * 0.85;
/**
 * Relations whose placement depends on the figure's hands and head: what is held goes between
 * the hands, what is worn on the head, a rider sits with hands forward over the ride. Other
 * relations place a figure like any drawing (by its ink box).
 */
export function placeFigure(
  rel: Relation,
  one: Motif,
  other: Motif,
  area: PageBox,
  top: number,
  floor: number,
  flip: boolean,
): Placed[] | undefined {
  const fig = figureOf(one);
  if (!fig || !["holding", "wearing", "riding"].includes(rel)) return undefined;
  const A = inkBounds(one.hexcode, one.eyes, one.pose);
  const B = inkBounds(other.hexcode, other.eyes);
  const H = floor - top;
  const wd = area.w * 0.96;
  const centred = (w: number, y: number, h: number): PageBox => ({ x: area.x + (area.w - w) / 2, y, w, h });
  const at = (m: Motif, b: typeof A, box: PageBox, f: boolean, front: boolean, middle = false): Placed => {
    const p = fitInk(b, box, f, middle);
    return { motif: m, x: p.x, y: p.y, size: p.size, flip: f, ink: p.ink, front };
  };
  /** A point of the figure's grid on the page. */
  const onPage = (p: Placed, gx: number, gy: number): [number, number] => {
    const k = p.size / 72;
    return [p.x - p.size / 2 + (p.flip ? 72 - gx : gx) * k, p.y - p.size / 2 + gy * k];
  };
  if (rel === "riding") {
    if (motifGroup(other.hexcode) === "animals-nature")
      return rideAnimal(one, A, (fig.seat[1] - A.y0) / (A.y1 - A.y0), 0.8, other, area, top, floor, flip);
    // A bike or a scooter low and wide, its saddle near its top; the rider seated in front of
    // the frame, legs down over it, hands forward, as tall as the room above the saddle allows.
    const ride = at(other, B, centred(wd, floor - H * 0.5, H * 0.5), flip, false);
    const saddle = ride.ink.y + ride.ink.h * 0.2;
    const seatFrac = (fig.seat[1] - A.y0) / (A.y1 - A.y0);
    const h = Math.min(H * 0.66, (saddle - top) / seatFrac);
    const w = h * ((A.x1 - A.x0) / (A.y1 - A.y0));
    // Facing the way the ride goes (left unless flipped), sitting over its back half.
    const cx = ride.ink.x + ride.ink.w * (flip ? 0.4 : 0.6);
    return [ride, at(one, A, { x: cx - w / 2, y: saddle - h * seatFrac, w, h }, flip, true)];
  }
  const body = at(
    one,
    A,
    centred(wd * 0.9, rel === "wearing" ? top + H * 0.14 : top, rel === "wearing" ? H * 0.86 : H),
    flip,
    false,
  );
  const k = body.size / 72;
  const headW = (fig.head.x1 - fig.head.x0) * k;
  if (rel === "wearing" && eyewear(other.annotation)) {
    // Across the eyes, a little above the head's middle, the eyes showing through the lenses.
    const [gx, gy] = onPage(body, (fig.head.x0 + fig.head.x1) / 2, fig.head.y0 + (fig.head.y1 - fig.head.y0) * 0.45);
    const w = headW * 0.8;
    const h = w * 0.45;
    return [body, at(other, B, { x: gx - w / 2, y: gy - h / 2, w, h }, flip, false)];
  }
  if (rel === "wearing" && footwear(other.annotation)) return [body, ...onFeet(body, A, other, B)];
  if (rel === "wearing" && overEars(other.annotation)) {
    // Over the head, wider than it: the band on its top, the cups at the ears beside the face
    // (they had sat on top of the hair like a hat).
    const [hx, hy] = onPage(body, (fig.head.x0 + fig.head.x1) / 2, fig.head.y0);
    const headH = (fig.head.y1 - fig.head.y0) * k;
    const w = headW * 1.3;
    const h = w * ((B.y1 - B.y0) / (B.x1 - B.x0));
    return [body, at(other, B, { x: hx - w / 2, y: hy - headH * 0.3, w, h }, flip, true)];
  }
  const worn = rel === "wearing" ? wornAt(other.annotation) : undefined;
  if (worn === "neck" || worn === "body") {
    // Hung from under the chin, drawn over the body: a scarf or a tie round the neck, no wider
    // than most of the head; clothes (a dress, a coat, a kimono, a t-shirt) over the body and
    // its arms, down over the hips and legs. Fitted to the body's height alone, a wide garment
    // had been a parcel held at the chest between the hands (fresh sample 17602127: "japanese
    // girl in a kimono").
    const [nx, ny] = onPage(body, fig.neck[0], fig.neck[1]);
    const [, seat] = onPage(body, 0, fig.seat[1]);
    const headH = (fig.head.y1 - fig.head.y0) * k;
    const across = fig.bodyWidth * k;
    const box =
      worn === "neck"
        ? { x: nx - headW * 0.45, y: ny - headH * 0.06, w: headW * 0.9, h: (seat - ny) * 1.15 }
        : { x: nx - across * 1.2, y: ny - headH * 0.03, w: across * 2.4, h: (seat - ny) * 2 };
    const hung = at(other, B, box, flip, true);
    const lift = hung.ink.y - box.y;
    return [body, { ...hung, y: hung.y - lift, ink: { ...hung.ink, y: hung.ink.y - lift } }];
  }
  if (rel === "wearing") {
    // On the head: as wide as most of it, its lower edge a little way down the head, never over
    // its eyes (a frog's are on top of its head: its crown had covered them).
    const [hx] = onPage(body, (fig.head.x0 + fig.head.x1) / 2, 0);
    const headH = fig.head.y1 - fig.head.y0;
    const eyesTop = eyesTopOf(one.hexcode);
    const drawn = inkBounds(one.hexcode, one.eyes);
    const eyes =
      eyesTop === undefined
        ? Infinity
        : fig.head.y0 + ((eyesTop - drawn.y0) / (drawn.y1 - drawn.y0)) * headH - headH * 0.03;
    // Its solid part (above a strap or a tassel hanging from it) comes down over the top of the
    // hair to the hairline, and it is about as wide as the head: hats had perched on the hair,
    // small, a helmet's strap reaching down to the head (fresh seed 54602127: "soldier").
    const [, hy] = onPage(body, 0, Math.min(fig.head.y0 + headH * 0.3, eyes));
    const [, eyeY] = onPage(body, 0, eyes === Infinity ? 72 : eyes);
    const solid = solidBottom(B);
    const w = headW * 0.95;
    // Within the page: a hat raised over the eyes is smaller where the room above is short.
    const h = Math.min(w, H * 0.3, Math.max((hy - top) / solid, H * 0.08));
    const hat = at(other, B, { x: hx - w / 2, y: hy - h, w, h }, flip, true);
    // Nothing of it over the eyes, what hangs below its solid part neither.
    const lift = Math.max(hat.ink.y + hat.ink.h * solid - hy, hat.ink.y + hat.ink.h - eyeY);
    return [body, { ...hat, y: hat.y - lift, ink: { ...hat.ink, y: hat.ink.y - lift } }];
  }
  const [cx, cy] = onPage(body, fig.hands[0], fig.hands[1]);
  if (longTool(other, B)) {
    // Held upright at the body's side, its foot on the ground by the feet, its top at the
    // shoulders: in the hands' square a rake had been a toy a tenth of the child's height, and
    // held in front its handle had crossed the face.
    const feet = body.ink.y + body.ink.h;
    const [, neck] = onPage(body, fig.neck[0], fig.neck[1]);
    const h = feet - neck;
    const w = h * ((B.x1 - B.x0) / (B.y1 - B.y0));
    const side = flip ? body.ink.x + body.ink.w * 0.92 : body.ink.x + body.ink.w * 0.08;
    return [body, at(other, B, { x: side - w / 2, y: neck, w, h }, flip, true)];
  }
  // Held between the hands, in front of the body.
  const w = headW * 0.7;
  return [body, at(other, B, { x: cx - w / 2, y: cy - w / 2, w, h: w }, flip, true, true)];
}

/**
 * How far down a worn thing's ink, as a share of its height, its solid part reaches: the lowest
 * depth at which the columns inked there still span nearly half its widest span. What hangs below
 * (a helmet's strap, a mortarboard's tassel) is narrow and goes on down.
 */
function solidBottom(b: InkBounds): number {
  const span = (d: number) => {
    const inked = b.top.flatMap((t, c) => (t <= d && (b.bottom[c] ?? 0) >= d ? [c] : []));
    return inked.length ? (inked.at(-1) as number) - (inked[0] as number) + 1 : 0;
  };
  const depths = Array.from({ length: 51 }, (_, i) => i / 50);
  const widest = Math.max(...depths.map(span));
  return depths.filter((d) => span(d) >= widest * 0.45).at(-1) ?? 1;
}

/**
 * Where a drawing's feet are, as shares of its ink's width: near the two ends of the span of
 * columns whose ink reaches its bottom (a cat's fore and hind legs, a child's two feet), or its
 * middle when that span is narrow (one foot showing, or feet together).
 */
function feetOf(b: InkBounds): number[] {
  const n = b.bottom.length;
  const down = b.bottom.flatMap((v, i) => (v >= 0.97 ? [i] : []));
  const first = down[0];
  const last = down.at(-1);
  if (first === undefined || last === undefined) return [0.5];
  const span = (last + 1 - first) / n;
  const a = first / n;
  return span < 0.3 ? [a + span / 2] : [a + span * 0.14, a + span * 0.86];
}

/**
 * Shoes, boots, skates or socks worn (heads.ts `footwear`): one on each foot of the placed
 * drawing, in front of the leg's end, its sole on the drawing's ground line, never on its head.
 */
export function onFeet(body: Placed, A: InkBounds, worn: Motif, B: InkBounds): Placed[] {
  const feet = feetOf(A);
  const w = body.ink.w * (feet.length > 1 ? 0.24 : 0.32);
  const h = Math.min(body.ink.h * 0.22, w);
  const ground = body.ink.y + body.ink.h;
  return feet.map((f) => {
    const x = body.ink.x + body.ink.w * (body.flip ? 1 - f : f);
    // The shoe faces the way its wearer does; it reaches a little below the foot, as a sole does.
    const p = fitInk(B, { x: x - w / 2, y: ground - h * 0.92, w, h }, body.flip);
    return { motif: worn, x: p.x, y: p.y, size: p.size, flip: body.flip, ink: p.ink, front: true, heap: true as const };
  });
}
