import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { checkCatalogDir, defaultCatalogDir } from "../../server/catalog/load.js";
import { authoredTools } from "../fixtures/authored-tools.js";
import { describeInvariants } from "./suites/invariants.js";
import { describeSpecConformance } from "./suites/spec-conformance.js";

/**
 * Adding a tool is adding a file: a copy of the catalogue with four new tool files (one of
 * them in a new hub folder) and their cards still passes every catalogue test suite.
 */
const dir = mkdtempSync(join(tmpdir(), "inkling-catalog-extended-"));
cpSync(defaultCatalogDir, dir, { recursive: true });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const added: Record<string, string> = {
  ...authoredTools,
  "fixture-seasonal/snowmen.yaml": `# yaml-language-server: $schema=../../docs/catalog.schema.json
title: Snowmen
description: Snowmen to colour in
icon: snowflake
output: line-art
include: [page-options]
fields:
  - name: hat
    type: text
    label: Hat
    optional: true
prompt: |
  Black-and-white line art coloring page of a snowman{{#if hat}} wearing a {{hat}}{{/if}}.
  Thick clean outlines, no shading, white background, printable.
sketch:
  layout: motif
  subject: snowman
`,
};
for (const [path, text] of Object.entries(added)) {
  mkdirSync(join(dir, path.split("/")[0] as string), { recursive: true });
  writeFileSync(join(dir, path), text);
}
// Cards for the new tools, put in by data rather than by text, so hubs.yaml may be in any shape.
const hubsPath = join(dir, "hubs.yaml");
const hubsFile = parse(readFileSync(hubsPath, "utf8")) as { hubs: { id: string; cards: string[] }[] };
const hub = (id: string) => hubsFile.hubs.find((h) => h.id === id) as { cards: string[] };
hub("kids").cards.splice(1, 0, "fixture-dinosaur-parade");
hub("doodle").cards.push("cover-fixture-stars");
hub("content").cards.push("fixture-book-title-ideas");
hubsFile.hubs.push({
  id: "fixture-seasonal",
  title: "Seasonal",
  description: "Pages for the time of year",
  icon: "snowflake",
  color: "#0ea5e9",
  cards: ["snowmen"],
} as (typeof hubsFile.hubs)[number]);
writeFileSync(hubsPath, stringify(hubsFile));

const { catalog, errors } = checkCatalogDir(dir);

describe("a catalogue with four more tools", () => {
  it("builds without errors, with the new tools listed as cards", () => {
    expect(errors).toEqual([]);
    for (const id of [
      "kids/fixture-dinosaur-parade",
      "doodle/cover-fixture-stars",
      "content/fixture-book-title-ideas",
      "fixture-seasonal/snowmen",
    ]) {
      expect(catalog.byId.get(id)?.listed, id).toBe(true);
    }
    expect(catalog.hubs.find((h) => h.id === "kids")?.cards[1]).toBe("kids/fixture-dinosaur-parade");
  });
});

describeSpecConformance("with four more tools", catalog);
describeInvariants("with four more tools", catalog);
