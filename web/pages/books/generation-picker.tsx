import { Check } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import type { Generation } from "../../../server/api-types";
import { Button, focusRing, Modal, Spinner } from "../../components/ui";
import { answer, client } from "../../lib/api";
import { useCatalog } from "../../lib/catalog";
import { valuesSummary } from "../gallery-values";

/**
 * Picks from the caller's succeeded generations of one output kind: line-art pages for a
 * book's interior (several at once) or a cover (one).
 */
export function GenerationPicker({
  open,
  kind,
  title,
  multiple,
  already = [],
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
  confirmLabel: (n: number) => string;
  onClose: () => void;
  onPick: (ids: string[]) => Promise<void> | void;
}) {
  const { catalog } = useCatalog();
  const [items, setItems] = useState<Generation[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

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
        // The list holds every kind of page: read on until a screenful of this kind is found.
        let next = from;
        const found: Generation[] = [];
        do {
          const page = await answer(client.generations.$get({ query: next ? { cursor: next } : {} }));
          found.push(...page.generations.filter((g) => g.status === "succeeded" && fits(g.tool)));
          next = page.nextCursor;
        } while (next && found.length < 24);
        setItems((prev) => (from ? [...prev, ...found] : found));
        setCursor(next);
      } catch (e) {
        setError((e as Error).message || "Failed to load your pages");
      } finally {
        setLoading(false);
      }
    },
    [fits],
  );

  useEffect(() => {
    if (!open || !catalog) return;
    setChosen([]);
    void load(null);
  }, [open, catalog, load]);

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
        {items.map((g) => {
          const inBook = already.includes(g.id);
          const picked = chosen.includes(g.id);
          const summary = valuesSummary(toolOf(g.tool), g.values);
          const label = `${toolTitle(g.tool)}${summary ? `, ${summary}` : ""}${inBook ? " (already in the book)" : ""}`;
          return (
            <li key={g.id}>
              <button
                type="button"
                aria-pressed={picked}
                aria-label={label}
                disabled={inBook}
                onClick={() => toggle(g.id)}
                className={`relative block w-full rounded-lg border-2 bg-white p-1 text-left disabled:opacity-50 dark:bg-slate-800 ${
                  picked ? "border-violet-600" : "border-transparent hover:border-slate-300 dark:hover:border-slate-600"
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
