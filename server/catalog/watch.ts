import { watch } from "node:fs";
import type { Catalog } from "../../engine/catalog.js";
import type { Logger } from "../logger.js";
import { defaultCatalogDir, loadCatalog } from "./load.js";

/** In development, an edited descriptor shows up without a restart; a broken edit is reported and skipped. */
export function watchCatalog(onChange: (catalog: Catalog) => void, logger: Logger, dir = defaultCatalogDir) {
  let timer: NodeJS.Timeout | null = null;
  return watch(dir, { recursive: true }, () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      try {
        onChange(loadCatalog(dir));
      } catch (e) {
        logger.warn("catalogue edit not applied", { error: (e as Error).message });
      }
    }, 150);
  });
}
