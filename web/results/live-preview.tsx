import { useEffect, useRef, useState } from "react";
import { ApiError, answer, client } from "../lib/api";
import { Understood, type UnderstoodWord } from "./result-view";

export interface Preview {
  image: string;
  width: number;
  height: number;
  seed: number;
  understood: UnderstoodWord[];
  extras?: string[];
}

/** Wait this long after the last keystroke before drawing a preview. */
const TYPING_PAUSE_MS = 500;

/**
 * The page the built-in artist would draw for the form's values, redrawn as the user types
 * (POST /api/previews, free). Hidden for good once the server says previews are unavailable (an
 * image model draws the pages) or the user is signed out.
 */
export function useLivePreview(toolId: string, values: Record<string, unknown> | null, enabled: boolean) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [available, setAvailable] = useState(enabled);
  const latest = useRef(0);
  const key = values ? JSON.stringify(values) : "";
  useEffect(() => {
    if (!available || !key) return;
    const ask = ++latest.current;
    const timer = setTimeout(async () => {
      try {
        const res = await answer(client.previews.$post({ json: { tool: toolId, values: JSON.parse(key) } }));
        if (ask !== latest.current) return;
        setPreview(res.preview);
        setProblem(null);
      } catch (e) {
        if (ask !== latest.current) return;
        // A preview replaced by a newer one (409 preview-replaced) is not the end of previews.
        if (e instanceof ApiError && (e.code === "preview-unavailable" || e.status === 401)) setAvailable(false);
        // A half-typed value the server refuses is said quietly; the last good preview stays.
        else if (e instanceof ApiError && e.status < 500) setProblem(e.message);
      }
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [toolId, key, available]);
  return { preview: available ? preview : null, problem: available ? problem : null };
}

/** The preview card's content: the watermarked page, what each word became, stand-ins to accept. */
export function LivePreview({
  preview,
  problem,
  accepted,
  onAccept,
}: {
  preview: Preview | null;
  problem: string | null;
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
}) {
  if (!preview && !problem) return null;
  const standIns = preview?.understood.filter((w) => w.standIn) ?? [];
  return (
    <section aria-label="Free preview" className="mb-4 border-b border-slate-200 pb-4 dark:border-slate-700">
      <h2 className="mb-2 text-sm font-semibold">Free preview</h2>
      {preview && (
        <img
          src={preview.image}
          width={preview.width}
          height={preview.height}
          alt="Preview of the page the built-in artist will draw"
          className="mx-auto h-auto max-h-80 w-auto rounded border border-slate-200 dark:border-slate-700"
        />
      )}
      {preview && <Understood words={preview.understood} extras={preview.extras} />}
      {standIns.length > 0 && (
        <label className="mt-2 flex items-start gap-2 text-sm">
          <input type="checkbox" checked={accepted} onChange={(e) => onAccept(e.target.checked)} />
          <span>
            Draw {standIns.map((w) => `${w.drawnAs} for “${w.word}”`).join(", ")} anyway (not the thing itself)
          </span>
        </label>
      )}
      {problem && (
        <p role="status" className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {problem}
        </p>
      )}
    </section>
  );
}
