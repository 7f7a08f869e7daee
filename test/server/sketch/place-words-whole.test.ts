import { describe, expect, it } from "vitest";
import { conceptFor } from "../../../server/sketch/concepts.js";

/**
 * Issue 41, class 2 (seed 3502127): a place word is read only as itself, a form of it, one who
 * works there or the first part of a place WordNet knows: "a dog driving a car with a cat in the
 * passenger seat" had been set at the beach (seat: sea), a classic car in a classroom, a
 * jellyfish's tentacles at a camp. Held out: none of these phrases was looked at before the rule.
 */
const kind = (words: string) => conceptFor(words)?.kind;
const features = (words: string) => conceptFor(words)?.features ?? [];

describe("a place word inside another word is no place", () => {
  it.each([
    "a puppy on the back seat",
    "a classical guitar",
    "a homemade pie",
    "a fox in the shower",
    "a squid's tentacles",
  ])("%s", (words) => {
    expect(conceptFor(words)).toBeUndefined();
  });

  it("the rule can fail: forms of a place word, its workers and its compounds are still the place", () => {
    expect(features("a fox in the snowy woods")).toContain("snow");
    expect(kind("two hikers in the mountains")).toBe("outdoor");
    expect(features("a gardener")).toEqual(conceptFor("garden")?.features ?? []);
    expect(conceptFor("a gardener")).toBe(conceptFor("garden"));
    expect(conceptFor("an old farmhouse")).toBe(conceptFor("farm"));
    expect(conceptFor("a cat on the windowsill")?.kind).toBe("room");
  });
});
