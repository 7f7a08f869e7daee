import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
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
  "seasonal/snowmen.yaml": `# yaml-language-server: $schema=../../docs/catalog.schema.json
title: Snowmen
description: Snowmen to colour in
icon: snowflake
output: line-art
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
const hubsPath = join(dir, "hubs.yaml");
writeFileSync(
  hubsPath,
  readFileSync(hubsPath, "utf8")
    .replace("      - cover-generator\n", "      - cover-generator\n      - dinosaur-parade\n")
    .replace(/(\n {2}- id: doodle\n[\s\S]*?cards:\n)/, "$1      - cover-stars\n")
    .replace("cards: [coloring-ideas,", "cards: [coloring-ideas, book-title-ideas,")
    .concat(
      '  - id: seasonal\n    title: Seasonal\n    description: Pages for the time of year\n    icon: snowflake\n    color: "#0ea5e9"\n    cards: [snowmen]\n',
    ),
);

const { catalog, errors } = checkCatalogDir(dir);

describe("a catalogue with four more tools", () => {
  it("builds without errors, with the new tools listed as cards", () => {
    expect(errors).toEqual([]);
    for (const id of ["kids/dinosaur-parade", "doodle/cover-stars", "content/book-title-ideas", "seasonal/snowmen"]) {
      expect(catalog.byId.get(id)?.listed, id).toBe(true);
    }
    expect(catalog.hubs.find((h) => h.id === "kids")?.cards.slice(0, 2)).toEqual([
      "kids/cover-generator",
      "kids/dinosaur-parade",
    ]);
  });
});

describeSpecConformance("with four more tools", catalog);
describeInvariants("with four more tools", catalog);
