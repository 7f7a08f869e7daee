import type { TextareaField } from "../../../engine/fields/index.js";
import { inputClass } from "../../components/ui";
import { invalidProps, type WidgetProps } from "../widget-types";
import { LimitCounter, useLimitedText } from "./limits";
import { SuggestionChips } from "./text-widget";

/** Multi-line text; minimum height 100px. */
const TEXTAREA_MIN_HEIGHT = "100px";

export function TextareaWidget({ field, id, errorId, error }: WidgetProps<TextareaField>) {
  const { input, value, onChange, counter } = useLimitedText(field);
  return (
    <div className="space-y-2">
      <textarea
        id={id}
        className={inputClass}
        style={{ minHeight: TEXTAREA_MIN_HEIGHT }}
        rows={field.rows ?? 4}
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
