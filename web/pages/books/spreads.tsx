import type { Book } from "../../lib/books";
import { type PrintedPage, pageGeometry, printedPages } from "./layout";

const PX_PER_IN = 16;
const font = "system-ui, sans-serif";

const kindLabels: Record<PrintedPage["kind"], string> = {
  title: "Title page",
  copyright: "Copyright page",
  "belongs-to": "This book belongs to",
  art: "Picture",
  answers: "Answers",
  notes: "Notes",
  blank: "Blank back",
};
function kindLabel(p: PrintedPage): string {
  if (p.kind === "blank" && p.blank === "padding") return "Blank (even count)";
  if (p.kind === "art") return `Picture ${(p.art ?? 0) + 1}`;
  return kindLabels[p.kind];
}

/** Pairs of facing pages as a printed book opens: page 1 alone on the right, the last one maybe alone on the left. */
function spreadsOf(pages: PrintedPage[]): [PrintedPage | null, PrintedPage | null][] {
  const spreads: [PrintedPage | null, PrintedPage | null][] = [];
  if (pages.length === 0) return spreads;
  spreads.push([null, pages[0] as PrintedPage]);
  for (let i = 1; i < pages.length; i += 2) spreads.push([pages[i] as PrintedPage, pages[i + 1] ?? null]);
  return spreads;
}

/**
 * Every spread as the printer prints it: the page box (with bleed), the trim, the safe area
 * (dashed) and the gutter on the binding side (shaded), art fitted inside the safe area.
 */
export function Spreads({ book }: { book: Book }) {
  const pages = printedPages(book);
  const count = Math.max(book.interiorPageCount, pages.length);
  const spreads = spreadsOf(pages);
  return (
    <div>
      <ul className="mb-3 flex flex-wrap gap-4 text-xs text-slate-700 dark:text-slate-300" aria-label="Legend">
        <li className="flex items-center gap-1">
          <span className="inline-block h-3 w-5 border border-dashed border-sky-600" aria-hidden="true" /> Safe area
        </li>
        <li className="flex items-center gap-1">
          <span className="inline-block h-3 w-5 bg-amber-300/60" aria-hidden="true" /> Gutter (binding)
        </li>
        {book.bleed && (
          <li className="flex items-center gap-1">
            <span className="inline-block h-3 w-5 border border-red-500" aria-hidden="true" /> Trim (bleed beyond)
          </li>
        )}
      </ul>
      <ol className="flex flex-wrap gap-x-6 gap-y-4" aria-label="Spreads">
        {spreads.map(([left, right], i) => (
          <li
            key={`${left?.number ?? 0}-${right?.number ?? 0}`}
            className="flex w-[calc(50%-0.75rem)] flex-col items-center sm:w-auto"
            aria-label={`Spread ${i + 1}: ${[left, right]
              .filter((p): p is PrintedPage => p !== null)
              .map((p) => `page ${p.number}, ${kindLabel(p).toLowerCase()}`)
              .join("; ")}`}
          >
            <div className="flex w-full items-end sm:w-auto" data-testid="spread">
              {left ? <PageThumb book={book} count={count} page={left} /> : <Empty book={book} count={count} />}
              {right ? <PageThumb book={book} count={count} page={right} /> : <Empty book={book} count={count} />}
            </div>
            <span className="mt-1 text-xs text-slate-600 dark:text-slate-400" aria-hidden="true">
              {left ? left.number : ""}
              {left && right ? "–" : ""}
              {right ? right.number : ""}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function Empty({ book, count }: { book: Book; count: number }) {
  const g = pageGeometry(book, count, 1);
  return (
    <svg
      viewBox={`0 0 ${g.width} ${g.height}`}
      width={g.width * PX_PER_IN}
      height={g.height * PX_PER_IN}
      className="block h-auto w-1/2 sm:w-auto"
      aria-hidden="true"
    />
  );
}

/** The strip under the art that holds the page number, inside the safe area (as the interior PDF draws it). */
const PAGE_NUMBER_STRIP_IN = 0.3;

function PageThumb({ book, count, page }: { book: Book; count: number; page: PrintedPage }) {
  const g = pageGeometry(book, count, page.number);
  const { safe, trim } = g;
  const cx = safe.x + safe.width / 2;
  const text = (y: number, size: number, value: string, weight = 400) => (
    <text x={cx} y={y} fontSize={size} fontWeight={weight} textAnchor="middle" fill="#111" fontFamily={font}>
      {value}
    </text>
  );
  const numbered = book.pageNumbers && page.kind === "art";
  const art = numbered ? { ...safe, height: safe.height - PAGE_NUMBER_STRIP_IN } : safe;
  const titleSize = Math.min(0.55, (safe.width / Math.max(book.title.length, 1)) * 1.7);
  return (
    <svg
      role="img"
      aria-label={`Page ${page.number}: ${kindLabel(page)}`}
      viewBox={`0 0 ${g.width} ${g.height}`}
      width={g.width * PX_PER_IN}
      height={g.height * PX_PER_IN}
      className="block h-auto w-1/2 bg-white shadow-md sm:w-auto"
      data-kind={page.kind === "blank" ? `blank-${page.blank}` : page.kind}
    >
      <rect x={0} y={0} width={g.width} height={g.height} fill="#fff" />
      <rect x={g.gutter.x} y={trim.y} width={g.gutter.width} height={trim.height} fill="rgb(252 211 77 / 0.6)" />
      {page.kind === "art" && page.picture && (
        <image
          href={page.picture.thumbUrl}
          x={art.x}
          y={art.y}
          width={art.width}
          height={art.height}
          preserveAspectRatio="xMidYMid meet"
        />
      )}
      {page.kind === "title" && (
        <>
          {text(safe.y + safe.height * 0.4, titleSize, book.title, 700)}
          {book.subtitle && text(safe.y + safe.height * 0.63, 0.3, book.subtitle)}
          {book.author && text(safe.y + safe.height * 0.86, 0.28, book.author, 700)}
        </>
      )}
      {page.kind === "copyright" && (
        <>
          {text(
            safe.y + safe.height - 0.5,
            0.16,
            `Copyright © ${new Date().getFullYear()} ${book.author || book.title}`,
          )}
          {text(safe.y + safe.height - 0.25, 0.16, "All rights reserved.")}
        </>
      )}
      {page.kind === "belongs-to" && (
        <>
          {text(safe.y + safe.height * 0.3 + 0.5, 0.42, "This book belongs to", 700)}
          <line
            x1={safe.x + 0.75}
            x2={safe.x + safe.width - 0.75}
            y1={safe.y + safe.height * 0.52}
            y2={safe.y + safe.height * 0.52}
            stroke="#111"
            strokeWidth={0.03}
          />
        </>
      )}
      {page.kind === "notes" && (
        <>
          {text(safe.y + 0.7, 0.33, "Notes", 700)}
          {Array.from({ length: Math.floor((safe.height - 1.5) / 0.375) + 1 }, (_, i) => safe.y + 1.25 + i * 0.375).map(
            (y) => (
              <line
                key={y}
                x1={safe.x + 0.25}
                x2={safe.x + safe.width - 0.25}
                y1={y}
                y2={y}
                stroke="#111"
                strokeWidth={0.02}
              />
            ),
          )}
        </>
      )}
      {page.kind === "blank" && (
        <text
          x={trim.x + trim.width / 2}
          y={trim.y + trim.height / 2}
          fontSize={0.5}
          textAnchor="middle"
          fill="#94a3b8"
          fontFamily={font}
        >
          {page.blank === "padding" ? "blank (even count)" : "blank back"}
        </text>
      )}
      {numbered && text(safe.y + safe.height - PAGE_NUMBER_STRIP_IN + 0.26, 0.22, String(page.number))}
      <rect
        x={safe.x}
        y={safe.y}
        width={safe.width}
        height={safe.height}
        fill="none"
        stroke="#0284c7"
        strokeWidth={0.04}
        strokeDasharray="0.15 0.1"
      />
      {book.bleed && (
        <rect
          x={trim.x}
          y={trim.y}
          width={trim.width}
          height={trim.height}
          fill="none"
          stroke="#ef4444"
          strokeWidth={0.03}
        />
      )}
      <rect x={0} y={0} width={g.width} height={g.height} fill="none" stroke="#cbd5e1" strokeWidth={0.04} />
    </svg>
  );
}
