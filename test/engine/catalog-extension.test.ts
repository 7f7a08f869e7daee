import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildCatalog } from "../../engine/catalog.js";
import { defaultCatalogDir, readCatalogFiles } from "../../server/catalog/load.js";
import { describeInvariants } from "./suites/invariants.js";
import { describeSpecConformance } from "./suites/spec-conformance.js";

/**
 * Adding a tool is adding a file: a copy of the catalogue with three new tool files (one of
 * them in a new hub folder) and their cards still passes every catalogue test suite.
 */
const dir = mkdtempSync(join(tmpdir(), "inkling-catalog-extended-"));
cpSync(defaultCatalogDir, dir, { recursive: true });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const header = "# yaml-language-server: $schema=../../docs/catalog.schema.json\n";
const added: Record<string, string> = {
  "kids/dinosaur-parade.yaml": `${header}title: Dinosaur Parade
description: A line of friendly dinosaurs marching along
icon: footprints
output: line-art
fields:
  - name: dinosaur
    type: text
    label: Dinosaur
    required: Please enter a dinosaur
    suggestions: [dinosaur, dragon, turtle, crocodile, elephant, giraffe]
  - name: mood
    type: choice
    label: Mood
    options: [Happy, Sleepy]
prompt: |
  Black-and-white line art coloring page of a {{mood}} {{dinosaur}} parade. Thick clean outlines,
  no shading, no grey, white background, printable.
sketch:
  layout: scene
  subject: "{{dinosaur}}"
  mood: "{{mood}}"
`,
  "doodle/cover-stars.yaml": `${header}title: Cover - Stars
description: A starry cover for a doodle book
icon: star
output: cover
fields:
  - name: title
    type: text
    label: Book title
    required: Please enter a title
prompt: A colourful book cover illustration titled "{{title}}" with stars, clearly legible title.
sketch:
  layout: cover
  title: "{{title}}"
  subject: star
`,
  "seasonal/snowmen.yaml": `${header}title: Snowmen
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
    .concat(
      '  - id: seasonal\n    title: Seasonal\n    description: Pages for the time of year\n    icon: snowflake\n    color: "#0ea5e9"\n    cards: [snowmen]\n',
    ),
);

const { catalog, errors } = buildCatalog(readCatalogFiles(dir));

describe("a catalogue with three more tools", () => {
  it("builds without errors, with the new tools listed as cards", () => {
    expect(errors).toEqual([]);
    for (const id of ["kids/dinosaur-parade", "doodle/cover-stars", "seasonal/snowmen"]) {
      expect(catalog.byId.get(id)?.listed, id).toBe(true);
    }
    expect(catalog.hubs.find((h) => h.id === "kids")?.cards.slice(0, 2)).toEqual([
      "kids/cover-generator",
      "kids/dinosaur-parade",
    ]);
  });
});

describeSpecConformance("with three more tools", catalog);
describeInvariants("with three more tools", catalog);
