import { describe, expect, it } from "vitest";
import { buildCatalog, type CatalogFile, publicCatalog } from "../../engine/catalog.js";
import { validateValues } from "../../engine/compile.js";
import { renderTool } from "../../engine/render.js";
import { loadCatalog } from "../../server/catalog/load.js";
import { hubYaml, siteYaml } from "../helpers/catalog-files.js";

const hubs = hubYaml({ id: "kids", title: "Kids", icon: "baby", cards: "[owl]" });
const owl = (include = "[shape]", field = "subject") => `title: Owl
description: An owl
icon: bird
output: line-art
include: ${include}
fields:
  - name: ${field}
    type: text
    label: Subject
    required: Please enter a subject
prompt: Black-and-white line art coloring page, no shading, white background, printable. An owl called {{${field}}}.
sketch:
  layout: motif
  subject: "{{${field}}}"
`;
const shape = `fields:
  - name: shape
    type: choice
    label: Shape
    default: round
    options:
      - { value: square, label: Square, prompt: a square page }
      - { value: round, label: Round, prompt: a round page }
prompt: "Page: {{shape}}."
`;

function build(overrides: Record<string, string>) {
  const files: Record<string, string> = {
    "site.yaml": siteYaml,
    "hubs.yaml": hubs,
    "fieldsets/shape.yaml": shape,
    "kids/owl.yaml": owl(),
    ...overrides,
  };
  return buildCatalog(Object.entries(files).map(([path, text]): CatalogFile => ({ path, text })));
}

describe("field sets (catalog/fieldsets/*.yaml)", () => {
  it("appends the set's fields and prompt line to an including tool; the set is not a tool", () => {
    const { catalog, errors } = build({});
    expect(errors).toEqual([]);
    expect(catalog.tools.map((t) => t.id)).toEqual(["kids/owl"]);
    const tool = catalog.byId.get("kids/owl");
    if (!tool) throw new Error("no owl");
    expect(tool.fields.map((f) => f.name)).toEqual(["subject", "shape"]);
    const checked = validateValues(tool, { subject: "Hoot" });
    expect(checked).toEqual({ ok: true, values: { subject: "Hoot", shape: "round" } });
    if (!checked.ok) return;
    const rendered = renderTool(tool, checked.values);
    expect(rendered.prompt.trim()).toMatch(/An owl called Hoot\. Page: a round page\.$/);
    // The built-in engine gets the raw value, not the prompt words.
    expect(rendered.sketch).toEqual({ layout: "motif", subject: "Hoot", shape: "round" });
    expect(publicCatalog(catalog).tools[0]?.fields[1]).toMatchObject({
      name: "shape",
      default: "round",
      options: [
        { value: "square", label: "Square" },
        { value: "round", label: "Round" },
      ],
    });
  });

  it("names an unknown set and a clashing field with file and line", () => {
    expect(build({ "kids/owl.yaml": owl("[nope]") }).errors).toContainEqual({
      path: "kids/owl.yaml",
      line: 5,
      message: 'include.0: unknown field set "nope" (catalog/fieldsets/nope.yaml)',
    });
    expect(build({ "kids/owl.yaml": owl("[shape]", "shape") }).errors).toContainEqual({
      path: "kids/owl.yaml",
      line: 5,
      message: 'include.0: field "shape" of field set "shape" is also a field of this tool',
    });
    expect(build({ "fieldsets/shape.yaml": "fields: []\n" }).errors[0]).toMatchObject({ path: "fieldsets/shape.yaml" });
  });
});

describe("the standard page options (docs/api.md, Page options, quality and print)", () => {
  const catalog = loadCatalog();
  const lineArt = catalog.tools.filter((t) => t.output === "line-art");

  it("every line-art tool has page, detail and lineWeight with the contract's options and defaults", () => {
    expect(lineArt.length).toBeGreaterThan(30);
    for (const tool of lineArt) {
      const fields = publicCatalog(catalog).tools.find((t) => t.id === tool.id)?.fields ?? [];
      const byName = Object.fromEntries(fields.map((f) => [f.name, f]));
      expect(byName.page, tool.id).toMatchObject({
        type: "choice",
        options: [
          { value: "square", label: "Square" },
          { value: "portrait", label: "Portrait" },
        ],
      });
      expect(byName.detail, tool.id).toMatchObject({
        default: "medium",
        options: [
          { value: "simple", label: "Simple" },
          { value: "medium", label: "Medium" },
          { value: "detailed", label: "Detailed" },
        ],
      });
      expect(byName.lineWeight, tool.id).toMatchObject({
        default: "medium",
        options: [
          { value: "thin", label: "Thin" },
          { value: "medium", label: "Medium" },
          { value: "bold", label: "Bold" },
        ],
      });
    }
    // Covers have none of them.
    for (const tool of catalog.tools.filter((t) => t.output === "cover")) {
      expect(tool.fields.map((f) => f.name)).not.toContain("lineWeight");
    }
  });

  it("the choices reach the prompt as numbers and the built-in engine as values", () => {
    const tool = catalog.byId.get("kids/simple");
    if (!tool) throw new Error("no kids/simple");
    const checked = validateValues(tool, { subject: "apple", page: "portrait", detail: "simple", lineWeight: "bold" });
    if (!checked.ok) throw new Error(checked.message);
    const { prompt, sketch } = renderTool(tool, checked.values);
    expect(prompt).toContain("8.5x11 in, 17:22");
    expect(prompt).toContain("at most 40 large closed areas");
    expect(prompt).toContain("3.5 pt");
    expect(sketch).toMatchObject({ page: "portrait", detail: "simple", lineWeight: "bold" });
    const thin = validateValues(tool, { subject: "apple", lineWeight: "thin", detail: "detailed" });
    if (!thin.ok) throw new Error(thin.message);
    const p2 = renderTool(tool, thin.values).prompt;
    expect(p2).toContain("about 1 pt");
    expect(p2).toContain("never thinner than 0.75 pt");
    expect(p2).toContain("at least 150 closed areas");
  });
});
