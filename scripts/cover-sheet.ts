/**
 * Every cover design for three books of different themes (a jungle animals book, a Christmas
 * book, an adult mandala book), their pages drawn by the built-in engine as a batch of the theme
 * would draw them and coloured naturally, as full wraps into one PNG: one row per book, one
 * column per design. `npm run cover:sheet [out.png] [--height N]` (default: cover-sheet.png in
 * os.tmpdir(), each wrap 420 px high).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { validateValues } from "../engine/compile.js";
import { coverTemplateIds } from "../engine/covers/templates.js";
import { renderTool } from "../engine/render.js";
import { renderCover } from "../server/books/render.js";
import type { BookSpec, PageSource } from "../server/books/spec.js";
import { loadCatalog } from "../server/catalog/load.js";
import { plannedValues } from "../server/generations/plan.js";
import { renderSketchPage } from "../server/sketch/index.js";
import { builtinBackCover } from "../server/text/builtin/back-cover.js";

const args = process.argv.slice(2);
const at = args.indexOf("--height");
/** Each wrap's height on the sheet in pixels (`--height N`; 420 by default, a front about 320 px wide). */
const H = at >= 0 ? Number(args.splice(at, 2)[1]) : 420;
if (!Number.isInteger(H) || H < 50) throw new Error("--height must be a whole number of pixels, 50 or more");
const out = resolve(args[0] ?? join(tmpdir(), "cover-sheet.png"));
const catalog = loadCatalog();

interface Book {
  title: string;
  subtitle: string;
  badge: string;
  palette: string;
  fonts: { title: "fredoka" | "cinzel" | "baloo" | "playfair"; body: "nunito" | "playfair" };
  tool: string;
  /** The form's values of page n (a theme word: the batch's plan gives each page its subject). */
  values: (n: number) => Record<string, unknown>;
}

const mandalaThemes = [
  "lotus flowers",
  "ocean waves",
  "sun and moon",
  "butterflies",
  "feathers",
  "geometric stars",
  "roses",
  "snowflakes",
];
const books: Book[] = [
  {
    title: "Jungle Animals Coloring Book",
    subtitle: "Lions, Elephants, Monkeys and More",
    badge: "Ages 4-8",
    palette: "bright",
    fonts: { title: "fredoka", body: "nunito" },
    tool: "doodle/coloring-page",
    values: () => ({ subject: "jungle animals", page: "portrait", detail: "simple" }),
  },
  {
    title: "Christmas Coloring Book for Kids",
    subtitle: "Santa, Snowmen, Reindeer and More",
    badge: "Ages 3-7",
    palette: "jewel",
    fonts: { title: "baloo", body: "nunito" },
    tool: "doodle/coloring-page",
    values: () => ({ subject: "christmas", page: "portrait", detail: "simple" }),
  },
  {
    title: "Mindful Mandalas",
    subtitle: "Relaxing Patterns to Color for Adults",
    badge: "24 designs",
    palette: "ocean",
    fonts: { title: "cinzel", body: "playfair" },
    tool: "adult/mandala",
    values: (n) => ({ theme: mandalaThemes[n % mandalaThemes.length], page: "portrait", detail: "detailed" }),
  },
];

/** Art pages a book holds (blank backs double them). */
const ART = 24;

/** Page n of the book as a generation of its tool would draw it, as a book export holds it. */
function page(book: Book, n: number): PageSource {
  const tool = catalog.tools.find((t) => t.id === book.tool);
  if (!tool) throw new Error(`no tool ${book.tool}`);
  const valid = validateValues(tool, book.values(n));
  if (!valid.ok) throw new Error(`${book.tool}: ${valid.message}`);
  const seed = 1 + n;
  const sketch = renderTool(tool, plannedValues(tool, valid.values, seed)).sketch;
  if (!sketch) throw new Error(`${book.tool} has no sketch`);
  const drawn = renderSketchPage({ toolId: tool.id, hub: tool.hub, output: "line-art", sketch, seed });
  const layout = String(sketch.layout ?? "motif");
  return {
    kind: "line-art",
    png: new Uint8Array(0),
    svg: drawn.svg,
    minStrokePt: drawn.quality?.minStrokePt ?? null,
    // As server/books/load.ts reads a page's subject: none for a mandala.
    subject: ["motif", "scene", "card", "photo"].includes(layout)
      ? [sketch.subject, sketch.subject2, sketch.setting].filter(Boolean).join(" ")
      : null,
  };
}

const dir = mkdtempSync(join(tmpdir(), "cover-sheet-"));
const tiles: { input: Buffer; left: number; top: number }[] = [];
let width = 0;
let top = 0;
try {
  for (const [row, book] of books.entries()) {
    const pages = Array.from({ length: ART }, (_, n) => page(book, n));
    console.log(`${book.title}: ${[...new Set(pages.map((p) => p.subject ?? "(no subject)"))].join(", ")}`);
    let left = 0;
    for (const [column, template] of coverTemplateIds.entries()) {
      const spec: BookSpec = {
        title: book.title,
        subtitle: book.subtitle,
        author: "Ada Lovelace",
        trim: "8.5x11",
        paper: "white",
        bleed: true,
        blankBacks: true,
        pageNumbers: false,
        frontMatter: { titlePage: false, copyrightPage: false, belongsTo: false },
        backText: builtinBackCover(
          {
            title: book.title,
            contents: { kinds: [{ kind: "coloring", count: ART }], answers: false },
            singleSided: true,
          },
          row + 1,
        ),
        copyrightText: "",
        pages,
        cover: null,
        design: {
          template,
          pages: [],
          palette: book.palette,
          coloring: "natural",
          seed: column + 1,
          fonts: book.fonts,
          badge: book.badge,
        },
        coverPages: [],
      };
      const t = performance.now();
      const pdf = await renderCover(spec);
      console.log(`  ${template}: ${Math.round(performance.now() - t)} ms`);
      writeFileSync(join(dir, "c.pdf"), pdf);
      execFileSync("pdftoppm", [
        "-png",
        "-scale-to-y",
        String(H),
        "-scale-to-x",
        "-1",
        "-singlefile",
        join(dir, "c.pdf"),
        join(dir, "c"),
      ]);
      const png = readFileSync(join(dir, "c.png"));
      const meta = await sharp(png).metadata();
      tiles.push({ input: png, left: left + 10, top: top + 10 });
      left += (meta.width ?? 0) + 10;
    }
    width = Math.max(width, left + 10);
    top += H + 10;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
await sharp({ create: { width, height: top + 10, channels: 3, background: "#e5e7eb" } })
  .composite(tiles)
  .png()
  .toFile(out);
console.log(
  `${tiles.length} covers (rows: ${books.map((b) => b.title).join(" / ")}; columns: ${coverTemplateIds.join(", ")}) → ${out}`,
);
