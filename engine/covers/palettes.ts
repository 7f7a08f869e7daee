/**
 * The named palettes automatic colouring and cover designs draw from (shared with the web app,
 * which shows their swatches). Each holds eight fills light enough for black outlines to read
 * on them, plus a dark `ink` and a light `paper` for cover backgrounds, bands and text.
 */
export interface Palette {
  id: string;
  name: string;
  /** Region fills, in no particular order (the colouring picks among them by seed). */
  colors: string[];
  /** A deep tone of the palette: cover bands and spines, with light text. */
  ink: string;
  /** A pale tone of the palette: the back cover's ground, with dark text. */
  paper: string;
}

export const palettes: Palette[] = [
  {
    id: "pastel",
    name: "Pastel",
    colors: ["#f7b2bd", "#ffd6a5", "#fdffb6", "#caffbf", "#9bf6ff", "#a0c4ff", "#bdb2ff", "#ffc6ff"],
    ink: "#5a4e8c",
    paper: "#fdf3f8",
  },
  {
    id: "bright",
    name: "Bright",
    colors: ["#ff595e", "#ff924c", "#ffca3a", "#8ac926", "#52b5f2", "#6a7fdb", "#c77dff", "#ff70a6"],
    ink: "#1d3a8a",
    paper: "#fff8e6",
  },
  {
    id: "autumn",
    name: "Autumn",
    colors: ["#e76f51", "#f4a261", "#e9c46a", "#c9a227", "#a7c957", "#d98e73", "#bc6c25", "#f2cc8f"],
    ink: "#6b2d0f",
    paper: "#fbf1e3",
  },
  {
    id: "ocean",
    name: "Ocean",
    colors: ["#48cae4", "#90e0ef", "#00b4d8", "#4ea8de", "#80ffdb", "#64dfdf", "#a9def9", "#72efdd"],
    ink: "#03396c",
    paper: "#eefaff",
  },
  {
    id: "jewel",
    name: "Jewel",
    colors: ["#d62f6b", "#7b5cd6", "#2f9e8f", "#e0a526", "#3a7bd5", "#b5487f", "#4cb860", "#e2683c"],
    ink: "#2b1748",
    paper: "#f6f0fb",
  },
  {
    id: "earth",
    name: "Earth",
    colors: ["#a3b18a", "#dda15e", "#bc8a5f", "#c8b88a", "#8fae9b", "#d4a373", "#b7b7a4", "#e9c46a"],
    ink: "#3d3426",
    paper: "#f7f3ea",
  },
  {
    id: "candy",
    name: "Candy",
    colors: ["#ff8fab", "#ffb3c6", "#fb6f92", "#b9fbc0", "#98f5e1", "#fde4cf", "#cfbaf0", "#f1c0e8"],
    ink: "#8a1c4a",
    paper: "#fff0f5",
  },
  {
    id: "mono",
    name: "Mono",
    colors: ["#f1f3f5", "#dee2e6", "#ced4da", "#adb5bd", "#e9ecef", "#c5ccd3", "#b8c0c8", "#d7dce1"],
    ink: "#212529",
    paper: "#f8f9fa",
  },
];

export const paletteIds = palettes.map((p) => p.id);

export function paletteById(id: string): Palette | undefined {
  return palettes.find((p) => p.id === id);
}

/** An "#rrggbb" colour as [r, g, b] bytes. */
export function hexRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance (0 black … 1 white). */
function luminance(hex: string): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = hexRgb(hex);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio between two colours (1 … 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
