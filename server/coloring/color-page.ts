import { hexRgb, type Palette, paletteById } from "../../engine/covers/palettes.js";
import { assignColors, tint } from "./assign.js";
import { hasSourceColors, naturalColors, regionSourceColors, winterPage } from "./natural.js";
import { labelRegions, type RegionMap, regionNeighbours } from "./regions.js";

/** One filled region of a coloured page, in pixels of the coloured raster. */
interface ColoredRegion {
  id: number;
  color: string;
  area: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The paper around the drawing (touches the page's edge): a pale tint of its colour. */
  background: boolean;
}

/** A coloured page: opaque RGB pixels (3 bytes each) and the regions with their colours. */
export interface ColoredPage {
  width: number;
  height: number;
  rgb: Uint8Array;
  regions: ColoredRegion[];
}

/** A line-art page as the colouring takes it: its stored PNG, its vector original, or both. */
export interface LineArtInput {
  png?: Uint8Array | null;
  svg?: string | null;
}

/** Regions smaller than this share of the page are specks between strokes: filled, but not kept apart. */
const SPECK_SHARE = 0.00003;
/** Neighbours are regions a line at most this share of the page's width apart. */
export const LINE_SHARE = 0.012;

class UnknownPalette extends Error {}

function requirePalette(id: string): Palette {
  const p = paletteById(id);
  if (!p) throw new UnknownPalette(id);
  return p;
}

/** A page's regions and the fill of each (index 0, the ink, unused): what both colourings paint. */
export interface RegionFills {
  map: RegionMap;
  fills: string[];
}

/**
 * A page's regions, each one's neighbours (`all`), the area under which a region is a speck, and
 * the graph the colours are chosen over: specks are left out of it (they would only
 * over-constrain it) and take a neighbour's colour.
 */
function regionGraph(grey: Uint8Array, width: number, height: number) {
  const map = labelRegions(grey, width, height);
  const { area } = map;
  const all = regionNeighbours(map, Math.max(3, Math.round(width * LINE_SHARE)));
  const speck = Math.max(4, Math.round(width * height * SPECK_SHARE));
  const graph = all.map((set, r) =>
    (area[r] as number) < speck ? new Set<number>() : new Set([...set].filter((m) => (area[m] as number) >= speck)),
  );
  return { map, all, speck, graph };
}

/**
 * Every enclosed region of a greyscale line-art raster given a colour from `palette`, neighbours
 * never alike, the background (regions touching the page's edge) a pale tint. Pure and
 * deterministic: the same pixels, palette and seed always give the same fills.
 */
export function regionFills(
  grey: Uint8Array,
  width: number,
  height: number,
  palette: Palette,
  seed: number,
): RegionFills {
  const { map, all, speck, graph } = regionGraph(grey, width, height);
  const { area, edge, count } = map;
  const colors = assignColors(graph, area, palette, seed);
  for (let r = 1; r <= count; r++) {
    if ((area[r] as number) >= speck) continue;
    const big = [...(all[r] as Set<number>)].find((m) => (area[m] as number) >= speck);
    colors[r] = big ? (colors[big] as string) : (palette.colors[0] as string);
  }
  const fills = colors.map((c, r) => (edge[r] ? tint(c || "#ffffff", 0.6) : c || "#ffffff"));
  return { map, fills };
}

/**
 * Natural colouring (natural.ts): each region of a page whose SVG carries its drawings' colours
 * takes its source colour, neighbours that would merge a darker or lighter shade; the rest (and
 * every region of a page without source colours) palette colours, large areas the calm ones.
 * Specks and the background as regionFills treats them. Deterministic like regionFills.
 */
export async function naturalRegionFills(
  grey: Uint8Array,
  width: number,
  height: number,
  svg: string | null | undefined,
  palette: Palette,
  seed: number,
  opts: { winter?: boolean } = {},
): Promise<RegionFills> {
  const { map, all, speck, graph } = regionGraph(grey, width, height);
  const { area, edge, count } = map;
  // A winter scene when the caller says so (a Christmas book's cover), else when the page's drawings are of winter.
  const winter = opts.winter ?? winterPage(svg);
  const { colors: source, scenery } = hasSourceColors(svg)
    ? await regionSourceColors(svg, map, winter)
    : { colors: new Array<string | null>(count + 1).fill(null), scenery: undefined };
  // The paper around the drawing is no part of it: a pale palette tint, as palette colouring gives it.
  for (let r = 1; r <= count; r++) if (edge[r]) source[r] = null;
  const colors = naturalColors(map, graph, source, palette, seed, { scenery, winter });
  for (let r = 1; r <= count; r++) {
    if ((area[r] as number) >= speck) continue;
    const big = [...(all[r] as Set<number>)].find((m) => (area[m] as number) >= speck);
    colors[r] = big ? (colors[big] as string) : (source[r] ?? (palette.colors[0] as string));
  }
  return { map, fills: colors.map((c) => c || "#ffffff") };
}

/**
 * Every enclosed region of a greyscale line-art raster filled from `palette` (regionFills), the
 * outlines left as they are (black on top). Pure and deterministic: the same pixels, palette and
 * seed always give the same page.
 */
export function colorRaster(
  grey: Uint8Array,
  width: number,
  height: number,
  palette: Palette,
  seed: number,
): ColoredPage {
  return paintRegions(grey, regionFills(grey, width, height, palette, seed));
}

/** A line-art raster with its regions filled (`fills`, index 0 unused), the outlines left as they are. */
export function paintRegions(grey: Uint8Array, { map, fills }: RegionFills): ColoredPage {
  const { labels, area, edge, count, width, height } = map;
  const rgbOf = fills.map((c) => hexRgb(c));
  const x0 = new Int32Array(count + 1).fill(width);
  const y0 = new Int32Array(count + 1).fill(height);
  const x1 = new Int32Array(count + 1).fill(-1);
  const y1 = new Int32Array(count + 1).fill(-1);
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      const g = grey[i] as number;
      const l = labels[i] as number;
      const o = i * 3;
      if (!l) {
        rgb[o] = g;
        rgb[o + 1] = g;
        rgb[o + 2] = g;
        continue;
      }
      // Paper pixels next to a line are grey from anti-aliasing: the fill darkened as much keeps edges smooth.
      const c = rgbOf[l] as [number, number, number];
      rgb[o] = (c[0] * g) / 255;
      rgb[o + 1] = (c[1] * g) / 255;
      rgb[o + 2] = (c[2] * g) / 255;
      if (x < (x0[l] as number)) x0[l] = x;
      if (x > (x1[l] as number)) x1[l] = x;
      if (y < (y0[l] as number)) y0[l] = y;
      y1[l] = y;
    }
  }
  const regions: ColoredRegion[] = [];
  for (let r = 1; r <= count; r++)
    regions.push({
      id: r,
      color: fills[r] as string,
      area: area[r] as number,
      x: x0[r] as number,
      y: y0[r] as number,
      width: (x1[r] as number) - (x0[r] as number) + 1,
      height: (y1[r] as number) - (y0[r] as number) + 1,
      background: edge[r] === 1,
    });
  return { width, height, rgb, regions };
}

/**
 * A line-art page as greyscale pixels: the vector original drawn at `width` pixels when there is
 * one (sharp at any size), else the stored raster (scaled to `width` when given).
 */
export async function lineArtGrey(
  input: LineArtInput,
  width?: number,
): Promise<{ grey: Uint8Array; width: number; height: number }> {
  const { default: sharp } = await import("sharp");
  let img: import("sharp").Sharp;
  if (input.svg) {
    const { renderAsync } = await import("@resvg/resvg-js");
    const drawn = await renderAsync(input.svg, {
      ...(width ? { fitTo: { mode: "width" as const, value: width } } : {}),
      background: "#ffffff",
      font: { loadSystemFonts: false },
    });
    img = sharp(drawn.pixels, { raw: { width: drawn.width, height: drawn.height, channels: 4 } });
  } else if (input.png?.byteLength) {
    img = sharp(input.png);
    if (width) img = img.resize({ width });
  } else throw new Error("a line-art page has neither a raster nor a vector original");
  const { data, info } = await img
    .flatten({ background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    grey: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}

/** The colouring that gives each region its source drawing's colour (natural.ts), the default. */
const NATURAL = "natural";
/** The palette natural colouring takes for what has no source colour, when none is named. */
const NATURAL_PALETTE = "bright";

/**
 * The colouring's one entry point: a line-art page, a colouring (NATURAL, or a palette id:
 * every region from that palette, as before) and a seed → a coloured page. Natural colouring
 * takes `opts.palette` (else NATURAL_PALETTE) for the regions without a source colour.
 */
export async function colorLineArt(
  input: LineArtInput,
  coloring: string,
  seed: number,
  opts: { width?: number; palette?: string; winter?: boolean } = {},
): Promise<ColoredPage> {
  const natural = coloring === NATURAL;
  const palette = requirePalette(natural ? (opts.palette ?? NATURAL_PALETTE) : coloring);
  const { grey, width, height } = await lineArtGrey(input, opts.width);
  if (!natural) return colorRaster(grey, width, height, palette, seed);
  const winter = opts.winter === undefined ? {} : { winter: opts.winter };
  return paintRegions(grey, await naturalRegionFills(grey, width, height, input.svg, palette, seed, winter));
}

/** A coloured page as an opaque RGB PNG. */
export async function coloredPng(page: ColoredPage): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp(page.rgb, { raw: { width: page.width, height: page.height, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** The coloured reference sheet's width: 2250 px, 300 DPI across a Letter page's 7.5 in. */
const REFERENCE_PX = 2250;

/**
 * The coloured reference sheet's picture (GET colored.pdf, the printables ZIP): the page coloured
 * as `colouring` says at REFERENCE_PX wide, as an opaque PNG.
 */
export async function referencePng(input: LineArtInput, coloring: string, seed: number): Promise<Buffer> {
  return coloredPng(await colorLineArt(input, coloring, seed, { width: REFERENCE_PX }));
}

/** A coloured page as a high-quality JPEG (no alpha, no chroma subsampling): how PDFs embed it. */
export async function coloredJpeg(page: ColoredPage): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp(page.rgb, { raw: { width: page.width, height: page.height, channels: 3 } })
    .jpeg({ quality: 90, chromaSubsampling: "4:4:4" })
    .toBuffer();
}
