import { fieldUnitOf } from "../../engine/fields/index.js";
import type { PublicTool } from "../lib/catalog";

interface FieldLike {
  name: string;
  type: string;
  label: string;
  options?: { value: string; label: string }[];
}

/** The values a page was made from, as the form showed them: field label and option label. */
export function describeValues(tool: PublicTool | undefined, values: Record<string, unknown>) {
  const fields = (tool?.fields ?? []) as FieldLike[];
  const rows: { label: string; value: string }[] = [];
  for (const f of fields) {
    const v = values[f.name];
    if (v === undefined || v === null || v === "") continue;
    const option = f.options?.find((o) => o.value === v);
    // A photo field's value is an upload id, which says nothing to a person.
    if (fieldUnitOf(f)?.upload) rows.push({ label: f.label, value: "Your photo" });
    else rows.push({ label: f.label, value: option ? option.label : String(v) });
  }
  // Values whose field has since left the descriptor still show, under their own name.
  for (const [name, v] of Object.entries(values)) {
    if (fields.some((f) => f.name === name) || v === undefined || v === null || v === "") continue;
    rows.push({ label: name, value: String(v) });
  }
  return rows;
}

/** One line telling two pages of one tool apart: the first values the user typed or chose. */
export function valuesSummary(tool: PublicTool | undefined, values: Record<string, unknown>): string {
  // The standard page fields (page, detail, line weight) say little about what is drawn.
  const standard = new Set(["page", "detail", "lineWeight"]);
  const own = Object.fromEntries(Object.entries(values).filter(([name]) => !standard.has(name)));
  return describeValues(tool, own)
    .slice(0, 2)
    .map((r) => r.value)
    .join(" · ");
}
