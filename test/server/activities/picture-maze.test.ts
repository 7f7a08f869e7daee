import { resolve } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { puzzleSchema } from "../../../engine/api/puzzles.js";
import { safeArea, trims } from "../../../engine/books/kdp.js";
import { publicCatalog } from "../../../engine/catalog.js";
import { drawActivity } from "../../../server/activities/index.js";
import { sheetFor } from "../../../server/activities/page.js";
import type { Difficulty, PuzzleOf } from "../../../server/activities/types.js";
import { fitRect, PT } from "../../../server/books/render.js";
import { loadCatalog } from "../../../server/catalog/load.js";
import { isElement, parseSvg, type SvgNode, serialiseSvg } from "../../../server/svg/tree.js";
import { searchTools } from "../../../web/lib/tool-search.js";

type PictureMazePuzzle = PuzzleOf<"picture-maze">;

/** Points a unit prints at on a trim's book page (as test/server/activities/print-scale.test.ts). */
function placedPt(trim: (typeof trims)[number], page: "square" | "portrait"): number {
  const sheet = sheetFor(page);
  const safe = safeArea(trim, false, 828, 1);
  const at = fitRect({ ...safe, height: safe.height - 0.3 }, sheet.width, sheet.height);
  return (at.width * PT) / sheet.width;
}
type Square = { x: number; y: number; size: number };

// Issue 43: a picture maze, "a path through a scene, start and goal drawn": the way through
// found on the drawn walls (not taken from the puzzle), the start and goal drawings at the way
// in and out, the scene's drawings inside their cells, the key's path drawn in red.

function pixels(svg: string) {
  const img = new Resvg(svg, { fitTo: { mode: "width", value: 1024 }, font: { loadSystemFonts: false } }).render();
  const { width, height, pixels: px } = img;
  const at = (x: number, y: number) => (Math.round(y) * width + Math.round(x)) * 4;
  const dark = (x: number, y: number) => {
    const i = at(x, y);
    return (px[i] as number) + (px[i + 1] as number) + (px[i + 2] as number) < 384;
  };
  const red = (x: number, y: number) => {
    const i = at(x, y);
    return (px[i] as number) > 180 && (px[i + 1] as number) < 90 && (px[i + 2] as number) < 120;
  };
  return { width, height, dark, red };
}

/** The page with only its walls: every picture group emptied, the heading's text left out. */
function wallsOnly(svg: string): string {
  const strip = (nodes: readonly SvgNode[]): SvgNode[] =>
    nodes.flatMap((n): SvgNode[] => {
      if (!isElement(n)) return [n];
      if (n.attrs["data-scene"] !== undefined || n.attrs["data-end"] !== undefined) return [];
      if (n.name === "path" && n.attrs.stroke !== "#000") return [];
      return [{ ...n, children: strip(n.children) }];
    });
  return serialiseSvg(strip(parseSvg(svg)));
}

/** Whether the wall between two cells side by side is open: its middle third is white on the page. */
function open(page: ReturnType<typeof pixels>, a: Square, b: Square): boolean {
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const across = Math.abs(a.x - b.x) > Math.abs(a.y - b.y);
  for (let t = -a.size / 6; t <= a.size / 6; t++)
    if (page.dark(across ? mx : mx + t, across ? my + t : my)) return false;
  return true;
}

/** Every problem with one page and its key, as sentences; none on a good page. */
function problems(svg: string, answerSvg: string, p: PictureMazePuzzle, height: number): string[] {
  const out: string[] = [];
  const { cols, rows, cell, x: gx, y: gy } = p.grid;
  if (p.nodes !== cols * rows) out.push(`${p.nodes} cells in a ${cols}x${rows} grid`);
  const centre = (n: number) => ({
    x: gx + ((n % cols) + 0.5) * cell,
    y: gy + (Math.floor(n / cols) + 0.5) * cell,
    size: cell,
  });
  // The way through, searched on the drawn walls: cells joined where the wall between them is open.
  const walls = pixels(wallsOnly(svg));
  const seen = new Int32Array(p.nodes).fill(-1);
  seen[p.start] = p.start;
  const queue = [p.start];
  while (queue.length) {
    const a = queue.shift() as number;
    const c = a % cols;
    for (const b of [a - cols, a + cols, c > 0 ? a - 1 : -1, c < cols - 1 ? a + 1 : -1]) {
      if (b < 0 || b >= p.nodes || (seen[b] as number) >= 0) continue;
      if (!open(walls, centre(a), centre(b))) continue;
      seen[b] = a;
      queue.push(b);
    }
  }
  if ((seen[p.goal] as number) < 0) out.push("no way from the start to the goal on the page");
  else {
    const way: number[] = [];
    for (let n = p.goal; n !== p.start; n = seen[n] as number) way.push(n);
    way.push(p.start);
    if (way.reverse().join() !== p.solution.join()) out.push("the puzzle's solution is not the way on the page");
  }
  // One piece with no loops: every cell reached, edges one fewer than cells.
  if ([...seen].some((s) => s < 0)) out.push("a cell cannot be reached");
  if (p.edges.length !== p.nodes - 1) out.push(`${p.edges.length} passages for ${p.nodes} cells`);
  // The way in (top of the first cell) and out (bottom of the last) are open on the page, and the
  // start and goal drawings touch them: the start's square sits on the opening, the goal's under it.
  const first = centre(p.start);
  const last = centre(p.goal);
  const inAt = { x: first.x, y: first.y - cell / 2 };
  const outAt = { x: last.x, y: last.y + cell / 2 };
  for (const [name, at] of [
    ["entrance", inAt],
    ["exit", outAt],
  ] as const)
    for (let t = -cell / 4; t <= cell / 4; t++) if (walls.dark(at.x + t, at.y)) out.push(`the ${name} is walled`);
  const touches = (s: Square, at: { x: number; y: number }, above: boolean) =>
    Math.abs((above ? s.y + s.size / 2 : s.y - s.size / 2) - at.y) <= 1 && Math.abs(s.x - at.x) < s.size / 2;
  if (!touches(p.from, inAt, true)) out.push("the start drawing is not at the entrance");
  if (!touches(p.to, outAt, false)) out.push("the goal drawing is not at the exit");
  // Drawings: inside the page, the scene's each inside its own cell clear of the walls, and on
  // the pixels every picture's ink inside its square, each square inked.
  const squares: Square[] = [p.from, p.to, ...p.scene];
  for (const s of squares)
    if (s.x - s.size / 2 < 0 || s.x + s.size / 2 > 1024 || s.y - s.size / 2 < 0 || s.y + s.size / 2 > height)
      out.push("a drawing leaves the page");
  for (const s of p.scene) {
    const c = centre(s.node);
    if (Math.abs(c.x - s.x) > 1 || Math.abs(c.y - s.y) > 1 || s.size > cell * 0.8)
      out.push(`${s.name} is not in its cell`);
    if (s.node === p.start || s.node === p.goal) out.push("a scene drawing blocks the way in or out");
  }
  const page = pixels(svg);
  // Below the heading, every pixel the drawings add lies in a drawing's square.
  const top = Math.min(...squares.map((s) => s.y - s.size / 2), gy);
  const held = squares.map(() => 0);
  let stray = 0;
  for (let y = Math.ceil(top); y < page.height; y++)
    for (let x = 0; x < page.width; x++) {
      if (page.dark(x, y) === walls.dark(x, y)) continue;
      const i = squares.findIndex((s) => Math.abs(x - s.x) <= s.size / 2 + 1 && Math.abs(y - s.y) <= s.size / 2 + 1);
      if (i < 0) stray++;
      else held[i] = (held[i] as number) + 1;
    }
  if (stray) out.push(`${stray} pixels drawn outside the walls and the drawings`);
  held.forEach((n, i) => {
    if (n < 60) out.push(`drawing ${i} has only ${n} pixels`);
  });
  // The key: opaque red through the centre of every cell of the way.
  if (/opacity/.test(answerSvg)) out.push("the key has transparency");
  const key = pixels(answerSvg);
  const unmarked = p.solution.filter((n) => !key.red(centre(n).x, centre(n).y));
  if (unmarked.length) out.push(`the key's path misses ${unmarked.length} cells of the way`);
  return out;
}

describe("picture mazes", () => {
  for (const difficulty of ["easy", "medium", "hard"] as const)
    for (const page of ["square", "portrait"])
      it(`${difficulty}, ${page}: a way through on the page, start and goal at its ends, the key marks it`, () => {
        for (const [seed, theme] of [
          [1, "farm"],
          [5, "ocean"],
          [9, "dinosaurs"],
          [13, "space"],
        ] as const) {
          const drawn = drawActivity({ type: "picture-maze", theme, difficulty, page }, seed);
          const puzzle = puzzleSchema.parse(drawn.puzzle) as PictureMazePuzzle;
          const height = page === "portrait" ? 1325 : 1024;
          expect(problems(drawn.svg, drawn.answerSvg, puzzle, height), `${theme} ${seed}`).toEqual([]);
        }
      });

  // Large print (docs/activities.md, "Large print"): the same checks on the drawn walls and key,
  // on Letter and on the smallest book trim, where fewer, wider cells and thicker walls are drawn.
  for (const difficulty of ["easy", "medium", "hard"] as const)
    for (const page of ["square", "portrait"] as const)
      it(`${difficulty}, ${page}, large print on Letter and 5x8: the way on the page, the key marks it`, () => {
        for (const [seed, theme, pt] of [
          [2, "farm", undefined],
          [6, "christmas", placedPt("5x8", page)],
        ] as const) {
          const drawn = drawActivity(
            { type: "picture-maze", theme, difficulty, page, print: "large" },
            seed,
            pt ? { pt } : {},
          );
          const puzzle = puzzleSchema.parse(drawn.puzzle) as PictureMazePuzzle;
          const height = page === "portrait" ? 1325 : 1024;
          expect(problems(drawn.svg, drawn.answerSvg, puzzle, height), `${theme} ${seed}`).toEqual([]);
        }
      });

  // How hard a maze is, from its puzzle: its cells, and at equal cells the length of its way
  // through (docs/api.md: a small trim can leave large print's hard no more cells than medium).
  const harder = (a: PictureMazePuzzle, b: PictureMazePuzzle) =>
    b.nodes > a.nodes || (b.nodes === a.nodes && b.solution.length > a.solution.length);
  const measure = (p: PictureMazePuzzle) => `${p.grid.cols}x${p.grid.rows}, a way of ${p.solution.length}`;
  const levels = ["easy", "medium", "hard"] as const;

  it("on every page size the tests print (Letter, 5x8 and every other trim), each level harder than the one before", () => {
    expect(trims).toContain("5x8");
    for (const print of ["standard", "large"] as const)
      for (const page of ["square", "portrait"] as const)
        for (const trim of [undefined, ...trims])
          for (const [seed, theme] of [
            [2, "farm"],
            [6, "christmas"],
          ] as const) {
            const pt = trim ? placedPt(trim, page) : undefined;
            const [easy, medium, hard] = levels.map((difficulty) => {
              const drawn = drawActivity(
                { type: "picture-maze", theme, difficulty, page, print },
                seed,
                pt ? { pt } : {},
              );
              const p = puzzleSchema.parse(drawn.puzzle) as PictureMazePuzzle;
              expect(p.nodes).toBe(p.grid.cols * p.grid.rows);
              return p;
            }) as [PictureMazePuzzle, PictureMazePuzzle, PictureMazePuzzle];
            const at = `${print} ${page} on ${trim ?? "Letter"}, ${theme} ${seed}`;
            expect(harder(easy, medium), `${at}: easy ${measure(easy)}, medium ${measure(medium)}`).toBe(true);
            expect(harder(medium, hard), `${at}: medium ${measure(medium)}, hard ${measure(hard)}`).toBe(true);
          }
  });

  it("large print on 5x8: hard is not medium's maze, and its way through is longer on the same grid", () => {
    for (const page of ["square", "portrait"] as const)
      for (let seed = 0; seed < 40; seed++) {
        const pt = placedPt("5x8", page);
        const [medium, hard] = (["medium", "hard"] as const).map(
          (difficulty) =>
            drawActivity({ type: "picture-maze", theme: "farm", difficulty, page, print: "large" }, seed, { pt })
              .puzzle as PictureMazePuzzle,
        ) as [PictureMazePuzzle, PictureMazePuzzle];
        const at = `${page} ${seed}: medium ${measure(medium)}, hard ${measure(hard)}`;
        expect(hard.edges, at).not.toEqual(medium.edges);
        expect(harder(medium, hard), at).toBe(true);
        // Still one tree over every cell: a perfect maze.
        expect(hard.edges.length, at).toBe(hard.nodes - 1);
      }
  });

  it("hard mazes have more, smaller cells than easy ones", () => {
    const cells = (difficulty: Difficulty) =>
      (drawActivity({ type: "picture-maze", theme: "farm", difficulty }, 3).puzzle as PictureMazePuzzle).nodes;
    expect(cells("hard")).toBeGreaterThan(cells("medium"));
    expect(cells("medium")).toBeGreaterThan(cells("easy"));
  });

  it("the tool search offers it for what people type", () => {
    const catalog = publicCatalog(loadCatalog(`${resolve("catalog")}/`));
    const offered = (q: string) => searchTools(catalog, q, 3).map((h) => h.tool.id);
    // "picture" is a word of every page ("dinosaur picture"), so "picture maze" is a maze query:
    // the plain maze first, the picture maze next to it.
    expect(offered("picture maze").slice(0, 2)).toContain("activities/picture-maze");
    expect(offered("scene maze")[0]).toBe("activities/picture-maze");
  });
});
