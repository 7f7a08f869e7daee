import { useController } from "react-hook-form";
import type { TextareaField } from "../../../engine/fields/index.js";
import { inputClass } from "../../components/ui";
import { cutToLength } from "../cut-to-length";
import { invalidProps, type WidgetProps } from "../widget-types";
import { LengthCounter, SuggestionChips } from "./text-widget";

/** Multi-line text; minimum height 100px. */
const TEXTAREA_MIN_HEIGHT = "100px";

export function TextareaWidget({ field, id, errorId, error }: WidgetProps<TextareaField>) {
  const { field: input } = useController({ name: field.name });
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
