import { describe, expect, it } from "vitest";
import { themeOf, themeSubject } from "../../../server/sketch/themes.js";

/**
 * Issue 41, class 4 (judged on seed 15602127): a set of animals with fewer kinds than a book's
 * twelve pages ("australian animals": the koala and the kangaroo) is the kinds alone, then each
 * kind's own book in turn, never one page twice, and never in a place its word does not say (a
 * koala in the snow). It had drawn the same two pages six times each. Made on "australian
 * animals" and "nocturnal animals"; held out: "african animals", "asian animals".
 */
const book = (phrase: string) => {
  const theme = themeOf(phrase) as string;
  return Array.from({ length: 12 }, (_, i) => themeSubject(theme, i));
};

describe("a book of a few kinds of animal", () => {
  it.each(["african animals", "asian animals"])("%s: twelve different pages, the kinds alone first", (phrase) => {
    const pages = book(phrase);
    expect(new Set(pages).size).toBe(12);
    // Each kind is a page of its own before any kind's second page.
    const first = pages.filter((p) => /^an? [a-z]+$/.test(p));
    expect(first.length).toBeGreaterThanOrEqual(3);
    expect(pages.slice(0, first.length)).toEqual(first);
    for (const p of pages) expect(p, p).not.toMatch(/\b(?:in|at) the (?:snow|beach|garden|mountains|rain)$/);
  });

  it("the rule can fail: a set of twelve kinds or more is its kinds, one a page", () => {
    const pages = book("farm animals");
    expect(pages.every((p) => !/^two /.test(p))).toBe(true);
  });
});
