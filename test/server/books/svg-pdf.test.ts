import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { activityKinds, drawActivity } from "../../../server/activities/index.js";
import { activityRegistry } from "../../../server/activities/registry.js";
import { grayWriter, writeColorsAsGray } from "../../../server/books/device-gray.js";
import { pagesInk } from "../../../server/books/ink-bounds.js";
import { svgOperators } from "../../../server/books/svg-pdf.js";
import { opaqueSvg } from "../../../server/print/opaque.js";
import { renderSketchSvg } from "../../../server/sketch/index.js";
import { parseSvg } from "../../../server/svg/tree.js";

// The art written straight into the page (server/books/svg-pdf.ts) prints as svg-to-pdfkit's
// does: each page of every activity kind, its key and the built-in engine's layouts, written
// both ways on a 6x9 page and compared pixel by pixel as poppler prints them.
const BOX = { x: 36, y: 36, width: 360, height: 576 };
const DPI = 300;

async function pdfOf(svg: string, direct: boolean): Promise<Buffer> {
  const [{ default: PDFDocument }, { default: SVGtoPDF }] = await Promise.all([
    import("pdfkit"),
    import("svg-to-pdfkit"),
  ]);
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, compress: false });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((r) => doc.on("end", () => r(Buffer.concat(chunks))));
  writeColorsAsGray(doc);
  doc.addPage({ size: [432, 648], margin: 0 });
  if (direct) {
    const ops = svgOperators(parseSvg(svg), grayWriter(doc), BOX);
    expect(ops, "written directly, not left to svg-to-pdfkit").not.toBeNull();
    doc.addContent(`q\n${ops}\nQ`);
  } else
    SVGtoPDF(doc, svg, BOX.x, BOX.y, {
      width: BOX.width,
      height: BOX.height,
      preserveAspectRatio: "xMidYMid meet",
      warningCallback: () => {},
    });
  doc.end();
  return done;
}

type Grey = { width: number; height: number; grey: Uint8Array };

/** The page as poppler prints it at DPI, grey (PGM read straight from pdftoppm). */
function renderPdf(pdf: Buffer, dpi: number): Grey {
  const out = execFileSync("pdftoppm", ["-gray", "-r", String(dpi), "-singlefile", "-"], {
    input: pdf,
    maxBuffer: 64 << 20,
  });
  const head = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(out.toString("latin1", 0, 40));
  if (!head) throw new Error("pdftoppm wrote no PGM");
  const [width, height] = [Number(head[1]), Number(head[2])];
  return { width, height, grey: new Uint8Array(out.buffer, out.byteOffset + head[0].length, width * height) };
}

/** Whether some pixel of `img` within one pixel of `i` is within a quarter of `v`'s grey. */
function near(img: Grey, i: number, v: number): boolean {
  const x = i % img.width;
  const y = (i - x) / img.width;
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const [px, py] = [x + dx, y + dy];
      if (px < 0 || py < 0 || px >= img.width || py >= img.height) continue;
      if (Math.abs((img.grey[py * img.width + px] as number) - v) <= 64) return true;
    }
  return false;
}

/**
 * The pixels of two renders that differ by more than a quarter of grey with no such pixel a
 * pixel away (the two ways draw a circle's arcs as slightly different curves), as a share of
 * the first's ink.
 */
function differingShare(a: Grey, b: Grey): { share: number; ink: number } {
  expect([b.width, b.height]).toEqual([a.width, a.height]);
  let diff = 0;
  let ink = 0;
  for (let i = 0; i < a.grey.length; i++) {
    const [va, vb] = [a.grey[i] as number, b.grey[i] as number];
    if (va < 128) ink++;
    if (Math.abs(va - vb) > 64 && (!near(b, i, va) || !near(a, i, vb))) diff++;
  }
  return { share: diff / Math.max(1, ink), ink };
}

async function differing(svg: string) {
  return differingShare(renderPdf(await pdfOf(svg, false), DPI), renderPdf(await pdfOf(svg, true), DPI));
}

const arts: Array<[string, string]> = [];
for (const type of activityKinds) {
  const values = Object.values(activityRegistry[type].examples.bench)[0] as object;
  const page = drawActivity({ ...values, type, difficulty: "hard", page: "portrait" } as never, 11);
  // As a book draws them: clip paths and opacity taken out of the art first (render.ts drawArt).
  const opaque = (svg: string) => opaqueSvg(svg, { onWhite: true }).svg;
  arts.push([`${type} page`, opaque(page.svg)], [`${type} key`, opaque(page.answerSvg)]);
}
for (const [layout, hub, subject] of [
  ["motif", "kids", "a lion reading a book"],
  ["scene", "kids", "a cow on a farm"],
  ["mandala", "adult", "flower"],
  ["lettering", "kids", "Happy Birthday"],
  ["pattern", "adult", "stars"],
] as const)
  arts.push([
    `sketch ${layout}`,
    opaqueSvg(
      renderSketchSvg({ toolId: "t", hub, output: "line-art", seed: 5, sketch: { layout, subject, text: subject } }),
      { onWhite: true },
    ).svg,
  ]);

describe("art written straight into the page", () => {
  it.each(arts)("%s prints as svg-to-pdfkit prints it", async (_name, svg) => {
    const { share, ink } = await differing(svg);
    expect(ink).toBeGreaterThan(1000);
    expect(share).toBeLessThan(0.001);
  });

  it("the test can fail: a page drawn a point to the side differs", async () => {
    const svg = arts[0]?.[1] as string;
    const moved = svg
      .replace(/<svg([^>]*)>/, '<svg$1><g transform="translate(3 0)">')
      .replace(/<\/svg>\s*$/, "</g></svg>");
    const { share } = differingShare(renderPdf(await pdfOf(svg, false), DPI), renderPdf(await pdfOf(moved, true), DPI));
    expect(share).toBeGreaterThan(0.05);
  });

  it("leaves what it does not write to svg-to-pdfkit", () => {
    const doc = { _normalizeColor: () => [0, 0, 0] } as never;
    const box = { x: 0, y: 0, width: 100, height: 100 };
    for (const inner of [
      '<text x="1" y="10">Hi</text>',
      '<image href="a.png" width="4" height="4"/>',
      '<rect width="4" height="4" style="fill:red"/>',
      '<rect width="4" height="4" opacity="0.5"/>',
      '<rect width="4" height="4" fill="url(#g)"/>',
      '<rect width="4" height="4" clip-path="url(#c)"/>',
      '<rect width="4cm" height="4"/>',
    ])
      expect(svgOperators(parseSvg(`<svg viewBox="0 0 10 10">${inner}</svg>`), grayWriter(doc), box), inner).toBeNull();
    expect(
      svgOperators(parseSvg('<svg viewBox="0 0 10 10"><rect width="4" height="4"/></svg>'), grayWriter(doc), box),
    ).not.toBeNull();
  });

  it("reads path numbers as Number() does and writes them rounded to 4 places, no exponent or trailing zero", () => {
    const doc = { _normalizeColor: () => [0, 0, 0] } as never;
    const d = "M0.00004 -0.00005L-1.23456 1234567.89999L1e-3 .5L1.5e2 -7.L0.1234567890123456789 12.30000";
    const ops = svgOperators(parseSvg(`<svg viewBox="0 0 10 10"><path d="${d}"/></svg>`), grayWriter(doc), {
      x: 0,
      y: 0,
      width: 10,
      height: 10,
    });
    expect(ops).toContain("0 0 m -1.2346 1234567.9 l 0.001 0.5 l 150 -7 l 0.1235 12.3 l\nf");
  });

  it("lets the line proof read every page it writes", async () => {
    for (const [name, svg] of arts) {
      const ink = pagesInk(await pdfOf(svg, true));
      expect(ink?.[0]?.known, name).toBe(true);
    }
  });
});
