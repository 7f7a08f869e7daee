import { margins, type PlanPage, pageBox, safeArea, type Trim } from "../../engine/books/kdp.js";
import type { PreflightCheck } from "../api-types.js";
import * as poppler from "./poppler.js";

/** Print resolution: a pixel is 1/300 in, finer than the 0.01 in a margin must be kept to. */
const MARGIN_DPI = 300;
/** Darker than this is ink (anti-aliased edges of ink inside the margin stay lighter). */
const INK_BELOW = 160;

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
 * Nothing printed may cross the margins (KDP_SOURCES.margins): every page is read at 300 DPI in
 * the four bands between its page box and its safe area — only those bands are rendered, one
 * pdftoppm run per band for the odd and for the even pages, two runs at a time — and any ink
 * there fails the check with its distance from the edge.
 */
export async function marginCheck(
  book: { trim: Trim; bleed: boolean },
  plan: PlanPage[],
  path: string,
  dir: string,
): Promise<PreflightCheck> {
  const count = plan.length;
  const box = pageBox(book.trim, book.bleed);
  const m = margins(count, book.bleed);
  const d = MARGIN_DPI;
  const W = Math.round(box.width * d);
  const H = Math.round(box.height * d);
  const worst = new Map<number, Crossing>();
  const note = (c: Crossing) => {
    const had = worst.get(c.page);
    if (!had || had.margin - had.from < c.margin - c.from) worst.set(c.page, c);
  };
  const reads: (() => Promise<void>)[] = [];
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
    const bands = [
      { side: "top" as Side, area: { x: 0, y: 0, width: W, height: top }, from: (_x: number, y: number) => y / d },
      {
        side: "bottom" as Side,
        area: { x: 0, y: bottom, width: W, height: H - bottom },
        from: (_x: number, y: number) => box.height - (bottom + y + 1) / d,
      },
      { side: leftSide, area: { x: 0, y: 0, width: left, height: H }, from: (x: number) => x / d },
      {
        side: rightSide,
        area: { x: right, y: 0, width: W - right, height: H },
        from: (x: number) => box.width - (right + x + 1) / d,
      },
    ];
    for (const band of bands) {
      if (band.area.width <= 0 || band.area.height <= 0) continue;
      const prefix = `m${reads.length}`;
      reads.push(() =>
        poppler.renderSlices(
          path,
          dir,
          d,
          band.area,
          parity,
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
  // Each band is a pdftoppm run of its own that reads every page of its parity: most of a run is
  // poppler interpreting the pages, not the slice's pixels, so two run at once (the book thread
  // waits on them; two cores do twice the reading).
  let next = 0;
  const lane = async () => {
    while (next < reads.length) await (reads[next++] as () => Promise<void>)();
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
