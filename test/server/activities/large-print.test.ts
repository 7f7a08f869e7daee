import { describe, expect, it } from "vitest";
import { safeArea, trims } from "../../../engine/books/kdp.js";
import { validateValues } from "../../../engine/compile.js";
import { renderTool } from "../../../engine/render.js";
import { drawActivity } from "../../../server/activities/index.js";
import { sheetFor } from "../../../server/activities/page.js";
import { largePictureCols } from "../../../server/activities/picture-maze/picture-maze.js";
import { sheetPt } from "../../../server/activities/print-scale.js";
import type { Difficulty, PuzzleOf } from "../../../server/activities/types.js";
import { largePrintLevels, userWords } from "../../../server/activities/word-search/word-search.js";
import { fitRect, PT } from "../../../server/books/render.js";
import { loadCatalog } from "../../../server/catalog/load.js";
import { linePath } from "../../../server/sketch/text.js";

// Issue 43, item 4: large print on word search, sudoku and mazes, measured on the drawn page at
// the size it prints: 16 pt letters and digits or more in cells of 0.4 in or more, corridors of
// 0.4 in or more between thicker walls, on Letter (the gate's print size) and on book trims.
const levels: Difficulty[] = ["easy", "medium", "hard"];
const CELL_PT = 0.4 * 72;
const TYPE_PT = 16;
/** Rounding to two decimals in the drawing. */
const EPS = 0.05;

/** Points a unit prints at on a trim's book page (as test/server/activities/print-scale.test.ts). */
function placedPt(trim: (typeof trims)[number], page: "square" | "portrait"): number {
  const sheet = sheetFor(page);
  const safe = safeArea(trim, false, 828, 1);
  const at = fitRect({ ...safe, height: safe.height - 0.3 }, sheet.width, sheet.height);
  return (at.width * PT) / sheet.width;
}
const smallest = (page: "square" | "portrait") =>
  trims.reduce((a, b) => (placedPt(b, page) < placedPt(a, page) ? b : a));

/** The height of path data's points (a glyph's outline): its extent from top to bottom. */
function pathHeight(d: string): number {
  const nums = (d.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number);
  const ys = nums.filter((_, i) => i % 2 === 1);
  return Math.max(...ys) - Math.min(...ys);
}

/** A character's type size (units) on the page, from the height of its outline drawn at 100. */
const sizeOf = (ch: string, d: string) => (pathHeight(d) / pathHeight(linePath(ch, "nunito", 100, 0, 0))) * 100;

/** The glyphs of a GlyphSet with prefix `prefix` on the page: each character's type size (units). */
function glyphSizes(svg: string, prefix: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of svg.matchAll(new RegExp(`<path id="${prefix}(\\d+)" d="([^"]+)"/>`, "g"))) {
    const ch = String.fromCharCode(Number(m[1]));
    out.set(ch, sizeOf(ch, m[2] as string));
  }
  return out;
}

/** Where a GlyphSet's characters are placed: the distinct x and y of their centres. */
function placed(svg: string, prefix: string): { xs: number[]; ys: number[] } {
  const xs = new Set<number>();
  const ys = new Set<number>();
  for (const m of svg.matchAll(new RegExp(`<use xlink:href="#${prefix}\\d+" x="([^"]+)" y="([^"]+)"`, "g"))) {
    xs.add(Number(m[1]));
    ys.add(Number(m[2]));
  }
  return { xs: [...xs].sort((a, b) => a - b), ys: [...ys].sort((a, b) => a - b) };
}
const step = (v: number[]) => Math.min(...v.slice(1).map((x, i) => x - (v[i] as number)));

type Print = { pt?: number; name: string };
const sizes = (page: "square" | "portrait"): Print[] => [
  { name: "Letter" },
  { pt: placedPt("6x9", page), name: "6x9" },
  { pt: placedPt(smallest(page), page), name: smallest(page) },
];

describe("word search in large print", () => {
  for (const page of ["square", "portrait"] as const)
    for (const { pt, name } of sizes(page))
      it(`${page} on ${name}: 0.4 in cells, 16 pt letters and list, every word listed once`, () => {
        for (const difficulty of levels)
          for (const theme of ["farm", "ocean", "space"]) {
            const d = drawActivity(
              { type: "word-search", page, difficulty, theme, print: "large" },
              11,
              pt ? { pt } : {},
            );
            const p = d.puzzle as PuzzleOf<"word-search">;
            const k = sheetPt(sheetFor(page, pt));
            const at = `${difficulty} ${theme}`;
            expect(p.print, at).toBe("large");
            // The grid: as many columns drawn as the puzzle has, 0.4 in apart, letters 16 pt.
            const { xs, ys } = placed(d.svg, "l");
            expect(xs.length, at).toBe(p.grid.length);
            expect(ys.length, at).toBe(p.grid.length);
            expect(step(xs) * k, at).toBeGreaterThanOrEqual(CELL_PT - EPS);
            for (const [ch, size] of glyphSizes(d.svg, "l"))
              expect(size * k, `${at} ${ch}`).toBeGreaterThanOrEqual(TYPE_PT - EPS);
            // Less on the page, never smaller: at most the difficulty's large-print grid and words.
            expect(p.grid.length, at).toBeLessThanOrEqual(largePrintLevels[difficulty].size);
            expect(p.words.length, at).toBeLessThanOrEqual(largePrintLevels[difficulty].words);
            expect(p.words.length, at).toBeGreaterThanOrEqual(3);
            // The word list's type, word by word in the order printed (the title's path first).
            const paths = [...d.svg.matchAll(/<path fill="#000" data-type="[^"]*" d="([^"]+)"\/>/g)].map(
              (m) => m[1] as string,
            );
            const words = p.words.map((w) => w.word).sort();
            const listed = paths.slice(1);
            expect(listed.length, at).toBe(words.length);
            words.forEach((w, i) => {
              const size = (pathHeight(listed[i] as string) / pathHeight(linePath(w, "nunito", 100, 0, 0))) * 100;
              expect(size * k, `${at} ${w}`).toBeGreaterThanOrEqual(TYPE_PT - EPS);
            });
          }
      });

  it("on Letter, the difficulty's large-print grid and words (the page filled), fewer than standard print's", () => {
    for (const page of ["square", "portrait"] as const)
      for (const difficulty of levels) {
        const large = drawActivity({ type: "word-search", page, difficulty, theme: "animals", print: "large" }, 5);
        const standard = drawActivity({ type: "word-search", page, difficulty, theme: "animals" }, 5);
        const p = large.puzzle as PuzzleOf<"word-search">;
        expect(p.grid.length).toBe(largePrintLevels[difficulty].size);
        expect(p.words.length).toBe(largePrintLevels[difficulty].words);
        expect((standard.puzzle as PuzzleOf<"word-search">).print).toBe("standard");
        expect(p.grid.length).toBeLessThan((standard.puzzle as PuzzleOf<"word-search">).grid.length);
        // The grid spans the page's width or its height less the list: no shrunken puzzle in a corner.
        const { xs } = placed(large.svg, "l");
        const span = (xs[xs.length - 1] as number) - (xs[0] as number) + step(xs);
        expect(span).toBeGreaterThan(page === "portrait" ? 775 : 600);
      }
  });

  it("a user's own list at the large-print limit fits on Letter at 0.4 in and 16 pt", () => {
    const lists: Record<Difficulty, string> = {
      easy: "cow, pig, hen, goat, horse, sheep",
      medium: "cow, pig, hen, goat, horse, sheep, tractor, donkey",
      hard: "cow, pig, hen, goat, horse, sheep, tractor, donkey, rooster, farmer",
    };
    for (const page of ["square", "portrait"] as const)
      for (const difficulty of levels) {
        const d = drawActivity({ type: "word-search", page, difficulty, words: lists[difficulty], print: "large" }, 3);
        const p = d.puzzle as PuzzleOf<"word-search">;
        expect(p.words.length).toBe(lists[difficulty].split(",").length);
        const k = sheetPt(sheetFor(page));
        expect(step(placed(d.svg, "l").xs) * k).toBeGreaterThanOrEqual(CELL_PT - EPS);
      }
  });

  it("refuses a list past the large-print limit with the form's message, in the schema and on the server", () => {
    const catalog = loadCatalog();
    const tool = catalog.byId.get("activities/word-search") as NonNullable<ReturnType<typeof catalog.byId.get>>;
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${"abcdefghijklmnop"[i]}`).join(", ");
    for (const difficulty of levels) {
      const max = largePrintLevels[difficulty].words;
      const say = `Please enter at most ${max} words for this difficulty in large print`;
      expect(validateValues(tool, { theme: "farm", difficulty, print: "large", words: words(max) })).toMatchObject({
        ok: true,
      });
      expect(validateValues(tool, { theme: "farm", difficulty, print: "large", words: words(max + 1) })).toEqual({
        ok: false,
        message: say,
        fields: { words: say },
      });
      // Standard print keeps its own limit and message.
      expect(
        validateValues(tool, { theme: "farm", difficulty, print: "standard", words: words(max + 1) }),
      ).toMatchObject({
        ok: true,
      });
      expect(() => userWords(words(max + 1), difficulty, true)).toThrow(say);
      expect(userWords(words(max + 1), difficulty, false)).toHaveLength(max + 1);
    }
    // A word longer than the large-print grid is refused by the server with the grid's width.
    expect(() => userWords("cow, pig, hen, elephants", "easy", true)).toThrow(
      `"elephants" is too long for this grid: at most ${largePrintLevels.easy.size} letters`,
    );
  });
});

describe("sudoku in large print", () => {
  for (const page of ["square", "portrait"] as const)
    for (const { pt, name } of sizes(page))
      it(`${page} on ${name}: 16 pt digits; 0.4 in cells where the page is 5.5 in wide or more`, () => {
        for (const size of ["9", "6", "4"])
          for (const difficulty of levels) {
            const d = drawActivity(
              { type: "sudoku", page, difficulty, size, theme: "cats", print: "large" },
              4,
              pt ? { pt } : {},
            );
            const p = d.puzzle as PuzzleOf<"sudoku">;
            const k = sheetPt(sheetFor(page, pt));
            const at = `${size} ${difficulty}`;
            expect(p.print).toBe("large");
            for (const [ch, s] of glyphSizes(d.svg, "d"))
              expect(s * k, `${at} ${ch}`).toBeGreaterThanOrEqual(TYPE_PT - EPS);
            for (const [ch, s] of glyphSizes(d.answerSvg, "d"))
              expect(s * k, `${at} ${ch}`).toBeGreaterThanOrEqual(TYPE_PT - EPS);
            const verticals = [...d.svg.matchAll(/<line x1="([^"]+)" y1="[^"]+" x2="\1" /g)].map((m) => Number(m[1]));
            expect(verticals.length).toBe(p.size + 1);
            const cell = step(verticals.sort((a, b) => a - b)) * k;
            // A 9x9 at 0.4 in needs 3.6 in: the smallest trims (5x8 and the like) hold 0.35 in or more.
            const wide = 912 * k >= 3.6 * 72 + 14 * k;
            if (wide || p.size < 9) expect(cell, at).toBeGreaterThanOrEqual(CELL_PT - EPS);
            else expect(cell, at).toBeGreaterThanOrEqual(0.35 * 72);
          }
      });

  it("on Letter the grid fills the page; standard print records its print too", () => {
    for (const page of ["square", "portrait"] as const) {
      const d = drawActivity({ type: "sudoku", page, difficulty: "hard", size: "9", print: "large" }, 9);
      const verticals = [...d.svg.matchAll(/<line x1="([^"]+)" y1="[^"]+" x2="\1" /g)].map((m) => Number(m[1]));
      expect(Math.max(...verticals) - Math.min(...verticals)).toBeGreaterThan(840);
      const standard = drawActivity({ type: "sudoku", page, difficulty: "hard", size: "9" }, 9);
      expect((standard.puzzle as PuzzleOf<"sudoku">).print).toBe("standard");
    }
  });
});

/** A maze's walls as drawn: the path's width and its segments' lengths (straight) and arcs' lengths. */
function walls(svg: string) {
  const m = /<path d="([^"]+)" fill="none" stroke="#000" stroke-width="([^"]+)"/.exec(svg);
  if (!m) throw new Error("no walls");
  const d = m[1] as string;
  const lines = [...d.matchAll(/M(-?[\d.]+) (-?[\d.]+)L(-?[\d.]+) (-?[\d.]+)/g)].map((s) =>
    Math.hypot(Number(s[3]) - Number(s[1]), Number(s[4]) - Number(s[2])),
  );
  const arcs = [...d.matchAll(/M(-?[\d.]+) (-?[\d.]+)A([\d.]+) [\d.]+ 0 (\d) 1 (-?[\d.]+) (-?[\d.]+)/g)].map((s) => {
    const r = Number(s[3]);
    const chord = Math.hypot(Number(s[5]) - Number(s[1]), Number(s[6]) - Number(s[2]));
    const angle = 2 * Math.asin(Math.min(1, chord / 2 / r));
    return r * (s[4] === "1" ? 2 * Math.PI - angle : angle);
  });
  return { width: Number(m[2]), lines, arcs };
}

describe("mazes in large print", () => {
  const shapes = ["rectangle", "circle", "in the outline of the theme"];
  for (const page of ["square", "portrait"] as const)
    for (const { pt, name } of sizes(page))
      it(`${page} on ${name}: corridors 0.4 in or wider between walls thicker than standard print's`, () => {
        for (const shape of shapes)
          for (const difficulty of levels) {
            const req = { type: "maze", page, difficulty, shape, theme: "dinosaur" };
            const large = drawActivity({ ...req, print: "large" }, 8, pt ? { pt } : {});
            const standard = drawActivity(req, 8, pt ? { pt } : {});
            const k = sheetPt(sheetFor(page, pt));
            const at = `${shape} ${difficulty}`;
            const w = walls(large.svg);
            const plain = walls(standard.svg);
            expect((large.puzzle as PuzzleOf<"maze">).print).toBe("large");
            // Thicker walls: 1.6 times standard print's and 3 pt or more.
            expect(w.width, at).toBeGreaterThanOrEqual(plain.width * 1.6 - 0.01);
            expect(w.width * k, at).toBeGreaterThanOrEqual(3 - EPS);
            // A wall segment is one cell's side (a ring's width on a circle): the corridor is that less a wall.
            const narrowest = Math.min(...w.lines, ...w.arcs) - w.width;
            expect(narrowest * k, at).toBeGreaterThanOrEqual(CELL_PT - EPS);
            expect((large.puzzle as PuzzleOf<"maze">).nodes, at).toBeLessThanOrEqual(
              (standard.puzzle as PuzzleOf<"maze">).nodes,
            );
          }
      });

  it("hard is a harder maze than easy in large print too, and standard print is unchanged by the option", () => {
    const nodes = (difficulty: Difficulty) =>
      (
        drawActivity({ type: "maze", difficulty, shape: "rectangle", theme: "cat", print: "large" }, 2)
          .puzzle as PuzzleOf<"maze">
      ).nodes;
    expect(nodes("easy")).toBeLessThan(nodes("medium"));
    expect(nodes("medium")).toBeLessThan(nodes("hard"));
    const a = drawActivity({ type: "maze", difficulty: "hard", shape: "rectangle", theme: "cat" }, 2);
    const b = drawActivity(
      { type: "maze", difficulty: "hard", shape: "rectangle", theme: "cat", print: "standard" },
      2,
    );
    expect(a.svg).toBe(b.svg);
  });
});

/** Where path data's points lie (an outline of M/L/Z points): its box. */
function extent(d: string) {
  const nums = (d.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number);
  const xs = nums.filter((_, i) => i % 2 === 0);
  const ys = nums.filter((_, i) => i % 2 === 1);
  return {
    x: Math.min(...xs),
    y: Math.min(...ys),
    w: Math.max(...xs) - Math.min(...xs),
    h: Math.max(...ys) - Math.min(...ys),
  };
}

/**
 * The lines of text under a page's title read back: for each outline after the title's, the run
 * of `sentence`'s words whose outline at 100 has the same proportions, and its type size (units).
 */
function readLines(svg: string, sentences: string[]): Array<{ text: string; size: number; x: number; w: number }> {
  const paths = [...svg.matchAll(/<path fill="#000" data-type="[^"]*" d="([^"]+)"\/>/g)]
    .map((m) => m[1] as string)
    .slice(1);
  const runs = sentences.flatMap((s) => {
    const words = s.split(" ");
    return words.flatMap((_, i) => words.slice(i).map((__, j) => words.slice(i, i + j + 1).join(" ")));
  });
  return paths.map((d) => {
    const e = extent(d);
    const hits = runs.flatMap((run) => {
      const r = extent(linePath(run, "nunito", 100, 0, 0));
      const size = (e.h / r.h) * 100;
      return Math.abs((r.w * size) / 100 - e.w) <= 1 ? [{ text: run, size, x: e.x, w: e.w }] : [];
    });
    return hits[0] ?? { text: "?", size: 0, x: e.x, w: e.w };
  });
}

describe("picture mazes in large print", () => {
  /** A wall path's segments' ends: the grid's column lines are its distinct x. */
  const columns = (svg: string) => {
    const d = (/<path d="([^"]+)" fill="none" stroke="#000"/.exec(svg) as RegExpExecArray)[1] as string;
    return new Set([...d.matchAll(/[ML](-?[\d.]+) /g)].map((m) => Number(m[1]))).size - 1;
  };
  for (const page of ["square", "portrait"] as const)
    for (const { pt, name } of sizes(page))
      it(`${page} on ${name}: corridors 0.4 in or wider between thicker walls, a 16 pt instruction, the page filled`, () => {
        for (const difficulty of levels)
          for (const theme of ["farm", "ocean", "dinosaurs", "christmas"]) {
            const req = { type: "picture-maze", page, difficulty, theme };
            const large = drawActivity({ ...req, print: "large" }, 8, pt ? { pt } : {});
            const standard = drawActivity(req, 8, pt ? { pt } : {});
            const k = sheetPt(sheetFor(page, pt));
            const at = `${difficulty} ${theme}`;
            const w = walls(large.svg);
            const plain = walls(standard.svg);
            // Thicker walls: 1.6 times standard print's and 3 pt or more.
            expect(w.width, at).toBeGreaterThanOrEqual(plain.width * 1.6 - 0.01);
            expect(w.width * k, at).toBeGreaterThanOrEqual(3 - EPS);
            // A wall segment is one cell's side: the corridor is that less a wall.
            expect((Math.min(...w.lines) - w.width) * k, at).toBeGreaterThanOrEqual(CELL_PT - EPS);
            // Fewer columns than standard print's, at most the large-print cap, never under 3.
            const cols = columns(large.svg);
            expect(cols, at).toBe((large.puzzle as PuzzleOf<"picture-maze">).grid.cols);
            expect((large.puzzle as PuzzleOf<"picture-maze">).print, at).toBe("large");
            expect((standard.puzzle as PuzzleOf<"picture-maze">).print, at).toBe("standard");
            expect(cols, at).toBeLessThanOrEqual(largePictureCols[difficulty]);
            expect(cols, at).toBeLessThanOrEqual(columns(standard.svg));
            expect(cols, at).toBeGreaterThanOrEqual(3);
            // The instruction under the title, read back off the page: the sentence naming the
            // traveller and its goal (or the short one), every line at 16 pt or more, on the page.
            const p = large.puzzle as PuzzleOf<"picture-maze">;
            const the = (n: string) => (/^[A-Z]/.test(n) ? n : `the ${n}`);
            const sentence = `Help ${the(p.from.name)} find the way to ${the(p.to.name)}.`;
            const short = "Find the way through the maze.";
            const lines = readLines(large.svg, [sentence, short]);
            const said = lines.map((l) => l.text).join(" ");
            expect([sentence, short], at).toContain(said);
            expect(said, at).toBe(readLines(standard.svg, [sentence, short])[0]?.text);
            expect(lines.length, at).toBeLessThanOrEqual(2);
            for (const l of lines) {
              expect(l.size * k, `${at} ${l.text}`).toBeGreaterThanOrEqual(TYPE_PT - EPS);
              expect(l.x, at).toBeGreaterThanOrEqual(56 - EPS);
              expect(l.x + l.w, at).toBeLessThanOrEqual(1024 - 56 + EPS);
            }
            // The page filled: the grid spans the width standard print's does, or the whole height
            // left under the instruction (the goal's drawing standing on the page's bottom margin,
            // 56 units: server/activities/page.ts), and keeps most of standard print's area.
            const box = (svg: string) =>
              extent((/<path d="([^"]+)" fill="none" stroke="#000"/.exec(svg) as RegExpExecArray)[1] as string);
            const g = box(large.svg);
            const s0 = box(standard.svg);
            const height = sheetFor(page).height;
            const wide = g.w >= s0.w - 1;
            const tall = Math.abs(p.to.y + p.to.size / 2 - (height - 56)) <= 1;
            expect(wide || tall, `${at}: ${g.w}x${g.h}`).toBe(true);
            expect(g.w * g.h, at).toBeGreaterThanOrEqual(0.7 * s0.w * s0.h);
            expect(Math.abs(g.y - (p.from.y + p.from.size / 2)), at).toBeLessThanOrEqual(1);
          }
      });
});

describe("picture mazes in standard print", () => {
  it("are the same with print: standard as without it", () => {
    for (const page of ["square", "portrait"] as const)
      for (const difficulty of levels) {
        const req = { type: "picture-maze", page, difficulty, theme: "ocean" };
        const a = drawActivity(req, 4, { pt: placedPt("6x9", page) });
        const b = drawActivity({ ...req, print: "standard" }, 4, { pt: placedPt("6x9", page) });
        expect(b.svg).toBe(a.svg);
        expect(b.answerSvg).toBe(a.answerSvg);
      }
  });
});

describe("the form's Large print reaches the page", () => {
  // The activity block renders a choice as its prompt phrase ("large print (16 pt …)"), not its value.
  const catalog = loadCatalog();
  const cases: Array<[string, Record<string, string>]> = [
    ["word-search", { theme: "farm" }],
    ["sudoku", { size: "9", theme: "cats" }],
    ["maze", { shape: "rectangle", theme: "cat" }],
    ["crossword", { theme: "farm" }],
    ["cryptogram", { theme: "farm", code: "numbers" }],
    ["word-scramble", { theme: "farm" }],
    ["picture-maze", { theme: "farm" }],
  ];
  for (const [slug, own] of cases)
    it(`${slug}: the tool's large print draws the large-print page`, () => {
      const tool = catalog.byId.get(`activities/${slug}`) as NonNullable<ReturnType<typeof catalog.byId.get>>;
      const draw = (print: string) => {
        const checked = validateValues(tool, { ...own, difficulty: "hard", page: "square", print });
        if (!checked.ok) throw new Error(checked.message);
        const activity = renderTool(tool, checked.values).activity as { type: string } & Record<string, string>;
        return drawActivity(activity, 12, { pt: placedPt("6x9", "square") });
      };
      const large = draw("large");
      const standard = draw("standard");
      const direct = drawActivity({ type: slug, ...own, difficulty: "hard", page: "square", print: "large" }, 12, {
        pt: placedPt("6x9", "square"),
      });
      expect(large.svg).toBe(direct.svg);
      expect(large.puzzle).toEqual(direct.puzzle);
      expect(large.svg).not.toBe(standard.svg);
    });
});
