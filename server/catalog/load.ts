import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { buildCatalog, type Catalog, type CatalogError, type CatalogFile } from "../../engine/catalog.js";
import { lucideIconNames } from "./icons.js";

export const defaultCatalogDir = new URL("../../catalog/", import.meta.url).pathname;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.ya?ml$/.test(name) ? [full] : [];
  });
}

export function readCatalogFiles(dir = defaultCatalogDir): CatalogFile[] {
  return walk(dir).map((full) => ({
    path: relative(dir, full).split(sep).join("/"),
    text: readFileSync(full, "utf8"),
  }));
}

export class CatalogLoadError extends Error {
  constructor(readonly errors: CatalogError[]) {
    super(`The catalogue has ${errors.length} error(s):\n${formatCatalogErrors(errors)}`);
  }
}

export function formatCatalogErrors(errors: CatalogError[], dir = "catalog"): string {
  return errors
    .map((e) => {
      const where = `${dir}/${e.path}:${e.line}${e.column ? `:${e.column}` : ""}`;
      // Multi-line messages (a Handlebars parser message with its pointer) stay whole, indented.
      return `  ${where}: ${e.message.replace(/\n/g, "\n      ")}`;
    })
    .join("\n");
}

/** Build the catalogue in a folder with every check, icon names included; errors are returned. */
export function checkCatalogDir(dir = defaultCatalogDir) {
  return buildCatalog(readCatalogFiles(dir), { iconNames: lucideIconNames });
}

/** Load and check every descriptor; a broken one stops whoever asked (server start, tests). */
export function loadCatalog(dir = defaultCatalogDir): Catalog {
  const { catalog, errors } = checkCatalogDir(dir);
  if (errors.length) throw new CatalogLoadError(errors);
  return catalog;
}
