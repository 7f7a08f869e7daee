/** The pieces every setting backdrop is made of (types and shared strokes); drawSetting is in setting.ts. */
import type { Concept, SettingKind } from "../concepts.js";
import type { LayoutContext } from "../context.js";
import { circle, cloud, ink, star, sun } from "../draw.js";
import { between, r2 } from "../random.js";
import { nightSky, rainWords } from "../words.js";
import type { Box } from "./common.js";
import { outlinedText } from "./common.js";

/** Where a prop may stand: centre and size. */
export interface Slot {
  x: number;
  y: number;
  size: number;
}

/** A drawn backdrop: what goes behind the subject, what goes in front, and where props fit. */
export interface Backdrop {
  back: string;
  front: string;
  /** Line the subject stands on. */
  groundY: number;
  /** Slots on shelves, counters and the ground, best first. */
  slots: Slot[];
  /** The subject's box (its bottom edge is where it stands; a counter may hide its feet). */
  hero: Box;
  /** Subjects float (sky, space) instead of standing. */
  floating?: boolean;
  /** The backdrop is the subject (a building front): no separate subject drawing. */
  noHero?: boolean;
  /** Where the land meets the sky, for a landscape. */
  horizon?: number;
  /**
   * `back` without its trees that stand where `box` is (the subject's ink, once placed): a
   * crown behind a dog's curled tail or a dinosaur's head had read as part of it.
   */
  clearOf?: (box: Box) => string;
}

/** Whether two boxes share any of the page. */
export const boxesMeet = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

export interface SettingInput {
  ctx: LayoutContext;
  area: Box;
  kind: SettingKind;
  concept?: Concept;
  /** Lower-cased setting + subject + mood words, for features like rain or night. */
  words: string;
  /** Line width for the backdrop. */
  w: number;
  /** The page's subject is the sky's sun or moon: the sky draws no other. */
  skySubject?: boolean;
}

/** Backdrop strokes: never thinner than 3 px, so every line survives printing. */
export const line = (w: number) =>
  `fill="none" stroke="#000" stroke-width="${r2(Math.max(3, w))}" stroke-linejoin="round" stroke-linecap="round"`;
export const shape = (w: number) => ink(Math.max(3, w));

/** A sky's extras: sun or moon, clouds, and stars at night. */
export function skyBits(s: SettingInput, top: number, bottom: number, clouds: number): string {
  const { ctx, area, w } = s;
  const { rng } = ctx;
  // Snow falls from a grey sky: clouds and flakes, no sun.
  // One grey cloud to each of `clouds` columns, `low` the lowest its top goes, `big` its largest size.
  const greySky = (color: string, low: number, big: number) => {
    let out = "";
    for (let i = 0; i < clouds; i++)
      out += `<g data-colour="${color}">${cloud(area.x + area.w * ((i + 0.5) / clouds) + between(rng, -40, 40), between(rng, top + 40, top + low), between(rng, big - 50, big), w)}</g>`;
    return out;
  };
  if (s.concept?.features?.includes("snow"))
    return (
      greySky("#e4e9ef", 90, 170) +
      snowfall(rng, { x: area.x + 40, y: top + 150, w: area.w - 80, h: bottom - top - 110 }, w, 7)
    );
  // Rain falls from clouds: no sun, drops to colour under the clouds.
  if (rainWords.test(s.words))
    return (
      greySky("#dfe5ec", 80, 180) +
      rainfall(rng, { x: area.x + 40, y: top + 120, w: area.w - 80, h: bottom - top - 110 }, w, 9)
    );
  const night = nightSky.test(s.words);
  const left = rng() < 0.5;
  const sx = left ? area.x + 90 : area.x + area.w - 90;
  // The sun or moon and the clouds carry their colours for natural colouring (server/coloring/natural.ts); nothing draws them.
  let out = s.skySubject
    ? ""
    : `<g data-colour="${night ? "#fff3b0" : "#ffd23f"}">${
        night ? crescent(sx, top, w) : sun(sx, top + 70, 38, w)
      }</g>`;
  for (let i = 0; i < clouds; i++) {
    const x = area.x + area.w * ((i + 0.5) / clouds) + between(rng, -40, 40);
    if (Math.abs(x - sx) < 150) continue;
    out += `<g data-colour="#f4f8fc">${cloud(x, between(rng, top + 40, bottom - 40), between(rng, 120, 180), w)}</g>`;
  }
  if (night) {
    for (let i = 0; i < 6; i++) {
      out += star(
        between(rng, area.x + 40, area.x + area.w - 40),
        between(rng, top + 20, bottom),
        between(rng, 10, 18),
        w,
      );
    }
  }
  return out;
}

/** The night's crescent moon, its top at `top`, about `sx` across (about 100 units tall). */
export const crescent = (sx: number, top: number, w: number) =>
  `<path ${shape(w)} d="M${r2(sx + 30)} ${r2(top + 30)}A48 48 0 1 0 ${r2(sx + 40)} ${r2(top + 110)}A38 38 0 1 1 ${r2(sx + 30)} ${r2(top + 30)}Z"/>`;

/** A hanging sign board with a word on it (shops and building fronts). */
export function signBoard(
  text: string,
  cx: number,
  y: number,
  wd: number,
  w: number,
  font: "baloo" | "cinzel",
): string {
  const h = 110;
  let out = `<rect x="${r2(cx - wd / 2)}" y="${r2(y)}" width="${r2(wd)}" height="${h}" rx="14" ${shape(w)}/>`;
  out += `<rect x="${r2(cx - wd / 2 + 10)}" y="${r2(y + 10)}" width="${r2(wd - 20)}" height="${h - 20}" rx="8" ${line(Math.max(3, w * 0.6))}/>`;
  out += outlinedText(text, font, { x: cx - wd / 2 + 24, y: y + 16, w: wd - 48, h: h - 32 }, 80, w, 1);
  return out;
}

/** Small flower for foregrounds and window boxes. */
export function flower(x: number, y: number, r: number, w: number): string {
  let petals = "";
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2;
    petals += circle(x + Math.cos(a) * r * 0.9, y + Math.sin(a) * r * 0.9, r * 0.62, w);
  }
  return `<path ${line(w)} d="M${r2(x)} ${r2(y + r)}V${r2(y + r * 3.2)}"/>${petals}${circle(x, y, r * 0.55, w)}`;
}

/** A snowflake: three crossing strokes, each with a small fork at both ends. */
function flake(x: number, y: number, r: number, w: number): string {
  let d = "";
  for (let i = 0; i < 3; i++) {
    const a = (i * Math.PI) / 3 + Math.PI / 2;
    const [dx, dy] = [Math.cos(a) * r, Math.sin(a) * r];
    d += `M${r2(x - dx)} ${r2(y - dy)}L${r2(x + dx)} ${r2(y + dy)}`;
    for (const k of [1, -1]) {
      const [tx, ty] = [x + k * dx * 0.62, y + k * dy * 0.62];
      for (const t of [0.5, -0.5]) {
        const b = a + (k > 0 ? 0 : Math.PI) + t * 1.6;
        d += `M${r2(tx)} ${r2(ty)}l${r2(Math.cos(b) * r * 0.36)} ${r2(Math.sin(b) * r * 0.36)}`;
      }
    }
  }
  return `<path ${line(w)} d="${d}"/>`;
}

/** `n` marks spread over `box` (one to each of `n` columns, at heights of chance), each drawn by `mark` at its place. */
function scattered(
  rng: () => number,
  box: { x: number; y: number; w: number; h: number },
  n: number,
  jitter: number,
  bands: readonly [number, number, number, number],
  mark: (x: number, y: number) => string,
): string {
  if (box.h < 40 || box.w < 40) return "";
  let out = "";
  for (let i = 0; i < n; i++) {
    const x = box.x + box.w * ((i + 0.5) / n) + between(rng, -jitter, jitter);
    const y = box.y + box.h * (i % 2 ? between(rng, bands[0], bands[1]) : between(rng, bands[2], bands[3]));
    out += mark(x, y);
  }
  return out;
}

/** Rain drops to colour (closed teardrops, never strokes), spread across a box of sky. */
function rainfall(
  rng: () => number,
  box: { x: number; y: number; w: number; h: number },
  w: number,
  n: number,
): string {
  const drops = scattered(rng, box, n, 14, [0.05, 0.4, 0.45, 0.85], (x, y) => {
    const r = between(rng, 9, 13);
    return `<path ${shape(Math.max(3, w * 0.8))} d="M${r2(x)} ${r2(y - r * 1.6)}C${r2(x + r * 0.9)} ${r2(y - r * 0.3)} ${r2(x + r)} ${r2(y + r)} ${r2(x)} ${r2(y + r)}C${r2(x - r)} ${r2(y + r)} ${r2(x - r * 0.9)} ${r2(y - r * 0.3)} ${r2(x)} ${r2(y - r * 1.6)}Z"/>`;
  });
  return drops ? `<g data-weather="rain" data-colour="#8ec5ff">${drops}</g>` : "";
}

/** Snow falling in `box`: `n` flakes spread over it (one to each of `n` columns, at heights of chance), marked `data-weather`. */
export function snowfall(
  rng: () => number,
  box: { x: number; y: number; w: number; h: number },
  w: number,
  n: number,
): string {
  const flakes = scattered(rng, box, n, 18, [0.1, 0.45, 0.55, 0.9], (x, y) =>
    flake(x, y, between(rng, 16, 24), Math.max(3, w * 0.8)),
  );
  return flakes ? `<g data-weather="snow">${flakes}</g>` : "";
}
