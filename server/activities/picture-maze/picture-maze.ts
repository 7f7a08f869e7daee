import { type Rng, shuffle } from "../../random.js";
import { type Motif, motifByAnnotation } from "../../sketch/art.js";
import { sceneFor, sided } from "../scenes.js";
import { themeDrawings } from "../theme-drawings.js";
import type { Difficulty } from "../types.js";

/**
 * Columns of cells on a square page by difficulty (a portrait page has more rows): fewer and
 * wider than the plain maze's, so a drawing of the scene fits in a cell. `scene`: the share of
 * cells that hold a drawing.
 */
export const pictureLevels: Record<Difficulty, { cols: number; wall: number; scene: number }> = {
  easy: { cols: 6, wall: 7, scene: 0.22 },
  medium: { cols: 9, wall: 5, scene: 0.2 },
  hard: { cols: 13, wall: 4, scene: 0.18 },
};

/**
 * Large print (decision 057, as the plain maze's): at most these columns, fewer where the page
 * prints small (a book's trim), so every corridor is 0.4 in or wider clear of the walls.
 */
export const largePictureCols: Record<Difficulty, number> = { easy: 6, medium: 8, hard: 10 };

/** What each scene's traveller heads for when the theme offers nothing else. */
const goals: Record<string, string> = { park: "house", farm: "house", ocean: "spiral shell", space: "ringed planet" };

const bare = (m: Motif) => m.annotation.toLowerCase();

/**
 * The traveller (the theme's first animal or vehicle, a cow for "farm", else its own drawing),
 * where it is going (another of the theme's drawings, or its scene's home) and the scene's
 * drawings along the way: the theme's others, then its scene's, in a seeded order, none named
 * as the traveller or the goal.
 */
export function mazeDrawings(theme: string | undefined, rng: Rng): { from: Motif; to: Motif; scene: Motif[] } {
  const drawings = themeDrawings(theme);
  // One that goes places: an animal or a vehicle (a shark for "ocean", not its wave), else the theme's own.
  const animals = new Set(themeDrawings("animals").map(bare));
  const from = drawings.find((m) => sided.has(bare(m)) || animals.has(bare(m))) ?? (drawings[0] as Motif);
  const others = drawings.filter((m) => m !== from);
  const place = sceneFor(theme);
  const near = [...place.land, ...place.sky].flatMap((a) => {
    const m = motifByAnnotation(a);
    return m ? [m] : [];
  });
  const mixed = shuffle(rng, others);
  const home = motifByAnnotation(goals[place.name] ?? "house");
  const to = mixed[0] ?? home ?? (near[0] as Motif);
  const seen = new Set([from.hexcode, to.hexcode]);
  const scene = [...mixed, ...shuffle(rng, near)].filter(
    (m) => !seen.has(m.hexcode) && bare(m) !== bare(from) && bare(m) !== bare(to) && seen.add(m.hexcode),
  );
  return { from, to, scene };
}

/**
 * The cells that hold a drawing of the scene: about `share` of them, never the first nor the
 * last (the traveller's way in and out) and never two side by side, so the page reads as a maze
 * with things along its paths rather than a wall of pictures.
 */
export function sceneCells(cols: number, rows: number, share: number, rng: Rng): number[] {
  const n = cols * rows;
  const wanted = Math.round(n * share);
  const taken = new Set<number>();
  for (const cell of shuffle(
    rng,
    Array.from({ length: n - 2 }, (_, i) => i + 1),
  )) {
    if (taken.size >= wanted) break;
    const c = cell % cols;
    const near = [cell - cols, cell + cols, c > 0 ? cell - 1 : -1, c < cols - 1 ? cell + 1 : -1];
    if (near.some((k) => taken.has(k))) continue;
    taken.add(cell);
  }
  return [...taken].sort((a, b) => a - b);
}
