import { describe, expect, it } from "vitest";
import { pageSvg } from "./helpers.js";

/**
 * Issue 41 (a book of "occupations", fresh seed 9602127): a subject with fewer places of its own
 * than a batch's four "home" pages (a cook: the kitchen; a surfer: the beach) had the others on a
 * bare strip of grass: the cook's bust floating over it, the surfer's wave on a lawn. Its places
 * are taken in turn. Held out: the woman surfing, the person climbing and the chef were not looked
 * at before the rule.
 */
const seeds = [100, 101, 102, 103, 104, 105, 106, 107];
const placed = (subject: string) => seeds.filter((seed) => /data-place="/.test(pageSvg(subject, seed))).length;

describe("a subject's places are taken in turn", () => {
  it.each(["a surfer", "a swimmer", "a cook", "a woman surfing", "a person climbing", "a chef"])(
    "held out or seen: %s is in a place of its own on five pages of eight",
    (subject) => {
      expect(placed(subject)).toBeGreaterThanOrEqual(5);
    },
  );

  it("the rule can fail: a thing with no place of its own has none", () => {
    // (The rower had been here: since its boat keeps its name, it rows on a lake.)
    expect(placed("a teapot")).toBe(0);
  });
});
