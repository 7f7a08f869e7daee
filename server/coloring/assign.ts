import { hexRgb, type Palette } from "../../engine/covers/palettes.js";
import { mulberry32 } from "../random.js";

/** An RGB colour (each part clamped to 0-255 and rounded) as `#rrggbb`. */
export const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

/** `colour` moved towards white by `share` (0 … 1). */
export function tint(color: string, share: number): string {
  const [r, g, b] = hexRgb(color);
  return hex(r + (255 - r) * share, g + (255 - g) * share, b + (255 - b) * share);
}

/** `colour` moved towards black by `share`. */
function shade(color: string, share: number): string {
  const [r, g, b] = hexRgb(color);
  return hex(r * (1 - share), g * (1 - share), b * (1 - share));
}

/**
 * A colour per region, no two neighbours alike: DSATUR (the most constrained region first), the
 * seed breaking ties and choosing among the free palette colours, so one seed always gives the
 * same page and another seed a different one. A region whose neighbours already hold every
 * palette colour gets a shade of one no neighbour has.
 */
export function assignColors(neighbours: Set<number>[], area: Int32Array, palette: Palette, seed: number): string[] {
  const n = neighbours.length - 1;
  const rng = mulberry32(seed);
  const order = Array.from({ length: n }, (_, i) => i + 1);
  const jitter = new Float64Array(n + 1);
  for (const r of order) jitter[r] = rng();
  const colors: string[] = new Array(n + 1).fill("");
  const used = new Map<string, number>();
  const done = new Uint8Array(n + 1);
  const saturation = (r: number) => {
    const seen = new Set<string>();
    for (const m of neighbours[r] as Set<number>) if (colors[m]) seen.add(colors[m] as string);
    return seen.size;
  };
  // Big regions lead: they set the page's look; small ones fit around them.
  order.sort((a, b) => (area[b] as number) - (area[a] as number) || (jitter[a] as number) - (jitter[b] as number));
  const sat = new Int32Array(n + 1);
  for (let k = 0; k < n; k++) {
    // Among the first few undone regions by size, the most saturated goes next.
    let best = -1;
    for (const r of order) {
      if (done[r]) continue;
      if (best < 0 || (sat[r] as number) > (sat[best] as number)) best = r;
      if ((sat[best] as number) === 0) break;
    }
    const r = best;
    done[r] = 1;
    const taken = new Set<string>();
    for (const m of neighbours[r] as Set<number>) if (colors[m]) taken.add(colors[m] as string);
    const free = palette.colors.filter((c) => !taken.has(c));
    let color: string;
    if (free.length) {
      // The least used free colours, one of them by seed: the page stays balanced.
      const least = Math.min(...free.map((c) => used.get(c) ?? 0));
      const pool = free.filter((c) => (used.get(c) ?? 0) <= least + 1);
      color = pool[Math.floor(rng() * pool.length)] as string;
    } else {
      color = palette.colors[0] as string;
      for (let step = 1; taken.has(color); step++)
        color = shade(
          palette.colors[step % palette.colors.length] as string,
          0.12 * Math.ceil(step / palette.colors.length),
        );
    }
    colors[r] = color;
    used.set(color, (used.get(color) ?? 0) + 1);
    for (const m of neighbours[r] as Set<number>) if (!done[m]) sat[m] = saturation(m);
  }
  return colors;
}
