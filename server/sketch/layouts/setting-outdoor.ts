import { bubbleColumn, circle, cloud, ground, star, wavePath } from "../draw.js";
import { between, r2 } from "../random.js";
import type { Box } from "./common.js";
import { type Backdrop, boxesMeet, flower, line, type SettingInput, shape, skyBits } from "./setting-parts.js";

/** Landscape, street, sky and space backdrops. */
export function outdoor(s: SettingInput): Backdrop {
  if (s.kind === "street") return street(s);
  if (s.kind === "sky" || s.kind === "space") return sky(s);
  return landscape(s);
}

/** Rolling hill across the page, filled white so nearer hills hide farther ones. */
function hill(
  x0: number,
  x1: number,
  y: number,
  amp: number,
  phase: number,
  bottom: number,
  w: number,
  fill = "",
): string {
  const steps = 4;
  const seg = (x1 - x0) / steps;
  let d = `M${x0} ${r2(bottom)}V${r2(y)}`;
  for (let i = 0; i < steps; i++) {
    const ym = y - Math.abs(Math.sin(phase + i * 1.7)) * amp;
    d += `Q${r2(x0 + seg * (i + 0.5))} ${r2(ym)} ${r2(x0 + seg * (i + 1))} ${r2(y + Math.sin(phase + i) * amp * 0.3)}`;
  }
  const paint = fill ? shape(w).replace('fill="#fff"', `fill="${fill}"`) : shape(w);
  return `<path ${paint} d="${d}V${r2(bottom)}Z"/>`;
}

/** Adult pages: the far hill is a field of little tufts to colour, painted once as a tile. */
const tufts = (w: number) =>
  `<defs><pattern id="tufts" patternUnits="userSpaceOnUse" width="64" height="44"><rect width="64" height="44" fill="#fff"/><path ${line(w)} d="M10 30l6 -12l6 12M42 14l6 -12l6 12"/></pattern></defs>`;

/** A tree's colours for natural colouring (server/coloring/natural.ts); nothing draws them. */
const TRUNK = 'data-colour="#9b6a3c" ';
const LEAVES = 'data-colour="#5cae4f" ';

/**
 * A playground's swing set standing on the ground at `base` from `x` across `span`: an A-frame
 * each side, a beam across, two seats on ropes. Every part is a closed shape to colour.
 */
function swingSet(x: number, base: number, span: number, h: number, w: number): string {
  const top = base - h;
  const leg = (cx: number) =>
    `<path ${shape(w)} d="M${r2(cx - 8)} ${r2(top + 10)}L${r2(cx - 40)} ${r2(base)}h16L${r2(cx)} ${r2(top + 26)}L${r2(cx + 24)} ${r2(base)}h16L${r2(cx + 8)} ${r2(top + 10)}Z"/>`;
  let out = leg(x + 30) + leg(x + span - 30);
  out += `<rect ${shape(w)} x="${r2(x + 10)}" y="${r2(top)}" width="${r2(span - 20)}" height="20" rx="6"/>`;
  for (const k of [0.3, 0.7]) {
    const cx = x + span * k;
    const seatY = base - h * 0.3;
    out += `<path ${line(w)} d="M${r2(cx - 22)} ${r2(top + 20)}V${r2(seatY)}M${r2(cx + 22)} ${r2(top + 20)}V${r2(seatY)}"/>`;
    out += `<rect ${shape(w)} x="${r2(cx - 32)}" y="${r2(seatY)}" width="64" height="14" rx="5"/>`;
  }
  return `<g data-part="swing set">${out}</g>`;
}

/**
 * A playground's slide ending at `right`, its foot on the ground at `base`: a ladder up to a
 * platform, the chute curving down and out towards the page's middle.
 */
function slide(right: number, base: number, span: number, h: number, w: number): string {
  const top = base - h;
  const lx = right - 60;
  let out = `<path ${shape(w)} d="M${r2(lx - 6)} ${r2(top)}h12V${r2(base)}h-12Z"/>`;
  out += `<path ${shape(w)} d="M${r2(lx + 44)} ${r2(top)}h12V${r2(base)}h-12Z"/>`;
  let rungs = "";
  for (let y = top + 40; y < base - 10; y += 46) rungs += `M${r2(lx + 6)} ${r2(y)}H${r2(lx + 44)}`;
  out += `<path ${line(w)} d="${rungs}"/>`;
  out += `<rect ${shape(w)} x="${r2(lx - 20)}" y="${r2(top - 16)}" width="96" height="18" rx="6"/>`;
  // The chute: a band from the platform curving down to the ground, its lip at the foot.
  const x2 = right - span;
  out += `<path ${shape(w)} d="M${r2(lx - 14)} ${r2(top)}C${r2(lx - span * 0.45)} ${r2(top + h * 0.2)} ${r2(x2 + span * 0.25)} ${r2(base - 30)} ${r2(x2)} ${r2(base - 34)}v26C${r2(x2 + span * 0.3)} ${r2(base - 4)} ${r2(lx - span * 0.4)} ${r2(top + h * 0.3)} ${r2(lx - 6)} ${r2(top + 30)}Z"/>`;
  return `<g data-part="slide">${out}</g>`;
}

/** How far a tree's leaves reach either side of its trunk (a pine's lowest tier, a round tree's side crowns). */
const treeReach = (h: number, pine: boolean) => h * (pine ? 0.32 : 0.39);

/**
 * A tree at a side of the drawing, its leaves inside the frame: at `inset` from that side, or
 * further in as its reach needs (a tall tree at 80 had crossed the frame to the paper's edge).
 */
function sideTree(edge: number, inward: 1 | -1, inset: number, base: number, h: number, w: number, pine: boolean) {
  return placedTree(edge + inward * Math.max(inset, treeReach(h, pine) + 6), base, h, w, pine);
}

/** A tree and the box its leaves and trunk take. */
interface PlacedTree {
  svg: string;
  box: Box;
}

function placedTree(x: number, base: number, h: number, w: number, pine: boolean): PlacedTree {
  const reach = treeReach(h, pine);
  return { svg: tree(x, base, h, w, pine), box: { x: x - reach, y: base - h, w: reach * 2, h } };
}

function tree(x: number, base: number, h: number, w: number, pine: boolean): string {
  if (pine) {
    let d = "";
    for (let k = 0; k < 3; k++) {
      const ty = base - h * (0.25 + k * 0.25);
      const hw = h * (0.32 - k * 0.07);
      d += `M${r2(x - hw)} ${r2(ty + h * 0.2)}L${r2(x)} ${r2(ty - h * 0.22)}L${r2(x + hw)} ${r2(ty + h * 0.2)}Z`;
    }
    return `<rect x="${r2(x - h * 0.05)}" y="${r2(base - h * 0.15)}" width="${r2(h * 0.1)}" height="${r2(h * 0.15)}" ${TRUNK}${shape(w)}/><path ${LEAVES}${shape(w)} d="${d}"/>`;
  }
  const r = h * 0.3;
  const cy = base - h + r;
  return `<path ${TRUNK}${shape(w)} d="M${r2(x - h * 0.06)} ${r2(base)}V${r2(cy)}H${r2(x + h * 0.06)}V${r2(base)}Z"/><g ${LEAVES}>${circle(x - r * 0.6, cy + r * 0.2, r * 0.7, w)}${circle(x + r * 0.6, cy + r * 0.2, r * 0.7, w)}${circle(x, cy - r * 0.25, r * 0.8, w)}</g>`;
}

/**
 * A flat-topped acacia of the savanna standing at `base`, `h` tall: a trunk forking in two under
 * a wide, flat crown scalloped on top, the crown drawn last so it closes over the branches.
 */
function acacia(x: number, base: number, h: number, w: number): string {
  const half = h * 0.78;
  const top = base - h;
  const under = top + h * 0.24;
  const fork = base - h * 0.42;
  const t = Math.max(5, h * 0.035);
  const trunk =
    `M${r2(x - t)} ${r2(base)}L${r2(x - t * 0.8)} ${r2(fork)}L${r2(x - half * 0.5)} ${r2(under + 2)}h${r2(t * 1.6)}` +
    `L${r2(x)} ${r2(fork + t * 1.6)}L${r2(x + half * 0.42 - t * 1.6)} ${r2(under + 2)}h${r2(t * 1.6)}` +
    `L${r2(x + t * 0.8)} ${r2(fork)}L${r2(x + t)} ${r2(base)}Z`;
  const bumps = 6;
  const step = (half * 2) / bumps;
  let crown = `M${r2(x - half)} ${r2(under)}`;
  for (let i = 0; i < bumps; i++) {
    const lift = i === 0 || i === bumps - 1 ? h * 0.12 : h * 0.2;
    crown += `Q${r2(x - half + step * (i + 0.5))} ${r2(under - lift - h * 0.06)} ${r2(x - half + step * (i + 1))} ${r2(i === bumps - 1 ? under : top + h * 0.08)}`;
  }
  crown += "Z";
  return `<g data-tree="acacia"><path ${TRUNK}${shape(w)} d="${trunk}"/><path ${LEAVES}${shape(w)} d="${crown}"/></g>`;
}

/**
 * A palm at the beach: a leaning trunk ringed in bands, six fronds from its crown (two drooping
 * each side, two up) and coconuts under them. A round leafy tree had stood on the sand.
 */
function palm(x: number, base: number, h: number, w: number, lean: number): string {
  const tx = x + lean * h * 0.22;
  const ty = base - h * 0.78;
  const [b0, b1] = [h * 0.05, h * 0.032];
  const trunk = `M${r2(x - b0)} ${r2(base)}Q${r2(x - b0 + lean * h * 0.02)} ${r2(base - h * 0.4)} ${r2(tx - b1)} ${r2(ty)}H${r2(tx + b1)}Q${r2(x + b0 + lean * h * 0.04)} ${r2(base - h * 0.4)} ${r2(x + b0)} ${r2(base)}Z`;
  let bands = "";
  for (let i = 1; i < 6; i++) {
    const k = i / 6;
    const cx = x + (tx - x) * k * k;
    const cy = base - (base - ty) * k;
    const half = b0 + (b1 - b0) * k;
    bands += `M${r2(cx - half)} ${r2(cy)}q${r2(half)} ${r2(h * 0.012)} ${r2(half * 2)} 0`;
  }
  let fronds = "";
  for (const deg of [-168, -140, -105, -75, -40, -12]) {
    const a = (deg * Math.PI) / 180;
    const len = h * (Math.abs(deg + 90) > 60 ? 0.42 : 0.34);
    // Drooping at the tip: the far end pulled down by a third of its length.
    const ex = tx + Math.cos(a) * len;
    const ey = ty + Math.sin(a) * len + len * 0.35;
    const mx = (tx + ex) / 2;
    const my = (ty + ey) / 2 - len * 0.12;
    const [nx, ny] = [-(ey - ty) / len, (ex - tx) / len];
    const wd = len * 0.16;
    fronds += `<path ${LEAVES}${shape(w)} d="M${r2(tx)} ${r2(ty)}Q${r2(mx + nx * wd)} ${r2(my + ny * wd)} ${r2(ex)} ${r2(ey)}Q${r2(mx - nx * wd)} ${r2(my - ny * wd)} ${r2(tx)} ${r2(ty)}Z"/>`;
  }
  const nuts =
    circle(tx - h * 0.035, ty + h * 0.03, h * 0.032, w) + circle(tx + h * 0.035, ty + h * 0.035, h * 0.032, w);
  return `<g data-tree="palm"><path ${TRUNK}${shape(w)} d="${trunk}"/><path ${line(w)} d="${bands}"/>${nuts}${fronds}</g>`;
}

function landscape(s: SettingInput): Backdrop {
  if (s.concept?.features?.includes("underwater")) return underwater(s);
  const { ctx, area, w } = s;
  const { rng } = ctx;
  const f = new Set(s.concept?.features ?? []);
  const x0 = area.x;
  const x1 = area.x + area.w;
  const bottom = area.y + area.h;
  // The page's place in its batch picks the horizon's height and the subject's place (seed mod 8).
  const look = landLooks[ctx.variation % landLooks.length] as LandLook;
  const horizon = area.y + area.h * look.horizon;
  // Where the page's subject stands, across: the hero box below, and the room either side of it.
  const heroX = area.x + area.w * (look.hero - 0.32 * look.size);
  const heroW = area.w * 0.64 * look.size;
  let back = skyBits(s, area.y, horizon - 120, 3);
  // A snowy place under a mountain ("a snowy mountain cabin") has the mountains too.
  const snow = f.has("snow");
  if (f.has("mountains") || (snow && /mountain|alp|peak|ski/.test(s.words))) {
    let d = "";
    let caps = "";
    for (let i = 0; i < 3; i++) {
      const mx = x0 + area.w * (0.18 + i * 0.32) + between(rng, -30, 30);
      const mh = between(rng, 170, 250);
      const mw = between(rng, 190, 250);
      d += `M${r2(mx - mw)} ${r2(horizon)}L${r2(mx)} ${r2(horizon - mh)}L${r2(mx + mw)} ${r2(horizon)}Z`;
      caps += `M${r2(mx - mw * 0.3)} ${r2(horizon - mh * 0.7)}l${r2(mw * 0.1)} 18l${r2(mw * 0.1)} -14l${r2(mw * 0.1)} 16l${r2(mw * 0.1)} -20`;
    }
    // The outer mountains run past the sides: cut at the drawing's edge, never across the frame.
    back += `<clipPath id="mountains"><rect x="${r2(x0)}" y="${r2(area.y)}" width="${r2(area.w)}" height="${r2(area.h)}"/></clipPath>`;
    back += `<g clip-path="url(#mountains)"><path ${shape(w)} d="${d}"/><path ${line(w)} d="${caps}"/></g>`;
  }
  // Snow hides the grass: no tufts on the far hill, none at the foot of the page.
  const adult = ctx.style.hub === "adult" && !snow;
  if (adult) back += tufts(3);
  back += hill(x0, x1, horizon, 40, between(rng, 0, 6), bottom, w, adult ? "url(#tufts)" : "");
  if (f.has("lake") || f.has("beach")) {
    // Marked as the place it is (tests find it; nothing draws by it), as the beach is.
    if (f.has("lake")) back += '<g data-place="lake"/>';
    const ly = horizon + 40;
    // A beach's sea reaches the sand in front; a lake sits between the hills.
    const deep = f.has("beach") ? 260 : 110;
    back += `<path ${shape(w)} d="M${x0} ${r2(ly)}H${x1}V${r2(ly + deep)}Q${r2((x0 + x1) / 2)} ${r2(ly + deep + 40)} ${x0} ${r2(ly + deep)}Z"/>`;
    let waves = "";
    for (let i = 0; i < 6; i++) {
      const wx = x0 + 60 + ((area.w - 160) * i) / 5 + between(rng, -20, 20);
      const wy = ly + 30 + (i % 2) * (f.has("beach") ? 90 : 40);
      waves += `M${r2(wx)} ${r2(wy)}q15 -12 30 0t30 0`;
    }
    back += `<path ${line(w)} d="${waves}"/>`;
  }
  if (!f.has("beach")) back += hill(x0, x1, horizon + 150, 30, between(rng, 0, 6), bottom, w);
  const groundY = area.y + area.h * 0.86;
  // The beach is sand: no path, no grass, no flowers, palms for trees.
  const sand = f.has("beach");
  if (sand) back += '<g data-place="beach"/>';
  // A path winding from the front towards the hills.
  if (!f.has("field") && !sand && rng() < 0.7) {
    const px = x0 + area.w * between(rng, 0.35, 0.65);
    back += `<path ${line(w)} d="M${r2(px - 160)} ${r2(bottom)}Q${r2(px - 20)} ${r2(horizon + 250)} ${r2(px)} ${r2(horizon + 140)}M${r2(px + 160)} ${r2(bottom)}Q${r2(px + 80)} ${r2(horizon + 250)} ${r2(px + 30)} ${r2(horizon + 140)}"/>`;
  }
  if (f.has("field")) {
    back += `<path ${line(w)} d="M${r2(x1 - 40)} ${r2(horizon + 40)}V${r2(horizon + 150)}M${r2(x1 - 200)} ${r2(horizon + 60)}V${r2(horizon + 160)}M${r2(x1 - 200)} ${r2(horizon + 60)}L${r2(x1 - 40)} ${r2(horizon + 40)}"/>`;
  }
  const pine = f.has("pines");
  // Dry land (a desert) is bare as sand is: no trees, no grass in it and no flowers (a camel had
  // stood among daisies).
  const bare = sand || f.has("dry");
  const tl = between(rng, 300, 380);
  // Dry land (a desert) has no trees: its cacti are the concept's props.
  if (sand) back += palm(x0 + 70, horizon + 330, tl * 1.15, w, 1) + palm(x1 - 70, horizon + 340, tl, w, -1);
  else if (f.has("playground"))
    back +=
      swingSet(x0 + 20, area.y + area.h * 0.86, Math.min(230, area.w * 0.26), tl * 0.95, w) +
      slide(x1 - 20, area.y + area.h * 0.86, Math.min(260, area.w * 0.3), tl, w);
  else if (f.has("acacias")) {
    // Far off on the grass, beside where the animal stands, never behind it: a crown behind a
    // lion's head had read as a hat. Each side takes one as large as its room allows, or none;
    // two or three animals said together fill the width, so they stand on the open grass.
    const group = /\band\b|,/.test(s.words);
    const sides: Array<[number, number]> = group
      ? []
      : [
          [x0 + 16, heroX - 12],
          [heroX + heroW + 12, x1 - 16],
        ];
    for (const [from, to] of sides) {
      const ah = Math.min(between(rng, 150, 190), (to - from) / 1.6);
      if (ah >= 70) back += acacia((from + to) / 2, horizon + between(rng, 20, 40), ah, w);
    }
  }
  // The leafy trees are kept apart: a page leaves out those behind where its subject stands.
  const trees: PlacedTree[] = [];
  if (!bare && !f.has("playground") && !f.has("acacias"))
    trees.push(sideTree(x0, 1, 80, horizon + 160, tl, w, pine), sideTree(x1, -1, 80, horizon + 170, tl * 0.9, w, pine));
  if (rng() < 0.6 && !bare && !f.has("acacias")) trees.push(placedTree(x0 + 210, horizon + 40, tl * 0.45, w, pine));
  const head = back;
  back = "";
  if (f.has("dry")) back += '<g data-place="dry"/>';
  if (f.has("acacias")) back += '<g data-place="savanna"/>';
  else if (!bare && !f.has("playground")) back += pine ? '<g data-place="pines"/>' : '<g data-place="trees"/>';
  back += ground(groundY, x0, x1, w, 8, ctx.seed % 7, !snow && !bare);
  let front = "";
  for (let i = 0; i < (snow || bare ? 0 : 4); i++) {
    const fx = x0 + 40 + ((area.w - 80) * i) / 3 + between(rng, -15, 15);
    if (i === 1 || i === 2) continue;
    front += flower(fx, bottom - 70, 13, Math.max(3, w * 0.8));
  }
  const heroH = (groundY - area.y) * 0.82;
  const tail = back;
  const withTrees = (kept: readonly PlacedTree[]) => head + kept.map((t) => t.svg).join("") + tail;
  return {
    back: withTrees(trees),
    clearOf: (box) => withTrees(trees.filter((t) => !boxesMeet(t.box, box))),
    front,
    groundY,
    horizon,
    slots: [
      { x: x0 + 150, y: groundY - 70, size: 140 },
      { x: x1 - 150, y: groundY - 70, size: 140 },
      { x: x0 + 300, y: groundY - 20, size: 110 },
      { x: x1 - 300, y: groundY - 20, size: 110 },
    ],
    hero: { x: heroX, y: groundY - heroH, w: heroW, h: heroH },
  };
}

/**
 * Under the sea: the water's surface near the top, a sandy seabed with pebbles, seaweed on the
 * side the subject leaves free and a rock on the other, bubbles rising; the subject swims in the
 * water between (`floating`). The batch's landscape look moves the surface, the subject and the
 * seaweed's side. Every pebble and bubble is at least 1 cm² at print size.
 */
function underwater(s: SettingInput): Backdrop {
  const { ctx, area, w } = s;
  const { rng } = ctx;
  const x0 = area.x;
  const x1 = area.x + area.w;
  const look = landLooks[ctx.variation % landLooks.length] as LandLook;
  const surface = area.y + area.h * (0.03 + (look.horizon - 0.4) * 0.25);
  const groundY = area.y + area.h * 0.86;
  // Marked as the place it is (tests find it; nothing draws by it).
  let back = '<g data-place="underwater"/>';
  // The surface: rolling waves from side to side.
  back += `<path ${line(w)} d="${wavePath(x0 - 20, area.w + 40, surface, 6, 26)}"/>`;
  back += ground(groundY, x0, x1, w, 14, ctx.seed % 7, false);
  // Seaweed where the subject is not (its box's far side), a rock where it is.
  const weedLeft = look.hero >= 0.5;
  const wx = weedLeft ? x0 + area.w * 0.09 : x1 - area.w * 0.09;
  const top = area.y + area.h * between(rng, 0.42, 0.5);
  for (const [dx, tall] of [
    [-34, 1],
    [30, 0.8],
  ] as const) {
    const bx = wx + dx;
    const ty = groundY - (groundY - top) * tall;
    const n = 4;
    const seg = (groundY - ty) / n;
    // Up the left edge in swaying bends to the tip, down the right edge through the same bends
    // (the blade sways as one), closed along the seabed.
    const bend = (i: number, side: number) => {
      const y = groundY - seg * i;
      const sway = (i % 2 ? 1 : -1) * 26;
      const half = 22 * (1 - i / (n + 1)) + 6;
      return { c: `${r2(bx + side * half + sway)} ${r2(y + seg / 2)}`, end: `${r2(bx + side * half * 0.8)} ${r2(y)}` };
    };
    let d = `M${r2(bx - 22)} ${r2(groundY + 10)}`;
    for (let i = 1; i <= n; i++) d += `Q${bend(i, -1).c} ${bend(i, -1).end}`;
    d += `L${r2(bx)} ${r2(ty - 20)}L${bend(n, 1).end}`;
    for (let i = n; i >= 1; i--)
      d += `Q${bend(i, 1).c} ${i > 1 ? bend(i - 1, 1).end : `${r2(bx + 22)} ${r2(groundY + 10)}`}`;
    back += `<path ${shape(w)} d="${d}Z"/>`;
  }
  // A rock on the seabed at the other side, pebbles in front of it.
  const rx = weedLeft ? x1 - area.w * 0.13 : x0 + area.w * 0.13;
  back += `<path ${shape(w)} d="M${r2(rx - 90)} ${r2(groundY + 12)}Q${r2(rx - 84)} ${r2(groundY - 70)} ${r2(rx - 10)} ${r2(groundY - 78)}Q${r2(rx + 80)} ${r2(groundY - 72)} ${r2(rx + 92)} ${r2(groundY + 12)}Z"/>`;
  for (const px of [0.32, 0.58, 0.8]) {
    const x = x0 + area.w * px + between(rng, -20, 20);
    back += `<ellipse cx="${r2(x)}" cy="${r2(groundY + 48)}" rx="36" ry="22" ${shape(w)}/>`;
  }
  // Bubbles rising on the seaweed's side, under the surface.
  const bx = weedLeft ? x0 + area.w * 0.2 : x1 - area.w * 0.2;
  back += bubbleColumn(bx, top - 60, 86, w, (i) => (i % 2 ? 16 : -10));
  const heroTop = surface + 60;
  const heroH = (groundY - heroTop) * 0.86;
  return {
    back,
    front: "",
    groundY,
    slots: [
      { x: weedLeft ? x1 - 300 : x0 + 300, y: groundY - 30, size: 110 },
      { x: weedLeft ? x0 + 240 : x1 - 240, y: groundY - 30, size: 110 },
    ],
    hero: {
      x: area.x + area.w * (look.hero - 0.32 * look.size),
      y: heroTop,
      w: area.w * 0.64 * look.size,
      h: heroH,
    },
    floating: true,
  };
}

/**
 * How the landscapes of a batch differ: the horizon (a share of the box's height), the middle of
 * the subject's box across it and its width (a wide subject fills the box's width wherever it
 * stands, so two looks at one place differ in size; a relation keeps the full height).
 */
interface LandLook {
  horizon: number;
  hero: number;
  size: number;
}

const landLooks: readonly LandLook[] = [
  { horizon: 0.5, hero: 0.5, size: 1 },
  { horizon: 0.42, hero: 0.34, size: 0.86 },
  { horizon: 0.56, hero: 0.64, size: 1 },
  { horizon: 0.46, hero: 0.6, size: 0.84 },
  { horizon: 0.58, hero: 0.44, size: 0.84 },
  { horizon: 0.4, hero: 0.46, size: 0.92 },
  { horizon: 0.54, hero: 0.36, size: 1 },
  { horizon: 0.44, hero: 0.66, size: 0.9 },
];

function street(s: SettingInput): Backdrop {
  const { ctx, area, w } = s;
  const { rng } = ctx;
  const x0 = area.x;
  const x1 = area.x + area.w;
  const horizon = area.y + area.h * 0.62;
  const old = /victorian|old|mystery|myster|fog|village/.test(s.words);
  let back = skyBits(s, area.y, area.y + 140, 2);
  // A row of house fronts with windows, pitched roofs and chimneys for an old street.
  let x = x0;
  while (x < x1 - 40) {
    const bw = Math.min(x1 - x, between(rng, 150, 230));
    const bh = between(rng, 280, 440);
    const top = horizon - bh;
    back += `<rect x="${r2(x)}" y="${r2(top)}" width="${r2(bw)}" height="${r2(bh)}" ${shape(w)}/>`;
    if (old) {
      back += `<path ${shape(w)} d="M${r2(x - 8)} ${r2(top)}L${r2(x + bw / 2)} ${r2(top - 70)}L${r2(x + bw + 8)} ${r2(top)}Z"/><rect x="${r2(x + bw * 0.7)}" y="${r2(top - 80)}" width="26" height="50" ${shape(w)}/>`;
    }
    const cols = bw > 190 ? 3 : 2;
    const gap = bw / cols;
    for (let yy = top + 40; yy < horizon - 120; yy += 100) {
      for (let c = 0; c < cols; c++) {
        const wx = x + gap * c + gap * 0.22;
        back += `<rect x="${r2(wx)}" y="${r2(yy)}" width="${r2(gap * 0.56)}" height="60" rx="${old ? 20 : 4}" ${shape(Math.max(3, w * 0.8))}/>`;
      }
    }
    back += `<rect x="${r2(x + bw / 2 - 28)}" y="${r2(horizon - 100)}" width="56" height="100" rx="26" ${shape(w)}/>`;
    x += bw;
  }
  const groundY = area.y + area.h * 0.9;
  back += `<path ${line(w)} d="M${x0} ${r2(horizon)}H${x1}M${x0} ${r2(horizon + 40)}H${x1}"/>`;
  if (old) {
    let stones = "";
    for (let i = 0; i < 14; i++) {
      const sx = x0 + 30 + ((area.w - 60) * i) / 13;
      const sy = horizon + 110 + (i % 3) * 55;
      stones += `<ellipse cx="${r2(sx)}" cy="${r2(sy)}" rx="26" ry="12" ${shape(Math.max(3, w * 0.7))}/>`;
    }
    back += stones;
  }
  // Street lamps at both sides.
  for (const lx of [x0 + 60, x1 - 60]) {
    const ly = area.y + 200;
    back += `<path ${line(w)} d="M${lx} ${r2(groundY)}V${r2(ly + 60)}"/><path ${shape(w)} d="M${lx - 30} ${r2(ly + 60)}L${lx - 22} ${r2(ly)}H${lx + 22}L${lx + 30} ${r2(ly + 60)}Z"/><path ${line(w)} d="M${lx - 40} ${r2(ly + 60)}H${lx + 40}M${lx - 16} ${r2(ly)}L${lx} ${r2(ly - 20)}L${lx + 16} ${r2(ly)}"/>`;
  }
  const front = "";
  if (/fog|mist/.test(s.words)) {
    let d = "";
    for (let i = 0; i < 3; i++) {
      const fy = horizon + 20 + i * 70;
      d += `M${x0 + 40 + i * 60} ${r2(fy)}q60 -22 120 0t120 0t120 0`;
    }
    back += `<path ${line(w)} d="${d}"/>`;
  }
  const heroH = (groundY - area.y) * 0.82;
  return {
    back,
    front,
    groundY,
    slots: [
      { x: x0 + 150, y: groundY - 60, size: 120 },
      { x: x1 - 150, y: groundY - 60, size: 120 },
    ],
    hero: { x: area.x + area.w * 0.18, y: groundY - heroH, w: area.w * 0.64, h: heroH },
  };
}

/**
 * The moon's ground: stars over a low cratered rise, the earth in the sky; the subject stands on
 * the ground ("an astronaut on the moon" had sat on a crescent moon in the sky).
 */
function moonGround(s: SettingInput): Backdrop {
  const { ctx, area, w } = s;
  const { rng } = ctx;
  const bottom = area.y + area.h;
  const groundY = bottom - area.h * 0.16;
  let back = '<g data-place="space"/><g data-place="moon"/>';
  for (let i = 0; i < 12; i++)
    back += star(
      between(rng, area.x + 30, area.x + area.w - 30),
      between(rng, area.y + 20, groundY - area.h * 0.3),
      between(rng, 7, 15),
      w,
    );
  // The earth, banded, high on one side.
  const ex = ctx.variation % 2 ? area.x + area.w - 120 : area.x + 120;
  back += circle(ex, area.y + 120, 62, w);
  back += `<path ${line(w)} d="M${r2(ex - 50)} ${area.y + 100}q30 -22 56 -4t44 -4M${r2(ex - 56)} ${area.y + 140}q34 16 64 0t40 6"/>`;
  back += hill(area.x, area.x + area.w, groundY, 26, between(rng, 0, 6), bottom, w);
  // Craters on the ground, smaller towards the back.
  for (const [fx, fy, r] of [
    [0.16, 0.55, 46],
    [0.78, 0.45, 38],
    [0.5, 0.8, 30],
    [0.9, 0.85, 24],
  ] as const) {
    const cx = area.x + area.w * fx;
    const cy = groundY + (bottom - groundY) * fy;
    back += `<ellipse cx="${r2(cx)}" cy="${r2(cy)}" rx="${r}" ry="${r2(r * 0.32)}" ${line(w)}/>`;
  }
  const heroH = (groundY - area.y) * 0.82;
  return {
    back,
    front: "",
    groundY,
    slots: [
      { x: area.x + 110, y: groundY - 70, size: 110 },
      { x: area.x + area.w - 110, y: groundY - 70, size: 110 },
    ],
    hero: { x: area.x + area.w * 0.14, y: groundY + 20 - heroH, w: area.w * 0.72, h: heroH },
  };
}

function sky(s: SettingInput): Backdrop {
  const { ctx, area, w } = s;
  const { rng } = ctx;
  const bottom = area.y + area.h;
  // Marked as the place it is (tests find it; nothing draws by it).
  let back = s.kind === "sky" ? '<g data-place="sky"/>' : "";
  if (s.concept?.features?.includes("surface")) return moonGround(s);
  if (s.kind === "space") {
    back += '<g data-place="space"/>';
    for (let i = 0; i < 16; i++) {
      back += star(
        between(rng, area.x + 30, area.x + area.w - 30),
        between(rng, area.y + 20, bottom - 30),
        between(rng, 8, 18),
        w,
      );
    }
    back +=
      circle(area.x + 110, bottom - 110, 80, w) +
      `<ellipse cx="${area.x + 110}" cy="${bottom - 110}" rx="130" ry="26" ${line(w)}/>`;
  } else {
    back += skyBits(s, area.y, bottom - 200, 4);
    back += hill(area.x, area.x + area.w, bottom - 90, 50, between(rng, 0, 6), bottom, w);
    for (let i = 0; i < 3; i++) {
      const bx = between(rng, area.x + 80, area.x + area.w - 80);
      const by = between(rng, area.y + 60, area.y + 260);
      back += `<path ${line(w)} d="M${r2(bx - 22)} ${r2(by)}q11 -12 22 0q11 -12 22 0"/>`;
    }
    back += cloud(area.x + area.w / 2, bottom - 150, 260, w);
  }
  // Among the stars the subject is as large as a lone subject on a plain page (nothing stands).
  const space = s.kind === "space";
  const heroH = area.h * (space ? 0.86 : 0.7);
  return {
    back,
    front: "",
    groundY: bottom - 60,
    floating: true,
    slots: [
      { x: area.x + 120, y: area.y + 140, size: 120 },
      { x: area.x + area.w - 120, y: area.y + 160, size: 120 },
      { x: area.x + area.w - 140, y: bottom - 150, size: 120 },
    ],
    hero: space
      ? { x: area.x + area.w * 0.03, y: area.y + area.h * 0.05, w: area.w * 0.94, h: heroH }
      : { x: area.x + area.w * 0.15, y: area.y + area.h * 0.12, w: area.w * 0.7, h: heroH },
  };
}
