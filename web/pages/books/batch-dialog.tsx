import { Link } from "@tanstack/react-router";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { MAX_BATCH } from "../../../engine/api/limits.js";
import type { Generation } from "../../../server/api-types";
import { Button, Field, inputClass, Label, Modal, primaryLinkButton, Spinner } from "../../components/ui";
import { ApiError } from "../../lib/api";
import { type Book, bookDefaults, booksApi } from "../../lib/books";
import { useSession } from "../../lib/session";
import { notify } from "../../lib/toast";
import { apiFailureMessage, NO_CREDITS, SIGN_IN_TO_GENERATE } from "../../lib/use-generation";
import { waitForGeneration } from "../../lib/wait-generation";

const BATCH_DEFAULT = 20;
const NEW = "__new__";

type Step =
  | { name: "choose" }
  | { name: "confirm"; book: Book | null; newTitle: string; cost: number; credits: number }
  | { name: "running"; book: Book; generations: Generation[] };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A batch's confirm step: what will be made (`children`), its quoted cost and the user's credits;
 * Back, and Make (or Top up when the credits are short: the server would answer 402).
 */
export function ConfirmCost({
  title,
  pages,
  cost,
  credits,
  busy,
  testId,
  onBack,
  onConfirm,
  onClose,
  note,
  children,
}: {
  title: string;
  pages: number;
  cost: number;
  credits: number;
  busy: boolean;
  testId: string;
  onBack: () => void;
  onConfirm: () => void;
  onClose: () => void;
  note: string;
  children: ReactNode;
}) {
  const { user } = useSession();
  const short = !user?.isAdmin && cost > credits;
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
          {short ? (
            <Link to="/payment" className={primaryLinkButton}>
              Top up
            </Link>
          ) : (
            <Button onClick={onConfirm} loading={busy} loadingText="Starting...">
              Make {plural(pages, "page", "pages")} · {plural(cost, "credit", "credits")}
            </Button>
          )}
        </>
      }
    >
      <div className="space-y-2" role="status">
        {children}
        <p className="text-lg font-semibold" data-testid={testId}>
          Cost: {plural(cost, "credit", "credits")}
        </p>
        <p>You have {user?.isAdmin ? "unlimited credits" : plural(credits, "credit", "credits")}.</p>
        {short && <p className="text-red-700 dark:text-red-400">{NO_CREDITS}</p>}
        <p className="text-sm text-slate-600 dark:text-slate-400">{note}</p>
      </div>
    </Modal>
  );
}

/**
 * "Make 20 pages" (docs/api.md, POST /api/books/:id/batch): the cost is asked for and shown first
 * (confirm false charges nothing), then confirmed; each page follows live and lands in the book.
 */
export function BatchDialog({
  tool,
  toolTitle,
  values,
  acceptStandIns,
  onClose,
}: {
  tool: string;
  toolTitle: string;
  values: Record<string, unknown>;
  /** The stand-ins the user accepted on the tool page's preview, accepted for every page. */
  acceptStandIns?: boolean;
  onClose: () => void;
}) {
  const { setCredits } = useSession();
  const [books, setBooks] = useState<Book[] | null>(null);
  const [choice, setChoice] = useState("");
  const [title, setTitle] = useState("");
  const [titleError, setTitleError] = useState<string>();
  const [count, setCount] = useState(String(BATCH_DEFAULT));
  const [countError, setCountError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>({ name: "choose" });
  const ids = { book: useId(), count: useId() };

  useEffect(() => {
    let live = true;
    booksApi
      .list()
      .then((list) => {
        if (!live) return;
        setBooks(list);
        setChoice(list[0]?.id ?? NEW);
      })
      .catch((e) => {
        if (!live) return;
        setBooks([]);
        setChoice(NEW);
        notify.error(e instanceof ApiError ? e.message : "Failed to load your books");
      });
    return () => {
      live = false;
    };
  }, []);

  const n = Number(count);
  const quote = async () => {
    const { countProblem, titleProblem } = await import("../../forms/book-checks");
    const wrongCount = countProblem(n);
    if (wrongCount) {
      setCountError(wrongCount);
      return;
    }
    const problem = choice === NEW ? titleProblem(title) : null;
    if (problem) {
      setTitleError(problem);
      return;
    }
    setBusy(true);
    try {
      // A new book is only named here: it is made when the pages are confirmed.
      const book = choice === NEW ? null : ((books?.find((b) => b.id === choice) as Book) ?? null);
      const { cost, credits } = await booksApi.batchCost(book?.id ?? null, tool, values, n, acceptStandIns);
      setStep({ name: "confirm", book, newTitle: title.trim(), cost, credits });
    } catch (e) {
      if (e instanceof ApiError && e.fields?.count) setCountError(e.fields.count);
      else notify.error(apiFailureMessage(e, "Failed to prepare the pages"));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (chosen: Book | null, newTitle: string) => {
    setBusy(true);
    let made: Book | null = null;
    try {
      if (!chosen) made = await booksApi.create({ ...bookDefaults, title: newTitle });
      const book = (chosen ?? made) as Book;
      const res = await booksApi.startBatch(book.id, tool, values, n, acceptStandIns);
      setCredits(res.credits);
      setStep({ name: "running", book, generations: res.generations });
    } catch (e) {
      // No pages, no book: a book made for pages that were refused goes again.
      if (made) await booksApi.remove(made.id).catch(() => {});
      if (e instanceof ApiError && e.status === 401) notify.error(SIGN_IN_TO_GENERATE);
      // One toast: the server's "Insufficient credits…" (as a single Generate shows it).
      else if (e instanceof ApiError && e.status === 402) notify.error(e.message || NO_CREDITS);
      else notify.error(apiFailureMessage(e, "Failed to generate image"));
    } finally {
      setBusy(false);
    }
  };

  if (step.name === "running")
    return <BatchProgress book={step.book} first={step.generations} toolTitle={toolTitle} onClose={onClose} />;

  if (step.name === "confirm")
    return (
      <ConfirmCost
        title="Confirm the pages"
        pages={n}
        cost={step.cost}
        credits={step.credits}
        busy={busy}
        testId="batch-cost"
        onBack={() => setStep({ name: "choose" })}
        onConfirm={() => void confirm(step.book, step.newTitle)}
        onClose={onClose}
        note="The credits are taken at once; a page that fails is refunded."
      >
        <p>
          {plural(n, "page", "pages")} of {toolTitle}, each its own variation, added to “
          {step.book?.title ?? step.newTitle}”{step.book ? "" : ", a new book"}.
        </p>
      </ConfirmCost>
    );

  return (
    <Modal
      open
      title="Make pages for a book"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void quote()} loading={busy} loadingText="Checking..." disabled={!books}>
            See the cost
          </Button>
        </>
      }
    >
      {!books ? (
        <Spinner label="Loading your books" />
      ) : (
        <div className="space-y-4">
          <p className="text-sm">With this form's values; every page is a new variation.</p>
          <div className="space-y-1">
            <Label htmlFor={ids.book}>Book</Label>
            <select id={ids.book} className={inputClass} value={choice} onChange={(e) => setChoice(e.target.value)}>
              {books.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.title} ({plural(b.pages.length, "picture", "pictures")})
                </option>
              ))}
              <option value={NEW}>A new book…</option>
            </select>
          </div>
          {choice === NEW && (
            <Field
              label="New book's title"
              value={title}
              autoComplete="off"
              error={titleError}
              onChange={(e) => {
                setTitle(e.target.value);
                setTitleError(undefined);
              }}
            />
          )}
          <Field
            id={ids.count}
            label={`Number of pages (1 to ${MAX_BATCH})`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_BATCH}
            value={count}
            error={countError}
            onChange={(e) => {
              setCount(e.target.value);
              setCountError(undefined);
            }}
          />
        </div>
      )}
    </Modal>
  );
}

/** Live progress of a batch: each page as it finishes, then a link to the book. */
export function BatchProgress({
  book,
  first,
  toolTitle,
  onClose,
}: {
  book: Book;
  first: Generation[];
  toolTitle: string;
  onClose: () => void;
}) {
  const [pages, setPages] = useState<Generation[]>(first);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    for (const g of first) {
      void waitForGeneration(
        g,
        (u) => live.current && setPages((all) => all.map((p) => (p.id === u.id ? u : p))),
      ).catch(() => undefined);
    }
    return () => {
      live.current = false;
    };
  }, [first]);

  const succeeded = pages.filter((p) => p.status === "succeeded");
  const failed = pages.filter((p) => p.status === "failed").length;
  const finished = succeeded.length + failed;
  const total = pages.length;
  const allDone = finished === total;
  return (
    <Modal
      open
      wide
      title={allDone ? "Pages made" : `Making ${plural(total, "page", "pages")}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {allDone ? "Close" : "Hide (keeps going)"}
          </Button>
          <Link to="/books/$bookId" params={{ bookId: book.id }} className={primaryLinkButton}>
            Open “{book.title}”
          </Link>
        </>
      }
    >
      <div
        role="progressbar"
        aria-label="Pages made"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={finished}
        className="h-3 overflow-hidden rounded bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full bg-violet-600 transition-all" style={{ width: `${(finished / total) * 100}%` }} />
      </div>
      <p className="mt-2" aria-live="polite" data-testid="batch-progress">
        {succeeded.length} of {total} {toolTitle} pages added to “{book.title}”
        {failed ? ` · ${failed} failed (refunded)` : ""}
        {allDone ? "." : "…"}
      </p>
      <ul className="mt-4 grid grid-cols-4 gap-2 sm:grid-cols-6 md:grid-cols-8" aria-label="Pages in this batch">
        {pages.map((p, i) => (
          <li
            key={p.id}
            className="flex aspect-square items-center justify-center rounded border border-slate-200 bg-white dark:border-slate-700"
          >
            {p.status === "succeeded" && p.output?.kind === "image" ? (
              <img src={p.output.url} alt={`Page ${i + 1}`} className="h-full w-full object-contain" />
            ) : p.status === "failed" ? (
              <span className="text-xs text-red-700">Failed</span>
            ) : (
              <Spinner size={16} label={`Page ${i + 1} in progress`} />
            )}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
