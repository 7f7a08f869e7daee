import { Link } from "@tanstack/react-router";
import { BookPlus } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button, Field, Modal, primaryLinkButton, Spinner } from "../components/ui";
import { ApiError } from "../lib/api";
import { type Book, bookDefaults, booksApi } from "../lib/books";
import { notify } from "../lib/toast";
import { StandInBadge, standInNotes, type UnderstoodWord } from "./result-view";

const NEW = "__new__";

/**
 * "Add to book" for a finished page (the gallery's large view, a tool's result): into one of the
 * caller's books or a new one. A cover becomes the chosen book's cover instead.
 */
export function AddToBook({
  generationId,
  as = "page",
  understood,
}: {
  generationId: string;
  as?: "page" | "cover";
  /** The page's `understood`: a stand-in is said again before the page goes into a book. */
  understood?: UnderstoodWord[] | null;
}) {
  const [open, setOpen] = useState(false);
  const notes = standInNotes(understood);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <BookPlus className="h-4 w-4" aria-hidden="true" /> {as === "cover" ? "Use as book cover" : "Add to book"}
      </Button>
      {open && <AddToBookDialog generationId={generationId} as={as} notes={notes} onClose={() => setOpen(false)} />}
    </>
  );
}

function AddToBookDialog({
  generationId,
  as,
  notes,
  onClose,
}: {
  generationId: string;
  as: "page" | "cover";
  /** What is not drawn exactly on this page ("Drawn as a frog — not an axolotl"). */
  notes: string[];
  onClose: () => void;
}) {
  const [books, setBooks] = useState<Book[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [choice, setChoice] = useState<string>("");
  const [title, setTitle] = useState("");
  const [titleError, setTitleError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<Book | null>(null);
  const group = useId();

  useEffect(() => {
    let live = true;
    booksApi
      .list()
      .then((list) => {
        if (!live) return;
        setBooks(list);
        setChoice(list[0]?.id ?? NEW);
      })
      .catch((e) => live && setLoadError(e instanceof ApiError ? e.message : "Failed to load your books"));
    return () => {
      live = false;
    };
  }, []);

  const confirm = async () => {
    const { titleProblem } = await import("../forms/book-checks");
    const problem = choice === NEW ? titleProblem(title) : null;
    if (problem) {
      setTitleError(problem);
      return;
    }
    setSaving(true);
    try {
      const book = choice === NEW ? await booksApi.create({ ...bookDefaults, title: title.trim() }) : null;
      const id = book?.id ?? choice;
      const saved =
        as === "cover"
          ? await booksApi.update(id, { coverGenerationId: generationId })
          : await booksApi.addPages(id, [generationId]);
      setDone(saved);
      notify.success(as === "cover" ? `Cover of “${saved.title}”` : `Added to “${saved.title}”`);
    } catch (e) {
      if (e instanceof ApiError && e.fields?.title) setTitleError(e.fields.title);
      else notify.error(e instanceof ApiError ? e.message : "Failed to add to the book");
    } finally {
      setSaving(false);
    }
  };

  const title_ = as === "cover" ? "Use as book cover" : "Add to book";
  if (done)
    return (
      <Modal
        open
        title={title_}
        onClose={onClose}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              Done
            </Button>
            <Link to="/books/$bookId" params={{ bookId: done.id }} className={primaryLinkButton}>
              Open the book
            </Link>
          </>
        }
      >
        <p role="status">
          {as === "cover" ? "It is now the cover of" : "Added to"} “{done.title}”
          {as === "page"
            ? `, which has ${done.pages.length} ${done.pages.length === 1 ? "picture" : "pictures"}.`
            : "."}
        </p>
      </Modal>
    );

  return (
    <Modal
      open
      title={title_}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} loading={saving} loadingText="Adding..." disabled={!books}>
            {choice === NEW ? "Create book and add" : "Add"}
          </Button>
        </>
      }
    >
      {notes.map((n) => (
        <StandInBadge key={n} className="mb-3">
          {n}: this page shows a stand-in, not the thing itself.
        </StandInBadge>
      ))}
      {loadError && <p role="alert">{loadError}</p>}
      {!books && !loadError && <Spinner label="Loading your books" />}
      {books && (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium">Which book?</legend>
          {books.map((b) => (
            <label key={b.id} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={group}
                value={b.id}
                checked={choice === b.id}
                onChange={() => setChoice(b.id)}
                className="h-4 w-4 accent-violet-700"
              />
              <span>
                {b.title} <span className="text-slate-600 dark:text-slate-400">({b.pages.length} pictures)</span>
              </span>
            </label>
          ))}
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={group}
              value={NEW}
              checked={choice === NEW}
              onChange={() => setChoice(NEW)}
              className="h-4 w-4 accent-violet-700"
            />
            A new book
          </label>
          {choice === NEW && (
            <Field
              label="New book's title"
              value={title}
              error={titleError}
              autoComplete="off"
              onChange={(e) => {
                setTitle(e.target.value);
                setTitleError(undefined);
              }}
            />
          )}
        </fieldset>
      )}
    </Modal>
  );
}
