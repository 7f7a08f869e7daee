import { describe, expect, it } from "vitest";
import type { Tool } from "../../../engine/catalog.js";
import { plannedValues } from "../../../server/generations/plan.js";
import { testCatalog } from "../../helpers/app.js";
import { pageSvg } from "./helpers.js";

/** A general-tool square page (the page a preview opens on) of `subject` at `seed`. */
const squareSvg = (subject: string, seed: number) => pageSvg(subject, seed, "square");

/**
 * Someone said with a sea animal is drawn where it swims: "a boy and a dolphin", "a boy and a
 * shark", "a girl and an octopus" had stood on a lawn in a park, the dolphin, the shark and the
 * octopus beside them on the grass (an absurd page). Held out: the dolphin, the fish, the whale,
 * the seal, the shark and the octopus were looked at while the rule was written; these were not.
 */
describe("someone with a swimmer is under the sea with it", () => {
  it.each(["a boy and a jellyfish", "a girl and a squid", "a grandpa and a whale", "a child and a tropical fish"])(
    "%s",
    (subject) => {
      for (const seed of [0, 1, 2, 3]) {
        expect(pageSvg(subject, seed), `${subject} at ${seed}`).toContain('data-place="underwater"');
        // On a square page too (the preview's): there the pair had stood on a bare ground.
        expect(squareSvg(subject, seed), `${subject} at ${seed}, square`).toContain('data-place="underwater"');
      }
    },
  );

  it("the rule can fail: someone with a land animal stays on land", () => {
    for (const subject of ["a boy and a dog", "a girl and a pony"])
      for (const seed of [0, 1]) {
        expect(pageSvg(subject, seed), `${subject} at ${seed}`).not.toContain('data-place="underwater"');
        expect(squareSvg(subject, seed), `${subject} at ${seed}`).not.toContain('data-place="underwater"');
      }
  });
});

/**
 * Fresh seed 27602127: a book of "kittens and cats" drew "a cat with a fish" on the sea floor. A
 * swimmer takes only those who can be where it swims (people, and other swimmers) there: a land
 * animal with a fish stays on land. Made on the cat; held out: the others.
 */
describe("a land animal with a swimmer stays on land", () => {
  it.each(["a cat with a fish", "a bear and a fish", "a dog and a tropical fish", "a fox with a fish"])(
    "%s",
    (subject) => {
      for (const seed of [0, 1, 2, 3]) {
        expect(pageSvg(subject, seed), `${subject} at ${seed}`).not.toContain('data-place="underwater"');
        expect(squareSvg(subject, seed), `${subject} at ${seed}, square`).not.toContain('data-place="underwater"');
      }
    },
  );

  it("the rule can fail: two swimmers, or a swimmer and someone, are under the sea", () => {
    for (const subject of ["a dolphin and a turtle", "a boy and a whale"])
      expect(pageSvg(subject, 1), subject).toContain('data-place="underwater"');
  });
});

/**
 * Fresh seed 28602127: "underwater ocean scene" drew the ocean's crab on a beach between palm
 * trees, and "a turtle under the sea" was the sea's shore: "under the sea" had been read as "sea",
 * the shore. Said under the sea, a page is there. Made on the crab and the turtle; held out: the
 * others.
 */
describe("what is said under the sea is there", () => {
  it.each(["a turtle under the sea", "a starfish under the sea", "a crab under the ocean", "a snail under the sea"])(
    "%s",
    (subject) => {
      for (const seed of [0, 1, 2])
        expect(pageSvg(subject, seed), `${subject} at ${seed}`).toContain('data-place="underwater"');
    },
  );

  it("every page of a batch of an underwater ocean scene is under the sea", () => {
    const general = testCatalog().byId.get("doodle/coloring-page") as Tool;
    for (const subject of ["underwater ocean scene", "underwater ocean life", "an underwater scene"])
      for (let seed = 0; seed < 12; seed++) {
        const planned = plannedValues(general, { subject }, seed) as { subject: string };
        expect(pageSvg(planned.subject, seed), `${subject}: ${planned.subject}`).toContain('data-place="underwater"');
      }
  });

  it("the rule can fail: a crab on the beach is on the beach", () => {
    expect(pageSvg("a crab on the beach", 1)).not.toContain('data-place="underwater"');
  });
});
