import type { LayoutContext } from "../context.js";
import { wordsOf } from "../context.js";
import { cloud, heart, lineMotif, sparkle, star, W } from "../draw.js";
import type { Motif } from "../drawing-index.js";
import { between, pick } from "../random.js";
import { contentMargin } from "../style.js";
import { type FontName, fitText, textBlockPath } from "../text.js";
import { matchMotifs } from "../word-match.js";

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function contentBox(ctx: LayoutContext): Box {
  const m = contentMargin(ctx.style);
  return { x: m, y: m, w: W - 2 * m, h: ctx.height - 2 * m };
}

/** The page's heading font for the hub (line art). */
export function headingFont(ctx: LayoutContext): FontName {
  const s = wordsOf(ctx, "style", "variant");
  if (/cursive|script|calligraph|romantic/.test(s)) return "pacifico";
  if (ctx.style.hub === "adult") return "cinzel";
  if (ctx.style.hub === "cozy") return "baloo";
  return "fredoka";
}

/** Outlined text (white fill, black edge) fitted into a box; empty string for no text. */
export function outlinedText(
  text: string | undefined,
  font: FontName,
  box: Box,
  maxSize: number,
  edge: number,
  maxLines = 2,
): string {
  if (!text?.trim()) return "";
  const fit = fitText(text, font, { w: box.w, h: box.h }, maxSize, maxLines);
  const d = textBlockPath(fit, font, box);
  const w = Math.max(3, Math.min(edge, fit.size * 0.09));
  return `<path data-text="1" d="${d}" fill="#fff" stroke="#000" stroke-width="${w.toFixed(1)}" stroke-linejoin="round"/>`;
}

/** Mood and style words become little extras: sparkles, hearts, stars. */
function moodKind(ctx: LayoutContext): "hearts" | "sparkles" | "stars" | "none" {
  const s = wordsOf(ctx, "mood", "style", "decoration");
  if (/love|heart|cute|adorable|kawaii|friendly|sweet|romantic|mother|father/.test(s)) return "hearts";
  // The moon as the subject is a night page: stars round it.
  if (
    /magic|whimsical|dream|fantasy|festive|celestial|night|star|cosmic/.test(s) ||
    /\bmoon\b/.test(wordsOf(ctx, "subject"))
  )
    return "stars";
  if (/happy|cheer|excit|playful|silly|goofy|energetic|sparkl|fun|mischiev/.test(s)) return "sparkles";
  return ctx.style.hub === "kids" ? "sparkles" : "none";
}

/** Scatter small mood extras into free spots (given as centres). */
export function moodExtras(ctx: LayoutContext, spots: Array<[number, number]>, r: number): string {
  const marks = occasionMarksOf(ctx);
  if (marks.length > 0) return occasionExtras(ctx, spots, r * 7, marks);
  const kind = moodKind(ctx);
  if (kind === "none") return "";
  const w = ctx.style.pen.fine;
  return spots
    .map(([x, y], i) => {
      const rr = r * between(ctx.rng, 0.7, 1.15);
      if (kind === "hearts") return i % 3 === 2 ? sparkle(x, y, rr * 0.8, w) : heart(x, y, rr, w);
      if (kind === "stars") return i % 2 ? sparkle(x, y, rr, w) : star(x, y, rr, w);
      return i % 3 === 2 ? star(x, y, rr * 0.8, w) : sparkle(x, y, rr, w);
    })
    .join("");
}

/**
 * The marks of the page's occasion (reading.ts: "a halloween cat" is the cat, a jack-o-lantern
 * and a ghost its decoration): drawn where a page's sparkles and stars would be, larger, so the
 * page reads as the occasion's (a Valentine's teddy bear had stars round it).
 */
export function occasionMarksOf(ctx: LayoutContext): Motif[] {
  return ctx.keys.occasion ? matchMotifs(ctx.keys.decoration, 2) : [];
}

/** The occasion's marks at the spots, in turn, each about `size` across, knocked out of what is behind. */
export function occasionExtras(
  ctx: LayoutContext,
  spots: Array<[number, number]>,
  size: number,
  marks: Motif[],
): string {
  return spots
    .map(([x, y], i) => {
      const m = marks[i % marks.length] as Motif;
      const at = { x, y, size: size * between(ctx.rng, 0.9, 1.05), rotate: between(ctx.rng, -10, 10) };
      return lineMotif(m, at, ctx.style.pen, true);
    })
    .join("");
}

export function skyExtras(ctx: LayoutContext, box: Box, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = box.x + box.w * ((i + 0.5) / count) + between(ctx.rng, -30, 30);
    const y = box.y + between(ctx.rng, 40, 120);
    out += pick(ctx.rng, [0, 1]) ? cloud(x, y, between(ctx.rng, 120, 170), ctx.style.pen.fine) : "";
  }
  return out;
}
