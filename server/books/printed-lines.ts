import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { inflateSync } from "node:zlib";
import { MIN_STROKE_PT, type PlanPage } from "../../engine/books/kdp.js";
import type { PreflightCheck } from "../api-types.js";
import type { PageInk } from "./ink-bounds.js";
import { MARGIN_PX, PRINTED_DPI, THIN_SHARE, thinInkWithin, thinShare } from "./opening.js";
import { type Box, EMPTY, union } from "./pdf-geometry.js";
import * as poppler from "./poppler.js";
import { artBox } from "./render.js";
import type { BookSpec, PageSource } from "./spec.js";

/** Which printed page to measure for each page: an art placed at the same size is measured once. */
function measuredPages(spec: BookSpec, plan: PlanPage[]): Map<number, number> {
  const count = plan.length;
  const first = new Map<unknown, Map<string, number>>();
  const out = new Map<number, number>();
  for (const page of plan) {
    if (page.kind === "answers") out.set(page.number, page.number);
    if (page.kind !== "art") continue;
    const source = spec.pages[page.art ?? 0] as PageSource;
    // Its art fitted in the same box prints the same (a left and a right page's boxes are alike).
    const box = artBox(spec, count, page.number);
    // The same original (one page used twice is loaded twice: its SVG text is the same).
    const art = source.svg ?? source.png;
    const bySize = first.get(art) ?? new Map<string, number>();
    first.set(art, bySize);
    const key = `${box.width.toFixed(4)}x${box.height.toFixed(4)}`;
    const seen = bySize.get(key);
    if (seen === undefined) bySize.set(key, page.number);
    out.set(page.number, seen ?? page.number);
  }
  return out;
}

const percent = (share: number) => `${(share * 100).toFixed(share < 0.001 ? 2 : 1)} %`;

function listed(pages: number[]): string {
  return `${pages.slice(0, 10).join(", ")}${pages.length > 10 ? "…" : ""}`;
}

/**
 * Each page's content, inflated, in page order, read from a flat page tree as PDFKit writes it
 * (one `/Pages` node whose kids are the pages); null for any other shape, which is then measured
 * without the cache. Only the `wanted` pages (numbered from 1) are inflated: the others are empty.
 */
function pageContents(pdf: Buffer, wanted: ReadonlySet<number>): Buffer[] | null {
  const text = pdf.toString("latin1");
  const at = new Map<string, number>();
  for (const m of text.matchAll(/(?:^|\s)(\d+)\s+0\s+obj\b/g)) at.set(m[1] as string, m.index + m[0].length);
  const trees = [...text.matchAll(/\/Kids\s*\[([^\]]*)\]/g)];
  if (trees.length !== 1) return null;
  const out: Buffer[] = [];
  for (const kid of (trees[0]?.[1] ?? "").matchAll(/(\d+)\s+0\s+R/g)) {
    const start = at.get(kid[1] as string);
    if (start === undefined) return null;
    const dict = text.slice(start, text.indexOf("endobj", start));
    if (!/\/Type\s*\/Page\b/.test(dict)) return null;
    const refs = /\/Contents\s*(\[[^\]]*\]|\d+\s+0\s+R)/.exec(dict)?.[1] ?? "";
    const parts: Buffer[] = [];
    const inflated = wanted.has(out.length + 1);
    for (const r of refs.matchAll(/(\d+)\s+0\s+R/g)) {
      const from = at.get(r[1] as string);
      if (from === undefined) return null;
      const found = text.indexOf("stream", from);
      const begin = found + (text.startsWith("stream\r\n", found) ? 8 : 7);
      const end = text.indexOf("endstream", begin);
      if (found < 0 || end < 0) return null;
      const data = pdf.subarray(begin, end);
      if (!inflated) continue;
      try {
        parts.push(/\/FlateDecode/.test(text.slice(from, found)) ? inflateSync(data) : data);
      } catch {
        return null;
      }
    }
    out.push(Buffer.concat(parts));
  }
  return out;
}

/**
 * Shares measured before, by what was measured: the page's art, the size it is placed at and the
 * page's drawing operators (its type left out: an art page's only own type is its page number,
 * and the art's captions are in the art). A second preflight of an unchanged book, and the
 * export's own after a preflight, read them here; a page moved by one (left page to right) is
 * measured again. The oldest go first past MEASURED_KEPT.
 */
const measured = new Map<string, number>();
const MEASURED_KEPT = 4096;

/** The key of each page to measure, or none when the file's pages could not be read. */
function measuredKeys(spec: BookSpec, plan: PlanPage[], pages: number[], pdf: Buffer): Map<number, string> {
  const contents = pageContents(pdf, new Set(pages));
  const out = new Map<number, string>();
  if (!contents || contents.length !== plan.length) return out;
  for (const n of pages) {
    const page = plan[n - 1];
    const content = contents[n - 1];
    if (!page || !content || page.number !== n) continue;
    const hash = createHash("sha256");
    hash.update(`${PRINTED_DPI} ${page.kind}\n`);
    if (page.kind === "art") {
      const source = spec.pages[page.art ?? 0] as PageSource;
      hash.update(source.svg ?? source.png);
      const box = artBox(spec, plan.length, n);
      hash.update(`\n${box.width.toFixed(4)}x${box.height.toFixed(4)}\n`);
      hash.update(content.toString("latin1").replace(/\bBT\b[\s\S]*?\bET\b/g, ""));
    } else hash.update(content);
    out.set(n, hash.digest("hex"));
  }
  return out;
}

/** Where a page's unproved marks lie (line-proof.ts), and the page's size, in points. */
type Placed = { regions: Box[]; width: number; height: number };

/** A part of the page larger than this share of it is measured with the whole page. */
const MOST_PART = 0.6;

/**
 * The most a page's ink can be in lines under 0.75 pt when the only marks its drawing could not
 * prove lie in `regions` (line-proof.ts): the part of the page around them is rendered and
 * measured, and its thin ink taken as a share of its own ink only (the page's ink outside it is in
 * lines of 0.75 pt or more, so the page's share is at most this). Null when the part is most of
 * the page (the whole page is measured instead).
 */
async function placedShare(renderer: poppler.CropRenderer, page: number, where: Placed): Promise<number | null> {
  let box: Box = { ...EMPTY };
  for (const r of where.regions) box = union(box, r);
  const px = PRINTED_DPI / 72;
  const [W, H] = [Math.ceil(where.width * px), Math.ceil(where.height * px)];
  // Page space is y up from the foot; pixels are y down from the top.
  const inner = {
    x0: Math.max(0, Math.floor(box.x0 * px)),
    x1: Math.min(W, Math.ceil(box.x1 * px)),
    y0: Math.max(0, Math.floor((where.height - box.y1) * px)),
    y1: Math.min(H, Math.ceil((where.height - box.y0) * px)),
  };
  if (inner.x1 <= inner.x0 || inner.y1 <= inner.y0) return 0;
  if ((inner.x1 - inner.x0) * (inner.y1 - inner.y0) > MOST_PART * W * H) return null;
  const crop = {
    x: Math.max(0, inner.x0 - MARGIN_PX),
    y: Math.max(0, inner.y0 - MARGIN_PX),
    width: Math.min(W, inner.x1 + MARGIN_PX) - Math.max(0, inner.x0 - MARGIN_PX),
    height: Math.min(H, inner.y1 + MARGIN_PX) - Math.max(0, inner.y0 - MARGIN_PX),
  };
  const r = await renderer.render(page, crop);
  const within = { x0: inner.x0 - crop.x, x1: inner.x1 - crop.x, y0: inner.y0 - crop.y, y1: inner.y1 - crop.y };
  const { ink, thin } = thinInkWithin(r.data, r.width, r.height, within);
  return ink ? thin / ink : 0;
}

/**
 * `fn` of each item, two at a time as poppler.eachPage renders (one pdftoppm a core, the book
 * thread reading one crop while the next renders): the answers in the items' order. A failure
 * stops the rest and is thrown once both runs have ended (none is left writing to the folder).
 */
async function twoAtATime<T, R>(items: T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  let next = 0;
  let failed = false;
  const run = async () => {
    while (!failed && next < items.length) {
      const i = next++;
      try {
        out[i] = await fn(items[i] as T);
      } catch (e) {
        failed = true;
        throw e;
      }
    }
  };
  const ended = await Promise.allSettled([run(), run()]);
  for (const r of ended) if (r.status === "rejected") throw r.reason;
  return out;
}

function remember(key: string, share: number): void {
  measured.delete(key);
  measured.set(key, share);
  if (measured.size > MEASURED_KEPT) measured.delete(measured.keys().next().value as string);
}

/**
 * The strokes check read from the interior as it prints: every art page (activities included)
 * and every answers page is either proved from the file's own drawing operators to hold no line
 * under 0.75 pt (`ink`, read by server/books/ink-bounds.ts; the reasoning in line-proof.ts,
 * decision 070) or rendered and opened, each art at each placed size once; a page measured by an
 * earlier check (the same art, box and drawing) is not rendered again. A page whose ink is more
 * than THIN_SHARE in lines under 0.75 pt fails the check, and so does a page that could not be
 * rendered. `onProgress` hears the share of the pages to measure done after each one.
 */
export async function printedLinesCheck(
  spec: BookSpec,
  plan: PlanPage[],
  path: string,
  dir: string,
  ink?: PageInk[] | null,
  onProgress?: (share: number) => void,
): Promise<PreflightCheck> {
  const label = `Strokes at least ${MIN_STROKE_PT} pt`;
  const measure = measuredPages(spec, plan);
  const shares = new Map<number, number>();
  const proved = new Set<number>();
  const placed = new Map<number, Placed>();
  for (const page of measure.keys()) {
    const read = ink?.[page - 1];
    if (!read?.known) continue;
    if (read.lines.proven) proved.add(page);
    else if (read.lines.regions)
      placed.set(page, { regions: read.lines.regions, width: read.width, height: read.height });
  }
  // A page proved is not rendered; an art placed alike on a page not proved still is, once.
  const wanted = [...new Set([...measure].filter(([page]) => !proved.has(page)).map(([, from]) => from))];
  const keys = measuredKeys(spec, plan, wanted, await readFile(path));
  for (const [page, key] of keys) {
    const share = measured.get(key);
    if (share !== undefined) {
      shares.set(page, share);
      remember(key, share);
    }
  }
  // A page whose unproved marks the proof placed is measured there first; one that part cannot
  // clear is rendered whole.
  const parts = new Set<number>();
  const partPages = wanted.filter((page) => !shares.has(page) && placed.has(page));
  // One shell starts their pdftoppm runs (poppler.cropRenderer): this thread starts no process for them.
  const renderer = poppler.cropRenderer(path, dir, PRINTED_DPI);
  // A page measured counts one, in part or whole (one its part could not clear counts twice).
  let done = 0;
  let todo = wanted.filter((page) => !shares.has(page)).length;
  const measuredOne = () => onProgress?.(++done / Math.max(done, todo));
  let partShares: Array<number | null>;
  try {
    partShares = await twoAtATime(partPages, async (page) => {
      const share = await placedShare(renderer, page, placed.get(page) as Placed);
      measuredOne();
      return share;
    });
  } finally {
    renderer.close();
  }
  for (const [i, page] of partPages.entries()) {
    const share = partShares[i] as number | null;
    if (share === null || share > THIN_SHARE) continue;
    parts.add(page);
    shares.set(page, share);
    const key = keys.get(page);
    if (key) remember(key, share);
  }
  const whole = wanted.filter((page) => !shares.has(page));
  todo = done + whole.length;
  await poppler.eachPage(path, dir, PRINTED_DPI, whole, (page, r) => {
    const share = thinShare(r.data, r.width, r.height);
    shares.set(page, share);
    const key = keys.get(page);
    if (key) remember(key, share);
    measuredOne();
  });
  const unmeasured: number[] = [];
  const thin: Array<{ page: number; share: number }> = [];
  let most = 0;
  for (const [page, from] of measure) {
    const share = proved.has(page) ? 0 : shares.get(from);
    if (share === undefined) unmeasured.push(page);
    else {
      most = Math.max(most, share);
      if (share > THIN_SHARE) thin.push({ page, share });
    }
  }
  if (unmeasured.length) {
    const one = unmeasured.length === 1;
    return {
      id: "strokes",
      label,
      status: "fail",
      detail: `${one ? "Page" : "Pages"} ${listed(unmeasured)} of the interior could not be read back to measure ${one ? "its" : "their"} lines: export the book again`,
    };
  }
  if (thin.length) {
    const one = thin.length === 1;
    const worst = Math.max(...thin.map((t) => t.share));
    return {
      id: "strokes",
      label,
      status: "fail",
      detail: `${one ? "Page" : "Pages"} ${listed(thin.map((t) => t.page))} ${one ? "prints" : "print"} up to ${percent(worst)} of ${one ? "its" : "their"} ink in lines thinner than ${MIN_STROKE_PT} pt (at most ${percent(THIN_SHARE)}): generate ${one ? "it" : "them"} again with a bolder line weight or less detail, or choose a larger trim`,
    };
  }
  const n = measure.size;
  const inPart = [...measure].filter(([page, from]) => !proved.has(page) && parts.has(from)).length;
  return {
    id: "strokes",
    label,
    status: "pass",
    detail: `Every ${n === 1 ? "page" : `one of the ${n} art and answers pages`} checked as it prints (${proved.size} read from the file's drawing, every line, outline and filled shape at least ${MIN_STROKE_PT} pt; ${inPart} measured where the drawing left marks unproved; ${n - proved.size - inPart} rendered and measured): at most ${percent(most)} of a page's ink in lines under ${MIN_STROKE_PT} pt`,
  };
}
