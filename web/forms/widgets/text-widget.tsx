import type { TextField } from "../../../engine/fields/index.js";
import { focusRing, inputClass } from "../../components/ui";
import { invalidProps, type WidgetProps } from "../widget-types";
import { LimitCounter, useLimitedText } from "./limits";

/** One-line text with optional quick-suggestion chips; a chip overwrites the value. */
export function TextWidget({ field, id, errorId, error }: WidgetProps<TextField>) {
  const { input, value, onChange, counter } = useLimitedText(field);
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
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={input.onBlur}
        {...invalidProps(error, errorId)}
      />
      <LimitCounter {...counter} />
      <SuggestionChips suggestions={field.suggestions} label={field.label} onPick={onChange} />
    </div>
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
