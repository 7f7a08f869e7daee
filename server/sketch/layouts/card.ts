import { matchMotif, matchMotifs } from "../art.js";
import type { LayoutContext } from "../context.js";
import { circle, lineMotif, sparkle, star, svgPage, W } from "../draw.js";
import { r2 } from "../random.js";
import { fitText, textBlockPath } from "../text.js";

/** The Major Arcana, in order: the Fool is 0, the World XXI (Rider–Waite numbering). */
const majorArcana = [
  "the fool",
  "the magician",
  "the high priestess",
  "the empress",
  "the emperor",
  "the hierophant",
  "the lovers",
  "the chariot",
  "strength",
  "the hermit",
  "wheel of fortune",
  "justice",
  "the hanged man",
  "death",
  "temperance",
  "the devil",
  "the tower",
  "the star",
  "the moon",
  "the sun",
  "judgement",
  "the world",
];

/** Other names of the cards, looked up by typed words (a Map: "constructor" is no card). */
const alternativeNames: ReadonlyMap<string, string> = new Map([
  ["the wheel of fortune", "wheel of fortune"],
  ["the wheel", "wheel of fortune"],
  ["judgment", "judgement"],
  ["the judgement", "judgement"],
  ["the justice", "justice"],
  ["the strength", "strength"],
  ["the death", "death"],
  ["the temperance", "temperance"],
  ["the high priestess", "the high priestess"],
  ["the priestess", "the high priestess"],
  ["the pope", "the hierophant"],
]);

function roman(n: number): string {
  if (n === 0) return "0";
  const table: Array<[number, string]> = [
    [10, "X"],
    [9, "IX"],
    [5, "V"],
    [4, "IV"],
    [1, "I"],
  ];
  let out = "";
  let left = n;
  for (const [v, s] of table) {
    while (left >= v) {
      out += s;
      left -= v;
    }
  }
  return out;
}

/** The card's real Major Arcana numeral ("The Moon" → XVIII), or undefined for a card that is not one. */
export function arcanaNumeral(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const n = name.trim().toLowerCase().replace(/\s+/g, " ");
  const key = alternativeNames.get(n) ?? n;
  let i = majorArcana.indexOf(key);
  if (i < 0) i = majorArcana.indexOf(`the ${key}`);
  return i < 0 ? undefined : roman(i);
}

/** Tarot-style card: ornate double frame, arched window with the subject, name plate below. */
export function cardArt(ctx: LayoutContext, fill = "#fff", ink = "#000"): string {
  const { keys } = ctx;
  const cw = 620;
  const ch = 940;
  const x = (W - cw) / 2;
  const y = (W - ch) / 2;
  const line = (w: number, f = "none") =>
    `fill="${f}" stroke="${ink}" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;
  let s = `<rect x="${x}" y="${y}" width="${cw}" height="${ch}" rx="28" ${line(8, fill)}/>`;
  s += `<rect x="${x + 20}" y="${y + 20}" width="${cw - 40}" height="${ch - 40}" rx="14" ${line(4)}/>`;
  // Arch window.
  const ax = x + 62;
  const aw = cw - 124;
  const ay = y + 130;
  const ah = 560;
  const r = aw / 2;
  const arch = `M${ax} ${ay + ah}V${ay + r}A${r} ${r} 0 0 1 ${ax + aw} ${ay + r}V${ay + ah}Z`;
  s += `<path d="${arch}" ${line(6)}/>`;
  // Sun rays behind the subject, clipped to the arch.
  const cx = W / 2;
  const cy = ay + r + 60;
  // Rays end at the arch edge (found by bisection): no clip layer, which cost resvg ~20 ms.
  const inside = (px: number, py: number) =>
    px > ax + 8 && px < ax + aw - 8 && py < ay + ah - 8 && (py >= ay + r || Math.hypot(px - cx, py - (ay + r)) < r - 8);
  let rays = "";
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    const [c, sn] = [Math.cos(a), Math.sin(a)];
    let lo = 150;
    let hi = 600;
    for (let k = 0; k < 12; k++) {
      const mid = (lo + hi) / 2;
      if (inside(cx + c * mid, cy + sn * mid)) lo = mid;
      else hi = mid;
    }
    rays += `M${r2(cx + c * 150)} ${r2(cy + sn * 150)}L${r2(cx + c * lo)} ${r2(cy + sn * lo)}`;
  }
  s += `<path d="${rays}" ${line(3.5)}/>${circle(cx, cy, 150, 5, fill)}`;
  // "a hermit with a lantern": the first thing is the figure, the second stands beside it.
  const found = matchMotifs(keys.subject, 2);
  const hero = found[0] ?? matchMotif(keys.subject, ctx.seed);
  const held = found[1];
  const props = matchMotifs(keys.decoration ?? keys.setting, 2).filter((m) => m.hexcode !== held?.hexcode);
  if (held) {
    s += lineMotif(hero, { x: cx - 50, y: cy + 10, size: 340 }, { main: 8, fine: 4 }, true);
    s += lineMotif(held, { x: cx + 130, y: cy + 120, size: 170 }, { main: 7, fine: 4 }, true);
  } else s += lineMotif(hero, { x: cx, y: cy + 10, size: 330 }, { main: 8, fine: 4 });
  props.forEach((m, i) => {
    s += lineMotif(m, { x: i ? ax + aw - 70 : ax + 70, y: ay + ah - 80, size: 120 }, { main: 6, fine: 3.5 });
  });
  // Numeral medallion at the top: the card's real number, or a star for a card of one's own.
  const name = keys.text ?? keys.title ?? keys.subject;
  const numeral =
    arcanaNumeral(name) ??
    (keys.variant && /^(0|[IVXL]+)$/.test(keys.variant.trim()) ? keys.variant.trim() : undefined);
  s += `<path d="M${cx - 90} ${y + 60}H${cx + 90}L${cx + 110} ${y + 88}L${cx + 90} ${y + 116}H${cx - 90}L${cx - 110} ${y + 88}Z" ${line(5, fill)}/>`;
  s += numeral
    ? textPath(numeral, { x: cx - 80, y: y + 64, w: 160, h: 48 }, 40, fill, ink)
    : star(cx, y + 88, 20, 3.5).replace('fill="#fff"', `fill="${fill}"`);
  const plateY = ay + ah + 40;
  s += `<path d="M${x + 70} ${plateY}H${x + cw - 70}L${x + cw - 45} ${plateY + 70}L${x + cw - 70} ${plateY + 140}H${x + 70}L${x + 45} ${plateY + 70}Z" ${line(5, fill)}/>`;
  s += textPath(name ?? "The Star", { x: x + 90, y: plateY + 14, w: cw - 180, h: 112 }, 64, fill, ink);
  // Corner ornaments and stars in the side margins.
  for (const [ox, oy] of [
    [x + 20, y + 20],
    [x + cw - 20, y + 20],
    [x + 20, y + ch - 20],
    [x + cw - 20, y + ch - 20],
  ] as Array<[number, number]>) {
    s += circle(ox, oy, 26, 5, fill) + star(ox, oy, 17, 3.5, 8, 0.5).replace('fill="#fff"', `fill="${fill}"`);
  }
  for (let i = 0; i < 4; i++) {
    const yy = 180 + i * 220;
    s += sparkle(85, yy, 28 - (i % 2) * 8, 4) + sparkle(W - 85, yy + 110, 28 - (i % 2) * 8, 4);
    s += star(85, yy + 110, 16, 3.5) + star(W - 85, yy, 16, 3.5);
  }
  return s;
}

function textPath(
  text: string,
  box: { x: number; y: number; w: number; h: number },
  max: number,
  fill: string,
  ink: string,
): string {
  const fit = fitText(text, "cinzel", box, max, 2);
  return `<path data-text="1" d="${textBlockPath(fit, "cinzel", box)}" fill="${fill}" stroke="${ink}" stroke-width="${r2(Math.max(3, fit.size * 0.07))}" stroke-linejoin="round"/>`;
}

export function cardLayout(ctx: LayoutContext): string {
  return svgPage(cardArt(ctx));
}
