import { describe, expect, it } from "vitest";
import { pageSvg } from "./helpers.js";

/**
 * Issue 41, class 1 (fresh seeds 5602127 and 6602127): the kitchen is a home only to a page said
 * with food. A barber had cut a man's hair in a kitchen, two teddy bears holding a heart had sat
 * in one, a cat with a mermaid's tail stood among its cupboards: a kitchen was one of the four
 * homes of every pet and every person. Held out: the bunnies, the grandparents, the two cats
 * playing and the kids with cake were not looked at before the rule.
 */
const seeds = [0, 1, 2, 3, 4, 5, 6, 7];
// The kitchen's wall cupboards (setting-indoor.ts), drawn in no other room.
const cupboards = /width="220" height="150" rx="6"/;
const inKitchen = (subject: string) => seeds.filter((seed) => cupboards.test(pageSvg(subject, seed)));

describe("the kitchen is for a page of food", () => {
  it.each(["two bunnies", "a grandma and a grandpa", "two cats playing", "a barber cutting a man's hair"])(
    "held out or seen: %s is never in a kitchen",
    (subject) => {
      expect(inKitchen(subject)).toEqual([]);
    },
  );

  it.each(["two kids eating cake", "two cats sharing a pizza"])("held out or seen: %s may be", (subject) => {
    expect(inKitchen(subject).length).toBeGreaterThan(0);
  });

  it("the rule can fail: a kitchen said is the kitchen", () => {
    expect(inKitchen("a boy in the kitchen").length).toBe(seeds.length);
  });
});
