/** Cover palettes: two background tones, four accents, title fill and its dark edge. */
export interface Palette {
  bg: [string, string];
  accents: [string, string, string, string];
  title: string;
  edge: string;
}

const p = (
  bg0: string,
  bg1: string,
  a: string,
  b: string,
  c: string,
  d: string,
  title: string,
  edge: string,
): Palette => ({
  bg: [bg0, bg1],
  accents: [a, b, c, d],
  title,
  edge,
});

export const palettes: Record<string, Palette> = {
  pastel: p("#fdf2f8", "#e0f2fe", "#f9a8d4", "#a5f3fc", "#fde68a", "#c4b5fd", "#ffffff", "#7c3aed"),
  vibrant: p("#fef08a", "#fb923c", "#ef4444", "#22c55e", "#3b82f6", "#a855f7", "#ffffff", "#1e1b4b"),
  earthy: p("#f5e6d3", "#d6b894", "#a0522d", "#6b8e23", "#cd853f", "#8b5a2b", "#fff8ee", "#4a2c17"),
  rainbow: p("#fff7ed", "#e0f2fe", "#ef4444", "#f59e0b", "#22c55e", "#3b82f6", "#ffffff", "#6d28d9"),
  monochromatic: p("#e0e7ff", "#a5b4fc", "#6366f1", "#818cf8", "#4338ca", "#c7d2fe", "#ffffff", "#1e1b4b"),
  neon: p("#0f0529", "#1e0b4b", "#ff2bd6", "#00f0ff", "#b6ff00", "#ffea00", "#ffffff", "#ff2bd6"),
  candy: p("#ffe4f1", "#ffd6a5", "#ff6fb5", "#7ee0ff", "#ffd93d", "#b28dff", "#ffffff", "#d6246e"),
  primary: p("#fffbe6", "#dbeafe", "#e11d2a", "#1d4ed8", "#facc15", "#16a34a", "#ffffff", "#111827"),
  fantasy: p("#ede9fe", "#fbcfe8", "#8b5cf6", "#ec4899", "#14b8a6", "#fbbf24", "#ffffff", "#4c1d95"),
  retro: p("#fdf0d5", "#f4a261", "#e76f51", "#2a9d8f", "#e9c46a", "#264653", "#fdf0d5", "#264653"),
  sweet: p("#fff0f5", "#ffe4e1", "#ff8fab", "#ffc2d1", "#b5ead7", "#ffdac1", "#ffffff", "#c9184a"),
  fresh: p("#ecfdf5", "#d9f99d", "#34d399", "#a3e635", "#fbbf24", "#38bdf8", "#ffffff", "#065f46"),
  kawaii: p("#fff1f7", "#e7f5ff", "#ffadd2", "#9bf6ff", "#fdffb6", "#bdb2ff", "#ffffff", "#ff5d8f"),
  sunset: p("#ffcf70", "#f25f5c", "#ff9a3c", "#c0387c", "#6a2c70", "#ffd56b", "#fff7e6", "#4a1942"),
  dreamy: p("#e9d5ff", "#bae6fd", "#f0abfc", "#a5b4fc", "#99f6e4", "#fef9c3", "#ffffff", "#6b21a8"),
  nature: p("#dcfce7", "#bef264", "#16a34a", "#65a30d", "#facc15", "#0ea5e9", "#ffffff", "#14532d"),
  mystical: p("#2e1065", "#581c87", "#a855f7", "#f0abfc", "#fde047", "#22d3ee", "#fef3c7", "#1e0638"),
  celestial: p("#0c1445", "#283593", "#ffd54f", "#90caf9", "#e1bee7", "#ffffff", "#fff8e1", "#0a0f33"),
  ethereal: p("#f5f3ff", "#e0f2fe", "#c4b5fd", "#a7f3d0", "#fbcfe8", "#fde68a", "#ffffff", "#5b21b6"),
  royal: p("#1e1b4b", "#4c1d95", "#facc15", "#a21caf", "#2563eb", "#fef3c7", "#fde68a", "#1e1b4b"),
  cosmic: p("#020617", "#312e81", "#f472b6", "#38bdf8", "#facc15", "#a78bfa", "#ffffff", "#0f172a"),
  enchanted: p("#064e3b", "#4c1d95", "#a3e635", "#f0abfc", "#fde047", "#5eead4", "#fefce8", "#022c22"),
  ocean: p("#cffafe", "#0284c7", "#0ea5e9", "#14b8a6", "#fde68a", "#1e40af", "#ffffff", "#0c4a6e"),
  forest: p("#ecfccb", "#166534", "#22c55e", "#a16207", "#84cc16", "#14532d", "#fefce8", "#052e16"),
  galaxy: p("#0b0320", "#3b0764", "#c026d3", "#6366f1", "#22d3ee", "#fde047", "#ffffff", "#1e0538"),
  traditional: p("#fef3c7", "#fee2e2", "#b91c1c", "#15803d", "#ca8a04", "#7f1d1d", "#fffbeb", "#7f1d1d"),
  modern: p("#f8fafc", "#e2e8f0", "#0ea5e9", "#f43f5e", "#14b8a6", "#334155", "#ffffff", "#0f172a"),
  elegant: p("#faf7f2", "#e7dcc8", "#b08d57", "#1f2937", "#9f7aea", "#d4af37", "#ffffff", "#3b2f1e"),
  rustic: p("#f3e9dc", "#c8a27c", "#8b4513", "#556b2f", "#d2691e", "#a0522d", "#fff8f0", "#3e2415"),
  whimsical: p("#fdf4ff", "#ecfeff", "#e879f9", "#2dd4bf", "#facc15", "#fb7185", "#ffffff", "#701a75"),
  cozy: p("#fff7ed", "#fed7aa", "#ea580c", "#a16207", "#fb7185", "#65a30d", "#fffbeb", "#7c2d12"),
  minimalist: p("#fafafa", "#f1f5f9", "#94a3b8", "#f59e0b", "#cbd5e1", "#64748b", "#ffffff", "#1f2937"),
  mountain: p("#e0f2fe", "#94a3b8", "#475569", "#0ea5e9", "#f8fafc", "#16a34a", "#ffffff", "#1e293b"),
  lake: p("#e0f7fa", "#4dd0e1", "#0097a7", "#81c784", "#fff59d", "#1565c0", "#ffffff", "#004d61"),
  adventure: p("#fef3c7", "#fb923c", "#dc2626", "#15803d", "#0284c7", "#f59e0b", "#fffbeb", "#431407"),
  warm: p("#fff7ed", "#fed7aa", "#f97316", "#dc2626", "#facc15", "#b45309", "#ffffff", "#7c2d12"),
  romantic: p("#fff1f2", "#fce7f3", "#e11d48", "#f472b6", "#fda4af", "#be185d", "#ffffff", "#881337"),
  spring: p("#f0fdf4", "#fef9c3", "#4ade80", "#f9a8d4", "#fde047", "#60a5fa", "#ffffff", "#166534"),
  autumn: p("#fff7ed", "#fde68a", "#c2410c", "#b45309", "#a16207", "#7f1d1d", "#fffbeb", "#431407"),
  vintage: p("#f5efe0", "#e6d5b8", "#a3623a", "#5f7161", "#c9a227", "#7b4b3a", "#fbf7ee", "#3d2b1f"),
  garden: p("#f0fdf4", "#fce7f3", "#ec4899", "#22c55e", "#facc15", "#a855f7", "#ffffff", "#14532d"),
};

const aliases: Record<string, string> = {
  monochrome: "monochromatic",
  cosy: "cozy",
  space: "galaxy",
  night: "celestial",
  fall: "autumn",
  love: "romantic",
};

/** The palette name a colour-theme name finds ("Soft Pastel" → pastel), if any. */
export function paletteNameFor(name: string | undefined): string | undefined {
  const words = (name ?? "").toLowerCase().split(/[^a-z]+/);
  for (const w of words) {
    const key = Object.hasOwn(aliases, w) ? (aliases[w] as string) : w;
    if (Object.hasOwn(palettes, key)) return key;
  }
  return undefined;
}

/** The palette for a colour-theme name; words like "soft pastel colours" still find pastel. */
export function paletteFor(name: string | undefined, fallback = "vibrant"): Palette {
  return palettes[paletteNameFor(name) ?? fallback] as Palette;
}
