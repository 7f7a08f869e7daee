import { circle, star } from "../draw.js";
import { between, r2 } from "../random.js";
import { rainWords } from "../words.js";
import { outlinedText } from "./common.js";
import { facade } from "./setting-facade.js";
import { type Backdrop, line, type SettingInput, type Slot, shape, signBoard } from "./setting-parts.js";

/** Rooms (plain, kitchen, classroom), shops and the circus stage. */
export function indoor(s: SettingInput): Backdrop {
  if (s.kind === "shop") return shop(s);
  if (s.kind === "stage") return stage(s);
  if (s.kind === "facade") return facade(s);
  return room(s);
}

/** Wallpaper for the adult hub: a diamond lattice painted once as a pattern tile. */
function wallpaper(x: number, y: number, wd: number, ht: number, w: number): string {
  const t = 56;
  const tile = `<pattern id="paper" patternUnits="userSpaceOnUse" width="${t}" height="${t}"><rect width="${t}" height="${t}" fill="#fff"/><path ${line(w)} d="M0 ${t / 2}L${t / 2} 0L${t} ${t / 2}L${t / 2} ${t}Z"/>${circle(t / 2, t / 2, 4, w)}</pattern>`;
  return `<defs>${tile}</defs><rect x="${r2(x)}" y="${r2(y)}" width="${r2(wd)}" height="${r2(ht)}" fill="url(#paper)"/>`;
}

function room(s: SettingInput): Backdrop {
  const { ctx, area, w, kind } = s;
  const x0 = area.x;
  const x1 = area.x + area.w;
  // The page's place in its batch picks the room's look (variety.ts, seed mod 8).
  const look = roomLooks[ctx.variation % roomLooks.length] as RoomLook;
  const floorY = area.y + area.h * look.floor;
  const bx0 = x0 + look.inset;
  const bx1 = x1 - look.inset;
  const by0 = area.y + 40;
  // Marked as underwater and space pages are: which place the page is in (the tests read it).
  let back = kind === "kitchen" ? '<g data-place="room"/><g data-place="kitchen"/>' : '<g data-place="room"/>';
  if (ctx.style.hub === "adult") back += wallpaper(bx0, by0, bx1 - bx0, floorY - by0, 3);
  // Back wall, side walls in perspective, skirting board and floorboards towards the viewer.
  back += `<path ${line(w)} d="M${bx0} ${by0}V${r2(floorY)}H${bx1}V${by0}M${x0} ${area.y}L${bx0} ${by0}M${x1} ${area.y}L${bx1} ${by0}M${x0} ${r2(area.y + area.h)}L${bx0} ${r2(floorY)}M${x1} ${r2(area.y + area.h)}L${bx1} ${r2(floorY)}M${bx0} ${r2(floorY - 22)}H${bx1}"/>`;
  let boards = "";
  for (let i = 1; i < 7; i++) {
    const t = i / 7;
    boards += `M${r2(bx0 + (bx1 - bx0) * t)} ${r2(floorY)}L${r2(x0 + (x1 - x0) * t)} ${r2(area.y + area.h)}`;
  }
  // Tiles: rows across the boards, closer together towards the back wall.
  if (look.tiles)
    for (const t of [0.12, 0.3, 0.55]) {
      const y = floorY + (area.y + area.h - floorY) * t;
      boards += `M${r2(bx0 + (x0 - bx0) * t)} ${r2(y)}H${r2(bx1 + (x1 - bx1) * t)}`;
    }
  back += `<path ${line(Math.max(3, w * 0.7))} d="${boards}"/>`;
  const left = look.left;
  const slots: Slot[] = [];
  // Window with curtains on one side of the back wall.
  const ww = 200;
  const wx = left ? bx0 + 40 : bx1 - 40 - ww;
  const wy = by0 + 50;
  const wh = 230;
  back += `<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" rx="8" ${shape(w)}/><path ${line(w)} d="M${wx + ww / 2} ${wy}V${wy + wh}M${wx} ${wy + wh / 2}H${wx + ww}"/>`;
  if (rainWords.test(s.words)) {
    let drops = "";
    for (let i = 0; i < 10; i++) {
      const dx = wx + 18 + ((i * 37) % (ww - 36));
      const dy = wy + 20 + ((i * 53) % (wh - 50));
      drops += `M${dx} ${dy}l-6 16`;
    }
    back += `<path ${line(w)} d="${drops}"/>`;
  } else if (/night|moon|star|sleep|bed/.test(s.words)) {
    back += star(wx + ww * 0.25, wy + wh * 0.25, 14, w) + star(wx + ww * 0.72, wy + wh * 0.7, 12, w);
  } else back += circle(wx + ww * 0.75, wy + wh * 0.25, 20, w);
  back += `<path ${shape(w)} d="M${wx - 30} ${wy - 20}H${wx + 40}Q${wx + 10} ${wy + wh * 0.5} ${wx + 40} ${wy + wh + 20}H${wx - 30}Z"/><path ${shape(w)} d="M${wx + ww + 30} ${wy - 20}H${wx + ww - 40}Q${wx + ww - 10} ${wy + wh * 0.5} ${wx + ww - 40} ${wy + wh + 20}H${wx + ww + 30}Z"/>`;
  back += `<path ${line(w)} d="M${wx - 50} ${wy - 20}H${wx + ww + 50}"/>`;
  // The other side: a shelf (room), wall cabinets (kitchen) or a blackboard (classroom).
  const ox = left ? bx1 - 250 : bx0 + 30;
  if (kind === "classroom") {
    const bw = 420;
    const bxx = left ? bx1 - 30 - bw : bx0 + 30;
    back += `<rect x="${bxx}" y="${by0 + 40}" width="${bw}" height="200" rx="6" ${shape(w)}/><rect x="${bxx + 14}" y="${by0 + 54}" width="${bw - 28}" height="172" ${line(w * 0.7)}/>`;
    back += outlinedText("A B C  1+2=3", "fredoka", { x: bxx + 30, y: by0 + 80, w: bw - 60, h: 110 }, 70, 3.5, 1);
    slots.push({ x: bxx + bw - 60, y: by0 + 280, size: 90 });
  } else if (kind === "kitchen") {
    back += `<rect x="${ox}" y="${by0 + 30}" width="220" height="150" rx="6" ${shape(w)}/><path ${line(w)} d="M${ox + 110} ${by0 + 30}V${by0 + 180}"/>${circle(ox + 95, by0 + 150, 6, w)}${circle(ox + 125, by0 + 150, 6, w)}`;
    slots.push({ x: ox + 110, y: by0 + 240, size: 100 });
  } else {
    const sy = by0 + 180;
    back += `<rect x="${ox}" y="${sy}" width="220" height="18" rx="4" ${shape(w)}/><path ${line(w)} d="M${ox + 30} ${sy + 18}l20 34M${ox + 190} ${sy + 18}l-20 34"/>`;
    slots.push({ x: ox + 60, y: sy - 54, size: 115 }, { x: ox + 165, y: sy - 54, size: 115 });
    // A framed picture above the shelf.
    back += `<rect x="${ox + 50}" y="${by0 + 20}" width="120" height="90" ${shape(w)}/><path ${line(w * 0.7)} d="M${ox + 62} ${by0 + 98}l30 -40l22 24l16 -14l28 30"/>`;
  }
  const groundY = floorY + (area.y + area.h - floorY) * 0.72;
  const front = "";
  if (kind === "kitchen") {
    // A counter along the back wall, under the cabinets.
    back += `<rect x="${bx0}" y="${r2(floorY - 150)}" width="${bx1 - bx0}" height="150" ${shape(w)}/><path ${line(w)} d="M${bx0} ${r2(floorY - 126)}H${bx1}"/>`;
    slots.push({ x: left ? bx1 - 80 : bx0 + 80, y: floorY - 190, size: 90 });
  } else {
    // A rug under the subject, more to colour.
    const cx = area.x + area.w / 2;
    back += `<ellipse cx="${cx}" cy="${r2(groundY - 8)}" rx="${r2(area.w * 0.36)}" ry="46" ${shape(w)}/><ellipse cx="${cx}" cy="${r2(groundY - 8)}" rx="${r2(area.w * 0.3)}" ry="30" ${line(w * 0.7)} stroke-dasharray="14 10"/>`;
  }
  slots.push({ x: area.x + 105, y: groundY - 70, size: 180 }, { x: area.x + area.w - 105, y: groundY - 70, size: 180 });
  const heroH = (groundY - area.y) * 0.9;
  return {
    back,
    front,
    groundY,
    slots,
    hero: { x: area.x + area.w * (look.hero - 0.3), y: groundY - heroH, w: area.w * 0.6, h: heroH },
  };
}

/**
 * How the rooms of a batch differ: where the floor meets the back wall (a share of the box's
 * height), how deep the side walls go, boards or tiles, the window's side and where the subject
 * stands across the room (the middle of its box).
 */
interface RoomLook {
  floor: number;
  inset: number;
  tiles: boolean;
  left: boolean;
  hero: number;
}

const roomLooks: readonly RoomLook[] = [
  { floor: 0.64, inset: 70, tiles: false, left: true, hero: 0.5 },
  { floor: 0.58, inset: 130, tiles: true, left: false, hero: 0.36 },
  { floor: 0.7, inset: 100, tiles: true, left: true, hero: 0.64 },
  { floor: 0.6, inset: 70, tiles: false, left: false, hero: 0.64 },
  { floor: 0.68, inset: 140, tiles: false, left: false, hero: 0.5 },
  { floor: 0.56, inset: 90, tiles: false, left: true, hero: 0.38 },
  { floor: 0.66, inset: 110, tiles: true, left: false, hero: 0.36 },
  { floor: 0.62, inset: 150, tiles: true, left: true, hero: 0.62 },
];

function shop(s: SettingInput): Backdrop {
  const { ctx, area, w } = s;
  const { rng } = ctx;
  const x0 = area.x;
  const x1 = area.x + area.w;
  const top = area.y;
  // Striped awning with a scalloped edge across the top.
  const n = 8;
  const sw = area.w / n;
  const ay = top + 100;
  let awn = `M${x0} ${top}H${x1}V${ay}`;
  for (let i = n - 1; i >= 0; i--) awn += `A${r2(sw / 2)} ${r2(sw / 2.4)} 0 0 1 ${r2(x0 + sw * i)} ${ay}`;
  awn += "Z";
  let stripes = "";
  for (let i = 1; i < n; i++) stripes += `M${r2(x0 + sw * i)} ${top}V${ay}`;
  let back = `<path ${shape(w)} d="${awn}"/><path ${line(w)} d="${stripes}"/>`;
  // Two shelves on each side of the back wall.
  const slots: Slot[] = [];
  const counterY = area.y + area.h * 0.64;
  for (const [sx, dir] of [
    [x0 + 20, 1],
    [x1 - 20, -1],
  ] as const) {
    for (const sy of [ay + 150, ay + 310]) {
      if (sy > counterY - 40) continue;
      const xa = dir > 0 ? sx : sx - 220;
      back += `<rect x="${xa}" y="${r2(sy)}" width="220" height="16" rx="4" ${shape(w)}/>`;
      slots.push({ x: xa + 58, y: sy - 52, size: 112 }, { x: xa + 165, y: sy - 52, size: 112 });
    }
  }
  // A shop signed with what it sells ("Ramen": reading.ts shopPage), else its kind's sign.
  const sign = ctx.keys.sign ?? s.concept?.sign;
  if (sign)
    back += signBoard(sign, area.x + area.w / 2, ay + 16, 300, w, ctx.style.hub === "adult" ? "cinzel" : "baloo");
  // The counter stands in front of the shopkeeper; its top holds the goods for sale.
  const bottom = area.y + area.h;
  let front = `<rect x="${x0 + 10}" y="${r2(counterY)}" width="${area.w - 20}" height="${r2(bottom - counterY - 10)}" rx="8" ${shape(w)}/><path ${line(w)} d="M${x0 + 10} ${r2(counterY + 26)}H${x1 - 10}"/>`;
  const panels = 4;
  const pw = (area.w - 60) / panels;
  for (let i = 0; i < panels; i++) {
    front += `<rect x="${r2(x0 + 30 + pw * i + 8)}" y="${r2(counterY + 46)}" width="${r2(pw - 16)}" height="${r2(bottom - counterY - 80)}" rx="10" ${line(w * 0.8)}/>`;
  }
  const counterSlots: Slot[] = [
    { x: x0 + 100, y: counterY - 62, size: 160 },
    { x: x1 - 100, y: counterY - 62, size: 160 },
  ];
  const heroH = (counterY - ay) * 1.25;
  const side = rng() < 0.5 ? -1 : 1;
  return {
    back,
    front,
    groundY: counterY,
    slots: [...counterSlots, ...slots],
    hero: {
      x: area.x + area.w * 0.22 + side * between(rng, 0, 20),
      y: counterY + heroH * 0.3 - heroH,
      w: area.w * 0.56,
      h: heroH,
    },
  };
}

function stage(s: SettingInput): Backdrop {
  const { area, w } = s;
  const x0 = area.x;
  const x1 = area.x + area.w;
  const cx = area.x + area.w / 2;
  const top = area.y;
  // Big-top canopy: stripes from the centre pole fanning out to the walls.
  let fan = "";
  for (let i = 0; i <= 8; i++) fan += `M${cx} ${top}L${r2(x0 + (area.w * i) / 8)} ${r2(top + 150)}`;
  let back = `<path ${line(w)} d="${fan}M${x0} ${r2(top + 150)}Q${cx} ${r2(top + 210)} ${x1} ${r2(top + 150)}"/>`;
  // Bunting along the canopy edge.
  let flags = "";
  for (let i = 0; i < 9; i++) {
    const fx = x0 + 60 + ((area.w - 120) * i) / 8;
    const t = (fx - x0) / area.w;
    const fy = top + 150 + 4 * t * (1 - t) * 60 - 6;
    flags += `M${r2(fx - 24)} ${r2(fy)}L${r2(fx + 24)} ${r2(fy)}L${r2(fx)} ${r2(fy + 48)}Z`;
  }
  back += `<path ${shape(w)} d="${flags}"/>`;
  // Curtains drawn back at both sides.
  for (const dir of [1, -1]) {
    const ex = dir > 0 ? x0 : x1;
    const ix = ex + dir * 120;
    const y0 = top + 150;
    const y1 = area.y + area.h - 40;
    back += `<path ${shape(w)} d="M${ex} ${y0}H${r2(ix)}Q${r2(ex + dir * 40)} ${r2(y0 + (y1 - y0) * 0.45)} ${r2(ix - dir * 10)} ${r2(y1)}H${ex}Z"/>`;
    back += `<path ${line(w * 0.7)} d="M${r2(ex + dir * 40)} ${y0 + 10}Q${r2(ex + dir * 30)} ${r2((y0 + y1) / 2)} ${r2(ex + dir * 50)} ${r2(y1 - 10)}M${r2(ex + dir * 80)} ${y0 + 10}Q${r2(ex + dir * 45)} ${r2((y0 + y1) / 2)} ${r2(ex + dir * 90)} ${r2(y1 - 10)}"/>`;
  }
  // The ring: a raised double ellipse the performer stands in.
  const groundY = area.y + area.h - 90;
  back += `<ellipse cx="${cx}" cy="${r2(groundY)}" rx="${r2(area.w * 0.42)}" ry="70" ${shape(w)}/><ellipse cx="${cx}" cy="${r2(groundY - 8)}" rx="${r2(area.w * 0.36)}" ry="50" ${line(w * 0.8)}/>`;
  for (let i = 0; i < 5; i++) back += star(x0 + 170 + ((area.w - 340) * i) / 4, top + 250 + (i % 2) * 40, 14, w);
  const heroH = (groundY - (top + 200)) * 1.05;
  return {
    back,
    front: "",
    groundY,
    slots: [
      { x: x0 + 190, y: groundY - 80, size: 160 },
      { x: x1 - 190, y: groundY - 80, size: 160 },
      { x: x0 + 90, y: top + 330, size: 130 },
      { x: x1 - 90, y: top + 330, size: 130 },
    ],
    hero: { x: area.x + area.w * 0.2, y: groundY - heroH, w: area.w * 0.6, h: heroH },
  };
}
