import type { LayoutContext } from "../context.js";
import { svgPage, W } from "../draw.js";
import { flagMotif, matchMotif, motifMarkup } from "../openmoji.js";
import { between, r2 } from "../random.js";
import { border } from "../style.js";
import { contentBox, outlinedText } from "./common.js";

/**
 * The country's flag as regions to color (OpenMoji's colour flag with every shape turned white
 * with a black edge), flying flat on a pole or framed, with the country's name above it.
 */
export function flagLayout(ctx: LayoutContext): string {
  const { keys, style, rng } = ctx;
  const box = contentBox(ctx);
  const country = keys.country ?? keys.subject ?? "";
  const m = flagMotif(country) ?? matchMotif(country, ctx.seed);
  const framed = ctx.seed % 3 === 2;
  // OpenMoji flags fill x 5–67, y 17–55 of their 72 grid.
  const fw = framed ? box.w - 60 : box.w - 150;
  const k = fw / 62;
  const fh = 38 * k;
  const line = 6 / k;
  const inner = motifMarkup(m.hexcode, "color")
    .replace(/\sstroke-width="[\d.]+"/g, "")
    .replace(/stroke="#[0-9a-fA-F]{3,6}"/g, 'stroke="#000"')
    .replace(/fill="#[0-9a-fA-F]{3,6}"/g, 'fill="#fff"');
  const art = `<g id="flag" fill="#fff" stroke="#000" stroke-width="${r2(line)}" stroke-linejoin="round" stroke-linecap="round"><g transform="scale(${r2(k * 1000) / 1000}) translate(-5 -17)">${inner}</g><rect x="0" y="0" width="${r2(fw)}" height="${r2(fh)}" fill="none" stroke-width="${style.pen.main}"/></g>`;

  let body = outlinedText(
    country || m.annotation.replace(/^flag: /, ""),
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
