import type { Rect } from "../../engine/books/kdp.js";
import { svgSize } from "../print/source.js";

/**
 * A book's Answers section: the answer keys of its activity pages, one to a page, each labelled
 * with the printed page number of its puzzle (decision 074: a key prints its puzzle's type at
 * 7 pt or more only at nearly its puzzle's size). Counted in the page plan (engine/books/kdp.ts,
 * answerPages) like any other page.
 */
export interface AnswerKey {
  /** The answer key's SVG original. */
  svg: string;
  /** Printed page number of the puzzle it answers. */
  puzzlePage: number;
  /** Index of the puzzle in the book's art pages (BookSpec.pages), whose activity it answers. */
  page?: number;
}

const KEYS_PER_PAGE = 1;

export const answersPages = (keys: number) => Math.ceil(keys / KEYS_PER_PAGE);

/** The keys the `index`th Answers page prints. */
export const keysOn = <K>(keys: readonly K[], index: number): K[] =>
  keys.slice(index * KEYS_PER_PAGE, (index + 1) * KEYS_PER_PAGE);

// PDFKit and svg-to-pdfkit, typed only as far as this page uses them.
interface Doc {
  font(name: string): Doc;
  fontSize(size: number): Doc;
  fillColor(color: string): Doc;
  text(text: string, x: number, y: number, opts: Record<string, unknown>): Doc;
}
/**
 * Draws a key into a box (inches) as the book draws any art: flattened where it must be, and
 * drawn for that printed size (every line at least 0.75 pt there, server/books/render.ts).
 */
type PlaceKey = (key: AnswerKey, at: Rect) => Promise<void>;

const PT = 72;

/** Heights (inches) of the "Answers" heading and of the "Page N" label over each key. */
const HEADING_IN = 0.45;
const LABEL_IN = 0.28;

/** The printed size (inches) of a key of `size` units in its cell of an Answers page, `cellW` x `cellH`. */
function keySize(cellW: number, cellH: number, size: { width: number; height: number }) {
  const room = { w: cellW - 0.15, h: cellH - LABEL_IN - 0.1 };
  const k = Math.min(room.w / size.width, room.h / size.height);
  return { width: size.width * k, height: size.height * k };
}

/** A key's cell on an Answers page whose safe area is `safe`: the page under its heading. */
const keyCell = (safe: Rect) => ({ w: safe.width, h: safe.height - HEADING_IN });

/**
 * Points a unit of a key `size` units wide and high prints at on an Answers page whose safe
 * area is `safe`: its puzzle is drawn for no more than this (server/books/render.ts), so the
 * key's type prints at 7 pt or more and its lines at 0.75 pt or more (decision 074).
 */
export function keyPt(safe: Rect, size: { width: number; height: number }): number {
  const cell = keyCell(safe);
  return (keySize(cell.w, cell.h, size).width * PT) / size.width;
}

/** One page of the Answers section inside the page's safe area (inches). */
export async function drawAnswersPage(
  doc: Doc,
  place: PlaceKey,
  keys: AnswerKey[],
  index: number,
  safe: Rect,
  font: string,
): Promise<void> {
  const heading = HEADING_IN;
  doc.font(font).fontSize(18).fillColor("black");
  doc.text(index === 0 ? "Answers" : "Answers (continued)", safe.x * PT, safe.y * PT, {
    width: safe.width * PT,
    align: "center",
  });
  const mine = keysOn(keys, index);
  const { w: cellW, h: cellH } = keyCell(safe);
  const label = LABEL_IN;
  for (const key of mine) {
    const x = safe.x;
    const y = safe.y + heading;
    doc.font(font).fontSize(10).fillColor("black");
    doc.text(`Page ${key.puzzlePage}`, x * PT, y * PT, { width: cellW * PT, align: "center" });
    const { width: w, height: h } = keySize(cellW, cellH, svgSize(key.svg));
    await place(key, { x: x + (cellW - w) / 2, y: y + label, width: w, height: h });
  }
}
