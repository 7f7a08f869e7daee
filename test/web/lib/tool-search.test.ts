import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { publicCatalog } from "../../../engine/catalog.js";
import { loadCatalog } from "../../../server/catalog/load.js";
import { searchTools } from "../../../web/lib/tool-search";
import { everydaySearches as everyday, GENERAL } from "../../fixtures/everyday-searches.js";

const catalog = publicCatalog(loadCatalog(`${resolve("catalog")}/`));
const general = catalog.site.home.featured;
const first = (q: string) => searchTools(catalog, q)[0]?.tool.id;

describe("tool search finds what people type", () => {
  it("the catalogue names a general tool", () => {
    expect(general).toBe(GENERAL);
  });

  it.each(everyday)("%s → %s", (query, tool) => {
    expect(first(query)).toBe(tool);
  });

  it("offers the general tool for the subject typed, and opens it with that subject", () => {
    const [hit] = searchTools(catalog, "a bear fishing in a river");
    expect(hit?.tool.id).toBe(general);
    expect(hit?.values).toEqual({ subject: "a bear fishing in a river" });
  });

  it("reads a pasted page of text as far as the general tool's subject takes, and opens it with that much", () => {
    const pasted = `a bear fishing ${"in a river ".repeat(9000)}`;
    const start = performance.now();
    const [hit] = searchTools(catalog, pasted);
    expect(performance.now() - start).toBeLessThan(50);
    expect(hit?.tool.id).toBe(general);
    const subject = hit?.values?.subject ?? "";
    expect(subject.length).toBeLessThanOrEqual(200);
    expect(pasted.startsWith(subject)).toBe(true);
  });

  it("a tool the query names comes before the general tool, which is not offered", () => {
    const ids = searchTools(catalog, "mandala").map((h) => h.tool.id);
    expect(ids[0]).toBe("adult/mandala");
    expect(ids).not.toContain(general);
  });

  it("pages come before covers unless a cover is asked for", () => {
    expect(first("monster")).toBe("kids/monster-fun");
    expect(first("monster cover")).toBe("kids/cover-monster");
  });
});
