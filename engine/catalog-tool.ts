import type { Tool } from "./catalog.js";
import type { CatalogError, CatalogFile, Loaded, PathKey, Position } from "./catalog-yaml.js";
import { compileToolSchema, defaultValues, promptContext, sampleValues, type ToolValues } from "./compile.js";
import type { FieldSetFile, ToolDescriptor } from "./descriptor.js";
import { didYouMean } from "./diagnostics.js";
import { type CatalogLists, type Field, fieldTypeOf } from "./fields/index.js";
import { type ItemsOption, itemsProblems } from "./fields/items.js";
import { renderListItem, renderTool } from "./render.js";
import { templateErrorColumn, templateErrorLine, templateVariableUses } from "./template.js";

/** One template of a tool: where it is, its source, and names it may read besides the fields. */
interface ToolTemplate {
  path: PathKey[];
  source: string;
  /** Word-list names a list generator's patterns may use besides the fields. */
  extra: string[];
}

/**
 * Every template of a tool: the prompt, each sketch value, each builtin value and each of a
 * list generator's patterns (which may also name its word lists). Word lists are plain words.
 */
function toolTemplates(
  tool: Pick<ToolDescriptor, "prompt" | "sketch" | "builtin"> & Partial<Pick<ToolDescriptor, "activity">>,
): ToolTemplate[] {
  const templates: ToolTemplate[] = [{ path: ["prompt"], source: tool.prompt, extra: [] }];
  for (const [key, value] of Object.entries(tool.sketch ?? {})) {
    if (key !== "layout" && typeof value === "string")
      templates.push({ path: ["sketch", key], source: value, extra: [] });
  }
  for (const [key, value] of Object.entries(tool.activity ?? {})) {
    if (key !== "type" && typeof value === "string")
      templates.push({ path: ["activity", key], source: value, extra: [] });
  }
  const builtin = tool.builtin;
  if (builtin) {
    const words = builtin.generator === "list" ? Object.keys(builtin.words ?? {}) : [];
    for (const [key, value] of Object.entries(builtin)) {
      if (key === "generator" || key === "words") continue;
      if (typeof value === "string") templates.push({ path: ["builtin", key], source: value, extra: [] });
      if (Array.isArray(value)) {
        value.forEach((v: unknown, i) => {
          if (typeof v === "string") templates.push({ path: ["builtin", key, i], source: v, extra: words });
        });
      }
    }
  }
  return templates;
}

/** Per-field and per-template rules, each error at its own line and column. */
export function checkTool(tool: Tool, lists: CatalogLists, file: CatalogFile, loaded: Loaded): CatalogError[] {
  const errors: CatalogError[] = [];
  const at = (where: Position, message: string) => errors.push({ path: file.path, ...where, message });
  const names = tool.fields.map((f) => f.name);
  const fieldList = `fields of this tool: ${names.join(", ")}`;
  (tool.fields as Field[]).forEach((field, i) => {
    const unit = fieldTypeOf(field);
    if (unit.list) {
      const list = unit.list.name(field);
      const known = Object.keys(lists[unit.list.kind]);
      if (!known.includes(list))
        at(
          loaded.positionOf(["fields", i, "list"]),
          `unknown list "${list}" (catalog/lists/${list}.yaml)${didYouMean(list, known)}`,
        );
    }
    const items = (field as { items?: ItemsOption }).items;
    if (items)
      for (const problem of itemsProblems(items, tool.fields as Field[]))
        at(loaded.positionOf(["fields", i, "items"]), `fields.${i} (${field.name}): ${problem}`);
    const f = field as { required?: string; optional?: boolean };
    if (unit.needsMessage && !f.required && !f.optional) {
      at(loaded.positionOf(["fields", i]), `fields.${i} (${field.name}): give a required: message, or optional: true`);
    }
  });
  for (const { path, source, extra } of toolTemplates(tool)) {
    const label = path.join(".");
    const allowed = [...names, ...extra];
    try {
      const seen = new Map<string, number>();
      for (const v of templateVariableUses(source)) {
        const nth = seen.get(v.name) ?? 0;
        seen.set(v.name, nth + 1);
        const where = loaded.variablePosition(path, v.name, nth);
        if (v.dotted) {
          const head = v.name.replace(/^(\.\.\/|this\.?)+/, "").split(/[./]/)[0] ?? "";
          at(
            where,
            `${label}: template variable "${v.name}" is not a plain field name: a field's value is text, with no parts` +
              (names.includes(head) ? ` (write {{${head}}})` : "") +
              `; ${fieldList}`,
          );
        } else if (!allowed.includes(v.name)) {
          at(
            where,
            `${label}: template variable "${v.name}" is not a field of this tool${extra.length ? " nor a word list" : ""}${didYouMean(v.name, allowed)}; ${fieldList}${extra.length ? `; word lists: ${extra.join(", ")}` : ""}`,
          );
        }
      }
    } catch (e) {
      const line = templateErrorLine(e);
      at(
        line === undefined ? loaded.positionOf(path) : loaded.templateLine(path, line, templateErrorColumn(e)),
        `${label}: ${(e as Error).message}`,
      );
    }
  }
  return errors;
}

/** The field set every line-art page includes: page shape, detail and line weight (docs/api.md). */
const PAGE_FIELDS = "page-options";

/**
 * Append each included field set: its fields after the tool's own, its prompt line after the
 * tool's prompt. A name clash between a tool's field and a set's field is an error.
 */
export function includeFieldSets(
  tool: Tool,
  sets: Record<string, FieldSetFile>,
  file: CatalogFile,
  lineOf: (p: readonly PropertyKey[]) => number,
): CatalogError[] {
  const errors: CatalogError[] = [];
  if (tool.output === "line-art" && sets[PAGE_FIELDS] && !(tool.include ?? []).includes(PAGE_FIELDS)) {
    errors.push({
      path: file.path,
      line: lineOf(tool.include ? ["include"] : ["output"]),
      message: `a line-art page includes the standard page fields: include: [${PAGE_FIELDS}] (page, detail, line weight)`,
    });
  }
  (tool.include ?? []).forEach((name, i) => {
    const set = sets[name];
    if (!set) {
      errors.push({
        path: file.path,
        line: lineOf(["include", i]),
        message: `include.${i}: unknown field set "${name}" (catalog/fieldsets/${name}.yaml)`,
      });
      return;
    }
    for (const field of set.fields) {
      if (tool.fields.some((f) => f.name === field.name)) {
        errors.push({
          path: file.path,
          line: lineOf(["include", i]),
          message: `include.${i}: field "${field.name}" of field set "${name}" is also a field of this tool`,
        });
        continue;
      }
      tool.fields = [...tool.fields, field];
      tool.shared = [...tool.shared, field.name];
    }
    if (set.prompt) tool.prompt = `${tool.prompt.trimEnd()}\n${set.prompt.trim()}\n`;
  });
  return errors;
}

/** What every prompt of an output kind asks for (docs/catalog.md, "House style for prompts"). */
const houseStyle: Partial<Record<Tool["output"], { words: RegExp[]; asks: string }>> = {
  "line-art": {
    words: [/Black-and-white line art coloring page/, /no shading/, /white background/, /printable/],
    asks: "printable black-and-white line art",
  },
  cover: { words: [/colourful/i], asks: "colourful art" },
};
/** Shorter than a sentence saying what to draw is a prompt missing its words. */
const MIN_PROMPT = 40;
const leftover = /\{\{|\}\}/;

/**
 * Render every template with sample values, with each value the descriptor offers and with
 * optional fields left empty, so a template that parses but cannot render fails here, not at
 * generation time; then the rules every rendered prompt keeps.
 */
export function checkRenders(tool: Tool, file: CatalogFile, loaded: Loaded): CatalogError[] {
  const errors: CatalogError[] = [];
  const sample = sampleValues(tool);
  const runs: ToolValues[] = [sample, { ...defaultValues(tool), ...requiredOnly(tool, sample) }];
  const fields = tool.fields as Field[];
  for (const field of fields) {
    for (const o of fieldTypeOf(field).offered?.(field) ?? []) runs.push({ ...sample, [field.name]: o.value });
  }
  const prompts: string[] = [];
  for (const values of runs) {
    try {
      const parsed = compileToolSchema(tool).safeParse(values);
      if (!parsed.success) {
        errors.push({
          path: file.path,
          ...loaded.positionOf(["fields"]),
          message: `sample values do not validate: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")} (set sample: on the field)`,
        });
        return errors;
      }
      const rendered = renderTool(tool, parsed.data);
      prompts.push(rendered.prompt);
      // Each pattern of a list generator, with the first word of every list.
      if (rendered.builtin?.generator === "list") {
        const { builtin } = rendered;
        const first = Object.fromEntries(Object.entries(builtin.words).map(([k, w]) => [k, w[0] ?? ""]));
        for (const pattern of builtin.patterns) renderListItem(builtin, pattern, first);
      }
    } catch (e) {
      errors.push({
        path: file.path,
        line: 1,
        message: `sample values ${JSON.stringify(promptContext(tool, values))} do not render: ${(e as Error).message}`,
      });
      return errors;
    }
  }
  return [...errors, ...promptRules(tool, prompts[0] ?? "", file, loaded)];
}

/** The sample prompt's length and house style, and a distinct prompt for each option of a choice. */
function promptRules(tool: Tool, prompt: string, file: CatalogFile, loaded: Loaded): CatalogError[] {
  const errors: CatalogError[] = [];
  const at = (path: PathKey[], message: string) =>
    errors.push({ path: file.path, ...loaded.positionOf(path), message });
  if (prompt.length < MIN_PROMPT)
    at(
      ["prompt"],
      `prompt: renders to ${prompt.length} characters with the sample values; say what to make (${MIN_PROMPT} or more)`,
    );
  if (leftover.test(prompt))
    at(["prompt"], "prompt: renders with leftover {{ or }} (a value or the template holds braces)");
  const style = houseStyle[tool.output];
  const missing = style?.words.filter((w) => !w.test(prompt)) ?? [];
  if (style && missing.length)
    at(
      ["prompt"],
      `prompt: a ${tool.output} prompt asks for ${style.asks}: it lacks ${missing.map((w) => `"${w.source}"`).join(", ")} (docs/catalog.md, house style)`,
    );
  const sample = sampleValues(tool);
  (tool.fields as Field[]).forEach((field, i) => {
    const options = (fieldTypeOf(field).offered?.(field) ?? []).filter((o) => o.key === "options");
    const byPrompt = new Map<string, string>();
    for (const o of options) {
      const parsed = compileToolSchema(tool).safeParse({ ...sample, [field.name]: o.value });
      if (!parsed.success) continue;
      const rendered = renderTool(tool, parsed.data).prompt;
      const same = byPrompt.get(rendered);
      if (same !== undefined)
        at(
          ["fields", i, "options"],
          `fields.${i}.options (${field.name}): "${o.shown}" gives the same prompt as "${same}"; every choice must change the prompt`,
        );
      else byPrompt.set(rendered, o.shown);
    }
  });
  return errors;
}
function requiredOnly(tool: Tool, sample: ToolValues): ToolValues {
  return Object.fromEntries(
    (tool.fields as Field[])
      .filter((f) => !(f as { optional?: boolean }).optional)
      .map((f) => [f.name, sample[f.name]]),
  );
}
