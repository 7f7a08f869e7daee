/**
 * A single-stroke guide font for tracing: each character as the centre lines a pen follows,
 * stroke by stroke in the order they are written. Coordinates are the Hershey "Sans 1-stroke"
 * (futural) glyphs: x from the left edge, y down, the cap line at 1, the midline (x-height) at 8,
 * the baseline at 22 and the descender line at 29. The Hershey fonts were published by the U.S.
 * National Bureau of Standards (A. V. Hershey, 1967) without restriction; this transcription
 * follows the JSON of the hersheytext package (MIT, (c) 2014 James T): docs/licences.md.
 * Each entry: the advance width, then the strokes ("|" between strokes, "x y" pairs in order).
 */
const table: Record<string, [number, string]> = {
  A: [18, "9 1 1 22|9 1 17 22|4 15 14 15"],
  B: [
    20,
    "4 1 4 22|4 1 13 1 16 2 17 3 18 5 18 7 17 9 16 10 13 11|4 11 13 11 16 12 17 13 18 15 18 18 17 20 16 21 13 22 4 22",
  ],
  C: [22, "18 6 17 4 15 2 13 1 9 1 7 2 5 4 4 6 3 9 3 14 4 17 5 19 7 21 9 22 13 22 15 21 17 19 18 17"],
  D: [20, "4 1 4 22|4 1 11 1 14 2 16 4 17 6 18 9 18 14 17 17 16 19 14 21 11 22 4 22"],
  E: [18, "4 1 4 22|4 1 17 1|4 11 12 11|4 22 17 22"],
  F: [16, "4 1 4 22|4 1 17 1|4 11 12 11"],
  G: [22, "18 6 17 4 15 2 13 1 9 1 7 2 5 4 4 6 3 9 3 14 4 17 5 19 7 21 9 22 13 22 15 21 17 19 18 17 18 14|13 14 18 14"],
  H: [22, "4 1 4 22|18 1 18 22|4 11 18 11"],
  I: [8, "4 1 4 22"],
  J: [16, "12 1 12 17 11 20 10 21 8 22 6 22 4 21 3 20 2 17 2 15"],
  K: [20, "4 1 4 22|18 1 4 15|9 10 18 22"],
  L: [14, "4 1 4 22|4 22 16 22"],
  M: [24, "4 1 4 22|4 1 12 22|20 1 12 22|20 1 20 22"],
  N: [22, "4 1 4 22|4 1 18 22|18 1 18 22"],
  O: [22, "9 1 7 2 5 4 4 6 3 9 3 14 4 17 5 19 7 21 9 22 13 22 15 21 17 19 18 17 19 14 19 9 18 6 17 4 15 2 13 1 9 1"],
  P: [20, "4 1 4 22|4 1 13 1 16 2 17 3 18 5 18 8 17 10 16 11 13 12 4 12"],
  Q: [
    22,
    "9 1 7 2 5 4 4 6 3 9 3 14 4 17 5 19 7 21 9 22 13 22 15 21 17 19 18 17 19 14 19 9 18 6 17 4 15 2 13 1 9 1|12 18 18 24",
  ],
  R: [20, "4 1 4 22|4 1 13 1 16 2 17 3 18 5 18 7 17 9 16 10 13 11 4 11|11 11 18 22"],
  S: [20, "17 4 15 2 12 1 8 1 5 2 3 4 3 6 4 8 5 9 7 10 13 12 15 13 16 14 17 16 17 19 15 21 12 22 8 22 5 21 3 19"],
  T: [16, "8 1 8 22|1 1 15 1"],
  U: [22, "4 1 4 16 5 19 7 21 10 22 12 22 15 21 17 19 18 16 18 1"],
  V: [18, "1 1 9 22|17 1 9 22"],
  W: [24, "2 1 7 22|12 1 7 22|12 1 17 22|22 1 17 22"],
  X: [20, "3 1 17 22|17 1 3 22"],
  Y: [18, "1 1 9 11 9 22|17 1 9 11"],
  Z: [20, "17 1 3 22|3 1 17 1|3 22 17 22"],
  a: [20, "15 8 15 22|15 11 13 9 11 8 8 8 6 9 4 11 3 14 3 16 4 19 6 21 8 22 11 22 13 21 15 19"],
  b: [18, "4 1 4 22|4 11 6 9 8 8 11 8 13 9 15 11 16 14 16 16 15 19 13 21 11 22 8 22 6 21 4 19"],
  c: [18, "15 11 13 9 11 8 8 8 6 9 4 11 3 14 3 16 4 19 6 21 8 22 11 22 13 21 15 19"],
  d: [20, "15 1 15 22|15 11 13 9 11 8 8 8 6 9 4 11 3 14 3 16 4 19 6 21 8 22 11 22 13 21 15 19"],
  e: [18, "3 14 15 14 15 12 14 10 13 9 11 8 8 8 6 9 4 11 3 14 3 16 4 19 6 21 8 22 11 22 13 21 15 19"],
  f: [14, "10 1 8 1 6 2 5 5 5 22|2 8 9 8"],
  g: [
    20,
    "15 8 15 24 14 27 13 28 11 29 8 29 6 28|15 11 13 9 11 8 8 8 6 9 4 11 3 14 3 16 4 19 6 21 8 22 11 22 13 21 15 19",
  ],
  h: [20, "4 1 4 22|4 12 7 9 9 8 12 8 14 9 15 12 15 22"],
  i: [8, "3 1 4 2 5 1 4 0 3 1|4 8 4 22"],
  j: [10, "5 1 6 2 7 1 6 0 5 1|6 8 6 25 5 28 3 29 1 29"],
  k: [16, "4 1 4 22|14 8 4 18|8 14 15 22"],
  l: [8, "4 1 4 22"],
  m: [30, "4 8 4 22|4 12 7 9 9 8 12 8 14 9 15 12 15 22|15 12 18 9 20 8 23 8 25 9 26 12 26 22"],
  n: [20, "4 8 4 22|4 12 7 9 9 8 12 8 14 9 15 12 15 22"],
  o: [20, "8 8 6 9 4 11 3 14 3 16 4 19 6 21 8 22 11 22 13 21 15 19 16 16 16 14 15 11 13 9 11 8 8 8"],
  p: [18, "4 8 4 29|4 11 6 9 8 8 11 8 13 9 15 11 16 14 16 16 15 19 13 21 11 22 8 22 6 21 4 19"],
  q: [20, "15 8 15 29|15 11 13 9 11 8 8 8 6 9 4 11 3 14 3 16 4 19 6 21 8 22 11 22 13 21 15 19"],
  r: [12, "4 8 4 22|4 14 5 11 7 9 9 8 12 8"],
  s: [18, "14 11 13 9 10 8 7 8 4 9 3 11 4 13 6 14 11 15 13 16 14 18 14 19 13 21 10 22 7 22 4 21 3 19"],
  t: [14, "5 1 5 18 6 21 8 22 10 22|2 8 9 8"],
  u: [20, "4 8 4 18 5 21 7 22 10 22 12 21 15 18|15 8 15 22"],
  v: [16, "2 8 8 22|14 8 8 22"],
  w: [22, "3 8 7 22|11 8 7 22|11 8 15 22|19 8 15 22"],
  x: [18, "3 8 14 22|14 8 3 22"],
  y: [16, "2 8 8 22|14 8 8 22 6 26 4 28 2 29 1 29"],
  z: [18, "14 8 3 22|3 8 14 8|3 22 14 22"],
  "0": [20, "9 1 6 2 4 5 3 10 3 13 4 18 6 21 9 22 11 22 14 21 16 18 17 13 17 10 16 5 14 2 11 1 9 1"],
  "1": [20, "6 5 8 4 11 1 11 22"],
  "2": [20, "4 6 4 5 5 3 6 2 8 1 12 1 14 2 15 3 16 5 16 7 15 9 13 12 3 22 17 22"],
  "3": [20, "5 1 16 1 10 9 13 9 15 10 16 11 17 14 17 16 16 19 14 21 11 22 8 22 5 21 4 20 3 18"],
  "4": [20, "13 1 3 15 18 15|13 1 13 22"],
  "5": [20, "15 1 5 1 4 10 5 9 8 8 11 8 14 9 16 11 17 14 17 16 16 19 14 21 11 22 8 22 5 21 4 20 3 18"],
  "6": [
    20,
    "16 4 15 2 12 1 10 1 7 2 5 5 4 10 4 15 5 19 7 21 10 22 11 22 14 21 16 19 17 16 17 15 16 12 14 10 11 9 10 9 7 10 5 12 4 15",
  ],
  "7": [20, "17 1 7 22|3 1 17 1"],
  "8": [
    20,
    "8 1 5 2 4 4 4 6 5 8 7 9 11 10 14 11 16 13 17 15 17 18 16 20 15 21 12 22 8 22 5 21 4 20 3 18 3 15 4 13 6 11 9 10 13 9 15 8 16 6 16 4 15 2 12 1 8 1",
  ],
  "9": [
    20,
    "16 8 15 11 13 13 10 14 9 14 6 13 4 11 3 8 3 7 4 4 6 2 9 1 10 1 13 2 15 4 16 8 16 13 15 18 13 21 10 22 8 22 5 21 4 19",
  ],
  ".": [8, "4 20 3 21 4 22 5 21 4 20"],
  ",": [8, "4 20 3 21 4 22 5 21 4 20|5 21 5 23 3 25"],
  "!": [10, "5 1 5 15|5 20 4 21 5 22 6 21 5 20"],
  "?": [18, "3 6 3 5 4 3 5 2 7 1 11 1 13 2 14 3 15 5 15 7 14 9 13 10 9 12 9 15|9 20 8 21 9 22 10 21 9 20"],
  "'": [10, "5 3 4 2 5 1 6 2 6 4 5 6 4 7"],
  "&": [
    26,
    "23 10 23 9 22 8 21 8 20 9 19 11 17 16 15 19 13 21 11 22 7 22 5 21 4 20 3 18 3 16 4 14 5 13 12 9 13 8 14 6 14 4 13 2 11 1 9 2 8 4 8 6 9 9 11 12 16 19 18 21 20 22 22 22 23 21 23 20",
  ],
  "-": [26, "4 13 22 13"],
};

export const CAP = 1;
export const MIDLINE = 8;
export const BASELINE = 22;
export const DESCENDER = 29;

export interface Glyph {
  advance: number;
  /** Each stroke's points in writing order. */
  strokes: Array<Array<[number, number]>>;
}

/**
 * Stroke order and direction as children are taught: a bowl before the stem beside it (a, d,
 * g, q: the plotter drew the stem first), straight lines top to bottom and left to right.
 */
const bowlFirst = new Set(["a", "d", "g", "q"]);

function taught(ch: string, strokes: Glyph["strokes"]): Glyph["strokes"] {
  const ordered = bowlFirst.has(ch) && strokes.length === 2 ? [strokes[1], strokes[0]] : strokes;
  return (ordered as Glyph["strokes"]).map((s) => {
    if (s.length !== 2) return s;
    const [[x0, y0], [x1, y1]] = s as [[number, number], [number, number]];
    const upward = y1 < y0 && Math.abs(y1 - y0) >= Math.abs(x1 - x0);
    const leftward = x1 < x0 && Math.abs(x1 - x0) > Math.abs(y1 - y0);
    return upward || leftward ? [...s].reverse() : s;
  });
}

const glyphs = new Map<string, Glyph>();

/** The character's strokes, or undefined for a character the guide font cannot write. */
export function strokeGlyph(ch: string): Glyph | undefined {
  let g = glyphs.get(ch);
  if (!g) {
    const entry = table[ch];
    if (!entry) return undefined;
    const strokes = entry[1].split("|").map((s) => {
      const n = s.split(" ").map(Number);
      const pts: Array<[number, number]> = [];
      for (let i = 0; i < n.length; i += 2) pts.push([n[i] as number, n[i + 1] as number]);
      return pts;
    });
    g = { advance: entry[0], strokes: taught(ch, strokes) };
    glyphs.set(ch, g);
  }
  return g;
}

/** Every character the guide font writes (a space aside). */
export const strokeCharacters = Object.keys(table);
