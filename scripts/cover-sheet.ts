/**
 * Every cover design at 24, 80 and 300 pages and with a long title, from built-in pages, into
 * docs/cover-sheet.png (one row per design): `npm run cover:sheet`.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { coverTemplateIds } from "../engine/covers/templates.js";
import { renderCover } from "../server/books/render.js";
import type { BookSpec } from "../server/books/spec.js";
import { builtinBackCover } from "../server/text/builtin/back-cover.js";
import { builtinPages } from "./bench/covers.js";

const out = process.argv[2] ?? "docs/cover-sheet.png";
const palettes = ["bright", "pastel", "jewel", "ocean", "candy"];
const pool = builtinPages(12);
const cases = [
  { pages: 24, title: "Dinosaurs for Kids", badge: "Ages 4-8" },
  { pages: 80, title: "Dinosaurs for Kids", badge: "Ages 4-8" },
  { pages: 300, title: "Dinosaurs for Kids", badge: "Ages 4-8" },
  {
    pages: 80,
    title: "The Enormous Illustrated Dinosaur and Prehistoric Sea Creature Coloring Book for Curious Kids Ages 4-8",
    badge: "Ages 4-8 · 80 pages",
  },
];
const dir = mkdtempSync(join(tmpdir(), "cover-sheet-"));
const tiles: { input: Buffer; left: number; top: number }[] = [];
const H = 330;
let width = 0;
let top = 0;
for (const [row, template] of coverTemplateIds.entries()) {
  let left = 0;
  for (const c of cases) {
    // Art pages for the page count (blank backs double them).
    const art = Math.round(c.pages / 2);
    const spec: BookSpec = {
      title: c.title,
      subtitle: "A Jurassic Coloring Adventure",
      author: "Ada Lovelace",
      trim: "8.5x11",
      paper: "white",
      bleed: true,
      blankBacks: true,
      pageNumbers: false,
      frontMatter: { titlePage: false, copyrightPage: false, belongsTo: false },
      backText: builtinBackCover(
        { title: c.title, contents: { kinds: [{ kind: "coloring", count: art }], answers: false }, singleSided: true },
        row + 1,
      ),
      copyrightText: "",
      pages: Array.from({ length: art }, (_, i) => pool[(i + row) % pool.length] as BookSpec["pages"][number]),
      cover: null,
      design: {
        template,
        pages: [],
        palette: palettes[row % palettes.length] as string,
        seed: row + 2,
        fonts: { title: "fredoka", body: "nunito" },
        badge: c.badge,
      },
      coverPages: [],
    };
    const pdf = await renderCover(spec);
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
rmSync(dir, { recursive: true, force: true });
await sharp({ create: { width, height: top + 10, channels: 3, background: "#e5e7eb" } })
  .composite(tiles)
  .png()
  .toFile(out);
console.log(`${tiles.length} covers → ${out}`);
