import { describe, expect, it } from "vitest";
import { correctSpelling } from "../../../server/sketch/spelling.js";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * Issue 41, class 2: a closed compound typed as two words is that one thing ("a speed boat" had
 * been drawn as a sailboat). Held out: none of these pairs is named in spelling.ts.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");

describe("a closed compound typed as two words is the one thing", () => {
  it.each([
    ["a butter fly", "butterfly"],
    ["a sun flower in a pot", "sunflower"],
    ["a tooth brush", "toothbrush"],
    ["a rain-bow", "rainbow"],
    ["three cup cakes", "cupcake"],
    ["a snow flake", "snowflake"],
  ])("%s → %s", (subject, drawing) => {
    const u = read(subject);
    expect(u.unknown).toBeUndefined();
    expect(u.standIn).toBeUndefined();
    expect(
      u.understood.find((w) => w.drawnAs === drawing),
      JSON.stringify(u),
    ).toMatchObject({ exact: true });
  });

  it("keeps a plural and the words around it", () => {
    expect(correctSpelling("two pine apples on a table")).toBe("two pineapples on a table");
  });

  it.each([
    "an ice cream cone",
    "a hot dog",
    "a sea lion",
    "a fire truck",
    "a police car",
    "a big cat",
    "a bird house",
    "a honey pot",
  ])("%s: two words that are a noun of their own, or no one word, stay two", (subject) => {
    expect(correctSpelling(subject)).toBe(subject);
  });
});
