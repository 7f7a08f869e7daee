import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
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

export const CATALOG_STAMP = "catalog-checked";

/** The catalogue files and the server build that checked them, as one hash. */
export function catalogFingerprint(files: CatalogFile[], bundle: string): string {
  const hash = createHash("sha256").update(readFileSync(bundle));
  for (const f of files) hash.update(`\0${f.path}\0${f.text}`);
  return hash.digest("hex");
}

/** The server bundle this code runs from (`npm start`), or null under tsx (its engine code is loose files). */
function runningBundle(): string | null {
  const file = fileURLToPath(import.meta.url);
  return /[\\/]dist[\\/]server[\\/][^\\/]+\.js$/.test(file) ? file : null;
}

export const CATALOG_CACHE = "catalog-checked.json";

type CachedCatalog = Omit<Catalog, "byId"> & { print: string };

/** The catalogue a start with this fingerprint built, if the data folder holds it. */
function readCachedCatalog(file: string, print: string): Catalog | null {
  let cached: CachedCatalog;
  try {
    cached = JSON.parse(readFileSync(file, "utf8")) as CachedCatalog;
  } catch {
    return null;
  }
  if (cached?.print !== print || !Array.isArray(cached.tools)) return null;
  const { hubs, tools, site, lists } = cached;
  return { hubs, tools, site, lists, byId: new Map(tools.map((t) => [t.id, t])) };
}

/**
 * loadCatalog for server start. Reading, checking and rendering every descriptor was most of
 * start-up, the same work at each restart: once this very bundle has passed these exact files
 * whole, a fingerprint of both in `stampDir` lets the next start skip the render checks, and the
 * catalogue that pass built, kept beside it as JSON under the same fingerprint, is read back
 * instead of parsing and checking the files again (decision 054). Any change to a file or to the
 * build checks everything again.
 */
export function loadCatalogForStart(stampDir: string, dir = defaultCatalogDir, bundle = runningBundle()): Catalog {
  const files = readCatalogFiles(dir);
  const stamp = join(stampDir, CATALOG_STAMP);
  const cacheFile = join(stampDir, CATALOG_CACHE);
  let print: string | null = null;
  let known = false;
  if (bundle) {
    print = catalogFingerprint(files, bundle);
    try {
      known = readFileSync(stamp, "utf8") === print;
    } catch {
      // No stamp yet: a first start checks everything.
    }
    const cached = known ? readCachedCatalog(cacheFile, print) : null;
    if (cached) return cached;
  }
  const { catalog, errors } = buildCatalog(files, { iconNames: lucideIconNames, renderChecks: !known });
  if (errors.length) throw new CatalogLoadError(errors);
  if (print) {
    try {
      mkdirSync(stampDir, { recursive: true });
      const { byId: _, ...data } = catalog;
      // Whole or not at all: another process starting on the same folder may be reading it.
      const partial = `${cacheFile}.${process.pid}`;
      writeFileSync(partial, JSON.stringify({ print, ...data } satisfies CachedCatalog));
      renameSync(partial, cacheFile);
      if (!known) writeFileSync(stamp, print);
    } catch {
      // A read-only data folder only means the next start checks everything again.
    }
  }
  return catalog;
}
