import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { puzzleSchema } from "../../../engine/api/puzzles.js";
import { drawActivity } from "../../../server/activities/index.js";
import type { Difficulty, PuzzleOf } from "../../../server/activities/types.js";
import { parseSvg, svgElements } from "../../../server/svg/tree.js";

type ShadowMatchingPuzzle = PuzzleOf<"shadow-matching">;
type Square = { x: number; y: number; size: number };

// Issue 43: shadow matching, "match each drawing to its silhouette": every shadow is the shadow
// of one drawing of the page (found on the pixels, not taken from the puzzle), the shadows stand
// in another order, and the key joins each drawing to its own shadow.
const pairs: Record<Difficulty, Record<string, number>> = {
  easy: { square: 4, portrait: 5 },
  medium: { square: 5, portrait: 6 },
  hard: { square: 6, portrait: 8 },
};
/** Masks compared at this many cells a side. */
const N = 48;

function pixels(svg: string) {
  const img = new Resvg(svg, { fitTo: { mode: "width", value: 1024 }, font: { loadSystemFonts: false } }).render();
  return { width: img.width, px: img.pixels };
}

/** The square's dark pixels sampled onto an N x N grid (1 dark, 0 light). */
function sample(page: ReturnType<typeof pixels>, s: Square): Uint8Array {
  const out = new Uint8Array(N * N);
  for (let j = 0; j < N; j++)
    for (let i = 0; i < N; i++) {
      const x = Math.floor(s.x - s.size / 2 + ((i + 0.5) * s.size) / N);
      const y = Math.floor(s.y - s.size / 2 + ((j + 0.5) * s.size) / N);
      const k = (y * page.width + x) * 4;
      out[j * N + i] = (page.px[k] as number) + (page.px[k + 1] as number) + (page.px[k + 2] as number) < 384 ? 1 : 0;
    }
  return out;
}

/** The mask with every light cell the grid's edge cannot reach filled: a line drawing as its shadow. */
function filled(mask: Uint8Array): Uint8Array {
  const outside = new Uint8Array(N * N);
  const stack: number[] = [];
  for (let i = 0; i < N; i++) stack.push(i, (N - 1) * N + i, i * N, i * N + N - 1);
  while (stack.length) {
    const at = stack.pop() as number;
    if (outside[at] || mask[at]) continue;
    outside[at] = 1;
    const x = at % N;
    if (x > 0) stack.push(at - 1);
    if (x < N - 1) stack.push(at + 1);
    if (at >= N) stack.push(at - N);
    if (at < N * N - N) stack.push(at + N);
  }
  return outside.map((o) => 1 - o);
}

const iou = (a: Uint8Array, b: Uint8Array) => {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.length; i++) {
    both += (a[i] as number) & (b[i] as number);
    either += (a[i] as number) | (b[i] as number);
  }
  return either ? both / either : 0;
};

/** Every problem with one page and its key, as sentences; none on a good page. */
function problems(svg: string, answerSvg: string, puzzle: ShadowMatchingPuzzle, count: number): string[] {
  const out: string[] = [];
  const { drawings, shadows } = puzzle;
  if (drawings.length !== count || shadows.length !== count) out.push(`${drawings.length} pairs`);
  if (new Set(drawings.map((d) => d.name)).size !== drawings.length) out.push("a drawing repeats");
  const order = shadows.map((s) => s.drawing);
  if ([...order].sort((a, b) => a - b).join() !== drawings.map((_, i) => i).join())
    out.push(`not a permutation: ${order}`);
  if (order.every((d, i) => d === i)) out.push("the shadows are in the drawings' order");
  // The squares apart, on the page.
  const squares: Square[] = [...drawings, ...shadows];
  squares.forEach((a, i) => {
    if (a.x - a.size / 2 < 0 || a.x + a.size / 2 > 1024) out.push(`square ${i} leaves the page`);
    squares.forEach((b, j) => {
      if (j > i && Math.abs(a.x - b.x) < (a.size + b.size) / 2 && Math.abs(a.y - b.y) < (a.size + b.size) / 2)
        out.push(`squares ${i} and ${j} overlap`);
    });
  });
  // On the pixels: each shadow is solid (a silhouette, not an outline) and is most like the
  // filled outline of the drawing the puzzle names, clearly more than any other drawing's.
  const page = pixels(svg);
  const outlines = drawings.map((d) => filled(sample(page, d)));
  shadows.forEach((s, i) => {
    const shadow = sample(page, s);
    const ink = shadow.reduce((n, v) => n + v, 0);
    const solid = filled(shadow).reduce((n, v) => n + v, 0);
    if (ink < 0.95 * solid) out.push(`shadow ${i} is not solid (${ink} of ${solid})`);
    const scores = outlines.map((o) => iou(shadow, o));
    const own = scores[s.drawing] as number;
    const best = Math.max(...scores.filter((_, j) => j !== s.drawing));
    if (own < 0.75) out.push(`shadow ${i} is unlike its drawing (${own.toFixed(2)})`);
    if (own < best + 0.05) out.push(`shadow ${i} is as like another drawing (${own.toFixed(2)}, ${best.toFixed(2)})`);
  });
  // The key: one red line per shadow, from beside its drawing to beside it.
  const lines = [...svgElements(parseSvg(answerSvg))].filter((el) => el.name === "line" && el.attrs["data-match"]);
  if (lines.length !== count) out.push(`the key draws ${lines.length} lines`);
  for (const l of lines) {
    const [x1, y1, x2, y2] = ["x1", "y1", "x2", "y2"].map((k) => Number(l.attrs[k]));
    const d = drawings.findIndex(
      (q) => Math.abs(q.y - (y1 as number)) < 1 && (x1 as number) > q.x && (x1 as number) - q.x < q.size,
    );
    const s = shadows.findIndex(
      (q) => Math.abs(q.y - (y2 as number)) < 1 && (x2 as number) < q.x && q.x - (x2 as number) < q.size,
    );
    if (d < 0 || s < 0 || shadows[s]?.drawing !== d) out.push(`a key line joins drawing ${d} to shadow ${s}`);
  }
  if (!answerSvg.includes('stroke="#e11d48"')) out.push("the key's lines are not red");
  return out;
}

describe("shadow matching pages", () => {
  for (const difficulty of ["easy", "medium", "hard"] as const)
    for (const page of ["square", "portrait"])
      it(`${difficulty}, ${page}: each shadow is its own drawing's, in another order, joined in the key`, () => {
        for (const [seed, theme] of [
          [1, "farm"],
          [5, "ocean"],
          [9, "dinosaurs"],
          [13, "space"],
        ] as const) {
          const drawn = drawActivity({ type: "shadow-matching", theme, difficulty, page }, seed);
          const puzzle = puzzleSchema.parse(drawn.puzzle) as ShadowMatchingPuzzle;
          const found = problems(drawn.svg, drawn.answerSvg, puzzle, pairs[difficulty][page] as number);
          expect(found, `${theme} ${seed}`).toEqual([]);
        }
      });

  it("puts shapes that look alike together on hard, and far apart ones on easy", () => {
    // The mean likeness of a page's shadows, measured on its own pixels.
    const likeness = (difficulty: Difficulty, seed: number) => {
      const drawn = drawActivity({ type: "shadow-matching", theme: "ocean", difficulty }, seed);
      const p = drawn.puzzle as ShadowMatchingPuzzle;
      const px = pixels(drawn.svg);
      const masks = p.shadows.map((s) => sample(px, s));
      let sum = 0;
      let n = 0;
      masks.forEach((a, i) => {
        masks.forEach((b, j) => {
          if (j > i) {
            sum += iou(a, b);
            n++;
          }
        });
      });
      return sum / n;
    };
    const mean = (d: Difficulty) => [1, 2, 3, 4, 5].reduce((s, seed) => s + likeness(d, seed), 0) / 5;
    expect(mean("hard")).toBeGreaterThan(mean("easy") + 0.1);
  });
});
