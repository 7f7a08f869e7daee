import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { dotRange, dotStyle, makeDotToDot } from "../../../server/activities/dot-to-dot/dot-to-dot.js";
import { pageDots } from "../../../server/activities/dot-to-dot/dot-to-dot-page.js";
import { renderActivity } from "../../../server/activities/index.js";
import { contentBox, sheetFor } from "../../../server/activities/page.js";
import { type Point, subjectContour } from "../../../server/activities/silhouette.js";
import type { Difficulty, PuzzleOf } from "../../../server/activities/types.js";
import { matchMotif } from "../../../server/sketch/art.js";

type DotToDotPuzzle = PuzzleOf<"dot-to-dot">;

// Issue: "dots are 1..N in order, inside the page and drawn", 15-150 by difficulty, "numbers
// never overlapping dots or each other", on hundreds of seeds.
const levels: Difficulty[] = ["easy", "medium", "hard"];
const themes = ["cat", "dinosaur", "rocket", "unicorn", "fish", "turtle", "butterfly", "car"];
const sheet = sheetFor("square");
const box = contentBox(sheet, true);

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

const apart = (a: Rect, b: Rect) => a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
const circleClear = (p: Point, r: number, b: Rect) => {
  const nx = Math.max(b.x, Math.min(p.x, b.x + b.w));
  const ny = Math.max(b.y, Math.min(p.y, b.y + b.h));
  return Math.hypot(p.x - nx, p.y - ny) >= r;
};

/** Where along the contour a point lies (its nearest contour point) and how far from it. */
function along(contour: Point[], p: Point): { at: number; off: number } {
  let at = 0;
  let off = Number.POSITIVE_INFINITY;
  contour.forEach((c, i) => {
    const d = Math.hypot(c.x - p.x, c.y - p.y);
    if (d < off) {
      off = d;
      at = i;
    }
  });
  return { at, off };
}

describe("dot-to-dot: numbered dots in drawing order, numbers in the clear", () => {
  const contours = new Map<string, Point[]>();
  const at = { x: box.x + box.w / 2, y: box.y + box.h / 2, size: Math.min(box.w, box.h) * 0.94 };
  for (const theme of themes) contours.set(theme, subjectContour(matchMotif(theme), at, sheet));

  for (const difficulty of levels) {
    it(`${difficulty}: 120 seeds over ${themes.length} subjects`, () => {
      const [lo, hi] = dotRange[difficulty];
      const { r } = dotStyle(difficulty, sheet);
      const problems: string[] = [];
      for (let seed = 1; seed <= 120; seed++) {
        const theme = themes[seed % themes.length] as string;
        const contour = contours.get(theme) as Point[];
        const made = makeDotToDot(contour, difficulty, seed, box);
        if (!made) {
          problems.push(`${theme} ${seed}: no page`);
          continue;
        }
        const { dots, labels } = made;
        const say = (what: string) => problems.push(`${theme} ${seed}: ${what}`);
        if (dots.length < lo || dots.length > hi) say(`${dots.length} dots`);
        if (!dots.every((d, i) => d.n === i + 1)) say("not numbered 1..N");
        if (!dots.every((d) => d.x >= box.x && d.y >= box.y && d.x <= box.x + box.w && d.y <= box.y + box.h))
          say("a dot outside the page's margins");
        // In drawing order: each dot on the outline, the next one further round it, once round in all.
        const spots = dots.map((d) => along(contour, d));
        if (spots.some((s) => s.off > 6)) say("a dot off the outline");
        let turns = 0;
        for (let i = 1; i <= spots.length; i++) {
          const a = (spots[i - 1] as { at: number }).at;
          const b = (spots[i % spots.length] as { at: number }).at;
          if (b <= a) turns++;
        }
        if (turns !== 1) say(`the dots go round the outline ${turns} times`);
        if (labels.length !== dots.length || !labels.every((l, i) => l.n === i + 1)) say("a number missing");
        labels.forEach((l, i) => {
          if (l.x < 0 || l.y < 0 || l.x + l.w > sheet.width || l.y + l.h > sheet.height) say(`${l.n} off the page`);
          for (const d of dots) {
            const radius = d.n === 1 ? r * 1.6 : r;
            if (!circleClear(d, radius, l)) say(`number ${l.n} over dot ${d.n}`);
          }
          for (const o of labels.slice(i + 1)) if (!apart(l, o)) say(`numbers ${l.n} and ${o.n} overlap`);
        });
      }
      expect(problems).toEqual([]);
    }, 120_000);
  }

  it("the dot count follows the seed within the range (not always one count)", () => {
    const counts = new Set<number>();
    for (let seed = 1; seed <= 30; seed++)
      counts.add(makeDotToDot(contours.get("rocket") as Point[], "hard", seed, box)?.dots.length ?? 0);
    expect(counts.size).toBeGreaterThan(5);
  });
});

describe("the stored page draws every dot and number; the key joins them", () => {
  async function pixels(png: Buffer) {
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, channels: info.channels };
  }

  it("ink at every dot and in every number's box, on square and portrait pages (12 pages)", async () => {
    const problems: string[] = [];
    for (const difficulty of levels)
      for (let seed = 1; seed <= 4; seed++) {
        const page = seed % 2 ? "square" : "portrait";
        const theme = themes[seed % themes.length] as string;
        const made = renderActivity({ type: "dot-to-dot", theme, difficulty, page }, seed * 7919);
        const puzzle = made.puzzle as DotToDotPuzzle;
        expect(puzzle.type).toBe("dot-to-dot");
        const { data, width, channels } = await pixels(made.png);
        const height = data.length / width / channels;
        const ink = (x: number, y: number) =>
          (data[(Math.round(y) * width + Math.round(x)) * channels] as number) < 128;
        const { r } = dotStyle(difficulty, sheet);
        for (const p of puzzle.points) {
          if (p.x < 0 || p.y < 0 || p.x >= width || p.y >= height)
            problems.push(`${theme} ${seed}: ${p.n} off the page`);
          // Dot 1 is a ring: look on a circle a little wider than it.
          let found = false;
          for (let dy = -r * 1.8; dy <= r * 1.8 && !found; dy++)
            for (let dx = -r * 1.8; dx <= r * 1.8 && !found; dx++) found = ink(p.x + dx, p.y + dy);
          if (!found) problems.push(`${difficulty} ${theme} ${seed}: dot ${p.n} not drawn`);
        }
        const layout = pageDots(sheetFor(page), theme, difficulty, seed * 7919);
        expect(layout.dots.map((d) => d.n)).toEqual(puzzle.points.map((p) => p.n));
        for (const l of layout.labels) {
          let inked = 0;
          for (let y = l.y; y < l.y + l.h; y++) for (let x = l.x; x < l.x + l.w; x++) if (ink(x, y)) inked++;
          if (inked < 4) problems.push(`${difficulty} ${theme} ${seed}: number ${l.n} not drawn`);
        }
      }
    expect(problems).toEqual([]);
  }, 120_000);

  it("the key draws the dots joined in order in colour; the page has no colour and no joining line", async () => {
    const made = renderActivity({ type: "dot-to-dot", theme: "rocket", difficulty: "medium" }, 42);
    const puzzle = made.puzzle as DotToDotPuzzle;
    const key = await pixels(made.answerPng);
    const page = await pixels(made.png);
    const red = (img: typeof key, x: number, y: number) => {
      const o = (Math.round(y) * img.width + Math.round(x)) * img.channels;
      return (img.data[o] as number) > 150 && (img.data[o + 1] as number) < 90 && (img.data[o + 2] as number) < 120;
    };
    const missing: number[] = [];
    puzzle.points.forEach((p, i) => {
      const q = puzzle.points[(i + 1) % puzzle.points.length] as { x: number; y: number };
      // The middle of each joining line, between a dot and the next.
      const mx = (p.x + q.x) / 2;
      const my = (p.y + q.y) / 2;
      let seen = false;
      for (let d = -2; d <= 2 && !seen; d++) seen = red(key, mx + d, my) || red(key, mx, my + d);
      if (!seen) missing.push(p.n);
    });
    expect(missing).toEqual([]);
    let colored = 0;
    for (let i = 0; i < page.data.length; i += page.channels)
      if (page.data[i] !== page.data[i + page.channels - 1]) colored++;
    expect(colored).toBe(0);
  }, 60_000);

  it("the same seed gives the same page; another seed another", () => {
    const a = renderActivity({ type: "dot-to-dot", theme: "cat", difficulty: "hard" }, 5);
    const b = renderActivity({ type: "dot-to-dot", theme: "cat", difficulty: "hard" }, 5);
    const c = renderActivity({ type: "dot-to-dot", theme: "cat", difficulty: "hard" }, 6);
    expect(a.svg).toBe(b.svg);
    expect(a.puzzle).toEqual(b.puzzle);
    expect(c.puzzle).not.toEqual(a.puzzle);
  }, 60_000);
});
