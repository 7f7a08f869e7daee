import { Resvg } from "@resvg/resvg-js";
import { type Palette, paletteById } from "../../../engine/covers/palettes.js";
import { matchMotif, motifByAnnotation } from "../../sketch/art.js";
import { cloud, ground, lineMotif, sun } from "../../sketch/draw.js";
import { threshold } from "../../sketch/index.js";
import { r2 } from "../../sketch/random.js";
import { textWidth } from "../../sketch/text.js";
import { type Box, contentBox, type Sheet, svgDocument, text, title } from "../page.js";
import { type ActivityPage, pageTitle } from "../pages.js";
import { typeAtLeast } from "../print-scale.js";
import type { Difficulty, PuzzleOf } from "../types.js";
import { type ColorHint, legendPalette, type NumberedRegion, numberRegions, regionFills } from "./color-by-number.js";

type ColorByNumberPuzzle = PuzzleOf<"color-by-number">;

const LINE = 5;
const ROW = 46;

/** Legend rows under the drawing: four entries a row, up to 12 colours. */
const legendHeight = (entries: number) => Math.ceil(entries / 4) * ROW + 12;

/**
 * The picture to colour: the theme's drawing standing on the ground in a framed landscape, so
 * the sky and the ground are regions to colour too (a simple drawing alone may be one region);
 * medium adds a sun, hard clouds and a tree: more and smaller regions.
 */
function drawing(
  theme: string | undefined,
  difficulty: Difficulty,
  seed: number,
  area: Box,
): { markup: string; hints: ColorHint[] } {
  const motif = matchMotif(theme || "star", seed);
  const size = Math.min(area.w, area.h) * (difficulty === "hard" ? 0.66 : difficulty === "medium" ? 0.74 : 0.8);
  const pen = { main: LINE, fine: LINE * 0.8 };
  const cx = area.x + area.w / 2;
  const frame = `<rect x="${r2(area.x)}" y="${r2(area.y)}" width="${r2(area.w)}" height="${r2(area.h)}" rx="24" fill="#fff" stroke="#000" stroke-width="${LINE}"/>`;
  const groundY = area.y + area.h * 0.8;
  const land = ground(groundY, area.x, area.x + area.w, LINE, 14, seed % 7, false);
  const sunAt = { x: area.x + area.w * 0.16, y: area.y + area.h * 0.15 };
  const sky =
    (difficulty === "easy" ? "" : sun(sunAt.x, sunAt.y, area.w * 0.06, LINE)) +
    (difficulty === "hard"
      ? cloud(area.x + area.w * 0.62, area.y + area.h * 0.13, area.w * 0.26, LINE) +
        cloud(area.x + area.w * 0.86, area.y + area.h * 0.3, area.w * 0.16, LINE)
      : "");
  const subject = lineMotif(motif, { x: cx, y: groundY - size * 0.42, size }, pen);
  // A tree stands on the ground beside the subject.
  const tree = motifByAnnotation("deciduous tree");
  const treeSize = area.w * 0.2;
  const props =
    difficulty === "hard" && tree
      ? lineMotif(tree, { x: area.x + area.w * 0.11, y: groundY - treeSize * 0.38, size: treeSize }, pen)
      : "";
  const hints: ColorHint[] = [
    { x: area.x + 14, y: area.y + 30, color: bright(4) },
    { x: area.x + 14, y: area.y + area.h - 30, color: bright(3) },
    ...(difficulty === "easy" ? [] : [{ ...sunAt, color: bright(2) }]),
  ];
  return { markup: frame + land + sky + props + subject, hints };
}

/** The Bright palette's sky blue (4), light green (3) and yellow (2). */
const bright = (i: number) => (paletteById("bright") as Palette).colors[i] as string;

/**
 * Page units a pixel of the region map covers: lines of 4-5 units stay closed at 2-2.5 pixels,
 * and finding regions, distances and neighbours takes a quarter of the time.
 */
const UNIT = 2;

/** The drawing alone, black and white as the colouring engine reads line art, UNIT units a pixel. */
function linePixels(sheet: Sheet, markup: string) {
  const img = new Resvg(svgDocument(sheet, markup), {
    fitTo: { mode: "width", value: sheet.width / UNIT },
    font: { loadSystemFonts: false },
  }).render();
  // Ink and paper as the line-art pages have them (the same threshold as the colouring's regions).
  return { bw: threshold(img.pixels, img.width * img.height), width: img.width, height: img.height };
}

/** Outlines of legend entries, drawn once per process: at most 12 numbers times the crayon names. */
const entryOutlines = new Map<string, string>();

function legendEntry(label: string, cx: number, baseline: number): string {
  let outline = entryOutlines.get(label);
  if (outline === undefined) {
    outline = text(label, 24, 0, 0);
    entryOutlines.set(label, outline);
  }
  return `<g transform="translate(${r2(cx)} ${r2(baseline)})">${outline}</g>`;
}

/** "1 = red" entries in rows of four, each with a swatch box: empty on the page, filled in the key. */
function legendMarkup(puzzle: ColorByNumberPuzzle, box: Box, filled: boolean): string {
  const colW = box.w / 4;
  return puzzle.legend
    .map((l, i) => {
      const x = box.x + (i % 4) * colW + 10;
      const y = box.y + 12 + Math.floor(i / 4) * ROW;
      const swatch = `<rect x="${r2(x)}" y="${r2(y)}" width="30" height="30" rx="6" fill="${filled ? l.color : "#fff"}" stroke="#000" stroke-width="3"/>`;
      return swatch + legendEntry(`${l.n} = ${l.name}`, x + 40 + (colW - 56) / 2, y + 24);
    })
    .join("");
}

export function makeColorByNumberLayout(
  sheet: Sheet,
  values: Record<string, string | undefined>,
  difficulty: Difficulty,
  seed: number,
) {
  const box = contentBox(sheet, true);
  // Room for as many rows as the difficulty's colours can take.
  const legendH = legendHeight(legendPalette(difficulty, seed).colors.length);
  const area: Box = { x: box.x, y: box.y, w: box.w, h: box.h - legendH - 16 };
  const { markup: picture, hints } = drawing(values.theme?.trim(), difficulty, seed, area);
  const { bw, width, height } = linePixels(sheet, picture);
  const made = numberRegions(bw, width, height, difficulty, seed, hints, UNIT);
  const legendBox: Box = { x: box.x, y: box.y + box.h - legendH, w: box.w, h: legendH };
  return { picture, legendBox, ...made };
}

/**
 * Each region's colour named in it, for a key printed in greys, where the six to twelve colours
 * are greys a reader cannot tell apart: the name as large as the number, smaller when the
 * region is narrow but never under 7 pt printed, on a white halo so it reads on any grey.
 */
function colorNameLabels(sheet: Sheet, puzzle: ColorByNumberPuzzle, numbers: NumberedRegion[]): string {
  const nameOf = new Map(puzzle.legend.map((l) => [l.n, l.name]));
  return numbers
    .map((x) => {
      const name = nameOf.get(x.n) ?? String(x.n);
      // Inside the circle clear of the region's edges: the name's width at most its chord.
      // Never under 7 pt where it prints (a long name may reach past a narrow region, on its halo).
      const size = Math.max(
        typeAtLeast(sheet, 8),
        Math.min(x.size, (x.size * 1.6 * x.clear) / textWidth(name, "nunito", x.size)),
      );
      const label = text(name, size, x.box.x + x.box.w / 2, x.box.y + x.box.h / 2 + size * 0.36);
      const halo = text(name, size, x.box.x + x.box.w / 2, x.box.y + x.box.h / 2 + size * 0.36, "#fff");
      return `<g stroke="#fff" stroke-width="${r2(size * 0.22)}" stroke-linejoin="round">${halo}</g>${label}`;
    })
    .join("");
}

/**
 * A colour by number page: the theme's drawing with a number in every region big enough to
 * hold one and the legend of crayon names under it; the key is the page coloured in, each
 * region named by its colour when the key prints in greys (a black-and-white book).
 */
export function colorByNumberPage(
  sheet: Sheet,
  values: Record<string, string | undefined>,
  difficulty: Difficulty,
  seed: number,
  print: { grey?: boolean } = {},
): ActivityPage {
  const { picture, legendBox, puzzle, numbers, map, unit } = makeColorByNumberLayout(sheet, values, difficulty, seed);
  const heading = title(sheet, pageTitle("Color by Number", values));
  const digits = numbers.map((x) => text(String(x.n), x.size, x.box.x + x.box.w / 2, x.box.y + x.box.h)).join("");
  const fills = [...regionFills(map, numbers, unit)].map(([c, d]) => `<path fill="${c}" d="${d}"/>`).join("");
  const marks = print.grey ? colorNameLabels(sheet, puzzle, numbers) : digits;
  return {
    puzzle,
    svg: svgDocument(sheet, heading + picture + digits + legendMarkup(puzzle, legendBox, false)),
    answerSvg: svgDocument(sheet, heading + picture + fills + marks + legendMarkup(puzzle, legendBox, true)),
  };
}
