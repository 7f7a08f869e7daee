import { describe, expect, it } from "vitest";
import type { Catalog } from "../../../engine/catalog.js";
import { compileToolSchema, sampleValues, validateValues } from "../../../engine/compile.js";
import type { Field } from "../../../engine/fields/index.js";
import { renderListItem, renderTool } from "../../../engine/render.js";

const leftover = /\{\{|\}\}/;

/**
 * Rules every tool keeps, whatever it is (docs/catalog.md): one test per descriptor, so a new
 * file is covered without editing a test, and nothing here names a particular tool. Run against
 * the real catalogue (catalog-descriptors.test.ts) and a copy with extra tools
 * (catalog-extension.test.ts). The descriptor rules (6 to 8 suggestions, 2 to 7 options, every
 * choice changes the prompt, the prompt house style) are catalog:check's own, so a catalogue that
 * builds keeps them; catalog-check-errors.test.ts shows each one refusing a descriptor.
 */
export function describeInvariants(name: string, catalog: Catalog) {
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
}
