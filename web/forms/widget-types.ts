import type { ComponentType } from "react";
import type { Field } from "../../engine/fields/index.js";

/**
 * What every widget receives. Widgets read and write their value through react-hook-form's
 * `useController` (the form is a FormProvider), so the registry stays a plain map.
 */
export interface WidgetProps<F extends Field = Field> {
  field: F;
  /** The input's id; the label points at it. */
  id: string;
  /** Id of the error message element, referenced by aria-describedby while invalid. */
  errorId: string;
  error?: string;
}

export type Widget<F extends Field = Field> = ComponentType<WidgetProps<F>>;

/** aria props every widget puts on its focusable control. */
export function invalidProps(error: string | undefined, errorId: string) {
  return error ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
}
