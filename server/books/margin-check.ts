import { readFile } from "node:fs/promises";
import { margins, type PlanPage, pageBox, safeArea, type Trim } from "../../engine/books/kdp.js";
import type { PreflightCheck } from "../api-types.js";
import { type PageInk, pagesInk } from "./ink-bounds.js";
import * as poppler from "./poppler.js";
import { counted } from "./progress.js";

/** Print resolution: a pixel is 1/300 in, finer than the 0.01 in a margin must be kept to. */
const MARGIN_DPI = 300;
/** Darker than this is ink (anti-aliased edges of ink inside the margin stay lighter). */
const INK_BELOW = 160;
/**
 * How far past the safe area's edge a page's ink box may reach and still be read as inside:
 * a tenth of a 300 DPI pixel, which can shade no pixel darker than 230 (ink is under 160).
 */
const EDGE_SLACK_IN = 0.1 / MARGIN_DPI;

type Side = "top" | "bottom" | "outside" | "inside";

interface Crossing {
  page: number;
  side: Side;
  /** Distance of the nearest ink from the page box's edge on that side, in inches. */
  from: number;
  margin: number;
}

const kindNames: Record<PlanPage["kind"], string> = {
  title: "title page",
  copyright: "copyright page",
  "belongs-to": '"This book belongs to" page',
  art: "picture",
  answers: "answers page",
  notes: "notes page",
  blank: "blank page",
};

/**
 * Nothing printed may cross the margins (KDP_SOURCES.margins). Each page's ink box is read from
 * the file's drawing operators first (server/books/ink-bounds.ts: a box never smaller than the
 * ink); a page whose box lies inside its safe area has nothing in its margins. Every other band
 * of every other page — a box that crosses the band's edge, or a page that reader cannot follow —
 * is read at 300 DPI by poppler in the four bands between the page box and its safe area, only
 * those bands rendered, and any ink there fails the check with its distance from the edge.
 * `ink` is the file's page boxes when the caller has read them already; `onProgress` hears the
 * share of those pages read after each run.
 */
export async function marginCheck(
  book: { trim: Trim; bleed: boolean },
  plan: PlanPage[],
  path: string,
  dir: string,
  ink?: PageInk[] | null,
  onProgress?: (share: number) => void,
): Promise<PreflightCheck> {
  const count = plan.length;
  const box = pageBox(book.trim, book.bleed);
  const m = margins(count, book.bleed);
  const d = MARGIN_DPI;
  const W = Math.round(box.width * d);
  const H = Math.round(box.height * d);
  const read = ink === undefined ? pagesInk(await readFile(path)) : ink;
  /** Where page n's ink can be, in inches from the page box's top left; null for none; undefined when unknown. */
  const reach = (n: number) => {
    const p = read?.length === count ? read[n - 1] : undefined;
    if (!p?.known) return undefined;
    // A page of another size is read by poppler (the page-box check names it).
    if (Math.abs(p.width - box.width * 72) > 0.01 || Math.abs(p.height - box.height * 72) > 0.01) return undefined;
    if (!p.box) return null;
    return {
      left: p.box.x0 / 72,
      right: p.box.x1 / 72,
      top: (p.height - p.box.y1) / 72,
      bottom: (p.height - p.box.y0) / 72,
    };
  };
  const worst = new Map<number, Crossing>();
  const note = (c: Crossing) => {
    const had = worst.get(c.page);
    if (!had || had.margin - had.from < c.margin - c.from) worst.set(c.page, c);
  };
  const reads: (() => Promise<void>)[] = [];
  /** The pages each read renders: most of its time is poppler interpreting them. */
  const sizes: number[] = [];
  for (const parity of ["odd", "even"] as const) {
    const n = parity === "odd" ? 1 : 2;
    if (n > count) continue;
    const safe = safeArea(book.trim, book.bleed, count, n);
    const left = Math.floor(safe.x * d);
    const right = Math.ceil((safe.x + safe.width) * d);
    const top = Math.floor(safe.y * d);
    const bottom = Math.ceil((safe.y + safe.height) * d);
    // Right-hand (odd) pages are bound on the left.
    const leftSide: Side = parity === "odd" ? "inside" : "outside";
    const rightSide: Side = parity === "odd" ? "outside" : "inside";
    const e = EDGE_SLACK_IN;
    type Reach = { left: number; right: number; top: number; bottom: number };
    const bands = [
      {
        side: "top" as Side,
        area: { x: 0, y: 0, width: W, height: top },
        from: (_x: number, y: number) => y / d,
        clear: (r: Reach) => r.top >= safe.y - e,
      },
      {
        side: "bottom" as Side,
        area: { x: 0, y: bottom, width: W, height: H - bottom },
        from: (_x: number, y: number) => box.height - (bottom + y + 1) / d,
        clear: (r: Reach) => r.bottom <= safe.y + safe.height + e,
      },
      {
        side: leftSide,
        area: { x: 0, y: 0, width: left, height: H },
        from: (x: number) => x / d,
        clear: (r: Reach) => r.left >= safe.x - e,
      },
      {
        side: rightSide,
        area: { x: right, y: 0, width: W - right, height: H },
        from: (x: number) => box.width - (right + x + 1) / d,
        clear: (r: Reach) => r.right <= safe.x + safe.width + e,
      },
    ];
    for (const band of bands) {
      if (band.area.width <= 0 || band.area.height <= 0) continue;
      // The pages of this parity whose ink may lie in this band: only those are rendered.
      const open: number[] = [];
      for (let page = n; page <= count; page += 2) {
        const r = reach(page);
        if (r === undefined || (r !== null && !band.clear(r))) open.push(page);
      }
      if (!open.length) continue;
      const prefix = `m${reads.length}`;
      const all = open.length === Math.ceil((count - n + 1) / 2);
      sizes.push(open.length);
      reads.push(() =>
        poppler.renderSlices(
          path,
          dir,
          d,
          band.area,
          all ? parity : open,
          (page, r) => {
            let nearest = Number.POSITIVE_INFINITY;
            for (let y = 0; y < r.height; y++)
              for (let x = 0; x < r.width; x++)
                if ((r.data[y * r.width + x] as number) < INK_BELOW) nearest = Math.min(nearest, band.from(x, y));
            if (nearest !== Number.POSITIVE_INFINITY)
              note({ page, side: band.side, from: Math.max(0, nearest), margin: m[band.side] });
          },
          prefix,
        ),
      );
    }
  }
  // Each band is a pdftoppm run of its own (or a few, for scattered pages): most of a run is
  // poppler interpreting the pages, not the slice's pixels, so two run at once (the book thread
  // waits on them; two cores do twice the reading).
  let next = 0;
  const readOne = counted(sizes, onProgress);
  const lane = async () => {
    while (next < reads.length) {
      const i = next++;
      await (reads[i] as () => Promise<void>)();
      readOne(i);
    }
  };
  await Promise.all([lane(), lane()]);
  const label = "Nothing printed in the margins";
  if (!worst.size)
    return {
      id: "art-safe-area",
      label,
      status: "pass",
      detail: `Every page's art and text sit inside its margins and gutter (read at ${d} DPI)`,
    };
  const pages = [...worst.values()].sort((a, b) => a.page - b.page);
  const listed = pages.slice(0, 5).map((c) => {
    const kind = kindNames[plan[c.page - 1]?.kind ?? "art"];
    return `page ${c.page} (${kind}): ink ${c.from.toFixed(3)} in from the ${c.side} edge, the margin is ${c.margin} in`;
  });
  const more = pages.length > 5 ? `; ${pages.length - 5} more pages` : "";
  return { id: "art-safe-area", label, status: "fail", detail: `Ink in the margins on ${listed.join("; ")}${more}` };
}
