import { describe, expect, it } from "vitest";
import { buildCatalog, type CatalogFile } from "../../../engine/catalog.js";
import { catalogWarnings, drawingsFor, paletteNames } from "../../../server/catalog/drawable.js";
import { readCatalogFiles } from "../../../server/catalog/load.js";
import { paletteFor } from "../../../server/sketch/palettes.js";

const parade = `# yaml-language-server: $schema=../../docs/catalog.schema.json
title: Dinosaur Parade
description: Dinosaurs marching along
icon: footprints
output: line-art
include: [page-options]
fields:
  - name: dinosaur
    type: text
    label: Dinosaur
    required: Please enter a dinosaur
    suggestions: [dinosaur, stegosaurus, quokka, triceratops, wombatosaur, T-Rex]
prompt: |
  Black-and-white line art coloring page of a {{dinosaur}} parade. Thick clean outlines,
  no shading, white background, printable.
sketch:
  layout: scene
  subject: "{{dinosaur}}"
`;
const cover = `# yaml-language-server: $schema=../../docs/catalog.schema.json
title: Cover - Dinosaurs
description: A dinosaur cover
icon: book-open
output: cover
fields:
  - name: title
    type: text
    label: Title
    required: Please enter a title
  - name: colorTheme
    type: choice
    label: Color theme
    options: [Pastel, Tropical, Ocean]
prompt: A colourful book cover illustration titled "{{title}}", {{colorTheme}} colour palette.
sketch:
  layout: cover
  title: "{{title}}"
  subject: quokka
  palette: "{{colorTheme}}"
`;

function warningsWith(extra: Record<string, string>) {
  const files: CatalogFile[] = [
    ...readCatalogFiles(),
    ...Object.entries(extra).map(([path, text]) => ({ path, text })),
  ];
  const { catalog, errors } = buildCatalog(files);
  expect(errors).toEqual([]);
  return catalogWarnings(catalog, files).filter((w) => w.path in extra);
}

describe("catalog:check warnings: words the built-in sketch engine cannot draw", () => {
  it("names each suggestion the engine has nothing close to, at its line", () => {
    const warnings = warningsWith({ "kids/fixture-dinosaur-parade.yaml": parade });
    expect(warnings.map((w) => w.message.split(" (")[0])).toEqual([
      'fields.0.suggestions: "quokka"',
      'fields.0.suggestions: "wombatosaur"',
    ]);
    expect(warnings[0]).toEqual({
      path: "kids/fixture-dinosaur-parade.yaml",
      line: 12,
      message:
        'fields.0.suggestions: "quokka" (dinosaur, drawn as sketch.subject) the built-in sketch engine has nothing close to it, so a user who picks it is refused',
    });
    // "dinosaur" itself is drawn (as a T-Rex), and "stegosaurus" as a relative, so neither is reported.
    expect(drawingsFor("dinosaur")).toEqual(["T-Rex"]);
  });

  it("warns about a fixed subject and a colour theme that names no palette", () => {
    const warnings = warningsWith({ "kids/cover-fixture-dinosaurs.yaml": cover });
    expect(warnings.map((w) => [w.line, w.message.split(" (")[0]])).toEqual([
      [
        19,
        'sketch.subject: "quokka" the built-in sketch engine has nothing close to it, so a user who picks it is refused',
      ],
      [14, 'fields.1.options: "Tropical"'],
    ]);
    expect(warnings[1]?.message).toContain("names no palette, so the cover uses the default one (palettes: pastel,");
  });

  it("the shipped catalogue draws every suggestion and option it offers: no chip a user picks is refused", () => {
    const files = readCatalogFiles();
    const { catalog, errors } = buildCatalog(files);
    expect(errors).toEqual([]);
    expect(catalogWarnings(catalog, files).map((w) => `${w.path}:${w.line} ${w.message.split(" (")[0]}`)).toEqual([]);
  });

  it("has a palette for every name it lists, and finds one inside a longer theme", () => {
    for (const name of paletteNames) expect(paletteFor(name, "none")).toBeDefined();
    expect(paletteFor("Soft Pastel colours")).toBe(paletteFor("pastel"));
  });
});
