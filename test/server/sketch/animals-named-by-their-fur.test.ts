import { describe, expect, it } from "vitest";
import { planOf, themeOf } from "../../../server/sketch/themes.js";

/**
 * Issue 41, class 2 (seed 3602127, "nocturnal animals" drawn as a cockroach): an animal whose
 * commonest sense in WordNet is its fur or its meat, the animal next, is an animal of the plans
 * said by where or how animals live. The raccoon, "an omnivorous nocturnal mammal", had been left
 * out of the nocturnal animals for its pelt, so a page of three was a cockroach's one time in
 * three. WordNet's pests ("some are domestic pests") are no page of a book of animals. Held out: the leopard of the African animals was not looked at before the rule.
 */
const plan = (said: string) => planOf(themeOf(said) ?? "");

describe("animals named first by their fur", () => {
  // The nocturnal animals are a book of their own now (themes.ts): the raccoon of the definitions
  // is found by another word its definition uses ("a North American mammal").
  it("the raccoon is a nocturnal animal, and an American one", () => {
    expect(plan("nocturnal animals")).toEqual(
      expect.arrayContaining(["a raccoon at night", "a bat at night", "an owl at night"]),
    );
    expect(plan("american animals")).toContain("a raccoon");
  });

  it("held out: the leopard is an African animal", () => {
    expect(plan("african animals")).toContain("a leopard");
  });

  it("a pest is no page of a book of animals", () => {
    expect(plan("nocturnal animals")).not.toContain("a cockroach");
  });

  it("the rule can fail: a creature of myth is no animal of a place", () => {
    expect(plan("asian animals")).not.toContain("a dragon");
    expect(plan("nocturnal animals")).not.toContain("a dragon");
  });
});
