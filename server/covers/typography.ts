import type { Rect } from "../../engine/books/kdp.js";
import { contrast } from "../../engine/covers/palettes.js";

type Doc = PDFKit.PDFDocument;
export const PT = 72;

/** Readable floors (points) on a printed cover: a title smaller than this stops being a title. */
export const MIN_TITLE_PT = 20;
export const MIN_TEXT_PT = 9;
/** WCAG's large-text contrast: below it, text gets a plate behind it. */
const MIN_CONTRAST = 4.5;

/** The largest size from `max` down to `min` at which `text` fits `box` (inches) in `font`. */
function fitSize(doc: Doc, text: string, box: Rect, font: string, max: number, min: number): number {
  doc.font(font);
  for (let size = max; size > min; size -= 1) {
    doc.fontSize(size);
    if (doc.heightOfString(text, { width: box.width * PT, lineGap: -size * 0.1 }) <= box.height * PT) return size;
  }
  return min;
}

/** Of black and white and the palette's two tones, the colour that reads best on `background`. */
export function readableOn(background: string, candidates: string[]): string {
  return [...candidates, "#111111", "#ffffff"].reduce((best, c) =>
    contrast(c, background) > contrast(best, background) ? c : best,
  );
}

export interface SetText {
  text: string;
  box: Rect;
  font: string;
  max: number;
  min: number;
  colour: string;
  /** What lies behind the text (its average colour): a plate is added when contrast is too low. */
  behind: string;
  plate: string;
  align?: "center" | "left";
}

/**
 * Text fitted to its box, never under its readable floor, vertically centred; when its colour
 * would not stand out from what is behind it, a solid plate goes behind it first (plain fills:
 * no transparency in a cover PDF). Returns the box the text took.
 */
export function setText(doc: Doc, t: SetText): Rect {
  const size = fitSize(doc, t.text, t.box, t.font, t.max, t.min);
  doc.font(t.font).fontSize(size);
  const opts = { width: t.box.width * PT, align: t.align ?? "center", lineGap: -size * 0.1 } as const;
  const h = Math.min(doc.heightOfString(t.text, opts) / PT, t.box.height);
  const y = t.box.y + (t.box.height - h) / 2;
  if (contrast(t.colour, t.behind) < MIN_CONTRAST) {
    const w = Math.min(t.box.width, doc.widthOfString(t.text) / PT) + 0.3;
    const x = t.align === "left" ? t.box.x - 0.15 : t.box.x + (t.box.width - w) / 2;
    doc.roundedRect(x * PT, (y - 0.08) * PT, w * PT, (h + 0.16) * PT, 10).fill(t.plate);
  }
  doc.fillColor(t.colour);
  // Text too long for its box even at its floor is set in full past the box: every word the user
  // typed is printed (PDFKit would drop the lines past a height).
  doc.text(t.text, t.box.x * PT, y * PT, opts);
  return { x: t.box.x, y, width: t.box.width, height: h };
}

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
const FILLER = new Set(["for", "and", "the", "a", "of", "with", "to", "in"]);

/**
 * The badge without the words the title already says: "Ages 4-8" under "Dinosaurs for Kids Ages
 * 4-8" says nothing new and is dropped, "Ages 4-8 · 50 pages" keeps "50 pages".
 */
export function badgeText(title: string, subtitle: string, badge: string): string {
  const said = new Set([...words(title), ...words(subtitle)]);
  const parts = badge
    .split(/[·|•,;]/)
    .map((p) => p.trim())
    .filter(Boolean)
    .filter((part) => words(part).some((w) => !said.has(w) && !FILLER.has(w)));
  return parts.join(" · ");
}
