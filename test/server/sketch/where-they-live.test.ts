import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";
import { pageSvg } from "./helpers.js";

/**
 * Issue 41 (fresh seed 5602127): a lone animal or plant is drawn where it lives, and a place said
 * before a thing is where the thing is.
 * - A frog had sat among the mountains' pines, a cactus among firs, a lion and a camel in a pine
 *   forest: an animal of a habitat (themes.ts `habitatOf`) or a plant tagged with its place is
 *   drawn there, and dry land has no grass or flowers.
 * - "sea monster" had left "sea" out, "city bus" its city: a place word before the last thing
 *   named, the two no name of one thing, is the page's setting.
 * Held out: the toad, the gecko, the iguana, the tiger and the zebra; the forest elf, the farm dog
 * and the jungle monkey were not looked at before the rules.
 */
const seeds = [0, 1, 2, 3, 4, 5, 6, 7];
const places = (subject: string, place: string) =>
  seeds.filter((seed) => pageSvg(subject, seed).includes(`data-place="${place}"`));
const read = (subject: string) =>
  understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art").understood;

describe("where a lone animal or plant lives", () => {
  it.each(["a toad", "a frog", "a turtle"])("held out or seen: %s is at the water of a pond", (subject) => {
    expect(places(subject, "lake").length).toBeGreaterThan(0);
    expect(places(subject, "dry")).toEqual([]);
  });

  it.each(["a gecko", "an iguana", "a camel", "cactus"])("held out or seen: %s is in the desert", (subject) => {
    const dry = places(subject, "dry");
    expect(dry.length).toBeGreaterThan(0);
    // Dry land is bare: no daisies and no pines on those pages.
    for (const seed of dry) expect(pageSvg(subject, seed)).not.toContain('data-place="pines"');
  });

  it.each(["a tiger", "a zebra", "a lion"])("held out or seen: %s is among leafy trees, never pines", (subject) => {
    expect(places(subject, "trees").length).toBeGreaterThan(0);
    expect(places(subject, "pines")).toEqual([]);
  });

  it("the rule can fail: a fox of the woods is still among the pines", () => {
    expect(places("a fox", "pines").length).toBeGreaterThan(0);
  });
});

describe("a place said before a thing is where it is", () => {
  it.each([
    ["a forest elf", "forest", "elf"],
    ["a farm dog", "farm", "dog"],
    ["a jungle monkey", "jungle", "monkey"],
    ["sea monster", "sea", "ogre"],
  ])("held out or seen: %s", (subject, place, thing) => {
    const understood = read(subject);
    expect(understood).toContainEqual(expect.objectContaining({ word: place, drawnAs: `${place} setting` }));
    expect(understood.map((u) => u.drawnAs)).toContain(thing);
  });

  it("the rule can fail: a name of one thing keeps its place word", () => {
    expect(read("a sea lion").some((u) => u.drawnAs === "sea setting")).toBe(false);
    expect(read("a school bus").some((u) => u.drawnAs === "school setting")).toBe(false);
  });
});
