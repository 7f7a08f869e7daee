import { checkRenders, checkTool, includeFieldSets } from "./catalog-tool.js";
import type { CatalogError, CatalogFile } from "./catalog-yaml.js";
import { check, checkFieldTypes, type Loaded, load, type PathKey } from "./catalog-yaml.js";
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
import { didYouMean } from "./diagnostics.js";
import { type CatalogLists, type Field, fieldTypeOf, photoFields } from "./fields/index.js";

export type { CatalogError, CatalogFile };

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

interface Hub {
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

interface BuildOptions {
  /** Icon names the web app can draw; when given, any other icon: is an error. */
  iconNames?: ReadonlySet<string>;
  /**
   * Render every tool's templates with its sample values and each choice (default true): the
   * slowest check. Skipped only for files this same server build has already passed whole
   * (server/catalog/load.ts).
   */
  renderChecks?: boolean;
}

type IconCheck = (
  file: CatalogFile,
  loaded: Loaded,
  path: PathKey[],
  icon: string | undefined,
  into?: CatalogError[],
) => void;

/**
 * Build the catalogue from its files. Everything is checked here, so server start,
 * catalog:check and the test suite all see the same errors (with file and line).
 */
export function buildCatalog(
  files: CatalogFile[],
  options: BuildOptions = {},
): { catalog: Catalog; errors: CatalogError[] } {
  const errors: CatalogError[] = [];
  const { iconNames, renderChecks: rendering = true } = options;
  /** An icon: value lucide does not have, at its own line, with the nearest lucide name. */
  const checkIcon: IconCheck = (file, loaded, path, icon, into = errors) => {
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
  const { tools, fileOf, failed } = buildTools(sorted, lists, fieldSets, checkIcon, rendering, errors);
  const hubs = buildHubs(sorted, tools, fileOf, failed, checkIcon, errors);
  const site = buildSite(sorted, tools, checkIcon, errors);
  const byId = new Map(tools.map((t) => [t.id, t]));
  return { catalog: { hubs, tools, site: site as Site, lists, byId }, errors };
}

/** Every tool file that passes its own checks; `failed` holds the ids of those that did not. */
function buildTools(
  files: CatalogFile[],
  lists: CatalogLists,
  fieldSets: Record<string, FieldSetFile>,
  checkIcon: IconCheck,
  rendering: boolean,
  errors: CatalogError[],
) {
  const tools: Tool[] = [];
  const fileOf = new Map<string, string>();
  /** Tools whose file has errors of its own: cards naming them are not reported again. */
  const failed = new Set<string>();
  for (const file of files) {
    const m = TOOL_FILE.exec(file.path);
    if (!m || DATA_FOLDERS.some((d) => file.path.startsWith(d))) continue;
    const [, hub, slug] = m as unknown as [string, string, string];
    const id = `${hub}/${slug}`;
    if (fileOf.has(id)) {
      errors.push({ path: file.path, line: 1, message: `duplicate tool id "${id}" (also ${fileOf.get(id)})` });
      continue;
    }
    fileOf.set(id, file.path);
    const tool = buildTool(file, { id, hub, slug }, lists, fieldSets, checkIcon, rendering, errors);
    if (tool) tools.push(tool);
    else failed.add(id);
  }
  return { tools, fileOf, failed };
}

/** One tool: parse, include its field sets, resolve its lists, then its rules and renders. */
function buildTool(
  file: CatalogFile,
  name: Pick<Tool, "id" | "hub" | "slug">,
  lists: CatalogLists,
  fieldSets: Record<string, FieldSetFile>,
  checkIcon: IconCheck,
  rendering: boolean,
  errors: CatalogError[],
): Tool | undefined {
  const loaded = load(file, errors);
  if (loaded.data === undefined || !checkFieldTypes(file, loaded.data, loaded, errors)) return undefined;
  const parsed = check(toolDescriptor, file, loaded.data, loaded, errors);
  if (!parsed) return undefined;
  const image = isImageOutput(parsed.output) || parsed.output === "activity";
  const tool: Tool = { ...parsed, ...name, listed: false, cost: parsed.cost ?? (image ? 1 : 0), shared: [] };
  const includeErrors = includeFieldSets(tool, fieldSets, file, loaded.lineOf);
  if (includeErrors.length) {
    errors.push(...includeErrors);
    return undefined;
  }
  tool.fields = (tool.fields as Field[]).map((f) => {
    const type = fieldTypeOf(f);
    return type.resolve ? type.resolve(f, lists) : f;
  }) as Tool["fields"];
  const toolErrors = checkTool(tool, lists, file, loaded);
  checkIcon(file, loaded, ["icon"], tool.icon, toolErrors);
  if (toolErrors.length === 0 && rendering) toolErrors.push(...checkRenders(tool, file, loaded));
  errors.push(...toolErrors);
  return toolErrors.length === 0 ? tool : undefined;
}

/** hubs.yaml: each hub with its cards in order; every card a tool, every tool folder a hub. */
function buildHubs(
  files: CatalogFile[],
  tools: Tool[],
  fileOf: Map<string, string>,
  failed: Set<string>,
  checkIcon: IconCheck,
  errors: CatalogError[],
): Hub[] {
  const byId = new Map(tools.map((t) => [t.id, t]));
  const hubs: Hub[] = [];
  const hubsFile = files.find((f) => f.path === "hubs.yaml");
  if (!hubsFile) {
    errors.push({ path: "hubs.yaml", line: 1, message: "missing hubs.yaml" });
    return hubs;
  }
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
        path: fileOf.get(tool.id) ?? tool.id,
        line: 1,
        message: `folder "${tool.hub}" is not a hub in hubs.yaml`,
      });
    }
  }
  return hubs;
}

/** site.yaml: the home page, publishing tools and packages; the featured tool must exist. */
function buildSite(
  files: CatalogFile[],
  tools: Tool[],
  checkIcon: IconCheck,
  errors: CatalogError[],
): Site | undefined {
  const siteFile = files.find((f) => f.path === "site.yaml");
  if (!siteFile) {
    errors.push({ path: "site.yaml", line: 1, message: "missing site.yaml" });
    return undefined;
  }
  const loaded = load(siteFile, errors);
  const site = loaded.data === undefined ? undefined : check(siteDescriptor, siteFile, loaded.data, loaded, errors);
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
  return site;
}

/**
 * Whether the built-in engine draws a free preview of the tool's page (POST /api/previews): a
 * line-art page or a cover it has a recipe for, from typed values (not a photo).
 */
export function hasPreview(tool: Pick<Tool, "output" | "sketch" | "fields">): boolean {
  return (tool.output === "line-art" || tool.output === "cover") && !!tool.sketch && !photoFields(tool.fields).length;
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
      /** POST /api/previews draws its page (the web app asks for no other tool's). */
      preview: hasPreview(t),
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
