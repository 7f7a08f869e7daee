import { hexRgb } from "../../../engine/covers/palettes.js";

/**
 * Crayon names a child knows, each with a typical shade: a black-and-white page can only name
 * its colours, so every colour of a legend gets the nearest name no other colour took.
 */
const crayons: Array<[string, string]> = [
  ["red", "#e53935"],
  ["dark red", "#8e1b1b"],
  ["orange", "#fb8c00"],
  ["peach", "#ffcc99"],
  ["yellow", "#ffd600"],
  ["light yellow", "#fff59d"],
  ["gold", "#d4a017"],
  ["light green", "#9ccc65"],
  ["green", "#43a047"],
  ["dark green", "#1b5e20"],
  ["mint", "#a8f0c8"],
  ["teal", "#26a69a"],
  ["turquoise", "#40e0d0"],
  ["light blue", "#90caf9"],
  ["sky blue", "#4fc3f7"],
  ["blue", "#1e63c8"],
  ["navy", "#1a237e"],
  ["lavender", "#c5b3ff"],
  ["purple", "#8e44ad"],
  ["violet", "#7c4dff"],
  ["pink", "#ff80ab"],
  ["light pink", "#ffc8d8"],
  ["magenta", "#d81b60"],
  ["brown", "#8d5524"],
  ["tan", "#d2b48c"],
  ["grey", "#9e9e9e"],
  ["light grey", "#d6d6d6"],
];

/** CIE L*a*b* of an sRGB colour (D65): distances there follow what eyes see. */
function lab(hex: string): [number, number, number] {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = hexRgb(hex).map(lin) as [number, number, number];
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

const distance = (a: [number, number, number], b: [number, number, number]) =>
  Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

const crayonLab = crayons.map(([name, hex]) => ({ name, lab: lab(hex) }));

/**
 * A distinct crayon name for each colour, in the colours' order: the closest colour-name pairs
 * are settled first, so "red" goes to the reddest colour and the next one is "dark red" or
 * "orange", never a second "red".
 */
export function colorNames(colors: string[]): string[] {
  const pairs: Array<{ c: number; k: number; d: number }> = [];
  colors.forEach((hex, c) => {
    const l = lab(hex);
    crayonLab.forEach((k, i) => {
      pairs.push({ c, k: i, d: distance(l, k.lab) });
    });
  });
  pairs.sort((a, b) => a.d - b.d || a.c - b.c || a.k - b.k);
  const names: Array<string | undefined> = new Array(colors.length);
  const taken = new Set<number>();
  for (const p of pairs) {
    if (names[p.c] !== undefined || taken.has(p.k)) continue;
    names[p.c] = (crayonLab[p.k] as { name: string }).name;
    taken.add(p.k);
  }
  return names.map((n, i) => n ?? `colour ${i + 1}`);
}
