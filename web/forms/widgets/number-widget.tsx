import { useController } from "react-hook-form";
import type { NumberField } from "../../../engine/fields/index.js";
import { inputClass } from "../../components/ui";
import { invalidProps, type WidgetProps } from "../widget-types";

/** Whole number between the field's min and max (e.g. ideas 1 to 20). */
export function NumberWidget({ field, id, errorId, error }: WidgetProps<NumberField>) {
  const { field: input } = useController({ name: field.name });
  const value = input.value as number | string | undefined;
  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      className={`${inputClass} max-w-40`}
      min={field.min}
      max={field.max}
      step={1}
      required
      name={input.name}
      ref={input.ref}
      value={value ?? ""}
      // Keep the raw text while typing; the shared schema coerces and checks the bounds.
      onChange={(e) => input.onChange(e.target.value === "" ? "" : Number(e.target.value))}
      onBlur={input.onBlur}
      {...invalidProps(error, errorId)}
    />
  );
}
