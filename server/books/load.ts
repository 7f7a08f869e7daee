import { type Paper, pagePlan, type Trim } from "../../engine/books/kdp.js";
import type { Catalog } from "../../engine/catalog.js";
import { renderTool } from "../../engine/render.js";
import type { ActivityRequest } from "../activities/types.js";
import { readDesign } from "../covers/design.js";
import type { DB } from "../db/database.js";
import type { BookRow, GenerationRow } from "../db/schema.js";
import { answerKeyOf } from "../generations/mapping.js";
import { measureLineArt, type Quality } from "../images/quality.js";
import { loadPrintSource } from "../print/source.js";
import type { ImageStore } from "../storage/images.js";
import { builtinCopyright } from "../text/builtin/copyright.js";
import { type BookContents, bookContents, contentsSentence, groupsPhrase } from "./contents.js";
import { type BookSpec, type PageSource, planOptions, printsPageNumbers } from "./spec.js";

const COPYRIGHT_TOOL = "content/copyright-page";

/**
 * The copyright page's text: the copyright tool's own built-in template, filled with the book's
 * real title, author and year (the tool's form would ask for the same two facts).
 */
function copyrightText(
  catalog: Catalog,
  book: Pick<BookRow, "title" | "author">,
  contents: BookContents,
  year: number,
): string {
  const tool = catalog.byId.get(COPYRIGHT_TOOL);
  const values = { title: book.title, author: book.author || "the author" };
  const rendered = tool ? renderTool(tool, values).builtin : undefined;
  const input = rendered?.generator === "copyright" ? rendered : { title: values.title, author: values.author };
  return builtinCopyright({
    ...input,
    year,
    contents: { sentence: contentsSentence(contents), noun: groupsPhrase(contents) },
  });
}

async function pageSource(
  images: ImageStore,
  catalog: Catalog,
  row: GenerationRow,
  keepRaster = false,
): Promise<PageSource | null> {
  const source = await loadPrintSource(images, row, catalog.byId.get(row.tool)?.output);
  if (!source) return null;
  const quality = row.quality_json ? (JSON.parse(row.quality_json) as Quality) : null;
  // A page drawn from its vector original needs no raster: less to copy into the worker thread.
  const png = source.svg && !keepRaster ? new Uint8Array(0) : source.png;
  return {
    kind: source.kind,
    png,
    svg: source.svg,
    // A raster page the gate never measured is measured now: the preflight measures every page.
    minStrokePt:
      quality?.minStrokePt ?? (source.svg || source.kind !== "line-art" ? null : await rasterStrokePt(source.png)),
    subject: pageSubject(catalog, row),
    ...activityOf(catalog, row),
  };
}

/** The thinnest line of a raster page at the gate's print size, as the gate measures it. */
async function rasterStrokePt(png: Buffer): Promise<number | null> {
  const { default: sharp } = await import("sharp");
  const { data, info } = await sharp(png)
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => ({ data: null, info: null }));
  if (!data || !info || info.channels !== 1) return null;
  return measureLineArt(new Uint8Array(data.buffer, data.byteOffset, data.length), info.width, info.height).minStrokePt;
}

/** An activity page's request and seed, which the interior draws it again from at its printed size. */
function activityOf(catalog: Catalog, row: GenerationRow): Pick<PageSource, "activity"> {
  const tool = catalog.byId.get(row.tool);
  if (tool?.output !== "activity") return {};
  const request = renderTool(tool, JSON.parse(row.values_json) as Record<string, unknown>).activity;
  return request?.type ? { activity: { request: request as ActivityRequest, seed: row.seed } } : {};
}

/** Layouts of the built-in engine that draw a subject; letters, lettering, patterns, mandalas and flags do not. */
const SUBJECT_LAYOUTS: ReadonlySet<string> = new Set(["motif", "scene", "card", "photo"]);

/**
 * What a page shows, for the cover's choice of pages (PageSource.subject): its subject and
 * setting as its tool's form gave them, null for a page with no subject (an activity, a letter,
 * a pattern), undefined for a tool the catalogue no longer has.
 */
function pageSubject(catalog: Catalog, row: GenerationRow): string | null | undefined {
  const tool = catalog.byId.get(row.tool);
  if (!tool) return undefined;
  if (tool.output !== "line-art") return null;
  const values = JSON.parse(row.values_json) as Record<string, unknown>;
  const sketch = renderTool(tool, values).sketch;
  if (!sketch) return typeof values.subject === "string" ? values.subject : "";
  if (!SUBJECT_LAYOUTS.has(sketch.layout as string)) return null;
  return [sketch.subject, sketch.subject2, sketch.setting].filter(Boolean).join(" ");
}

/** The generations of a book's pages, in the book's order. */
export function bookPageRows(db: DB, bookId: string): Promise<GenerationRow[]> {
  return db
    .selectFrom("book_pages")
    .innerJoin("generations", "generations.id", "book_pages.generation_id")
    .selectAll("generations")
    .where("book_pages.book_id", "=", bookId)
    .orderBy("book_pages.position")
    .execute();
}

/** Everything the export worker needs, read once: the book as it is now, with its pages' originals. */
export async function loadBookSpec(db: DB, images: ImageStore, catalog: Catalog, book: BookRow): Promise<BookSpec> {
  const rows = await bookPageRows(db, book.id);
  // A page used many times is read once and shared: the worker receives one copy of it too (a
  // structured clone keeps shared references), so a repeated large page costs its size once.
  const read = new Map<string, PageSource | null>();
  const pages: PageSource[] = [];
  const byId = new Map<string, PageSource>();
  const keyed: Array<{ art: number; svg: string }> = [];
  const printed: GenerationRow[] = [];
  for (const row of rows) {
    if (!read.has(row.id)) read.set(row.id, await pageSource(images, catalog, row));
    const source = read.get(row.id);
    if (!source) continue;
    byId.set(row.id, source);
    const key = book.answers === 1 ? answerKeyOf(row) : null;
    const svg = key ? await images.read(key.svg).then(String, () => null) : null;
    if (svg) keyed.push({ art: pages.length, svg });
    pages.push(source);
    printed.push(row);
  }
  const design = readDesign(book.cover_json);
  const coverPages = (design?.pages ?? []).flatMap((id) => byId.get(id) ?? []);
  const coverRow = book.cover_generation_id
    ? await db.selectFrom("generations").selectAll().where("id", "=", book.cover_generation_id).executeTakeFirst()
    : undefined;
  // The cover keeps its raster: the back and spine take their colour from it.
  const cover = coverRow ? await pageSource(images, catalog, coverRow, true) : null;
  // The book's cover sets its title (and subtitle, author) as real text: a built-in cover's art is
  // drawn again from its recipe and seed without its own title, so the front never shows two.
  if (cover && coverRow) {
    const art = await untitledCoverArt(catalog, coverRow);
    if (art) cover.svg = art;
  }
  const spec: BookSpec = {
    title: book.title,
    subtitle: book.subtitle,
    author: book.author,
    trim: book.trim as Trim,
    paper: book.paper as Paper,
    bleed: book.bleed === 1,
    blankBacks: book.blank_backs === 1,
    pageNumbers: printsPageNumbers(book.page_numbers === 1, keyed.length),
    frontMatter: {
      titlePage: book.title_page === 1,
      copyrightPage: book.copyright_page === 1,
      belongsTo: book.belongs_to === 1,
    },
    backText: book.back_text,
    copyrightText: copyrightText(catalog, book, bookContents(printed, book.answers === 1), new Date().getFullYear()),
    pages,
    cover,
    design,
    coverPages,
    answers: keyed.map((k) => ({ svg: k.svg, puzzlePage: 0 })),
  };
  // Each key is labelled with the printed page number of its puzzle.
  const artPageNumbers = pagePlan(planOptions(spec))
    .filter((p) => p.kind === "art")
    .map((p) => p.number);
  spec.answers = keyed.map((k) => ({ svg: k.svg, puzzlePage: artPageNumbers[k.art] ?? 0, page: k.art }));
  return spec;
}

/** The built-in engine's drawing of a cover generation, its title and subtitle left out. */
async function untitledCoverArt(catalog: Catalog, row: GenerationRow): Promise<string | null> {
  const tool = catalog.byId.get(row.tool);
  if (row.provider !== "Sketch" || tool?.output !== "cover") return null;
  const sketch = renderTool(tool, JSON.parse(row.values_json) as Record<string, unknown>).sketch;
  if (!sketch) return null;
  const { title: _title, subtitle: _subtitle, ...rest } = sketch;
  // Loaded on first use: the drawing engine is only needed here, for built-in covers.
  const { renderSketchSvg } = await import("../sketch/index.js");
  return renderSketchSvg({ toolId: tool.id, hub: tool.hub, output: "cover", sketch: rest, seed: row.seed });
}
