import { describe, expect, it } from "vitest";
import { motifByHexcode } from "../../../server/sketch/art.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { askedOnPage } from "./helpers.js";

/**
 * Two nouns side by side name one thing (word-match.ts `modifierNouns`): a being before a
 * person's role is the being in that role ("mermaid princess", fresh sample 1202026, had a tiny
 * princess at the mermaid's tail), a person before a role is the role, and a drawn building after
 * a thing is the building ("fairy house in a tree stump" had drawn a fairy with a little house at
 * her feet). The first request of each is the sample's; the rest are held out.
 */
const asked = (subject: string, seed: number) =>
  askedOnPage(subject, seed).map((p) => motifByHexcode(p.hexcode)?.annotation);
const read = (subject: string) => understandSketch({ subject }, "line-art").understood;

describe("two nouns side by side are one thing", () => {
  it.each([
    // A being said as royalty wears a crown now, no role left out (royal-crowns.test.ts).
    ["bunny chef", "rabbit", "chef"],
    ["dog doctor", "dog", "doctor"],
    // A woman astronaut is the set's woman astronaut, no word left out (gendered-people.test.ts).
    // A fairy house is the fairy beside her house now, the two the size of each other
    // (owners-homes.test.ts); a birdhouse is one thing of its own.
    ["a bird house", "house", "bird"],
  ])("%s: the %s alone, %s left out", (subject, drawn, left) => {
    const said = read(subject);
    expect(
      said.find((u) => u.word === left),
      JSON.stringify(said),
    ).toEqual({ word: left, drawnAs: null, exact: false });
    expect(
      said.filter((u) => u.drawnAs).map((u) => u.drawnAs),
      JSON.stringify(said),
    ).toEqual([drawn]);
    for (const seed of [0, 1, 2, 3]) expect(asked(subject, seed), `seed ${seed}`).toEqual([drawn]);
  });

  // A place the scene draws after a thing is where it is; two said with "and" are two; a word
  // that also describes ("victorian") is read as describing; relatives are no role.
  it.each([
    ["a lighthouse island", ["lighthouse", "island setting"]],
    ["fairy garden", ["fairy", "garden setting"]],
    ["a mermaid and a princess", ["mermaid", "princess"]],
    ["victorian lady", ["woman"]],
  ])("%s: %j", (subject, drawn) => {
    const said = read(subject);
    expect(
      said.filter((u) => u.drawnAs).map((u) => u.drawnAs),
      JSON.stringify(said),
    ).toEqual(drawn);
    expect(
      said.some((u) => u.standIn),
      JSON.stringify(said),
    ).toBe(false);
  });
});
