import { checkCatalogDir, defaultCatalogDir, formatCatalogErrors } from "../server/catalog/load.js";

const dir = process.argv[2] ?? defaultCatalogDir;
const { catalog, errors } = checkCatalogDir(dir);
if (errors.length) {
  console.error(`catalog:check found ${errors.length} problem(s):\n${formatCatalogErrors(errors)}`);
  process.exit(1);
}
const perHub = catalog.hubs.map((h) => `${h.id} ${catalog.tools.filter((t) => t.hub === h.id).length}`).join(", ");
console.log(
  `catalog:check ok: ${catalog.tools.length} tools (${perHub}), ${Object.keys(catalog.lists.options).length + Object.keys(catalog.lists.groups).length} lists`,
);
