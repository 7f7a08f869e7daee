import { describe, expect, it } from "vitest";
import { MIN_FONT_PT, MIN_STROKE_PT, safeArea, type Trim, trims } from "../../../engine/books/kdp.js";
import {
  colorByNumberPage,
  makeColorByNumberLayout,
} from "../../../server/activities/color-by-number/color-by-number-page.js";
import { dotStyle } from "../../../server/activities/dot-to-dot/dot-to-dot.js";
import { pageDots } from "../../../server/activities/dot-to-dot/dot-to-dot-page.js";
import { activityKinds, drawActivity } from "../../../server/activities/index.js";
import { sheetFor } from "../../../server/activities/page.js";
import { strokeWidthsPt } from "../../../server/activities/print-scale.js";
import { fitRect, PT } from "../../../server/books/render.js";
import { parseSvg } from "../../../server/svg/tree.js";

/** Points a unit of the page prints at on a trim's book page (the art fitted in the safe area, numbered). */
function placedPt(trim: Trim, page: "square" | "portrait"): number {
  const sheet = sheetFor(page);
  const safe = safeArea(trim, false, 828, 1);
  const at = fitRect({ ...safe, height: safe.height - 0.3 }, sheet.width, sheet.height);
  return (at.width * PT) / sheet.width;
}

const smallest = (page: "square" | "portrait") =>
  trims.reduce((a, b) => (placedPt(b, page) < placedPt(a, page) ? b : a));
const small: Trim[] = ["5x8", "5.06x7.81", "5.25x8", "5.5x8.5", "6x9", "6.14x9.21", "8.25x6"];

describe("activity lines print at 0.75 pt or more on every trim (issue 47, item 3c)", () => {
  for (const page of ["square", "portrait"] as const) {
    const trim = smallest(page);
    for (const type of activityKinds)
      it(`${type}, ${page}, drawn for ${trim} (${placedPt(trim, page).toFixed(3)} pt a unit)`, () => {
        const pt = placedPt(trim, page);
        for (const difficulty of ["easy", "hard"]) {
          const drawn = drawActivity({ type, page, difficulty, theme: "dinosaur", text: "Hello Sam", words: "" }, 11, {
            pt,
            grey: true,
          });
          for (const svg of [drawn.svg, drawn.answerSvg]) {
            const widths = strokeWidthsPt(parseSvg(svg), pt);
            expect(widths.length).toBeGreaterThan(0);
            expect(Math.min(...widths), `${type} ${difficulty}`).toBeGreaterThanOrEqual(MIN_STROKE_PT);
          }
        }
      });
  }

  it("the same page drawn for 8.5x11 keeps its drawn widths (nothing thickened that prints already)", () => {
    const req = { type: "maze", page: "square", difficulty: "easy", theme: "dinosaur" };
    const big = drawActivity(req, 3, { pt: placedPt("8.5x11", "square") });
    const widths = strokeWidthsPt(parseSvg(big.svg), 1);
    // Easy walls are 7 units: untouched at letter size, where they print at 3.6 pt.
    expect(widths).toContain(7);
  });
});

describe("dot-to-dot numbers print at 7 pt type or more on every trim, clear of dots and numbers (item 4)", () => {
  const overlaps = (a: { x: number; y: number; w: number; h: number }, b: typeof a) =>
    a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  for (const trim of small)
    for (const page of ["square", "portrait"] as const)
      it(`${trim} ${page}`, () => {
        const pt = placedPt(trim, page);
        const sheet = sheetFor(page, pt);
        for (const difficulty of ["easy", "medium", "hard"] as const) {
          const { font, r } = dotStyle(difficulty, sheet);
          expect(font * pt, difficulty).toBeGreaterThanOrEqual(MIN_FONT_PT);
          const { dots, labels } = pageDots(sheet, "dinosaur", difficulty, 5);
          expect(labels).toHaveLength(dots.length);
          for (const [i, l] of labels.entries()) {
            expect(l.size * pt).toBeGreaterThanOrEqual(MIN_FONT_PT);
            for (const d of dots) {
              const rr = d.n === 1 ? r * 1.6 : r;
              const nx = Math.max(l.x, Math.min(d.x, l.x + l.w));
              const ny = Math.max(l.y, Math.min(d.y, l.y + l.h));
              expect((d.x - nx) ** 2 + (d.y - ny) ** 2, `${difficulty} ${l.n} on dot ${d.n}`).toBeGreaterThan(rr * rr);
            }
            for (const m of labels.slice(i + 1)) expect(overlaps(l, m), `${l.n} and ${m.n}`).toBe(false);
          }
        }
      });
});

describe("a colour-by-number key printed in greys names each region's colour (item 5)", () => {
  it.each(["easy", "medium", "hard"] as const)("%s: every numbered region carries its colour's name", (difficulty) => {
    const sheet = sheetFor("square");
    const values = { theme: "dinosaur" };
    const { numbers, puzzle } = makeColorByNumberLayout(sheet, values, difficulty, 9);
    const grey = colorByNumberPage(sheet, values, difficulty, 9, { grey: true });
    const color = colorByNumberPage(sheet, values, difficulty, 9);
    expect(numbers.length).toBeGreaterThan(3);
    // Each numbered region's label is its colour's name (never the bare digit) on a white halo.
    const names = new Map(puzzle.legend.map((l) => [l.n, l.name]));
    const halos = grey.answerSvg.split('<g stroke="#fff"').length - 1;
    expect([...names.values()].every((n) => /^[a-z ]+$/.test(n))).toBe(true);
    // One label per region, its name: as many halos as numbered regions; the colour key keeps its digits.
    expect(halos).toBe(numbers.length);
    expect(color.answerSvg.includes('<g stroke="#fff"')).toBe(false);
    expect(grey.svg === color.svg).toBe(true);
  });
});
