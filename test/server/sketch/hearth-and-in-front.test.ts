import { describe, expect, it } from "vitest";
import { parseRelation } from "../../../server/sketch/layouts/relation.js";
import { pageSvg } from "./helpers.js";

/**
 * Issue 41, class 1: a creature by a fireplace is in the room the fireplace is in (seed 8402127:
 * "a dog sleeping by the fireplace" stood by a fireplace on a hill), and in front of a thing is
 * beside it, never in it ("a cat in front of the fireplace" had sat on the fireplace's top).
 * Held out: none of these creatures or phrasings is in the rule.
 */
const ROOM = 'data-place="room"';

describe("by a fireplace is in its room", () => {
  it.each(["a kitten napping beside the fireplace", "a fox near a fireplace", "an old dog by the hearth"])(
    "%s",
    (subject) => {
      for (const seed of [1, 2]) expect(pageSvg(subject, seed), `seed ${seed}`).toContain(ROOM);
    },
  );
});

describe("in front of a thing is beside it", () => {
  it.each([
    ["a rabbit in front of a fireplace", "fireplace"],
    ["a girl in front of the castle", "castle"],
    ["a bear in front of a tent", "tent"],
  ])("%s", (subject, thing) => {
    const said = parseRelation(subject);
    expect(said?.relation).toBe("beside");
    expect(said?.b).toContain(thing);
  });

  it("the rule can fail: in a thing is still in it", () => {
    expect(parseRelation("a rabbit in a basket")?.relation).toBe("in");
    expect(pageSvg("a fox on a hill by a tree", 1)).not.toContain(ROOM);
  });
});
