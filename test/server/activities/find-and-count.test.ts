import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { puzzleSchema } from "../../../engine/api/puzzles.js";
import { drawActivity } from "../../../server/activities/index.js";
import type { Difficulty, PuzzleOf } from "../../../server/activities/types.js";
import { isElement, parseSvg, type SvgNode, serialiseSvg, svgElements } from "../../../server/svg/tree.js";

type FindAndCountPuzzle = PuzzleOf<"find-and-count">;
type Square = { x: number; y: number; size: number };

// Issue 43: find and count, "how many …?": every counted drawing whole and apart from the rest,
// the key with the counts. Checked on the drawn page, not taken from the generator's word.
const kinds: Record<Difficulty, number> = { easy: 3, medium: 4, hard: 5 };
const range: Record<Difficulty, [number, number]> = { easy: [1, 5], medium: [2, 7], hard: [3, 9] };
/** A drawing at its smallest still puts down this many dark pixels: never an empty square. */
const MIN_INK = 60;

function pixels(svg: string) {
  const img = new Resvg(svg, { fitTo: { mode: "width", value: 1024 }, font: { loadSystemFonts: false } }).render();
  const { width, height, pixels: px } = img;
  const at = (x: number, y: number) => (y * width + x) * 4;
  const dark = (x: number, y: number) => {
    const i = at(x, y);
    return (px[i] as number) + (px[i + 1] as number) + (px[i + 2] as number) < 384;
  };
  // The key's red: strong red, little green and blue.
  const red = (x: number, y: number) => {
    const i = at(x, y);
    return (px[i] as number) > 180 && (px[i + 1] as number) < 90 && (px[i + 2] as number) < 120;
  };
  return { width, height, dark, red };
}

/** The page with the scattered drawings taken out: every `data-count-kind` group emptied. */
function withoutField(svg: string): string {
  const strip = (nodes: readonly SvgNode[]): SvgNode[] =>
    nodes.map((n) =>
      !isElement(n)
        ? n
        : n.attrs["data-count-kind"] !== undefined
          ? { ...n, children: [] }
          : { ...n, children: strip(n.children) },
    );
  return serialiseSvg(strip(parseSvg(svg)));
}

const overlap = (a: Square, b: Square) =>
  Math.abs(a.x - b.x) < (a.size + b.size) / 2 && Math.abs(a.y - b.y) < (a.size + b.size) / 2;

/** Every problem with one page and its key, as sentences; none on a good page. */
function problems(
  svg: string,
  answerSvg: string,
  puzzle: FindAndCountPuzzle,
  difficulty: Difficulty,
  height: number,
): string[] {
  const out: string[] = [];
  const { drawings } = puzzle;
  if (drawings.length !== kinds[difficulty]) out.push(`${drawings.length} drawings`);
  if (new Set(drawings.map((d) => d.name)).size !== drawings.length) out.push("a drawing is asked twice");
  const [least, most] = range[difficulty];
  for (const d of drawings) {
    if (d.boxes.length !== d.count) out.push(`${d.name}: count ${d.count}, ${d.boxes.length} boxes`);
    if (d.count < least || d.count > most) out.push(`${d.name}: count ${d.count} outside ${least}-${most}`);
    if (difficulty === "easy" && d.boxes.some((b) => b.rotate !== 0)) out.push(`${d.name} turned on easy`);
  }
  if (difficulty === "hard" && drawings.every((d) => d.boxes.every((b) => b.rotate === 0)))
    out.push("nothing turned on hard");
  // Counted on the page: each drawing's group holds as many placed drawings as its count.
  const groups = [...svgElements(parseSvg(svg))].filter((el) => el.attrs["data-count-kind"] !== undefined);
  groups.forEach((g, i) => {
    const drawn = [...svgElements(g.children)].filter((el) => el.attrs["data-motif"] !== undefined).length;
    if (drawn !== drawings[i]?.count) out.push(`group ${i} draws ${drawn} for ${drawings[i]?.count}`);
  });
  // Squares: within the page, none meeting another nor an answer box.
  const boxes = drawings.flatMap((d, kind) => d.boxes.map((b) => ({ ...b, kind })));
  const answers = drawings.map((d) => d.answer);
  const all: Square[] = [...boxes, ...answers];
  all.forEach((a, i) => {
    if (a.x - a.size / 2 < 0 || a.x + a.size / 2 > 1024 || a.y - a.size / 2 < 0 || a.y + a.size / 2 > height)
      out.push(`square ${i} leaves the page`);
    all.forEach((b, j) => {
      if (j > i && overlap(a, b)) out.push(`squares ${i} and ${j} overlap`);
    });
  });
  // On the pixels: the drawings' ink lies inside their squares (whole, none crossing another),
  // each square holds ink, and nothing else of the page is drawn in a square.
  const page = pixels(svg);
  const bare = pixels(withoutField(svg));
  const owner = new Int32Array(page.width * page.height).fill(-1);
  boxes.forEach((s, i) => {
    for (let y = Math.max(0, Math.floor(s.y - s.size / 2 - 1)); y < Math.min(page.height, s.y + s.size / 2 + 1); y++)
      for (let x = Math.max(0, Math.floor(s.x - s.size / 2 - 1)); x < Math.min(page.width, s.x + s.size / 2 + 1); x++)
        owner[y * page.width + x] = i;
  });
  const held = boxes.map(() => 0);
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
  if (stray) out.push(`${stray} drawing pixels outside every square`);
  if (under) out.push(`${under} pixels of the page under the drawings`);
  held.forEach((n, i) => {
    if (n < MIN_INK) out.push(`square ${i} (${drawings[boxes[i]?.kind ?? 0]?.name}) has only ${n} pixels`);
  });
  // Each answer box is empty on the page and drawn (its frame is ink).
  for (const a of answers) {
    let inside = 0;
    for (let y = Math.ceil(a.y - a.size / 2 + 6); y < a.y + a.size / 2 - 6; y++)
      for (let x = Math.ceil(a.x - a.size / 2 + 6); x < a.x + a.size / 2 - 6; x++) if (page.dark(x, y)) inside++;
    if (inside) out.push(`an answer box has ${inside} dark pixels on the page`);
    if (!page.dark(Math.round(a.x), Math.round(a.y - a.size / 2))) out.push("an answer box has no frame");
  }
  // The key: opaque red; each count written in its box, each counted drawing ringed just outside its square.
  if (/opacity/.test(answerSvg)) out.push("the key has transparency");
  const key = pixels(answerSvg);
  answers.forEach((a, i) => {
    let red = 0;
    for (let y = Math.ceil(a.y - a.size / 2 + 4); y < a.y + a.size / 2 - 4; y++)
      for (let x = Math.ceil(a.x - a.size / 2 + 4); x < a.x + a.size / 2 - 4; x++) if (key.red(x, y)) red++;
    if (red < 200) out.push(`answer ${i}: the key writes ${red} red pixels`);
  });
  boxes.forEach((b, i) => {
    // Red on all four sides of the square, a few units out.
    const r = b.size / 2 + 2;
    const sides = [
      [b.x, b.y - r],
      [b.x, b.y + r],
      [b.x - r, b.y],
      [b.x + r, b.y],
    ];
    const ringed = sides.every(([x, y]) => {
      for (let d = -2; d <= 2; d++)
        for (let e = -2; e <= 2; e++)
          if (key.red(Math.round((x as number) + d), Math.round((y as number) + e))) return true;
      return false;
    });
    if (!ringed) out.push(`square ${i} is not ringed in the key`);
  });
  return out;
}

describe("find and count pages", () => {
  for (const difficulty of ["easy", "medium", "hard"] as const)
    for (const page of ["square", "portrait"])
      it(`${difficulty}, ${page}: counts match the drawings placed, each whole and apart, the key holds the counts`, () => {
        for (const [seed, theme] of [
          [1, "farm"],
          [5, "ocean"],
          [9, "dinosaurs"],
          [13, "christmas"],
        ] as const) {
          const drawn = drawActivity({ type: "find-and-count", theme, difficulty, page }, seed);
          const puzzle = puzzleSchema.parse(drawn.puzzle) as FindAndCountPuzzle;
          const height = page === "portrait" ? 1325 : 1024;
          expect(problems(drawn.svg, drawn.answerSvg, puzzle, difficulty, height), `${theme} ${seed}`).toEqual([]);
        }
      });

  it("hard pages hold more, smaller drawings than easy ones", () => {
    const stats = (difficulty: Difficulty) => {
      let n = 0;
      let side = 0;
      for (const seed of [1, 2, 3, 4, 5]) {
        const p = drawActivity({ type: "find-and-count", theme: "ocean", difficulty }, seed)
          .puzzle as FindAndCountPuzzle;
        for (const d of p.drawings)
          for (const b of d.boxes) {
            n++;
            side += b.size;
          }
      }
      return { n, side: side / n };
    };
    const easy = stats("easy");
    const hard = stats("hard");
    expect(hard.n).toBeGreaterThan(easy.n * 2);
    expect(hard.side).toBeLessThan(easy.side * 0.75);
  });

  it("a seed fixes the page", () => {
    const a = drawActivity({ type: "find-and-count", theme: "farm", difficulty: "hard" }, 42);
    const b = drawActivity({ type: "find-and-count", theme: "farm", difficulty: "hard" }, 42);
    expect(b.svg).toBe(a.svg);
    expect(b.puzzle).toEqual(a.puzzle);
  });
});
