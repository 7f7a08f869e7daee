import { useId, useState } from "react";
import { MAX_BATCH } from "../../../engine/api/limits.js";
import type { Generation } from "../../../server/api-types";
import { Button, Field, FieldError, Modal, Spinner } from "../../components/ui";
import { ApiError } from "../../lib/api";
import { type ActivityBook, type Book, booksApi } from "../../lib/books";
import { type PublicTool, useCatalog } from "../../lib/catalog";
import { useSession } from "../../lib/session";
import { notify } from "../../lib/toast";
import { apiFailureMessage, NO_CREDITS, SIGN_IN_TO_GENERATE } from "../../lib/use-generation";
import { BatchProgress, ConfirmCost } from "./batch-dialog";

type Step =
  | { name: "choose" }
  | { name: "confirm"; activities: ActivityBook; cost: number; credits: number }
  | { name: "running"; generations: Generation[] };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The activity kinds a theme alone can fill: activity tools whose every other field has a
 * default or may be left empty (tracing needs its own letters, so it is made on its own page).
 */
function themedKinds(tools: PublicTool[]): PublicTool[] {
  return tools.filter(
    (t) =>
      t.output === "activity" &&
      t.listed &&
      // A field with options always has a value (its first option).
      t.fields.every((f) => f.name === "theme" || "options" in f || !("required" in f && f.required)),
  );
}

/** The `print` value the activity engine reads as large print (server/activities/print-scale.ts). */
const LARGE = "large";

/** Whether the tool has a print size to choose, large print among its options (catalog/activities/*.yaml). */
const hasLargePrint = (tool: PublicTool) =>
  tool.fields.some(
    (f) =>
      f.name === "print" &&
      "options" in f &&
      (f.options ?? []).some((o) => (typeof o === "string" ? o.toLowerCase() : o.value) === LARGE),
  );

/** The ready mix's length: a modest activity book, two or so pages of each kind the catalogue lists. */
const READY_PAGES = Math.min(30, MAX_BATCH);

/**
 * "A bit of everything": the ready mix's pages shared evenly among the kinds the dialog lists,
 * the pages left over one each to the first kinds (with more kinds than pages, only those).
 */
function readyMix(kinds: readonly PublicTool[]): Record<string, string> {
  if (!kinds.length) return {};
  const each = Math.floor(READY_PAGES / kinds.length);
  const over = READY_PAGES % kinds.length;
  return Object.fromEntries(kinds.map((t, i) => [t.id, String(each + (i < over ? 1 : 0))]));
}

const listFormat = new Intl.ListFormat("en", { type: "conjunction" });

/**
 * "Activity book" (docs/api.md, "Books": a batch with `mix`, decision 067): a theme and a
 * number of pages of each activity kind; the pages alternate between the kinds and run from easy
 * to hard through the book. The cost is asked for and shown first (nothing is made or charged),
 * then confirmed; the pages follow live and join the book in order. "A bit of everything" fills
 * the counts with a ready mix to edit; "Large print" asks it of every kind that has it.
 */
export function ActivityBookDialog({ book, onClose }: { book: Book; onClose: () => void }) {
  const { catalog } = useCatalog();
  const { setCredits } = useSession();
  const kinds = catalog ? themedKinds(catalog.tools) : null;
  const [theme, setTheme] = useState("");
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [curve, setCurve] = useState(true);
  const [large, setLarge] = useState(false);
  const [errors, setErrors] = useState<{ theme?: string; mix?: string }>({});
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>({ name: "choose" });
  const ids = { kinds: useId(), total: useId(), mixError: useId(), largeHint: useId() };

  const countOf = (tool: string) => {
    const n = Number(counts[tool] ?? 0);
    return Number.isInteger(n) && n > 0 ? n : 0;
  };
  const total = (kinds ?? []).reduce((sum, t) => sum + countOf(t.id), 0);
  const titleOf = (tool: string) => kinds?.find((t) => t.id === tool)?.title ?? tool;
  const largeKinds = (kinds ?? []).filter(hasLargePrint);
  const fill = (next: Record<string, string>) => {
    setCounts(next);
    setErrors((all) => ({ ...all, mix: undefined }));
  };

  const quote = async () => {
    if (total < 1 || total > MAX_BATCH) {
      setErrors({ mix: `Please choose between 1 and ${MAX_BATCH} pages` });
      return;
    }
    const activities: ActivityBook = {
      mix: (kinds ?? [])
        .filter((t) => countOf(t.id) > 0)
        .map((t) => ({
          tool: t.id,
          count: countOf(t.id),
          ...(large && hasLargePrint(t) ? { values: { print: LARGE } } : {}),
        })),
      theme: theme.trim(),
      curve,
    };
    setBusy(true);
    try {
      const { cost, credits } = await booksApi.activityBookCost(book.id, activities);
      setStep({ name: "confirm", activities, cost, credits });
    } catch (e) {
      if (e instanceof ApiError && (e.fields?.theme || e.fields?.mix))
        setErrors({ theme: e.fields.theme, mix: e.fields.mix });
      else notify.error(apiFailureMessage(e, "Failed to prepare the pages"));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (activities: ActivityBook) => {
    setBusy(true);
    try {
      const res = await booksApi.startActivityBook(book.id, activities);
      setCredits(res.credits);
      setStep({ name: "running", generations: res.generations });
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) notify.error(SIGN_IN_TO_GENERATE);
      else if (e instanceof ApiError && e.status === 402) notify.error(e.message || NO_CREDITS);
      else notify.error(apiFailureMessage(e, "Failed to make the pages"));
    } finally {
      setBusy(false);
    }
  };

  if (step.name === "running")
    return <BatchProgress book={book} first={step.generations} toolTitle="activity" onClose={onClose} />;

  if (step.name === "confirm") {
    const { activities, cost, credits } = step;
    const pages = activities.mix.reduce((sum, m) => sum + m.count, 0);
    return (
      <ConfirmCost
        title="Confirm the activity pages"
        pages={pages}
        cost={cost}
        credits={credits}
        busy={busy}
        testId="activity-book-cost"
        onBack={() => setStep({ name: "choose" })}
        onConfirm={() => void confirm(activities)}
        onClose={onClose}
        note="The credits are taken at once; a page that fails is refunded. Turn on Answers to print the answer keys at the end of the book."
      >
        <p>
          {plural(pages, "page", "pages")}
          {activities.theme ? ` about “${activities.theme}”` : ""}, added to “{book.title}”
          {activities.curve ? ", from easy to hard" : ""}:
        </p>
        <ul className="list-inside list-disc text-sm">
          {activities.mix.map((m) => (
            <li key={m.tool}>
              {m.count} × {titleOf(m.tool)}
              {m.values?.print === LARGE ? ", large print" : ""}
            </li>
          ))}
        </ul>
      </ConfirmCost>
    );
  }

  return (
    <Modal
      open
      title="Make an activity book"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void quote()} loading={busy} loadingText="Checking..." disabled={!kinds}>
            See the cost
          </Button>
        </>
      }
    >
      {!kinds ? (
        <Spinner label="Loading the activities" />
      ) : (
        <div className="space-y-4">
          <p className="text-sm">
            Every page is a new puzzle; the kinds take turns through the book and the pages are added after the ones it
            has.
          </p>
          <Field
            label="Theme"
            placeholder="e.g. ocean"
            value={theme}
            autoComplete="off"
            maxLength={60}
            error={errors.theme}
            onChange={(e) => {
              setTheme(e.target.value);
              setErrors((all) => ({ ...all, theme: undefined }));
            }}
          />
          <fieldset aria-describedby={`${ids.total} ${errors.mix ? ids.mixError : ""}`.trim()}>
            <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">
              Pages of each activity
            </legend>
            <div className="mb-3 flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => fill(readyMix(kinds))}>
                A bit of everything
              </Button>
              <Button variant="ghost" onClick={() => fill({})}>
                Clear
              </Button>
            </div>
            <div id={ids.kinds} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {kinds.map((t) => (
                <Field
                  key={t.id}
                  label={t.title}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_BATCH}
                  value={counts[t.id] ?? "0"}
                  onChange={(e) => {
                    const value = e.target.value;
                    setCounts((all) => ({ ...all, [t.id]: value }));
                    setErrors((all) => ({ ...all, mix: undefined }));
                  }}
                />
              ))}
            </div>
            <p id={ids.total} className="mt-2 text-sm font-medium" aria-live="polite">
              {plural(total, "page", "pages")} in all (1 to {MAX_BATCH})
            </p>
            <div role={errors.mix ? "alert" : undefined}>
              <FieldError id={ids.mixError} message={errors.mix} />
            </div>
          </fieldset>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 accent-violet-700"
              checked={curve}
              onChange={(e) => setCurve(e.target.checked)}
            />
            From easy to hard through the book
          </label>
          {largeKinds.length > 0 && (
            <div>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-violet-700"
                  checked={large}
                  aria-describedby={ids.largeHint}
                  onChange={(e) => setLarge(e.target.checked)}
                />
                Large print
              </label>
              <p id={ids.largeHint} className="mt-1 pl-6 text-xs text-slate-600 dark:text-slate-400">
                {listFormat.format(largeKinds.map((t) => t.title))} print at 16 pt and larger, in wider squares and
                corridors; the other kinds print as usual.
              </p>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
