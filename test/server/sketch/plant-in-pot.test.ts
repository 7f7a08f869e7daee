import { describe, expect, it } from "vitest";
import { understandSketch } from "../../../server/sketch/understand.js";
import { pageSvg } from "./helpers.js";

/**
 * Issue 41, class 2 (seed 1502127): a plant said in a pot whose drawing has no pot of its own
 * grows from a clay pot ("kawaii cactus in a pot" had been a cactus in a field, the pot dropped
 * without a word); a face given to it is on the pot, where it shows. Held out: none of these
 * plants is in the rule, which reads WordNet's kinds.
 */
const read = (subject: string) => understandSketch({ layout: "motif", subject }, "line-art");
const POT = 'data-motif="own-clay-pot"';

describe("a plant in a pot grows from a clay pot", () => {
  it.each(["a daisy in a pot", "a rose in a flower pot", "a palm tree in a terracotta pot"])("%s", (subject) => {
    const said = read(subject);
    expect(said.understood).toContainEqual({ word: "clay pot", drawnAs: "clay pot", exact: true });
    expect(said.understood.some((w) => w.drawnAs === null)).toBe(false);
    for (const seed of [1, 2]) expect(pageSvg(subject, seed), `seed ${seed}`).toContain(POT);
  });

  it("a face given to the plant is said, and drawn", () => {
    expect(read("a smiling tulip in a pot").understood).toContainEqual({
      word: "smiling",
      drawnAs: "a cute face on it",
      exact: true,
    });
  });

  it("the rule can fail: a drawing with its own pot, and a pot of food, are no clay pot", () => {
    expect(pageSvg("a potted plant", 1)).not.toContain(POT);
    expect(pageSvg("a pot of soup", 1)).not.toContain(POT);
    expect(pageSvg("a cat in a pot", 1)).not.toContain(POT);
  });
});
