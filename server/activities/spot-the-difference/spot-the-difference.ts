import { mulberry32, type Rng, shuffle } from "../../random.js";
import { type Scene, sided } from "../scenes.js";
import type { Difficulty } from "../types.js";

/** How many differences a page hides, and how many places its scene has to hide them in. */
export const differenceCount: Record<Difficulty, number> = { easy: 5, medium: 7, hard: 10 };
const slotCount: Record<Difficulty, number> = { easy: 8, medium: 12, hard: 16 };

/** A place in the scene: its centre (panel pixels) and the circle nothing of it leaves. */
export interface Slot {
  x: number;
  y: number;
  r: number;
  /** Size of the drawing standing there (its 72-unit box scaled), inside the circle. */
  size: number;
  row: number;
}

/** What stands in a slot in one panel: a drawing, maybe mirrored, maybe with a small part. */
export interface Thing {
  name: string;
  flip: boolean;
  part?: string;
}

type Change = "added" | "removed" | "swapped" | "mirrored" | "part";

export interface SpotScene {
  slots: Slot[];
  left: Array<Thing | null>;
  right: Array<Thing | null>;
  /** Slot index and what changed there, one per difference. */
  differences: Array<{ slot: number; change: Change }>;
}

/** Room kept between a drawing's box and its circle: the line and its white knockout edge. */
const PAD = 8;
/** A part sits at the drawing's top-right, this share of its size from the centre, this big. */
export const PART_OFFSET = 0.33;
export const PART_SIZE = 0.36;

/**
 * The slots of a panel: a grid of near-square cells, each with a circle well inside it (so no
 * two circles meet) and a drawing inside its circle, a little off-centre so rows do not look
 * ruled. The top row is the sky.
 */
function slotsFor(width: number, height: number, n: number, rng: Rng): Slot[] {
  const cols = Math.max(2, Math.round(Math.sqrt((n * width) / height)));
  const rows = Math.ceil(n / cols);
  const cw = width / cols;
  const ch = height / rows;
  const r = Math.floor((Math.min(cw, ch) / 2) * 0.94);
  const slots: Slot[] = [];
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      const jx = (cw / 2 - r) * (rng() * 2 - 1);
      const jy = (ch / 2 - r) * (rng() * 2 - 1);
      // The drawing's box, about as wide as the circle's inscribed square: emoji art is round
      // and leaves the box's corners empty, so nothing drawn leaves the circle (tested).
      const size = Math.floor((r - PAD) * Math.SQRT2 * (0.96 + rng() * 0.1));
      slots.push({ x: Math.round(cw * (col + 0.5) + jx), y: Math.round(ch * (row + 0.5) + jy), r, size, row });
    }
  return slots;
}

/** Draws names from a pool in shuffled order, round and round, so a scene repeats little. */
function dealer(pool: string[], rng: Rng) {
  let deck: string[] = [];
  return (not?: string) => {
    for (let i = 0; i < 2; i++) {
      if (!deck.length) deck = shuffle(rng, pool);
      const next = deck.pop() as string;
      if (next !== not) return next;
    }
    return pool.find((p) => p !== not) as string;
  };
}

/**
 * Two versions of one scene that differ in exactly `differenceCount[difficulty]` slots, each by
 * a whole drawing: added, removed, swapped for another, mirrored (only drawings that face one
 * way) or given a small part. Pure: a seed fixes it.
 */
export function makeSpotTheDifference(
  scene: Scene,
  width: number,
  height: number,
  difficulty: Difficulty,
  seed: number,
): SpotScene {
  const rng = mulberry32(seed);
  const slots = slotsFor(width, height, slotCount[difficulty], rng);
  const skyRow = scene.horizon !== "none" && slots.some((s) => s.row > 0);
  const sky = dealer(scene.sky, rng);
  const land = dealer(scene.land, rng);
  const poolOf = (s: Slot) => (skyRow && s.row === 0 ? sky : land);
  const left: Array<Thing | null> = slots.map((s) => ({ name: poolOf(s)(), flip: rng() < 0.5 }));
  const right = left.map((t) => (t ? { ...t } : null));
  const chosen = shuffle(rng, [...slots.keys()]).slice(0, differenceCount[difficulty]);
  const differences: SpotScene["differences"] = [];
  for (const i of chosen) {
    const slot = slots[i] as Slot;
    const thing = left[i] as Thing;
    // Swaps, parts and mirrors weigh more than whole drawings gone: a panel with many empty
    // places looks unfinished, and changed drawings are the better game.
    const changes: Change[] = ["added", "removed", "swapped", "swapped", "swapped", "part", "part"];
    if (sided.has(thing.name)) changes.push("mirrored", "mirrored");
    const change = changes[Math.floor(rng() * changes.length)] as Change;
    // Which panel has the extra drawing is the seed's choice, so neither side is "the original".
    const [from, to] = rng() < 0.5 ? [left, right] : [right, left];
    if (change === "added") from[i] = null;
    else if (change === "removed") to[i] = null;
    else if (change === "swapped") to[i] = { name: poolOf(slot)(thing.name), flip: thing.flip };
    else if (change === "mirrored") to[i] = { ...thing, flip: !thing.flip };
    else to[i] = { ...thing, part: scene.parts[Math.floor(rng() * scene.parts.length)] };
    differences.push({ slot: i, change });
  }
  return { slots, left, right, differences };
}
