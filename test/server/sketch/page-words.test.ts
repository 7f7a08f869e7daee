import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * Words that name the page or the book it goes in ("a dinosaur coloring book") or whom it is for
 * ("for girls") are no subject: a dinosaur had held a closed book, "cars for boys" drew a boy.
 */
const drawn = (subject: string) =>
  understandSketch({ layout: "motif", subject }, "line-art").understood.map((u) => u.drawnAs);

describe("the page's own words are never drawn", () => {
  it.each([
    ["dinosaur coloring book", "T-Rex"],
    ["unicorn colouring book for girls", "unicorn"],
    ["cars for boys", "automobile"],
    // Held out.
    ["a robot coloring page for boys", "robot"],
    ["space rocket activity book", "rocket"],
    ["owl coloring sheets for girls", "owl"],
  ])("%s → %s alone", (subject, drawing) => {
    expect(drawn(subject)).toEqual([drawing]);
  });

  // "for adults" had been read as whom the page is for only: it asks for what such pages are, the
  // owl filled with patterns (calm-books.test.ts).
  it("owl coloring sheets for adults → the owl, patterns filling it", () => {
    expect(drawn("owl coloring sheets for adults")).toEqual(["patterns filling it", "owl"]);
  });

  it("a book or a girl asked for is still drawn", () => {
    expect(drawn("a girl reading a book")).toEqual(["girl", "open book"]);
    expect(drawn("a gift for a girl")).toContain("girl");
  });

  it("a page asked for by its book's words alone says nothing to draw", () => {
    // "my first coloring book" says its pages are simple: a book of simple things (style-only.test.ts).
    expect(understandSketch({ layout: "motif", subject: "my coloring book" }, "line-art").unknown).toBeDefined();
  });
});
