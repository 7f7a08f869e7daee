import { watch } from "node:fs";
import type { Catalog } from "../../engine/catalog.js";
import type { Logger } from "../logger.js";
import { CatalogLoadError, defaultCatalogDir, loadCatalog } from "./load.js";

/**
 * A running server (development and production alike) picks up added, edited and removed tool
 * files without a restart. Each change rebuilds the whole catalogue with every check that
 * server start runs; only a catalogue without errors replaces the current one, in one step
 * (requests see the old or the new catalogue, never a mix). A broken edit keeps the last good
 * catalogue and logs each problem with file and line. Set INKLING_WATCH_CATALOG=0 to turn it off.
 */
export function watchCatalog(onChange: (catalog: Catalog) => void, logger: Logger, dir = defaultCatalogDir) {
  let timer: NodeJS.Timeout | null = null;
  const watcher = watch(dir, { recursive: true }, () => {
    if (timer) clearTimeout(timer);
    // Editors save in several writes (temporary file, rename): wait for the burst to end.
    timer = setTimeout(() => {
      try {
        onChange(loadCatalog(dir));
      } catch (e) {
        const problems =
          e instanceof CatalogLoadError
            ? e.errors.map((p) => `${p.path}:${p.line}${p.column ? `:${p.column}` : ""}: ${p.message}`)
            : [(e as Error).message];
        logger.warn("catalogue change not applied; still serving the last good catalogue", { problems });
      }
    }, 150);
  });
  return {
    close() {
      if (timer) clearTimeout(timer);
      watcher.close();
    },
  };
}
