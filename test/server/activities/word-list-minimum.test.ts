import { describe, expect, it } from "vitest";
import { validateValues } from "../../../engine/compile.js";
import { itemsProblems } from "../../../engine/fields/items.js";
import { ActivityInputError } from "../../../server/activities/types.js";
import { userWords, WORD_LIST_MIN_WORDS } from "../../../server/activities/word-search/word-search.js";
import { loadCatalog } from "../../../server/catalog/load.js";

// Issue 43, item 3: a custom list of fewer than 4 words is refused with the field's message, by the
// tool's compiled schema (the form as the user types, the server before any credit is taken).
const wordSearch = loadCatalog().byId.get("activities/word-search") as NonNullable<
  ReturnType<ReturnType<typeof loadCatalog>["byId"]["get"]>
>;
const MESSAGE = "Please enter at least 4 words";
const check = (words: string, theme = "farm") => validateValues(wordSearch, { theme, difficulty: "easy", words });

describe("a word search's own list takes at least 4 words", () => {
  it.each(["cow", "cow, pig", "cow, pig; hen"])("refuses %j with the field's message", (words) => {
    expect(check(words)).toEqual({ ok: false, message: MESSAGE, fields: { words: MESSAGE } });
  });

  it("takes 4 words, and no list at all (the theme's words)", () => {
    expect(check("cow, pig, hen, goat")).toMatchObject({ ok: true });
    expect(check("")).toMatchObject({ ok: true });
  });

  it("says so while the theme is still empty (the form shows it as the user types)", () => {
    expect(check("cow, pig", "")).toMatchObject({
      ok: false,
      fields: { theme: "Please enter a theme", words: MESSAGE },
    });
  });

  it("counts different words in the activity's own check: a word repeated is one", () => {
    expect(() => userWords("cow, COW, pig, pig", "easy")).toThrow(new ActivityInputError(MESSAGE, "words"));
    expect(userWords("cow, pig, hen, goat", "easy")).toEqual(["COW", "PIG", "HEN", "GOAT"]);
  });

  it("the catalogue's minimum is the activity's", () => {
    const field = wordSearch.fields.find((f) => f.name === "words") as { items?: { min?: number } };
    expect(field.items?.min).toBe(WORD_LIST_MIN_WORDS);
    expect(WORD_LIST_MIN_WORDS).toBe(4);
  });

  it("catalog:check refuses a minimum above a limit", () => {
    const fields = [{ name: "level", type: "choice", options: ["easy", "hard"] }];
    expect(itemsProblems({ noun: "words", by: "level", max: { easy: 3, hard: 8 }, min: 4 }, fields)).toEqual([
      "items: min is more than a limit in max",
    ]);
    expect(itemsProblems({ noun: "words", by: "level", max: { easy: 4, hard: 8 }, min: 4 }, fields)).toEqual([]);
  });
});
