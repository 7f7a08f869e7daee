import { Printer, SquareCheck, X } from "lucide-react";
import { useState } from "react";
import { PRINT_PAGES_MAX } from "../../engine/api/print.js";
import { SHEETS, type Sheet, sheetIds } from "../../engine/sheets.js";
import { Button, inputClass } from "../components/ui";
import { client } from "../lib/api";
import { saveBlob } from "../lib/download";
import { notify } from "../lib/toast";

/** "Print 3 pages" / "Print 1 page". */
const printLabel = (n: number) => `Print ${n} ${n === 1 ? "page" : "pages"}`;

/**
 * My pages' selection bar (docs/api.md, "Printing several pages"): how many pages are chosen,
 * the paper, and one PDF of them all, downloaded under the server's name. Shown while the
 * gallery is in Select mode; `ids` are the chosen pages in the order they are shown.
 */
export function PrintSelection({ ids, onClear, onDone }: { ids: string[]; onClear: () => void; onDone: () => void }) {
  const [paper, setPaper] = useState<Sheet>(sheetIds[0]);
  const [busy, setBusy] = useState(false);
  const n = ids.length;

  const print = async () => {
    setBusy(true);
    try {
      const res = await client.print.$post({ json: { generationIds: ids, paper } });
      const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "pages.pdf";
      saveBlob(await res.blob(), name);
      notify.success(`${n === 1 ? "1 page" : `${n} pages`} ready to print`);
    } catch (e) {
      notify.error((e as Error).message || "Failed to make the PDF");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-label="Print several pages"
      // On a phone the bar sits at the bottom of the screen, under the thumb and clear of the
      // top bar; on larger screens it stays at the top of the list as it scrolls.
      className="fixed inset-x-2 bottom-2 z-20 flex flex-wrap items-center gap-3 rounded-xl border border-violet-200 bg-violet-50 p-3 shadow-lg sm:sticky sm:inset-x-auto sm:top-0 sm:bottom-auto sm:z-10 sm:mb-4 sm:shadow-none dark:border-violet-800 dark:bg-slate-900"
    >
      <p role="status" className="text-sm font-medium">
        {n === 0 ? "Choose the pages to print" : `${n} selected`}
        {n > PRINT_PAGES_MAX && ` (at most ${PRINT_PAGES_MAX} in one PDF)`}
      </p>
      <label className="flex items-center gap-2 text-sm font-medium">
        Paper
        <select
          className={`${inputClass} w-auto py-1`}
          value={paper}
          onChange={(e) => setPaper(e.target.value as Sheet)}
        >
          {sheetIds.map((id) => (
            <option key={id} value={id}>
              {SHEETS[id].name} ({SHEETS[id].size})
            </option>
          ))}
        </select>
      </label>
      <Button
        onClick={() => void print()}
        loading={busy}
        loadingText="Making the PDF…"
        disabled={n === 0 || n > PRINT_PAGES_MAX}
      >
        <Printer className="h-4 w-4" aria-hidden="true" /> {printLabel(n)}
      </Button>
      {n > 0 && (
        <Button variant="ghost" onClick={onClear}>
          Clear
        </Button>
      )}
      <Button variant="ghost" onClick={onDone} className="ml-auto">
        <X className="h-4 w-4" aria-hidden="true" /> Done
      </Button>
    </section>
  );
}

/** The button that turns Select mode on and off. */
export function SelectToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <Button variant="secondary" aria-pressed={on} onClick={() => onChange(!on)}>
      <SquareCheck className="h-4 w-4" aria-hidden="true" /> Select to print
    </Button>
  );
}
