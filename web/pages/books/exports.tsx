import { Download, FileDown } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button, focusRing, primaryLinkButton } from "../../components/ui";
import { ApiError, apiHref, urls } from "../../lib/api";
import { type BookExport, booksApi, type ExportKind, exportFileUrl } from "../../lib/books";
import { eventsConnected, onServerEvent } from "../../lib/events";
import { notify } from "../../lib/toast";

const KINDS: { kind: ExportKind; label: string; file: string; hint: string }[] = [
  {
    kind: "interior",
    label: "Interior PDF",
    file: "interior PDF",
    hint: "Every printed page, for KDP's manuscript upload.",
  },
  { kind: "cover", label: "Cover PDF", file: "cover PDF", hint: "The full-wrap cover: back, spine and front." },
  {
    kind: "printables",
    label: "Printables ZIP",
    file: "printables ZIP",
    hint: "Each picture as Letter and A4 PDFs, each coloring page with its colored reference sheet, for home printing or a printables shop.",
  },
];

const done = (e: BookExport) => e.status === "succeeded" || e.status === "failed";

/** Follows one export: `export` server events, polling GET /api/exports/:id as the safety net. */
function useFollow(exp: BookExport | null, onChange: (e: BookExport) => void) {
  const change = useRef(onChange);
  change.current = onChange;
  const id = exp && !done(exp) ? exp.id : null;
  useEffect(() => {
    if (!id) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = onServerEvent((event) => {
      if (event.type === "export" && event.export.id === id) change.current(event.export);
    });
    const poll = async () => {
      try {
        const fresh = await booksApi.getExport(id);
        if (live) change.current(fresh);
        if (done(fresh)) return;
      } catch {
        // A blip: the next poll or event tells.
      }
      if (live) timer = setTimeout(poll, eventsConnected() ? 4000 : 1000);
    };
    timer = setTimeout(poll, 1000);
    return () => {
      live = false;
      off();
      clearTimeout(timer);
    };
  }, [id]);
}

/** The book's exports so far (GET /api/books/:id/exports), newest first; null while they load. */
function useListedExports(bookId: string) {
  const [listed, setListed] = useState<BookExport[] | "failed" | null>(null);
  useEffect(() => {
    let live = true;
    setListed(null);
    booksApi.listExports(bookId).then(
      (list) => live && setListed(list),
      // The buttons still work: only the earlier files are not shown.
      () => live && setListed("failed"),
    );
    return () => {
      live = false;
    };
  }, [bookId]);
  return listed;
}

/**
 * Export buttons with live progress and a download link when the file is ready. Each kind starts
 * from its newest export, so a reload still shows the file (or the progress, or the error).
 */
export function Exports({ bookId, onPreflightFailed }: { bookId: string; onPreflightFailed: () => void }) {
  const listed = useListedExports(bookId);
  return (
    <div className="space-y-3">
      {listed === "failed" && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Your earlier exports could not be loaded. You can still export new files below.
        </p>
      )}
      <ul className="grid gap-3 md:grid-cols-3">
        {KINDS.map((k) => (
          <ExportRow
            key={k.kind}
            bookId={bookId}
            {...k}
            loading={listed === null}
            last={Array.isArray(listed) ? (listed.find((e) => e.kind === k.kind) ?? null) : null}
            onPreflightFailed={onPreflightFailed}
          />
        ))}
      </ul>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        KDP asks whether a book holds AI-generated content.{" "}
        <a
          href={apiHref(
            urls.books[":id"].provenance.$url({ param: { id: encodeURIComponent(bookId) }, query: { format: "text" } }),
          )}
          download
          className={`rounded font-medium text-violet-800 underline dark:text-violet-300 ${focusRing}`}
        >
          Download the provenance report
        </a>{" "}
        (which tool, provider and model made each page).
      </p>
    </div>
  );
}

function ExportRow({
  bookId,
  kind,
  label,
  file,
  hint,
  loading,
  last,
  onPreflightFailed,
}: (typeof KINDS)[number] & {
  bookId: string;
  /** The book's exports are still loading. */
  loading: boolean;
  /** The newest export of this kind made before the page opened. */
  last: BookExport | null;
  onPreflightFailed: () => void;
}) {
  const [exp, setExp] = useState<BookExport | null>(null);
  const [starting, setStarting] = useState(false);
  // An export started before the list came in is newer than any in it.
  useEffect(() => {
    if (last) setExp((cur) => cur ?? last);
  }, [last]);
  // Late events of an older export never overwrite a newer one.
  useFollow(exp, (e) => setExp((cur) => (cur && cur.id === e.id ? { ...cur, ...e } : cur)));

  const start = async () => {
    setStarting(true);
    try {
      setExp(await booksApi.startExport(bookId, kind));
    } catch (e) {
      if (e instanceof ApiError && e.code === "preflight-failed") onPreflightFailed();
      notify.error(e instanceof ApiError ? e.message : `Failed to export the ${file}`);
    } finally {
      setStarting(false);
    }
  };

  const running = exp !== null && !done(exp);
  const percent = Math.round((exp?.progress ?? 0) * 100);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <span className="font-medium">{label}</span>
      <span className="text-sm text-slate-600 dark:text-slate-400">{hint}</span>
      <Button variant="secondary" onClick={() => void start()} loading={starting || running} loadingText="Exporting...">
        <FileDown className="h-4 w-4" aria-hidden="true" /> Export {file}
      </Button>
      {loading && !exp && (
        <span className="text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
          Looking for your last {file}…
        </span>
      )}
      {running && (
        <div>
          <div
            role="progressbar"
            aria-label={`${label} progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded bg-slate-200 dark:bg-slate-700"
          >
            <div className="h-full bg-violet-600 transition-all" style={{ width: `${percent}%` }} />
          </div>
          <span className="text-xs text-slate-600 dark:text-slate-400" aria-live="polite">
            {exp.status === "queued" ? "Waiting to start…" : `${percent}%`}
          </span>
        </div>
      )}
      {exp?.status === "failed" && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {exp.error?.message ?? `The ${file} could not be made. Please try again.`}
        </p>
      )}
      {exp?.status === "succeeded" && (
        <a href={exp.url ?? exportFileUrl(exp.id)} download className={primaryLinkButton}>
          <Download className="h-4 w-4" aria-hidden="true" /> Download {file}
        </a>
      )}
      {exp?.status === "succeeded" && exp.finishedAt && (
        <span className="text-xs text-slate-600 dark:text-slate-400">
          Made <time dateTime={exp.finishedAt}>{new Date(exp.finishedAt).toLocaleString()}</time>
        </span>
      )}
    </li>
  );
}
