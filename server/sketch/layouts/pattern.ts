import type { LayoutContext } from "../context.js";
import { wordsOf } from "../context.js";
import { circle, heart, lineMotif, sparkle, star, svgPage, W } from "../draw.js";
import { type Motif, matchMotifs, motifByAnnotation } from "../openmoji.js";
import { between, pick } from "../random.js";
import { border } from "../style.js";

const flowers = ["blossom", "tulip", "rose", "hibiscus", "sunflower", "cherry blossom", "four leaf clover"];

/** The theme's drawings on a half-drop lattice, so the repeat is seamless; fillers in between. */
export function patternLayout(ctx: LayoutContext): string {
  const { keys, rng, style } = ctx;
  const floral = /floral|flower/.test(`${ctx.toolId} ${wordsOf(ctx, "style", "variant")}`);
  let motifs: Motif[] = matchMotifs(`${keys.subject ?? ""} ${keys.decoration ?? ""}`, 3);
  if (floral || !motifs.length) {
    const names = floral ? flowers : ["star", "red heart", "balloon", "rainbow"];
    motifs = [...motifs, ...names.map((n) => motifByAnnotation(n)).filter((m): m is Motif => !!m)].slice(
      0,
      floral ? 4 : 3,
    );
  }
  const i = style.inset + style.frame / 2;
  const cols = style.hub === "kids" ? 3 : style.hub === "adult" ? 5 : 4;
  const cell = (W - 2 * i) / cols;
  const pen = { main: style.pen.main * 0.8, fine: style.pen.fine };
  let body = "";
  // One tile repeated with a half-drop; drawings crossing the frame are clipped by it.
  for (let row = -1; row <= cols; row++) {
    for (let col = -1; col <= cols; col++) {
      const x = i + (col + 0.5) * cell;
      const y = i + (row + 0.5 + (col % 2 ? 0.5 : 0)) * cell;
      const m = motifs[(((row + col * 2) % motifs.length) + motifs.length) % motifs.length] as Motif;
      body += lineMotif(
        m,
        { x, y, size: cell * between(rng, 0.68, 0.82), rotate: between(rng, -28, 28), flip: rng() < 0.3 },
        pen,
      );
      // Filler between neighbours.
      const fx = x + cell / 2;
      const fy = y + cell * 0.5;
      const r = cell * 0.09;
      const kind = pick(rng, floral ? ["dot", "leaf", "sparkle"] : ["sparkle", "heart", "star", "dot"]);
      body +=
        kind === "heart"
          ? heart(fx, fy, r, pen.fine)
          : kind === "star"
            ? star(fx, fy, r, pen.fine)
            : kind === "sparkle"
              ? sparkle(fx, fy, r * 1.2, pen.fine)
              : kind === "leaf"
                ? leaf(fx, fy, r * 1.6, between(rng, 0, 180), pen.fine)
                : circle(fx, fy, r * 0.5, pen.fine);
    }
  }
  const clip = `<clipPath id="frame"><rect x="${i}" y="${i}" width="${W - 2 * i}" height="${W - 2 * i}" rx="${style.hub === "kids" ? 46 : 20}"/></clipPath>`;
  return svgPage(`${clip}<g clip-path="url(#frame)">${body}</g>${border(style, ctx.seed)}`);
}

function leaf(x: number, y: number, r: number, rot: number, w: number): string {
  return `<path transform="rotate(${rot.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="#fff" stroke="#000" stroke-width="${w}" stroke-linejoin="round" d="M${(x - r).toFixed(1)} ${y.toFixed(1)}Q${x.toFixed(1)} ${(y - r * 0.7).toFixed(1)} ${(x + r).toFixed(1)} ${y.toFixed(1)}Q${x.toFixed(1)} ${(y + r * 0.7).toFixed(1)} ${(x - r).toFixed(1)} ${y.toFixed(1)}ZM${(x - r).toFixed(1)} ${y.toFixed(1)}L${(x + r * 0.7).toFixed(1)} ${y.toFixed(1)}"/>`;
}
