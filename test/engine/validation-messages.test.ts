import { describe, expect, it } from "vitest";
import { validateValues } from "../../engine/compile.js";
import { loadCatalog } from "../../server/catalog/load.js";
import { validationMessages, validInput } from "../fixtures/validation-messages.js";

const catalog = loadCatalog();

function tool(id: string) {
  const found = catalog.byId.get(id);
  if (!found) throw new Error(`no tool ${id} in the catalogue`);
  return found;
}

describe("the spec's validation messages (tool-catalogue-spec §5, product-spec §5)", () => {
  // Without this, a row could pass because some other field failed with the same message.
  it.each(Object.entries(validInput))("%s accepts its valid input", (id, values) => {
    expect(validateValues(tool(id), values)).toMatchObject({ ok: true });
  });

  it.each(validationMessages)("$tool: $field = $values.$field → $message", ({ tool: id, values, field, message }) => {
    const result = validateValues(tool(id), values);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe(message);
    expect(Object.keys(result.fields)).toEqual([field]);
  });

  it("covers every required field of every tool the table names", () => {
    for (const id of new Set(validationMessages.map((c) => c.tool))) {
      const required = tool(id)
        .fields.filter((f) => "required" in f && f.required && f.type !== "choice")
        .map((f) => f.name);
      const tested = validationMessages.filter((c) => c.tool === id).map((c) => c.field);
      expect(tested, id).toEqual(expect.arrayContaining(required));
    }
  });
});

describe("values the spec describes", () => {
  it("Doodle Letters upper-cases the one character (tool-catalogue-spec §5)", () => {
    expect(validateValues(tool("kids/doodle-letters"), { letter: " q " })).toEqual({
      ok: true,
      // The standard page options (catalog/fieldsets/page-options.yaml) take their defaults.
      values: { letter: "Q", page: "square", detail: "medium", lineWeight: "medium" },
    });
    expect(validateValues(tool("kids/doodle-letters"), { letter: "7" })).toMatchObject({ ok: true });
    expect(validateValues(tool("kids/doodle-letters"), { letter: "ab" })).toMatchObject({ ok: false });
  });

  it("Number of ideas is 1 to 20, default 10 (product-spec §5)", () => {
    const ideas = tool("content/coloring-ideas");
    expect(validateValues(ideas, { theme: "space" })).toEqual({ ok: true, values: { theme: "space", count: 10 } });
    expect(validateValues(ideas, { theme: "space", count: 20 })).toMatchObject({ ok: true });
    expect(validateValues(ideas, { theme: "space", count: 21 })).toMatchObject({ ok: false });
    expect(validateValues(ideas, { theme: "space", count: 0 })).toMatchObject({ ok: false });
  });

  it("optional fields may be left out (custom message, subtitle, ISBN, publisher)", () => {
    expect(validateValues(tool("kids/fathers-day"), { nickname: "Dad" })).toMatchObject({ ok: true });
    expect(validateValues(tool("kids/cover-generator"), { title: "T", mainElement: "a cat" })).toMatchObject({
      ok: true,
      values: { subtitle: "", ageRange: "4-8-years", coverStyle: "cute-playful" },
    });
    expect(validateValues(tool("content/copyright-page"), { title: "T", author: "A" })).toMatchObject({
      ok: true,
      values: { isbn: "", publisher: "" },
    });
  });

  it("a free nickname may be typed instead of a listed one (tool-catalogue-spec §4)", () => {
    expect(validateValues(tool("kids/mothers-day"), { nickname: "Moomin" })).toMatchObject({ ok: true });
  });
});

describe("the headline message", () => {
  const form = (fields: { name: string; required: string }[]) => ({
    fields: fields.map((f) => ({ ...f, type: "text" as const, label: f.name })),
  });
  const title = { name: "title", required: "Please enter a title" };
  const author = { name: "author", required: "Please enter an author" };

  it("comes from the first empty field in form order, whatever order the request sends", () => {
    expect(validateValues(form([title, author]), { author: "", title: "" })).toEqual({
      ok: false,
      message: "Please enter a title",
      fields: { title: "Please enter a title", author: "Please enter an author" },
    });
    expect(validateValues(form([author, title]), { title: "", author: "" })).toMatchObject({
      ok: false,
      message: "Please enter an author",
    });
    expect(validateValues(form([title, author]), { title: "T", author: " " })).toMatchObject({
      message: "Please enter an author",
    });
  });
});
