import type { Tool } from "../../engine/catalog.js";
import { namesIn } from "../sketch/names.js";
import { quotedSaying, sayingFor, sayingsAsked, sayingsOnly } from "../sketch/sayings.js";
import { sequenceOf } from "../sketch/sequences.js";
import { oneKindBook, themeOf, themeSubject, themeThings } from "../sketch/themes.js";

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
  if (!sketch || tool.output !== "line-art") return values;
  if (sketch.layout === "lettering") return plannedText(sketch, values, seed);
  if (sketch.layout === "pattern") return plannedPattern(sketch, values, seed);
  if (sketch.layout === "letter") return plannedRun(sketch, values, seed);
  if (!pictureLayouts.has(String(sketch.layout ?? "motif"))) return values;
  let planned = values;
  for (const name of fieldsOf(sketch.subject)) {
    const value = values[name];
    if (typeof value !== "string") continue;
    // Sayings asked for ("sarcastic quotes"): one a page, in quotation marks (reading.ts letters them).
    const sayings = sayingsAsked(value);
    if (sayings && !sayings.typed) {
      const decoration = sayings.decoration ? ` with ${sayings.decoration}` : "";
      planned = { ...planned, [name]: `${quotedSaying(sayingFor(sayings, seed))}${decoration}` };
      continue;
    }
    // A theme for someone ("happy birthday Olivia"): the plan's subject, the name lettered under it.
    const named = namesIn(value);
    const forWhom = named.names.length > 0 && !named.lettering ? themeOf(named.rest) : undefined;
    if (forWhom) {
      planned = { ...planned, [name]: `${themeSubject(forWhom, seed)} for ${named.names[0]}` };
      continue;
    }
    // A creature said in the plural ("robots", "mermaids") on a page of one subject: its book's
    // page (a scene's group, "students in a classroom", stays the group).
    const theme = themeOf(value) ?? (sketch.layout === "motif" ? oneKindBook(value) : undefined);
    if (theme) planned = { ...planned, [name]: themeSubject(theme, seed, value) };
  }
  return planned;
}

/**
 * A pattern tool's theme ("under the sea", "christmas" in Pattern Doodles or Floral Patterns):
 * three of the theme's things tiled, a different three on each page of a batch (themes.ts
 * `themeThings`). A thing said ("a heart") is tiled as it is.
 */
function plannedPattern(sketch: Record<string, unknown>, values: Record<string, unknown>, seed: number) {
  return plannedBy(sketch, values, (value) => {
    const theme = themeOf(value);
    return theme ? themeThings(theme, seed) : undefined;
  });
}

/**
 * A letter tool's subject that names a run ("the alphabet", "numbers 1 to 10" in Alphabet Art):
 * one glyph of it a page, in order (sequences.ts), where every page had been the run's initial.
 */
function plannedRun(sketch: Record<string, unknown>, values: Record<string, unknown>, seed: number) {
  return plannedBy(sketch, values, (value) => {
    const run = sequenceOf(value);
    return run ? themeSubject(run, seed) : undefined;
  });
}

/** The values with each subject field's text replaced by the page `page` makes of it, where it makes one. */
function plannedBy(
  sketch: Record<string, unknown>,
  values: Record<string, unknown>,
  page: (value: string) => string | undefined,
): Record<string, unknown> {
  let planned = values;
  for (const name of fieldsOf(sketch.subject)) {
    const value = values[name];
    const made = typeof value === "string" ? page(value) : undefined;
    if (made !== undefined) planned = { ...planned, [name]: made };
  }
  return planned;
}

/** The names of the fields a sketch template reads ("{{subject}} and {{friend}}"; "{{else}}" is none). */
const fieldsOf = (template: unknown) =>
  [...String(template ?? "").matchAll(/\{\{\s*([\w.-]+)/g)].map((m) => m[1] as string).filter((n) => n !== "else");

/**
 * A lettering tool's text that only says which sayings ("inspirational", "bible verses" in Quote
 * Doodles): one of them a page, where the topic's own word had been lettered in quotation marks.
 */
function plannedText(sketch: Record<string, unknown>, values: Record<string, unknown>, seed: number) {
  let planned = values;
  for (const name of fieldsOf(sketch.text)) {
    const value = values[name];
    const sayings = typeof value === "string" ? sayingsOnly(value) : undefined;
    if (!sayings) continue;
    planned = { ...planned, [name]: sayingFor(sayings, seed).text };
    // Said with a decoration ("… with stars"): the page's doodles, unless they are given.
    for (const doodles of sayings.decoration ? fieldsOf(sketch.decoration) : [])
      if (!planned[doodles]) planned = { ...planned, [doodles]: sayings.decoration };
  }
  return planned;
}
