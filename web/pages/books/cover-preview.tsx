import type { Book } from "../../lib/books";
import { coverGeometry } from "./layout";

const BLEED = 0.125;
const SAFE = 0.25;

/**
 * The full-wrap cover laid flat: back, spine, front, with the bleed (red), the folds (dashed),
 * the safe zones and the empty barcode area drawn over it.
 */
export function CoverPreview({ book, coverUrl }: { book: Book; coverUrl: string | null }) {
  const c = coverGeometry(book, book.interiorPageCount);
  const [fold1, fold2] = c.folds;
  const trimH = c.height - 2 * BLEED;
  const lines = wrap(book.backText, 42).slice(0, 14);
  return (
    <figure>
      <svg
        role="img"
        aria-label={`Cover preview, ${c.width.toFixed(3)} by ${c.height.toFixed(3)} inches: back, spine ${c.spine.toFixed(3)} in, front`}
        viewBox={`0 0 ${c.width} ${c.height}`}
        className="h-auto w-full max-w-3xl rounded border border-slate-300 bg-white dark:border-slate-600"
        data-testid="cover-preview"
      >
        <rect x={0} y={0} width={c.width} height={c.height} fill="#f8fafc" />
        {coverUrl ? (
          <image
            href={coverUrl}
            x={fold2}
            y={0}
            width={c.width - fold2}
            height={c.height}
            preserveAspectRatio="xMidYMid slice"
          />
        ) : (
          <text x={fold2 + (c.width - fold2) / 2} y={c.height / 2} fontSize={0.35} textAnchor="middle" fill="#64748b">
            Pick a cover picture
          </text>
        )}
        <rect x={fold1} y={0} width={c.spine} height={c.height} fill="#e2e8f0" />
        {/* The title as real text on the front, as the cover PDF draws it. */}
        <text
          x={fold2 + (c.width - fold2) / 2}
          y={BLEED + 1.2}
          fontSize={0.55}
          fontWeight={700}
          textAnchor="middle"
          fill="#0f172a"
          stroke="#fff"
          strokeWidth={0.04}
          paintOrder="stroke"
          fontFamily="system-ui, sans-serif"
        >
          {book.title}
        </text>
        {c.spineText && (
          <text
            transform={`translate(${fold1 + c.spine / 2} ${c.height / 2}) rotate(90)`}
            fontSize={Math.min(0.3, c.spine - 0.125)}
            textAnchor="middle"
            dominantBaseline="central"
            fill="#0f172a"
            fontFamily="system-ui, sans-serif"
          >
            {book.title}
          </text>
        )}
        {lines.map((line, i) => (
          <text
            key={`${i}-${line}`}
            x={BLEED + SAFE + 0.25}
            y={BLEED + SAFE + 0.6 + i * 0.3}
            fontSize={0.2}
            fill="#0f172a"
            fontFamily="system-ui, sans-serif"
          >
            {line}
          </text>
        ))}
        <rect
          x={c.barcode.x}
          y={c.barcode.y}
          width={c.barcode.width}
          height={c.barcode.height}
          fill="#fff"
          stroke="#475569"
          strokeWidth={0.02}
        />
        <text
          x={c.barcode.x + c.barcode.width / 2}
          y={c.barcode.y + c.barcode.height / 2}
          fontSize={0.16}
          textAnchor="middle"
          dominantBaseline="central"
          fill="#475569"
          fontFamily="system-ui, sans-serif"
        >
          Barcode area (left empty)
        </text>
        {/* Safe zones of the back and front panels. */}
        {[BLEED, fold2].map((x) => (
          <rect
            key={x}
            x={x + SAFE}
            y={BLEED + SAFE}
            width={c.trimWidth - 2 * SAFE}
            height={trimH - 2 * SAFE}
            fill="none"
            stroke="#0284c7"
            strokeWidth={0.025}
            strokeDasharray="0.12 0.08"
          />
        ))}
        {/* Folds. */}
        {[fold1, fold2].map((x) => (
          <line
            key={x}
            x1={x}
            x2={x}
            y1={0}
            y2={c.height}
            stroke="#7c3aed"
            strokeWidth={0.03}
            strokeDasharray="0.2 0.1"
          />
        ))}
        {/* Trim: the bleed lies beyond it. */}
        <rect
          x={BLEED}
          y={BLEED}
          width={c.width - 2 * BLEED}
          height={trimH}
          fill="none"
          stroke="#ef4444"
          strokeWidth={0.03}
        />
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-slate-700 dark:text-slate-300">
        <span className="flex items-center gap-1">
          <span className="inline-block h-0 w-5 border-t-2 border-dashed border-violet-600" aria-hidden="true" /> Folds
          (spine {c.spine.toFixed(3)} in)
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block h-3 w-5 border border-red-500" aria-hidden="true" /> Trim, 0.125 in bleed beyond
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block h-3 w-5 border border-dashed border-sky-600" aria-hidden="true" /> Safe zone
        </span>
        {!c.spineText && <span>No spine text below 79 pages</span>}
      </figcaption>
    </figure>
  );
}

function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  for (const para of text.split(/\n+/)) {
    let line = "";
    for (const word of para.split(/\s+/).filter(Boolean)) {
      if (line && line.length + word.length + 1 > width) {
        out.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) out.push(line);
  }
  return out;
}
