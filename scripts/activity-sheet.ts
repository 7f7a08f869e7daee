/**
 * Every activity of the registry at every difficulty, each as its page and its answer key,
 * into docs/activity-sheet.png (one row per activity, and a row of large-print pages); then a small book of activity pages with
 * its Answers section, a few of its printed pages into docs/activity-book-sheet.png:
 * `npm run activity:sheet`. Judged in docs/activities.md.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import sharp, { type OverlayOptions } from "sharp";
import { activityKinds, renderActivity } from "../server/activities/index.js";
import { svgDocument, text } from "../server/activities/page.js";
import { activityRegistry } from "../server/activities/registry.js";
import type { Difficulty } from "../server/activities/types.js";
import { renderInterior } from "../server/books/render.js";
import type { BookSpec } from "../server/books/spec.js";
import { loadCatalog } from "../server/catalog/load.js";

const out = process.argv[2] ?? "docs/activity-sheet.png";
const bookOut = process.argv[3] ?? "docs/activity-book-sheet.png";
const levels: Difficulty[] = ["easy", "medium", "hard"];
/** Values a seller might type; an activity reads the keys it knows and ignores the others. */
const values: Record<string, string> = { theme: "dinosaur", text: "Aa", size: "9", words: "" };
const TILE = 240;
const LABEL = 170;
const GAP = 10;

const label = (value: string, width: number, height: number) =>
  Buffer.from(
    new Resvg(svgDocument({ width, height }, text(value, value.length > 12 ? 15 : 22, width / 2, height / 2 + 8)), {
      font: { loadSystemFonts: false },
    })
      .render()
      .asPng(),
  );

const tile = (png: Buffer) =>
  sharp(png).resize({ width: TILE, height: TILE, fit: "contain", background: "#fff" }).png().toBuffer();

const tiles: OverlayOptions[] = [];
const headings = ["easy", "easy key", "medium", "medium key", "hard", "hard key"];
for (const [i, h] of headings.entries())
  tiles.push({ input: label(h, TILE, 36), left: LABEL + GAP + i * (TILE + GAP), top: 0 });
const bookPages: BookSpec["pages"] = [];
const bookKeys: NonNullable<BookSpec["answers"]> = [];
for (const [row, type] of activityKinds.entries()) {
  const top = 36 + row * (TILE + GAP);
  tiles.push({ input: label(type, LABEL, TILE), left: 0, top });
  for (const [col, difficulty] of levels.entries()) {
    const page = row % 2 && col === 1 ? "portrait" : "square";
    const drawn = renderActivity(
      { ...values, ...activityRegistry[type].examples.sheet, type, difficulty, page },
      1000 + row * 10 + col,
    );
    tiles.push({ input: await tile(drawn.png), left: LABEL + GAP + col * 2 * (TILE + GAP), top });
    tiles.push({ input: await tile(drawn.answerPng), left: LABEL + GAP + (col * 2 + 1) * (TILE + GAP), top });
    if (difficulty !== "hard") {
      bookPages.push({ kind: "line-art", png: new Uint8Array(drawn.png), svg: drawn.svg, minStrokePt: null });
      bookKeys.push({ svg: drawn.answerSvg, puzzlePage: bookPages.length });
    }
  }
}
// A last row: the large-print page of every kind whose tool offers it (medium, portrait).
const largePrint = [...loadCatalog().byId.values()].flatMap((tool) =>
  tool.activity && "print" in tool.activity ? [tool.activity.type] : [],
);
const largeTop = 36 + activityKinds.length * (TILE + GAP);
tiles.push({ input: label("large print", LABEL, TILE), left: 0, top: largeTop });
for (const [col, type] of largePrint.entries()) {
  const drawn = renderActivity(
    {
      ...values,
      ...activityRegistry[type].examples.sheet,
      type,
      difficulty: "medium",
      page: "portrait",
      print: "large",
    },
    2000 + col,
  );
  tiles.push({ input: await tile(drawn.png), left: LABEL + GAP + col * (TILE + GAP), top: largeTop });
}
const width = LABEL + GAP + 6 * (TILE + GAP);
const height = 36 + (activityKinds.length + 1) * (TILE + GAP);
await sharp({ create: { width, height, channels: 3, background: "#fff" } })
  .composite(tiles)
  .png()
  .toFile(out);
process.stdout.write(`${out}: ${activityKinds.length} activities x 3 difficulties, page and key\n`);

// A book of the easy and medium pages without blank backs, so the puzzles are pages 1..n.
const spec: BookSpec = {
  title: "Activity Book",
  subtitle: "",
  author: "Ada Lovelace",
  trim: "8.5x11",
  paper: "white",
  bleed: false,
  blankBacks: false,
  pageNumbers: true,
  frontMatter: { titlePage: false, copyrightPage: false, belongsTo: false },
  backText: "",
  copyrightText: "",
  pages: bookPages,
  cover: null,
  design: null,
  coverPages: [],
  answers: bookKeys,
};
const pdf = await renderInterior(spec);
const dir = mkdtempSync(join(tmpdir(), "activity-book-"));
try {
  writeFileSync(join(dir, "book.pdf"), pdf);
  const pageCount = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [join(dir, "book.pdf")]).toString())?.[1]);
  // The first two puzzles and every Answers page (they follow the puzzles, before any Notes).
  const answersFrom = bookPages.length + 1;
  const wanted = [1, 2, ...Array.from({ length: Math.ceil(bookKeys.length / 4) }, (_, i) => answersFrom + i)];
  for (const p of wanted)
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      "40",
      "-f",
      String(p),
      "-l",
      String(p),
      join(dir, "book.pdf"),
      join(dir, `p${String(p).padStart(3, "0")}`),
    ]);
  const pngs = readdirSync(dir)
    .filter((f) => f.endsWith(".png"))
    .sort()
    .map((f) => readFileSync(join(dir, f)));
  const first = await sharp(pngs[0]).metadata();
  const w = first.width ?? 340;
  const h = first.height ?? 440;
  await sharp({
    create: { width: pngs.length * (w + GAP) + GAP, height: h + 2 * GAP, channels: 3, background: "#ddd" },
  })
    .composite(pngs.map((input, i) => ({ input, left: GAP + i * (w + GAP), top: GAP })))
    .png()
    .toFile(bookOut);
  process.stdout.write(`${bookOut}: ${pageCount}-page book, pages ${wanted.join(", ")}\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
