import type { LayoutContext } from "../context.js";
import { svgPage, W } from "../draw.js";
import { FLAG_H, FLAG_W, flagCode, flagMarkup } from "../flags.js";
import { between, r2 } from "../random.js";
import { border } from "../style.js";
import { contentBox, outlinedText } from "./common.js";

/**
 * The country's real flag (flag-icons geometry) as regions to color, every shape white with a
 * black edge, flying flat on a pole or framed, with the country's name above it.
 */
export function flagLayout(ctx: LayoutContext): string {
  const { keys, style, rng } = ctx;
  const box = contentBox(ctx);
  const country = keys.country ?? keys.subject ?? "";
  const code = flagCode(country);
  const framed = ctx.seed % 3 === 2;
  const fw = framed ? box.w - 60 : box.w - 150;
  const k = fw / FLAG_W;
  const fh = FLAG_H * k;
  // An even edge of about the page's fine pen, whatever the flag's own units.
  const line = style.pen.fine / k;
  const design = code
    ? `<g transform="scale(${r2(k * 1000) / 1000})">${flagMarkup(code, line)}</g>`
    : // A country the flag set does not have: a plain field to design on, never another flag.
      "";
  const art = `<g id="flag">${design}<rect x="0" y="0" width="${r2(fw)}" height="${r2(fh)}" fill="none" stroke="#000" stroke-width="${style.pen.main}"/></g>`;

  let body = outlinedText(
    country,
    style.hub === "adult" ? "cinzel" : "fredoka",
    { x: box.x, y: box.y, w: box.w, h: 120 },
    110,
    8,
    1,
  );
  const top = box.y + 170;
  if (framed) {
    const x = W / 2 - fw / 2;
    const y = top + (box.y + box.h - top - fh) / 2 - 20;
    body += `<rect x="${r2(x - 30)}" y="${r2(y - 30)}" width="${r2(fw + 60)}" height="${r2(fh + 60)}" rx="10" fill="#fff" stroke="#000" stroke-width="${style.pen.main}"/>`;
    body += `<defs>${art}</defs><use href="#flag" transform="translate(${r2(x)} ${r2(y)})"/>`;
  } else {
    const poleX = box.x + 40;
    const fx = poleX + 14;
    const fy = top + 20;
    // The flag hangs flat from the pole, so its design reads exactly as the country's flag
    // (a wave clip bent only the outline; strips that bend the design cost ~150 ms in resvg).
    body += `<defs>${art}</defs><use href="#flag" transform="translate(${r2(fx)} ${r2(fy)})"/>`;
    // A few wind lines beside the flag say it is flying.
    const wx = fx + fw + 24;
    const wy = fy + fh * between(rng, 0.2, 0.4);
    body += `<path d="M${r2(wx)} ${r2(wy)}q20 -10 40 0M${r2(wx + 10)} ${r2(wy + 40)}q20 -10 40 0M${r2(wx)} ${r2(wy + 80)}q20 -10 40 0" fill="none" stroke="#000" stroke-width="${style.pen.fine}" stroke-linecap="round"/>`;
    const poleTop = top - 10;
    const poleBottom = box.y + box.h - 20;
    body += `<rect x="${r2(poleX - 10)}" y="${r2(poleTop)}" width="20" height="${r2(poleBottom - poleTop)}" rx="6" fill="#fff" stroke="#000" stroke-width="${style.pen.fine + 1}"/>`;
    body += `<circle cx="${r2(poleX)}" cy="${r2(poleTop - 14)}" r="20" fill="#fff" stroke="#000" stroke-width="${style.pen.fine + 1}"/>`;
    body += `<path d="M${r2(poleX - 70)} ${r2(poleBottom + 10)}Q${r2(poleX)} ${r2(poleBottom - 30)} ${r2(poleX + 70)} ${r2(poleBottom + 10)}Z" fill="#fff" stroke="#000" stroke-width="${style.pen.fine + 1}" stroke-linejoin="round"/>`;
  }
  return svgPage(body + border(style, ctx.seed));
}
