import { createHash } from "node:crypto";
import { type Palette, paletteById } from "../../engine/covers/palettes.js";
import { type CoverDesign, frontPageCount } from "../../engine/covers/templates.js";
import type { PageSource } from "../books/spec.js";
import { coloredJpeg, colorRaster, lineArtGrey } from "../coloring/index.js";
import { labelRegions } from "../coloring/regions.js";
import { colorVector, type VectorColouring } from "../coloring/vector.js";
import { needsFlattening } from "../print/flatten.js";

/**
 * Pixel widths: at least 300 DPI where each design prints its pages (KDP's rule for covers), and
 * no more, since colouring time grows with the pixels: full bleed 8.625 in, framed pages at most
 * 6.5 in, collage cards 3.9 in, thumbnails 2.3 in.
 */
const WIDTH_PX: Record<CoverDesign["template"], number> = {
  hero: 2600,
  "before-after": 2600,
  frame: 1950,
  kids: 1950,
  collage: 1200,
};
const THUMB_PX = 720;

/**
 * A coloured page as the front draws it: an opaque JPEG, or, for a page with a vector original
 * that needs no flattening, that original with its colours as vector fills on top (decision 025).
 * Either way `width` x `height` are the pixels it was coloured at (its aspect).
 */
export type FrontArt =
  | { kind: "image"; jpeg: Buffer; width: number; height: number }
  | { kind: "vector"; svg: string; colours: VectorColouring; width: number; height: number };

export interface CoverArt {
  /** The front's coloured pages (a model-made cover, when chosen, comes first as it is). */
  coloured: FrontArt[];
  /** The first page as line art, for the before-and-after design. */
  lineArt: Buffer | null;
  /** Interior pages for the back's "what's inside", as line art. */
  thumbs: Buffer[];
}

/**
 * A page as greyscale line art at `width` px. A thumbnail (at most the stored raster's width) is
 * scaled from the stored raster, which is cheaper than drawing the vector original again.
 */
async function greyJpeg(p: PageSource, width: number): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const stored = p.png.byteLength ? p.png : null;
  const fromRaster = stored && width <= ((await sharp(stored).metadata()).width ?? 0);
  const g = await lineArtGrey(fromRaster ? { png: stored } : p, width);
  return sharp(g.grey, { raw: { width: g.width, height: g.height, channels: 1 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A chosen cover generation as the design's front art, in colour: its vector original when it
 * has one (for built-in covers, drawn again without their own title: server/books/load.ts),
 * else its stored raster.
 */
async function coverImage(cover: PageSource, width: number): Promise<FrontArt> {
  const { default: sharp } = await import("sharp");
  const jpeg = await coverJpeg(cover, width);
  const meta = await sharp(jpeg).metadata();
  return { kind: "image", jpeg, width: meta.width ?? 1, height: meta.height ?? 1 };
}

async function coverJpeg(cover: PageSource, width: number): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  if (!cover.svg) return sharp(cover.png).flatten({ background: "#ffffff" }).jpeg({ quality: 90 }).toBuffer();
  const { renderAsync } = await import("@resvg/resvg-js");
  const drawn = await renderAsync(cover.svg, {
    fitTo: { mode: "width", value: width },
    background: "#ffffff",
    font: { loadSystemFonts: false },
  });
  return sharp(drawn.pixels, { raw: { width: drawn.width, height: drawn.height, channels: 4 } })
    .removeAlpha()
    .jpeg({ quality: 90, chromaSubsampling: "4:4:4" })
    .toBuffer();
}

/** Coloured pages kept by page, palette, seed and width: a cover's preview and its export colour once. */
const kept = new Map<string, FrontArt>();
const KEPT_PAGES = 24;

/**
 * A page coloured for the front: as vector fills over its own outlines when it has a vector
 * original that draws without transparency, else as a JPEG. Both colour the same pixels with the
 * same palette and seed, so both give the same colours.
 */
async function colouredPage(p: PageSource, palette: Palette, seed: number, width: number): Promise<FrontArt> {
  const hash = createHash("sha256")
    .update(p.svg ?? "")
    .update(p.png)
    .digest("base64url");
  const key = `${hash}:${palette.id}:${seed}:${width}`;
  const hit = kept.get(key);
  if (hit) {
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const g = await lineArtGrey(p, width);
  const art: FrontArt =
    p.svg && !needsFlattening(p.svg)
      ? {
          kind: "vector",
          svg: p.svg,
          colours: colorVector(g.grey, g.width, g.height, palette, seed),
          width: g.width,
          height: g.height,
        }
      : {
          kind: "image",
          jpeg: await coloredJpeg(colorRaster(g.grey, g.width, g.height, palette, seed)),
          width: g.width,
          height: g.height,
        };
  kept.set(key, art);
  // The least recently used page goes first (a Map keeps insertion order).
  if (kept.size > KEPT_PAGES) kept.delete(kept.keys().next().value as string);
  return art;
}

/** How many of the book's best-ranked pages a one-page design looks at for its front. */
const FRONT_CANDIDATES = 8;

/**
 * How much a page gives a coloured front: its enclosed regions of a colourable size (0.1 % to
 * 15 % of the page), read at 256 px. A scene or a pattern has dozens; a single letter, a flag
 * or a lettering page a handful, and they look bare coloured.
 */
async function frontScore(p: PageSource): Promise<number> {
  const g = await lineArtGrey(p.png.byteLength ? { png: p.png } : p, 256);
  const map = labelRegions(g.grey, g.width, g.height);
  const total = g.width * g.height;
  let n = 0;
  for (let r = 1; r <= map.count; r++) {
    const share = (map.area[r] as number) / total;
    if (share >= 0.001 && share <= 0.15) n++;
  }
  return n;
}

const STOP = new Set([
  "the",
  "and",
  "for",
  "with",
  "kids",
  "book",
  "coloring",
  "colouring",
  "pages",
  "page",
  "ages",
  "fun",
]);

/** The words of a text as the cover compares subjects: lower case, plurals folded ("dinosaurs" is "dinosaur"). */
function stems(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (w.length < 3 || STOP.has(w)) continue;
    out.add(/(?:s|x|ch|sh)es$/.test(w) ? w.slice(0, -2) : /[^s]s$/.test(w) ? w.slice(0, -1) : w);
  }
  return out;
}

/**
 * The book's pages, most representative first (issue 42): pages with a subject before lettering,
 * patterns, mandalas, flags and puzzles; among them those showing the theme's main subject (a
 * word of the title or subtitle, or the subject most of the pages share) first; the book's order
 * otherwise. A cityscape that opens a dinosaur book goes after its dinosaurs.
 */
function rankPages(pages: PageSource[], theme: string): { page: PageSource; score: number }[] {
  const subjects = pages.map((p) => (p.subject == null ? null : stems(p.subject)));
  const shared = new Map<string, number>();
  for (const words of subjects) for (const w of words ?? []) shared.set(w, (shared.get(w) ?? 0) + 1);
  const most = Math.max(0, ...shared.values());
  const main = new Set([...shared].filter(([, n]) => n >= 2 && n === most).map(([w]) => w));
  const titled = stems(theme);
  const score = (i: number) => {
    const words = subjects[i];
    if (words === null) return -1;
    let s = 0;
    for (const w of words ?? []) s += (titled.has(w) ? 2 : 0) + (main.has(w) ? 1 : 0);
    return s;
  };
  return pages.map((page, i) => ({ page, i, score: score(i) })).sort((a, b) => b.score - a.score || a.i - b.i);
}

/**
 * The pages a design shows: those chosen, else the book's most representative ones
 * (`rankPages`); a one-page design takes the richest (frontScore) of the first pages
 * as good as the best, the earliest on a tie.
 */
export async function designPages(
  design: CoverDesign,
  pages: PageSource[],
  chosen: PageSource[],
  theme = "",
): Promise<PageSource[]> {
  const count = frontPageCount(design.template, pages.length, chosen.length);
  if (chosen.length) return chosen.slice(0, count);
  const ranked = rankPages(pages, theme);
  if (count !== 1 || pages.length < 2) return ranked.slice(0, count).map((r) => r.page);
  const best = ranked[0]?.score;
  const candidates = ranked
    .filter((r) => r.score === best)
    .slice(0, FRONT_CANDIDATES)
    .map((r) => r.page);
  const scores = await Promise.all(candidates.map(frontScore));
  return [candidates[scores.indexOf(Math.max(...scores))] as PageSource];
}

/** Every coloured page and raster the cover needs, coloured from the design's palette and seed (page i with seed + i). */
export async function coverArt(
  design: CoverDesign,
  front: PageSource[],
  thumbs: PageSource[],
  modelCover: PageSource | null,
): Promise<CoverArt> {
  const palette = paletteById(design.palette) ?? paletteById("bright");
  if (!palette) throw new Error("no palette");
  const width = WIDTH_PX[design.template];
  // Thumbnails and the line-art half are drawn and scaled on libuv's threads while this thread
  // colours the front's pages.
  const first = front[0];
  const lineArt = design.template === "before-after" && first ? greyJpeg(first, width) : Promise.resolve(null);
  const thumbJpegs = Promise.all(thumbs.map((p) => greyJpeg(p, THUMB_PX)));
  const coloured: FrontArt[] = [];
  if (modelCover) coloured.push(await coverImage(modelCover, width));
  for (const [i, p] of front.entries()) {
    if (coloured.length >= Math.max(1, front.length)) break;
    coloured.push(await colouredPage(p, palette, design.seed + i, width));
  }
  return { coloured, lineArt: await lineArt, thumbs: await thumbJpegs };
}
