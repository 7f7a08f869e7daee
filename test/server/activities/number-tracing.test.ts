import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { puzzleSchema } from "../../../engine/api/puzzles.js";
import { drawActivity } from "../../../server/activities/index.js";
import { strokeGlyph } from "../../../server/activities/stroke-font.js";
import type { Difficulty, PuzzleOf } from "../../../server/activities/types.js";
import { isElement, parseSvg, type SvgNode, serialiseSvg, svgElements } from "../../../server/svg/tree.js";

type NumberTracingPuzzle = PuzzleOf<"number-tracing">;

// Issue 43: number tracing 0-20 "with counting pictures": each row's number beside as many
// drawings of the theme, every one whole and apart from the rest, drawn where the puzzle says.
const most: Record<Difficulty, number> = { easy: 5, medium: 10, hard: 20 };
const levels: Difficulty[] = ["easy", "medium", "hard"];
/** A drawing at its smallest still puts down this many dark pixels: never an empty square. */
const MIN_INK = 80;

/** Dark pixels of the page at its stored 1024 px width. */
function ink(svg: string) {
  const img = new Resvg(svg, { fitTo: { mode: "width", value: 1024 }, font: { loadSystemFonts: false } }).render();
  const { width, height, pixels } = img;
  const dark = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    return (pixels[i] as number) + (pixels[i + 1] as number) + (pixels[i + 2] as number) < 384;
  };
  return { width, height, dark };
}

/** The page without its counting pictures: every `data-count` group emptied. */
function withoutPictures(svg: string): string {
  const strip = (nodes: readonly SvgNode[]): SvgNode[] =>
    nodes.map((n) =>
      !isElement(n)
        ? n
        : n.attrs["data-count"] !== undefined
          ? { ...n, children: [] }
          : { ...n, children: strip(n.children) },
    );
  return serialiseSvg(strip(parseSvg(svg)));
}

/** Strokes written in each `data-number` group of the given style, in page order. */
const numberGroups = (svg: string, style: "solid" | "dotted") =>
  [...svgElements(parseSvg(svg))]
    .filter((el) => el.attrs["data-number"] === style)
    .map((el) => ({ strokes: el.children.filter(isElement).length, stroke: el.attrs.stroke }));

const strokesOf = (n: number) => [...String(n)].reduce((k, ch) => k + (strokeGlyph(ch)?.strokes.length ?? 0), 0);

/** Every problem with one page and its key, as sentences; none on a good page. */
function problems(svg: string, answerSvg: string, puzzle: NumberTracingPuzzle, difficulty: Difficulty): string[] {
  const out: string[] = [];
  const numbers = puzzle.rows.map((r) => r.number);
  if (new Set(numbers).size !== numbers.length) out.push(`a number repeats: ${numbers}`);
  for (const n of numbers) if (n < 0 || n > most[difficulty]) out.push(`${n} is outside 0-${most[difficulty]}`);
  const squares = puzzle.rows.flatMap((r, row) => r.pictures.map((p) => ({ ...p, row })));
  puzzle.rows.forEach((r) => {
    if (r.pictures.length !== r.number) out.push(`row ${r.number} has ${r.pictures.length} pictures`);
  });
  // The drawing's own groups, counted on the page: one placed drawing per picture, in its row's group.
  const groups = [...svgElements(parseSvg(svg))].filter((el) => el.attrs["data-count"] !== undefined);
  groups.forEach((g, i) => {
    const drawn = [...svgElements(g.children)].filter((el) => el.attrs["data-motif"] !== undefined).length;
    if (Number(g.attrs["data-count"]) !== numbers[i] || drawn !== numbers[i])
      out.push(`row ${i} draws ${drawn} pictures for ${numbers[i]}`);
  });
  // Pictures apart: no two squares meet.
  squares.forEach((a, i) => {
    squares.forEach((b, j) => {
      if (j > i && Math.abs(a.x - b.x) < (a.size + b.size) / 2 && Math.abs(a.y - b.y) < (a.size + b.size) / 2)
        out.push(`pictures ${i} and ${j} overlap`);
    });
  });
  // On the pixels: every picture's ink lies inside its own square (drawn there, whole), each
  // square holds a drawing, and nothing else of the page is drawn inside a square.
  const page = ink(svg);
  const bare = ink(withoutPictures(svg));
  // Which square each pixel lies in (-1: none), one pixel of anti-aliasing allowed round it.
  const owner = new Int32Array(page.width * page.height).fill(-1);
  squares.forEach((s, i) => {
    for (let y = Math.max(0, Math.floor(s.y - s.size / 2 - 1)); y < Math.min(page.height, s.y + s.size / 2 + 1); y++)
      for (let x = Math.max(0, Math.floor(s.x - s.size / 2 - 1)); x < Math.min(page.width, s.x + s.size / 2 + 1); x++)
        owner[y * page.width + x] = i;
  });
  const held = squares.map(() => 0);
  let stray = 0;
  let under = 0;
  for (let y = 0; y < page.height; y++)
    for (let x = 0; x < page.width; x++) {
      const at = owner[y * page.width + x] as number;
      if (at >= 0 && bare.dark(x, y)) under++;
      if (page.dark(x, y) === bare.dark(x, y)) continue;
      if (at < 0) stray++;
      else held[at] = (held[at] as number) + 1;
    }
  if (stray) out.push(`${stray} picture pixels outside every square`);
  if (under) out.push(`${under} pixels of the page under the pictures`);
  held.forEach((n, i) => {
    if (n < MIN_INK) out.push(`picture ${i} (row ${squares[i]?.row}) has only ${n} pixels`);
  });
  // The number written solid first on each row, with every stroke of its digits; dotted copies
  // after it; the key writes every copy solid in red and no dots.
  const models = numberGroups(svg, "solid");
  if (models.map((m) => m.strokes).join() !== numbers.map(strokesOf).join())
    out.push("a model number is not its digits");
  const dotted = numberGroups(svg, "dotted");
  if (
    dotted.some(
      (d, i) => d.strokes !== strokesOf(numbers[Math.floor(i / Math.max(1, dotted.length / numbers.length))] as number),
    )
  )
    out.push("a dotted copy is not its number");
  if (difficulty === "hard" ? dotted.length !== numbers.length : dotted.length < 2 * numbers.length)
    out.push(`${dotted.length} dotted copies`);
  // The key: the page with every copy after the model written over in red, each dotted copy
  // under a red copy of the same strokes.
  const red = [...svgElements(parseSvg(answerSvg))].filter(
    (el) => el.attrs["data-number"] === "solid" && el.attrs.stroke === "#e11d48",
  );
  const paths = (el: { children: SvgNode[] }) =>
    el.children
      .filter(isElement)
      .map((p) => p.attrs.d)
      .join();
  const redPaths = new Set(red.map(paths));
  const dottedPaths = [...svgElements(parseSvg(svg))].filter((el) => el.attrs["data-number"] === "dotted").map(paths);
  if (dottedPaths.some((d) => !redPaths.has(d))) out.push("a dotted copy is not written in the key");
  if (red.length < dotted.length + (difficulty === "hard" ? numbers.length : 0))
    out.push(`the key writes ${red.length} copies`);
  return out;
}

describe("number tracing pages", () => {
  for (const difficulty of levels)
    for (const page of ["square", "portrait"])
      it(`${difficulty}, ${page}: every row counts its number in whole, separate pictures, drawn where the puzzle says`, () => {
        for (const [seed, theme] of [
          [1, "farm"],
          [7, "ocean"],
          [23, "dinosaurs"],
        ] as const) {
          const drawn = drawActivity({ type: "number-tracing", theme, difficulty, page }, seed);
          const puzzle = puzzleSchema.parse(drawn.puzzle) as NumberTracingPuzzle;
          expect(puzzle.type).toBe("number-tracing");
          expect(puzzle.rows.length).toBeGreaterThanOrEqual(4);
          expect(problems(drawn.svg, drawn.answerSvg, puzzle, difficulty), `${theme} ${seed}`).toEqual([]);
        }
      });

  it("counts up to 20 on hard and shows the guides each difficulty promises", () => {
    const seen = new Set<number>();
    for (let seed = 0; seed < 60; seed++) {
      const { puzzle } = drawActivity({ type: "number-tracing", theme: "space", difficulty: "hard" }, seed);
      for (const r of (puzzle as NumberTracingPuzzle).rows) seen.add(r.number);
    }
    expect(Math.max(...seen)).toBe(20);
    expect(seen.has(0)).toBe(true);
    const svgOf = (difficulty: Difficulty) =>
      drawActivity({ type: "number-tracing", theme: "farm", difficulty }, 3).svg;
    expect(svgOf("easy")).toContain('data-marks="arrow"');
    expect(svgOf("medium")).not.toContain('data-marks="arrow"');
    expect(svgOf("medium")).toContain('data-marks="start"');
    expect(svgOf("hard")).not.toContain('data-marks="start"');
  });

  it("draws the theme's pictures, and is the same page for the same seed", () => {
    const a = drawActivity({ type: "number-tracing", theme: "farm", difficulty: "medium" }, 11);
    const b = drawActivity({ type: "number-tracing", theme: "farm", difficulty: "medium" }, 11);
    expect(a.svg).toBe(b.svg);
    const names = (a.puzzle as NumberTracingPuzzle).rows.map((r) => r.picture);
    expect(names[0]).toBe("cow");
    for (const name of names)
      expect([
        "cow",
        "pig",
        "horse",
        "goat",
        "chicken",
        "tractor",
        "duck",
        "farmer",
        "rooster",
        "ear of corn",
        "donkey",
      ]).toContain(name);
  });
});
