import { useId } from "react";
import { focusRing } from "../../components/ui";
import type { Book } from "../../lib/books";

/** Activity tools live in the Puzzles & Activities hub (catalog/hubs.yaml, `activities`). */
export const isActivityPage = (tool: string) => tool.startsWith("activities/");

/**
 * The book's Answers section on or off (`book.answers`, docs/api.md "Books"): the answer keys of
 * its activity pages, four to a page at the end, counted in the interior page count.
 */
export function AnswersSwitch({ book, onChange }: { book: Book; onChange: (answers: boolean) => void }) {
  const labelId = useId();
  const puzzles = book.pages.filter((p) => isActivityPage(p.tool)).length;
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-3">
        <button
          type="button"
          role="switch"
          aria-checked={book.answers}
          aria-labelledby={labelId}
          onClick={() => onChange(!book.answers)}
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${book.answers ? "bg-violet-700" : "bg-slate-400 dark:bg-slate-600"} ${focusRing}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${book.answers ? "translate-x-5" : "translate-x-0.5"}`}
          />
        </button>
        <span id={labelId} className="text-sm text-slate-800 dark:text-slate-200">
          Answers
        </span>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {book.answers
          ? `The answer keys of the ${puzzles} ${puzzles === 1 ? "puzzle" : "puzzles"} end the book, four to a page, each labelled with its puzzle’s page number. The book has ${book.interiorPageCount} pages.`
          : `No answer keys are printed. The book has ${book.interiorPageCount} pages.`}
      </p>
    </div>
  );
}
