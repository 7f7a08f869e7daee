import { type Rng, shuffle } from "../../random.js";
import { type Motif, motifByAnnotation } from "../../sketch/art.js";
import type { Box } from "../page.js";
import { sceneFor } from "../scenes.js";
import { themeDrawings } from "../theme-drawings.js";
import type { Difficulty } from "../types.js";

/**
 * Each difficulty's page: how many different drawings (`kinds`), the counts they may have (all
 * different on a page), the largest drawing (units, before it is turned), how far a drawing may
 * turn (degrees either way) and how much sizes vary. Easy has 3 big upright drawings counted to
 * 5; hard 5 smaller, turned ones counted to 9.
 */
export const countLevels: Record<
  Difficulty,
  { kinds: number; least: number; most: number; size: number; turn: number; vary: number }
> = {
  easy: { kinds: 3, least: 1, most: 5, size: 190, turn: 0, vary: 0 },
  medium: { kinds: 4, least: 2, most: 7, size: 140, turn: 15, vary: 0.1 },
  hard: { kinds: 5, least: 3, most: 9, size: 105, turn: 50, vary: 0.25 },
};

/** The page's counts, one a drawing, all different, drawn from the level's range. */
export function pageCounts(difficulty: Difficulty, rng: Rng): number[] {
  const { kinds, least, most } = countLevels[difficulty];
  const range = Array.from({ length: most - least + 1 }, (_, i) => least + i);
  return shuffle(rng, range).slice(0, kinds);
}

/** A drawing placed on the page: its square (centre and side), its turn and which drawing it is. */
export interface Placed {
  x: number;
  y: number;
  /** The square the turned drawing fits in whole. */
  size: number;
  /** The drawing's own side before it is turned. */
  drawn: number;
  rotate: number;
  kind: number;
}

/** Space kept between two squares (units): drawings never touch, and a ring in the key fits round each. */
const GAP = 14;
/** Tries for each drawing's place; the best spread of the first valid ones is kept. */
const TRIES = 400;
const CANDIDATES = 10;

/** Side of the square a drawing `side` wide fits in whole when turned `deg` degrees about its centre. */
const turnedSide = (side: number, deg: number) => {
  const a = (Math.abs(deg) * Math.PI) / 180;
  return side * (Math.abs(Math.cos(a)) + Math.abs(Math.sin(a)));
};

/**
 * Every copy of every drawing scattered over `area`, none overlapping another nor the area's
 * edge: each new square goes at the best of several free places (the one farthest from those
 * already placed, Mitchell's best candidate), so the page fills evenly with no clumps. When
 * the page cannot hold them all at the level's size, every drawing shrinks a step and the
 * scatter starts again.
 */
export function scatter(counts: number[], area: Box, difficulty: Difficulty, rng: Rng): Placed[] {
  const level = countLevels[difficulty];
  const order = shuffle(
    rng,
    counts.flatMap((n, kind) => Array.from({ length: n }, () => kind)),
  );
  // As big as the level allows and the area holds with its squares covering about a third of it.
  let side = Math.min(level.size, Math.sqrt((area.w * area.h * 0.36) / order.length));
  for (;;) {
    const placed = tryScatter(order, side, area, level, rng);
    if (placed) return placed;
    side *= 0.94;
  }
}

function tryScatter(
  order: number[],
  side: number,
  area: Box,
  level: (typeof countLevels)[Difficulty],
  rng: Rng,
): Placed[] | null {
  const placed: Placed[] = [];
  for (const kind of order) {
    const drawn = side * (1 - level.vary * rng());
    const rotate = level.turn ? Math.round((rng() * 2 - 1) * level.turn) : 0;
    const size = turnedSide(drawn, rotate);
    let best: Placed | null = null;
    let bestFar = -1;
    let found = 0;
    for (let t = 0; t < TRIES && found < CANDIDATES; t++) {
      const x = area.x + size / 2 + rng() * (area.w - size);
      const y = area.y + size / 2 + rng() * (area.h - size);
      let far = Number.POSITIVE_INFINITY;
      let free = true;
      for (const p of placed) {
        const dx = Math.abs(p.x - x) - (p.size + size) / 2;
        const dy = Math.abs(p.y - y) - (p.size + size) / 2;
        if (dx < GAP && dy < GAP) {
          free = false;
          break;
        }
        far = Math.min(far, Math.max(dx, dy));
      }
      if (!free) continue;
      found++;
      if (far > bestFar) {
        bestFar = far;
        best = { x, y, size, drawn, rotate, kind };
      }
    }
    if (!best) return null;
    placed.push(best);
  }
  return placed;
}

/**
 * The page's drawings: the theme's own drawing first (a T-Rex for "dinosaurs"), then the theme's
 * others, then its scene's (farm, ocean, space, park), then animals, each group in a seeded order
 * and used up before the next, never two whose names share a word.
 */
export function pickKinds(theme: string | undefined, count: number, rng: Rng): Motif[] {
  const [own, ...others] = themeDrawings(theme);
  const scene = sceneFor(theme);
  const near = [...scene.land, ...scene.sky].flatMap((a) => {
    const m = motifByAnnotation(a);
    return m ? [m] : [];
  });
  const pool = [
    own as Motif,
    ...shuffle(rng, others),
    ...shuffle(rng, near),
    ...shuffle(rng, themeDrawings("animals")),
  ];
  const seen = new Set<string>();
  return apartByName(
    pool.filter((m) => !seen.has(m.hexcode) && seen.add(m.hexcode)),
    count,
  );
}

/** A drawing's name as words: "horse racing" is horse and racing. */
const words = (name: string) =>
  name
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((w) => w.length > 2);

/**
 * The first `count` of the drawings whose names share no word with one taken before (a horse
 * and a horse race, a fish and a tropical fish look too alike to be counted apart).
 */
function apartByName<T extends { annotation: string }>(drawings: readonly T[], count: number): T[] {
  const taken: T[] = [];
  for (const d of drawings) {
    if (taken.length >= count) break;
    const mine = words(d.annotation);
    if (taken.some((t) => words(t.annotation).some((w) => mine.includes(w)))) continue;
    taken.push(d);
  }
  return taken;
}
