import { Link } from "@tanstack/react-router";
import { Images, Star } from "lucide-react";
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import type { Generation, GenerationOutput } from "../../server/api-types";
import { Button, EmptyState, focusRing, inputClass, Modal, PageHeader, Spinner } from "../components/ui";
import { answer, client } from "../lib/api";
import { useCatalog } from "../lib/catalog";
import { useSession } from "../lib/session";
import { notify } from "../lib/toast";
import { apiFailureMessage } from "../lib/use-generation";
import { isDone, waitForGeneration } from "../lib/wait-generation";
import { PrintSelection, SelectToggle } from "./gallery-print";
import { valuesSummary } from "./gallery-values";
import { LargeView } from "./gallery-view";

interface Filter {
  hub: string;
  tool: string;
  favourite: boolean;
}

/** GET /api/generations's query: a tool filter wins over its hub; absent keys are left out. */
function query(filter: Filter, cursor: string | null) {
  return {
    ...(cursor ? { cursor } : {}),
    ...(filter.tool ? { tool: filter.tool } : filter.hub ? { hub: filter.hub } : {}),
    ...(filter.favourite ? { favourite: "1" } : {}),
  };
}

/** /gallery ("My pages"): the caller's generations, newest first, filtered, with a large view. */
export function GalleryPage() {
  const { catalog } = useCatalog();
  const { setCredits } = useSession();
  const [items, setItems] = useState<Generation[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [deleting, setDeleting] = useState<Generation | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [filter, setFilter] = useState<Filter>({ hub: "", tool: "", favourite: false });
  const grid = useRef<HTMLUListElement>(null);
  // Select mode: pages are chosen (checkboxes) to print together as one PDF.
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggleSelected = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const load = useCallback(async (f: Filter, from: string | null) => {
    setLoading(true);
    try {
      const page = await answer(client.generations.$get({ query: query(f, from) }));
      setItems((prev) => (from ? [...prev, ...page.generations] : page.generations));
      setCursor(page.nextCursor);
    } catch (e) {
      notify.error((e as Error).message || "Failed to load your pages");
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(filter, null);
  }, [load, filter]);

  const replace = (g: Generation) => setItems((prev) => prev.map((x) => (x.id === g.id ? g : x)));
  const toolOf = (id: string) => catalog?.tools.find((t) => t.id === id);
  const titleOf = (id: string) => toolOf(id)?.title ?? id;

  const again = async (g: Generation) => {
    const tool = toolOf(g.tool);
    try {
      const res = await answer(client.generations.$post({ json: { tool: g.tool, values: g.values } }));
      setCredits(res.credits);
      setItems((prev) => [res.generation, ...prev]);
      setOpenId(res.generation.id);
      const done = await waitForGeneration(res.generation, replace);
      if (done.status === "failed")
        notify.error(done.error?.message || tool?.failureMessage || "Failed to generate image");
    } catch (e) {
      notify.error(apiFailureMessage(e, tool?.failureMessage ?? "Failed to generate image"));
    }
  };

  const remove = async (g: Generation) => {
    setDeleting(null);
    try {
      await client.generations[":id"].$delete({ param: { id: g.id } });
      const index = items.findIndex((x) => x.id === g.id);
      const rest = items.filter((x) => x.id !== g.id);
      setItems(rest);
      // The large view moves on to the next page, or closes with the last one.
      if (openId === g.id) setOpenId(rest[Math.min(index, rest.length - 1)]?.id ?? null);
      notify.success("Deleted");
    } catch (e) {
      notify.error((e as Error).message || "Failed to delete");
    }
  };

  const toggleFavourite = async (g: Generation) => {
    try {
      const favourite = client.generations[":id"].favourite;
      const param = { param: { id: g.id } };
      const res = await answer(g.favourite ? favourite.$delete(param) : favourite.$put(param));
      if (filter.favourite && !res.generation.favourite) setItems((prev) => prev.filter((x) => x.id !== g.id));
      else replace({ ...g, favourite: res.generation.favourite });
    } catch (e) {
      notify.error((e as Error).message || "Failed to update favourites");
    }
  };

  const openIndex = items.findIndex((g) => g.id === openId);
  const opened = openIndex >= 0 ? items[openIndex] : undefined;
  const move = useCallback(
    (step: -1 | 1) =>
      setOpenId((id) => {
        const i = items.findIndex((g) => g.id === id);
        return items[i + step]?.id ?? id;
      }),
    [items],
  );

  // Arrow keys move between the pages of the grid (row by row for ↑ ↓).
  const onGridKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const buttons = Array.from(grid.current?.querySelectorAll<HTMLElement>("[data-page]") ?? []);
    const at = buttons.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    const columns = grid.current
      ? getComputedStyle(grid.current).gridTemplateColumns.split(" ").filter(Boolean).length || 1
      : 1;
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns }[e.key];
    if (step === undefined) return;
    e.preventDefault();
    buttons[Math.max(0, Math.min(buttons.length - 1, at + step))]?.focus();
  };

  const selectedIds = items.filter((g) => selected.has(g.id)).map((g) => g.id);
  const hubTools = catalog?.tools.filter((t) => !filter.hub || t.hub === filter.hub) ?? [];
  const filtered = filter.hub !== "" || filter.tool !== "" || filter.favourite;

  return (
    <div>
      <PageHeader title="My pages" description="Everything you have generated, newest first." icon={Images} />
      <div className="mb-6 flex flex-wrap items-end gap-4">
        <fieldset className="flex flex-wrap items-end gap-4">
          <legend className="sr-only">Filter pages</legend>
          <label className="text-sm font-medium">
            Collection
            <select
              className={`${inputClass} mt-1 block min-w-40`}
              value={filter.hub}
              onChange={(e) => setFilter((f) => ({ ...f, hub: e.target.value, tool: "" }))}
            >
              <option value="">All collections</option>
              {catalog?.hubs.map((h) => (
                <option key={h.id} value={h.id}>
                  {h.title}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-medium">
            Tool
            <select
              className={`${inputClass} mt-1 block min-w-48`}
              value={filter.tool}
              onChange={(e) => setFilter((f) => ({ ...f, tool: e.target.value }))}
            >
              <option value="">All tools</option>
              {hubTools.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.title}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2 pb-2 text-sm font-medium">
            <input
              type="checkbox"
              className="h-4 w-4 accent-violet-700"
              checked={filter.favourite}
              onChange={(e) => setFilter((f) => ({ ...f, favourite: e.target.checked }))}
            />
            Favourites only
          </label>
        </fieldset>
        <span className="ml-auto">
          <SelectToggle
            on={selecting}
            onChange={(on) => {
              setSelecting(on);
              if (!on) setSelected(new Set());
            }}
          />
        </span>
      </div>
      {selecting && (
        <PrintSelection
          ids={selectedIds}
          onClear={() => setSelected(new Set())}
          onDone={() => {
            setSelecting(false);
            setSelected(new Set());
          }}
        />
      )}
      {!loading && items.length === 0 && !filtered && (
        <EmptyState
          icon={Images}
          title="Nothing here yet"
          description="Pick a tool and create your first coloring page."
          action={
            <Link
              to="/kids"
              className={`rounded-lg bg-violet-700 px-4 py-2 font-medium text-white hover:bg-violet-800 ${focusRing}`}
            >
              Browse the tools
            </Link>
          }
        />
      )}
      {!loading && items.length === 0 && filtered && <p role="status">No pages match these filters.</p>}
      <ul ref={grid} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" onKeyDown={onGridKey}>
        {items.map((g) => {
          const tool = toolOf(g.tool);
          const summary = valuesSummary(tool, g.values);
          const printable = g.status === "succeeded" && g.output?.kind === "image";
          const chosen = selected.has(g.id);
          return (
            <li
              key={g.id}
              className={`relative flex flex-col overflow-hidden rounded-xl border bg-white shadow-sm dark:bg-slate-900 ${
                chosen ? "border-violet-600 ring-2 ring-violet-600" : "border-slate-200 dark:border-slate-700"
              }`}
            >
              {selecting && printable && (
                <input
                  type="checkbox"
                  checked={chosen}
                  onChange={() => toggleSelected(g.id)}
                  aria-label={`Select ${titleOf(g.tool)}${summary ? `, ${summary}` : ""} to print`}
                  className={`absolute top-3 left-3 z-10 h-6 w-6 accent-violet-700 ${focusRing}`}
                />
              )}
              <button
                type="button"
                data-page
                aria-pressed={selecting && printable ? chosen : undefined}
                // In Select mode a click on a printable page chooses it; otherwise it opens large.
                onClick={() => (selecting && printable ? toggleSelected(g.id) : setOpenId(g.id))}
                className={`flex flex-1 flex-col gap-3 p-4 text-left hover:bg-slate-50 dark:hover:bg-slate-800 ${focusRing}`}
              >
                <span className={`block pr-10 ${selecting && printable ? "pl-8" : ""}`}>
                  <span className="sr-only">{selecting && printable ? "Select " : "Open "}</span>
                  <span className="block font-semibold">{titleOf(g.tool)}</span>
                  {summary && (
                    <span className="block truncate text-sm text-slate-700 dark:text-slate-300">{summary}</span>
                  )}
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {new Date(g.createdAt).toLocaleString()}
                  </span>
                </span>
                <span className="block w-full flex-1 text-sm">
                  {g.status === "failed" && (
                    <span className="text-red-700 dark:text-red-400">{g.error?.message ?? "Failed"}</span>
                  )}
                  {!isDone(g) && <Spinner label="Generating" />}
                  {g.status === "succeeded" && g.output?.kind === "image" && (
                    <img
                      src={g.output.url}
                      alt=""
                      loading="lazy"
                      className="aspect-square w-full rounded-lg border border-slate-200 bg-white object-contain dark:border-slate-700"
                    />
                  )}
                  {g.status === "succeeded" && g.output && g.output.kind !== "image" && (
                    <span className="line-clamp-6 block whitespace-pre-line text-slate-800 dark:text-slate-200">
                      {textExcerpt(g.output)}
                    </span>
                  )}
                </span>
              </button>
              <button
                type="button"
                onClick={() => void toggleFavourite(g)}
                aria-pressed={g.favourite}
                aria-label={`Favourite: ${titleOf(g.tool)}${summary ? `, ${summary}` : ""}`}
                className={`absolute top-3 right-3 rounded-full p-2 text-amber-600 hover:bg-amber-50 dark:text-amber-400 dark:hover:bg-slate-800 ${focusRing}`}
              >
                <Star className={`h-5 w-5 ${g.favourite ? "fill-current" : ""}`} aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
      {/* Room below the last page for the phone's selection bar. */}
      {selecting && <div className="h-36 sm:hidden" aria-hidden="true" />}
      {loading && <Spinner label="Loading your pages" />}
      {cursor && !loading && (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={() => void load(filter, cursor)}>
            Load more
          </Button>
        </div>
      )}
      {opened && !deleting && (
        <LargeView
          generation={opened}
          tool={toolOf(opened.tool)}
          position={openIndex + 1}
          count={items.length}
          onClose={() => setOpenId(null)}
          onMove={move}
          onAgain={(g) => void again(g)}
          onDelete={setDeleting}
          onFavourite={(g) => void toggleFavourite(g)}
        />
      )}
      <Modal
        open={deleting !== null}
        title="Delete this page?"
        onClose={() => setDeleting(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => deleting && void remove(deleting)}>
              Delete
            </Button>
          </>
        }
      >
        This removes it from My pages for good.
      </Modal>
    </div>
  );
}

/** A text result's first lines, for its card (the large view shows it whole, with Copy). */
function textExcerpt(output: GenerationOutput): string {
  if (output.kind === "ideas") return output.ideas.slice(0, 4).join("\n");
  if (output.kind === "description") return `${output.description.title}\n${output.description.description}`;
  if (output.kind === "text") return output.text;
  return "";
}
