import { catalogWarnings } from "../server/catalog/drawable.js";
import { checkCatalogDir, defaultCatalogDir, formatCatalogErrors, readCatalogFiles } from "../server/catalog/load.js";

/**
 * `npm run catalog:check [dir]`: every error (exit 1) and then every warning: words the
 * built-in sketch engine cannot draw and colour themes that name no palette (exit 0).
 */
const dir = process.argv[2] ?? defaultCatalogDir;
const { catalog, errors } = checkCatalogDir(dir);
if (errors.length) {
  console.error(`catalog:check found ${errors.length} problem(s):\n${formatCatalogErrors(errors)}`);
  process.exit(1);
}
const warnings = catalogWarnings(catalog, readCatalogFiles(dir));
if (warnings.length) {
  console.warn(
    `catalog:check warnings (${warnings.length}): these work, but draw other than the words say\n${warnings
      .map((w) => `  catalog/${w.path}:${w.line}: warning: ${w.message}`)
      .join("\n")}`,
  );
}
const perHub = catalog.hubs.map((h) => `${h.id} ${catalog.tools.filter((t) => t.hub === h.id).length}`).join(", ");
console.log(
  `catalog:check ok: ${catalog.tools.length} tools (${perHub}), ${Object.keys(catalog.lists.options).length + Object.keys(catalog.lists.groups).length} lists${warnings.length ? `, ${warnings.length} warning(s)` : ""}`,
);
