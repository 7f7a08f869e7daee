/**
 * Natural colouring (issue 42 item 1): each region of a built-in page takes the colour its source
 * drawing had there. The sketch engine keeps every shape's designed colour as `data-colour` in
 * the page's SVG (server/sketch/motif-svg.ts); the page drawn with those colours, read region by
 * region of the line art, gives each region its colour. What has no source colour (backgrounds,
 * pattern bands, mandalas, lettering) takes the palette, large areas its calm colours.
 */
import { Resvg } from "@resvg/resvg-js";
import { hexRgb, type Palette } from "../../engine/covers/palettes.js";
import { mulberry32 } from "../random.js";
import { getIndex, motifGroup } from "../sketch/drawing-index.js";
import { motifMarkup } from "../sketch/motif-svg.js";
import { isElement, parseSvg, type SvgNode, serialiseSvg, withAttrs } from "../svg/tree.js";
import { hex, tint } from "./assign.js";
import type { RegionMap } from "./regions.js";

/** The widest the page is drawn in its source colours (pixels). */
const SOURCE_PX = 1200;

/** Where nothing of the drawing has a colour: no drawing uses this exact colour. */
const NONE = "#01fe02";
const NONE_KEY = quant(1, 254, 2);
/**
 * The scenery's uncoloured shapes (outside every drawing: the sky, the ground's bands, the paper
 * showing between a drawing's legs): they take the sky's or the ground's colour by where they lie.
 */
const SCENERY = "#fe02fd";
const SCENERY_KEY = quant(254, 2, 253);

function quant(r: number, g: number, b: number): number {
  return ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
}

/** Whether a page's SVG carries its drawings' colours. */
export const hasSourceColors = (svg: string | null | undefined): svg is string => !!svg?.includes("data-colour=");

const WHITE = new Set(["#fff", "#ffffff", "white"]);

/**
 * Words of winter: snow, ice and Christmas ("a Christmas coloring book", "Santa Claus", "a
 * snowy forest", "polar bear"). "Ice cream" and "iced" are no winter.
 */
const winterWords =
  /\b(?:christmas|xmas|santa|claus|snow\w*|winter\w*|reindeer|sleighs?|sleds?|sledg\w*|north pole|south pole|arctic|antarctic|polar|frozen|frost|frosty|icy|ice(?![- ]?(?:cream|pops?|lolly|lollies|tea))|icicles?|blizzards?|igloos?|skis?|skiing|skiers?|skating|skates?|yule|noel|gingerbread|nutcracker)\b/i;

/** Whether words speak of winter, snow or Christmas (a book's title, a page's subject). */
export const saysWinter = (words: string): boolean => winterWords.test(words);

/**
 * Whether a built-in page shows a winter scene: one of its drawings is a thing of winter (Santa
 * Claus, a snowman, a snowflake, a Christmas tree, a sled, a polar bear…), by the drawing's name.
 */
export function winterPage(svg: string | null | undefined): boolean {
  if (!svg?.includes("data-motif=") || !isScene(svg)) return false;
  const index = getIndex();
  for (const m of svg.matchAll(/data-motif="([^"]+)"/g)) {
    const entry = index.byHex.get(m[1] as string);
    if (entry && saysWinter(entry.annotation)) return true;
  }
  return false;
}

/**
 * Whether a page is a scene: besides its paper, its drawings and its frame, it draws shapes of
 * its own (a ground's line or bands, the sun, trees). A mandala or a pattern is none, whatever
 * drawing sits at its heart (a snowflake).
 */
function isScene(svg: string): boolean {
  const root = parseSvg(svg).find(isElement);
  if (!root) return false;
  const own = root.children.filter(
    (n) =>
      isElement(n) && !n.attrs["data-frame"] && !n.attrs["data-motif"] && (n.name !== "g" || !!n.attrs["data-colour"]),
  );
  // The first of them is the paper.
  return own.length > 1;
}

/**
 * A scenery colour (the sun, a tree, a flower) as winter shows it: paled towards a cold white,
 * the summer sun a pale winter one.
 */
const wintry = (color: string) => mix(color, "#eef4fa", 0.45);

function mix(a: string, b: string, share: number): string {
  const [r1, g1, b1] = hexRgb(a);
  const [r2, g2, b2] = hexRgb(b);
  return hex(r1 + (r2 - r1) * share, g1 + (g2 - g1) * share, b1 + (b2 - b1) * share);
}

/**
 * The colour most of a drawing (as designed) is painted in, its middle counting twice and
 * near-white and near-black left out: a lion's golden face, not its mane; what a posed
 * figure's body takes. Cached.
 */
const mainColors = new Map<string, string | null>();
function mainColor(hexcode: string): string | null {
  let c = mainColors.get(hexcode);
  if (c !== undefined) return c;
  c = null;
  const inner = motifMarkup(hexcode, "color");
  if (inner) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72" width="72" height="72">${inner}</svg>`;
    const px = new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
    const counts = new Map<number, [number, number, number, number]>();
    for (let i = 0; i < px.length; i += 4) {
      if ((px[i + 3] as number) < 250) continue;
      const x = (i / 4) % 72;
      const y = Math.floor(i / 4 / 72);
      // The middle counts twice: a lion's golden face outweighs its larger brown mane.
      const weight = x >= 18 && x < 54 && y >= 18 && y < 54 ? 2 : 1;
      const r = px[i] as number;
      const g = px[i + 1] as number;
      const b = px[i + 2] as number;
      const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
      if (l < 50 || l > 235) continue;
      const k = quant(r, g, b);
      const s = counts.get(k) ?? [0, 0, 0, 0];
      s[0] += weight;
      s[1] += r * weight;
      s[2] += g * weight;
      s[3] += b * weight;
      counts.set(k, s);
    }
    let best: [number, number, number, number] | undefined;
    for (const s of counts.values()) if (!best || s[0] > best[0]) best = s;
    if (best) c = hex(best[1] / best[0], best[2] / best[0], best[3] / best[0]);
  }
  mainColors.set(hexcode, c);
  return c;
}

/**
 * The emoji set draws people with yellow skin (its default tone) and its orange shades (a nose,
 * ears, fingers): on a page a buyer colours, a person's skin is skin, a warm light tone and its
 * shades (Santa's face had come out emoji-yellow on a Christmas cover, then his nose orange). The
 * shades are the ones the set's own light-skin variants put skin in place of. Smiley faces are no
 * people and keep their yellow.
 */
const skinTones: Record<string, string> = {
  "#ffc83d": "#f7d2b0",
  "#fdbb11": "#eebd95",
  "#fcb100": "#eebd95",
  "#f59f00": "#eebd95",
  "#d67d00": "#e8b08c",
  "#ed9200": "#e0a07e",
};

/**
 * The page drawn in its source colours: every shape with a `data-colour` painted in it, the
 * white parts of a drawing without one (a posed figure's body) in the drawing's main colour,
 * the scenery's uncoloured shapes (outside every drawing) in SCENERY, every other white fill
 * and the paper in NONE. Ink stays black. On a winter page the scenery's own colours (the sun,
 * the trees) are wintry.
 */
function sourceColorSvg(svg: string, winter: boolean): string {
  // `outer`: the colour a white shape takes from what it is part of (a group's colour, a drawing's
  // main one); `person`: inside a drawing of a person, whose emoji-yellow skin is drawn as skin;
  // `drawing`: inside a drawing, lettering or a group of shapes (a mandala): the scenery is the
  // page's own shapes, outside every one.
  const walk = (nodes: readonly SvgNode[], outer: string | null, person: boolean, drawing: boolean): SvgNode[] =>
    nodes.map((n) => {
      if (!isElement(n)) return n;
      const hexcode = n.attrs["data-motif"];
      const inDrawing = drawing || !!hexcode || !!n.attrs["data-text"] || (n.name === "g" && !n.attrs["data-colour"]);
      const inPerson = hexcode ? motifGroup(hexcode) === "people-body" : person;
      const skin = (c: string | null) => (inPerson && c ? (skinTones[c] ?? c) : c);
      let own = skin(n.attrs["data-colour"] ?? null);
      if (own && winter && !inDrawing && !WHITE.has(own.toLowerCase())) own = wintry(own);
      const motif = skin(hexcode ? mainColor(hexcode) : null);
      const fill = n.attrs.fill?.toLowerCase();
      let el = { ...n, children: walk(n.children, own ?? motif ?? outer, inPerson, inDrawing) };
      if (fill && WHITE.has(fill))
        el = withAttrs(el, { fill: own ?? motif ?? outer ?? (inDrawing || n.name === "svg" ? NONE : SCENERY) });
      return el;
    });
  return serialiseSvg(walk(parseSvg(svg), null, false, false));
}

/** Each region's source colour (null where the drawing has none), and which regions are the scenery's uncoloured shapes. */
export interface SourceColors {
  colors: (string | null)[];
  scenery: Uint8Array;
}

/**
 * Each region's source colour (null where the drawing has none there): the page drawn in its
 * source colours at the line art's size, the most common colour of each region's paper; and
 * the regions whose most common colour is the scenery's uncoloured shapes. `winter`: the scenery's
 * own colours wintry (sourceColorSvg).
 */
export async function regionSourceColors(svg: string, map: RegionMap, winter = false): Promise<SourceColors> {
  const { renderAsync } = await import("@resvg/resvg-js");
  const { labels, width, height } = map;
  // Drawn at most SOURCE_PX across: a region's colour needs no more, and a print-size page draws in a quarter of the time.
  const drawn = await renderAsync(sourceColorSvg(svg, winter), {
    fitTo: { mode: "width", value: Math.min(width, SOURCE_PX) },
    background: NONE,
    font: { loadSystemFonts: false },
  });
  const out: (string | null)[] = new Array(map.count + 1).fill(null);
  const scenery = new Uint8Array(map.count + 1);
  const sw = drawn.width;
  const sh = drawn.height;
  if (Math.abs(sh / sw - height / width) > 0.01) return { colors: out, scenery };
  const px = drawn.pixels;
  const kx = sw / width;
  const ky = sh / height;
  // Per region, counts and sums of its colours (quantised).
  const bins: Map<number, number[]>[] = Array.from({ length: map.count + 1 }, () => new Map());
  const addAt = (x: number, y: number) => {
    const l = labels[y * width + x] as number;
    if (!l) return;
    const o = (Math.min(sh - 1, Math.floor(y * ky)) * sw + Math.min(sw - 1, Math.floor(x * kx))) * 4;
    const r = px[o] as number;
    const g = px[o + 1] as number;
    const b = px[o + 2] as number;
    const k = quant(r, g, b);
    const m = bins[l] as Map<number, number[]>;
    const s = m.get(k);
    if (s) {
      s[0] = (s[0] as number) + 1;
      s[1] = (s[1] as number) + r;
      s[2] = (s[2] as number) + g;
      s[3] = (s[3] as number) + b;
    } else m.set(k, [1, r, g, b]);
  };
  // About one sample per drawn pixel, at least every other pixel each way.
  const step = Math.max(2, Math.round(1 / Math.min(kx, ky)));
  for (let y = 0; y < height; y += step) for (let x = 0; x < width; x += step) addAt(x, y);
  // Regions too small to be met on the sparse grid: every pixel.
  for (let l = 1; l <= map.count; l++)
    if (!(bins[l] as Map<number, number[]>).size && (map.area[l] as number) > 0) out[l] = "";
  if (out.includes(""))
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const l = labels[y * width + x] as number;
        if (l && out[l] === "" && (x % step || y % step)) addAt(x, y);
      }
  for (let l = 1; l <= map.count; l++) {
    let best: number[] | undefined;
    let bestKey = -1;
    for (const [k, s] of bins[l] as Map<number, number[]>)
      if (!best || (s[0] as number) > (best[0] as number)) {
        best = s;
        bestKey = k;
      }
    if (bestKey === SCENERY_KEY) scenery[l] = 1;
    out[l] =
      best && bestKey !== NONE_KEY && bestKey !== SCENERY_KEY
        ? hex(
            (best[1] as number) / (best[0] as number),
            (best[2] as number) / (best[0] as number),
            (best[3] as number) / (best[0] as number),
          )
        : null;
  }
  return { colors: out, scenery };
}

/** HSL of a colour: hue in degrees, saturation and lightness 0 … 1. */
export function hsl(color: string): [number, number, number] {
  const [r, g, b] = hexRgb(color).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (!d) return [0, 0, l];
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function fromHsl(h: number, s: number, l: number): string {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return hex((r + m) * 255, (g + m) * 255, (b + m) * 255);
}

/** Darkest a natural fill gets: black outlines still read on it (a tyre is dark grey, not black). */
const MIN_LIGHTNESS = 0.36;

/** The colour with its lightness set to `l` (hue and saturation kept). */
const withLightness = (color: string, l: number) => {
  const [h, s] = hsl(color);
  return fromHsl(h, s, Math.max(0.05, Math.min(0.95, l)));
};

/** Colours closer than this (RGB distance) look alike side by side. */
const ALIKE = 48;
const distance = (a: string, b: string) => {
  const [r1, g1, b1] = hexRgb(a);
  const [r2, g2, b2] = hexRgb(b);
  return Math.hypot(r1 - r2, g1 - g2, b1 - b2);
};

/** Shades of one colour to try in turn when a neighbour already has it: darker and lighter by turns. */
function shadesOf(color: string): string[] {
  const l = hsl(color)[2];
  const out = [color];
  for (const step of [0.16, 0.3, 0.44, 0.58])
    for (const dl of l > 0.6 ? [-step, step] : [step, -step]) {
      const nl = l + dl;
      if (nl >= MIN_LIGHTNESS - 0.05 && nl <= 0.96) out.push(withLightness(color, nl));
    }
  return out;
}

/** Palette colours ordered calmest first: light and little saturated. */
export function calmColors(palette: Palette): string[] {
  const loud = (c: string) => {
    const [, s, l] = hsl(c);
    return s * (1 - Math.abs(2 * l - 1)) - l * 0.3;
  };
  return [...palette.colors].sort((a, b) => loud(a) - loud(b));
}

/** Regions this share of the page or more are large: sky, ground, a background. */
const LARGE_SHARE = 0.03;

/** Pale colours closer than this look alike: two whites or two snows side by side, kept apart by their outline. */
const PALE_ALIKE = 20;

/**
 * Whether a source colour is white as the drawing means it: the emoji sets draw white things
 * (a beard, a snowman, a cloud, a hat's fur trim) in light greys so they show on white paper.
 */
function isWhite(color: string): boolean {
  const [, s, l] = hsl(color);
  return l >= 0.78 && s * (1 - Math.abs(2 * l - 1)) < 0.08;
}

/** White things: white, then the faintest greys, for a white beside a white. */
const WHITES = ["#ffffff", "#efefef", "#e2e2e2"];
/** A winter scene's snow-covered ground, its shaded snow after it. */
const SNOW = ["#fbfdff", "#e4ecf4", "#d2dfeb", "#f2f6fa"];
/** A winter scene's sky: a pale cold blue-grey. */
const WINTER_SKY = ["#c5d6e6", "#b3c8dc", "#d6e2ee"];

/** Options of natural colouring beyond the page's source colours. */
export interface NaturalOptions {
  /** The scenery's uncoloured regions (SourceColors.scenery): coloured as the sky or the ground by where they lie. */
  scenery?: Uint8Array;
  /** A winter scene (a Christmas, snow or winter book or page): snow on the ground, a winter sky. */
  winter?: boolean;
}

/**
 * A fill per region: its source colour (lifted when too dark for the outlines; a white thing
 * white, whatever light grey the drawing set draws it in) where it has one, else a palette colour
 * (the calm ones for large regions; the sky a pale sky blue and the ground a grass green from
 * the palette, or on a winter scene a cold winter sky and snow); a region whose colour its
 * neighbour already has gets a darker or lighter shade of the same hue. The sky and the ground
 * are told apart by where they lie: a wide region along the top is sky, one along the bottom is
 * ground; the scenery's uncoloured pieces (`opts.scenery`) are sky in the page's upper part and
 * ground below. Background regions (touching the page's edge) a pale tint of a calm colour.
 * Deterministic per seed.
 */
export function naturalColors(
  map: RegionMap,
  graph: Set<number>[],
  source: (string | null)[],
  palette: Palette,
  seed: number,
  opts: NaturalOptions = {},
): string[] {
  const { area, count, width, height, labels, edge } = map;
  const total = width * height;
  const rng = mulberry32(seed);
  const winter = opts.winter === true;
  const scenery = opts.scenery;
  const jitter = Array.from({ length: count + 1 }, () => rng());
  const order = Array.from({ length: count }, (_, i) => i + 1).sort(
    (a, b) => (area[b] as number) - (area[a] as number) || (jitter[a] as number) - (jitter[b] as number),
  );
  // Bounding boxes of the large regions and the scenery without a source colour: is it a sky or a ground?
  const large = new Set(order.filter((r) => !source[r] && (area[r] as number) >= total * LARGE_SHARE));
  const placed = new Uint8Array(count + 1);
  for (const r of order) if (!source[r] && !edge[r] && (large.has(r) || scenery?.[r])) placed[r] = 1;
  const box = new Map<number, [number, number, number, number]>();
  if (placed.includes(1))
    for (let y = 0, i = 0; y < height; y++)
      for (let x = 0; x < width; x++, i++) {
        const l = labels[i] as number;
        if (!placed[l]) continue;
        const b = box.get(l);
        if (!b) box.set(l, [x, y, x, y]);
        else {
          if (x < b[0]) b[0] = x;
          if (x > b[2]) b[2] = x;
          b[3] = y;
        }
      }
  const calm = calmColors(palette);
  const near = (target: number) =>
    [...palette.colors].sort((a, b) => {
      const da = Math.abs(((hsl(a)[0] - target + 540) % 360) - 180);
      const db = Math.abs(((hsl(b)[0] - target + 540) % 360) - 180);
      return da - db;
    })[0] as string;
  const pale = (c: string) => tint(c, 0.45);
  const sky = winter ? WINTER_SKY : shadesOf(pale(near(205)));
  const ground = winter ? SNOW : shadesOf(pale(near(110)));
  const colors: string[] = new Array(count + 1).fill("");
  const used = new Map<string, number>();
  const alikeNeighbour = (r: number, c: string, alike: number) => {
    for (const m of graph[r] as Set<number>) if (colors[m] && distance(colors[m] as string, c) < alike) return true;
    return false;
  };
  for (const r of order) {
    let wanted: string[];
    let alike = ALIKE;
    const own = source[r];
    const b = box.get(r);
    if (edge[r]) {
      // The paper around the drawing: a pale tint, as palette colouring gives it; a winter scene's a cold one.
      wanted = winter
        ? [...WINTER_SKY.map((c) => tint(c, 0.5)), ...SNOW]
        : calm.flatMap((c) => [0.6, 0.75, 0.45].map((k) => tint(c, k)));
      if (winter) alike = PALE_ALIKE;
    } else if (own && isWhite(own)) {
      wanted = WHITES;
      alike = PALE_ALIKE;
    } else if (own) {
      const [h, sat, l] = hsl(own);
      // A near-black part (a tyre, a hat) lifted to a dark grey of its hue, not a loud mid tone.
      const lifted = l < MIN_LIGHTNESS ? fromHsl(h, (sat * l) / MIN_LIGHTNESS, MIN_LIGHTNESS) : own;
      wanted = shadesOf(lifted);
    } else if (b && scenery?.[r]) {
      // The scenery's uncoloured pieces: a wide one along the top is the sky; the others sky in the
      // page's upper part and ground below (a hill's band, the grass between legs).
      const wide = b[2] - b[0] > width * 0.5;
      wanted = (wide && b[1] < height * 0.25) || (b[1] + b[3]) / 2 < height * 0.42 ? sky : ground;
      if (winter) alike = PALE_ALIKE;
    } else if (b && large.has(r)) {
      const wide = b[2] - b[0] > width * 0.5;
      if (wide && b[1] < height * 0.25) wanted = sky;
      else if (wide && b[1] > height * 0.5) wanted = ground;
      else wanted = calm.slice(0, 4).flatMap((c) => shadesOf(pale(c)).slice(0, 3));
      if (winter) alike = PALE_ALIKE;
    } else {
      // The least used palette colours first, the seed choosing among them.
      const least = [...palette.colors].sort(
        (a, b) => (used.get(a) ?? 0) - (used.get(b) ?? 0) || hashPick(a, r, seed) - hashPick(b, r, seed),
      );
      wanted = [...least, ...least.flatMap((c) => shadesOf(c).slice(1))];
    }
    const color = wanted.find((c) => !alikeNeighbour(r, c, alike)) ?? (wanted[0] as string);
    colors[r] = color;
    used.set(color, (used.get(color) ?? 0) + 1);
  }
  return colors;
}

/** A stable pseudo-random order of palette colours per region and seed. */
function hashPick(color: string, region: number, seed: number): number {
  let h = (seed * 2654435761 + region * 40503) >>> 0;
  for (let i = 0; i < color.length; i++) h = Math.imul(h ^ color.charCodeAt(i), 16777619) >>> 0;
  return h;
}
