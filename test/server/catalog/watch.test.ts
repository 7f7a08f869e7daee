import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Catalog } from "../../../engine/catalog.js";
import { defaultCatalogDir } from "../../../server/catalog/load.js";
import { watchCatalog } from "../../../server/catalog/watch.js";
import { silentLogger } from "../../../server/logger.js";

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
  return check();
};

describe("catalogue watching in development", () => {
  it("applies an edited descriptor without a restart and skips a broken edit", async () => {
    const dir = mkdtempSync(join(tmpdir(), "inkling-catalog-"));
    cpSync(defaultCatalogDir, dir, { recursive: true });
    const seen: Catalog[] = [];
    const watcher = watchCatalog((c) => seen.push(c), silentLogger, dir);
    try {
      const file = join(dir, "kids", "alphabet.yaml");
      writeFileSync(file, readFileSync(file, "utf8").replace(/^title: .*$/m, "title: Alphabet Fun"));
      expect(await until(() => seen.length > 0)).toBe(true);
      expect(seen.at(-1)?.byId.get("kids/alphabet")?.title).toBe("Alphabet Fun");
      const count = seen.length;
      writeFileSync(file, "title: [broken");
      await new Promise((r) => setTimeout(r, 600));
      expect(seen.length).toBe(count);
    } finally {
      watcher.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
