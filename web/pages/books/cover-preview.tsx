import { useEffect, useState } from "react";
import type { Rect } from "../../../engine/books/kdp.js";
import type { ApiErrorBody } from "../../../server/api-types";
import { Spinner } from "../../components/ui";
import { apiHref, urls } from "../../lib/api";
import type { Book } from "../../lib/books";
import { coverGeometry } from "./layout";

const font = "system-ui, sans-serif";

/**
 * The full-wrap cover laid flat: back, spine, front, with the trim (blue; the bleed lies beyond
 * it), the folds (dashed red), the safe zones (dashed sky) and the empty barcode area drawn over
 * it. The server's rendering of the cover PDF covers the browser's own drawing once it loads.
 */
export function CoverPreview({ book, coverUrl }: { book: Book; coverUrl: string | null }) {
  const c = coverGeometry(book, book.interiorPageCount);
  const { width, height } = c.size;
  const background = useCoverBackground(coverUrl);
  // The cover PDF's boxes (server/books/render.ts): title in the top fifth of the front's safe
  // zone, then the subtitle, the art fitted between them and the author at the foot.
  const front = c.frontSafe;
  const title = { x: front.x + 0.25, y: front.y + 0.25, width: front.width - 0.5, height: front.height * 0.2 };
  const subtitleH = book.subtitle ? 0.55 : 0;
  const authorY = front.y + front.height - 0.75;
  const artTop = title.y + title.height + subtitleH + 0.15;
  const art = { x: title.x, y: artTop, width: title.width, height: authorY - 0.15 - artTop };
  const titleSize = Math.min(0.75, (title.width / Math.max(book.title.length, 1)) * 1.8);
  const back = c.backSafe;
  const backSize = 0.19;
  const lines = wrap(book.backText, Math.floor((back.width - 0.5) / (backSize * 0.5))).slice(
    0,
    Math.floor((c.barcode.y - 0.25 - (back.y + 0.5)) / (backSize * 1.3)),
  );
  const spineLabel = book.author ? `${book.title}  ·  ${book.author}` : book.title;
  const rendering = useRendering(renderedUrl(book));
  return (
    <figure>
      <svg
        role="img"
        aria-label={`Cover preview, ${width} by ${height} inches: back cover, spine ${c.spineWidth} inches, front cover`}
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full max-w-3xl rounded border border-slate-300 bg-white dark:border-slate-600"
        data-testid="cover-preview"
      >
        <rect x={0} y={0} width={width} height={height} fill={background} />
        <rect {...c.barcode} fill="#fff" />
        <text
          x={title.x + title.width / 2}
          y={title.y + title.height / 2}
          fontSize={titleSize}
          fontWeight={800}
          textAnchor="middle"
          dominantBaseline="central"
          fill="#fff"
          fontFamily={font}
        >
          {book.title}
        </text>
        {book.subtitle && (
          <text
            x={title.x + title.width / 2}
            y={title.y + title.height + 0.3}
            fontSize={0.28}
            textAnchor="middle"
            fill="#fff"
            fontFamily={font}
          >
            {book.subtitle}
          </text>
        )}
        {coverUrl ? (
          <image href={coverUrl} {...art} preserveAspectRatio="xMidYMid meet" />
        ) : (
          <text
            x={art.x + art.width / 2}
            y={art.y + art.height / 2}
            fontSize={0.3}
            textAnchor="middle"
            fill="#cbd5e1"
            fontFamily={font}
          >
            Pick a cover picture
          </text>
        )}
        {book.author && (
          <text
            x={title.x + title.width / 2}
            y={authorY + 0.3}
            fontSize={0.28}
            fontWeight={700}
            textAnchor="middle"
            fill="#fff"
            fontFamily={font}
          >
            {book.author}
          </text>
        )}
        {c.spineText && (
          <text
            transform={`translate(${c.spine.x + c.spine.width / 2} ${height / 2}) rotate(90)`}
            fontSize={Math.min(0.22, c.spineText.width * 0.7)}
            fontWeight={700}
            textAnchor="middle"
            dominantBaseline="central"
            fill="#fff"
            fontFamily={font}
          >
            {spineLabel}
          </text>
        )}
        {lines.map((line, i) => (
          <text
            key={`${i}-${line}`}
            x={back.x + 0.25}
            y={back.y + 0.5 + backSize + i * backSize * 1.3}
            fontSize={backSize}
            fill="#fff"
            fontFamily={font}
          >
            {line}
          </text>
        ))}
        {/* The cover PDF itself, rendered by the server, over the drawing above once it has arrived. */}
        {rendering.src && (
          <image href={rendering.src} x={0} y={0} width={width} height={height} preserveAspectRatio="none" />
        )}
        <rect {...c.barcode} fill="none" stroke="#e11d48" strokeWidth={0.02} strokeDasharray="0.1 0.07" />
        <text
          x={c.barcode.x + c.barcode.width / 2}
          y={c.barcode.y + c.barcode.height / 2}
          fontSize={0.13}
          textAnchor="middle"
          dominantBaseline="central"
          fill="#475569"
          fontFamily={font}
        >
          Barcode area (kept empty)
        </text>
        {[c.backSafe, c.frontSafe].map((r) => (
          <Outline key={r.x} rect={r} stroke="#7dd3fc" dash="0.12 0.08" />
        ))}
        {[c.backFold, c.frontFold].map((x) => (
          <line
            key={x}
            data-testid="fold"
            x1={x}
            x2={x}
            y1={0}
            y2={height}
            stroke="#e11d48"
            strokeWidth={0.03}
            strokeDasharray="0.1 0.07"
          />
        ))}
        <Outline
          rect={{ x: c.back.x, y: c.back.y, width: c.front.x + c.front.width - c.back.x, height: c.back.height }}
          stroke="#2563eb"
        />
      </svg>
      <p role="status" className="mt-2 flex min-h-5 items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        {rendering.state === "loading" && (
          <>
            <Spinner size={14} label="" />
            {rendering.src ? "Updating the cover preview…" : "Drawing the cover as it will print…"}
          </>
        )}
        {rendering.state === "failed" && rendering.problem}
      </p>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-slate-700 dark:text-slate-300">
        <span className="flex items-center gap-1">
          <span className="inline-block h-0 w-5 border-t-2 border-dashed border-rose-600" aria-hidden="true" /> Folds
          (spine {c.spineWidth} in)
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block h-3 w-5 border border-blue-600" aria-hidden="true" /> Trim, 0.125 in bleed
          beyond
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block h-3 w-5 border border-dashed border-sky-300" aria-hidden="true" /> Safe zone
        </span>
        <span>{c.spineText ? "Title on the spine" : "No spine text below 79 pages"}</span>
      </figcaption>
    </figure>
  );
}

/**
 * The server's rendering of the cover at `url`, fetched here so the last one stays on screen
 * while the next is drawn (a rendering takes seconds; the browser's sketch alone looks like a
 * reset), a superseded one is stopped (the server stops its work too), and a refusal says the
 * server's own message (a book too large to print, too many previews at once).
 */
function useRendering(url: string) {
  const [shown, setShown] = useState<{ url: string; src: string } | null>(null);
  const [failed, setFailed] = useState<{ url: string; problem: string } | null>(null);
  useEffect(() => {
    const ask = new AbortController();
    (async () => {
      const res = await fetch(url, { credentials: "same-origin", signal: ask.signal });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as ApiErrorBody | null;
        throw new Error(body?.error?.message ?? COVER_PREVIEW_FAILED);
      }
      const src = URL.createObjectURL(await res.blob());
      if (ask.signal.aborted) return URL.revokeObjectURL(src);
      setShown({ url, src });
    })().catch((e: Error) => {
      if (!ask.signal.aborted) setFailed({ url, problem: e instanceof TypeError ? COVER_PREVIEW_FAILED : e.message });
    });
    return () => ask.abort();
  }, [url]);
  // Each rendering's object URL is freed when the next replaces it, and the last when the preview goes.
  useEffect(() => (shown ? () => URL.revokeObjectURL(shown.src) : undefined), [shown]);
  const state = shown?.url === url ? "shown" : failed?.url === url ? "failed" : "loading";
  return { src: shown?.src ?? null, state, problem: failed?.problem ?? "" } as const;
}

const COVER_PREVIEW_FAILED = "The cover preview could not be drawn. Reload the page to try again.";

/** GET /api/books/:id/cover-preview.png, asked again only when something printed on the cover changes. */
function renderedUrl(book: Book): string {
  const v = [book.title, book.subtitle, book.author, book.coverGenerationId, book.backText, book.interiorPageCount]
    .concat([JSON.stringify(book.cover)])
    .concat([book.trim, book.paper])
    .join("|");
  let h = 0;
  for (let i = 0; i < v.length; i++) h = (h * 31 + v.charCodeAt(i)) | 0;
  // The route takes no query; the server ignores the cache-buster.
  const url = urls.books[":id"]["cover-preview.png"].$url({ param: { id: encodeURIComponent(book.id) } });
  url.searchParams.set("v", (h >>> 0).toString(36));
  return apiHref(url);
}

const DEFAULT_BACKGROUND = "#1f3a5f";

/**
 * The cover's background as the cover PDF paints it: the art's average colour, darkened until
 * white text reads on it (server/books/render.ts coverColours).
 */
function useCoverBackground(url: string | null): string {
  const [color, setColor] = useState(DEFAULT_BACKGROUND);
  useEffect(() => {
    if (!url) return setColor(DEFAULT_BACKGROUND);
    let live = true;
    const img = new Image();
    img.onload = () => {
      const canvas = document.createElement("canvas");
      canvas.width = 16;
      canvas.height = 16;
      const ctx = canvas.getContext("2d");
      if (!ctx || !live) return;
      ctx.drawImage(img, 0, 0, 16, 16);
      const data = ctx.getImageData(0, 0, 16, 16).data;
      let [r, g, b] = [0, 0, 0];
      for (let i = 0; i < data.length; i += 4) {
        r += data[i] as number;
        g += data[i + 1] as number;
        b += data[i + 2] as number;
      }
      const n = data.length / 4;
      [r, g, b] = [r / n, g / n, b / n];
      const luma = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
      const k = luma > 0.35 ? 0.35 / luma : 1;
      const hex = (v: number) =>
        Math.round(Math.max(0, Math.min(255, v * k)))
          .toString(16)
          .padStart(2, "0");
      setColor(`#${hex(r)}${hex(g)}${hex(b)}`);
    };
    img.src = url;
    return () => {
      live = false;
    };
  }, [url]);
  return color;
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
