import { describe, expect, it } from "vitest";
import type { Catalog } from "../../../engine/catalog.js";
import { compileToolSchema, sampleValues, validateValues } from "../../../engine/compile.js";
import type { Field } from "../../../engine/fields/index.js";
import { normalizeOptions } from "../../../engine/fields/index.js";
import { renderListItem, renderTool } from "../../../engine/render.js";

const leftover = /\{\{|\}\}/;

/**
 * Rules every tool keeps, whatever it is (docs/catalog.md): one test per descriptor, so a new
 * file is covered without editing a test, and nothing here names a particular tool. Run against
 * the real catalogue (catalog-descriptors.test.ts) and a copy with extra tools
 * (catalog-extension.test.ts).
 */
export function describeInvariants(name: string, catalog: Catalog) {
  const image = catalog.tools.filter((t) => t.output === "line-art" || t.output === "cover");

  describe.each(catalog.tools.map((t) => [t.id, t] as const))(`${name}: %s`, (_id, tool) => {
    it("compiles, validates its sample values and renders without leftover template code", () => {
      expect(() => compileToolSchema(tool)).not.toThrow();
      const result = validateValues(tool, sampleValues(tool));
      expect(result).toMatchObject({ ok: true });
      if (!result.ok) return;
      const rendered = renderTool(tool, result.values);
      expect(rendered.prompt.length).toBeGreaterThan(40);
      expect(rendered.prompt).not.toMatch(leftover);
      const { builtin } = rendered;
      const recipe = rendered.sketch ?? rendered.activity;
      expect(recipe ?? builtin, "a sketch:, activity: or builtin: block").toBeDefined();
      const texts =
        builtin?.generator === "list"
          ? builtin.patterns.map((p) =>
              renderListItem(
                builtin,
                p,
                Object.fromEntries(Object.entries(builtin.words).map(([k, w]) => [k, w[0] ?? ""])),
              ),
            )
          : Object.values(recipe ?? builtin ?? {}).map(String);
      for (const text of texts) expect(text).not.toMatch(leftover);
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

    it("answers an empty form with the message of its first required field, in form order", () => {
      const required = (tool.fields as Field[]).filter((f) => f.required && f.type !== "choice" && f.type !== "number");
      const result = validateValues(tool, {});
      if (required.length === 0) {
        expect(result.ok).toBe(true);
        return;
      }
      expect(result).toMatchObject({ ok: false, message: required[0]?.required });
      if (!result.ok) expect(Object.keys(result.fields).sort()).toEqual(required.map((f) => f.name).sort());
    });
  });

  describe(`${name}: prompt house style`, () => {
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
  });
}
