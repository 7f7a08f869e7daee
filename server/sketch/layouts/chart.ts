import { motifByAnnotation } from "../art.js";
import { chartOf } from "../charts.js";
import type { LayoutContext } from "../context.js";
import { lineMotif, svgPage } from "../draw.js";
import { fitInk, inkBounds } from "../ink-bounds.js";
import { r2 } from "../random.js";
import { border } from "../style.js";
import { fitText, textBlockPath } from "../text.js";
import { contentBox, headingFont, outlinedText } from "./common.js";

/**
 * A chart of a set (charts.ts): its name lettered across the top to colour, then one rounded
 * panel per member, two or three across, the member's drawing large in it and its name printed
 * under it. A short last row is centred.
 */
export function chartLayout(ctx: LayoutContext): string {
  const { keys, style } = ctx;
  const pen = style.pen;
  const box = contentBox(ctx);
  const chart = chartOf(keys.subject ?? "");
  const drawn = (chart?.members ?? []).flatMap((m) => {
    const motif = motifByAnnotation(m.drawing);
    return motif ? [{ ...m, motif }] : [];
  });
  // The pages of a batch differ (variety.ts): each starts the set at another member (a cycle,
  // such as the moon's, is still in order) and every other one takes the other grid. A set read
  // from its first (the months) always starts there: a year's chart had begun in February.
  const shift = chart?.ordered ? 0 : ctx.variation % Math.max(1, drawn.length);
  const members = [...drawn.slice(shift), ...drawn.slice(0, shift)];
  const font = headingFont(ctx);
  const titleH = Math.round(box.h * 0.11);
  let body = outlinedText(chart?.title, font, { x: box.x + 40, y: box.y + 14, w: box.w - 80, h: titleH }, 96, 6, 1);
  const n = Math.max(1, members.length);
  // Two across, or three when two would make the panels much taller than wide.
  const gridTop = box.y + titleH + 34;
  const gridH = box.y + box.h - 24 - gridTop;
  const gap = 22;
  const layoutFor = (cols: number) => {
    const rows = Math.ceil(n / cols);
    const pw = (box.w - 48 - gap * (cols - 1)) / cols;
    const ph = (gridH - gap * (rows - 1)) / rows;
    return { cols, rows, pw, ph, drawing: Math.min(pw, ph * 0.74) };
  };
  const [two, three] = [layoutFor(2), layoutFor(3)];
  const [best, other] = three.drawing > two.drawing * 1.05 ? [three, two] : [two, three];
  const grid = ctx.variation % 2 === 1 && other.drawing >= best.drawing * 0.85 ? other : best;
  const { cols, pw, ph } = grid;
  members.forEach((m, i) => {
    const row = Math.floor(i / cols);
    const inRow = Math.min(cols, members.length - row * cols);
    const x = box.x + box.w / 2 + ((i % cols) - (inRow - 1) / 2) * (pw + gap) - pw / 2;
    const y = gridTop + row * (ph + gap);
    body += `<rect x="${r2(x)}" y="${r2(y)}" width="${r2(pw)}" height="${r2(ph)}" rx="${r2(Math.min(pw, ph) * 0.08)}" fill="#fff" stroke="#000" stroke-width="${pen.main}"/>`;
    // The drawing's own ink fills the panel over its name, kept clear of it.
    const art = { x: x + pw * 0.08, y: y + ph * 0.07, w: pw * 0.84, h: ph * 0.68 };
    const phase = moonPhases.indexOf(m.drawing);
    if (phase >= 0) {
      body += moonPhase(phase, art.x + art.w / 2, art.y + art.h / 2, Math.min(art.w, art.h) * 0.46, pen.main);
    } else {
      const at = fitInk(inkBounds(m.motif.hexcode), art, false, true);
      body += lineMotif(m.motif, { x: at.x, y: at.y, size: at.size }, pen);
    }
    const label = { x: x + pw * 0.08, y: y + ph * 0.8, w: pw * 0.84, h: ph * 0.16 };
    const fit = fitText(m.label, font, { w: label.w, h: label.h }, 54, 1);
    body += `<path data-text="1" d="${textBlockPath(fit, font, label)}" fill="#000"/>`;
  });
  return svgPage(body + border(style, ctx.seed));
}

/** The eight phases in order, as the set names its drawings (charts.ts). */
const moonPhases = [
  "new moon",
  "waxing crescent moon",
  "first quarter moon",
  "waxing gibbous moon",
  "full moon",
  "waning gibbous moon",
  "last quarter moon",
  "waning crescent moon",
];

/**
 * The moon at phase `i` of eight: its dark part solid, so the phases differ in print (the set's
 * moons drawn in line art all looked full). Waxing, the lit side is the right.
 */
function moonPhase(i: number, cx: number, cy: number, r: number, w: number): string {
  const disc = `<circle data-moon="${i}" cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(r)}" fill="#fff" stroke="#000" stroke-width="${w}"/>`;
  if (i === 4) return disc;
  if (i === 0) return disc.replace('fill="#fff"', 'fill="#000"');
  // The dark half's outer edge, then back along the terminator: an ellipse half as wide as the
  // disc, bulging into the lit half for a crescent and into the dark half for a gibbous moon.
  const darkLeft = i < 4;
  const [top, bottom] = [`${r2(cx)} ${r2(cy - r)}`, `${r2(cx)} ${r2(cy + r)}`];
  const outer = `M${top}A${r2(r)} ${r2(r)} 0 0 ${darkLeft ? 0 : 1} ${bottom}`;
  const crescent = i === 1 || i === 7;
  const back = i === 2 || i === 6 ? `L${top}` : `A${r2(r * 0.5)} ${r2(r)} 0 0 ${crescent === darkLeft ? 0 : 1} ${top}`;
  return `${disc}<path d="${outer}${back}Z" fill="#000" stroke="#000" stroke-width="${w}" stroke-linejoin="round"/>`;
}
