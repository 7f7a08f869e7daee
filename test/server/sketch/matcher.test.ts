import { describe, expect, it } from "vitest";
import { matchMotif, matchMotifs, motifByAnnotation } from "../../../server/sketch/art.js";
import { conceptFor } from "../../../server/sketch/concepts.js";

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

  it("keeps the phrase's order: the figure first, then what it holds", () => {
    expect(matchMotifs("a hermit with a lantern").map((m) => m.annotation)).toEqual(["mage", "red paper lantern"]);
  });

  it.each([
    ["shopkeeper", /cook/],
    ["sweet treats", /cupcake|doughnut|lollipop/],
    ["hooded figure", /ninja/],
    ["leprechaun", /elf/],
    ["a mug of cocoa", /teacup without handle/],
  ])("understands %s", (subject, expected) => {
    expect(matchMotif(subject).annotation).toMatch(expected);
  });

  // A first word that would capture the phrase as another drawing: "monster X", "X of Y",
  // "hot X", "baby X", and the moon, which must give regions to colour.
  it.each([
    ["a monster truck", ["pickup truck"]],
    ["monster trucks", ["pickup truck"]],
    ["the moon", ["first quarter moon face"]],
    ["a half moon", ["first quarter moon face"]],
    ["a mug of cocoa", ["teacup without handle"]],
    ["a cup of tea", ["teacup without handle"]],
    ["a cup of hot cocoa", ["teacup without handle"]],
    ["a hot tub", ["bathtub"]],
    ["a hot sun", ["sun"]],
    ["a hot dog", ["hot dog"]],
    ["a hot pepper", ["hot pepper"]],
    ["a baby unicorn", ["unicorn"]],
    ["a baby bird", ["bird"]],
    ["a baby bottle", ["baby bottle"]],
    ["a stack of books", ["books"]],
    ["a piece of cake", ["birthday cake"]],
    ["a jar of honey", ["honey pot"]],
    ["a bucket of water", ["bucket"]],
    ["a puzzle piece", ["puzzle piece"]],
  ])("a compound phrase draws what it names: %s → %j", (subject, names) => {
    expect(matchMotifs(subject).map((m) => m.annotation)).toEqual(names);
  });

  it("knows what belongs in a place: bakery → bread and cake, living room → couch", () => {
    const bakery = conceptFor("bakery");
    expect(bakery?.kind).toBe("shop");
    expect(bakery?.props).toEqual(expect.arrayContaining(["bread", "croissant", "birthday cake"]));
    expect(conceptFor("cozy living room")?.props).toContain("couch and lamp");
    expect(conceptFor("circus tent")?.kind).toBe("stage");
    expect(conceptFor("lakeside campsite")?.features).toContain("lake");
    for (const c of ["bakery", "cozy living room", "circus tent", "foggy victorian street", "science class"]) {
      for (const name of conceptFor(c)?.props ?? []) expect(motifByAnnotation(name), name).toBeDefined();
    }
  });

  it("falls back to a friendly drawing for unknown words", () => {
    expect(matchMotifs("zzqx blorp")).toEqual([]);
    expect(matchMotif("zzqx blorp").hexcode).toMatch(/^[0-9A-F-]+$/);
  });
});
