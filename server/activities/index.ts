import { Resvg } from "@resvg/resvg-js";
import { encodeColour, encodeLineArt } from "../sketch/encode.js";
import { colorByNumberPage } from "./color-by-number-page.js";
import { dotToDotPage } from "./dot-to-dot-page.js";
import { mazePage } from "./maze-page.js";
import { sheetFor } from "./page.js";
import type { ActivityPage } from "./pages.js";
import { sudokuPage } from "./sudoku-page.js";
import { tracingPage, tracingText } from "./tracing-page.js";
import { type ActivityRequest, difficultyOf, type Puzzle } from "./types.js";
import { userWords } from "./word-search.js";
import { wordSearchPage } from "./word-search-page.js";

export type { Puzzle } from "./types.js";
export { ActivityInputError } from "./types.js";

type Draw = (
  sheet: ReturnType<typeof sheetFor>,
  values: ActivityRequest,
  difficulty: ReturnType<typeof difficultyOf>,
  seed: number,
) => ActivityPage;

const pages: Record<Puzzle["type"], Draw> = {
  maze: mazePage,
  "word-search": wordSearchPage,
  sudoku: sudokuPage,
  tracing: tracingPage,
  "dot-to-dot": dotToDotPage,
  "color-by-number": colorByNumberPage,
};

/**
 * The user's own values an activity reads (a word list, text to trace), checked before any
 * credit is taken; throws ActivityInputError with the message for the form.
 */
export function checkActivity(req: ActivityRequest): void {
  if (req.type === "word-search") userWords(req.words, difficultyOf(req.difficulty));
  if (req.type === "tracing") tracingText(req.text);
}

/** The activity's page and answer key as SVG originals, with its puzzle. Pure: a seed fixes it. */
export function drawActivity(req: ActivityRequest, seed: number): ActivityPage {
  const draw = pages[req.type as Puzzle["type"]];
  if (!draw) throw new Error(`no activity "${req.type}"`);
  return draw(sheetFor(req.page), req, difficultyOf(req.difficulty), seed >>> 0);
}

/** Rasterised at 1024 px wide: the page pure black and white, the key in colour. */
export function rasteriseActivity(svg: string, kind: "page" | "answer"): Buffer {
  const img = new Resvg(svg, {
    fitTo: { mode: "width", value: 1024 },
    font: { loadSystemFonts: false },
    background: "#ffffff",
  }).render();
  return kind === "page"
    ? encodeLineArt(img.pixels, img.width, img.height)
    : encodeColour(img.pixels, img.width, img.height);
}

export interface RenderedActivity extends ActivityPage {
  png: Buffer;
  answerPng: Buffer;
}

export function renderActivity(req: ActivityRequest, seed: number): RenderedActivity {
  const page = drawActivity(req, seed);
  return { ...page, png: rasteriseActivity(page.svg, "page"), answerPng: rasteriseActivity(page.answerSvg, "answer") };
}
