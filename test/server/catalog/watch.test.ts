import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Catalog } from "../../../engine/catalog.js";
import { defaultCatalogDir } from "../../../server/catalog/load.js";
import { watchCatalog } from "../../../server/catalog/watch.js";
import type { Logger } from "../../../server/logger.js";
import { authoredTools } from "../../fixtures/authored-tools.js";

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
  return check();
};

function recordingLogger() {
  const warnings: { msg: string; data?: Record<string, unknown> }[] = [];
  const logger: Logger = {
    debug() {},
    info() {},
    warn: (msg, data) => warnings.push({ msg, data }),
    error() {},
  };
  return { logger, warnings };
}

describe("catalogue reload on a running server", () => {
  it("applies an edited descriptor and a new tool file without a restart", async () => {
    const dir = mkdtempSync(join(tmpdir(), "inkling-catalog-"));
    cpSync(defaultCatalogDir, dir, { recursive: true });
    const seen: Catalog[] = [];
    const { logger } = recordingLogger();
    const watcher = watchCatalog((c) => seen.push(c), logger, dir);
    try {
      const file = join(dir, "kids", "alphabet.yaml");
      writeFileSync(file, readFileSync(file, "utf8").replace(/^title: .*$/m, "title: Alphabet Fun"));
      expect(await until(() => seen.at(-1)?.byId.get("kids/alphabet")?.title === "Alphabet Fun")).toBe(true);
      writeFileSync(
        join(dir, "kids", "fixture-dinosaur-parade.yaml"),
        authoredTools["kids/fixture-dinosaur-parade.yaml"] as string,
      );
      expect(await until(() => seen.at(-1)?.byId.has("kids/fixture-dinosaur-parade") === true)).toBe(true);
    } finally {
      watcher.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("keeps the last good catalogue when a file breaks, and logs each problem with file and line", async () => {
    const dir = mkdtempSync(join(tmpdir(), "inkling-catalog-"));
    cpSync(defaultCatalogDir, dir, { recursive: true });
    const seen: Catalog[] = [];
    const { logger, warnings } = recordingLogger();
    const watcher = watchCatalog((c) => seen.push(c), logger, dir);
    try {
      const file = join(dir, "kids", "alphabet.yaml");
      writeFileSync(file, readFileSync(file, "utf8").replace("{{initial subject}}", "{{initial subjet}}"));
      expect(await until(() => warnings.length > 0)).toBe(true);
      await new Promise((r) => setTimeout(r, 300));
      expect(seen).toEqual([]);
      expect(warnings[0]?.msg).toBe("catalogue change not applied; still serving the last good catalogue");
      expect(warnings[0]?.data?.problems).toEqual([
        expect.stringMatching(
          /^kids\/alphabet\.yaml:\d+:\d+: .*template variable "subjet" is not a field of this tool \(did you mean `subject`\?\)/,
        ),
      ]);
    } finally {
      watcher.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
