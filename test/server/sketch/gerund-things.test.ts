import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { parseRelation } from "../../../server/sketch/layouts/relation.js";
import { drawnOnPage } from "./helpers.js";

/**
 * A thing named with an "-ing" word ("a watering can", "a rolling pin") is a thing, never a doing
 * with its last word the thing done to: "garden gnome holding a watering can" had held a
 * wastebasket for "can" (fresh sample, seed 7302127). Held out: none of these was looked at.
 */
describe("a thing named with an -ing word is no doing", () => {
  it.each([
    ["a grandma with a rolling pin", "rolling", "safety pin"],
    ["a mouse holding a watering can", "watering", "wastebasket"],
  ])("%s", (subject, word, wrong) => {
    expect(parseRelation(subject)?.verb).not.toBe(word);
    const hex = motifByAnnotation(wrong)?.hexcode;
    for (const seed of [1, 2, 3]) expect(drawnOnPage(subject, seed).has(hex), `seed ${seed}`).toBe(false);
  });

  it("a doing said before its thing is still a doing", () => {
    expect(parseRelation("a cat chasing a mouse")).toMatchObject({ verb: "chasing", other: { annotation: "mouse" } });
    expect(parseRelation("a chef holding a frying pan")?.relation).toBe("holding");
  });
});
