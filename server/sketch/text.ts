import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import ClipperLib from "clipper-lib";
import opentype, { type Font, type PathCommand } from "opentype.js";
import type { TextBox } from "../images/text-areas.js";
import { r2 } from "./random.js";

/**
 * Text is turned into glyph outlines (paths) with the shipped OFL fonts, so resvg never
 * loads a font or looks at system fonts, and every page renders the same everywhere.
 */
export type FontName =
  | "fredoka"
  | "baloo"
  | "nunito"
  | "cinzel"
  | "dancing"
  | "lobster"
  | "pacifico"
  | "playfair"
  | "playfair-italic";

const files: Record<FontName, string> = {
  fredoka: "@expo-google-fonts/fredoka/700Bold/Fredoka_700Bold.ttf",
  baloo: "@expo-google-fonts/baloo-2/800ExtraBold/Baloo2_800ExtraBold.ttf",
  nunito: "@expo-google-fonts/nunito/900Black/Nunito_900Black.ttf",
  cinzel: "@expo-google-fonts/cinzel/700Bold/Cinzel_700Bold.ttf",
  dancing: "@expo-google-fonts/dancing-script/700Bold/DancingScript_700Bold.ttf",
  lobster: "@expo-google-fonts/lobster/400Regular/Lobster_400Regular.ttf",
  pacifico: "@expo-google-fonts/pacifico/400Regular/Pacifico_400Regular.ttf",
  playfair: "@expo-google-fonts/playfair-display/700Bold/PlayfairDisplay_700Bold.ttf",
  "playfair-italic": "@expo-google-fonts/playfair-display/700Bold_Italic/PlayfairDisplay_700Bold_Italic.ttf",
};

const require = createRequire(import.meta.url);
const fonts = new Map<FontName, Font>();

export function font(name: FontName): Font {
  let f = fonts.get(name);
  if (!f) {
    const buf = readFileSync(require.resolve(files[name]));
    f = opentype.parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer);
    fonts.set(name, f);
  }
  return f;
}

type Glyph = ReturnType<Font["charToGlyph"]>;

/**
 * Glyph-by-glyph layout with kerning. opentype.js's own text shaping trips over some GSUB
 * lookups in these fonts, and display text needs no ligatures. Each glyph of a line set at
 * `size` from `x`, with the x it starts at, and where the line ends.
 */
function kerned(f: Font, text: string, size: number, x = 0): { glyphs: Array<{ g: Glyph; at: number }>; end: number } {
  const k = size / f.unitsPerEm;
  const glyphs: Array<{ g: Glyph; at: number }> = [];
  let prev: Glyph | undefined;
  for (const ch of text) {
    const g = f.charToGlyph(ch);
    if (prev) x += f.getKerningValue(prev, g) * k;
    glyphs.push({ g, at: x });
    x += (g.advanceWidth ?? 0) * k;
    prev = g;
  }
  return { glyphs, end: x };
}

const advance = (f: Font, text: string, size: number): number => kerned(f, text, size).end;

function layout(f: Font, text: string, size: number, x: number, y: number): string {
  return unionOutline(kerned(f, text, size, x).glyphs.flatMap(({ g, at }) => g.getPath(r2(at), r2(y), size).commands));
}

/** Clipper works in integers: hundredths of a canvas unit. */
const SCALE = 100;

/** Glyph contours as polygons: curves flattened into short chords (about 2 units each). */
function flatten(commands: PathCommand[]): ClipperLib.Paths {
  const paths: ClipperLib.Paths = [];
  let ring: ClipperLib.Path = [];
  let cx = 0;
  let cy = 0;
  const at = (x: number, y: number) => ring.push({ X: Math.round(x * SCALE), Y: Math.round(y * SCALE) });
  const steps = (len: number) => Math.max(2, Math.min(24, Math.ceil(len / 2)));
  for (const c of commands) {
    const x = c.x ?? 0;
    const y = c.y ?? 0;
    if (c.type === "M") {
      if (ring.length > 2) paths.push(ring);
      ring = [];
      at(x, y);
    } else if (c.type === "L") at(x, y);
    else if (c.type === "Q") {
      const x1 = c.x1 ?? 0;
      const y1 = c.y1 ?? 0;
      const n = steps(Math.hypot(x1 - cx, y1 - cy) + Math.hypot(x - x1, y - y1));
      for (let i = 1; i <= n; i++) {
        const t = i / n;
        const u = 1 - t;
        at(u * u * cx + 2 * u * t * x1 + t * t * x, u * u * cy + 2 * u * t * y1 + t * t * y);
      }
    } else if (c.type === "C") {
      const [x1, y1, x2, y2] = [c.x1 ?? 0, c.y1 ?? 0, c.x2 ?? 0, c.y2 ?? 0];
      const n = steps(Math.hypot(x1 - cx, y1 - cy) + Math.hypot(x2 - x1, y2 - y1) + Math.hypot(x - x2, y - y2));
      for (let i = 1; i <= n; i++) {
        const t = i / n;
        const u = 1 - t;
        at(
          u * u * u * cx + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x,
          u * u * u * cy + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y,
        );
      }
    } else if (c.type === "Z") {
      if (ring.length > 2) paths.push(ring);
      ring = [];
      continue;
    }
    cx = x;
    cy = y;
  }
  if (ring.length > 2) paths.push(ring);
  return paths;
}

let textSink: TextBox[] | null = null;

/**
 * The boxes of every line of text outlined while `draw` runs (a big letter is a line of one
 * glyph), in canvas units: Simple detail and the gate keep them legible
 * (docs/decisions/037-simple-text.md).
 */
export function collectText<T>(draw: () => T): { value: T; text: TextBox[] } {
  const outer = textSink;
  const text: TextBox[] = [];
  textSink = text;
  try {
    return { value: draw(), text };
  } finally {
    textSink = outer;
  }
}

/** Count text drawn elsewhere (moved by a transform) into the boxes being collected. */
export function noteText(box: TextBox): void {
  textSink?.push(box);
}

/** The box of a line's outline: its outer contours (counters lie inside them). */
function noteLine(solution: ClipperLib.Paths): void {
  if (!textSink || !solution.length) return;
  let [x0, y0, x1, y1] = [
    Number.POSITIVE_INFINITY,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ];
  for (const ring of solution)
    for (const p of ring) {
      x0 = Math.min(x0, p.X);
      y0 = Math.min(y0, p.Y);
      x1 = Math.max(x1, p.X);
      y1 = Math.max(y1, p.Y);
    }
  textSink.push([x0 / SCALE, y0 / SCALE, x1 / SCALE, y1 / SCALE]);
}

/**
 * One clean outline per letter: the glyph contours of a line united (Clipper, non-zero fill).
 * Fonts made from variable masters keep overlapping contours (Fredoka's "e" bar, script joins);
 * stroked as they are, every overlap drew an inner contour or a stray bar across the letter.
 */
function unionOutline(commands: PathCommand[]): string {
  const clipper = new ClipperLib.Clipper();
  clipper.AddPaths(flatten(commands), ClipperLib.PolyType.ptSubject, true);
  const solution: ClipperLib.Paths = [];
  clipper.Execute(
    ClipperLib.ClipType.ctUnion,
    solution,
    ClipperLib.PolyFillType.pftNonZero,
    ClipperLib.PolyFillType.pftNonZero,
  );
  noteLine(solution);
  let d = "";
  for (const ring of solution) {
    ring.forEach((p, i) => {
      d += `${i ? "L" : "M"}${r2(p.X / SCALE)} ${r2(p.Y / SCALE)}`;
    });
    d += "Z";
  }
  return d;
}

export interface FittedText {
  lines: string[];
  size: number;
  /** Height of one line box in px. */
  lineHeight: number;
}

function wrap(f: Font, words: string[], size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (line && advance(f, next, size) > width) {
      lines.push(line);
      line = w;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Wrap and shrink text until every line fits the box: nothing overflows, however long. */
export function fitText(
  text: string,
  name: FontName,
  box: { w: number; h: number },
  maxSize: number,
  maxLines = 4,
): FittedText {
  const f = font(name);
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lh = (f.ascender - f.descender) / f.unitsPerEm;
  for (let size = maxSize; size > 8; size *= 0.92) {
    const lines = wrap(f, words, size, box.w);
    const tooWide = lines.some((l) => advance(f, l, size) > box.w);
    if (lines.length <= maxLines && !tooWide && lines.length * size * lh <= box.h) {
      return { lines, size, lineHeight: size * lh };
    }
  }
  // Extremely long text: one shrunken line per chunk, still inside the box.
  const size = 8;
  return { lines: wrap(f, words, size, box.w).slice(0, maxLines), size, lineHeight: size * lh };
}

/** Path data for one line, horizontally centred on cx with its baseline at y. */
export function linePath(text: string, name: FontName, size: number, cx: number, baseline: number): string {
  const key = `${name} ${size} ${cx} ${baseline} ${text}`;
  const hit = outlined.get(key);
  if (hit) {
    // Kept as the newest: a line every page of a kind repeats stays while a page's many letters pass.
    outlined.delete(key);
    outlined.set(key, hit);
    if (hit.box) noteText(hit.box);
    return hit.d;
  }
  const f = font(name);
  const { value: d, text: boxes } = collectText(() => layout(f, text, size, cx - advance(f, text, size) / 2, baseline));
  const box = boxes[0];
  if (box) noteText(box);
  if (outlined.size >= OUTLINED_MAX) outlined.delete(outlined.keys().next().value as string);
  outlined.set(key, { d, box });
  return d;
}

/**
 * Outlined lines kept for the next page: a batch, a preview and its page, or a book's pages
 * outline the same line again (Clipper's union is most of a lettering page's drawing time). The
 * least recently used go first: a word search's or crossword's letters are hundreds of lines, and
 * with 512 kept they pushed out the lines the next pages of a mixed activity book repeat (a
 * thousand lines of outlines are a few MB).
 */
const outlined = new Map<string, { d: string; box: TextBox | undefined }>();
const OUTLINED_MAX = 1024;

/** Path data for fitted text centred in a box (vertically by its line boxes). */
export function textBlockPath(
  fit: FittedText,
  name: FontName,
  box: { x: number; y: number; w: number; h: number },
): string {
  const f = font(name);
  const asc = (f.ascender / f.unitsPerEm) * fit.size;
  const total = fit.lines.length * fit.lineHeight;
  const top = box.y + (box.h - total) / 2;
  return fit.lines
    .map((l, i) => linePath(l, name, fit.size, box.x + box.w / 2, top + i * fit.lineHeight + asc))
    .join("");
}

export function textWidth(text: string, name: FontName, size: number): number {
  return advance(font(name), text, size);
}

/**
 * The big letter page's glyph, or its number's figures set side by side ("12"), one outline
 * fitted into a box `size` high and `width` wide (square unless given).
 */
export function glyphPath(
  text: string,
  name: FontName,
  box: { x: number; y: number; size: number; width?: number },
): string {
  const f = font(name);
  // Set at 100 units from the origin first: what the glyphs cover.
  const { glyphs } = kerned(f, text, 100);
  const probe = { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity };
  for (const { g, at } of glyphs) {
    const b = g.getPath(at, 0, 100).getBoundingBox();
    probe.x1 = Math.min(probe.x1, b.x1);
    probe.y1 = Math.min(probe.y1, b.y1);
    probe.x2 = Math.max(probe.x2, b.x2);
    probe.y2 = Math.max(probe.y2, b.y2);
  }
  const w = probe.x2 - probe.x1 || 1;
  const h = probe.y2 - probe.y1 || 1;
  const width = box.width ?? box.size;
  const scale = Math.min(width / w, box.size / h);
  const x = box.x + (width - w * scale) / 2 - probe.x1 * scale;
  const y = box.y + (box.size - h * scale) / 2 - probe.y1 * scale;
  const commands = glyphs.flatMap(({ g, at }) => g.getPath(r2(x + at * scale), r2(y), 100 * scale).commands);
  return unionOutline(commands);
}
