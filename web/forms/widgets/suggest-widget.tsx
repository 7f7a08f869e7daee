import { type KeyboardEvent, useId, useState } from "react";
import type { OptionGroup, SuggestField } from "../../../engine/fields/index.js";
import { inputClass } from "../../components/ui";
import { useLater } from "../../lib/use-later";
import { invalidProps, type WidgetProps } from "../widget-types";
import { LimitCounter, useLimitedText } from "./limits";

/**
 * Free text with a grouped list that opens on focus (nickname tools): picking a
 * term fills the field and closes the list; anything typed is accepted as well.
 */
export function SuggestWidget({ field, id, errorId, error }: WidgetProps<SuggestField>) {
  const { input, value, onChange, counter } = useLimitedText(field);
  const groups = (field.groups ?? []) as OptionGroup[];
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const closeSoon = useLater();
  const flat = groups.flatMap((g) => g.options);

  const pick = (picked: string) => {
    onChange(picked);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((a) => (flat.length ? (a + step + flat.length) % flat.length : -1));
    } else if (e.key === "Enter" && open && active >= 0) {
      e.preventDefault();
      const option = flat[active];
      if (option !== undefined) pick(option);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
    }
  };

  let index = -1;
  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        className={inputClass}
        placeholder={field.placeholder}
        required={Boolean(field.required)}
        name={input.name}
        ref={input.ref}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onFocus={() => {
          closeSoon.cancel();
          setOpen(true);
        }}
        onBlur={() => {
          // Let a click on an option land before the list closes.
          closeSoon.later(() => setOpen(false), 150);
          input.onBlur();
        }}
        onKeyDown={onKeyDown}
        {...invalidProps(error, errorId)}
      />
      {open && groups.length > 0 && (
        <div
          id={listId}
          role="listbox"
          aria-label={field.label}
          style={{ maxHeight: "15rem" }}
          className="absolute z-20 mt-1 w-full overflow-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg dark:border-slate-600 dark:bg-slate-800"
        >
          {groups.map((g) => (
            // biome-ignore lint/a11y/useSemanticElements: ARIA listbox groups, not a fieldset
            <div key={g.label} role="group" aria-label={g.label}>
              <div className="px-3 pt-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
                {g.label}
              </div>
              {g.options.map((o) => {
                index += 1;
                const i = index;
                return (
                  <div
                    key={o}
                    id={`${listId}-${i}`}
                    role="option"
                    aria-selected={o === input.value}
                    tabIndex={-1}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => pick(o)}
                    onKeyDown={() => {}}
                    className={`cursor-pointer px-3 py-1.5 text-sm text-slate-900 dark:text-slate-100 ${
                      i === active ? "bg-violet-100 dark:bg-violet-900" : "hover:bg-slate-100 dark:hover:bg-slate-700"
                    }`}
                  >
                    {o}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      )}
      <div className="mt-2">
        <LimitCounter {...counter} />
      </div>
    </div>
  );
}
