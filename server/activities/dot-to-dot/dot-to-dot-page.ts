import { Resvg } from "@resvg/resvg-js";
import { matchMotif, motifByAnnotation } from "../../sketch/art.js";
import { lineMotif } from "../../sketch/draw.js";
import { r2 } from "../../sketch/random.js";
import { textWidth } from "../../sketch/text.js";
import { GlyphSet } from "../glyphs.js";
import type { PrintOptions } from "../kind.js";
import { type Box, contentBox, type Sheet, svgDocument, title } from "../page.js";
import { type ActivityPage, pageTitle } from "../pages.js";
import { type Placement, type Point, subjectContour } from "../silhouette.js";
import type { Difficulty } from "../types.js";
import { type DotToDot, dotStyle, makeDotToDot, START_RING } from "./dot-to-dot.js";

const path = (pts: Point[], close: boolean) =>
  `M${pts.map((p) => `${r2(p.x)} ${r2(p.y)}`).join("L")}${close ? "Z" : ""}`;

/** Inner lines a little finer than a colouring page's: the dots lead, the details follow. */
const detailPen: Record<Difficulty, number> = { easy: 3, medium: 2.5, hard: 2 };

/**
 * The drawing's inner lines only: the whole line drawing, its outline then covered by a white
 * band along the traced contour (plain paint, so the page prints without masks or clipping).
 */
function innerDetail(motifMarkup: string, contour: Point[], band: number): string {
  return `${motifMarkup}<path d="${path(contour, true)}" fill="none" stroke="#fff" stroke-width="${band}" stroke-linejoin="round"/>`;
}

/** Which parts of the page hold ink: a test for number boxes, at half the page's resolution. */
function inkTest(sheet: Sheet, markup: string): (box: Box) => boolean {
  const w = Math.ceil(sheet.width / 2);
  const h = Math.ceil(sheet.height / 2);
  const img = new Resvg(svgDocument(sheet, markup), {
    fitTo: { mode: "width", value: w },
    font: { loadSystemFonts: false },
  }).render();
  const px = img.pixels;
  return (b) => {
    for (let y = Math.max(0, Math.floor(b.y / 2)); y < Math.min(h, Math.ceil((b.y + b.h) / 2)); y++)
      for (let x = Math.max(0, Math.floor(b.x / 2)); x < Math.min(w, Math.ceil((b.x + b.w) / 2)); x++)
        if ((px[(y * w + x) * 4] as number) < 160) return true;
    return false;
  };
}

export interface DotToDotLayout extends DotToDot {
  /** The subject's line drawing as placed, and its traced outer contour. */
  drawing: string;
  contour: Point[];
  detail: string;
}

/**
 * The page's dots: the theme's drawing (a star when the theme has none or no solid outline)
 * filling the space under the title, its contour traced, dots and numbers placed.
 */
export function pageDots(
  sheet: Sheet,
  theme: string | undefined,
  difficulty: Difficulty,
  seed: number,
): DotToDotLayout {
  const box = contentBox(sheet, true);
  const size = Math.min(box.w, box.h) * 0.94;
  const at: Placement = { x: box.x + box.w / 2, y: box.y + box.h / 2, size };
  const star = motifByAnnotation("star");
  for (const motif of [matchMotif(theme || "star", seed), ...(star ? [star] : [])]) {
    const contour = subjectContour(motif, at, sheet);
    if (contour.length < 60) continue;
    const pen = detailPen[difficulty];
    const drawing = lineMotif(motif, at, { main: 5, fine: 3 });
    const detail = innerDetail(lineMotif(motif, at, { main: pen, fine: pen }), contour, 16);
    const made = makeDotToDot(contour, difficulty, seed, box, inkTest(sheet, detail), dotStyle(difficulty, sheet));
    if (made) return { ...made, drawing, contour, detail };
  }
  throw new Error("no drawing gave a dot-to-dot");
}

/**
 * Numbered dots along the outline of the theme's drawing, its inner lines drawn fine so the
 * picture reads once the dots are joined; dot 1 is a ring. The key joins the dots over the
 * whole drawing.
 */
export function dotToDotPage(
  sheet: Sheet,
  values: Record<string, string | undefined>,
  difficulty: Difficulty,
  seed: number,
  _print: PrintOptions = {},
): ActivityPage {
  const { dots, labels, drawing, detail } = pageDots(sheet, values.theme?.trim(), difficulty, seed);
  const { r, font } = dotStyle(difficulty, sheet);
  const heading = title(sheet, pageTitle("Dot to Dot", values));
  // Digits outlined once and placed with <use>: a 150-dot page outlines 10 glyphs, not 150 numbers.
  const digits = new GlyphSet(font, "d");
  const numbers = labels
    .map((l) => {
      let x = l.x;
      return [...String(l.n)]
        .map((ch) => {
          const w = textWidth(ch, "nunito", font);
          x += w;
          return digits.place(ch, x - w / 2, l.y + l.h / 2);
        })
        .join("");
    })
    .join("");
  // Every dot drawn at its point; dot 1 also ringed, where the child starts.
  const marks =
    dots
      .map(
        (d) =>
          `<circle cx="${r2(d.x)}" cy="${r2(d.y)}" r="${r}" fill="#000"/>` +
          (d.n === 1
            ? `<circle cx="${r2(d.x)}" cy="${r2(d.y)}" r="${r2(r * START_RING.r)}" fill="none" stroke="#000" stroke-width="${r2(r * START_RING.width)}"/>`
            : ""),
      )
      .join("") +
    digits.markup() +
    numbers;
  const joined = `<path d="${path(dots, true)}" fill="none" stroke="#e11d48" stroke-width="${r2(r * 0.9)}" stroke-linejoin="round" stroke-linecap="round"/>`;
  return {
    puzzle: { type: "dot-to-dot", points: dots.map((d) => ({ n: d.n, x: r2(d.x), y: r2(d.y) })) },
    svg: svgDocument(sheet, heading + detail + marks),
    answerSvg: svgDocument(sheet, heading + drawing + joined + marks),
  };
}
