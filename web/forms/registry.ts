import type { Field, FieldTypeName } from "../../engine/fields/index.js";
import type { Widget } from "./widget-types";
import { ChoiceWidget } from "./widgets/choice-widget";
import { ComboboxWidget } from "./widgets/combobox-widget";
import { ImageWidget } from "./widgets/image-widget";
import { NumberWidget } from "./widgets/number-widget";
import { SuggestWidget } from "./widgets/suggest-widget";
import { TextWidget } from "./widgets/text-widget";
import { TextareaWidget } from "./widgets/textarea-widget";

/** Field type → widget. Adding a field type: its unit in engine/fields, its widget here. */
export const widgets: Record<FieldTypeName, Widget> = {
  text: TextWidget as Widget,
  textarea: TextareaWidget as Widget,
  choice: ChoiceWidget as Widget,
  number: NumberWidget as Widget,
  combobox: ComboboxWidget as Widget,
  suggest: SuggestWidget as Widget,
  image: ImageWidget as Widget,
};

export function widgetFor(field: Pick<Field, "type">): Widget | undefined {
  return Object.hasOwn(widgets, field.type) ? widgets[field.type as FieldTypeName] : undefined;
}
