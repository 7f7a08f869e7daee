import { describe, expect, it } from "vitest";
import { buildCatalog, type CatalogFile } from "../../engine/catalog.js";

// A minimal valid catalogue in memory; each case spoils one file and expects file + line.
const site = `home: { title: T, subtitle: S, badges: [a, b, c] }
recentUpdates: []
tutorials: { templates: [], videos: [] }
publishingTools: []
packages: [{ id: p, credits: 1, price: { amount: 1, currency: MYR } }]
`;
const hubs = (cards = "[owl]") => `hubs:
  - id: kids
    title: Kids
    description: D
    icon: baby
    color: "#ffaa00"
    cards: ${cards}
`;
const owl = `title: Owl
description: An owl
icon: bird
output: line-art
fields:
  - name: subject
    type: text
    label: Subject
    required: Please enter a subject
  - name: style
    type: choice
    label: Style
    options: [Cute, Bold]
  - name: nickname
    type: suggest
    label: Nickname
    list: names
    optional: true
prompt: A {{style}} owl called {{subject}} {{nickname}}
sketch:
  layout: motif
  subject: "{{subject}}"
`;

/** Errors in one file only (a broken tool also makes its hub card an error). */
const inFile = (path: string, errors: { path: string }[]) => errors.filter((e) => e.path === path);

function build(overrides: Record<string, string>) {
  const files: Record<string, string> = {
    "site.yaml": site,
    "hubs.yaml": hubs(),
    "lists/names.yaml": "groups: [{ label: A, options: [Ann] }]\n",
    "kids/owl.yaml": owl,
    ...overrides,
  };
  const list: CatalogFile[] = Object.entries(files).map(([path, text]) => ({ path, text }));
  return buildCatalog(list);
}

describe("catalog:check errors carry file and line", () => {
  it("accepts the base catalogue", () => {
    const { catalog, errors } = build({});
    expect(errors).toEqual([]);
    expect(catalog.tools.map((t) => t.id)).toEqual(["kids/owl"]);
  });

  it("reports an unknown field type", () => {
    const { errors } = build({ "kids/owl.yaml": owl.replace("type: choice", "type: slider") });
    expect(errors).toEqual([
      { path: "kids/owl.yaml", line: 11, message: expect.stringContaining('unknown field type "slider"') },
      // A broken tool is left out, so the hub card naming it is reported too.
      { path: "hubs.yaml", line: 7, message: 'card "owl": no tool kids/owl' },
    ]);
  });

  it("reports a template variable no field defines, in the prompt and in the sketch", () => {
    const text = owl
      .replace("A {{style}} owl", "A {{colour}} owl")
      .replace('subject: "{{subject}}"', 'subject: "{{owl}}"');
    const { errors } = build({ "kids/owl.yaml": text });
    expect(inFile("kids/owl.yaml", errors)).toEqual([
      { path: "kids/owl.yaml", line: 19, message: expect.stringContaining('"colour" is not a field') },
      { path: "kids/owl.yaml", line: 22, message: expect.stringContaining('"owl" is not a field') },
    ]);
  });

  it("reports a text field that says neither required: nor optional: true", () => {
    const { errors } = build({ "kids/owl.yaml": owl.replace("    required: Please enter a subject\n", "") });
    expect(inFile("kids/owl.yaml", errors)).toEqual([
      {
        path: "kids/owl.yaml",
        line: 6,
        message: expect.stringContaining("give a required: message, or optional: true"),
      },
    ]);
  });

  it("reports an unknown list", () => {
    const { errors } = build({ "kids/owl.yaml": owl.replace("list: names", "list: nicknames") });
    expect(inFile("kids/owl.yaml", errors)).toEqual([
      { path: "kids/owl.yaml", line: 17, message: expect.stringContaining('unknown list "nicknames"') },
    ]);
  });

  it("reports a card that names no tool", () => {
    const { errors } = build({ "hubs.yaml": hubs("\n      - owl\n      - penguin") });
    expect(errors).toEqual([{ path: "hubs.yaml", line: 9, message: 'card "penguin": no tool kids/penguin' }]);
  });

  it("reports an unknown top-level key and an image tool without a sketch", () => {
    const text = owl.replace("prompt:", "colour: red\nprompt:").replace(/sketch:[\s\S]*$/, "");
    const { errors } = build({ "kids/owl.yaml": text });
    expect(errors.map((e) => [e.path, e.line])).toContainEqual(["kids/owl.yaml", 1]);
    expect(errors.map((e) => e.message).join("\n")).toMatch(/colour/);
    expect(errors.map((e) => e.message).join("\n")).toMatch(/sketch/);
  });
});
