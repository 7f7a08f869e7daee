import { useNavigate } from "@tanstack/react-router";
import { Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from "react";
import { useCatalog } from "../lib/catalog";
import { iconFor } from "../lib/icons";
import { searchTools } from "../lib/tool-search";
import { useLater } from "../lib/use-later";
import { inputClass, keyboardOnly, keyboardOnlyInline, Modal } from "./ui";

/**
 * Finds a tool across every hub by title, description and subject words (ARIA combobox:
 * arrows move, Enter opens, Escape closes the list). `onPick` runs after navigating.
 */
export function ToolSearch({
  inline = false,
  onPick,
}: {
  /** In a dialog the list takes its own room instead of floating over what follows. */
  inline?: boolean;
  onPick?: () => void;
}) {
  const { catalog } = useCatalog();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const id = useId();
  const listId = `${id}-list`;
  const closeSoon = useLater();
  const hits = useMemo(() => (catalog ? searchTools(catalog, query) : []), [catalog, query]);
  const showList = open && query.trim().length > 0;

  const go = (i: number) => {
    const hit = hits[i];
    if (!hit) return;
    setOpen(false);
    setQuery("");
    void navigate({ to: "/$hub/$tool", params: { hub: hit.tool.hub, tool: hit.tool.slug }, search: hit.values ?? {} });
    onPick?.();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((a) => (hits.length ? (a + step + hits.length) % hits.length : 0));
    } else if (e.key === "Enter") {
      e.preventDefault();
      go(active);
    } else if (e.key === "Escape" && showList) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="relative w-full">
      <label htmlFor={id} className="sr-only">
        Search tools
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && hits.length ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder="Search tools: dinosaur, mandala, book cover…"
        className={`${inputClass} pl-9`}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => {
          closeSoon.cancel();
          setOpen(true);
        }}
        onBlur={() => closeSoon.later(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      {showList && (
        <div
          id={listId}
          role="listbox"
          aria-label="Tools"
          className={`${inline ? "relative" : "absolute z-30"} mt-1 max-h-80 w-full overflow-auto rounded-lg border border-slate-300 bg-white py-1 text-left shadow-lg dark:border-slate-600 dark:bg-slate-800`}
        >
          {hits.length === 0 && (
            <p className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">No tool matches “{query.trim()}”.</p>
          )}
          {hits.map((hit, i) => {
            const Icon = iconFor(hit.tool.icon);
            return (
              <div
                key={hit.tool.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                tabIndex={-1}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => go(i)}
                onKeyDown={() => {}}
                className={`flex cursor-pointer items-start gap-3 px-3 py-2 text-sm ${
                  i === active ? "bg-violet-100 dark:bg-violet-900" : ""
                }`}
              >
                <Icon className="mt-0.5 h-4 w-4 shrink-0 text-violet-700 dark:text-violet-300" aria-hidden="true" />
                <span>
                  <span className="block font-medium text-slate-900 dark:text-slate-100">{hit.tool.title}</span>
                  <span className="block text-xs text-slate-600 dark:text-slate-300">
                    {hit.values?.subject
                      ? `A page of “${hit.values.subject}”`
                      : `${hit.hubTitle}${hit.matched ? ` · ${hit.matched}` : ""}`}
                  </span>
                </span>
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}

/** "Press Ctrl+K anywhere to search", where a keyboard is at hand. */
export function SearchHint({ className = "" }: { className?: string }) {
  return <p className={`mt-1 text-xs ${keyboardOnly} ${className}`}>Press Ctrl+K anywhere to search.</p>;
}

/** Ctrl+K (⌘K on a Mac) anywhere opens the tool search in a dialog. */
export function SearchShortcut() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "k") {
        e.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return (
    <Modal open={open} title="Find a tool" onClose={() => setOpen(false)}>
      <ToolSearch inline onPick={() => setOpen(false)} />
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
        Type a subject or a tool's name<span className={keyboardOnlyInline}>; ↑ ↓ to choose, Enter to open</span>.
      </p>
    </Modal>
  );
}
