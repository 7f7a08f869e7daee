import pluralize from "pluralize";
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

/**
 * Fresh seed 20602127: a book of "nocturnal animals" drew an owl with a penguin and an owl with a
 * polar bear in the snow, the owl's own book's arctic companions. A page names only animals of the
 * set, and two of its kinds are a page together. Made on "nocturnal animals"; held out: the
 * australian, african and asian books.
 */
describe("a book of a few kinds keeps to its kinds", () => {
  // A name in the singular ("two hippopotamuses": the hippopotamus).
  const one = (name: string) => pluralize.singular(name);
  const kindsOf = (pages: string[]) =>
    new Set(pages.filter((p) => /^an? [a-z]+$/.test(p)).map((p) => one(p.split(" ")[1] ?? "")));
  // The nocturnal animals are a book of their own now (themes.ts): the American ones are held out.
  it.each(["american animals", "australian animals", "african animals", "asian animals"])(
    "%s: every animal named is one of its kinds, and two kinds share a page",
    (phrase) => {
      const pages = book(phrase);
      const kinds = kindsOf(pages);
      const named = (p: string) =>
        p
          .replace(/ (?:in|at|under|holding|playing|reading|riding|eating) .*$/, "")
          .split(/ and /)
          .map((them) => one(them.split(" ").at(-1) ?? ""));
      for (const p of pages) for (const animal of named(p)) expect(kinds.has(animal), p).toBe(true);
      expect(pages.some((p) => named(p).length === 2 && named(p)[0] !== named(p)[1])).toBe(true);
    },
  );
});
