import { readFileSync } from "node:fs";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { coverLayout, SPINE_TEXT_CLEARANCE_IN } from "../../engine/books/kdp.js";
import { bookFontPath } from "../../server/books/fonts.js";
import { pdfkitMeasure, spineText } from "../../server/books/spine.js";

// docs/kdp.md names the page count from which a white 8.5 x 11 book has spine text: the figure is
// the code's, measured in the plain cover's spine font.
describe("docs/kdp.md's spine text figure", () => {
  const doc = new PDFDocument({ autoFirstPage: false });
  doc.registerFont("bold", bookFontPath("bold"));
  const book = { title: "Dinosaurs", author: "Ada", trim: "8.5x11" as const, paper: "white" as const };
  const text = readFileSync(new URL("../../docs/kdp.md", import.meta.url), "utf8");
  const [, first, none] = /spine text from a (\d+)-page interior \((\d+) pages have none\)/.exec(text) ?? [];

  it("is the first page count with spine text", () => {
    expect(first).toBeDefined();
    expect(spineText(book, Number(first), pdfkitMeasure(doc, "bold"))).not.toBeNull();
    expect(spineText(book, Number(none), pdfkitMeasure(doc, "bold"))).toBeNull();
    expect(Number(none)).toBe(Number(first) - 2);
  });

  it("keeps the text strip more than KDP's clearance from each fold", () => {
    const layout = coverLayout("8.5x11", "white", 300);
    const strip = layout.spineText;
    expect(strip).not.toBeNull();
    if (!strip) return;
    expect(strip.x - layout.backFold).toBeGreaterThanOrEqual(SPINE_TEXT_CLEARANCE_IN + 0.01 - 1e-9);
    expect(layout.frontFold - (strip.x + strip.width)).toBeGreaterThanOrEqual(SPINE_TEXT_CLEARANCE_IN + 0.01 - 1e-9);
  });
});
