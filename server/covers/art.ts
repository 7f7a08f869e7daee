import { createHash } from "node:crypto";
import { type CoverLayout, MIN_DPI, type Rect } from "../../engine/books/kdp.js";
import { type Palette, paletteById } from "../../engine/covers/palettes.js";
import { type CoverDesign, frontPageCount } from "../../engine/covers/templates.js";
import type { PageSource } from "../books/spec.js";
import { naturalRegionFills, paintRegions, regionFills } from "../coloring/color-page.js";
import { coloredJpeg, lineArtGrey } from "../coloring/index.js";
import { saysWinter } from "../coloring/natural.js";
import { labelRegions } from "../coloring/regions.js";
import { traceIsoColors, type VectorColoring } from "../coloring/vector.js";
import { needsFlattening } from "../print/flatten.js";
import { artSize } from "../print/source.js";
import { contentMargin } from "../sketch/style.js";
import { isElement, parseSvg, type SvgNode, serialiseSvg } from "../svg/tree.js";

/** Cover art is drawn a little over KDP's 300 DPI: rounding never lands a picture at 299. */
const ART_DPI = MIN_DPI * 1.02;
/** The most pixels across a coloured front is drawn at: colouring time grows with the pixels. */
const MOST_PX = 4000;

/**
 * How wide a front's art is drawn at most on this trim, in inches, for a picture of `aspect`
 * (width / height): the hero and before-and-after designs fill the front's bleed (cropping the
 * picture's margins, so a tall front draws a wide picture wider than the front), the frame and
 * kids designs fit it inside the front, a collage card at most half its width (all of it alone).
 */
function frontArtInches(template: CoverDesign["template"], layout: CoverLayout, aspect: number, cards = 1): number {
  const width = layout.size.width - layout.frontFold;
  const height = layout.size.height;
  if (template === "hero" || template === "before-after") return Math.max(width, height * aspect);
  if (template === "collage" && cards > 1) return width / 2;
  return width;
}

/** The pixels across a front's art needs to print at 300 DPI or more on this trim (issue 47 item 8). */
export function frontArtPx(template: CoverDesign["template"], layout: CoverLayout, aspect: number, cards = 1): number {
  return Math.min(MOST_PX, Math.ceil(frontArtInches(template, layout, aspect, cards) * ART_DPI));
}

/**
 * Whether a cover picture of `width` x `height` pixels, without a vector original to draw again,
 * prints at 300 DPI or more as the front art of `template` on this trim: art that would not is
 * refused by the export's image check, so it is not offered for the book.
 */
export function rasterCoverFits(
  template: CoverDesign["template"],
  layout: CoverLayout,
  width: number,
  height: number,
): boolean {
  return width >= rasterCoverPx(template, layout, width / height);
}

/** The pixels across a picture of `aspect` without a vector original needs for 300 DPI as `template`'s front art. */
export function rasterCoverPx(template: CoverDesign["template"], layout: CoverLayout, aspect: number): number {
  return Math.ceil(frontArtInches(template, layout, aspect) * MIN_DPI);
}

/**
 * Whether a chosen cover picture prints at 300 DPI or more on the front the cover export makes
 * (KDP's manuscript guidelines: images 300 DPI at their printed size). The plain cover
 * (`template` null) draws a vector original as vectors or flattened at 300 DPI and a raster at
 * its 300 DPI print size (server/books/render.ts); a design draws a vector original again at
 * frontArtPx (never more than MOST_PX across) and a raster as it is.
 */
export function coverArtFits(
  template: CoverDesign["template"] | null,
  layout: CoverLayout,
  art: { vector: boolean; width: number; height: number },
): boolean {
  if (template === null) return true;
  const aspect = art.width / art.height;
  if (art.vector) return frontArtPx(template, layout, aspect) >= rasterCoverPx(template, layout, aspect);
  return rasterCoverFits(template, layout, art.width, art.height);
}

const THUMB_PX = 720;

/**
 * A coloured page as the front draws it: an opaque JPEG, or, for a page with a vector original
 * that needs no flattening, that original with its colours as vector fills on top (decision 025).
 * Either way `width` x `height` are the pixels it was coloured at (its aspect).
 */
export type FrontArt = (
  | { kind: "image"; jpeg: Buffer; width: number; height: number }
  | { kind: "vector"; svg: string; colors: VectorColoring; width: number; height: number }
) & {
  /** Where the page's ink lies, as shares of its width and height: a design may crop its blank margins, never this. */
  ink: Rect;
  /**
   * Where the page's drawings lie (its animals, its Santa: not the scenery around them), as
   * shares of its width and height; the ink box when the page has no drawings to tell apart.
   */
  subject: Rect;
  /** Where the page's picture lies inside its frame, as shares of its width and height; the ink box without a frame to leave out. */
  picture: Rect;
};

/** A whole picture's ink box: nothing of it may be cropped. */
const WHOLE: Rect = { x: 0, y: 0, width: 1, height: 1 };

/** The box of the line art's dark pixels, as shares of the raster (the whole raster when it has none). */
function inkBox(grey: Uint8Array, width: number, height: number): Rect {
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if ((grey[y * width + x] as number) < 160) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
  if (x1 < 0) return WHOLE;
  return { x: x0 / width, y: y0 / height, width: (x1 + 1 - x0) / width, height: (y1 + 1 - y0) / height };
}

/** Pixels across at which a page's drawings are found (drawingsBox). */
const DRAWINGS_PX = 256;

/**
 * The box of a built-in page's drawings and lettering (its `data-motif` groups: the animals,
 * Santa; its `data-text` shapes: "B is for Butterfly"; not the scenery around them), as shares
 * of the page; null when it has none.
 */
async function drawingsBox(svg: string | null): Promise<Rect | null> {
  if (!svg?.includes("data-motif=") && !svg?.includes("data-text=")) return null;
  // Only the drawings, with the elements that hold them (their transforms and the root's size).
  const keep = (nodes: readonly SvgNode[]): SvgNode[] =>
    nodes.flatMap((n) => {
      if (!isElement(n)) return [];
      if (n.attrs["data-motif"] || n.attrs["data-text"] || n.name === "defs") return [n];
      const children = keep(n.children);
      return n.name === "svg" || children.length ? [{ ...n, children }] : [];
    });
  const { renderAsync } = await import("@resvg/resvg-js");
  const drawn = await renderAsync(serialiseSvg(keep(parseSvg(svg))), {
    fitTo: { mode: "width", value: DRAWINGS_PX },
    font: { loadSystemFonts: false },
  });
  const { width, height, pixels } = drawn;
  const grey = new Uint8Array(width * height);
  // Whatever a drawing paints (its outlines and its white fills) counts.
  for (let i = 0; i < grey.length; i++) grey[i] = (pixels[i * 4 + 3] as number) > 64 ? 0 : 255;
  const box = inkBox(grey, width, height);
  return box === WHOLE ? null : box;
}

/**
 * Where a built-in page's picture lies inside its frame, as shares of the page: the frame's box
 * (a rectangle's, or a hand-drawn polygon's) less the margin the layouts keep inside it
 * (server/sketch/style.ts contentMargin). The scenery's bands end there, the page's paper
 * showing between them and the frame as a strip. Null for a page without such a frame.
 */
function pictureBox(svg: string | null): Rect | null {
  if (!svg?.includes("data-frame=")) return null;
  const root = parseSvg(svg).find(isElement);
  const frame = root?.children.find((n) => isElement(n) && n.attrs["data-frame"]);
  const shape =
    frame && isElement(frame)
      ? frame.children.find((n) => isElement(n) && (n.name === "rect" || n.name === "polygon"))
      : undefined;
  if (!root || !shape || !isElement(shape)) return null;
  const [, , vw, vh] = (root.attrs.viewBox ?? "").split(/[\s,]+/).map(Number);
  let box: [number, number, number, number];
  if (shape.name === "rect") {
    const [x, y, w, h] = ["x", "y", "width", "height"].map((k) => Number(shape.attrs[k])) as [
      number,
      number,
      number,
      number,
    ];
    box = [x, y, x + w, y + h];
  } else {
    const v = (shape.attrs.points ?? "")
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    const xs = v.filter((_, i) => i % 2 === 0);
    const ys = v.filter((_, i) => i % 2 === 1);
    box = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  }
  if (!vw || !vh || !box.every(Number.isFinite)) return null;
  // The margin past the frame's outer edge the layouts keep: contentMargin less the frame's own inset.
  const stroke = Number(shape.attrs["stroke-width"]) || 0;
  const margin = contentMargin({ inset: 0, frame: stroke } as Parameters<typeof contentMargin>[0]);
  const out = {
    x: (box[0] + margin) / vw,
    y: (box[1] + margin) / vh,
    width: (box[2] - box[0] - 2 * margin) / vw,
    height: (box[3] - box[1] - 2 * margin) / vh,
  };
  return out.width > 0.3 && out.height > 0.3 ? out : null;
}

export interface CoverArt {
  /** The front's coloured pages (a model-made cover, when chosen, comes first as it is). */
  colored: FrontArt[];
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
  // Drawn again from its vector original at the width the front needs; a raster is used as it is.
  const { default: sharp } = await import("sharp");
  const jpeg = await coverJpeg(cover, width);
  const meta = await sharp(jpeg).metadata();
  return {
    kind: "image",
    jpeg,
    width: meta.width ?? 1,
    height: meta.height ?? 1,
    ink: WHOLE,
    subject: WHOLE,
    picture: WHOLE,
  };
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

/** Coloured pages kept by page, colouring, palette, seed and width: a cover's preview and its export colour once. */
const kept = new Map<string, FrontArt>();
const KEPT_PAGES = 24;

/**
 * A page coloured for the front (naturally, or every region from the palette: `coloring`): as
 * vector fills over its own outlines when it has a vector original that draws without
 * transparency, else as a JPEG. Both colour the same pixels with the same fills.
 */
async function coloredPage(
  p: PageSource,
  coloring: CoverDesign["coloring"],
  palette: Palette,
  seed: number,
  width: number,
  winter: boolean | undefined,
): Promise<FrontArt> {
  const hash = createHash("sha256")
    .update(p.svg ?? "")
    .update(p.png)
    .digest("base64url");
  const key = `${hash}:${coloring}:${palette.id}:${seed}:${width}:${winter ?? ""}`;
  const hit = kept.get(key);
  if (hit) {
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const g = await lineArtGrey(p, width);
  const ink = inkBox(g.grey, g.width, g.height);
  const subject = await drawingsBox(p.svg);
  const picture = pictureBox(p.svg);
  const filled =
    coloring === "natural"
      ? await naturalRegionFills(
          g.grey,
          g.width,
          g.height,
          p.svg,
          palette,
          seed,
          winter === undefined ? {} : { winter },
        )
      : regionFills(g.grey, g.width, g.height, palette, seed);
  const art: FrontArt =
    p.svg && !needsFlattening(p.svg)
      ? {
          kind: "vector",
          svg: p.svg,
          colors: traceIsoColors(g.grey, filled.map.labels, filled.fills, g.width, g.height),
          width: g.width,
          height: g.height,
          ink,
          subject: subject ?? ink,
          picture: picture ?? ink,
        }
      : {
          kind: "image",
          jpeg: await coloredJpeg(paintRegions(g.grey, filled)),
          width: g.width,
          height: g.height,
          ink,
          subject: subject ?? ink,
          picture: picture ?? ink,
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
 * `count` of the ranked pages whose subjects differ (issue 42): each next page the best-ranked
 * of those sharing the fewest subject words with the pages already taken, so a collage shows
 * Santa once beside a snowman, a reindeer and a tree, not three Santas, and two jungle pages of
 * the same snake and monkey only when the book has nothing else. Words half the pages with a
 * subject share or more (the setting: "in the jungle"; the book's kind: "dinosaur") tell no
 * page apart; a page without a subject (a mandala, lettering) shares none, but comes after
 * pages with one as its rank says.
 */
function variedPages(ranked: { page: PageSource; score: number }[], count: number): PageSource[] {
  const words = ranked.map((r) => (r.page.subject == null ? null : stems(r.page.subject)));
  const withSubject = words.filter((w): w is Set<string> => w !== null);
  const shared = new Map<string, number>();
  for (const ws of withSubject) for (const w of ws) shared.set(w, (shared.get(w) ?? 0) + 1);
  const common = new Set([...shared].filter(([, n]) => n * 2 >= withSubject.length).map(([w]) => w));
  const seen = new Set<string>();
  const texts = new Set<string>();
  const taken: number[] = [];
  const overlap = (i: number) => {
    const ws = words[i];
    if (!ws) return 0;
    // The same subject again counts as sharing every word, even a subject of one common word.
    let n = texts.has(ranked[i]?.page.subject ?? "") ? ws.size + 1 : 0;
    for (const w of ws) if (!common.has(w) && seen.has(w)) n++;
    return n;
  };
  while (taken.length < Math.min(count, ranked.length)) {
    let best = -1;
    let bestOverlap = Number.POSITIVE_INFINITY;
    for (let i = 0; i < ranked.length; i++) {
      if (taken.includes(i)) continue;
      const o = overlap(i);
      if (o < bestOverlap) {
        best = i;
        bestOverlap = o;
      }
    }
    taken.push(best);
    for (const w of words[best] ?? []) seen.add(w);
    if (ranked[best]?.page.subject != null) texts.add(ranked[best]?.page.subject ?? "");
  }
  return taken.map((i) => (ranked[i] as { page: PageSource }).page);
}

/**
 * The pages a design shows: those chosen, else the book's most representative ones
 * (`rankPages`), a design of several pages taking pages of different subjects (`variedPages`);
 * a one-page design takes the richest (frontScore) of the first pages as good as the best,
 * the earliest on a tie.
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
  if (count > 1) return variedPages(ranked, count);
  if (pages.length < 2) return ranked.slice(0, count).map((r) => r.page);
  const best = ranked[0]?.score;
  const candidates = ranked
    .filter((r) => r.score === best)
    .slice(0, FRONT_CANDIDATES)
    .map((r) => r.page);
  const scores = await Promise.all(candidates.map(frontScore));
  return [candidates[scores.indexOf(Math.max(...scores))] as PageSource];
}

/** A page's width over its height: its vector original's, else its stored raster's. */
function aspectOf(p: PageSource): number {
  try {
    const size = artSize({
      kind: p.kind,
      png: Buffer.from(p.png.buffer, p.png.byteOffset, p.png.byteLength),
      svg: p.svg,
    });
    return size.width / size.height;
  } catch {
    return 1;
  }
}

/**
 * Whether a book is of winter (a Christmas, snow or winter book): its title or subtitle says so,
 * or most of its pages' subjects do. Its pages are coloured as winter scenes, snow on the ground
 * under a winter sky, whatever each page's drawings are (a gift, a bell, an elf).
 */
export function winterBook(theme: string, pages: readonly PageSource[]): boolean {
  if (saysWinter(theme)) return true;
  const subjects = pages.filter((p) => p.subject);
  return subjects.length > 0 && subjects.filter((p) => saysWinter(p.subject ?? "")).length * 2 > subjects.length;
}

/**
 * Every coloured page and raster the cover needs, coloured as the design says (naturally by
 * default, the palette for what has no source colour) with its seed (page i with seed + i).
 * `winter`: the book is of winter (winterBook), its pages coloured as winter scenes; left out,
 * each page is one when its drawings are of winter.
 */
export async function coverArt(
  design: CoverDesign,
  front: PageSource[],
  thumbs: PageSource[],
  modelCover: PageSource | null,
  layout: CoverLayout,
  winter?: boolean,
): Promise<CoverArt> {
  const palette = paletteById(design.palette) ?? paletteById("bright");
  if (!palette) throw new Error("no palette");
  const cards = Math.max(1, front.length);
  const widthFor = (p: PageSource) => frontArtPx(design.template, layout, aspectOf(p), cards);
  // Thumbnails and the line-art half are drawn and scaled on libuv's threads while this thread
  // colours the front's pages.
  const first = front[0];
  const lineArt =
    design.template === "before-after" && first ? greyJpeg(first, widthFor(first)) : Promise.resolve(null);
  const thumbJpegs = Promise.all(thumbs.map((p) => greyJpeg(p, THUMB_PX)));
  const colored: FrontArt[] = [];
  if (modelCover) colored.push(await coverImage(modelCover, widthFor(modelCover)));
  for (const [i, p] of front.entries()) {
    if (colored.length >= Math.max(1, front.length)) break;
    colored.push(await coloredPage(p, design.coloring ?? "natural", palette, design.seed + i, widthFor(p), winter));
  }
  return { colored, lineArt: await lineArt, thumbs: await thumbJpegs };
}
