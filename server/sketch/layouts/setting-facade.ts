import { circle } from "../draw.js";
import { r2 } from "../random.js";
import {
  type Backdrop,
  flower,
  line,
  type SettingInput,
  type Slot,
  shape,
  signBoard,
  skyBits,
} from "./setting-parts.js";

/** A building seen from the street: shop window with the goods, door, sign, upper windows. */
export function facade(s: SettingInput): Backdrop {
  const { ctx, area, w } = s;
  const { rng } = ctx;
  const x0 = area.x + 60;
  const x1 = area.x + area.w - 60;
  const cx = (x0 + x1) / 2;
  const groundY = area.y + area.h - 40;
  const roofY = area.y + 150;
  let back = skyBits(s, area.y, roofY - 20, 2);
  const peaked = rng() < 0.5;
  back += peaked
    ? `<path ${shape(w)} d="M${x0 - 30} ${roofY}L${cx} ${area.y + 10}L${x1 + 30} ${roofY}Z"/>${circle(cx, roofY - 60, 34, w)}`
    : `<rect x="${x0 - 24}" y="${roofY - 50}" width="${x1 - x0 + 48}" height="50" rx="6" ${shape(w)}/>`;
  back += `<rect x="${x1 - 150}" y="${roofY - 110}" width="50" height="80" ${shape(w)}/>`;
  back += `<rect x="${x0}" y="${roofY}" width="${x1 - x0}" height="${r2(groundY - roofY)}" ${shape(w)}/>`;
  // Upper floor: three windows with flower boxes.
  for (let i = 0; i < 3; i++) {
    const wx = x0 + 40 + i * ((x1 - x0 - 80) / 3) + 20;
    const ww = (x1 - x0 - 80) / 3 - 40;
    back += `<rect x="${r2(wx)}" y="${roofY + 40}" width="${r2(ww)}" height="120" rx="10" ${shape(w)}/><path ${line(w)} d="M${r2(wx + ww / 2)} ${roofY + 40}V${roofY + 160}"/><rect x="${r2(wx - 10)}" y="${roofY + 160}" width="${r2(ww + 20)}" height="28" rx="6" ${shape(w)}/>`;
    back +=
      flower(wx + ww * 0.3, roofY + 140, 9, Math.max(3, w * 0.7)) +
      flower(wx + ww * 0.7, roofY + 140, 9, Math.max(3, w * 0.7));
  }
  const sign = s.concept?.sign ?? "Welcome";
  back += signBoard(sign, cx, roofY + 210, 360, w, ctx.style.hub === "adult" ? "cinzel" : "baloo");
  // Awning over the ground floor, then the shop window and the door.
  const ay = roofY + 310;
  const n = 7;
  const sw = (x1 - x0 + 40) / n;
  let awn = `M${x0 - 20} ${ay}H${x1 + 20}V${ay + 60}`;
  for (let i = n - 1; i >= 0; i--) awn += `A${r2(sw / 2)} ${r2(sw / 2.4)} 0 0 1 ${r2(x0 - 20 + sw * i)} ${ay + 60}`;
  let stripes = "";
  for (let i = 1; i < n; i++) stripes += `M${r2(x0 - 20 + sw * i)} ${ay}V${ay + 60}`;
  back += `<path ${shape(w)} d="${awn}Z"/><path ${line(w)} d="${stripes}"/>`;
  const doorLeft = rng() < 0.5;
  const dw = 150;
  const dx = doorLeft ? x0 + 40 : x1 - 40 - dw;
  const winX = doorLeft ? dx + dw + 40 : x0 + 40;
  const winW = x1 - x0 - dw - 120;
  const wy = ay + 110;
  back += `<rect x="${dx}" y="${wy - 20}" width="${dw}" height="${r2(groundY - wy + 20)}" rx="70" ${shape(w)}/>${circle(doorLeft ? dx + dw - 30 : dx + 30, (wy + groundY) / 2 + 20, 9, w)}`;
  back += `<rect x="${r2(winX)}" y="${wy}" width="${r2(winW)}" height="${r2(groundY - wy - 60)}" rx="10" ${shape(w)}/><path ${line(w)} d="M${r2(winX)} ${r2(groundY - 110)}H${r2(winX + winW)}"/>`;
  back += `<path ${line(w)} d="M${area.x} ${groundY}H${area.x + area.w}"/>`;
  const slotY = groundY - 150;
  const slots: Slot[] = [0.2, 0.5, 0.8].map((t) => ({ x: winX + winW * t, y: slotY, size: Math.min(150, winW / 3.2) }));
  slots.push({ x: area.x + 60, y: groundY - 70, size: 120 }, { x: area.x + area.w - 60, y: groundY - 70, size: 120 });
  return { back, front: "", groundY, slots, hero: { x: 0, y: 0, w: 0, h: 0 }, noHero: true };
}
