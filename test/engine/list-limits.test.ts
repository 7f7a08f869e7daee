import { describe, expect, it } from "vitest";
import { buildCatalog, type CatalogFile } from "../../engine/catalog.js";
import { validateValues } from "../../engine/compile.js";
import { listItems } from "../../engine/fields/items.js";
import { wordSearchLevels } from "../../server/activities/word-search/word-search.js";
import { loadCatalog } from "../../server/catalog/load.js";
import { hubYaml, siteYaml } from "../helpers/catalog-files.js";

// Issue 45, item 6: a list's limit is in the tool's compiled schema, so the form counts what the
// server will refuse ("5 of 8 words") instead of saying so after Generate.
const catalog = loadCatalog();
const wordSearch = catalog.byId.get("activities/word-search") as NonNullable<ReturnType<typeof catalog.byId.get>>;
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${"abcdefghijklmnop"[i]}`).join(", ");

describe("a word search's own words, counted by the schema the form and the server share", () => {
  it("takes as many words as each difficulty's grid holds, and refuses one more with the field named", () => {
    for (const [difficulty, level] of Object.entries(wordSearchLevels)) {
      const at = validateValues(wordSearch, { theme: "farm", difficulty, words: words(level.words) });
      expect(at, difficulty).toMatchObject({ ok: true });
      const past = validateValues(wordSearch, { theme: "farm", difficulty, words: words(level.words + 1) });
      expect(past, difficulty).toEqual({
        ok: false,
        message: `Please enter at most ${level.words} words for this difficulty`,
        fields: { words: `Please enter at most ${level.words} words for this difficulty` },
      });
    }
  });

  it("counts the list while the theme is still empty (the form shows it as the user types)", () => {
    const result = validateValues(wordSearch, { theme: "", difficulty: "easy", words: words(9) });
    expect(result).toMatchObject({
      ok: false,
      fields: { theme: "Please enter a theme", words: "Please enter at most 8 words for this difficulty" },
    });
  });

  it("splits a list as the activity does: commas, semicolons and new lines, blanks ignored", () => {
    expect(listItems(" cow, pig;hen\n\n goat ,, ")).toEqual(["cow", "pig", "hen", "goat"]);
    expect(listItems("")).toEqual([]);
  });
});

const hubs = hubYaml({ id: "kids", title: "Kids", icon: "baby", cards: "[list]" });
const tool = (items: string) => `title: List
description: A list
icon: search
output: activity
fields:
  - name: words
    type: textarea
    label: Words
    optional: true
${items}
  - name: level
    type: choice
    label: Level
    options: [Easy, Hard]
prompt: A word search puzzle of the words {{words}}, at the {{level}} level, drawn by the engine.
activity:
  type: word-search
  theme: "{{words}}"
`;
const build = (items: string) =>
  buildCatalog(
    Object.entries({ "site.yaml": siteYaml, "hubs.yaml": hubs, "kids/list.yaml": tool(items) }).map(
      ([path, text]): CatalogFile => ({ path, text }),
    ),
  ).errors.map((e) => e.message);

describe("catalog:check holds a list's items: to its tool", () => {
  it("accepts a number, or a limit for each option of a choice field", () => {
    expect(build("    items: { noun: words, max: 5 }")).toEqual([]);
    expect(build("    items: { noun: words, by: level, max: { easy: 5, hard: 9 } }")).toEqual([]);
  });

  it("refuses a by: that is no choice field, and a max that misses or invents an option", () => {
    expect(build("    items: { noun: words, by: levl, max: { easy: 5, hard: 9 } }")).toEqual([
      "fields.0 (words): items: by: names a choice field of this tool whose option picks the limit (fields: words, level)",
    ]);
    expect(build("    items: { noun: words, by: level, max: { easy: 5, medium: 9 } }")).toEqual([
      "fields.0 (words): items: max gives no limit for hard",
      "fields.0 (words): items: max names medium, not options of level",
    ]);
  });
});
