import { describe, expect, it } from "vitest";
import { oneKindBook, planOf, themeOf } from "../../../server/sketch/themes.js";

/**
 * Issue 41, class 4 (seen while mending the books of fresh seed 32602127: the American animals'
 * plan had a page of "two wolfs"): a creature said in an irregular plural is a book of it, and a
 * book says two of it in its own plural. "wolves" had been no book at all. Made on the wolf; held
 * out: the mouse, the goose, the elf.
 */
describe("a book of a creature said in an irregular plural", () => {
  it.each([
    ["wolves", "two wolves"],
    ["mice", "two mice"],
    ["geese", "two geese"],
    ["cute wolves", "two wolves"],
  ])("%s: its book, with %s", (said, two) => {
    const book = oneKindBook(said);
    expect(book, said).toBeDefined();
    expect(planOf(book ?? "")).toContain(two);
  });

  it("a set of a few kinds says two of each in its plural", () => {
    const plan = planOf(themeOf("american animals") ?? "");
    expect(plan).toContain("two wolves");
    expect(plan.join("|")).not.toMatch(/\bwolfs\b/);
  });

  it("the rule can fail: a plural that names no creature the set draws is no book", () => {
    expect(oneKindBook("calves")).toBeUndefined();
  });
});
