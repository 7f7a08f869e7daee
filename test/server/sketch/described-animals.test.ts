import { describe, expect, it } from "vitest";
import { planOf, themeOf, themeSubject } from "../../../server/sketch/themes.js";
import { understandSketch } from "../../../server/sketch/understand.js";

/**
 * Issue 41, class 2 (seed 8502127): animals said with a word their definitions use are those
 * animals. "australian animals" had been any animal (a monkey, a bear), "australian" said left
 * out. Held out: none of these phrases was looked at before the rule.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art");

describe("animals said where they live", () => {
  it("african animals are Africa's: a batch draws them, each a page", () => {
    const theme = themeOf("african animals");
    expect(theme).toBe("african animals");
    const plan = planOf(theme as string);
    for (const animal of ["a lion", "a zebra", "a giraffe"]) expect(plan).toContain(animal);
    expect(plan).not.toContain("a kangaroo");
    const pages = [0, 1, 2, 3].map((i) => themeSubject(theme as string, i));
    expect(new Set(pages).size).toBe(4);
    expect(read("african animals").understood.some((u) => u.word === "african" && u.drawnAs === null)).toBe(false);
  });

  it("the tiger of Asia is one (its commonest sense is a fierce person); the dragon of myth is none", () => {
    const plan = planOf(themeOf("asian animals") as string);
    expect(plan).toContain("a tiger");
    expect(plan).not.toContain("a dragon");
  });

  it("the rule can fail: a word no animal's definition uses stays left out", () => {
    // ("stress relief animals" was the case: said for calm colouring, its animals are patterned now.)
    const u = read("famous animals");
    expect(u.understood.filter((w) => w.drawnAs === null).map((w) => w.word)).toEqual(["famous"]);
  });
});
