import { type Motif, matchMotifs, motifByAnnotation } from "../art.js";
import type { LayoutContext } from "../context.js";
import { wordsOf } from "../context.js";
import { circle, heart, lineMotif, pageHeight, sparkle, star, svgPage, W } from "../draw.js";
import { between, pick, r2, shuffle } from "../random.js";
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

/** The geometric grounds a pattern's things may lie on ("checkerboard with flowers": reading.ts `patternWith`). */
const grounds = ["checks", "plaid", "stripes", "diamonds", "chevrons", "dots"] as const;
type Ground = (typeof grounds)[number];

/**
 * A geometric ground over one tile `w` × `h` (each a whole number of units `u`), seamless from
 * tile to tile: a grid of squares to colour in turn, a plaid's double lines, diagonal stripes,
 * an argyle's diamonds, rows of chevrons, or polka dots.
 */
function groundOf(kind: Ground, w: number, h: number, u: number, pen: number): string {
  if (kind === "dots") {
    let dots = "";
    for (let x = u / 2; x < w; x += u) for (let y = u / 2; y < h; y += u) dots += circle(x, y, u * 0.13, pen);
    return dots;
  }
  let d = "";
  if (kind === "checks" || kind === "plaid") {
    const offsets = kind === "plaid" ? [-u * 0.07, u * 0.07] : [0];
    for (let x = 0; x <= w; x += u) for (const o of offsets) d += `M${r2(x + o)} 0V${r2(h)}`;
    for (let y = 0; y <= h; y += u) for (const o of offsets) d += `M0 ${r2(y + o)}H${r2(w)}`;
  } else if (kind === "stripes" || kind === "diamonds") {
    // Lines x − y = k (and x + y = k for diamonds), a step apart: the same lines in every tile.
    const step = kind === "stripes" ? u / 2 : u;
    for (let k = -h; k <= w; k += step) d += `M${r2(k)} 0L${r2(k + h)} ${r2(h)}`;
    if (kind === "diamonds") for (let k = 0; k <= w + h; k += step) d += `M${r2(k)} 0L${r2(k - h)} ${r2(h)}`;
  } else {
    const half = u / 2;
    for (let y = half; y <= h; y += half) {
      d += `M0 ${r2(y)}`;
      for (let x = half; x <= w + 0.5; x += half) d += `L${r2(x)} ${r2(Math.round(x / half) % 2 ? y - u * 0.2 : y)}`;
    }
  }
  return `<path d="${d}" fill="none" stroke="#000" stroke-width="${r2(pen)}"/>`;
}

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
  // Things on a geometric ground ("checkerboard with flowers") stand on it whole, knocked out of it.
  const said = wordsOf(ctx, "style")
    .split(" ")
    .find((w) => w.startsWith("ground-"));
  const ground = grounds.find((g) => said === `ground-${g}`);
  const items: TileItem[] = main.map(([x, y], k) => {
    const m = motifs[order[k % order.length] as number] as Motif;
    const size = cell * (ground ? between(rng, 0.7, 0.8) : between(rng, 0.84, 0.98));
    const at = { size, rotate: between(rng, -28, 28), flip: rng() < 0.3 };
    return { x, y, r: at.size * 0.5, draw: (px, py) => lineMotif(m, { ...at, x: px, y: py }, pen, !!ground) };
  });
  for (const [fx, fy] of simple || ground ? [] : fill) {
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
  const under = ground ? groundOf(ground, cell * 2, cell * rows, cell / 2, pen.main) : "";
  return tiledPage(ctx, patternTile("tile", cell * 2, cell * rows, ox, oy, items, under), i);
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
