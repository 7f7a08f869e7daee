import { useController } from "react-hook-form";
import type { TextField } from "../../../engine/fields/index.js";
import { graphemeLength } from "../../../engine/graphemes.js";
import { focusRing, inputClass } from "../../components/ui";
import { cutToLength } from "../cut-to-length";
import { invalidProps, type WidgetProps } from "../widget-types";

/** One-line text with optional quick-suggestion chips; a chip overwrites the value. */
export function TextWidget({ field, id, errorId, error }: WidgetProps<TextField>) {
  const { field: input } = useController({ name: field.name });
  return (
    <div className="space-y-2">
      <input
        id={id}
        type="text"
        className={inputClass}
        placeholder={field.placeholder}
        required={Boolean(field.required)}
        name={input.name}
        ref={input.ref}
        value={(input.value as string | undefined) ?? ""}
        onChange={(e) => input.onChange(cutToLength(e.target.value, field.maxLength))}
        onBlur={input.onBlur}
        {...invalidProps(error, errorId)}
      />
      <LengthCounter value={input.value} max={field.maxLength} />
      <SuggestionChips suggestions={field.suggestions} label={field.label} onPick={(s) => input.onChange(s)} />
    </div>
  );
}

/**
 * "12 / 40 characters" under a field with a length limit (every text field has one: 200 unless
 * the tool sets another), so the limit is seen before it cuts text; counted as the server counts
 * (characters as people see them); announced only near the limit, not on every key.
 */
export function LengthCounter({ value, max }: { value: unknown; max?: number }) {
  if (!max) return null;
  const length = typeof value === "string" ? graphemeLength(value) : 0;
  const near = length >= max * 0.9;
  return (
    <p
      aria-live={near ? "polite" : "off"}
      className={`text-right text-xs ${near ? "font-semibold text-amber-800 dark:text-amber-300" : "text-slate-600 dark:text-slate-400"}`}
    >
      {length} / {max} characters
    </p>
  );
}

export function SuggestionChips({
  suggestions,
  label,
  onPick,
}: {
  suggestions?: string[];
  label: string;
  onPick: (value: string) => void;
}) {
  if (!suggestions?.length) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled row of chips, not a form section
    <div className="flex flex-wrap gap-2" role="group" aria-label={`${label} suggestions`}>
      {suggestions.map((s) => (
        <button
          key={s}
          type="button"
          onClick={() => onPick(s)}
          className={`rounded-full border border-violet-300 bg-violet-50 px-3 py-1 text-sm text-violet-900 hover:bg-violet-100 dark:border-violet-700 dark:bg-violet-950 dark:text-violet-100 dark:hover:bg-violet-900 ${focusRing}`}
        >
          {s}
        </button>
      ))}
    </div>
  );
}
