import { type KeyboardEvent, useId, useMemo, useState } from "react";
import { useController } from "react-hook-form";
import type { ComboboxField } from "../../../engine/fields/index.js";
import { inputClass } from "../../components/ui";
import { useLater } from "../../lib/use-later";
import { invalidProps, type WidgetProps } from "../widget-types";

const popupClass =
  "absolute z-20 mt-1 w-full overflow-auto rounded-lg border border-slate-300 bg-white shadow-lg dark:border-slate-600 dark:bg-slate-800";

/**
 * Searchable list (Flag Generator): typing filters by case-insensitive substring
 * and clears the chosen value; picking sets it, clears the search and closes the list.
 */
export function ComboboxWidget({ field, id, errorId, error }: WidgetProps<ComboboxField>) {
  const { field: input } = useController({ name: field.name });
  const options = field.options ?? [];
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const closeSoon = useLater();

  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options;
  }, [options, query]);
  const chosen = options.find((o) => o.value === input.value);

  const pick = (value: string) => {
    input.onChange(value);
    setQuery("");
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!open) return setOpen(true);
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((a) => (matches.length ? (a + step + matches.length) % matches.length : 0));
    } else if (e.key === "Enter" && open) {
      e.preventDefault();
      const option = matches[active];
      if (option) pick(option.value);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
    }
  };

  const activeId = open && matches[active] ? `${listId}-${active}` : undefined;
  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        className={inputClass}
        placeholder={field.placeholder}
        required
        name={input.name}
        ref={input.ref}
        value={query || chosen?.label || ""}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
          if (input.value) input.onChange("");
        }}
        onFocus={() => {
          closeSoon.cancel();
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onBlur={() => {
          // Let a click on an option land before the list closes.
          closeSoon.later(() => setOpen(false), 150);
          input.onBlur();
        }}
        onKeyDown={onKeyDown}
        {...invalidProps(error, errorId)}
      />
      {/* With no match there is no list, only a message: an empty listbox is invalid ARIA. */}
      {open && matches.length === 0 && (
        <p id={listId} role="status" className={`${popupClass} px-3 py-2 text-sm text-slate-600 dark:text-slate-300`}>
          {field.empty}
        </p>
      )}
      {open && matches.length > 0 && (
        <div
          id={listId}
          role="listbox"
          aria-label={field.label}
          style={{ maxHeight: "15rem" }}
          className={`${popupClass} py-1`}
        >
          {matches.map((o, i) => (
            <div
              key={o.value}
              id={`${listId}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={o.value === input.value}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(o.value)}
              onKeyDown={() => {}}
              className={`cursor-pointer px-3 py-2 text-sm text-slate-900 dark:text-slate-100 ${
                i === active ? "bg-violet-100 dark:bg-violet-900" : "hover:bg-slate-100 dark:hover:bg-slate-700"
              }`}
            >
              {o.label}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
