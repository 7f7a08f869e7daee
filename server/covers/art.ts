import { paletteById } from "../../engine/covers/palettes.js";
import { type CoverDesign, coverTemplates } from "../../engine/covers/templates.js";
import type { PageSource } from "../books/spec.js";
import { coloredJpeg, colorRaster, lineArtGrey } from "../coloring/index.js";

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

export interface CoverArt {
  /** The front's coloured pages (a model-made cover, when chosen, comes first as it is). */
  coloured: Buffer[];
  /** The first page as line art, for the before-and-after design. */
  lineArt: Buffer | null;
  /** Interior pages for the back's "what's inside", as line art. */
  thumbs: Buffer[];
}

async function greyJpeg(p: PageSource, width: number): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const g = await lineArtGrey(p, width);
  return sharp(g.grey, { raw: { width: g.width, height: g.height, channels: 1 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A chosen cover generation as the design's front art, in colour: its vector original when it
 * has one (for built-in covers, drawn again without their own title: server/books/load.ts),
 * else its stored raster.
 */
async function coverImage(cover: PageSource, width: number): Promise<Buffer> {
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

/** The pages a design shows: those chosen, else the book's first ones. */
export function designPages(design: CoverDesign, pages: PageSource[], chosen: PageSource[]): PageSource[] {
  const want = coverTemplates.find((t) => t.id === design.template)?.pages ?? 1;
  // A collage takes 3 to 5 of the chosen pages; the other designs show one.
  const most = design.template === "collage" ? 5 : 1;
  return chosen.length ? chosen.slice(0, most) : pages.slice(0, want);
}

/** Every raster the cover needs, coloured from the design's palette and seed (page i with seed + i). */
export async function coverArt(
  design: CoverDesign,
  front: PageSource[],
  thumbs: PageSource[],
  modelCover: PageSource | null,
): Promise<CoverArt> {
  const palette = paletteById(design.palette) ?? paletteById("bright");
  if (!palette) throw new Error("no palette");
  const width = WIDTH_PX[design.template];
  const coloured: Buffer[] = [];
  if (modelCover) coloured.push(await coverImage(modelCover, width));
  for (const [i, p] of front.entries()) {
    if (coloured.length >= Math.max(1, front.length)) break;
    const g = await lineArtGrey(p, width);
    coloured.push(await coloredJpeg(colorRaster(g.grey, g.width, g.height, palette, design.seed + i)));
  }
  const first = front[0];
  const lineArt = design.template === "before-after" && first ? await greyJpeg(first, width) : null;
  const thumbJpegs: Buffer[] = [];
  for (const p of thumbs) thumbJpegs.push(await greyJpeg(p, THUMB_PX));
  return { coloured, lineArt, thumbs: thumbJpegs };
}
