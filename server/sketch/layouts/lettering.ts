import { matchMotifs, motifByAnnotation } from "../art.js";
import type { LayoutContext } from "../context.js";
import { wordsOf } from "../context.js";
import { lineMotif, svgPage, W } from "../draw.js";
import { between, r2 } from "../random.js";
import { border } from "../style.js";
import { type FittedText, type FontName, fitText, textBlockPath, textWidth } from "../text.js";
import { type Box, contentBox, moodExtras, outlinedText } from "./common.js";

export type Treatment = "bubble" | "script" | "elegant" | "outline";

/** A fill the layer above covers whole (see letteringPaths): "none" when `stroke` px hides its edge. */
export const hidden = (stroke: number, fill: string) => (stroke >= 3 ? "none" : fill);

/** Letter style words (and the tool) decide the font and how the letters are drawn. */
export function letteringStyle(ctx: LayoutContext): { font: FontName; treatment: Treatment } {
  const s = `${wordsOf(ctx, "style", "variant", "frame")} ${ctx.toolId}`;
  if (/graffiti/.test(s)) return { font: "lobster", treatment: "bubble" };
  if (/chunky|block|comic/.test(s)) return { font: "baloo", treatment: "bubble" };
  if (/bubble|puffy|kawaii|playful/.test(s)) return { font: "fredoka", treatment: "bubble" };
  if (/flourish|calligraph|romantic/.test(s)) return { font: "dancing", treatment: "script" };
  if (/cursive|script|whimsical|artistic/.test(s)) return { font: "pacifico", treatment: "script" };
  if (/elegant|vintage|decorative|ornate|classic/.test(s)) return { font: "playfair-italic", treatment: "elegant" };
  if (/quote|bohemian/.test(s)) return { font: "baloo", treatment: "outline" };
  return { font: "fredoka", treatment: "outline" };
}

/**
 * Draw fitted text with a treatment; `ink` and `paper` let covers reuse it in colour. A layered
 * treatment fills the letters once, in its middle layer: the bottom layer's fill lies under the
 * middle one, its edge under its own stroke; the top layer's would paint the middle layer's
 * paper again. Each cost the rasteriser a pass over every letter for the same pixels. A fill is
 * left off only where the stroke that hides its edge is 3 px or wider (`hidden`): a pixel the
 * edge touches lies within 1.42 px of the outline, so such a stroke covers it whole.
 */
export function letteringPaths(d: string, size: number, treatment: Treatment, ink = "#000", paper = "#fff"): string {
  const edge = r2(Math.max(3.5, size * 0.045));
  if (treatment === "bubble") {
    const puff = r2(size * 0.16);
    const middle = r2(puff - edge * 2);
    return `<path data-text="1" d="${d}" fill="${hidden(puff, ink)}" stroke="${ink}" stroke-width="${puff}" stroke-linejoin="round"/><path data-text="1" d="${d}" fill="${paper}" stroke="${paper}" stroke-width="${middle}" stroke-linejoin="round"/><path data-text="1" d="${d}" fill="${hidden(middle, paper)}" stroke="${ink}" stroke-width="${r2(edge * 0.7)}" stroke-linejoin="round"/>`;
  }
  if (treatment === "elegant") {
    return `<path data-text="1" d="${d}" fill="${hidden(edge * 3, ink)}" stroke="${ink}" stroke-width="${r2(edge * 3)}" stroke-linejoin="round"/><path data-text="1" d="${d}" fill="${paper}" stroke="${paper}" stroke-width="${r2(edge)}" stroke-linejoin="round"/><path data-text="1" d="${d}" fill="${hidden(edge, paper)}" stroke="${ink}" stroke-width="${r2(Math.max(3, edge * 0.5))}"/>`;
  }
  return `<path data-text="1" d="${d}" fill="${paper}" stroke="${ink}" stroke-width="${edge}" stroke-linejoin="round"/>`;
}

/** The doodles a page of words has when none are said, one set a page by its seed. */
const doodleSets: ReadonlyArray<readonly string[]> = [
  ["star", "red heart"],
  ["blossom", "maple leaf"],
  ["butterfly", "tulip"],
  ["sun", "cloud"],
  ["rainbow", "star"],
  ["sparkling heart", "blossom"],
];

/** Outlined display text fitted to the page, with decorations from the words around it. */
export function letteringLayout(ctx: LayoutContext): string {
  const { keys, rng, style } = ctx;
  const pen = style.pen;
  const box = contentBox(ctx);
  const quote = /quote/.test(ctx.toolId) || /quote/.test(wordsOf(ctx, "variant"));
  let text = keys.text ?? keys.title ?? keys.subject ?? keys.caption ?? "Color me";
  if (quote && !/^["“]/.test(text)) text = `“${text}”`;
  const { font, treatment } = letteringStyle(ctx);
  // What the words are said with ("be kind with flowers", "you are loved with hearts") decorates the
  // whole page, round the words, a drawing in each of its six places: one flower in a corner had
  // been all a page "with flowers" drew.
  const own = matchMotifs(`${keys.subject && keys.subject !== text ? keys.subject : ""}`, 3);
  // With nothing said to decorate them, the words have doodles of their page's own (stars and
  // hearts, flowers and leaves, suns and clouds…): a name or a saying had stood alone in the
  // middle of the page among six tiny sparkles, and a book's quotes all among the same two.
  const said = keys.decoration
    ? matchMotifs(keys.decoration, 3)
    : own.length
      ? []
      : (doodleSets[ctx.seed % doodleSets.length] ?? []).flatMap((n) => motifByAnnotation(n) ?? []);
  const decos = said.length ? Array.from({ length: 6 }, (_, i) => said[i % said.length] as (typeof said)[number]) : own;

  const band = decos.length ? 150 : 70;
  const sub = keys.subtitle && keys.subtitle !== text ? 110 : 0;
  const tb: Box = { x: box.x + 30, y: box.y + band, w: box.w - 60, h: box.h - band * 2 - sub };
  const words = text.split(/\s+/).length;
  const maxLines = words <= 2 ? 2 : words <= 6 ? 3 : 5;
  const fit = fitText(text, font, { w: tb.w - (treatment === "bubble" ? 60 : 20), h: tb.h }, 300, maxLines);
  let body = letteringPaths(textBlockPath(fit, font, tb), fit.size, treatment);
  const sb: Box | undefined = sub ? { x: box.x + 60, y: tb.y + tb.h + 10, w: box.w - 120, h: sub - 20 } : undefined;
  if (sb) body += outlinedText(keys.subtitle, treatment === "script" ? "dancing" : "fredoka", sb, 80, 5, 1);

  // Decorations: drawings in the top and bottom bands, flourishes for script lettering.
  const spots: Array<[number, number]> = [
    [box.x + 90, box.y + 80],
    [box.x + box.w - 90, box.y + 80],
    [box.x + 90, box.y + box.h - 80],
    [box.x + box.w - 90, box.y + box.h - 80],
    [W / 2, box.y + box.h - 70],
    [W / 2, box.y + 70],
  ];
  decos.forEach((m, i) => {
    const [x, y] = spots[i] as [number, number];
    body += lineMotif(m, { x, y, size: 140, rotate: between(rng, -12, 12) }, pen);
  });
  // The doodles (said, or the page's own set) fill the room the lines leave round them too: beside a short
  // line, and between the bands and the words. Six small drawings in the corners had left a
  // quote's page mostly empty paper.
  if (said.length)
    roomAround(fit, font, tb, box, spots, sb).forEach(([x, y, size], i) => {
      const m = said[(i + 1) % said.length] as (typeof said)[number];
      body += lineMotif(m, { x, y, size, rotate: between(rng, -15, 15) }, pen);
    });
  if (treatment === "script" || treatment === "elegant") body += flourishes(box, pen.fine + 1);
  body += moodExtras(
    { ...ctx, keys: { ...keys, mood: keys.mood ?? keys.decoration ?? "sparkle" } },
    spots.slice(decos.length),
    30,
  );
  return svgPage(body + border(style, ctx.seed));
}

/**
 * Free places round a block of lines, as [x, y, size]: beside each line where it leaves room to
 * its side, and in the strips between the text box's edges and its lines, each clear of the
 * lines (with a margin for a bubble letter's outline) and of the band drawings at `taken`.
 */
function roomAround(
  fit: FittedText,
  font: FontName,
  tb: Box,
  box: Box,
  taken: ReadonlyArray<readonly [number, number]>,
  under?: Box,
): Array<[number, number, number]> {
  const pad = fit.size * 0.12;
  const total = fit.lines.length * fit.lineHeight;
  const top = tb.y + (tb.h - total) / 2;
  const cx = tb.x + tb.w / 2;
  const lines = fit.lines.map((l, i) => {
    const half = textWidth(l, font, fit.size) / 2 + pad;
    return {
      x0: cx - half,
      x1: cx + half,
      y0: top + i * fit.lineHeight - pad,
      y1: top + (i + 1) * fit.lineHeight + pad,
    };
  });
  // The line under the words (a verse's reference) is kept clear as a line of them is.
  const kept = under ? [...lines, { x0: under.x, x1: under.x + under.w, y0: under.y, y1: under.y + under.h }] : lines;
  const out: Array<[number, number, number]> = [];
  const clearOf = (x: number, y: number, size: number) =>
    kept.every((l) => x + size / 2 < l.x0 || x - size / 2 > l.x1 || y + size / 2 < l.y0 || y - size / 2 > l.y1) &&
    [...taken, ...out].every(([tx, ty]) => Math.hypot(tx - x, ty - y) > size * 0.95 + 40);
  const place = (x: number, y: number, size: number) => {
    if (size >= 80 && clearOf(x, y, size)) out.push([x, y, size]);
  };
  // Beside each line, centred in the room it leaves on each side.
  for (const l of lines) {
    const size = Math.min(130, l.y1 - l.y0, l.x0 - box.x - 20);
    const y = (l.y0 + l.y1) / 2;
    place((box.x + 10 + l.x0) / 2, y, size);
    place((l.x1 + box.x + box.w - 10) / 2, y, size);
  }
  // Above and below the lines, three across.
  const above = (lines[0]?.y0 ?? top) - (box.y + 150);
  const below = box.y + box.h - 150 - (kept.at(-1)?.y1 ?? top + total);
  for (const [room, y] of [
    [above, box.y + 150 + above / 2],
    [below, box.y + box.h - 150 - below / 2],
  ] as const)
    for (const k of [0.2, 0.5, 0.8]) place(box.x + box.w * k, y, Math.min(130, room - 20));
  return out;
}

/** Curly scrolls under the top band and over the bottom band. */
function flourishes(box: Box, w: number): string {
  const cx = W / 2;
  const one = (y: number, dir: number) =>
    `M${cx - 200} ${y}C${cx - 120} ${y - 40 * dir} ${cx - 60} ${y + 30 * dir} ${cx} ${y}C${cx + 60} ${y - 30 * dir} ${cx + 120} ${y + 40 * dir} ${cx + 200} ${y}M${cx - 200} ${y}c-30 -20 -60 0 -40 20s40 0 25 -12M${cx + 200} ${y}c30 -20 60 0 40 20s-40 0 -25 -12`;
  return `<path fill="none" stroke="#000" stroke-width="${w}" stroke-linecap="round" d="${one(box.y + 40, 1)}${one(box.y + box.h - 40, -1)}"/>`;
}
