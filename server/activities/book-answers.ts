import type { Rect } from "../../engine/books/kdp.js";
import { svgSize } from "../print/source.js";

/**
 * A book's Answers section: the answer keys of its activity pages, four to a page (two by
 * two), each labelled with the printed page number of its puzzle. Counted in the page plan
 * (engine/books/kdp.ts, answerPages) like any other page.
 */
export interface AnswerKey {
  /** The answer key's SVG original. */
  svg: string;
  /** Printed page number of the puzzle it answers. */
  puzzlePage: number;
}

const KEYS_PER_PAGE = 4;

export const answersPages = (keys: number) => Math.ceil(keys / KEYS_PER_PAGE);

// PDFKit and svg-to-pdfkit, typed only as far as this page uses them.
interface Doc {
  font(name: string): Doc;
  fontSize(size: number): Doc;
  fillColor(colour: string): Doc;
  text(text: string, x: number, y: number, opts: Record<string, unknown>): Doc;
}
/** Draws a key's SVG into a box (inches) as the book draws any art: flattened where it must be. */
type PlaceArt = (svg: string, at: Rect) => Promise<void>;

const PT = 72;

/** One page of the Answers section inside the page's safe area (inches). */
export async function drawAnswersPage(
  doc: Doc,
  place: PlaceArt,
  keys: AnswerKey[],
  index: number,
  safe: Rect,
  font: string,
): Promise<void> {
  const heading = 0.45;
  doc.font(font).fontSize(18).fillColor("black");
  doc.text(index === 0 ? "Answers" : "Answers (continued)", safe.x * PT, safe.y * PT, {
    width: safe.width * PT,
    align: "center",
  });
  const mine = keys.slice(index * KEYS_PER_PAGE, (index + 1) * KEYS_PER_PAGE);
  const cellW = safe.width / 2;
  const cellH = (safe.height - heading) / 2;
  const label = 0.28;
  for (const [i, key] of mine.entries()) {
    const x = safe.x + (i % 2) * cellW;
    const y = safe.y + heading + Math.floor(i / 2) * cellH;
    doc.font(font).fontSize(10).fillColor("black");
    doc.text(`Page ${key.puzzlePage}`, x * PT, y * PT, { width: cellW * PT, align: "center" });
    const size = svgSize(key.svg);
    const room = { w: cellW - 0.15, h: cellH - label - 0.1 };
    const k = Math.min(room.w / size.width, room.h / size.height);
    const w = size.width * k;
    const h = size.height * k;
    await place(key.svg, { x: x + (cellW - w) / 2, y: y + label, width: w, height: h });
  }
}
