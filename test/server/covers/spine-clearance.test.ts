import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { coverLayout, SPINE_TEXT_CLEARANCE_IN } from "../../../engine/books/kdp.js";
import { coverFontIds } from "../../../engine/covers/templates.js";
import { coverSpineText } from "../../../server/books/render.js";
import { type BookSpec, bookPageCount, type PageSource } from "../../../server/books/spec.js";
import { renderDesignedCover } from "../../../server/covers/render.js";

// Issue 47 item 13: spine text was 0.0632 in from a fold against KDP's 0.0625; its glyphs' own
// outlines (a script font's swashes included) now keep at least 0.01 in more.
const scene = readFileSync(new URL("../../fixtures/pages/scene-square.png", import.meta.url));
const page: PageSource = { kind: "line-art", png: new Uint8Array(scene), svg: null, minStrokePt: 1 };
const DPI = 1200;

function book(pages: number, font: (typeof coverFontIds)[number] | null): BookSpec {
  return {
    title: "Jolly Dinosaurs Quest",
    subtitle: "",
    author: "Ada Lovelace",
    trim: "8.5x11",
    paper: "white",
    bleed: true,
    blankBacks: false,
    pageNumbers: false,
    frontMatter: { titlePage: false, copyrightPage: false, belongsTo: false },
    backText: "Dinosaurs to color.",
    copyrightText: "",
    pages: Array.from({ length: pages }, () => page),
    cover: null,
    design: font
      ? { template: "frame", pages: [], palette: "bright", seed: 2, fonts: { title: font, body: "nunito" }, badge: "" }
      : null,
    coverPages: [],
  };
}

describe("spine text", () => {
  it("keeps its ink at least 0.0725 in from each fold in every cover font", async () => {
    const near: string[] = [];
    let measured = 0;
    for (const pages of [124, 200])
      for (const font of coverFontIds) {
        const spec = book(pages, font);
        const layout = coverLayout("8.5x11", "white", bookPageCount(spec));
        if (!(await coverSpineText(spec, bookPageCount(spec)))) continue;
        const pdf = await renderDesignedCover(spec);
        const x0 = Math.ceil(layout.backFold * DPI) + 2;
        const x1 = Math.floor(layout.frontFold * DPI) - 2;
        const y0 = Math.ceil((layout.spine.y + 0.2) * DPI);
        const args = ["-png", "-r", String(DPI), "-singlefile", "-x", String(x0), "-y", String(y0)];
        args.push("-W", String(x1 - x0), "-H", String(Math.floor((layout.spine.height - 0.4) * DPI)), "-");
        const img = PNG.sync.read(execFileSync("pdftoppm", args, { input: pdf, maxBuffer: 1 << 30 }));
        const ground = [img.data[0], img.data[1], img.data[2]] as number[];
        let lo = Number.POSITIVE_INFINITY;
        let hi = -1;
        for (let y = 0; y < img.height; y++)
          for (let x = 0; x < img.width; x++) {
            const i = (y * img.width + x) * 4;
            if ([0, 1, 2].some((c) => Math.abs((img.data[i + c] as number) - (ground[c] as number)) > 24)) {
              lo = Math.min(lo, x);
              hi = Math.max(hi, x);
            }
          }
        expect(hi, `${font} ${pages}: ink on the spine`).toBeGreaterThan(0);
        measured++;
        const fromBack = (x0 + lo) / DPI - layout.backFold;
        const fromFront = layout.frontFold - (x0 + hi + 1) / DPI;
        const least = SPINE_TEXT_CLEARANCE_IN + 0.01 - 1 / DPI;
        if (fromBack < least || fromFront < least)
          near.push(
            `${font} ${pages}: ${fromBack.toFixed(4)} in from the back fold, ${fromFront.toFixed(4)} from the front`,
          );
      }
    expect(measured).toBeGreaterThan(8);
    expect(near).toEqual([]);
  }, 300_000);

  it("starts on a white 8.5 x 11 book at the page count docs/kdp.md gives", async () => {
    let first = 0;
    for (let pages = 80; pages <= 200 && !first; pages += 2)
      if (await coverSpineText(book(pages, null), pages)) first = pages;
    const docs = readFileSync(new URL("../../../docs/kdp.md", import.meta.url), "utf8");
    expect(docs).toContain(
      `A white 8.5 x 11 book has spine text from a ${first}-page interior (${first - 2} pages have none)`,
    );
  }, 60_000);
});
