import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { hexRgb } from "../../../engine/covers/palettes.js";
import { makeColorByNumberLayout } from "../../../server/activities/color-by-number/color-by-number-page.js";
import { renderActivity } from "../../../server/activities/index.js";
import { sheetFor } from "../../../server/activities/page.js";
import type { Difficulty, PuzzleOf } from "../../../server/activities/types.js";

type ColorByNumberPuzzle = PuzzleOf<"color-by-number">;

// Issue: "every numbered region has one legend colour", numbers placed inside their regions, a
// legend of at most 12 colours; the key is the page coloured.
const levels: Difficulty[] = ["easy", "medium", "hard"];
const themes = ["cat", "dinosaur", "rocket", "owl", "fish", "house"];

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}
type Img = Awaited<ReturnType<typeof pixels>>;

const around = [-2, 0, 2].flatMap((dx) => [-2, 0, 2].map((dy) => [dx, dy] as const));

/** The paper pixels 4-connected to (x, y) on the stored black-and-white page: one region. */
function regionAt(img: Img, x: number, y: number): Set<number> {
  const paper = (i: number) => (img.data[i * img.channels] as number) >= 128;
  const start = Math.round(y) * img.width + Math.round(x);
  const seen = new Set<number>();
  if (!paper(start)) return seen;
  const stack = [start];
  seen.add(start);
  while (stack.length) {
    const i = stack.pop() as number;
    const cx = i % img.width;
    for (const n of [i - 1, i + 1, i - img.width, i + img.width]) {
      if (n < 0 || n >= img.width * img.height || seen.has(n) || !paper(n)) continue;
      if ((n === i - 1 && cx === 0) || (n === i + 1 && cx === img.width - 1)) continue;
      seen.add(n);
      stack.push(n);
    }
  }
  return seen;
}

describe("colour by number: one legend colour per numbered region, numbers inside", () => {
  for (const difficulty of levels)
    it(`${difficulty}: 12 pages, square and portrait, checked on the stored page and its key`, async () => {
      const problems: string[] = [];
      for (let seed = 1; seed <= 12; seed++) {
        const page = seed % 2 ? "square" : "portrait";
        const theme = themes[seed % themes.length] as string;
        const values = { type: "color-by-number", theme, difficulty, page };
        const made = renderActivity(values, seed * 7919);
        const puzzle = made.puzzle as ColorByNumberPuzzle;
        const say = (what: string) => problems.push(`${difficulty} ${theme} ${seed}: ${what}`);
        const { legend } = puzzle;
        if (legend.length < 2 || legend.length > 12) say(`${legend.length} colours in the legend`);
        if (!legend.every((l, i) => l.n === i + 1)) say("legend not numbered 1..N");
        if (new Set(legend.map((l) => l.name)).size !== legend.length) say("two colours share a name");
        if (new Set(legend.map((l) => l.color)).size !== legend.length) say("a colour listed twice");
        const { numbers } = makeColorByNumberLayout(sheetFor(page), values, difficulty, seed * 7919);
        if (numbers.length < 3) say(`only ${numbers.length} numbers`);
        const used = new Set(numbers.map((x) => x.n));
        if (used.size !== legend.length) say("a legend colour no region uses");
        const stored = await pixels(made.png);
        const key = await pixels(made.answerPng);
        for (const num of numbers) {
          const b = num.box;
          // A paper pixel just left of the number: the region the number is meant for.
          const region = regionAt(stored, b.x - 2, b.y + b.h / 2);
          if (region.size < 50) {
            say(`number ${num.n} at ${Math.round(b.x)},${Math.round(b.y)} has no region around it`);
            continue;
          }
          // Inside: the ring just outside the number's box is all that region's paper.
          let out = 0;
          for (let x = Math.floor(b.x) - 1; x <= Math.ceil(b.x + b.w) + 1; x++)
            for (const y of [Math.floor(b.y) - 1, Math.ceil(b.y + b.h) + 1])
              if (!region.has(y * stored.width + x)) out++;
          for (let y = Math.floor(b.y) - 1; y <= Math.ceil(b.y + b.h) + 1; y++)
            for (const x of [Math.floor(b.x) - 1, Math.ceil(b.x + b.w) + 1])
              if (!region.has(y * stored.width + x)) out++;
          if (out) say(`number ${num.n} crosses its region's edge (${out} px)`);
          // One colour: the key paints every pixel of the region (away from its edge) the legend's colour.
          const want = hexRgb((legend[num.n - 1] as { color: string }).color);
          let wrong = 0;
          let counted = 0;
          for (const i of region) {
            const x = i % stored.width;
            const y = Math.floor(i / stored.width);
            if (x >= b.x - 3 && x <= b.x + b.w + 3 && y >= b.y - 3 && y <= b.y + b.h + 3) continue;
            // Away from the region's edge: the pixels two steps around are the region's too.
            if (!around.every(([dx, dy]) => region.has(i + dy * stored.width + dx))) continue;
            counted++;
            const o = i * key.channels;
            if (want.some((v, c) => Math.abs((key.data[o + c] as number) - v) > 6)) wrong++;
          }
          if (counted === 0 || wrong / counted > 0.002)
            say(`region of ${num.n}: ${wrong} of ${counted} px another colour`);
        }
      }
      expect(problems).toEqual([]);
    }, 180_000);

  it("the same seed gives the same page and key; other seeds others", () => {
    const values = { type: "color-by-number", theme: "owl", difficulty: "medium" };
    const a = renderActivity(values, 11);
    const b = renderActivity(values, 11);
    expect(a.svg).toBe(b.svg);
    expect(a.answerSvg).toBe(b.answerSvg);
    expect(a.puzzle).toEqual(b.puzzle);
    const others = new Set([12, 13, 14].map((s) => renderActivity(values, s).answerSvg));
    others.add(a.answerSvg);
    expect(others.size).toBe(4);
  }, 60_000);

  it("the page is black and white; the legend names each colour on it", async () => {
    const made = renderActivity({ type: "color-by-number", theme: "fish", difficulty: "hard" }, 3);
    const page = await pixels(made.png);
    let grey = 0;
    for (let i = 0; i < page.data.length; i += page.channels) {
      const v = page.data[i] as number;
      if ((v !== 0 && v !== 255) || page.data[i + 1] !== v) grey++;
    }
    expect(grey).toBe(0);
    const puzzle = made.puzzle as ColorByNumberPuzzle;
    expect(puzzle.legend.length).toBeGreaterThan(2);
    for (const l of puzzle.legend) expect(l.color).toMatch(/^#[0-9a-f]{6}$/);
  }, 60_000);
});
