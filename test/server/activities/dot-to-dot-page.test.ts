import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { dotStyle } from "../../../server/activities/dot-to-dot/dot-to-dot.js";
import { pageDots } from "../../../server/activities/dot-to-dot/dot-to-dot-page.js";
import { drawActivity, renderActivity } from "../../../server/activities/index.js";
import { sheetFor } from "../../../server/activities/page.js";
import type { Difficulty, PuzzleOf } from "../../../server/activities/types.js";

// Issue 43, item 3, measured on the drawn page: the page shows dots, numbers and the inner
// details, never the outline the dots make; no number touches a dot or another number; every dot
// is drawn at its coordinates (dot 1 was a hollow ring, white at its own point).
type DotToDotPuzzle = PuzzleOf<"dot-to-dot">;

const levels: Difficulty[] = ["easy", "medium", "hard"];
/** Pages per difficulty: themes and seeds, square and portrait, and one for a 5x8 book (0.272 pt a unit). */
const pages: Array<{ theme: string; page: "square" | "portrait"; seed: number; pt?: number }> = [
  { theme: "cat", page: "square", seed: 25 },
  { theme: "unicorn", page: "portrait", seed: 46 },
  { theme: "dinosaur", page: "square", seed: 7 },
  { theme: "rocket", page: "portrait", seed: 101 },
  { theme: "dog", page: "square", seed: 39, pt: 0.272 },
];

async function pngPixels(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/**
 * The page's own marks (its dots, dot 1's ring and its number glyphs, as drawn in its SVG),
 * alone on the page at `scale` pixels a unit: a grey value per pixel.
 */
function marksOnly(svg: string, points: DotToDotPuzzle["points"], scale: number) {
  const at = new Set(points.map((p) => `${p.x},${p.y}`));
  const circles = [...svg.matchAll(/<circle cx="([^"]+)" cy="([^"]+)"[^>]*\/>/g)].filter((m) =>
    at.has(`${Number(m[1])},${Number(m[2])}`),
  );
  const uses = [...svg.matchAll(/<use xlink:href="#d\d+"[^>]*\/>/g)];
  const defs = [...svg.matchAll(/<defs>.*?<\/defs>/g)].map((m) => m[0]).join("");
  const root = /<svg [^>]*>/.exec(svg)?.[0] ?? "";
  const doc = `${root}${defs}${circles.map((m) => m[0]).join("")}${uses.map((m) => m[0]).join("")}</svg>`;
  const img = new Resvg(doc, { fitTo: { mode: "zoom", value: scale }, font: { loadSystemFonts: false } }).render();
  const grey = new Uint8Array(img.width * img.height);
  const px = img.pixels;
  // Transparent where nothing is drawn: ink is alpha over white (premultiplied: colour ≤ alpha).
  for (let i = 0; i < grey.length; i++) grey[i] = 255 - (px[i * 4 + 3] as number) + (px[i * 4] as number);
  return { grey, width: img.width, height: img.height, circles: circles.length, uses: uses.length };
}

/**
 * The groups of marks whose ink comes within `gap` units of each other (any ink darker than
 * light grey, at 4 pixels a unit): each group with the dots whose point and the numbers whose box
 * holds its ink.
 */
function touching(
  marks: ReturnType<typeof marksOnly>,
  dots: Array<{ n: number; x: number; y: number }>,
  labels: Array<{ n: number; x: number; y: number; w: number; h: number }>,
  gap: number,
  scale: number,
): string[] {
  const { grey, width, height } = marks;
  const ink = (i: number) => (grey[i] as number) < 235;
  // Ink grown by half the gap: two marks closer than `gap` join.
  const grown = new Uint8Array(width * height);
  const d = Math.max(1, Math.round((gap * scale) / 2));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!ink(y * width + x)) continue;
      for (let dy = -d; dy <= d; dy++)
        for (let dx = -d; dx <= d; dx++) {
          const X = x + dx;
          const Y = y + dy;
          if (dx * dx + dy * dy <= d * d && X >= 0 && Y >= 0 && X < width && Y < height) grown[Y * width + X] = 1;
        }
    }
  const part = new Int32Array(width * height).fill(-1);
  let parts = 0;
  const stack: number[] = [];
  for (let i = 0; i < part.length; i++) {
    if (!grown[i] || part[i] !== -1) continue;
    part[i] = parts;
    stack.push(i);
    while (stack.length) {
      const at = stack.pop() as number;
      const x = at % width;
      for (const n of [at - 1, at + 1, at - width, at + width]) {
        if (n < 0 || n >= part.length || (Math.abs((n % width) - x) > 1 && (n === at - 1 || n === at + 1))) continue;
        if (grown[n] && part[n] === -1) {
          part[n] = parts;
          stack.push(n);
        }
      }
    }
    parts++;
  }
  const owners = new Map<number, Set<string>>();
  const own = (p: number, who: string) => {
    if (p < 0) return;
    const set = owners.get(p) ?? new Set<string>();
    set.add(who);
    owners.set(p, set);
  };
  for (const dot of dots)
    own(part[Math.round(dot.y * scale) * width + Math.round(dot.x * scale)] as number, `dot ${dot.n}`);
  for (const l of labels)
    for (let y = Math.floor(l.y * scale); y < Math.ceil((l.y + l.h) * scale); y++)
      for (let x = Math.floor(l.x * scale); x < Math.ceil((l.x + l.w) * scale); x++)
        if (x >= 0 && y >= 0 && x < width && y < height && ink(y * width + x))
          own(part[y * width + x] as number, `number ${l.n}`);
  return [...owners.values()].filter((s) => s.size > 1).map((s) => [...s].join(" touches "));
}

describe("dot-to-dot pages, measured on the drawn page", () => {
  for (const difficulty of levels)
    it(`${difficulty}: every dot drawn at its point, no number or dot touching another`, async () => {
      const problems: string[] = [];
      for (const { theme, page, seed, pt } of pages) {
        const sheet = sheetFor(page, pt);
        const where = `${theme} ${page}${pt ? " 5x8" : ""} ${seed}`;
        const drawn = drawActivity({ type: "dot-to-dot", theme, difficulty, page }, seed, pt ? { pt } : {});
        const puzzle = drawn.puzzle as DotToDotPuzzle;
        const { dots, labels } = pageDots(sheet, theme, difficulty, seed);
        expect(dots.map((d) => d.n)).toEqual(puzzle.points.map((p) => p.n));
        const { r, font } = dotStyle(difficulty, sheet);
        // Every dot: ink at its own point and all round it to most of its radius.
        const scale = 4;
        const marks = marksOnly(drawn.svg, puzzle.points, scale);
        expect(marks.circles).toBeGreaterThanOrEqual(puzzle.points.length);
        const dark = (x: number, y: number) =>
          (marks.grey[Math.round(y * scale) * marks.width + Math.round(x * scale)] as number) < 128;
        for (const p of puzzle.points) {
          const ring = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => (k * Math.PI) / 4);
          if (!dark(p.x, p.y) || !ring.every((a) => dark(p.x + Math.cos(a) * r * 0.7, p.y + Math.sin(a) * r * 0.7)))
            problems.push(`${where}: dot ${p.n} not drawn at ${p.x},${p.y}`);
        }
        // Numbers and dots: their ink apart by an eighth of a number's size (1.5 units or more).
        const gap = Math.max(1.5, font * 0.12);
        for (const t of touching(marks, puzzle.points, labels, gap, scale)) problems.push(`${where}: ${t}`);
      }
      expect(problems).toEqual([]);
    }, 120_000);

  it("the page never draws the outline the dots make; the key does (every difficulty)", async () => {
    const problems: string[] = [];
    for (const difficulty of levels)
      for (const { theme, page, seed } of pages.slice(0, 3)) {
        const sheet = sheetFor(page);
        const made = renderActivity({ type: "dot-to-dot", theme, difficulty, page }, seed);
        const { dots, labels, contour } = pageDots(sheet, theme, difficulty, seed);
        const { r } = dotStyle(difficulty, sheet);
        const share = async (png: Buffer) => {
          const img = await pngPixels(png);
          const ink = (x: number, y: number) => {
            const X = Math.round(x);
            const Y = Math.round(y);
            if (X < 0 || Y < 0 || X >= img.width || Y >= img.height) return false;
            const o = (Y * img.width + X) * img.channels;
            return (img.data[o] as number) < 160 || (img.data[o + 1] as number) < 160;
          };
          let seen = 0;
          let inked = 0;
          for (let k = 0; k < contour.length; k += 3) {
            const p = contour[k] as { x: number; y: number };
            // Beside a dot or a number the ink is theirs: only the outline's own stretches count.
            if (dots.some((d) => Math.hypot(d.x - p.x, d.y - p.y) < r * 2 + 6)) continue;
            if (labels.some((l) => p.x > l.x - 6 && p.x < l.x + l.w + 6 && p.y > l.y - 6 && p.y < l.y + l.h + 6))
              continue;
            seen++;
            let near = false;
            for (let dy = -3; dy <= 3 && !near; dy++)
              for (let dx = -3; dx <= 3 && !near; dx++) near = ink(p.x + dx, p.y + dy);
            if (near) inked++;
          }
          return inked / Math.max(1, seen);
        };
        const onPage = await share(made.png);
        const onKey = await share(made.answerPng);
        if (onPage > 0.03) problems.push(`${difficulty} ${theme}: ${(onPage * 100).toFixed(0)}% of the outline drawn`);
        if (onKey < 0.8) problems.push(`${difficulty} ${theme}: the key draws ${(onKey * 100).toFixed(0)}% of it`);
      }
    expect(problems).toEqual([]);
  }, 120_000);
});
