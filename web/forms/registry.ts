import type { Field, FieldTypeName } from "../../engine/fields/index.js";
import type { Widget } from "./widget-types";
import { ChoiceWidget } from "./widgets/choice-widget";
import { ComboboxWidget } from "./widgets/combobox-widget";
import { ImageWidget } from "./widgets/image-widget";
import { NumberWidget } from "./widgets/number-widget";
import { SuggestWidget } from "./widgets/suggest-widget";
import { TextWidget } from "./widgets/text-widget";
import { TextareaWidget } from "./widgets/textarea-widget";

interface FieldWidget {
  Widget: Widget;
  /** The widget is a group of controls (radio buttons) the field's label names, not one control. */
  group?: true;
}

/** Field type → widget; the compiler holds the keys to engine/fields' registry. */
const widgets: Record<FieldTypeName, FieldWidget> = {
  text: { Widget: TextWidget as Widget },
  textarea: { Widget: TextareaWidget as Widget },
  choice: { Widget: ChoiceWidget as Widget, group: true },
  number: { Widget: NumberWidget as Widget },
  combobox: { Widget: ComboboxWidget as Widget },
  suggest: { Widget: SuggestWidget as Widget },
  image: { Widget: ImageWidget as Widget },
};

export function fieldWidgetFor(field: Pick<Field, "type">): FieldWidget | undefined {
  return Object.hasOwn(widgets, field.type) ? widgets[field.type as FieldTypeName] : undefined;
}
