import type { Tool } from "../../engine/catalog.js";

/**
 * A stand-in the tool itself offered is taken as accepted (issue 41, class 8); anything else is
 * drawn only once the user accepts it. The tool offered it when
 * - the sketch key it came from reads no field at all (the recipe's own words, as the "hooded
 *   figure" of Mystery Characters), or its word is in the recipe's own text and in no value the
 *   user typed there; or
 * - every field that key reads holds, exactly, one of that field's suggestions or choices.
 * The stand-in's word is not looked for in the values: it is the artist's reading of them
 * ("horseback with lance" from "on horseback with a lance"), so a word the values do not spell
 * out letter for letter must not pass as offered. It is still marked as a stand-in in `understood`.
 */
export function offeredByTool(tool: Tool, values: Record<string, unknown>, standIn: { key: string; word: string }) {
  const template = String((tool.sketch as Record<string, unknown> | undefined)?.[standIn.key] ?? "");
  const names = new Set(tool.fields.map((f) => f.name));
  const read = new Set<string>();
  for (const m of template.matchAll(/\{\{([^}]*)\}\}/g))
    for (const w of (m[1] ?? "").match(/[\w-]+/g) ?? []) if (names.has(w)) read.add(w);
  const fields = tool.fields.filter((f) => read.has(f.name));
  const typed = fields.map((f) => String(values[f.name] ?? "").toLowerCase());
  if (fields.length === 0 || fromRecipe(template, typed, standIn.word)) return true;
  return fields.every((f, i) => {
    const value = (typed[i] ?? "").trim();
    const field = f as { suggestions?: string[]; options?: { value: string; label: string }[] };
    return (
      (field.suggestions ?? []).some((s) => s.toLowerCase() === value) ||
      (field.options ?? []).some((o) => o.value.toLowerCase() === value || o.label.toLowerCase() === value)
    );
  });
}

/** Every word of the stand-in is in the recipe's own text (outside its fields) and none is typed. */
function fromRecipe(template: string, typed: string[], word: string): boolean {
  const own = words(template.replace(/\{\{[^}]*\}\}/g, " "));
  const user = new Set(typed.flatMap(words));
  const asked = words(word);
  return asked.length > 0 && asked.every((w) => own.includes(w) && !user.has(w));
}

const words = (text: string): string[] => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
