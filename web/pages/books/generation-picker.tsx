import { Check } from "lucide-react";
import { useCallback, useEffect, useId, useState } from "react";
import type { Generation } from "../../../server/api-types";
import { Button, focusRing, Modal, Spinner } from "../../components/ui";
import { answer, client } from "../../lib/api";
import { useCatalog } from "../../lib/catalog";
import { valuesSummary } from "../gallery-values";

/** A generation the picker lists, and why it cannot be chosen (null: it can). */
interface Offered {
  generation: Generation;
  refusal: string | null;
}

/** One page of GET /api/books/:id/cover-art. */
type CoverArtPage = Awaited<ReturnType<typeof coverArtPage>>;

const coverArtPage = (bookId: string, cursor: string | null) =>
  answer(
    client.books[":id"]["cover-art"].$get({
      param: { id: encodeURIComponent(bookId) },
      query: cursor ? { cursor } : {},
    }),
  );

const px = (n: number) => Math.round(n).toLocaleString("en-US");

/** A trim as people say it: "8.5 x 11", "A4". */
const trimWords = (trim: string) => (trim === "a4" ? "A4" : trim.replace("x", " x "));

/** Why a cover the book's front would print under 300 DPI cannot be chosen, in plain words. */
function coverRefusal(cover: CoverArtPage["covers"][number], page: CoverArtPage): string | null {
  if (cover.fits || cover.neededPx === null) return null;
  const where = `the ${page.design?.name ?? "chosen"} design at ${trimWords(page.trim)}`;
  return cover.vector
    ? `Too wide for ${where} to print sharply: it needs ${px(cover.neededPx)} px across`
    : `Too small for ${where}: needs ${px(cover.neededPx)} px across, this picture has ${px(cover.width)}`;
}

/**
 * Picks from the caller's succeeded generations of one output kind: line-art pages for a
 * book's interior (several at once) or a cover (one). With `bookId`, covers come judged for that
 * book as it is now (GET /api/books/:id/cover-art): one its front would print under 300 DPI is
 * shown, saying why, but cannot be chosen.
 */
export function GenerationPicker({
  open,
  kind,
  title,
  multiple,
  already = [],
  bookId,
  bookVersion,
  confirmLabel,
  onClose,
  onPick,
}: {
  open: boolean;
  kind: "line-art" | "cover";
  title: string;
  multiple: boolean;
  /** Shown as chosen and not offered again (pages already in the book). */
  already?: string[];
  /** The book a cover is picked for: covers it would refuse are shown, not offered. */
  bookId?: string;
  /** The book's `updatedAt`: a change while the picker is open judges the covers again. */
  bookVersion?: string;
  confirmLabel: (n: number) => string;
  onClose: () => void;
  onPick: (ids: string[]) => Promise<void> | void;
}) {
  const { catalog } = useCatalog();
  const [items, setItems] = useState<Offered[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const reasonId = useId();

  // A book's pages are line art or activity pages, as PATCH /api/books/:id takes them; a cover is a cover.
  const fits = useCallback(
    (tool: string) => {
      const output = catalog?.tools.find((t) => t.id === tool)?.output;
      return kind === "cover" ? output === "cover" : output === "line-art" || output === "activity";
    },
    [catalog, kind],
  );

  const load = useCallback(
    async (from: string | null) => {
      setLoading(true);
      setError(null);
      try {
        let next = from;
        const found: Offered[] = [];
        if (kind === "cover" && bookId) {
          // The server pages the covers alone, each judged for this book as it is now.
          const page = await coverArtPage(bookId, from);
          found.push(...page.covers.map((c) => ({ generation: c.generation, refusal: coverRefusal(c, page) })));
          next = page.nextCursor;
        } else {
          // The list holds every kind of page: read on until a screenful of this kind is found.
          do {
            const page = await answer(client.generations.$get({ query: next ? { cursor: next } : {} }));
            for (const g of page.generations)
              if (g.status === "succeeded" && fits(g.tool)) found.push({ generation: g, refusal: null });
            next = page.nextCursor;
          } while (next && found.length < 24);
        }
        setItems((prev) => (from ? [...prev, ...found] : found));
        setCursor(next);
      } catch (e) {
        setError((e as Error).message || "Failed to load your pages");
      } finally {
        setLoading(false);
      }
    },
    [fits, kind, bookId],
  );

  // Loaded at each opening (and when the book changes while open): covers are judged for the book as it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: bookVersion only says when to load again.
  useEffect(() => {
    if (!open || !catalog) return;
    setChosen([]);
    void load(null);
  }, [open, catalog, load, bookVersion]);

  const toggle = (id: string) =>
    setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : multiple ? [...c, id] : [id]));

  const confirm = async () => {
    setSaving(true);
    try {
      await onPick(chosen);
    } finally {
      setSaving(false);
    }
  };

  const toolTitle = (id: string) => catalog?.tools.find((t) => t.id === id)?.title ?? id;
  const toolOf = (id: string) => catalog?.tools.find((t) => t.id === id);

  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      wide
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} disabled={chosen.length === 0} loading={saving}>
            {confirmLabel(chosen.length)}
          </Button>
        </>
      }
    >
      {error && (
        <p role="alert" className="mb-3 text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {!loading && items.length === 0 && !error && (
        <p className="py-6 text-center">
          {kind === "cover"
            ? "You have no covers yet. Make one with any cover tool, then come back."
            : "You have no coloring pages yet. Make some with any tool, then come back."}
        </p>
      )}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" aria-label={title}>
        {items.map(({ generation: g, refusal }, i) => {
          const inBook = already.includes(g.id);
          const picked = chosen.includes(g.id);
          const summary = valuesSummary(toolOf(g.tool), g.values);
          const label = `${toolTitle(g.tool)}${summary ? `, ${summary}` : ""}${inBook ? " (already in the book)" : ""}`;
          const why = `${reasonId}-${i}`;
          return (
            <li key={g.id}>
              <button
                type="button"
                aria-pressed={picked}
                aria-label={label}
                disabled={inBook}
                // Still focusable, so the reason is heard: announced as unavailable, and never chosen.
                aria-disabled={refusal ? true : undefined}
                aria-describedby={refusal ? why : undefined}
                onClick={() => {
                  if (!refusal) toggle(g.id);
                }}
                className={`relative block w-full rounded-lg border-2 bg-white p-1 text-left disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 dark:bg-slate-800 ${
                  picked
                    ? "border-violet-600"
                    : refusal
                      ? "border-transparent"
                      : "border-transparent hover:border-slate-300 dark:hover:border-slate-600"
                } ${focusRing}`}
              >
                {g.output?.kind === "image" && (
                  <img
                    src={g.output.url}
                    alt=""
                    loading="lazy"
                    className="aspect-square w-full rounded bg-white object-contain"
                  />
                )}
                <span className="mt-1 block truncate text-xs text-slate-700 dark:text-slate-300">
                  {summary || toolTitle(g.tool)}
                </span>
                {(picked || inBook) && (
                  <span className="absolute top-2 right-2 rounded-full bg-violet-700 p-1 text-white">
                    <Check className="h-3 w-3" aria-hidden="true" />
                  </span>
                )}
              </button>
              {refusal && (
                <p id={why} className="mt-1 text-xs text-amber-800 dark:text-amber-300">
                  {refusal}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {loading && <Spinner label="Loading your pages" />}
      {cursor && !loading && (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={() => void load(cursor)}>
            Load more
          </Button>
        </div>
      )}
    </Modal>
  );
}
