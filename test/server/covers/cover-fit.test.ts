import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PNG as Png } from "pngjs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { coverLayout, type Trim } from "../../../engine/books/kdp.js";
import { type CoverFontId, coverFontIds, coverTemplateIds } from "../../../engine/covers/templates.js";
import { type BookSpec, bookPageCount, type PageSource } from "../../../server/books/spec.js";
import { renderDesignedCover } from "../../../server/covers/render.js";
import { renderPdfRgb } from "../../helpers/pdf.js";

// Issue 47 item 7: cover text boxes are fitted by the glyphs' real outlines, so a long title never
// runs into the subtitle (a Lobster title on the frame design at 5.5x8.5 did by 0.046 in), and the
// hero design never crops a page's own lettering with its bands.
const scene = readFileSync(new URL("../../fixtures/pages/scene-square.png", import.meta.url));
const TITLE = "The Enormous Illustrated Dinosaur and Prehistoric Sea Creature Coloring Book for Curious Kids";
const SUBTITLE = "Seventy Marvellous Jurassic Pictures Waiting Patiently Beneath Starry Skies";
const DPI = 150;

function book(template: (typeof coverTemplateIds)[number], font: CoverFontId, trim: Trim, page: PageSource): BookSpec {
  return {
    title: TITLE,
    subtitle: SUBTITLE,
    author: "Ada Lovelace",
    trim,
    paper: "white",
    bleed: true,
    blankBacks: false,
    pageNumbers: false,
    frontMatter: { titlePage: false, copyrightPage: false, belongsTo: false },
    backText: "Forty dinosaurs to color.",
    copyrightText: "",
    pages: Array.from({ length: 40 }, () => page),
    cover: null,
    design: { template, pages: [], palette: "bright", seed: 2, fonts: { title: font, body: font }, badge: "" },
    coverPages: [],
  };
}

interface Word {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Every word pdftotext finds, with its box in inches. */
function words(pdf: Buffer): Word[] {
  const dir = mkdtempSync(join(tmpdir(), "inkling-fit-"));
  try {
    writeFileSync(join(dir, "c.pdf"), pdf);
    const html = execFileSync("pdftotext", ["-bbox", join(dir, "c.pdf"), "-"], { encoding: "utf8" });
    const out: Word[] = [];
    for (const m of html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ))
      out.push({
        text: m[5] as string,
        x0: Number(m[1]) / 72,
        y0: Number(m[2]) / 72,
        x1: Number(m[3]) / 72,
        y1: Number(m[4]) / 72,
      });
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type PNG = Png;

/** The cover rendered at DPI in a box only (inches): origin at the box's corner. */
function renderBox(pdf: Buffer, box: { x: number; y: number; width: number; height: number }): PNG {
  const args = ["-png", "-r", String(DPI), "-singlefile", "-x", String(Math.floor(box.x * DPI))];
  args.push("-y", String(Math.floor(box.y * DPI)), "-W", String(Math.ceil(box.width * DPI)));
  args.push("-H", String(Math.ceil(box.height * DPI)), "-");
  return Png.sync.read(execFileSync("pdftoppm", args, { input: pdf, maxBuffer: 64 << 20 }));
}

const px = (img: PNG, x: number, y: number) => {
  const i = (y * img.width + x) * 4;
  return [img.data[i], img.data[i + 1], img.data[i + 2]] as number[];
};

/**
 * Rows (pixels) between the title's last line and the subtitle's first line, across the text's
 * width, where nothing but the ground shows: at least one means their ink does not overlap.
 */
function clearRows(img: PNG, from: number, to: number, x0: number, x1: number): number {
  const ground = px(img, Math.max(0, Math.round(x0 * DPI) - 4), Math.round(((from + to) / 2) * DPI));
  let clear = 0;
  for (let y = Math.round(from * DPI); y <= Math.round(to * DPI); y++) {
    let ink = false;
    for (let x = Math.round(x0 * DPI); x <= Math.round(x1 * DPI) && !ink; x++)
      ink = px(img, x, y).some((v, c) => Math.abs(v - (ground[c] as number)) > 40);
    if (!ink) clear++;
  }
  return clear;
}

const titleWords = new Set(TITLE.split(" "));
const subtitleWords = new Set(SUBTITLE.split(" "));
const page: PageSource = { kind: "line-art", png: new Uint8Array(scene), svg: null, minStrokePt: 1 };

describe("a long title and subtitle on the smallest trims", () => {
  for (const template of coverTemplateIds)
    it(`${template}: in every font, the title's ink stays clear of the subtitle's, both whole on the front`, async () => {
      const failures: string[] = [];
      // The smallest portrait trim, the shortest one, and the trim of the audit's overlap.
      for (const trim of ["5x8", "8.25x6", ...(template === "frame" ? ["5.5x8.5"] : [])] as Trim[])
        for (const font of coverFontIds) {
          const spec = book(template, font, trim, page);
          const layout = coverLayout(trim, "white", bookPageCount(spec));
          const pdf = await renderDesignedCover(spec);
          const front = words(pdf).filter((w) => w.x0 >= layout.frontFold);
          const sub = front.filter((w) => subtitleWords.has(w.text));
          // The kids design sets each letter on its own: its title is every other piece of text
          // on the front but the author's name.
          const title =
            template === "kids"
              ? front.filter((w) => !subtitleWords.has(w.text) && !["Ada", "Lovelace"].includes(w.text))
              : front.filter((w) => titleWords.has(w.text));
          const name = `${template} ${font} ${trim}`;
          const titleShown = title.map((w) => w.text).join("").length === TITLE.replace(/ /g, "").length;
          // Every word of both is on the front, inside its safe area.
          if (!titleShown || sub.length !== subtitleWords.size) {
            failures.push(`${name}: ${title.length} title and ${sub.length} subtitle words on the front`);
            continue;
          }
          const safe = layout.frontSafe;
          for (const w of [...title, ...sub])
            if (w.y1 > safe.y + safe.height || w.x1 > safe.x + safe.width + 0.01)
              failures.push(`${name}: "${w.text}" past the safe area`);
          const lastTitle = Math.max(...title.map((w) => (w.y0 + w.y1) / 2));
          const firstSub = Math.min(...sub.map((w) => (w.y0 + w.y1) / 2));
          if (!(lastTitle < firstSub)) {
            failures.push(`${name}: the subtitle is not below the title`);
            continue;
          }
          const x0 = Math.min(...[...title, ...sub].map((w) => w.x0));
          const x1 = Math.max(...[...title, ...sub].map((w) => w.x1));
          const at = { x: x0 - 0.1, y: lastTitle, width: x1 - x0 + 0.2, height: firstSub - lastTitle };
          const img = renderBox(pdf, at);
          if (clearRows(img, 0, at.height, 0.1, at.width - 0.1) < 1)
            failures.push(`${name}: no clear row between the title's ink and the subtitle's`);
        }
      expect(failures).toEqual([]);
    }, 300_000);
});

describe("the hero design", () => {
  it("never crops a page's own lettering: its caption under the picture shows whole above the author band", async () => {
    // A picture with its caption as a wide black bar near the page's foot ("B is for Butterfly").
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1300">
      <rect width="1000" height="1300" fill="#fff"/>
      <circle cx="500" cy="520" r="330" fill="none" stroke="#000" stroke-width="18"/>
      <circle cx="500" cy="520" r="150" fill="none" stroke="#000" stroke-width="18"/>
      <rect x="50" y="1170" width="900" height="70" fill="#000"/></svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const captioned: PageSource = { kind: "line-art", png: new Uint8Array(png), svg: null, minStrokePt: 1 };
    for (const trim of ["5x8", "8.5x11", "8.25x6"] as Trim[]) {
      const spec = book("hero", "fredoka", trim, captioned);
      spec.title = "Butterflies";
      spec.subtitle = "";
      const layout = coverLayout(trim, "white", bookPageCount(spec));
      const img = renderPdfRgb(await renderDesignedCover(spec), 60);
      const front = layout.front;
      const authorTop = layout.frontSafe.y + layout.frontSafe.height - 0.75;
      // Rows of the front holding a near-black run as wide as the caption bar (30 % of the front or more).
      const rows: number[] = [];
      for (let y = Math.ceil(front.y * 60); y < (front.y + front.height) * 60; y++) {
        let run = 0;
        let best = 0;
        for (let x = Math.ceil(front.x * 60); x < (front.x + front.width) * 60; x++) {
          run = Math.max(...px(img, x, y)) < 70 ? run + 1 : 0;
          best = Math.max(best, run);
        }
        if (best / 60 >= front.width * 0.3) rows.push(y / 60);
      }
      expect(rows.length, trim).toBeGreaterThan(0);
      expect(Math.max(...rows), trim).toBeLessThan(authorTop);
    }
  }, 120_000);
});
