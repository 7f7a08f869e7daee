import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";
import { drawnOnPage } from "./helpers.js";

/**
 * Issue 41, found on fresh seed 36602127: "library with tall bookshelves and a ladder" drew a stack
 * of books among stars, the bookshelves and the ladder left out as the library's parts. A building
 * the scenes draw from within by its furniture (a library: its bookcase) is its room, as a kitchen
 * or a classroom is; what is said with it stands in it. Held out: the cozy and the old library.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");
const drawnAs = (subject: string) => read(subject).understood.map((w) => w.drawnAs);

describe("a library is its room, with its bookcase (issue 41)", () => {
  it.each(["a library", "a cozy library", "an old library"])(
    "%s: the library's room, its bookcase drawn",
    (subject) => {
      expect(read(subject).unknown).toBeUndefined();
      expect(drawnAs(subject)).toContain("library setting");
      for (const seed of [1, 2, 3]) expect(drawnOnPage(subject, seed).has("own-bookshelf"), `@${seed}`).toBe(true);
    },
  );

  it("what is said with it stands in it, never left out as its part", () => {
    expect(drawnAs("library with tall bookshelves and a ladder")).toEqual(["library setting", "bookshelf", "ladder"]);
  });

  it("the rule can fail: a shop named alone is still its front, signed", () => {
    expect(drawnAs("a bookshop")).toEqual(['a shop signed "Books"']);
  });
});
