import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTool, type ScaffoldKind } from "../../scripts/catalog-new.js";
import { catalogWarnings } from "../../server/catalog/drawable.js";
import { checkCatalogDir, defaultCatalogDir, readCatalogFiles } from "../../server/catalog/load.js";
import { hubListingProblems } from "./suites/doc-hubs.js";

// "Adding a tool is adding a file" (docs/catalog.md): `npm run catalog:new` into a copy of the
// catalogue, and what `npm run catalog:check` and the guide's hub listings check stays green with
// no other file edited. The copy lives in the temporary folder; catalog/ is never written.
const guide = readFileSync(new URL("../../docs/catalog.md", import.meta.url), "utf8");
const dir = join(mkdtempSync(join(tmpdir(), "catalog-new-tool-")), "catalog");
cpSync(defaultCatalogDir, dir, { recursive: true });
afterAll(() => rmSync(join(dir, ".."), { recursive: true, force: true }));

const scaffolds: [string, string, ScaffoldKind, string | undefined][] = [
  ["kids", "scaffold-proof-page", "line-art", undefined],
  ["doodle", "cover-scaffold-proof", "cover", undefined],
  ["content", "scaffold-proof-ideas", "list", undefined],
  ["cozy", "scaffold-proof-described", "line-art", "A sleepy hedgehog in a teacup, to color"],
];

describe("a tool scaffolded by catalog:new, as the only change", () => {
  const written = scaffolds.map(([hub, slug, kind, description]) => ({
    hub,
    slug,
    description,
    file: createTool({ hub, slug, kind, description }, dir),
  }));
  const { catalog, errors } = checkCatalogDir(dir);

  it("passes catalog:check: no errors, and no warning about the new files", () => {
    expect(errors).toEqual([]);
    for (const { hub, slug } of written) expect(catalog.byId.has(`${hub}/${slug}`)).toBe(true);
    const paths = written.map(({ hub, slug }) => `${hub}/${slug}.yaml`);
    expect(catalogWarnings(catalog, readCatalogFiles(dir)).filter((w) => paths.includes(w.path))).toEqual([]);
  });

  it("carries a real description, never a placeholder, and the one it is given", () => {
    for (const { hub, slug, description } of written) {
      const tool = catalog.byId.get(`${hub}/${slug}`);
      expect(tool?.description).not.toMatch(/TODO|FIXME|\.\.\./);
      if (description) expect(tool?.description).toBe(description);
    }
  });

  it("keeps docs/catalog.md's hub listings true without editing them", () => {
    expect(hubListingProblems(guide, catalog)).toEqual([]);
  });

  it("wrote into the copy only", () => {
    for (const { hub, slug, file } of written) {
      expect(file.startsWith(dir)).toBe(true);
      expect(existsSync(join(defaultCatalogDir, hub, `${slug}.yaml`))).toBe(false);
    }
  });
});
