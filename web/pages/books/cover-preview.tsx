import type { Rect } from "../../../engine/books/kdp.js";
import type { Book } from "../../lib/books";
import { coverGeometry } from "./layout";

const font = "system-ui, sans-serif";

/**
 * The full-wrap cover laid flat: back, spine, front, with the trim (bleed beyond it, red), the
 * folds (dashed violet), the safe zones (dashed blue) and the empty barcode area drawn over it.
 */
export function CoverPreview({ book, coverUrl }: { book: Book; coverUrl: string | null }) {
  const c = coverGeometry(book, book.interiorPageCount);
  const { width, height } = c.size;
  const lines = wrap(book.backText, 44).slice(0, Math.floor((c.backSafe.height - 2) / 0.3));
  const frontMid = c.front.x + c.front.width / 2;
  return (
    <figure>
      <svg
        role="img"
        aria-label={`Cover preview, ${width} by ${height} inches: back cover, spine ${c.spineWidth} inches, front cover`}
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full max-w-3xl rounded border border-slate-300 bg-white dark:border-slate-600"
        data-testid="cover-preview"
      >
        <rect x={0} y={0} width={width} height={height} fill="#f8fafc" />
        {coverUrl ? (
          // The front art runs into the bleed on the top, bottom and outside edges.
          <image
            href={coverUrl}
            x={c.frontFold}
            y={0}
            width={width - c.frontFold}
            height={height}
            preserveAspectRatio="xMidYMid slice"
          />
        ) : (
          <text x={frontMid} y={height / 2} fontSize={0.35} textAnchor="middle" fill="#64748b" fontFamily={font}>
            Pick a cover picture
          </text>
        )}
        <rect x={c.spine.x} y={0} width={c.spine.width} height={height} fill="#e2e8f0" />
        <text
          x={frontMid}
          y={c.frontSafe.y + 0.9}
          fontSize={0.55}
          fontWeight={700}
          textAnchor="middle"
          fill="#0f172a"
          stroke="#fff"
          strokeWidth={0.05}
          paintOrder="stroke"
          fontFamily={font}
        >
          {book.title}
        </text>
        {c.spineText && (
          <text
            transform={`translate(${c.spine.x + c.spine.width / 2} ${height / 2}) rotate(90)`}
            fontSize={Math.min(0.3, c.spineText.width)}
            textAnchor="middle"
            dominantBaseline="central"
            fill="#0f172a"
            fontFamily={font}
          >
            {book.title}
          </text>
        )}
        {lines.map((line, i) => (
          <text
            key={`${i}-${line}`}
            x={c.backSafe.x + 0.3}
            y={c.backSafe.y + 0.7 + i * 0.3}
            fontSize={0.2}
            fill="#0f172a"
            fontFamily={font}
          >
            {line}
          </text>
        ))}
        <rect {...c.barcode} fill="#fff" stroke="#475569" strokeWidth={0.02} />
        <text
          x={c.barcode.x + c.barcode.width / 2}
          y={c.barcode.y + c.barcode.height / 2}
          fontSize={0.15}
          textAnchor="middle"
          dominantBaseline="central"
          fill="#475569"
          fontFamily={font}
        >
          Barcode area (kept empty)
        </text>
        {[c.backSafe, c.frontSafe].map((r) => (
          <Outline key={r.x} rect={r} stroke="#0284c7" dash="0.12 0.08" />
        ))}
        {[c.backFold, c.frontFold].map((x) => (
          <line
            key={x}
            data-testid="fold"
            x1={x}
            x2={x}
            y1={0}
            y2={height}
            stroke="#7c3aed"
            strokeWidth={0.03}
            strokeDasharray="0.2 0.1"
          />
        ))}
        <Outline
          rect={{ x: c.back.x, y: c.back.y, width: c.front.x + c.front.width - c.back.x, height: c.back.height }}
          stroke="#ef4444"
        />
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-slate-700 dark:text-slate-300">
        <span className="flex items-center gap-1">
          <span className="inline-block h-0 w-5 border-t-2 border-dashed border-violet-600" aria-hidden="true" /> Folds
          (spine {c.spineWidth} in)
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block h-3 w-5 border border-red-500" aria-hidden="true" /> Trim, 0.125 in bleed beyond
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block h-3 w-5 border border-dashed border-sky-600" aria-hidden="true" /> Safe zone
        </span>
        <span>{c.spineText ? "Title on the spine" : "No spine text below 79 pages"}</span>
      </figcaption>
    </figure>
  );
}

function Outline({ rect, stroke, dash }: { rect: Rect; stroke: string; dash?: string }) {
  return <rect {...rect} fill="none" stroke={stroke} strokeWidth={0.03} strokeDasharray={dash} />;
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
