import { ArrowDown, ArrowUp, GripVertical, Trash2 } from "lucide-react";
import { type DragEvent, useLayoutEffect, useRef, useState } from "react";
import { Lightbox } from "../../components/lightbox";
import { focusRing } from "../../components/ui";
import type { BookPage } from "../../lib/books";
import { useCatalog } from "../../lib/catalog";
import { pageLabel } from "./page-label";

/** `list` with the item at `from` moved to `to`. */
function moveItem<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return list;
  next.splice(Math.max(0, Math.min(next.length, to)), 0, item);
  return next;
}

const iconButton = `rounded-lg p-2 text-slate-700 hover:bg-slate-100 disabled:opacity-30 disabled:hover:bg-transparent dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`;

/**
 * The book's pictures in order. Reordered by dragging (mouse) or by the move buttons (keyboard,
 * touch, screen readers); every move is announced and keeps the focus on the moved picture.
 */
export function PageList({
  pages,
  printedAt,
  onReorder,
  onRemove,
}: {
  pages: BookPage[];
  /** The printed page number of each picture, in order: what tells twenty pages of one tool apart. */
  printedAt: number[];
  onReorder: (pages: BookPage[]) => void;
  onRemove: (page: BookPage) => void;
}) {
  const { catalog } = useCatalog();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const refocus = useRef<{ id: string; dir: "up" | "down" } | null>(null);
  const titleOf = (tool: string) => catalog?.tools.find((t) => t.id === tool)?.title ?? tool;
  const label = (p: BookPage) =>
    pageLabel(
      catalog?.tools.find((t) => t.id === p.tool),
      p.values,
    );

  // After a keyboard move the same picture's button keeps the focus (or its twin at an end).
  useLayoutEffect(() => {
    const want = refocus.current;
    if (!want || !list.current) return;
    refocus.current = null;
    const item = list.current.querySelector<HTMLElement>(`[data-page-id="${CSS.escape(want.id)}"]`);
    const button =
      item?.querySelector<HTMLButtonElement>(`[data-move="${want.dir}"]:not([disabled])`) ??
      item?.querySelector<HTMLButtonElement>("[data-move]:not([disabled])");
    button?.focus();
  });

  const move = (from: number, to: number, viaKeyboard: boolean) => {
    if (to < 0 || to >= pages.length || from === to) return;
    const page = pages[from] as BookPage;
    if (viaKeyboard) refocus.current = { id: page.generationId, dir: to < from ? "up" : "down" };
    onReorder(moveItem(pages, from, to));
    setAnnouncement(`${titleOf(page.tool)} moved to position ${to + 1} of ${pages.length}.`);
  };

  const onDrop = (e: DragEvent, to: number) => {
    e.preventDefault();
    if (dragging !== null) move(dragging, to, false);
    setDragging(null);
    setOver(null);
  };

  return (
    <div>
      <p aria-live="assertive" className="sr-only" data-testid="page-move-announcement">
        {announcement}
      </p>
      <ol ref={list} className="grid grid-cols-1 gap-2 md:grid-cols-2" aria-label="Pictures in print order">
        {pages.map((p, i) => {
          const name = `${titleOf(p.tool)}, picture ${i + 1}`;
          return (
            <li
              key={p.generationId}
              data-page-id={p.generationId}
              draggable
              onDragStart={(e) => {
                setDragging(i);
                e.dataTransfer.effectAllowed = "move";
                e.dataTransfer.setData("text/plain", p.generationId);
              }}
              onDragOver={(e) => {
                e.preventDefault();
                e.dataTransfer.dropEffect = "move";
                if (over !== i) setOver(i);
              }}
              onDragLeave={() => setOver((o) => (o === i ? null : o))}
              onDrop={(e) => onDrop(e, i)}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
              className={`flex items-center gap-2 rounded-lg border bg-white p-2 dark:bg-slate-900 ${
                over === i && dragging !== null && dragging !== i
                  ? "border-violet-600 ring-2 ring-violet-400"
                  : "border-slate-200 dark:border-slate-700"
              } ${dragging === i ? "opacity-50" : ""}`}
            >
              {/* Dragging needs a mouse; on a phone the arrow buttons move a picture and the row keeps the room. */}
              <GripVertical
                className="hidden h-5 w-5 shrink-0 cursor-grab text-slate-400 sm:block"
                aria-hidden="true"
              />
              <span className="w-7 shrink-0 text-right text-sm font-semibold tabular-nums text-slate-600 dark:text-slate-300">
                {i + 1}
              </span>
              <button
                type="button"
                aria-label={`Enlarge ${name}`}
                onClick={() => setEnlarged(i)}
                className={`shrink-0 cursor-zoom-in rounded ${focusRing}`}
              >
                <img
                  src={p.thumbUrl}
                  alt=""
                  draggable={false}
                  className="h-16 w-16 rounded border border-slate-200 bg-white object-contain dark:border-slate-700"
                />
              </button>
              <span className="min-w-0 flex-1 text-sm">
                {printedAt[i] !== undefined && (
                  <span className="block font-medium" data-testid="printed-page">
                    Page {printedAt[i]}
                  </span>
                )}
                <PageWords tool={titleOf(p.tool)} {...label(p)} />
              </span>
              <span className="flex shrink-0">
                <button
                  type="button"
                  data-move="up"
                  className={iconButton}
                  disabled={i === 0}
                  aria-label={`Move ${name} up`}
                  onClick={() => move(i, i - 1, true)}
                >
                  <ArrowUp className="h-4 w-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  data-move="down"
                  className={iconButton}
                  disabled={i === pages.length - 1}
                  aria-label={`Move ${name} down`}
                  onClick={() => move(i, i + 1, true)}
                >
                  <ArrowDown className="h-4 w-4" aria-hidden="true" />
                </button>
                <button type="button" className={iconButton} aria-label={`Remove ${name}`} onClick={() => onRemove(p)}>
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      {enlarged !== null && (
        <Lightbox
          items={pages.map((p, i) => ({ src: p.thumbUrl, label: `${titleOf(p.tool)}, picture ${i + 1}` }))}
          index={Math.min(enlarged, pages.length - 1)}
          onIndex={setEnlarged}
          onClose={() => setEnlarged(null)}
        />
      )}
    </div>
  );
}

/**
 * A row's words: what the page shows, then its tool and its level ("Simple & Easy · Detail: Detailed").
 * A phone's row has room for what the page shows only: the thumbnail and the buttons take the rest.
 */
function PageWords({ tool, subject, level }: { tool: string; subject: string; level: string }) {
  return (
    <span className="block min-w-0" data-testid="page-words">
      {subject && (
        <span className="block truncate text-slate-800 dark:text-slate-200" data-testid="page-subject">
          {subject}
        </span>
      )}
      <span className={`truncate text-slate-600 dark:text-slate-400 ${subject ? "hidden sm:block" : "block"}`}>
        {level ? `${tool} · ${level}` : tool}
      </span>
    </span>
  );
}
