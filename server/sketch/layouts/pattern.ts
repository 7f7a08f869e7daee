import { type Motif, matchMotifs, motifByAnnotation } from "../art.js";
import type { LayoutContext } from "../context.js";
import { wordsOf } from "../context.js";
import { circle, heart, lineMotif, pageHeight, sparkle, star, svgPage, W } from "../draw.js";
import { between, pick, shuffle } from "../random.js";
import { border, MIN_LINE } from "../style.js";
import { type TilingKind, tilingKinds, tilingTile } from "./tessellation.js";
import { halfDropSlots, patternOf, patternTile, type TileItem } from "./tile.js";

/** The small cute drawings a page of doodles is made of when it names none. */
const cuteDoodles = [
  "rainbow",
  "cupcake",
  "soft ice cream",
  "sun with face",
  "red heart",
  "star",
  "balloon",
  "doughnut",
  "butterfly",
  "cherries",
  "mushroom",
  "four leaf clover",
];

const flowers = ["blossom", "tulip", "rose", "hibiscus", "sunflower", "cherry blossom", "four leaf clover"];

/** The theme's drawings on a half-drop lattice (one SVG pattern tile, so the repeat is seamless); fillers in between. */
export function patternLayout(ctx: LayoutContext): string {
  const { keys, rng, style } = ctx;
  if (/\btiling\b/.test(wordsOf(ctx, "style"))) return tilingPage(ctx);
  const floral = /floral|flower/.test(`${ctx.toolId} ${wordsOf(ctx, "style", "variant")}`);
  let motifs: Motif[] = matchMotifs(`${keys.subject ?? ""} ${keys.decoration ?? ""}`, 3);
  // A page of doodles with nothing named (reading.ts `doodleSheet`): three of the cute set, by the seed.
  const doodles = !floral && !motifs.length && /\bdoodle\b/.test(wordsOf(ctx, "style"));
  if (floral || !motifs.length) {
    const names = floral
      ? flowers
      : doodles
        ? shuffle(rng, [...cuteDoodles])
        : ["star", "red heart", "balloon", "rainbow"];
    motifs = [...motifs, ...names.map((n) => motifByAnnotation(n)).filter((m): m is Motif => !!m)].slice(
      0,
      floral ? 4 : 3,
    );
  }
  const i = style.inset + style.frame / 2;
  // Simple: two large drawings across and no fillers (the simple step would merge small ones away).
  const simple = style.detail === "simple";
  const cols = simple ? 2 : style.hub === "kids" ? 3 : style.hub === "adult" ? 5 : 4;
  // Whole-pixel cells so the tile repeats without seams.
  const cell = Math.round((W - 2 * i) / cols);
  const pen = { main: Math.max(MIN_LINE, style.pen.main * 0.8), fine: style.pen.fine };
  // Three drawings → a tile three rows tall, so each appears twice per tile; else two rows.
  const rows = motifs.length === 3 ? 3 : 2;
  const { main, fill } = halfDropSlots(cell, rows);
  const order = shuffle(
    rng,
    motifs.map((_, k) => k),
  );
  const items: TileItem[] = main.map(([x, y], k) => {
    const m = motifs[order[k % order.length] as number] as Motif;
    const at = { size: cell * between(rng, 0.84, 0.98), rotate: between(rng, -28, 28), flip: rng() < 0.3 };
    return { x, y, r: at.size * 0.5, draw: (px, py) => lineMotif(m, { ...at, x: px, y: py }, pen) };
  });
  for (const [fx, fy] of simple ? [] : fill) {
    const r = cell * 0.09;
    const kind = pick(rng, floral ? ["dot", "leaf", "sparkle"] : ["sparkle", "heart", "star", "dot"]);
    const rot = between(rng, 0, 180);
    const draw = (x: number, y: number) =>
      kind === "heart"
        ? heart(x, y, r, pen.fine)
        : kind === "star"
          ? star(x, y, r, pen.fine)
          : kind === "sparkle"
            ? sparkle(x, y, r * 1.2, pen.fine)
            : kind === "leaf"
              ? leaf(x, y, r * 1.6, rot, pen.fine)
              : circle(x, y, r * 0.5, pen.fine);
    items.push({ x: fx, y: fy, r: r * 2, draw });
  }
  const ox = i - between(rng, 0, cell);
  const oy = i - between(rng, 0, cell);
  return tiledPage(ctx, patternTile("tile", cell * 2, cell * rows, ox, oy, items), i);
}

/**
 * A tiling across the whole page (reading.ts: "tessellation", "moroccan tile pattern"): the kind
 * the words name, else one by the seed so a batch varies; cells smaller for adults.
 */
function tilingPage(ctx: LayoutContext): string {
  const { style } = ctx;
  const said = wordsOf(ctx, "style").match(new RegExp(`\\btiling (${tilingKinds.join("|")})\\b`))?.[1];
  // By the page's place in its batch: consecutive pages take consecutive kinds.
  const kind = (said as TilingKind | undefined) ?? (tilingKinds[ctx.variation % tilingKinds.length] as TilingKind);
  const i = style.inset + style.frame / 2;
  const across = style.detail === "simple" ? 2 : style.hub === "kids" ? 3 : style.hub === "adult" ? 5 : 4;
  const u = Math.round((W - 2 * i) / across);
  const pen = Math.max(MIN_LINE, style.pen.main * 0.8);
  const tile = tilingTile(kind, u, pen);
  return tiledPage(ctx, patternOf("tile", tile.w, tile.h, i, i, tile.body), i, ` stroke="#000" stroke-width="${pen}"`);
}

/** The page inside its frame (`inset` from the edge) filled with the pattern `tile` (id "tile"), and the frame. */
function tiledPage(ctx: LayoutContext, tile: string, inset: number, edge = ""): string {
  const { style } = ctx;
  const page = `<rect x="${inset}" y="${inset}" width="${W - 2 * inset}" height="${pageHeight() - 2 * inset}" rx="${style.hub === "kids" ? 46 : 20}" fill="url(#tile)"${edge}/>`;
  return svgPage(`<defs>${tile}</defs>${page}${border(style, ctx.seed)}`);
}

function leaf(x: number, y: number, r: number, rot: number, w: number): string {
  return `<path transform="rotate(${rot.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="#fff" stroke="#000" stroke-width="${w}" stroke-linejoin="round" d="M${(x - r).toFixed(1)} ${y.toFixed(1)}Q${x.toFixed(1)} ${(y - r * 0.7).toFixed(1)} ${(x + r).toFixed(1)} ${y.toFixed(1)}Q${x.toFixed(1)} ${(y + r * 0.7).toFixed(1)} ${(x - r).toFixed(1)} ${y.toFixed(1)}ZM${(x - r).toFixed(1)} ${y.toFixed(1)}L${(x + r * 0.7).toFixed(1)} ${y.toFixed(1)}"/>`;
}
