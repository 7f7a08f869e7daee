import { describe, expect, it } from "vitest";
import { flagMotif, matchMotif, matchMotifs } from "../../../server/sketch/openmoji.js";

describe("motif matcher", () => {
  it.each([
    ["cat", /cat/],
    ["dinosaur", /t-rex|sauropod/i],
    ["fire truck", /fire engine/],
    ["cupcake", /cupcake/],
    ["unicorn", /unicorn/],
    ["castle", /castle/],
    ["rocket", /rocket/],
    ["pizza", /pizza/],
    ["puppies", /dog/],
    ["butterfly", /butterfly/],
    ["dragon", /dragon/],
    ["robot", /robot/],
    ["teddy bear", /teddy bear/],
    ["Kitty", /cat/],
    ["a cute cat playing with yarn", /cat/],
  ])("%s → %s", (subject, expected) => {
    expect(matchMotif(subject).annotation).toMatch(expected);
  });

  it("finds every drawing in a multi-word subject, most important first", () => {
    expect(matchMotifs("a lion reading a book").map((m) => m.annotation)).toEqual(["lion", "open book"]);
  });

  it("falls back to a friendly drawing for unknown words", () => {
    expect(matchMotifs("zzqx blorp")).toEqual([]);
    expect(matchMotif("zzqx blorp").hexcode).toMatch(/^[0-9A-F-]+$/);
  });

  it("finds country flags, including other names", () => {
    expect(flagMotif("Palestine")?.annotation).toBe("flag: Palestinian Territories");
    expect(flagMotif("Vatican City")?.annotation).toBe("flag: Vatican City");
    expect(flagMotif("Bosnia and Herzegovina")?.annotation).toBe("flag: Bosnia & Herzegovina");
    expect(flagMotif("Kosovo")?.hexcode).toBe("1F1FD-1F1F0");
  });
});
