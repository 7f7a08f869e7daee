import { describe, expect, it } from "vitest";
import { motifByAnnotation } from "../../../server/sketch/art.js";
import { understandSketch } from "../../../server/sketch/understand.js";
import { drawnOnPage } from "./helpers.js";

/**
 * A living thing's word is read in the sense another word the page draws gives it: "baseball
 * player swinging a bat" had drawn the animal bat beside the player (fresh sample, seed 1402127).
 * The sample's phrase is the first; the others were not looked at while the rule was written.
 */
const drawnAs = (subject: string) =>
  understandSketch({ layout: "motif", subject }, "line-art").understood.map((u) => u.drawnAs);

describe("a word in the sense the page's other words give it", () => {
  it.each([
    ["baseball player swinging a bat", "bat"],
    ["a cricket player with a bat", "bat"],
    ["a computer and a mouse", "mouse"],
  ])("%s: no animal %s", (subject, animal) => {
    expect(drawnAs(subject)).not.toContain(animal);
    const hex = motifByAnnotation(animal)?.hexcode;
    for (const seed of [0, 1, 2]) expect(drawnOnPage(subject, seed).has(hex), `seed ${seed}`).toBe(false);
  });

  it("a compound of the word's own sort changes nothing: a vampire's bat is the animal", () => {
    expect(drawnAs("a vampire with a bat")).toContain("bat");
  });

  it("a word the page does not draw gives no sense: a family's picnic is under a tree", () => {
    const said = understandSketch({ layout: "motif", subject: "a family having a picnic under a tree" }, "line-art");
    expect(said.understood.map((u) => u.word)).not.toContain("family tree");
  });
});

/**
 * A kind's chosen drawing WordNet does not know by name shows the name's commonest sense: a
 * tugboat, a "tower" in WordNet's second sense of the word, had been offered as the Tokyo tower
 * (fresh sample, seed 2402127).
 */
describe("a synonym in a rarer sense is no drawing of its commonest", () => {
  it.each(["tugboat", "a tug pulling a barge"])("%s: no Tokyo tower", (subject) => {
    expect(drawnAs(subject)).not.toContain("Tokyo tower");
  });

  it("a kind of tower is still drawn as the tower", () => {
    expect(drawnAs("a clock tower")).toContain("Tokyo tower");
  });
});
