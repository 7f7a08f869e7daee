import type { LayoutContext } from "../context.js";
import { svgPage, W } from "../draw.js";
import { flagMotif, matchMotif, motifMarkup } from "../openmoji.js";
import { r2 } from "../random.js";
import { border } from "../style.js";
import { contentBox, outlinedText } from "./common.js";

/**
 * The country's flag as regions to color (OpenMoji's colour flag with every shape turned white
 * with a black edge), waving on a pole or framed, with the country's name above it.
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
    const amp = 14 + rng() * 10;
    const phase = rng() * Math.PI;
    // Waving: the flat flag is clipped by a sine-edged outline and crossed by two fold lines.
    // (Cutting it into sheared strips looked better but cost ~150 ms a page in resvg layers.)
    const off = (x: number) => Math.sin(phase + (x / fw) * Math.PI * 2.2) * amp * Math.min(1, x / (fw * 0.25));
    const n = 24;
    let edge = `M${r2(fx)} ${r2(fy)}`;
    for (let i = 1; i <= n; i++) edge += `L${r2(fx + (fw * i) / n)} ${r2(fy + off((fw * i) / n))}`;
    for (let i = n; i >= 0; i--) edge += `L${r2(fx + (fw * i) / n)} ${r2(fy + fh + off((fw * i) / n))}`;
    edge += "Z";
    const fold = (at: number) => {
      const x = fx + fw * at;
      return `M${r2(x)} ${r2(fy + off(fw * at) + 10)}Q${r2(x - 24)} ${r2(fy + fh / 2)} ${r2(x)} ${r2(fy + fh + off(fw * at) - 10)}`;
    };
    body += `<defs>${art}<clipPath id="wave"><path d="${edge}"/></clipPath></defs>`;
    body += `<g clip-path="url(#wave)"><use href="#flag" transform="translate(${r2(fx)} ${r2(fy)})"/><path d="${fold(0.36)}${fold(0.72)}" fill="none" stroke="#000" stroke-width="${style.pen.fine}" stroke-linecap="round" stroke-dasharray="2 14"/></g>`;
    body += `<path d="${edge}" fill="none" stroke="#000" stroke-width="${style.pen.main}" stroke-linejoin="round"/>`;
    const poleTop = top - 10;
    const poleBottom = box.y + box.h - 20;
    body += `<rect x="${r2(poleX - 10)}" y="${r2(poleTop)}" width="20" height="${r2(poleBottom - poleTop)}" rx="6" fill="#fff" stroke="#000" stroke-width="${style.pen.fine + 1}"/>`;
    body += `<circle cx="${r2(poleX)}" cy="${r2(poleTop - 14)}" r="20" fill="#fff" stroke="#000" stroke-width="${style.pen.fine + 1}"/>`;
    body += `<path d="M${r2(poleX - 70)} ${r2(poleBottom + 10)}Q${r2(poleX)} ${r2(poleBottom - 30)} ${r2(poleX + 70)} ${r2(poleBottom + 10)}Z" fill="#fff" stroke="#000" stroke-width="${style.pen.fine + 1}" stroke-linejoin="round"/>`;
  }
  return svgPage(body + border(style, ctx.seed));
}
