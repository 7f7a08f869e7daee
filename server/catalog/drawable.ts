import type { Catalog, CatalogFile, Tool } from "../../engine/catalog.js";
import { promptContext, sampleValues } from "../../engine/compile.js";
import { type Field, fieldTypeOf } from "../../engine/fields/index.js";
import { renderTemplate, templateVariables } from "../../engine/template.js";
import { matchMotifs, understandPhrase } from "../sketch/art.js";
import { buildingWords, conceptFor } from "../sketch/concepts.js";
import { paletteNameFor, palettes } from "../sketch/palettes.js";
import { readCover } from "../sketch/reading.js";
import { themeOf } from "../sketch/themes.js";

/** Something catalog:check reports without failing: the tool works, but draws other than meant. */
interface CatalogWarning {
  path: string;
  line: number;
  message: string;
}

/** Sketch keys whose words pick the main drawing; an unknown word draws a default instead. */
const drawnKeys = ["subject", "subject2"] as const;

/** The words the built-in sketch engine draws for a phrase, or none ("stegosaurus"). */
export function drawingsFor(phrase: string): string[] {
  return matchMotifs(phrase, 3).map((m) => m.annotation);
}

const drawnAsPlace = (words: string) =>
  Boolean(conceptFor(words.toLowerCase())) || buildingWords.test(words.toLowerCase());

/** Every palette name a cover's colour theme may name (docs/catalog.md lists them). */
export const paletteNames = Object.keys(palettes);

/** The line of `word`, searched from the line holding each of `after` in turn (a field, then its key). */
function lineOfWord(file: CatalogFile | undefined, word: string, ...after: string[]): number {
  if (!file) return 1;
  const lines = file.text.split("\n");
  let start = 0;
  for (const marker of after) {
    const at = lines.findIndex((l, n) => n >= start && l.includes(marker));
    if (at >= 0) start = at;
  }
  const i = lines.findIndex((l, n) => n >= start && l.includes(word));
  return i >= 0 ? i + 1 : start + 1;
}

/**
 * Warnings for one tool: suggestions and options that reach a drawn sketch key but match no
 * drawing (the page shows a default drawing instead), a fixed subject with no drawing, and
 * colour themes that name no palette (the cover falls back to a default palette).
 */
function toolWarnings(tool: Tool, file: CatalogFile | undefined): CatalogWarning[] {
  const warnings: CatalogWarning[] = [];
  const sketch = tool.sketch as Record<string, string> | undefined;
  if (!sketch) return warnings;
  const path = file?.path ?? `${tool.id}.yaml`;
  const sample = sampleValues(tool);
  const fields = tool.fields as Field[];
  const render = (source: string, values: Record<string, unknown>) =>
    renderTemplate(source, promptContext(tool, values)).trim();
  // A scene draws a place named as its subject ("bakery", "campsite") as the setting itself.
  const scene = sketch.layout === "scene";
  // Read as a generation reads it: a theme's name on a picture page names one subject of its
  // plan a page (server/generations/plan.ts), on a cover its main subject (reading.ts).
  const picture = tool.output === "line-art" && ["motif", "scene", undefined].includes(sketch.layout);
  const drawn = (words: string) =>
    (picture && themeOf(words) !== undefined) ||
    understandPhrase(tool.output === "cover" ? (readCover({ subject: words }).subject ?? words) : words).some(
      (u) => u.drawnAs,
    );
  const seen = new Set<string>();
  const warn = (line: number, message: string) => {
    if (seen.has(message)) return;
    seen.add(message);
    warnings.push({ path, line, message });
  };

  const checks: { key: string; test: (words: string) => string | undefined }[] = [
    ...drawnKeys.map((key) => ({
      key,
      test: (words: string) =>
        words && !drawn(words) && !(scene && drawnAsPlace(words))
          ? "the built-in sketch engine has nothing close to it, so a user who picks it is refused"
          : undefined,
    })),
    {
      key: "palette",
      test: (words: string) =>
        words && !paletteNameFor(words)
          ? `names no palette, so the cover uses the default one (palettes: ${paletteNames.join(", ")})`
          : undefined,
    },
  ];

  for (const { key, test } of checks) {
    const source = sketch[key];
    if (!source) continue;
    const vars = templateVariables(source);
    if (vars.length === 0) {
      const problem = test(source);
      if (problem) warn(lineOfWord(file, source, `${key}:`), `sketch.${key}: "${source}" ${problem}`);
      continue;
    }
    fields.forEach((field, i) => {
      if (!vars.includes(field.name)) return;
      for (const { key: where, value, shown } of fieldTypeOf(field).offered?.(field) ?? []) {
        const problem = test(render(source, { ...sample, [field.name]: value }));
        if (problem) {
          warn(
            lineOfWord(file, shown, `name: ${field.name}`, `${where}:`),
            `fields.${i}.${where}: "${shown}" (${field.name}, drawn as sketch.${key}) ${problem}`,
          );
        }
      }
    });
  }
  return warnings;
}

/** Every warning of a built catalogue, in file order. */
export function catalogWarnings(catalog: Catalog, files: CatalogFile[]): CatalogWarning[] {
  const byPath = new Map(files.map((f) => [f.path, f]));
  return catalog.tools.flatMap((tool) =>
    toolWarnings(tool, byPath.get(`${tool.hub}/${tool.slug}.yaml`) ?? byPath.get(`${tool.hub}/${tool.slug}.yml`)),
  );
}
