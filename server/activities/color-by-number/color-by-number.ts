import { type Palette, paletteById } from "../../../engine/covers/palettes.js";
import { assignColors } from "../../coloring/assign.js";
import { LINE_SHARE } from "../../coloring/color-page.js";
import { labelRegions, type RegionMap, regionNeighbours } from "../../coloring/regions.js";
import { textWidth } from "../../sketch/text.js";
import type { Box } from "../page.js";
import type { Difficulty, PuzzleOf } from "../types.js";
import { colorNames } from "./color-names.js";

type ColorByNumberPuzzle = PuzzleOf<"color-by-number">;

/** Number size (page units of a 1024-wide page) by difficulty: fewer, bigger regions for the young. */
const numberSize: Record<Difficulty, number> = { easy: 30, medium: 24, hard: 19 };

/**
 * The legend's colours: crayon colours from the Bright palette (6 for the youngest: its sky
 * blue and light green for the landscape and four more by seed; all 8 for medium), hard adds
 * four more from the other palettes (12, the most), each far enough from the rest to
 * have its own crayon name (color-names.ts).
 */
export function legendPalette(difficulty: Difficulty, seed: number): Palette {
  const bright = paletteById("bright") as Palette;
  const from = (id: string, i: number) => (paletteById(id) as Palette).colors[i] as string;
  const colors =
    difficulty === "easy"
      ? [
          ...bright.colors.slice(3, 5),
          ...rotate([...bright.colors.slice(0, 3), ...bright.colors.slice(5)], seed).slice(0, 4),
        ]
      : difficulty === "medium"
        ? bright.colors
        : [...bright.colors, from("autumn", 6), from("jewel", 2), from("pastel", 2), from("pastel", 0)];
  return { ...bright, id: "color-by-number", colors };
}

const rotate = <T>(items: T[], seed: number) => {
  const k = seed % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
};

/** A colour a region at this point (page units) should have: the sky blue, the ground green. */
export interface ColorHint {
  x: number;
  y: number;
  color: string;
}

/** One numbered region: its number box centred on the point farthest from its edges. */
export interface NumberedRegion {
  region: number;
  n: number;
  color: string;
  /** The number's text box (advance width by cap height), page units. */
  box: Box;
  size: number;
  /** How far the number's centre lies from the region's edges, page units. */
  clear: number;
}

interface ColorByNumber {
  puzzle: ColorByNumberPuzzle;
  numbers: NumberedRegion[];
  map: RegionMap;
  /** Page units per pixel of the region map. */
  unit: number;
}

/**
 * Three times the distance in pixels (3-4 chamfer) from every paper pixel to the nearest ink
 * pixel or page edge: regions are 4-connected paper, so two regions never touch and this is
 * each pixel's distance to its own region's edge.
 */
function edgeDistance(labels: Int32Array, w: number, h: number): Int32Array {
  // Chamfer steps 3 (straight) and 4 (diagonal) on integers; the page's edge counts as ink.
  const d = new Int32Array(w * h);
  const big = 1 << 29;
  for (let i = 0; i < d.length; i++) d[i] = labels[i] ? big : 0;
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      const i = row + x;
      let v = d[i] as number;
      if (!v) continue;
      const up = y > 0;
      v = Math.min(v, x > 0 ? (d[i - 1] as number) + 3 : 3, up ? (d[i - w] as number) + 3 : 3);
      if (up) v = Math.min(v, x > 0 ? (d[i - w - 1] as number) + 4 : 4, x < w - 1 ? (d[i - w + 1] as number) + 4 : 4);
      else v = Math.min(v, 4);
      d[i] = v;
    }
  }
  for (let y = h - 1; y >= 0; y--) {
    const row = y * w;
    for (let x = w - 1; x >= 0; x--) {
      const i = row + x;
      let v = d[i] as number;
      if (!v) continue;
      const down = y < h - 1;
      v = Math.min(v, x < w - 1 ? (d[i + 1] as number) + 3 : 3, down ? (d[i + w] as number) + 3 : 3);
      if (down) v = Math.min(v, x < w - 1 ? (d[i + w + 1] as number) + 4 : 4, x > 0 ? (d[i + w - 1] as number) + 4 : 4);
      d[i] = v;
    }
  }
  return d;
}

/**
 * Numbers for a line drawing's regions (black-and-white pixels, `unit` page units each), with the
 * colouring engine's regions and colouring (server/coloring/): every region that can hold its
 * number at the difficulty's size gets one, at the point farthest from its edges; the
 * background around the drawing and regions too small for a legible number get none and stay
 * white, on the page and in the key (decision 033). Neighbouring numbered regions never share
 * a colour; the legend lists the colours used, numbered from 1, at most 12.
 */
export function numberRegions(
  grey: Uint8Array,
  width: number,
  height: number,
  difficulty: Difficulty,
  seed: number,
  hints: ColorHint[] = [],
  unit = 1,
) {
  const map = labelRegions(grey, width, height);
  const { labels, count, area, edge } = map;
  const dist = edgeDistance(labels, width, height);
  const pole = new Int32Array(count + 1).fill(-1);
  for (let i = 0; i < labels.length; i++) {
    const l = labels[i] as number;
    if (l && (pole[l] as number) < 0) pole[l] = i;
    else if (l && (dist[i] as number) > (dist[pole[l] as number] as number)) pole[l] = i;
  }
  const size = numberSize[difficulty];
  // Room for two digits and a clear ring of paper around them.
  const room = (Math.hypot(textWidth("88", "nunito", size), size * 0.72) / 2 + 3) / unit;
  const numbered = new Uint8Array(count + 1);
  for (let r = 1; r <= count; r++)
    if (!edge[r] && (pole[r] as number) >= 0 && (dist[pole[r] as number] as number) >= room * 3) numbered[r] = 1;
  const all = regionNeighbours(map, Math.max(3, Math.round(width * LINE_SHARE)));
  const graph = all.map((set, r) => (numbered[r] ? new Set([...set].filter((m) => numbered[m])) : new Set<number>()));
  const palette = legendPalette(difficulty, seed);
  const colors = assignColors(graph, area, palette, seed);
  // A region whose neighbours held every legend colour got a shade outside the legend: it takes
  // the legend colour its neighbours use least instead (only ever a near miss on a busy page).
  for (let r = 1; r <= count; r++) {
    if (!numbered[r] || palette.colors.includes(colors[r] as string)) continue;
    const near = [...(graph[r] as Set<number>)].map((m) => colors[m]);
    const score = (c: string) => near.filter((x) => x === c).length;
    colors[r] = [...palette.colors].sort((a, b) => score(a) - score(b))[0] as string;
  }
  // Sky, ground and sun keep the colours a child expects; a neighbour that had that colour moves.
  const hinted = new Set<number>();
  for (const h of hints) {
    const r = labels[Math.round(h.y / unit) * width + Math.round(h.x / unit)] as number;
    if (r && numbered[r] && palette.colors.includes(h.color)) {
      colors[r] = h.color;
      hinted.add(r);
    }
  }
  for (let r = 1; r <= count; r++) {
    if (!numbered[r] || hinted.has(r)) continue;
    const near = [...(graph[r] as Set<number>)].map((m) => colors[m]);
    if (!near.includes(colors[r])) continue;
    const score = (c: string) => near.filter((x) => x === c).length;
    colors[r] = [...palette.colors].sort((a, b) => score(a) - score(b))[0] as string;
  }
  const used = palette.colors.filter((c) => colors.some((x, r) => numbered[r] && x === c));
  const names = colorNames(used);
  const legend = used.map((color, i) => ({ n: i + 1, color, name: names[i] as string }));
  const numberOf = new Map(legend.map((l) => [l.color, l.n]));
  const numbers: NumberedRegion[] = [];
  for (let r = 1; r <= count; r++) {
    if (!numbered[r]) continue;
    const color = colors[r] as string;
    const n = numberOf.get(color) as number;
    const i = pole[r] as number;
    const w = textWidth(String(n), "nunito", size);
    const h = size * 0.72;
    const cx = ((i % width) + 0.5) * unit;
    const cy = (Math.floor(i / width) + 0.5) * unit;
    const clear = (dist[i] as number) * unit;
    numbers.push({ region: r, n, color, size, clear, box: { x: cx - w / 2, y: cy - h / 2, w, h } });
  }
  const puzzle: ColorByNumberPuzzle = { type: "color-by-number", legend };
  return { puzzle, numbers, map, unit } satisfies ColorByNumber;
}

/**
 * The numbered regions painted in their colours as path data per colour: one rectangle per run
 * of a region's pixels along a row, runs repeated on the next rows merged into one taller
 * rectangle. Laid over the drawing they cover its paper and leave its lines as they are.
 */
export function regionFills(map: RegionMap, numbers: NumberedRegion[], unit: number): Map<string, string> {
  const { labels, width, height } = map;
  const colorOf = new Map(numbers.map((x) => [x.region, x.color]));
  const paths = new Map<string, string[]>();
  // Runs still open from the row above, by "start,end": their colour, first row and height.
  let open = new Map<string, { c: string; y: number; h: number }>();
  const close = (key: string, run: { c: string; y: number; h: number }) => {
    const [x, end] = key.split(",").map(Number) as [number, number];
    const list = paths.get(run.c) ?? [];
    list.push(`M${x * unit} ${run.y * unit}h${(end - x) * unit}v${run.h * unit}h${(x - end) * unit}z`);
    paths.set(run.c, list);
  };
  for (let y = 0; y <= height; y++) {
    const next = new Map<string, { c: string; y: number; h: number }>();
    let x = 0;
    while (y < height && x < width) {
      const l = labels[y * width + x] as number;
      const c = l ? colorOf.get(l) : undefined;
      if (!c) {
        x++;
        continue;
      }
      let end = x + 1;
      while (end < width && labels[y * width + end] === l) end++;
      const key = `${x},${end}`;
      const above = open.get(key);
      if (above && above.c === c) {
        above.h++;
        next.set(key, above);
        open.delete(key);
      } else next.set(key, { c, y, h: 1 });
      x = end;
    }
    for (const [key, run] of open) close(key, run);
    open = next;
  }
  return new Map([...paths].map(([c, list]) => [c, list.join("")]));
}
