import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";
import { drawnOnPage } from "./helpers.js";

// A home named by who lives there is drawn with them beside it (fresh sample seed 64602127:
// "cozy bunny house with tiny furniture" had been a house alone, the bunny left out; "a witch's
// house" a plain woman standing over a tiny house). The first rows showed the class; the rest are
// held out.

const read = (subject: string) =>
  understandSketch({ layout: "motif", subject, page: "portrait" }, "line-art").understood.map((u) => [
    u.word,
    u.drawnAs,
  ]);

describe("a being's home is drawn with them beside it", () => {
  it.each([
    ["a bunny house", "bunny", "rabbit", "1F407"],
    ["a witch's house", "witch", "woman mage", "1F9D9-200D-2640-FE0F"],
    ["a mouse house", "mouse", "mouse", "1F401"],
    ["a fairy house", "fairy", "fairy", "1F9DA"],
    ["an owl house", "owl", "owl", "1F989"],
  ])("%s: the %s drawn as the %s, beside the house", (subject, word, drawn, code) => {
    expect(read(subject)).toEqual([
      [word, drawn],
      ["house", "house"],
    ]);
    const page = drawnOnPage(subject, 1);
    expect(page.has(code)).toBe(true);
    expect(page.has("1F3E0")).toBe(true);
  });

  it("fairy house in a tree stump: the fairy beside the house, the stump left out", () => {
    expect(read("fairy house in a tree stump")).toEqual([
      ["fairy", "fairy"],
      ["house", "house"],
      ["tree stump", null],
    ]);
  });

  it.each([
    ["a bunny's castle", "bunny", "rabbit", "castle"],
    ["a frog castle", "frog", "frog", "castle"],
  ])("%s: a castle too", (subject, word, drawn, home) => {
    expect(read(subject)).toEqual([
      [word, drawn],
      [home, home],
    ]);
  });

  it.each([
    // How houses are, not who lives there.
    ["santorini white houses by the sea", "white"],
    ["a village of mushroom houses", "mushroom"],
    // One thing of its own.
    ["a dog house", "dog house"],
  ])("%s: no one beside them", (subject, word) => {
    expect(read(subject).some(([w, d]) => w === word && d !== null && d !== "house")).toBe(false);
  });
});
