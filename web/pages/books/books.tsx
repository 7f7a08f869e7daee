import { Link, useNavigate } from "@tanstack/react-router";
import { BookOpen, Plus } from "lucide-react";
import { useState } from "react";
import { Button, EmptyState, focusRing, Modal, PageHeader, Spinner } from "../../components/ui";
import { type Book, booksApi, formatInches, TRIMS, useBooks } from "../../lib/books";
import { notify } from "../../lib/toast";
import { BookForm } from "./book-form";

/** /books: the caller's books, newest first, and a new one. */
export function BooksPage() {
  const { books, error, reload } = useBooks();
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();

  const create = async (values: Parameters<typeof booksApi.create>[0]) => {
    try {
      const book = await booksApi.create(values);
      notify.success("Book created");
      setCreating(false);
      await navigate({ to: "/books/$bookId", params: { bookId: book.id } });
    } catch (e) {
      if ((e as { fields?: unknown }).fields) throw e;
      notify.error((e as Error).message || "Failed to create the book");
    }
  };

  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeader
          title="My books"
          description="Gather your pages into a paperback ready for Amazon KDP or home printing."
          icon={BookOpen}
        />
        <Button onClick={() => setCreating(true)} className="mb-6">
          <Plus className="h-4 w-4" aria-hidden="true" /> New book
        </Button>
      </div>
      {error && (
        <div role="alert" className="mb-4 flex flex-wrap items-center gap-3 text-red-700 dark:text-red-400">
          {error}
          <Button variant="secondary" onClick={() => void reload()}>
            Try again
          </Button>
        </div>
      )}
      {!books && !error && <Spinner label="Loading your books" />}
      {books && books.length === 0 && (
        <EmptyState
          icon={BookOpen}
          title="No books yet"
          description="Create a book, then add your coloring pages to it."
          action={<Button onClick={() => setCreating(true)}>Create your first book</Button>}
        />
      )}
      {books && books.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Books">
          {books.map((b) => (
            <BookCard key={b.id} book={b} />
          ))}
        </ul>
      )}
      <Modal open={creating} title="New book" onClose={() => setCreating(false)}>
        <BookForm
          submitLabel="Create book"
          busyLabel="Creating..."
          onSubmit={create}
          onCancel={() => setCreating(false)}
        />
      </Modal>
    </div>
  );
}

function BookCard({ book }: { book: Book }) {
  const first = book.pages[0];
  const trim = TRIMS.find((t) => t.value === book.trim)?.label ?? book.trim;
  return (
    <li className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <Link
        to="/books/$bookId"
        params={{ bookId: book.id }}
        className={`flex h-full gap-4 p-4 hover:bg-slate-50 dark:hover:bg-slate-800 ${focusRing}`}
      >
        <span className="flex h-28 w-22 shrink-0 items-center justify-center overflow-hidden rounded border border-slate-200 bg-white dark:border-slate-700">
          {first ? (
            <img src={first.thumbUrl} alt="" loading="lazy" className="h-full w-full object-contain" />
          ) : (
            <BookOpen className="h-8 w-8 text-slate-300" aria-hidden="true" />
          )}
        </span>
        <span className="min-w-0">
          <span className="block truncate font-semibold text-slate-900 dark:text-slate-50">{book.title}</span>
          {book.subtitle && (
            <span className="block truncate text-sm text-slate-700 dark:text-slate-300">{book.subtitle}</span>
          )}
          <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
            {book.pages.length} {book.pages.length === 1 ? "picture" : "pictures"} · {book.interiorPageCount} printed
            pages
          </span>
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {trim} · {book.paper} paper · spine {formatInches(book.spineWidthIn)}
          </span>
        </span>
      </Link>
    </li>
  );
}
