import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  CATALOG_CACHE,
  CATALOG_STAMP,
  CatalogLoadError,
  catalogFingerprint,
  defaultCatalogDir,
  loadCatalogForStart,
  readCatalogFiles,
} from "../../../server/catalog/load.js";

const made: string[] = [];
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), "inkling-stamp-"));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the catalogue whose one flaw only the render checks find: a sample the field refuses. */
function flawedCatalogue(): string {
  const dir = join(temp(), "catalog");
  cpSync(defaultCatalogDir, dir, { recursive: true });
  const file = join(dir, "kids/doodle-letters.yaml");
  writeFileSync(file, readFileSync(file, "utf8").replace("    sample: K\n", "    sample: KK\n"));
  return dir;
}

/** Stands in for dist/server/main.js: any file whose bytes name the build. */
function bundleFile(text = "the server build"): string {
  const file = join(temp(), "main.js");
  writeFileSync(file, text);
  return file;
}

describe("the catalogue at server start", () => {
  it("checks everything at a first start, then stamps the files with the build that passed them", () => {
    const stampDir = temp();
    const bundle = bundleFile();
    const catalog = loadCatalogForStart(stampDir, defaultCatalogDir, bundle);
    expect(catalog.tools.length).toBeGreaterThan(50);
    expect(readFileSync(join(stampDir, CATALOG_STAMP), "utf8")).toBe(
      catalogFingerprint(readCatalogFiles(defaultCatalogDir), bundle),
    );
    expect(loadCatalogForStart(stampDir, defaultCatalogDir, bundle).tools.map((t) => t.id)).toEqual(
      catalog.tools.map((t) => t.id),
    );
  });

  it("a render-only flaw stops a start that has no stamp for these files, whatever the stamp says of others", () => {
    const dir = flawedCatalogue();
    const stampDir = temp();
    const bundle = bundleFile();
    expect(() => loadCatalogForStart(stampDir, dir, bundle)).toThrow(CatalogLoadError);
    expect(() => loadCatalogForStart(stampDir, dir, bundle)).toThrow(
      /doodle-letters\.yaml.*sample values do not validate/s,
    );
    // A stamp of the good catalogue does not cover the changed file.
    writeFileSync(join(stampDir, CATALOG_STAMP), catalogFingerprint(readCatalogFiles(defaultCatalogDir), bundle));
    expect(() => loadCatalogForStart(stampDir, dir, bundle)).toThrow(CatalogLoadError);
    // Nor does a stamp of these very files made by another build.
    writeFileSync(
      join(stampDir, CATALOG_STAMP),
      catalogFingerprint(readCatalogFiles(dir), bundleFile("an older build")),
    );
    expect(() => loadCatalogForStart(stampDir, dir, bundle)).toThrow(CatalogLoadError);
    // Run from the sources (no bundle), everything is always checked.
    writeFileSync(join(stampDir, CATALOG_STAMP), catalogFingerprint(readCatalogFiles(dir), bundle));
    expect(() => loadCatalogForStart(stampDir, dir, null)).toThrow(CatalogLoadError);
  });

  it("skips the render checks only for files this build passed whole", () => {
    const dir = flawedCatalogue();
    const stampDir = temp();
    const bundle = bundleFile();
    // The stamp that only a full pass of exactly these files by this build writes.
    writeFileSync(join(stampDir, CATALOG_STAMP), catalogFingerprint(readCatalogFiles(dir), bundle));
    expect(loadCatalogForStart(stampDir, dir, bundle).tools.some((t) => t.id === "kids/doodle-letters")).toBe(true);
  });

  it("a later start with the same build and files reads back the catalogue the checked start built", () => {
    const stampDir = temp();
    const bundle = bundleFile();
    const built = loadCatalogForStart(stampDir, defaultCatalogDir, bundle);
    const again = loadCatalogForStart(stampDir, defaultCatalogDir, bundle);
    expect(again).toEqual(built);
    expect(again.byId.get("kids/alphabet")).toBe(again.tools.find((t) => t.id === "kids/alphabet"));
    // What the start serves is what the data folder holds, not the files parsed again.
    const file = join(stampDir, CATALOG_CACHE);
    const stored = JSON.parse(readFileSync(file, "utf8"));
    stored.tools[0].title = "Read from the stored catalogue";
    writeFileSync(file, JSON.stringify(stored));
    expect(loadCatalogForStart(stampDir, defaultCatalogDir, bundle).tools[0]?.title).toBe(
      "Read from the stored catalogue",
    );
  });

  it("the stored catalogue of other files or another build is never served", () => {
    const dir = flawedCatalogue();
    const stampDir = temp();
    const bundle = bundleFile();
    loadCatalogForStart(stampDir, defaultCatalogDir, bundle);
    // The stored catalogue is of the good files: the changed file is checked, and fails.
    expect(() => loadCatalogForStart(stampDir, dir, bundle)).toThrow(CatalogLoadError);
    // Another build checks the files again and stores its own catalogue.
    const other = bundleFile("a newer build");
    loadCatalogForStart(stampDir, defaultCatalogDir, other);
    expect(JSON.parse(readFileSync(join(stampDir, CATALOG_CACHE), "utf8")).print).toBe(
      catalogFingerprint(readCatalogFiles(defaultCatalogDir), other),
    );
    // A stored catalogue that cannot be read is built again from the files.
    writeFileSync(join(stampDir, CATALOG_CACHE), "{ not json");
    expect(loadCatalogForStart(stampDir, defaultCatalogDir, other).tools.length).toBeGreaterThan(50);
  });
});
