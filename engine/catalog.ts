import { isMap, isScalar, LineCounter, parseDocument } from "yaml";
import type { z } from "zod";
import { compileToolSchema, defaultValues, promptContext, sampleValues, type ToolValues } from "./compile.js";
import {
  type FieldSetFile,
  fieldSetFile,
  hubsDescriptor,
  isImageOutput,
  listFile,
  NAME_PATTERN,
  type Site,
  siteDescriptor,
  TOOL_FILE,
  type ToolDescriptor,
  toolDescriptor,
} from "./descriptor.js";
import { didYouMean, keysAt } from "./diagnostics.js";
import { type CatalogLists, type Field, fieldTypeNames, fieldTypeOf, normalizeOptions } from "./fields/index.js";
import { renderListItem, renderTool } from "./render.js";
import { templateErrorColumn, templateErrorLine, templateVariableUses } from "./template.js";

export interface CatalogFile {
  /** Path relative to catalog/, with forward slashes: "kids/alphabet.yaml". */
  path: string;
  text: string;
}

export interface CatalogError {
  path: string;
  line: number;
  /** Column from 1, where known (a key, a template variable). */
  column?: number;
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

const LIST_PATH = new RegExp(`^lists/(${NAME_PATTERN})\\.ya?ml$`);
const FIELDSET_PATH = new RegExp(`^fieldsets/(${NAME_PATTERN})\\.ya?ml$`);
/** Folders of catalog/ that hold shared data, not tools. */
const DATA_FOLDERS = ["lists/", "fieldsets/"];

interface Position {
  line: number;
  column?: number;
}

type PathKey = string | number;

/**
 * Parse one YAML file; returns its data and functions mapping a zod path to a position: the
 * value at a path, a key inside the mapping at a path, and a template variable inside a value.
 */
function load(file: CatalogFile, errors: CatalogError[]) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(file.text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  for (const e of doc.errors) {
    const at = lineCounter.linePos(e.pos[0]);
    errors.push({ path: file.path, line: at.line, column: at.col, message: e.message });
  }
  const pos = (offset: number): Position => {
    const at = lineCounter.linePos(offset);
    return { line: at.line, column: at.col };
  };
  const nodeAt = (path: readonly PropertyKey[]) =>
    doc.getIn(path as PathKey[], true) as { range?: [number, number, number]; type?: string } | undefined;
  const positionOf = (path: readonly PropertyKey[]): Position => {
    for (let n = path.length; n >= 0; n--) {
      const node = nodeAt(path.slice(0, n));
      const at = node && typeof node === "object" && "range" in node ? node.range?.[0] : undefined;
      if (at !== undefined) return pos(at);
      if (n > 0) {
        // The key of a missing child: point at its parent mapping.
        const parent = nodeAt(path.slice(0, n - 1));
        if (parent?.range) return pos(parent.range[0]);
      }
    }
    return { line: 1 };
  };
  /** The key itself (`sugestions:`), not the start of the mapping holding it. */
  const keyPosition = (path: readonly PropertyKey[], key: string): Position => {
    const map = nodeAt(path);
    if (isMap(map)) {
      const pair = map.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
      const range = pair && isScalar(pair.key) ? pair.key.range : undefined;
      if (range) return pos(range[0]);
    }
    return positionOf(path);
  };
  /**
   * Where the `nth` use (from 0) of a template variable stands in the file: found in the value's
   * own source text, so block (|, >), plain and quoted scalars all point at the variable's line.
   */
  const variablePosition = (path: readonly PropertyKey[], name: string, nth: number): Position => {
    const node = nodeAt(path);
    if (node?.range) {
      const [start, end] = node.range;
      const source = file.text.slice(start, end);
      const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
      const use = new RegExp(`\\{\\{[^}]*?(?<![\\w.])${escaped}(?![\\w])`, "g");
      let match: RegExpExecArray | null = null;
      for (let i = 0; i <= nth; i++) {
        match = use.exec(source);
        if (!match) break;
      }
      if (match) return pos(start + match.index + match[0].length - name.length);
    }
    return positionOf(path);
  };
  /** A template's line (from 1) in the file: block scalars start on the line after their header. */
  const lines = file.text.split("\n");
  const templateLine = (path: readonly PropertyKey[], line: number, column?: number): Position => {
    const node = nodeAt(path);
    const at = positionOf(path);
    if (node?.type === "BLOCK_LITERAL" || node?.type === "BLOCK_FOLDED") {
      const indent = /^ */.exec(lines[at.line + line - 1] ?? "")?.[0].length ?? 0;
      return column === undefined ? { line: at.line + line } : { line: at.line + line, column: indent + column + 1 };
    }
    return { line: at.line + (node?.type === "PLAIN" || node?.type?.startsWith("QUOTE") ? 0 : line - 1) };
  };
  const lineOf = (path: readonly PropertyKey[]) => positionOf(path).line;
  return {
    data: doc.errors.length ? undefined : (doc.toJS() as unknown),
    lineOf,
    positionOf,
    keyPosition,
    variablePosition,
    templateLine,
  };
}

type Loaded = ReturnType<typeof load>;

function check<T>(
  schema: z.ZodType<T>,
  file: CatalogFile,
  data: unknown,
  loaded: Pick<Loaded, "positionOf" | "keyPosition">,
  errors: CatalogError[],
): T | undefined {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
    if (issue.code === "unrecognized_keys") {
      // One error per unknown key, at the key, with the nearest valid key and the valid ones.
      const valid = keysAt(schema, issue.path, data) ?? [];
      for (const key of issue.keys) {
        errors.push({
          path: file.path,
          ...loaded.keyPosition(issue.path, key),
          message: `${where}unknown key "${key}"${didYouMean(key, valid)}${valid.length ? `; valid keys: ${valid.join(", ")}` : ""}`,
        });
      }
      continue;
    }
    errors.push({ path: file.path, ...loaded.positionOf(issue.path), message: `${where}${issue.message}` });
  }
  return undefined;
}

/** Field types are checked first so an unknown type gets a clear message, not a union error. */
function checkFieldTypes(file: CatalogFile, data: unknown, loaded: Loaded, errors: CatalogError[]) {
  const fields = (data as { fields?: unknown })?.fields;
  if (!Array.isArray(fields)) return true;
  let ok = true;
  fields.forEach((f, i) => {
    const type = (f as { type?: unknown })?.type;
    if (!fieldTypeNames.includes(type as never)) {
      ok = false;
      errors.push({
        path: file.path,
        ...loaded.positionOf(["fields", i, "type"]),
        message: `fields.${i}.type: unknown field type "${String(type)}"${didYouMean(String(type), fieldTypeNames)} (known: ${fieldTypeNames.join(", ")})`,
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
    const loaded = load(file, errors);
    const list = loaded.data === undefined ? undefined : check(listFile, file, loaded.data, loaded, errors);
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
    const loaded = load(file, errors);
    if (loaded.data === undefined || !checkFieldTypes(file, loaded.data, loaded, errors)) continue;
    const set = check(fieldSetFile, file, loaded.data, loaded, errors);
    if (set) sets[name] = set;
  }
  return sets;
}

/** One template of a tool: where it is, its source, and names it may read besides the fields. */
export interface ToolTemplate {
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

function checkTool(tool: Tool, lists: CatalogLists, file: CatalogFile, loaded: Loaded): CatalogError[] {
  const errors: CatalogError[] = [];
  const at = (where: Position, message: string) => errors.push({ path: file.path, ...where, message });
  const names = tool.fields.map((f) => f.name);
  const fieldList = `fields of this tool: ${names.join(", ")}`;
  (tool.fields as Field[]).forEach((field, i) => {
    for (const list of fieldTypeOf(field).lists?.(field) ?? []) {
      const known = [...Object.keys(lists.options), ...Object.keys(lists.groups)];
      if (!known.includes(list))
        at(
          loaded.positionOf(["fields", i, "list"]),
          `unknown list "${list}" (catalog/lists/${list}.yaml)${didYouMean(list, known)}`,
        );
    }
    const f = field as { required?: string; optional?: boolean; type: string };
    if (["text", "textarea", "suggest"].includes(f.type) && !f.required && !f.optional) {
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

/**
 * Append each included field set: its fields after the tool's own, its prompt line after the
 * tool's prompt. A name clash between a tool's field and a set's field is an error.
 */
function includeFieldSets(
  tool: Tool,
  sets: Record<string, FieldSetFile>,
  file: CatalogFile,
  lineOf: (p: readonly PropertyKey[]) => number,
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
 * Render every template with sample values, with each choice option, and with optional fields
 * left empty, so a template that parses but cannot render fails here, not at generation time.
 */
function renderChecks(tool: Tool): ToolValues[] {
  const sample = sampleValues(tool);
  const runs: ToolValues[] = [sample, { ...defaultValues(tool), ...requiredOnly(tool, sample) }];
  for (const field of tool.fields as Field[]) {
    if (field.type !== "choice") continue;
    for (const o of normalizeOptions(field.options)) runs.push({ ...sample, [field.name]: o.value });
  }
  return runs;
}

function requiredOnly(tool: Tool, sample: ToolValues): ToolValues {
  return Object.fromEntries(
    (tool.fields as Field[])
      .filter((f) => !(f as { optional?: boolean }).optional)
      .map((f) => [f.name, sample[f.name]]),
  );
}

/**
 * Build the catalogue from its files. Everything is checked here, so server start,
 * catalog:check and the test suite all see the same errors (with file and line).
 */
export interface BuildOptions {
  /** Icon names the web app can draw; when given, any other icon: is an error. */
  iconNames?: ReadonlySet<string>;
  /**
   * Render every tool's templates with its sample values and each choice (default true): the
   * slowest check. Skipped only for files this same server build has already passed whole
   * (server/catalog/load.ts).
   */
  renderChecks?: boolean;
}

export function buildCatalog(
  files: CatalogFile[],
  options: BuildOptions = {},
): { catalog: Catalog; errors: CatalogError[] } {
  const errors: CatalogError[] = [];
  const { iconNames, renderChecks: rendering = true } = options;
  /** An icon: value lucide does not have, at its own line, with the nearest lucide name. */
  const checkIcon = (file: CatalogFile, loaded: Loaded, path: PathKey[], icon: string | undefined, into = errors) => {
    if (!iconNames || icon === undefined || iconNames.has(icon)) return;
    into.push({
      path: file.path,
      ...loaded.positionOf(path),
      message: `${path.join(".")}: "${icon}" is not a lucide icon name${didYouMean(icon, iconNames)} (see lucide.dev/icons; names are kebab-case)`,
    });
  };
  const sorted = [...files].sort((a, b) => a.path.localeCompare(b.path));
  const lists = loadLists(sorted, errors);
  const fieldSets = loadFieldSets(sorted, errors);

  const tools: Tool[] = [];
  const seen = new Map<string, string>();
  /** Tools whose file has errors of its own: cards naming them are not reported again. */
  const failed = new Set<string>();
  for (const file of sorted) {
    const m = TOOL_FILE.exec(file.path);
    if (!m || DATA_FOLDERS.some((d) => file.path.startsWith(d))) continue;
    const [, hub, slug] = m as unknown as [string, string, string];
    const id = `${hub}/${slug}`;
    if (seen.has(id)) {
      errors.push({ path: file.path, line: 1, message: `duplicate tool id "${id}" (also ${seen.get(id)})` });
      continue;
    }
    seen.set(id, file.path);
    const loaded = load(file, errors);
    failed.add(id);
    if (loaded.data === undefined || !checkFieldTypes(file, loaded.data, loaded, errors)) continue;
    const parsed = check(toolDescriptor, file, loaded.data, loaded, errors);
    if (!parsed) continue;
    const image = isImageOutput(parsed.output) || parsed.output === "activity";
    const tool: Tool = { ...parsed, id, hub, slug, listed: false, cost: parsed.cost ?? (image ? 1 : 0), shared: [] };
    const includeErrors = includeFieldSets(tool, fieldSets, file, loaded.lineOf);
    if (includeErrors.length) {
      errors.push(...includeErrors);
      continue;
    }
    tool.fields = (tool.fields as Field[]).map((f) => {
      const type = fieldTypeOf(f);
      return type.resolve ? type.resolve(f, lists) : f;
    }) as Tool["fields"];
    const toolErrors = checkTool(tool, lists, file, loaded);
    checkIcon(file, loaded, ["icon"], tool.icon, toolErrors);
    if (toolErrors.length === 0 && rendering) {
      for (const values of renderChecks(tool)) {
        try {
          const parsedValues = compileToolSchema(tool).safeParse(values);
          if (!parsedValues.success) {
            toolErrors.push({
              path: file.path,
              ...loaded.positionOf(["fields"]),
              message: `sample values do not validate: ${parsedValues.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")} (set sample: on the field)`,
            });
            break;
          }
          const rendered = renderTool(tool, parsedValues.data);
          // Each pattern of a list generator, with the first word of every list.
          if (rendered.builtin?.generator === "list") {
            const { builtin } = rendered;
            const first = Object.fromEntries(Object.entries(builtin.words).map(([k, w]) => [k, w[0] ?? ""]));
            for (const pattern of builtin.patterns) renderListItem(builtin, pattern, first);
          }
        } catch (e) {
          toolErrors.push({
            path: file.path,
            line: 1,
            message: `sample values ${JSON.stringify(promptContext(tool, values))} do not render: ${(e as Error).message}`,
          });
          break;
        }
      }
    }
    errors.push(...toolErrors);
    if (toolErrors.length === 0) {
      tools.push(tool);
      failed.delete(id);
    }
  }

  const byId = new Map(tools.map((t) => [t.id, t]));
  const hubs: Hub[] = [];
  const hubsFile = sorted.find((f) => f.path === "hubs.yaml");
  if (!hubsFile) errors.push({ path: "hubs.yaml", line: 1, message: "missing hubs.yaml" });
  else {
    const loaded = load(hubsFile, errors);
    const { lineOf } = loaded;
    const parsed = loaded.data === undefined ? undefined : check(hubsDescriptor, hubsFile, loaded.data, loaded, errors);
    parsed?.hubs.forEach((hub, h) => {
      checkIcon(hubsFile, loaded, ["hubs", h, "icon"], hub.icon);
      const cards: string[] = [];
      hub.cards.forEach((slug, c) => {
        const id = `${hub.id}/${slug}`;
        const tool = byId.get(id);
        if (!tool && failed.has(id)) return;
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
    const loaded = load(siteFile, errors);
    site = loaded.data === undefined ? undefined : check(siteDescriptor, siteFile, loaded.data, loaded, errors);
    site?.publishingTools.forEach((tool, i) => {
      checkIcon(siteFile, loaded, ["publishingTools", i, "icon"], tool.icon);
    });
    const featured = site?.home.featured;
    if (featured && !tools.some((t) => t.id === featured)) {
      errors.push({
        path: siteFile.path,
        line: loaded.lineOf(["home", "featured"]),
        message: `home.featured "${featured}" is not a tool`,
      });
    }
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
      keywords: t.keywords ?? [],
      /** Its answer is a list of page ideas, each one a page to make with the general tool. */
      pageIdeas: t.builtin?.generator === "ideas",
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
