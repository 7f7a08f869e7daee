import { type KeyboardEvent, useRef } from "react";
import { useController } from "react-hook-form";
import type { ChoiceField, ResolvedOption } from "../../../engine/fields/index.js";
import { focusRing } from "../../components/ui";
import type { WidgetProps } from "../widget-types";

/**
 * Single-select buttons with radiogroup semantics; the first option is preselected by the
 * engine's defaultValues. Arrow keys move and select, like native radios.
 */
export function ChoiceWidget({ field, id, errorId, error }: WidgetProps<ChoiceField>) {
  const { field: input } = useController({ name: field.name });
  const options = field.options as ResolvedOption[];
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = Math.max(
    0,
    options.findIndex((o) => o.value === input.value),
  );

  const move = (e: KeyboardEvent, from: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    let next: number | undefined;
    if (step) next = (from + step + options.length) % options.length;
    if (e.key === "Home") next = 0;
    if (e.key === "End") next = options.length - 1;
    if (next === undefined) return;
    e.preventDefault();
    input.onChange(options[next]?.value);
    buttons.current[next]?.focus();
  };

  return (
    <div
      id={id}
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className="flex flex-wrap gap-2"
    >
      {options.map((o, i) => {
        const checked = input.value === o.value;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a segmented button row with radio semantics and roving focus
          <button
            key={o.value}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => input.onChange(o.value)}
            onKeyDown={(e) => move(e, i)}
            className={`rounded-lg border px-3 py-2 text-sm font-medium transition-colors ${focusRing} ${
              checked
                ? "border-violet-700 bg-violet-700 text-white"
                : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
            }`}
          >
            {o.label}
          </button>
        );
      })}
    </div>
  );
}
