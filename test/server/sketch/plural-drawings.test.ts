import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * One of a thing the set draws in the plural is that drawing (seed 6402318: "milkshake with a
 * cherry on top" drew a tree stump, the cherry read as cherry wood, though the set draws
 * cherries), before another drawing whose name holds the word; a word before another naming what
 * it is ("cherry pie"), or one a drawing is named by last, is read as before.
 */
const read = (subject: string) =>
  understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art").understood.map((w) => [
    w.word,
    w.drawnAs,
  ]);

describe("one of a thing drawn in the plural", () => {
  it.each([
    ["a cherry", "cherry", "cherries"],
    ["a blueberry", "blueberry", "blueberries"],
    ["a bowl with a cherry", "cherry", "cherries"],
  ])("%s: the %s is the %s", (subject, word, drawn) => {
    expect(read(subject)).toContainEqual([word, drawn]);
  });

  it("a drawing named with the next word, or the thing a word describes, is read as before", () => {
    expect(read("a cherry blossom")).toEqual([["cherry blossom", "cherry blossom"]]);
    expect(read("a cherry pie").map(([, d]) => d)).not.toContain("cherries");
    expect(read("a book").map(([, d]) => d)).not.toContain("books");
  });
});

describe("a number said of something not drawn (seed 6402318: two hands → two cups) counts nothing else", () => {
  it.each(["two hands holding a coffee cup", "two hands holding a teddy bear", "four paws on a pillow"])(
    "%s: no count for the thing after it",
    (subject) => {
      const said = read(subject).map(([, d]) => d ?? "");
      expect(
        said.some((d) => /^(?:two|three|four) /.test(d)),
        said.join(", "),
      ).toBe(false);
    },
  );

  it("a number said of what is drawn still counts it", () => {
    expect(read("three puppies with a bone")).toContainEqual(["three", "three dogs"]);
  });
});
