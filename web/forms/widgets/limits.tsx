import { useEffect } from "react";
import { useController, useFormContext, useWatch } from "react-hook-form";
import { type ItemsOption, itemLimit, itemsBy, listItems } from "../../../engine/fields/items.js";
import { graphemeLength } from "../../../engine/graphemes.js";
import { typedText } from "../typed-text";

interface LimitedField {
  name: string;
  maxLength?: number;
  items?: ItemsOption;
}

/**
 * A text field's value with its limits, as the tool's compiled schema states them: its length
 * in characters and, for a list, its count of items (which may follow another field, as a word
 * search's words follow its difficulty). Past a limit the field is checked at once with that
 * schema, so its message shows as the user types, not after Generate (issue 45, item 6).
 */
export function useLimitedText(field: LimitedField) {
  const { field: input, fieldState } = useController({ name: field.name });
  const { trigger } = useFormContext();
  // The fields the limit follows (a difficulty, and large print); without any, the field watches
  // itself (a hook is called the same way on every render).
  const byNames = itemsBy(field.items);
  const by = useWatch({ name: byNames.length ? byNames : [field.name] }) as unknown[];
  const value = typeof input.value === "string" ? input.value : "";
  const length = graphemeLength(value);
  const maxItems = field.items
    ? itemLimit(field, Object.fromEntries(byNames.map((name, i) => [name, by[i]] as const)))
    : null;
  const count = field.items ? listItems(value).length : 0;
  const over = (field.maxLength !== undefined && length > field.maxLength) || (maxItems !== null && count > maxItems);
  const shown = Boolean(fieldState.error);

  // A limit that changed under the list (a harder difficulty takes more words) is checked again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the limit's change matters here
  useEffect(() => {
    if (over || shown) void trigger(field.name);
  }, [maxItems]);

  const onChange = (next: string) => {
    const kept = typedText(value, next, field.maxLength);
    input.onChange(kept);
    const nextOver =
      (field.maxLength !== undefined && graphemeLength(kept) > field.maxLength) ||
      (maxItems !== null && field.items !== undefined && listItems(kept).length > maxItems);
    if (nextOver || shown) void trigger(field.name);
  };

  return {
    input,
    value,
    onChange,
    counter: { length, maxLength: field.maxLength, count, maxItems, noun: field.items?.noun },
  };
}

const quiet = "text-slate-600 dark:text-slate-400";
const near = "font-semibold text-amber-800 dark:text-amber-300";
const past = "font-semibold text-red-700 dark:text-red-400";

/**
 * "5 of 8 words" and "12 / 40 characters" under a field, counted as the server counts; amber
 * near a limit, red past it; announced only near or past a limit, not on every key.
 */
export function LimitCounter({
  length,
  maxLength,
  count,
  maxItems,
  noun,
}: {
  length: number;
  maxLength?: number;
  count: number;
  maxItems: number | null;
  noun?: string;
}) {
  if (!maxLength && maxItems === null) return null;
  const tone = (n: number, max: number) => (n > max ? past : n >= max * 0.9 ? near : quiet);
  const loud = (maxLength !== undefined && length >= maxLength * 0.9) || (maxItems !== null && count >= maxItems);
  return (
    <p aria-live={loud ? "polite" : "off"} className="flex flex-wrap justify-between gap-x-4 text-xs">
      <span className={maxItems !== null ? tone(count, maxItems) : ""}>
        {maxItems !== null && `${count} of ${maxItems} ${noun}`}
      </span>
      {maxLength !== undefined && (
        <span className={tone(length, maxLength)}>
          {length} / {maxLength} characters
        </span>
      )}
    </p>
  );
}
