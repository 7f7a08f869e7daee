import { matchMotif, matchMotifs } from "../art.js";
import { pageCast } from "../cast.js";
import type { LayoutContext } from "../context.js";
import { wordsOf } from "../context.js";
import { colorMotif, svgPage, W } from "../draw.js";
import { type Palette, paletteFor } from "../palettes.js";
import { between, pick, r2 } from "../random.js";
import { type FontName, fitText, textBlockPath } from "../text.js";
import { cardArt } from "./card.js";
import type { Box } from "./common.js";
import { hidden, letteringPaths, letteringStyle } from "./lettering.js";
import { mandalaArt } from "./mandala.js";
import { halfDropSlots, patternTile, type TileItem } from "./tile.js";

function titleFont(ctx: LayoutContext): FontName {
  const s = wordsOf(ctx, "style", "variant", "frame");
  if (/cursive|script|calligraph|romantic|flourish/.test(s)) return "pacifico";
  if (/elegant|vintage|ornate|classic|renaissance|art nouveau/.test(s)) return "playfair";
  if (/gothic|tarot|royal/.test(s) || ctx.style.hub === "adult") return "cinzel";
  if (/bubble|chunky|comic|block|graffiti/.test(s)) return "baloo";
  return ctx.style.hub === "cozy" ? "baloo" : "fredoka";
}

/** Title, subtitle and caption as real glyph outlines, fitted (wrapped and shrunk) to their boxes. */
function coverText(ctx: LayoutContext, pal: Palette): { svg: string; top: number; bottom: number } {
  const { keys } = ctx;
  let svg = "";
  let top = 40;
  let bottom = W - 40;
  const title = keys.title;
  if (title) {
    const font = titleFont(ctx);
    const box: Box = { x: 70, y: 44, w: W - 140, h: keys.subtitle ? 200 : 230 };
    const fit = fitText(title, font, box, 140, 2);
    const d = textBlockPath(fit, font, box);
    // The title's own fill covers the edge layer's (letteringPaths: `hidden`).
    const w = r2(fit.size * 0.16);
    svg += `<path d="${d}" fill="${hidden(w, pal.edge)}" stroke="${pal.edge}" stroke-width="${w}" stroke-linejoin="round"/><path d="${d}" fill="${pal.title}"/>`;
    top = box.y + box.h + 10;
  }
  if (keys.subtitle) {
    const box: Box = { x: 120, y: top, w: W - 240, h: 70 };
    const fit = fitText(keys.subtitle, "nunito", box, 52, 1);
    const d = textBlockPath(fit, "nunito", box);
    const w = r2(fit.size * 0.14);
    svg += `<path d="${d}" fill="${hidden(w, "#ffffff")}" stroke="${pal.edge}" stroke-width="${w}" stroke-linejoin="round"/><path d="${d}" fill="${pal.edge}"/>`;
    top += 80;
  }
  if (keys.caption) {
    const fit = fitText(keys.caption, "nunito", { w: W - 320, h: 54 }, 46, 1);
    const wd = Math.min(W - 240, fit.lines.reduce((m, l) => Math.max(m, l.length), 0) * fit.size * 0.62 + 90);
    const box: Box = { x: W / 2 - wd / 2, y: W - 130, w: wd, h: 76 };
    svg += `<rect x="${r2(box.x)}" y="${box.y}" width="${r2(wd)}" height="${box.h}" rx="38" fill="${pal.edge}"/>`;
    svg += `<path d="${textBlockPath(fit, "nunito", { ...box, x: box.x + 20, w: wd - 40 })}" fill="#ffffff"/>`;
    bottom = box.y - 10;
  }
  return { svg, top, bottom };
}

/** Mix two #rrggbb colours (t = 0 → a, 1 → b). */
function mix(a: string, b: string, t: number): string {
  const ch = (c: string, i: number) => Number.parseInt(c.slice(1 + i * 2, 3 + i * 2), 16);
  const out = [0, 1, 2].map((i) => Math.round(ch(a, i) + (ch(b, i) - ch(a, i)) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * Page-filling gradient as 12 solid bands: a shaded gradient costs resvg ~5 ms per page, flat
 * bands ~1 ms, and with small colour steps the bands read as one soft gradient.
 */
function steppedGradient(from: string, to: string, angle: number): string {
  const n = 12;
  const rad = (angle * Math.PI) / 180;
  const half = (W / 2) * (Math.abs(Math.cos(rad)) + Math.abs(Math.sin(rad)));
  const h = (2 * half) / n;
  let bands = "";
  for (let k = 0; k < n; k++) {
    const y = W / 2 - half + k * h;
    bands += `<rect x="-600" y="${r2(y)}" width="${W + 1200}" height="${r2(h + 1)}" fill="${mix(from, to, k / (n - 1))}"/>`;
  }
  return `<g transform="rotate(${r2(angle)} ${W / 2} ${W / 2})">${bands}</g>`;
}

function background(ctx: LayoutContext, pal: Palette, cx: number, cy: number): string {
  const { rng } = ctx;
  let s = steppedGradient(pal.bg[0], pal.bg[1], between(rng, 0, 180));
  const kind = pick(rng, ["rays", "bubbles", "waves"]);
  if (kind === "rays") {
    let d = "";
    for (let i = 0; i < 16; i++) {
      const t0 = (i / 16) * Math.PI * 2;
      const t1 = t0 + Math.PI / 16;
      d += `M${cx} ${cy}L${r2(cx + Math.cos(t0) * 1500)} ${r2(cy + Math.sin(t0) * 1500)}L${r2(cx + Math.cos(t1) * 1500)} ${r2(cy + Math.sin(t1) * 1500)}Z`;
    }
    s += `<path d="${d}" fill="${pal.accents[0]}" fill-opacity="0.22"/>`;
  } else if (kind === "bubbles") {
    for (let i = 0; i < 9; i++) {
      s += `<circle cx="${r2(between(rng, 0, W))}" cy="${r2(between(rng, 0, W))}" r="${r2(between(rng, 60, 220))}" fill="${pal.accents[i % 4]}" fill-opacity="0.28"/>`;
    }
  } else {
    for (let i = 0; i < 4; i++) {
      const y = 560 + i * 120;
      s += `<path d="M0 ${y}Q256 ${y - 70} 512 ${y}T1024 ${y}V1024H0Z" fill="${pal.accents[i % 4]}" fill-opacity="0.3"/>`;
    }
  }
  // Confetti: small stars and dots in the accents.
  for (let i = 0; i < 26; i++) {
    const x = between(rng, 20, W - 20);
    const y = between(rng, 20, W - 20);
    const c = pal.accents[i % 4];
    s +=
      i % 3
        ? `<circle cx="${r2(x)}" cy="${r2(y)}" r="${r2(between(rng, 5, 12))}" fill="${c}"/>`
        : `<path d="M${r2(x)} ${r2(y - 16)}L${r2(x + 5)} ${r2(y - 5)}L${r2(x + 16)} ${r2(y)}L${r2(x + 5)} ${r2(y + 5)}L${r2(x)} ${r2(y + 16)}L${r2(x - 5)} ${r2(y + 5)}L${r2(x - 16)} ${r2(y)}L${r2(x - 5)} ${r2(y - 5)}Z" fill="${c}"/>`;
  }
  return s;
}

/** Colour cover: palette background, coloured drawing(s) or the tool's art, legible title text. */
export function coverLayout(ctx: LayoutContext): string {
  const { keys, rng } = ctx;
  const pal = paletteFor(keys.palette ?? keys.style, ctx.style.hub === "adult" ? "mystical" : "vibrant");
  const text = coverText(ctx, pal);
  const room: Box = { x: 60, y: text.top, w: W - 120, h: text.bottom - text.top };
  const cx = W / 2;
  const cy = room.y + room.h / 2;
  let art = "";
  // Cover tools say what kind of art they are by layout or variant (mandala, tarot, bubble…).
  const hint = `${keys.layout ?? ""} ${keys.variant ?? ""}`;
  const layout = /mandala/.test(hint)
    ? "mandala"
    : /card|tarot/.test(hint)
      ? "card"
      : /lettering|bubble|cursive|quote|decorative/.test(hint) || (keys.text && !keys.subject)
        ? "lettering"
        : /pattern/.test(hint)
          ? "pattern"
          : "motif";
  if (layout === "mandala") {
    const r = Math.min(room.w, room.h) / 2;
    const fills = [pal.accents[0], pal.accents[1], "#ffffff", pal.accents[2], pal.accents[3]];
    art = `<g transform="translate(${r2(cx - W / 2)} ${r2(cy - W / 2)})">${mandalaArt(ctx, r, (i) => fills[i % fills.length] as string)}</g>`;
  } else if (layout === "card") {
    const k = Math.min(room.h / 960, 1);
    art = `<g transform="translate(${r2(cx - (W * k) / 2)} ${r2(room.y)}) scale(${r2(k * 1000) / 1000})">${cardArt(ctx, "#fffdf5", pal.edge)}</g>`;
  } else if (layout === "lettering" && !keys.title) {
    const { font, treatment } = letteringStyle(ctx);
    const box: Box = { x: 90, y: room.y + 120, w: W - 180, h: room.h - 240 };
    const fit = fitText(keys.text ?? keys.subject ?? "Hello", font, box, 260, 4);
    art = letteringPaths(textBlockPath(fit, font, box), fit.size, treatment, pal.edge, pal.accents[1]);
    const decos = matchMotifs(keys.decoration ?? keys.subject, 2);
    const fall = decos.length ? decos : [matchMotif("sparkles", 0)];
    art += colorMotif(fall[0] as never, { x: 150, y: room.y + 70, size: 150, rotate: -12 });
    art += colorMotif((fall[1] ?? fall[0]) as never, { x: W - 150, y: room.y + room.h - 70, size: 150, rotate: 12 });
  } else if (layout === "pattern") {
    // A tossed repeat of the theme's drawings in colour, the title on a panel above it.
    const found = matchMotifs(`${keys.subject ?? ""} ${keys.decoration ?? ""}`, 3);
    const ms = found.length ? found : [matchMotif(keys.subject, ctx.seed)];
    const cell = Math.round(W / 4.5);
    const { main } = halfDropSlots(cell, 3);
    const items: TileItem[] = main.map(([x, y], k) => {
      const m = ms[k % ms.length] as never;
      const at = { size: cell * 0.9, rotate: between(rng, -30, 30) };
      return { x, y, r: at.size / 2, draw: (px, py) => colorMotif(m, { ...at, x: px, y: py }) };
    });
    art += `<defs>${patternTile("tile", cell * 2, cell * 3, between(rng, 0, cell), 0, items)}</defs><rect width="${W}" height="${W}" fill="url(#tile)"/>`;
    if (keys.title)
      art += `<rect x="50" y="36" width="${W - 100}" height="${text.top - 20}" rx="40" fill="#ffffff" fill-opacity="0.85"/>`;
  } else {
    // "a one-eyed monster" on the cover has its one eye too.
    const oneEyed = pageCast(keys, ctx.seed)?.find((m) => m.motif.eyes)?.motif;
    const hero = oneEyed ?? matchMotif(keys.subject ?? keys.text, ctx.seed);
    const second = keys.subject2 ? matchMotif(keys.subject2, ctx.seed + 1) : undefined;
    const props = matchMotifs(`${keys.setting ?? ""} ${keys.decoration ?? ""}`, 3).filter(
      (m) => m.hexcode !== hero.hexcode,
    );
    const size = Math.min(room.w, room.h) * (second ? 0.62 : 0.9);
    art += `<ellipse cx="${cx}" cy="${r2(cy + size * 0.42)}" rx="${r2(size * 0.42)}" ry="${r2(size * 0.07)}" fill="${pal.edge}" fill-opacity="0.18"/>`;
    art += `<circle cx="${cx}" cy="${r2(cy)}" r="${r2(size * 0.46)}" fill="#ffffff" fill-opacity="0.55"/>`;
    if (second) {
      art += colorMotif(hero, { x: cx - size * 0.38, y: cy, size, flip: false });
      art += colorMotif(second, { x: cx + size * 0.38, y: cy, size, flip: true });
    } else art += colorMotif(hero, { x: cx, y: cy, size, flip: rng() < 0.4 });
    const spots: Array<[number, number]> = [
      [room.x + 90, room.y + room.h - 90],
      [room.x + room.w - 90, room.y + room.h - 90],
      [room.x + 90, room.y + 90],
    ];
    props.forEach((m, i) => {
      const [x, y] = spots[i] as [number, number];
      art += colorMotif(m, { x, y, size: 170, rotate: between(rng, -10, 10) });
    });
  }
  const [bx, by] = [cx, cy];
  return svgPage(background(ctx, pal, bx, by) + art + text.svg, pal.bg[0]);
}

/** The cover's text alone (for checks that the title really renders). */
export function coverTextLayout(ctx: LayoutContext): string {
  const pal = paletteFor(ctx.keys.palette ?? ctx.keys.style);
  return svgPage(coverText(ctx, pal).svg, "#00000000");
}
