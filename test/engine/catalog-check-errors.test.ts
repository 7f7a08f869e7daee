import { describe, expect, it } from "vitest";
import { buildCatalog, type CatalogFile } from "../../engine/catalog.js";
import { lucideIconNames } from "../../server/catalog/icons.js";
import { hubYaml, siteYaml } from "../helpers/catalog-files.js";

// A minimal valid catalogue in memory; each case spoils one file and expects file + line.
const hubs = (cards = "[owl]") => hubYaml({ id: "kids", title: "Kids", icon: "baby", cards });
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
prompt: A {{style}} owl called {{subject}} {{nickname}}. Black-and-white line art coloring page, no shading, white background, printable.
sketch:
  layout: motif
  subject: "{{subject}}"
`;

/** Errors in one file only (a broken tool also makes its hub card an error). */
const inFile = (path: string, errors: { path: string }[]) => errors.filter((e) => e.path === path);

function build(overrides: Record<string, string>, iconNames?: ReadonlySet<string>) {
  const files: Record<string, string> = {
    "site.yaml": siteYaml,
    "hubs.yaml": hubs(),
    "lists/names.yaml": "groups: [{ label: A, options: [Ann] }]\n",
    "kids/owl.yaml": owl,
    ...overrides,
  };
  const list: CatalogFile[] = Object.entries(files).map(([path, text]) => ({ path, text }));
  return buildCatalog(list, { iconNames });
}

describe("catalog:check errors carry file and line", () => {
  it("accepts the base catalogue", () => {
    const { catalog, errors } = build({});
    expect(errors).toEqual([]);
    expect(catalog.tools.map((t) => t.id)).toEqual(["kids/owl"]);
  });

  it("reports an unknown field type", () => {
    const { errors } = build({ "kids/owl.yaml": owl.replace("type: choice", "type: slider") });
    // The hub card naming the broken tool is not reported again: one problem, one error.
    expect(errors).toEqual([
      { path: "kids/owl.yaml", line: 11, column: 11, message: expect.stringContaining('unknown field type "slider"') },
    ]);
  });

  it("reports a template variable no field defines, in the prompt and in the sketch", () => {
    const text = owl
      .replace("A {{style}} owl", "A {{colour}} owl")
      .replace('subject: "{{subject}}"', 'subject: "{{owl}}"');
    const { errors } = build({ "kids/owl.yaml": text });
    expect(inFile("kids/owl.yaml", errors)).toEqual([
      { path: "kids/owl.yaml", line: 19, column: 13, message: expect.stringContaining('"colour" is not a field') },
      { path: "kids/owl.yaml", line: 22, column: 15, message: expect.stringContaining('"owl" is not a field') },
    ]);
  });

  it("reports a text field that says neither required: nor optional: true", () => {
    const { errors } = build({ "kids/owl.yaml": owl.replace("    required: Please enter a subject\n", "") });
    expect(inFile("kids/owl.yaml", errors)).toEqual([
      {
        path: "kids/owl.yaml",
        line: 6,
        column: 5,
        message: expect.stringContaining("give a required: message, or optional: true"),
      },
    ]);
  });

  it("reports an unknown list", () => {
    const { errors } = build({ "kids/owl.yaml": owl.replace("list: names", "list: nicknames") });
    expect(inFile("kids/owl.yaml", errors)).toEqual([
      { path: "kids/owl.yaml", line: 17, column: 11, message: expect.stringContaining('unknown list "nicknames"') },
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

  it("points at a misspelled key itself, suggests the nearest valid key and lists the valid ones", () => {
    const text = owl.replace(
      "    required: Please enter a subject\n",
      "    required: Please enter a subject\n    sugestions: [owl]\n",
    );
    const { errors } = build({ "kids/owl.yaml": text });
    expect(errors).toEqual([
      {
        path: "kids/owl.yaml",
        line: 10,
        column: 5,
        message: expect.stringContaining(
          'fields.0: unknown key "sugestions" (did you mean `suggestions`?); valid keys: type,',
        ),
      },
    ]);
    expect(errors[0]?.message).toContain("placeholder, required, optional");
  });

  it("points at an unknown template variable on its own line, with the nearest field name", () => {
    const text = owl.replace(
      "prompt: A {{style}} owl called {{subject}} {{nickname}}",
      "prompt: |\n  A {{style}} owl\n  called {{subjet}} {{nickname}}",
    );
    const { errors } = build({ "kids/owl.yaml": text });
    expect(errors).toEqual([
      {
        path: "kids/owl.yaml",
        line: 21,
        column: 12,
        message:
          'prompt: template variable "subjet" is not a field of this tool (did you mean `subject`?); fields of this tool: subject, style, nickname',
      },
    ]);
  });

  it("rejects a dotted variable in a sketch value, which would pass the parser and fail every generation", () => {
    const { errors } = build({ "kids/owl.yaml": owl.replace('subject: "{{subject}}"', 'subject: "{{subject.kind}}"') });
    expect(errors).toEqual([
      {
        path: "kids/owl.yaml",
        line: 22,
        column: 15,
        message: expect.stringContaining('sketch.subject: template variable "subject.kind" is not a plain field name'),
      },
    ]);
    expect(errors[0]?.message).toContain("(write {{subject}})");
  });

  it("keeps the whole Handlebars parser message, at the template's own line", () => {
    const text = owl.replace(
      "prompt: A {{style}} owl called {{subject}} {{nickname}}",
      "prompt: |\n  A {{style}} owl\n  called {{subject {{nickname}}",
    );
    const { errors } = build({ "kids/owl.yaml": text });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ path: "kids/owl.yaml", line: 21 });
    const lines = errors[0]?.message.split("\n") ?? [];
    expect(lines[0]).toBe("prompt: Parse error on line 2:");
    expect(lines.at(-1)).toMatch(/^Expecting .*, got 'OPEN'$/);
    expect(lines.some((l) => l.trim() === "^" || /-\^$/.test(l))).toBe(true);
  });

  it("renders sketch values too: a block helper mismatch in a sketch value is an error", () => {
    const { errors } = build({
      "kids/owl.yaml": owl.replace('subject: "{{subject}}"', 'subject: "{{#if subject}}{{subject}}{{/iff}}"'),
    });
    expect(errors).toEqual([
      { path: "kids/owl.yaml", line: 22, message: expect.stringContaining("sketch.subject: if doesn't match iff") },
    ]);
  });

  it("suggests the nearest field type and list name", () => {
    expect(build({ "kids/owl.yaml": owl.replace("type: choice", "type: choise") }).errors[0]?.message).toContain(
      "(did you mean `choice`?)",
    );
    expect(build({ "kids/owl.yaml": owl.replace("list: names", "list: name") }).errors[0]?.message).toContain(
      "(did you mean `names`?)",
    );
  });

  it("lets a list generator's patterns read its word lists, and names the lists when a variable is neither", () => {
    const list = `title: Names
description: Pet names
icon: paw-print
output: ideas
fields:
  - { name: animal, type: text, label: Animal, required: Please enter an animal }
prompt: Suggest names for a {{animal}}, one name a line.
builtin:
  generator: list
  patterns: ["{{adjective}} {{animal}}", "{{colour}} {{animal}}"]
  words:
    adjective: [Fuzzy, Brave]
`;
    const { errors } = build({ "kids/owl.yaml": owl, "kids/names.yaml": list });
    expect(errors).toEqual([
      {
        path: "kids/names.yaml",
        line: 10,
        column: 45,
        message:
          'builtin.patterns.1: template variable "colour" is not a field of this tool nor a word list; fields of this tool: animal; word lists: adjective',
      },
    ]);
    expect(build({ "kids/names.yaml": list.replace("colour", "adjective") }).errors).toEqual([]);
  });

  it("requires the output a text generator's answer is shown as", () => {
    const text = `title: Names
description: Pet names
icon: paw-print
output: text
fields:
  - { name: animal, type: text, label: Animal, required: Please enter an animal }
prompt: Suggest names for a {{animal}}.
builtin: { generator: list, patterns: ["{{animal}}"] }
`;
    expect(build({ "kids/names.yaml": text }).errors).toEqual([
      {
        path: "kids/names.yaml",
        line: 4,
        column: 9,
        message: "output: the list generator's answer is shown as output: ideas, not text",
      },
    ]);
  });

  it("accepts any lucide icon name and rejects one lucide does not have, with the nearest name", () => {
    expect(build({ "kids/owl.yaml": owl.replace("icon: bird", "icon: footprints") }, lucideIconNames).errors).toEqual(
      [],
    );
    expect(build({ "kids/owl.yaml": owl.replace("icon: bird", "icon: footprint") }, lucideIconNames).errors).toEqual([
      {
        path: "kids/owl.yaml",
        line: 3,
        column: 7,
        message:
          'icon: "footprint" is not a lucide icon name (did you mean `footprints`?) (see lucide.dev/icons; names are kebab-case)',
      },
    ]);
    const hub = build({ "hubs.yaml": hubs().replace("icon: baby", "icon: babyy") }, lucideIconNames).errors;
    expect(hub).toEqual([
      {
        path: "hubs.yaml",
        line: 5,
        column: 11,
        message: expect.stringContaining('"babyy" is not a lucide icon name (did you mean `baby`?)'),
      },
    ]);
  });
});

describe("catalog:check holds every descriptor to the catalogue's rules (docs/catalog.md)", () => {
  const suggestions = (n: number) =>
    owl.replace(
      "    required: Please enter a subject\n",
      `    required: Please enter a subject\n    suggestions: [${["a", "b", "c", "d", "e", "f", "g", "h", "i"].slice(0, n).join(", ")}]\n`,
    );

  it("offers 6 to 8 suggestions, or none", () => {
    for (const n of [6, 8]) expect(build({ "kids/owl.yaml": suggestions(n) }).errors).toEqual([]);
    for (const n of [5, 9]) {
      expect(build({ "kids/owl.yaml": suggestions(n) }).errors).toEqual([
        {
          path: "kids/owl.yaml",
          line: 10,
          column: 18,
          message: "fields.0.suggestions: offer 6 to 8 suggestions (or none)",
        },
      ]);
    }
  });

  it("offers 2 to 7 options in a choice", () => {
    const options = (n: number) =>
      owl.replace("options: [Cute, Bold]", `options: [${"ABCDEFGH".slice(0, n).split("").join(", ")}]`);
    expect(build({ "kids/owl.yaml": options(7) }).errors).toEqual([]);
    expect(inFile("kids/owl.yaml", build({ "kids/owl.yaml": options(8) }).errors)).toEqual([
      {
        path: "kids/owl.yaml",
        line: 13,
        column: 14,
        message: "fields.1.options: offer 2 to 7 options: more is a list for a combobox or suggest field",
      },
    ]);
  });

  it("lets every choice change the prompt", () => {
    const text = owl
      .replace("A {{style}} owl", "An owl")
      .replace('subject: "{{subject}}"', 'subject: "{{subject}}"\n  style: "{{style}}"');
    expect(build({ "kids/owl.yaml": text }).errors).toEqual([
      {
        path: "kids/owl.yaml",
        line: 13,
        column: 14,
        message:
          'fields.1.options (style): "Bold" gives the same prompt as "Cute"; every choice must change the prompt',
      },
    ]);
  });

  it("keeps the prompt house style of line art and covers", () => {
    const plain = owl.replace(", no shading, white background, printable", "");
    expect(build({ "kids/owl.yaml": plain }).errors).toEqual([
      {
        path: "kids/owl.yaml",
        line: 19,
        column: 9,
        message:
          'prompt: a line-art prompt asks for printable black-and-white line art: it lacks "no shading", "white background", "printable" (docs/catalog.md, house style)',
      },
    ]);
    const cover = owl.replace("output: line-art", "output: cover").replace("layout: motif", "layout: cover");
    expect(build({ "kids/owl.yaml": cover }).errors).toEqual([
      {
        path: "kids/owl.yaml",
        line: 19,
        column: 9,
        message: 'prompt: a cover prompt asks for colourful art: it lacks "colourful" (docs/catalog.md, house style)',
      },
    ]);
    expect(build({ "kids/owl.yaml": cover.replace("A {{style}} owl", "A colourful {{style}} owl") }).errors).toEqual(
      [],
    );
  });

  it("renders a prompt that says what to make", () => {
    const names = `title: Names
description: Pet names
icon: paw-print
output: ideas
fields:
  - { name: animal, type: text, label: Animal, required: Please enter an animal }
prompt: Names for a {{animal}}.
builtin: { generator: list, patterns: ["{{animal}}"] }
`;
    expect(build({ "kids/names.yaml": names }).errors).toEqual([
      {
        path: "kids/names.yaml",
        line: 7,
        column: 9,
        message: "prompt: renders to 26 characters with the sample values; say what to make (40 or more)",
      },
    ]);
  });

  it("gives every line-art page the standard page fields", () => {
    const pageOptions =
      'fields:\n  - { name: page, type: choice, label: Page, options: [Square, Portrait] }\nprompt: "A {{page}} page."\n';
    expect(build({ "fieldsets/page-options.yaml": pageOptions }).errors).toEqual([
      {
        path: "kids/owl.yaml",
        line: 4,
        message:
          "a line-art page includes the standard page fields: include: [page-options] (page, detail, line weight)",
      },
    ]);
    const including = owl.replace("output: line-art\n", "output: line-art\ninclude: [page-options]\n");
    expect(build({ "fieldsets/page-options.yaml": pageOptions, "kids/owl.yaml": including }).errors).toEqual([]);
  });
});
