import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildCatalog } from "../../engine/catalog.js";
import { createTool, scaffoldTool } from "../../scripts/catalog-new.js";
import { buildCatalogSchema, schemaPath } from "../../scripts/catalog-schema.js";
import { lucideIconNames } from "../../server/catalog/icons.js";
import { readCatalogFiles } from "../../server/catalog/load.js";

const files = readCatalogFiles();
const toolFiles = files.filter(
  (f) => !f.path.startsWith("lists/") && !f.path.startsWith("fieldsets/") && f.path.includes("/"),
);

describe("editor schema (docs/catalog.schema.json)", () => {
  it("is up to date with the engine's descriptor schema (run npm run catalog:schema)", () => {
    expect(JSON.parse(readFileSync(schemaPath, "utf8"))).toEqual(buildCatalogSchema());
  });

  it("knows every field type and sketch layout", () => {
    const text = JSON.stringify(buildCatalogSchema());
    for (const type of ["text", "textarea", "choice", "number", "combobox", "suggest"]) {
      expect(text).toContain(`"const":"${type}"`);
    }
    expect(text).toContain('"mandala"');
  });

  it.each(toolFiles.map((f) => [f.path, f.text] as const))("%s points editors at it", (_path, text) => {
    expect(text.split("\n")[0]).toBe("# yaml-language-server: $schema=../../docs/catalog.schema.json");
  });
});

describe("catalog:new", () => {
  let dir = "";
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  // Slugs no real tool uses, so a tool an author adds never collides with these.
  it.each([
    ["kids", "scaffold-check-page", undefined, "line-art"],
    ["doodle", "cover-scaffold-check", undefined, "cover"],
    ["kids", "scaffold-check-cover", "cover", "cover"],
    ["content", "scaffold-check-list", undefined, "ideas"],
    ["kids", "scaffold-check-names", "list", "ideas"],
    ["content", "cover-scaffold-check", undefined, "cover"],
  ] as const)("scaffolds %s/%s (kind %s) as a %s tool catalog:check accepts", (hub, slug, kind, output) => {
    const text = scaffoldTool({ hub, slug, kind });
    const { catalog, errors } = buildCatalog([...files, { path: `${hub}/${slug}.yaml`, text }], {
      iconNames: lucideIconNames,
    });
    expect(errors).toEqual([]);
    expect(catalog.byId.get(`${hub}/${slug}`)?.output).toBe(output);
  });

  it("refuses a bad slug, an unknown hub and an existing file", () => {
    dir = mkdtempSync(join(tmpdir(), "catalog-new-"));
    writeFileSync(join(dir, "hubs.yaml"), "hubs:\n  - id: kids\n");
    expect(() => createTool({ hub: "kids", slug: "Bad_Slug" }, dir)).toThrow(/kebab-case/);
    expect(() => createTool({ hub: "pets", slug: "cats" }, dir)).toThrow(/hub "pets" is not in catalog\/hubs.yaml/);
    const file = createTool({ hub: "kids", slug: "cats" }, dir);
    expect(readFileSync(file, "utf8")).toContain('title: "Cats"');
    writeFileSync(file, "mine");
    expect(() => createTool({ hub: "kids", slug: "cats" }, dir)).toThrow(/already exists/);
    expect(readFileSync(file, "utf8")).toBe("mine");
  });
});
