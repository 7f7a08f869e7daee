import { Link, useNavigate, useParams } from "@tanstack/react-router";
import { ArrowLeft, ImagePlus, Pencil, Puzzle, Trash2 } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { NotFoundScreen } from "../../components/screens";
import { Button, Card, EmptyState, focusRing, Modal, Spinner } from "../../components/ui";
import { ApiError, apiHref, urls } from "../../lib/api";
import {
  type Book,
  type BookPatch,
  booksApi,
  formatInches,
  type BookPage as Picture,
  type Preflight,
  TRIMS,
} from "../../lib/books";
import { onServerEvent } from "../../lib/events";
import { notify } from "../../lib/toast";
import { useLater } from "../../lib/use-later";
import { ActivityBookDialog } from "./activity-book-dialog";
import { AnswersSwitch, isActivityPage } from "./answers-switch";
import { BackText } from "./back-text";
import { BookForm } from "./book-form";
import { CoverDesigner } from "./cover-designer";
import { CoverPreview } from "./cover-preview";
import { Exports } from "./exports";
import { GenerationPicker } from "./generation-picker";
import { printedPages } from "./layout";
import { PageList } from "./page-list";
import { PreflightPanel } from "./preflight";
import { Spreads } from "./spreads";

/** /books/$bookId: one book, from its pictures to KDP-ready files. */
export function BookPage() {
  const { bookId } = useParams({ strict: false }) as { bookId: string };
  const [book, setBook] = useState<Book | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "missing" | "error">("loading");
  const [error, setError] = useState("");

  const load = useCallback(async () => {
    setState("loading");
    try {
      setBook(await booksApi.get(bookId));
      setState("ready");
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) setState("missing");
      else {
        setError(e instanceof ApiError ? e.message : "Failed to load the book");
        setState("error");
      }
    }
  }, [bookId]);
  useEffect(() => {
    void load();
  }, [load]);

  // A batch appends its pages as they finish: a finished page anywhere refreshes the book.
  const { later } = useLater();
  useEffect(
    () =>
      onServerEvent((event) => {
        if (event.type !== "generation" || event.generation.status !== "succeeded") return;
        later(() => {
          booksApi.get(bookId).then(setBook, () => undefined);
        }, 700);
      }),
    [bookId, later],
  );

  if (state === "missing") return <NotFoundScreen />;
  if (state === "error")
    return (
      <div role="alert" className="space-y-3">
        <p className="text-red-700 dark:text-red-400">{error}</p>
        <Button variant="secondary" onClick={() => void load()}>
          Try again
        </Button>
      </div>
    );
  if (!book) return <Spinner label="Loading the book" />;
  return <BookScreen book={book} setBook={setBook} />;
}

function Section({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={id} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

function BookScreen({ book, setBook }: { book: Book; setBook: (b: Book) => void }) {
  const navigate = useNavigate();
  const [picking, setPicking] = useState<"pages" | "cover" | null>(null);
  const [makingActivities, setMakingActivities] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [preflight, setPreflight] = useState<Preflight | null>(null);
  const [checking, setChecking] = useState(false);
  const [preflightError, setPreflightError] = useState<string | null>(null);
  const latest = useRef(book);
  latest.current = book;

  /**
   * Saves a change; the screen shows it at once. Changes go to the server one after another, and
   * only the last answer is shown (quick keyboard moves never flash an older order); a refused
   * change reloads the book as the server has it.
   */
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const pending = useRef(0);
  const save = (patch: BookPatch, optimistic?: Partial<Book>, success?: string): Promise<void> => {
    const id = latest.current.id;
    if (optimistic) {
      latest.current = { ...latest.current, ...optimistic };
      setBook(latest.current);
    }
    pending.current++;
    const run = queue.current.then(async () => {
      try {
        const saved = await booksApi.update(id, patch);
        if (--pending.current === 0) setBook(saved);
        setPreflight(null);
        if (success) notify.success(success);
      } catch (e) {
        pending.current--;
        notify.error(e instanceof ApiError ? e.message : "Failed to save the book");
        booksApi.get(id).then(setBook, () => undefined);
        throw e;
      }
    });
    queue.current = run.catch(() => undefined);
    return run;
  };
  const quietly = (p: Promise<unknown>) => void p.catch(() => undefined);

  const reorder = (pages: Picture[]) => quietly(save({ pages: pages.map((p) => p.generationId) }, { pages }));
  const ids = (pages: Picture[]) => pages.map((p) => p.generationId);
  // Removed at once, with Undo in the toast: the picture goes back where it was.
  const remove = (page: Picture) => {
    const at = latest.current.pages.findIndex((p) => p.generationId === page.generationId);
    const pages = latest.current.pages.filter((p) => p.generationId !== page.generationId);
    quietly(save({ pages: ids(pages) }, { pages }));
    notify.undo("Picture removed from the book", () => {
      const now = latest.current.pages.filter((p) => p.generationId !== page.generationId);
      const back = [...now.slice(0, at), page, ...now.slice(at)];
      quietly(save({ pages: ids(back) }, { pages: back }, "Picture put back"));
    });
  };
  const addPages = async (ids: string[]) => {
    const have = latest.current.pages.map((p) => p.generationId);
    await save(
      { pages: [...have, ...ids] },
      undefined,
      `${ids.length} ${ids.length === 1 ? "page" : "pages"} added`,
    ).then(
      () => setPicking(null),
      () => undefined,
    );
  };
  const pickCover = async (ids: string[]) => {
    await save({ coverGenerationId: ids[0] ?? null }, undefined, "Cover chosen").then(
      () => setPicking(null),
      () => undefined,
    );
  };

  const runPreflight = async () => {
    setChecking(true);
    setPreflightError(null);
    try {
      setPreflight(await booksApi.preflight(book.id));
    } catch (e) {
      setPreflightError(e instanceof ApiError ? e.message : "Failed to check the book");
    } finally {
      setChecking(false);
    }
  };

  const destroy = async () => {
    try {
      await booksApi.remove(book.id);
      notify.success("Book deleted");
      await navigate({ to: "/books" });
    } catch (e) {
      notify.error(e instanceof ApiError ? e.message : "Failed to delete the book");
    }
  };

  const trim = TRIMS.find((t) => t.value === book.trim)?.label ?? book.trim;
  const coverUrl = book.coverGenerationId
    ? apiHref(urls.images[":id"].$url({ param: { id: encodeURIComponent(book.coverGenerationId) }, query: {} }))
    : null;
  const fm = book.frontMatter;

  return (
    <div className="space-y-6">
      <Link
        to="/books"
        className={`inline-flex items-center gap-1 rounded text-sm text-violet-800 hover:underline dark:text-violet-300 ${focusRing}`}
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> My books
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold text-slate-900 dark:text-slate-50">{book.title}</h1>
          {book.subtitle && <p className="text-slate-700 dark:text-slate-300">{book.subtitle}</p>}
          {book.author ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">by {book.author}</p>
          ) : (
            // KDP prints the author on the cover and the copyright page: the preflight asks for one.
            <button
              type="button"
              onClick={() => setEditing(true)}
              className={`rounded text-sm font-medium text-violet-800 underline hover:no-underline dark:text-violet-300 ${focusRing}`}
            >
              Add the author's name
            </button>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Pencil className="h-4 w-4" aria-hidden="true" /> Edit details
          </Button>
          <Button variant="ghost" onClick={() => setDeleting(true)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete book
          </Button>
        </div>
      </header>

      <dl aria-label="Facts" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label="Interior pages" value={String(book.interiorPageCount)} />
        <Fact label="Spine width" value={formatInches(book.spineWidthIn, 4)} />
        <Fact
          label="Cover size"
          value={`${formatInches(book.coverSizeIn.width)} × ${formatInches(book.coverSizeIn.height)}`}
        />
        <Fact label="Trim and paper" value={`${trim}, ${book.paper}${book.bleed ? ", bleed" : ""}`} />
      </dl>

      <Section
        id="pictures"
        title={`Pictures (${book.pages.length})`}
        action={
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setPicking("pages")}>
              <ImagePlus className="h-4 w-4" aria-hidden="true" /> Add pages
            </Button>
            <Button variant="secondary" onClick={() => setMakingActivities(true)}>
              <Puzzle className="h-4 w-4" aria-hidden="true" /> Activity book
            </Button>
          </div>
        }
      >
        {book.pages.length === 0 ? (
          <EmptyState
            title="No pictures yet"
            description="Add coloring pages from your gallery, or use “Make pages” on any coloring tool."
          />
        ) : (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Drag a picture to move it, or use its arrow buttons.
            </p>
            <PageList
              pages={book.pages}
              printedAt={printedPages(book)
                .filter((p) => p.picture)
                .map((p) => p.number)}
              onReorder={reorder}
              onRemove={remove}
            />
          </>
        )}
      </Section>

      <Section id="front-matter" title="Front matter">
        <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
          <legend className="sr-only">Pages before the pictures</legend>
          {(
            [
              ["titlePage", "Title page"],
              ["copyrightPage", "Copyright page"],
              ["belongsTo", "“This book belongs to” page"],
            ] as const
          ).map(([key, label]) => (
            <label key={key} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4 accent-violet-700"
                checked={fm[key]}
                onChange={(e) => {
                  const frontMatter = { ...latest.current.frontMatter, [key]: e.target.checked };
                  quietly(save({ frontMatter }, { frontMatter }));
                }}
              />
              {label}
            </label>
          ))}
        </fieldset>
      </Section>

      {book.pages.some((p) => isActivityPage(p.tool)) && (
        <Section id="answers" title="Answers">
          <AnswersSwitch
            book={book}
            onChange={(answers) =>
              quietly(save({ answers }, { answers }, answers ? "Answers section added" : "Answers section removed"))
            }
          />
        </Section>
      )}

      <Section id="spreads" title="Spreads as printed">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {book.interiorPageCount} pages, gutter by page count; blank pages are added to reach KDP’s minimum of 24.
        </p>
        <Spreads book={book} />
      </Section>

      <Section
        id="cover"
        title="Cover"
        action={
          <Button variant="secondary" onClick={() => setPicking("cover")}>
            <ImagePlus className="h-4 w-4" aria-hidden="true" />{" "}
            {book.coverGenerationId ? "Change cover" : "Pick cover"}
          </Button>
        }
      >
        <CoverDesigner
          book={book}
          onChange={(cover) => quietly(save({ cover }, { cover }, cover ? undefined : "Plain cover"))}
        />
        <CoverPreview book={book} coverUrl={coverUrl} />
        <BackText bookId={book.id} title={book.title} value={book.backText} onSave={(backText) => save({ backText })} />
      </Section>

      <Section id="preflight" title="Preflight">
        <PreflightPanel
          result={preflight}
          loading={checking}
          error={preflightError}
          onRun={() => void runPreflight()}
        />
      </Section>

      <Section id="exports" title="Export">
        <Exports bookId={book.id} onPreflightFailed={() => void runPreflight()} />
      </Section>

      {makingActivities && <ActivityBookDialog book={book} onClose={() => setMakingActivities(false)} />}
      <GenerationPicker
        open={picking === "pages"}
        kind="line-art"
        title="Add pages"
        multiple
        already={book.pages.map((p) => p.generationId)}
        confirmLabel={(n) => (n ? `Add ${n} ${n === 1 ? "page" : "pages"}` : "Add pages")}
        onClose={() => setPicking(null)}
        onPick={addPages}
      />
      <GenerationPicker
        open={picking === "cover"}
        kind="cover"
        title="Pick the cover"
        multiple={false}
        bookId={book.id}
        bookVersion={book.updatedAt}
        confirmLabel={() => "Use this cover"}
        onClose={() => setPicking(null)}
        onPick={pickCover}
      />
      <Modal open={editing} title="Book details" onClose={() => setEditing(false)}>
        <BookForm
          initial={{
            title: book.title,
            subtitle: book.subtitle,
            author: book.author,
            trim: book.trim,
            paper: book.paper,
            bleed: book.bleed,
            blankBacks: book.blankBacks,
            pageNumbers: book.pageNumbers,
          }}
          submitLabel="Save"
          busyLabel="Saving..."
          onCancel={() => setEditing(false)}
          onSubmit={async (values) => {
            try {
              await save(values, undefined, "Book saved");
              setEditing(false);
            } catch (e) {
              if (e instanceof ApiError && e.fields) throw e;
            }
          }}
        />
      </Modal>
      <Modal
        open={deleting}
        title="Delete this book?"
        onClose={() => setDeleting(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void destroy()}>
              Delete book
            </Button>
          </>
        }
      >
        “{book.title}” goes for good. Its pages stay in My pages.
      </Modal>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
