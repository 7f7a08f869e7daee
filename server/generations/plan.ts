import type { Tool } from "../../engine/catalog.js";
import { namesIn } from "../sketch/names.js";
import { themeOf, themeSubject } from "../sketch/themes.js";

/** Layouts that draw their subject as a picture (a letter or pattern page keeps its words). */
const pictureLayouts = new Set(["motif", "scene"]);

/**
 * The values a page is drawn from: a subject field holding a theme word ("dinosaurs", "farm
 * animals") names one subject of the theme's plan instead, chosen by the page's seed, so the
 * pages of a batch (consecutive seeds) draw consecutive subjects of the plan. The prompt and the
 * built-in engine's recipe are both rendered from these values, so a model provider's batch
 * varies as the built-in engine's does. The stored values stay as the user typed them.
 */
export function plannedValues(tool: Tool, values: Record<string, unknown>, seed: number): Record<string, unknown> {
  const sketch = tool.sketch as Record<string, unknown> | undefined;
  if (!sketch || tool.output !== "line-art" || !pictureLayouts.has(String(sketch.layout ?? "motif"))) return values;
  const fields = [...String(sketch.subject ?? "").matchAll(/\{\{\s*([\w.-]+)/g)].map((m) => m[1] as string);
  let planned = values;
  for (const name of fields) {
    const value = values[name];
    if (typeof value !== "string") continue;
    const theme = themeOf(value);
    if (theme) {
      planned = { ...planned, [name]: themeSubject(theme, seed) };
      continue;
    }
    // A theme for someone ("happy birthday Olivia"): the plan's subject, the name lettered under it.
    const named = namesIn(value);
    const forWhom = named.names.length > 0 && !named.lettering ? themeOf(named.rest) : undefined;
    if (forWhom) planned = { ...planned, [name]: `${themeSubject(forWhom, seed)} for ${named.names[0]}` };
  }
  return planned;
}
