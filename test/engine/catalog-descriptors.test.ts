import { describe, expect, it } from "vitest";
import { compileToolSchema, sampleValues, validateValues } from "../../engine/compile.js";
import type { Field } from "../../engine/fields/index.js";
import { normalizeOptions } from "../../engine/fields/index.js";
import { renderTool } from "../../engine/render.js";
import { loadCatalog } from "../../server/catalog/load.js";

// Every descriptor of the real catalogue, one test each: a new file is covered without editing this.
const catalog = loadCatalog();
const image = catalog.tools.filter((t) => t.output === "line-art" || t.output === "cover");
const leftover = /\{\{|\}\}/;

describe.each(catalog.tools.map((t) => [t.id, t] as const))("%s", (_id, tool) => {
  it("compiles, validates its sample values and renders without leftover template code", () => {
    expect(() => compileToolSchema(tool)).not.toThrow();
    const result = validateValues(tool, sampleValues(tool));
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    const rendered = renderTool(tool, result.values);
    expect(rendered.prompt.length).toBeGreaterThan(40);
    expect(rendered.prompt).not.toMatch(leftover);
    const block = rendered.sketch ?? rendered.builtin;
    expect(block, "a sketch: or builtin: block").toBeDefined();
    for (const value of Object.values(block ?? {})) expect(value).not.toMatch(leftover);
  });

  it("lets every choice matter: each option changes the prompt", () => {
    for (const field of tool.fields as Field[]) {
      if (field.type !== "choice") continue;
      const prompts = new Set(
        normalizeOptions(field.options).map((o) => {
          const values = validateValues(tool, { ...sampleValues(tool), [field.name]: o.value });
          if (!values.ok) throw new Error(values.message);
          return renderTool(tool, values.values).prompt;
        }),
      );
      expect(prompts.size, field.name).toBe(field.options.length);
    }
  });

  it("offers 6 to 8 quick suggestions where it offers any, and options in lists of 2 to 7", () => {
    for (const field of tool.fields as Field[]) {
      if ((field.type === "text" || field.type === "textarea") && field.suggestions) {
        expect(field.suggestions.length, field.name).toBeGreaterThanOrEqual(6);
        expect(field.suggestions.length, field.name).toBeLessThanOrEqual(8);
      }
      if (field.type === "choice") expect(field.options.length, field.name).toBeLessThanOrEqual(7);
    }
  });
});

describe("prompt kinds (tool-catalogue-spec §1)", () => {
  it.each(image.filter((t) => t.output === "line-art").map((t) => [t.id, t] as const))(
    "%s asks for printable black-and-white line art",
    (_id, tool) => {
      const { prompt } = renderTool(tool, sampleValues(tool));
      for (const words of ["Black-and-white line art coloring page", "no shading", "white background", "printable"]) {
        expect(prompt).toContain(words);
      }
    },
  );

  it.each(image.filter((t) => t.output === "cover").map((t) => [t.id, t] as const))(
    "%s asks for colourful art",
    (_id, tool) => {
      expect(renderTool(tool, sampleValues(tool)).prompt).toMatch(/colourful/i);
    },
  );

  it("Cover Generator asks for a 2D cover with title, optional subtitle, illustration and age range", () => {
    const tool = catalog.byId.get("kids/cover-generator")!;
    const values = { title: "Dino Days", subtitle: "Roar!", mainElement: "a T-rex", ageRange: "8-12-years" };
    const parsed = validateValues(tool, values);
    if (!parsed.ok) throw new Error(parsed.message);
    const { prompt, sketch } = renderTool(tool, parsed.values);
    expect(prompt).toContain("2D book cover");
    for (const part of ['"Dino Days"', '"Roar!"', "a T-rex", "Ages 8-12"]) expect(prompt).toContain(part);
    expect(sketch).toMatchObject({ layout: "cover", title: "Dino Days", subtitle: "Roar!", caption: "Ages 8-12" });
    const without = validateValues(tool, { ...values, subtitle: "" });
    if (!without.ok) throw new Error(without.message);
    expect(renderTool(tool, without.values).prompt).not.toContain("subtitle");
  });

  it("choices enter prompts lower-cased, object options by their own prompt text", () => {
    const cover = catalog.byId.get("kids/cover-simple")!;
    expect(renderTool(cover, { subject: "pets", colorTheme: "neon", artStyle: "flat-design" }).prompt).toContain(
      "flat design art style",
    );
    const building = catalog.byId.get("cozy/building")!;
    expect(renderTool(building, { building: "bakery", theme: "space" }).prompt).toContain("space-themed bakery");
    expect(renderTool(building, { building: "bakery", theme: "japanese" }).prompt).toContain("japanese bakery");
  });

  it("Alphabet Art features the upper-cased first letter of the subject", () => {
    const tool = catalog.byId.get("kids/alphabet")!;
    expect(renderTool(tool, { subject: "zebra" }).sketch).toMatchObject({ layout: "letter", letter: "Z" });
  });
});
