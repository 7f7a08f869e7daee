import { Resvg } from "@resvg/resvg-js";
import { beforeAll, describe, expect, it } from "vitest";
import { builtinPages } from "../../../scripts/bench/covers.js";
import { sheetFor } from "../../../server/activities/page.js";
import { spotTheDifferencePage } from "../../../server/activities/spot-the-difference/spot-the-difference-page.js";
import { wordSearchPage } from "../../../server/activities/word-search/word-search-page.js";
import { contentStreams, imageXObjects, transparencyIn } from "../../../server/books/pdf-scan.js";
import { flattenedArt, renderInterior } from "../../../server/books/render.js";
import type { BookSpec, PageSource } from "../../../server/books/spec.js";
import { needsFlattening } from "../../../server/print/flatten.js";
import { onWhite, opaqueSvg } from "../../../server/print/opaque.js";
import { renderSketchPage } from "../../../server/sketch/index.js";
import { plainBookSpec } from "../../helpers/book-spec.js";

// docs/decisions/051-opaque-vector-art.md: art made opaque as SVG, placed as vector paths.

/** One page of `svg` placed by svg-to-pdfkit, as the book places art. */
async function placed(svg: string): Promise<Buffer> {
  const [{ default: PDFDocument }, { default: SVGtoPDF }] = await Promise.all([
    import("pdfkit"),
    import("svg-to-pdfkit"),
  ]);
  const doc = new PDFDocument({ size: [612, 792], margin: 0 });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  SVGtoPDF(doc, svg, 36, 36, {
    width: 540,
    height: 720,
    preserveAspectRatio: "xMidYMid meet",
    warningCallback: () => {},
  });
  doc.end();
  return done;
}

/** Everything KDP's checker calls transparency, read from the file's bytes. */
function transparency(pdf: Buffer): string[] {
  const found = transparencyIn(pdf);
  const text = pdf.toString("latin1");
  if (/\/SMask\b/.test(text)) found.push("/SMask");
  for (const m of text.matchAll(/\/(CA|ca)\s+([\d.]+)/g)) if (Number(m[2]) < 1) found.push(`/${m[1]} ${m[2]}`);
  if (/\/Group\s*<<[^>]*\/S\s*\/Transparency/.test(text)) found.push("transparency /Group");
  return found;
}

/** Share of pixels (of a 1024 px rendering on white; resvg draws a pattern blurred, smaller) whose grey differs by more than a quarter. */
function difference(a: string, b: string): number {
  const draw = (svg: string) =>
    new Resvg(svg, {
      fitTo: { mode: "width", value: 1024 },
      background: "#fff",
      font: { loadSystemFonts: false },
    }).render().pixels;
  const pa = draw(a);
  const pb = draw(b);
  let off = 0;
  for (let i = 0; i < pa.length; i += 4) if (Math.abs((pa[i] as number) - (pb[i] as number)) > 64) off++;
  return off / (pa.length / 4);
}

interface Art {
  name: string;
  svg: string;
}
const arts: Art[] = [];

beforeAll(() => {
  // Catalogue pages of the built-in engine: framed close-ups, mountains, wallpaper and
  // pattern-tile pages (clip paths and patterns), flags with see-through strokes.
  for (const [i, p] of builtinPages(20).entries())
    if (p.svg && needsFlattening(p.svg)) arts.push({ name: `catalogue page ${i}`, svg: p.svg });
  for (const layout of ["mandala", "pattern"])
    for (const seed of [1, 2])
      arts.push({
        name: `${layout} ${seed}`,
        svg: renderSketchPage({
          toolId: "adults/test",
          hub: "adults",
          output: "line-art",
          sketch: { layout, subject: "rose" },
          seed,
        }).svg,
      });
  const spot = spotTheDifferencePage(sheetFor("square"), {}, "easy", 7);
  arts.push({ name: "spot the difference", svg: spot.svg }, { name: "spot the difference key", svg: spot.answerSvg });
  const words = wordSearchPage(sheetFor("square"), { theme: "animals" }, "easy", 3);
  arts.push({ name: "word search key", svg: words.answerSvg });
}, 120_000);

describe("opacity becomes the opaque colour it shows on white", () => {
  it("black at 0.35 is #a6a6a6; at 0 it is not painted", () => {
    expect(onWhite([0, 0, 0], 0.35)).toBe("#a6a6a6");
    expect(onWhite([225, 29, 72], 0.35)).toBe("#f5b0bf");
    expect(onWhite([0, 0, 0], 0)).toBe("none");
  });

  it("group opacity, fill-opacity, stroke-opacity and rgba() are applied to each shape", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><g opacity="0.5" fill="#000">' +
      '<rect width="10" height="10"/><path d="M0 0L9 9" stroke="rgba(0,0,0,0.5)" fill-opacity="0.5"/></g>' +
      '<circle r="4" cx="50" cy="50" stroke="#fff" stroke-opacity="0"/></svg>';
    const out = opaqueSvg(svg, { onWhite: true });
    expect(out.opaque).toBe(true);
    expect(out.svg).toContain('fill="#808080"');
    expect(out.svg).toContain('fill="#bfbfbf"');
    expect(out.svg).toContain('stroke="#bfbfbf"');
    expect(out.svg).toContain('stroke="none"');
    expect(needsFlattening(out.svg)).toBe(false);
  });

  it("off white (a coloured cover) opacity is left to the image path", () => {
    const svg = '<svg viewBox="0 0 10 10"><rect width="10" height="10" fill="#f00" fill-opacity="0.3"/></svg>';
    expect(opaqueSvg(svg, { onWhite: false })).toMatchObject({ opaque: false, svg });
  });

  it("a mask cannot be made opaque", () => {
    const svg =
      '<svg viewBox="0 0 10 10"><mask id="m"><rect width="5" height="5" fill="#fff"/></mask><rect mask="url(#m)" width="10" height="10"/></svg>';
    expect(opaqueSvg(svg, { onWhite: true })).toMatchObject({ opaque: false, unresolved: ["mask"] });
  });
});

describe("clip paths applied to the geometry", () => {
  it("inside kept as drawn (a stroke stays a stroke), outside dropped, across cut to the clip", () => {
    const svg =
      '<svg viewBox="0 0 100 100"><clipPath id="c"><rect x="10" y="10" width="50" height="50"/></clipPath>' +
      '<g clip-path="url(#c)" stroke="#000" stroke-width="2" fill="none"><path id="in" d="M20 20L30 30"/>' +
      '<path d="M80 80L90 90"/><path d="M0 40H100"/></g></svg>';
    const out = opaqueSvg(svg, { onWhite: true });
    expect(out.opaque).toBe(true);
    expect(out.svg).toContain('d="M20 20L30 30"');
    expect(out.svg).not.toContain("M80 80");
    // The horizontal line, cut: a 50 x 2 filled rectangle from x 10 to 60.
    const cut = /<path d="([^"]+)" fill="#000"/.exec(out.svg)?.[1] ?? "";
    const xs = [...cut.matchAll(/([\d.]+) ([\d.]+)/g)].map((m) => Number(m[1]));
    expect(Math.min(...xs)).toBeCloseTo(10, 1);
    expect(Math.max(...xs)).toBeCloseTo(60, 1);
  });
});

describe("real art: the engine's and the activities' SVGs", () => {
  it("the sample holds clip paths, patterns and opacity", () => {
    const all = arts.map((a) => a.svg).join("");
    expect(all).toMatch(/<clipPath/);
    expect(all).toMatch(/<pattern/);
    expect(all).toMatch(/opacity=/);
  });

  it("made opaque, looks the same, and svg-to-pdfkit writes it with no transparency and no image", async () => {
    for (const art of arts) {
      const out = opaqueSvg(art.svg, { onWhite: true });
      expect(out.unresolved, art.name).toEqual([]);
      expect(out.opaque, art.name).toBe(true);
      expect(needsFlattening(out.svg), art.name).toBe(false);
      expect(difference(art.svg, out.svg), art.name).toBeLessThan(0.04);
      const pdf = await placed(out.svg);
      expect(transparency(pdf), art.name).toEqual([]);
      expect(imageXObjects(pdf), art.name).toBe(0);
      // Vector paths: the page's content draws (fills or strokes).
      expect(contentStreams(pdf).join("\n"), art.name).toMatch(/\s(f|f\*|S|B)\s/);
      // As drawn before, svg-to-pdfkit wrote a clip or a pattern as transparency.
      if (/<(clipPath|pattern)\b/.test(art.svg))
        expect(transparency(await placed(art.svg)).length, art.name).toBeGreaterThan(0);
    }
  }, 120_000);

  it("a book interior of these pages and keys: vector, no transparency, no image", async () => {
    const pages: PageSource[] = arts.map((a) => ({
      kind: "line-art",
      png: new Uint8Array(),
      svg: a.svg,
      minStrokePt: null,
    }));
    const spec = plainBookSpec(pages, {
      title: "Opaque Art",
      answers: arts.filter((a) => a.name.endsWith("key")).map((a, i) => ({ svg: a.svg, puzzlePage: i + 1 })),
    } as Partial<BookSpec>);
    const before = flattenedArt.count;
    const pdf = await renderInterior(spec);
    expect(flattenedArt.count - before).toBe(0);
    expect(transparency(pdf)).toEqual([]);
    expect(imageXObjects(pdf)).toBe(0);
  }, 120_000);

  it("art that cannot be made opaque is the one placed as an image, and counted", async () => {
    const masked =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><mask id="m"><circle cx="50" cy="50" r="40" fill="#fff"/></mask>' +
      '<rect mask="url(#m)" width="100" height="100" fill="#000"/></svg>';
    const page: PageSource = { kind: "line-art", png: new Uint8Array(), svg: masked, minStrokePt: null };
    const spec = plainBookSpec([page, { ...page, svg: arts[0]?.svg ?? "" }], { title: "Masked", pageNumbers: false });
    const before = flattenedArt.count;
    const pdf = await renderInterior(spec);
    expect(flattenedArt.count - before).toBe(1);
    expect(imageXObjects(pdf)).toBe(1);
    expect(transparency(pdf)).toEqual([]);
  }, 120_000);
});
