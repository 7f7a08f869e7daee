import { LineCounter, parseDocument } from "yaml";
import type { z } from "zod";
import { compileToolSchema, promptContext, sampleValues } from "./compile.js";
import {
  type FieldSetFile,
  fieldSetFile,
  hubsDescriptor,
  listFile,
  type Site,
  siteDescriptor,
  type ToolDescriptor,
  toolDescriptor,
} from "./descriptor.js";
import { type CatalogLists, type Field, fieldTypeNames, fieldTypeOf, normalizeOptions } from "./fields/index.js";
import { renderTemplate, templateVariables } from "./template.js";

export interface CatalogFile {
  /** Path relative to catalog/, with forward slashes: "kids/alphabet.yaml". */
  path: string;
  text: string;
}

export interface CatalogError {
  path: string;
  line: number;
  message: string;
}

export interface Tool extends ToolDescriptor {
  id: string;
  hub: string;
  slug: string;
  /** Shown as a card on its hub's grid (hubs.yaml); unlisted tools are routes only. */
  listed: boolean;
  cost: number;
  /** Names of the fields that came from included field sets (their raw values reach the sketch engine). */
  shared: string[];
}

export interface Hub {
  id: string;
  title: string;
  description: string;
  icon: string;
  color: string;
  /** Tool ids in card order. */
  cards: string[];
}

export interface Catalog {
  hubs: Hub[];
  tools: Tool[];
  site: Site;
  lists: CatalogLists;
  byId: Map<string, Tool>;
}

const TOOL_PATH = /^([a-z0-9-]+)\/([a-z0-9-]+)\.ya?ml$/;
const LIST_PATH = /^lists\/([a-z0-9-]+)\.ya?ml$/;
const FIELDSET_PATH = /^fieldsets\/([a-z0-9-]+)\.ya?ml$/;
/** Folders of catalog/ that hold shared data, not tools. */
const DATA_FOLDERS = ["lists/", "fieldsets/"];

/** Parse one YAML file; returns its data and a function mapping a zod path to a line number. */
function load(file: CatalogFile, errors: CatalogError[]) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(file.text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  for (const e of doc.errors) {
    errors.push({ path: file.path, line: lineCounter.linePos(e.pos[0]).line, message: e.message.split("\n")[0] ?? "" });
  }
  const lineOf = (path: readonly PropertyKey[]): number => {
    for (let n = path.length; n >= 0; n--) {
      const node = doc.getIn(path.slice(0, n) as (string | number)[], true) as { range?: [number] } | undefined;
      const at = node && typeof node === "object" && "range" in node ? node.range?.[0] : undefined;
      if (at !== undefined) return lineCounter.linePos(at).line;
      if (n > 0) {
        // The key of a missing child: point at its parent mapping.
        const parent = doc.getIn(path.slice(0, n - 1) as (string | number)[], true) as { range?: [number] } | undefined;
        if (parent?.range) return lineCounter.linePos(parent.range[0]).line;
      }
    }
    return 1;
  };
  return { data: doc.errors.length ? undefined : (doc.toJS() as unknown), lineOf };
}

function check<T>(
  schema: z.ZodType<T>,
  file: CatalogFile,
  data: unknown,
  lineOf: (p: readonly PropertyKey[]) => number,
  errors: CatalogError[],
): T | undefined {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
    errors.push({ path: file.path, line: lineOf(issue.path), message: `${where}${issue.message}` });
  }
  return undefined;
}

/** Field types are checked first so an unknown type gets a clear message, not a union error. */
function checkFieldTypes(
  file: CatalogFile,
  data: unknown,
  lineOf: (p: PropertyKey[]) => number,
  errors: CatalogError[],
) {
  const fields = (data as { fields?: unknown })?.fields;
  if (!Array.isArray(fields)) return true;
  let ok = true;
  fields.forEach((f, i) => {
    const type = (f as { type?: unknown })?.type;
    if (!fieldTypeNames.includes(type as never)) {
      ok = false;
      errors.push({
        path: file.path,
        line: lineOf(["fields", i, "type"]),
        message: `fields.${i}.type: unknown field type "${String(type)}" (known: ${fieldTypeNames.join(", ")})`,
      });
    }
  });
  return ok;
}

function loadLists(files: CatalogFile[], errors: CatalogError[]): CatalogLists {
  const lists: CatalogLists = { options: {}, groups: {} };
  for (const file of files) {
    const name = LIST_PATH.exec(file.path)?.[1];
    if (!name) continue;
    const { data, lineOf } = load(file, errors);
    const list = data === undefined ? undefined : check(listFile, file, data, lineOf, errors);
    if (!list) continue;
    if ("options" in list) {
      lists.options[name] = list.options.map((o) => (typeof o === "string" ? { value: o, label: o } : o));
    } else {
      lists.groups[name] = list.groups;
    }
  }
  return lists;
}

function loadFieldSets(files: CatalogFile[], errors: CatalogError[]): Record<string, FieldSetFile> {
  const sets: Record<string, FieldSetFile> = {};
  for (const file of files) {
    const name = FIELDSET_PATH.exec(file.path)?.[1];
    if (!name) continue;
    const { data, lineOf } = load(file, errors);
    if (data === undefined || !checkFieldTypes(file, data, lineOf, errors)) continue;
    const set = check(fieldSetFile, file, data, lineOf, errors);
    if (set) sets[name] = set;
  }
  return sets;
}

function checkTool(
  tool: Tool,
  lists: CatalogLists,
  file: CatalogFile,
  lineOf: (p: PropertyKey[]) => number,
): CatalogError[] {
  const errors: CatalogError[] = [];
  const at = (path: PropertyKey[], message: string) => errors.push({ path: file.path, line: lineOf(path), message });
  const names = new Set(tool.fields.map((f) => f.name));
  (tool.fields as Field[]).forEach((field, i) => {
    for (const list of fieldTypeOf(field).lists?.(field) ?? []) {
      if (!(list in lists.options) && !(list in lists.groups))
        at(["fields", i, "list"], `unknown list "${list}" (catalog/lists/${list}.yaml)`);
    }
    const f = field as { required?: string; optional?: boolean; type: string };
    if (["text", "textarea", "suggest"].includes(f.type) && !f.required && !f.optional) {
      at(["fields", i], `fields.${i} (${field.name}): give a required: message, or optional: true`);
    }
  });
  const templates: [PropertyKey[], string][] = [[["prompt"], tool.prompt]];
  for (const block of ["sketch", "builtin"] as const) {
    for (const [key, value] of Object.entries(tool[block] ?? {})) {
      if (key !== "layout" && key !== "generator" && typeof value === "string") templates.push([[block, key], value]);
    }
  }
  for (const [path, source] of templates) {
    try {
      for (const v of templateVariables(source)) {
        if (!names.has(v)) at(path, `${path.join(".")}: template variable "${v}" is not a field of this tool`);
      }
    } catch (e) {
      at(path, `${path.join(".")}: ${(e as Error).message.split("\n")[0]}`);
    }
  }
  return errors;
}

/**
 * Append each included field set: its fields after the tool's own, its prompt line after the
 * tool's prompt. A name clash between a tool's field and a set's field is an error.
 */
function includeFieldSets(
  tool: Tool,
  sets: Record<string, FieldSetFile>,
  file: CatalogFile,
  lineOf: (p: PropertyKey[]) => number,
): CatalogError[] {
  const errors: CatalogError[] = [];
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

/**
 * Build the catalogue from its files. Everything is checked here, so server start,
 * catalog:check and the test suite all see the same errors (with file and line).
 */
export function buildCatalog(files: CatalogFile[]): { catalog: Catalog; errors: CatalogError[] } {
  const errors: CatalogError[] = [];
  const sorted = [...files].sort((a, b) => a.path.localeCompare(b.path));
  const lists = loadLists(sorted, errors);
  const fieldSets = loadFieldSets(sorted, errors);

  const tools: Tool[] = [];
  const seen = new Map<string, string>();
  for (const file of sorted) {
    const m = TOOL_PATH.exec(file.path);
    if (!m || DATA_FOLDERS.some((d) => file.path.startsWith(d))) continue;
    const [, hub, slug] = m as unknown as [string, string, string];
    const id = `${hub}/${slug}`;
    if (seen.has(id)) {
      errors.push({ path: file.path, line: 1, message: `duplicate tool id "${id}" (also ${seen.get(id)})` });
      continue;
    }
    seen.set(id, file.path);
    const { data, lineOf } = load(file, errors);
    if (data === undefined || !checkFieldTypes(file, data, lineOf, errors)) continue;
    const parsed = check(toolDescriptor, file, data, lineOf, errors);
    if (!parsed) continue;
    const image = parsed.output === "line-art" || parsed.output === "cover";
    const tool: Tool = { ...parsed, id, hub, slug, listed: false, cost: parsed.cost ?? (image ? 1 : 0), shared: [] };
    const includeErrors = includeFieldSets(tool, fieldSets, file, lineOf);
    if (includeErrors.length) {
      errors.push(...includeErrors);
      continue;
    }
    tool.fields = (tool.fields as Field[]).map((f) => {
      const type = fieldTypeOf(f);
      return type.resolve ? type.resolve(f, lists) : f;
    }) as Tool["fields"];
    const toolErrors = checkTool(tool, lists, file, lineOf);
    if (toolErrors.length === 0) {
      try {
        const ctx = promptContext(tool, compileToolSchema(tool).parse(sampleValues(tool)));
        renderTemplate(tool.prompt, ctx);
      } catch (e) {
        toolErrors.push({
          path: file.path,
          line: 1,
          message: `sample values do not render: ${(e as Error).message.split("\n")[0]}`,
        });
      }
    }
    errors.push(...toolErrors);
    if (toolErrors.length === 0) tools.push(tool);
  }

  const byId = new Map(tools.map((t) => [t.id, t]));
  const hubs: Hub[] = [];
  const hubsFile = sorted.find((f) => f.path === "hubs.yaml");
  if (!hubsFile) errors.push({ path: "hubs.yaml", line: 1, message: "missing hubs.yaml" });
  else {
    const { data, lineOf } = load(hubsFile, errors);
    const parsed = data === undefined ? undefined : check(hubsDescriptor, hubsFile, data, lineOf, errors);
    parsed?.hubs.forEach((hub, h) => {
      const cards: string[] = [];
      hub.cards.forEach((slug, c) => {
        const id = `${hub.id}/${slug}`;
        const tool = byId.get(id);
        if (!tool)
          errors.push({
            path: hubsFile.path,
            line: lineOf(["hubs", h, "cards", c]),
            message: `card "${slug}": no tool ${id}`,
          });
        else if (cards.includes(id))
          errors.push({
            path: hubsFile.path,
            line: lineOf(["hubs", h, "cards", c]),
            message: `card "${slug}" listed twice`,
          });
        else {
          tool.listed = true;
          cards.push(id);
        }
      });
      hubs.push({ ...hub, cards });
    });
    for (const tool of tools) {
      if (!parsed?.hubs.some((h) => h.id === tool.hub)) {
        errors.push({
          path: seen.get(tool.id) ?? tool.id,
          line: 1,
          message: `folder "${tool.hub}" is not a hub in hubs.yaml`,
        });
      }
    }
  }

  let site: Site | undefined;
  const siteFile = sorted.find((f) => f.path === "site.yaml");
  if (!siteFile) errors.push({ path: "site.yaml", line: 1, message: "missing site.yaml" });
  else {
    const { data, lineOf } = load(siteFile, errors);
    site = data === undefined ? undefined : check(siteDescriptor, siteFile, data, lineOf, errors);
  }

  return { catalog: { hubs, tools, site: site as Site, lists, byId }, errors };
}

/** What GET /api/catalog serves: no prompts or sketch recipes, lists resolved into fields. */
export function publicCatalog(catalog: Catalog) {
  return {
    hubs: catalog.hubs,
    tools: catalog.tools.map((t) => ({
      id: t.id,
      hub: t.hub,
      slug: t.slug,
      title: t.title,
      description: t.description,
      icon: t.icon,
      output: t.output,
      cost: t.cost,
      backButton: t.backButton,
      submitLabel: t.submitLabel,
      failureMessage: t.failureMessage,
      listed: t.listed,
      fields: t.fields,
    })),
    site: catalog.site,
  };
}

export type PublicCatalog = ReturnType<typeof publicCatalog>;
export type PublicTool = PublicCatalog["tools"][number];
export { normalizeOptions };
